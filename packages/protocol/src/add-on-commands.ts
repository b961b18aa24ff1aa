/**
 * Ours (issue 19): the two operator commands of the add-on games.
 *
 * - `setAddOns` switches add-ons on or off at a table and sets their rules (the domain's rules live
 *   in @railbird/poker/addons; docs/rules/*.md). Between hands only: the engine refuses it mid-hand.
 *   Every add-on listed needs nothing more than defaults, except where its settings say otherwise.
 * - `addOnAction` is one operator or player decision in an add-on game (a blackjack hit, a UTH play
 *   bet, a nit game confirmation…). The action shapes mirror the domain's actions; seat numbers are
 *   the table's. Card reads never come this way: the antennas (or `simulateRead`) deal them.
 *
 * Both are validated here, at the boundary: a malformed command is refused with where and why, and
 * the engine refuses a well-formed one the game's rules forbid (out of turn, twice…) with the reason.
 */
import { z } from 'zod';
import { type AddOn, addOnSchema } from './enums.js';
import { hexColourSchema, seatIndexSchema } from './table-state/primitives.js';

const wholeChips = z.int().nonnegative().max(1_000_000_000);
const positiveWholeChips = z.int().positive().max(1_000_000_000);
const seat = seatIndexSchema;

// ── setAddOns ─────────────────────────────────────────────────────────────────────────────────────

/** Blackjack house rules, every one given: what a table plays by (its state carries them). */
export const blackjackRulesSchema = z.object({
  decks: z.int().min(1).max(8),
  dealerHitsSoft17: z.boolean(),
  blackjackPays: z.enum(['3:2', '6:5']),
  doubleOn: z.enum(['any', '9-11', '10-11']),
  doubleAfterSplit: z.boolean(),
  maxHands: z.int().min(1).max(4),
  resplitAces: z.boolean(),
  hitSplitAces: z.boolean(),
  surrender: z.enum(['none', 'late']),
  dealerPeeks: z.boolean(),
  insurance: z.boolean(),
  penetration: z.number().min(0.5).max(0.9),
  minBet: positiveWholeChips,
  maxBet: positiveWholeChips,
  /** The smallest chip the table pays: bets are multiples of it. */
  chipUnit: positiveWholeChips,
});

/** Blackjack house rules to set (any left out keep the default: the Las Vegas Strip shoe game). */
export const blackjackSettingsSchema = blackjackRulesSchema
  .partial()
  .refine((s) => s.minBet === undefined || s.maxBet === undefined || s.minBet <= s.maxBet, {
    message: 'The maximum bet must be at least the minimum bet.',
    path: ['maxBet'],
  });

/** The trips pay tables rooms post, by their full house-flush-straight pays (uth/rules.ts). */
export const uthTripsPayTableSchema = z.enum(['8-7-4', '8-6-5', '9-7-4']);

/** UTH house rules, every one given: what a table plays by (its state carries them). */
export const uthRulesSchema = z.object({
  minAnte: positiveWholeChips,
  maxAnte: positiveWholeChips,
  minTrips: wholeChips,
  /** 0 takes the trips bet off the table. */
  maxTrips: wholeChips,
  preflopMultiples: z.array(z.int().min(1).max(10)).min(1).max(4),
  flopMultiple: z.int().min(1).max(10),
  riverMultiple: z.int().min(1).max(10),
  tripsPayTable: uthTripsPayTableSchema,
});

/** UTH house rules to set (any left out keep the standard game's). */
export const uthSettingsSchema = uthRulesSchema
  .partial()
  .refine((s) => s.minAnte === undefined || s.maxAnte === undefined || s.minAnte <= s.maxAnte, {
    message: 'The maximum ante must be at least the minimum ante.',
    path: ['maxAnte'],
  });

export const powerupKindSchema = z.enum(['PEEK', 'SHIELD', 'DOUBLE', 'PICKPOCKET']);

export const teamSettingSchema = z.object({
  id: z.string().min(1).max(40),
  name: z.string().min(1).max(60),
  color: hexColourSchema,
  seatIndexes: z.array(seat).max(10),
});

