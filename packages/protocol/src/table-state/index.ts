/**
 * The table state message (spec §3): the whole state of one table as the engine pushes it to every
 * screen and overlay. Every type here is inferred from its schema. One file per section of the
 * message (primitives, analytics, settings, players, table, round, pots, event, room, add-ons); this
 * one composes them into `tableStateSchema` with the rules that tie the sections together, and
 * re-exports every section.
 *
 * Conventions (ours, where the spec is silent):
 * - Times are epoch milliseconds (integers); durations say their unit in their comment.
 * - Chip amounts are non-negative numbers in the table's money (cash) or chips (tournaments); the
 *   engine keeps them to multiples of the blind level's `smallestDenomination`.
 * - Seats are 0-based `seatIndex`es below `tableSettings.capacity`.
 * - A card the viewer may not see is `null` (a hidden overlay never gets hole cards; a delayed one
 *   gets them late): the position of the card stays, its face does not.
 * - Objects strip unknown keys, so adding a field is a compatible change; removing, renaming or
 *   retyping one, or adding an enum value, is not (see README: bump PROTOCOL_VERSION).
 */
import { z } from 'zod';
import { addOnSchema, gameModeSchema } from '../enums.js';
import {
  bingoAddOnSchema,
  blackjackSchema,
  fortuneTellerAddOnSchema,
  nitGameAddOnSchema,
  oneNDoneAddOnSchema,
  partyGameDealerSchema,
  powerupsAddOnSchema,
  runnerUpAddOnSchema,
  teamAddOnSchema,
  uthSchema,
} from './add-ons.js';
import { countdownTimerSchema, eventManagerSchema, mixedGameSchema } from './event.js';
import { playerGroupSchema } from './players.js';
import { centerCardsSchema, payoutSchema, potSchema, roundSummarySchema } from './pots.js';
import { timestampSchema } from './primitives.js';
import {
  cloudSchema,
  constantsSchema,
  locationSettingsSchema,
  metricsSchema,
  obsWebsocketSchema,
  streamDataManagerSchema,
  streamSchema,
} from './room.js';
import { gameSchema, roundSchema } from './round.js';
import { gameSettingsSchema, tableSettingsSchema } from './settings.js';
import { tableSchema } from './table.js';

export * from './add-ons.js';
export * from './analytics.js';
export * from './event.js';
export * from './players.js';
export * from './pots.js';
export * from './primitives.js';
export * from './room.js';
export * from './round.js';
export * from './settings.js';
export * from './table.js';

/** The top-level fields of the message, each with its schema, without the cross-field rules. */
export const tableStateFieldsSchema = z.object({
  updateTime: timestampSchema,
  tableSettings: tableSettingsSchema,
  playerGroup: playerGroupSchema,
  table: tableSchema,
  game: gameSchema,
  round: roundSchema,
  eventManager: eventManagerSchema,
  mixedGame: mixedGameSchema.nullable(),
  cloud: cloudSchema,
  metrics: metricsSchema,
  gameSettings: gameSettingsSchema,
  centerCards: centerCardsSchema,
  pot: potSchema,
  payout: payoutSchema.nullable(),
  locationSettings: locationSettingsSchema,
  stream: streamSchema,
  obsWebsocket: obsWebsocketSchema,
  streamDataManager: streamDataManagerSchema,
  roundHistory: z.array(roundSummarySchema),
  countdownTimer: countdownTimerSchema.nullable(),
  /** Our reading: the game modes this table may run. */
  gameModes: z.array(gameModeSchema),
  /** Our reading: the add-ons switched on; exactly these add-on fields are non-null. */
  addOns: z.array(addOnSchema),
  partyGameDealer: partyGameDealerSchema.nullable(),
  blackjack: blackjackSchema.nullable(),
  uth: uthSchema.nullable(),
  bingoAddOn: bingoAddOnSchema.nullable(),
  fortuneTellerAddOn: fortuneTellerAddOnSchema.nullable(),
  nitGameAddOn: nitGameAddOnSchema.nullable(),
  powerupsAddOn: powerupsAddOnSchema.nullable(),
  runnerUpAddOn: runnerUpAddOnSchema.nullable(),
  oneNDoneAddOn: oneNDoneAddOnSchema.nullable(),
  teamAddOn: teamAddOnSchema.nullable(),
  /** Addresses of the viewers connected to this table (dev toolbar). */
  requestingIps: z.array(z.string()),
  constants: constantsSchema,
});