export const addOnSettingsSchema = z.object({
  blackjack: blackjackSettingsSchema.optional(),
  uth: uthSettingsSchema.optional(),
  nitGameAddOn: z.object({ amountPerPlayer: positiveWholeChips }).optional(),
  runnerUpAddOn: z.object({ prize: positiveWholeChips }).optional(),
  oneNDoneAddOn: z.object({ buyIn: positiveWholeChips }).optional(),
  teamAddOn: z
    .object({
      teams: z
        .array(teamSettingSchema)
        .max(10)
        .refine((teams) => new Set(teams.map((t) => t.id)).size === teams.length, {
          message: 'Two teams have the same id: give each team its own.',
        })
        .refine(
          (teams) => {
            const seats = teams.flatMap((t) => t.seatIndexes);
            return new Set(seats).size === seats.length;
          },
          { message: 'A seat is on two teams: put each seat on one team only.' },
        ),
    })
    .optional(),
  powerupsAddOn: z
    .object({
      everyNHands: z.int().min(1).max(1000),
      maxInventory: z.int().min(1).max(20),
      shieldCap: wholeChips,
      doubleCap: wholeChips,
      pickpocketAmount: wholeChips,
      kinds: z.array(powerupKindSchema).min(1).max(4),
    })
    .partial()
    .optional(),
  bingoAddOn: z
    .object({
      prize: positiveWholeChips,
      size: z.union([z.literal(3), z.literal(4), z.literal(5)]).optional(),
      win: z.enum(['LINE', 'FULL']).optional(),
    })
    .optional(),
  fortuneTellerAddOn: z
    .object({ prize: positiveWholeChips, promptsPerHand: z.int().min(1).max(6).optional() })
    .optional(),
});
export type AddOnSettings = z.infer<typeof addOnSettingsSchema>;

/** The add-ons the engine runs. `partyGameDealer` is a field other games fill, not a game to switch on. */
export const PLAYABLE_ADD_ONS = [
  'blackjack',
  'uth',
  'nitGameAddOn',
  'runnerUpAddOn',
  'oneNDoneAddOn',
  'teamAddOn',
  'powerupsAddOn',
  'bingoAddOn',
  'fortuneTellerAddOn',
] as const satisfies readonly AddOn[];
export type PlayableAddOn = (typeof PLAYABLE_ADD_ONS)[number];

/** The banked games deal their own cards instead of poker: a table runs at most one of them. */
export const BANKED_ADD_ONS = ['blackjack', 'uth'] as const satisfies readonly PlayableAddOn[];

export const setAddOnsDataSchema = z
  .object({
    addOns: z.array(addOnSchema).max(PLAYABLE_ADD_ONS.length),
    settings: addOnSettingsSchema.default({}),
  })
  .superRefine((data, ctx) => {
    if (new Set(data.addOns).size !== data.addOns.length) {
      ctx.addIssue({ code: 'custom', path: ['addOns'], message: 'An add-on is listed twice: list it once.' });
    }
    for (const [k, addOn] of data.addOns.entries()) {
      if (!(PLAYABLE_ADD_ONS as readonly string[]).includes(addOn)) {
        ctx.addIssue({
          code: 'custom',
          path: ['addOns', k],
          message: `${addOn} is not a game to switch on: choose from ${PLAYABLE_ADD_ONS.join(', ')}.`,
        });
      }
    }
    if (data.addOns.includes('blackjack') && data.addOns.includes('uth')) {
      ctx.addIssue({
        code: 'custom',
        path: ['addOns'],
        message: 'Blackjack and UTH both deal their own cards: switch on one of them at a table.',
      });
    }
    for (const key of Object.keys(data.settings) as (keyof AddOnSettings)[]) {
      if (data.settings[key] !== undefined && !data.addOns.includes(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['settings', key],
          message: `Settings for ${key} but it is not in addOns: add it to addOns or leave its settings out.`,
        });
      }
    }
  });
export type SetAddOnsData = z.infer<typeof setAddOnsDataSchema>;

// ── addOnAction ───────────────────────────────────────────────────────────────────────────────────

/** Blackjack: the domain's actions but the card reads (antennas) and the cut card (its tag is read). */
export const blackjackActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sit'), seatIndex: seat, stack: wholeChips }),
  z.object({ type: z.literal('leave'), seatIndex: seat }),
  z.object({ type: z.literal('bet'), seatIndex: seat, amount: positiveWholeChips }),
  z.object({ type: z.literal('deal') }),
  z.object({ type: z.literal('insurance'), seatIndex: seat, amount: positiveWholeChips }),
  z.object({ type: z.literal('declineInsurance'), seatIndex: seat }),
  z.object({ type: z.literal('hit'), seatIndex: seat }),
  z.object({ type: z.literal('stand'), seatIndex: seat }),
  z.object({ type: z.literal('double'), seatIndex: seat }),
  z.object({ type: z.literal('split'), seatIndex: seat }),
  z.object({ type: z.literal('surrender'), seatIndex: seat }),
  z.object({ type: z.literal('shuffle') }),
  z.object({ type: z.literal('nextRound') }),
]);