/**
 * The whole table state message, with the rules that tie its parts together: seats inside the
 * table, one player per seat, the acting player seated, the add-on list matching the add-on fields,
 * and no card face shown twice among hole cards, boards and burns.
 */
export const tableStateSchema = tableStateFieldsSchema.superRefine((state, ctx) => {
  const capacity = state.tableSettings.capacity;
  const seated = new Set<number>();
  state.playerGroup.players.forEach((player, i) => {
    if (player.seatIndex >= capacity) {
      ctx.addIssue({
        code: 'custom',
        path: ['playerGroup', 'players', i, 'seatIndex'],
        message: `seat ${player.seatIndex} is outside a table of capacity ${capacity}`,
      });
    }
    if (seated.has(player.seatIndex)) {
      ctx.addIssue({
        code: 'custom',
        path: ['playerGroup', 'players', i, 'seatIndex'],
        message: `two players sit in seat ${player.seatIndex}`,
      });
    }
    seated.add(player.seatIndex);
  });

  const round = state.round;
  for (const field of ['actingPlayer', 'firstPlayerToAct'] as const) {
    const seat = round[field];
    if (seat !== null && !seated.has(seat)) {
      ctx.addIssue({ code: 'custom', path: ['round', field], message: `seat ${seat} has no player` });
    }
  }
  if (round.dealerButtonIndex >= capacity) {
    ctx.addIssue({
      code: 'custom',
      path: ['round', 'dealerButtonIndex'],
      message: `seat ${round.dealerButtonIndex} is outside a table of capacity ${capacity}`,
    });
  }

  const on = new Set(state.addOns);
  // partyGameDealer is not switched on: it is the house's side of the banked game being dealt.
  if (state.blackjack !== null || state.uth !== null) on.add('partyGameDealer');
  for (const addOn of addOnSchema.options) {
    if (on.has(addOn) !== (state[addOn] !== null)) {
      ctx.addIssue({
        code: 'custom',
        path: [addOn],
        message: on.has(addOn)
          ? `${addOn} is listed in addOns but is null`
          : `${addOn} must be null while it is not listed in addOns`,
      });
    }
  }

  const seen = new Map<string, string>();
  const see = (card: string | null, path: (string | number)[]) => {
    if (card === null) return;
    const where = path.join('.');
    const before = seen.get(card);
    if (before !== undefined) {
      ctx.addIssue({ code: 'custom', path, message: `card ${card} is also at ${before}` });
    } else {
      seen.set(card, where);
    }
  };
  state.playerGroup.players.forEach((player, i) => {
    player.roundStatus?.hand.cards.forEach((card, j) => {
      see(card, ['playerGroup', 'players', i, 'roundStatus', 'hand', 'cards', j]);
    });
  });
  // Boards run twice share the cards dealt before the all-in: each board lists all its cards, so the
  // same card at the same place on two boards is one card, not two.
  const boardCardAt = new Map<string, number>();
  state.centerCards.boards.forEach((board, b) => {
    board.forEach((card, j) => {
      if (b > 0 && boardCardAt.get(card) === j && state.centerCards.boards[0]?.[j] === card) return;
      boardCardAt.set(card, j);
      see(card, ['centerCards', 'boards', b, j]);
    });
  });
  state.centerCards.burns.forEach((card, j) => {
    see(card, ['centerCards', 'burns', j]);
  });
});
export type TableState = z.infer<typeof tableStateSchema>;