export const uthActionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('bet'),
    seatIndex: seat,
    ante: wholeChips,
    trips: wholeChips.optional(),
  }),
  z.object({ type: z.literal('closeBets') }),
  z.object({ type: z.literal('play'), seatIndex: seat, multiple: z.int().min(1).max(10) }),
  z.object({ type: z.literal('check'), seatIndex: seat }),
  z.object({ type: z.literal('fold'), seatIndex: seat }),
  z.object({ type: z.literal('nextRound') }),
]);

export const nitGameActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('join'), seatIndex: seat }),
  z.object({ type: z.literal('leave'), seatIndex: seat }),
  z.object({ type: z.literal('call') }),
  z.object({ type: z.literal('confirm') }),
  z.object({ type: z.literal('reject') }),
  z.object({ type: z.literal('reset') }),
]);

export const powerupsActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('play'), seatIndex: seat, powerupId: z.string().min(1).max(40) }),
  z.object({ type: z.literal('confirm') }),
  z.object({ type: z.literal('reject') }),
  z.object({ type: z.literal('grant'), seatIndex: seat, kind: powerupKindSchema }),
  z.object({ type: z.literal('leave'), seatIndex: seat }),
]);

export const runnerUpActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('setPrize'), prize: positiveWholeChips }),
]);

export const oneNDoneActionSchema = z.discriminatedUnion('type', [
  /** The seated player buys in (the seat's player id, or the seat's session when anonymous). */
  z.object({ type: z.literal('buyIn'), seatIndex: seat }),
  z.object({ type: z.literal('cashOut'), seatIndex: seat }),
  z.object({ type: z.literal('end') }),
  z.object({ type: z.literal('newGame') }),
]);

export const teamActionSchema = z.discriminatedUnion('type', [
  /** Replaces the teams (scores of teams kept by id). */
  z.object({ type: z.literal('setTeams'), teams: addOnSettingsSchema.shape.teamAddOn.unwrap().shape.teams }),
  z.object({
    type: z.literal('addTeam'),
    id: z.string().min(1).max(40),
    name: z.string().min(1).max(60),
    color: hexColourSchema,
  }),
  z.object({ type: z.literal('removeTeam'), teamId: z.string().min(1).max(40) }),
  z.object({ type: z.literal('assignSeat'), seatIndex: seat, teamId: z.string().min(1).max(40) }),
  z.object({ type: z.literal('unassignSeat'), seatIndex: seat }),
  z.object({ type: z.literal('reset') }),
]);

export const bingoActionSchema = z.discriminatedUnion('type', [
  /** New cards for every seated player: a new game. */
  z.object({ type: z.literal('deal') }),
  z.object({ type: z.literal('join'), seatIndex: seat }),
  z.object({ type: z.literal('leave'), seatIndex: seat }),
]);

export const prophecyIdSchema = z.enum([
  'PAIRED_BOARD',
  'FLUSH_POSSIBLE',
  'ACE_ON_FLOP',
  'RED_RIVER',
  'FACE_ON_TURN',
  'MONOTONE_FLOP',
]);

export const fortuneTellerActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('drawPrompts') }),
  z.object({ type: z.literal('predict'), seatIndex: seat, prophecy: prophecyIdSchema }),
  z.object({ type: z.literal('withdraw'), seatIndex: seat }),
]);

/** One decision in one add-on game: `{addOn, action}`, the action's shape chosen by the add-on. */
export const addOnActionDataSchema = z.discriminatedUnion('addOn', [
  z.object({ addOn: z.literal('blackjack'), action: blackjackActionSchema }),
  z.object({ addOn: z.literal('uth'), action: uthActionSchema }),
  z.object({ addOn: z.literal('nitGameAddOn'), action: nitGameActionSchema }),
  z.object({ addOn: z.literal('powerupsAddOn'), action: powerupsActionSchema }),
  z.object({ addOn: z.literal('runnerUpAddOn'), action: runnerUpActionSchema }),
  z.object({ addOn: z.literal('oneNDoneAddOn'), action: oneNDoneActionSchema }),
  z.object({ addOn: z.literal('teamAddOn'), action: teamActionSchema }),
  z.object({ addOn: z.literal('bingoAddOn'), action: bingoActionSchema }),
  z.object({ addOn: z.literal('fortuneTellerAddOn'), action: fortuneTellerActionSchema }),
]);
export type AddOnActionData = z.infer<typeof addOnActionDataSchema>;
/** The action of one add-on: `AddOnActionOf<'blackjack'>`. */
export type AddOnActionOf<A extends AddOnActionData['addOn']> = Extract<
  AddOnActionData,
  { addOn: A }
>['action'];
// Every playable add-on has its actions, and only those.
const _actionsCoverAddOns: PlayableAddOn extends AddOnActionData['addOn']
  ? AddOnActionData['addOn'] extends PlayableAddOn
    ? true
    : never
  : never = true;
void _actionsCoverAddOns;
