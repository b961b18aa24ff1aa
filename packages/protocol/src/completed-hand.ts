/**
 * A completed hand as the engine ships it to the server (`table.ingestHand`), idempotent by `handId`.
 * The hand itself travels as PHH text: the open standard, replayable through the same reducer by the
 * server (which re-validates it and derives the statistics), and exportable as is.
 */
import { z } from 'zod';
import { PLAYABLE_ADD_ONS } from './add-on-commands.js';
import { playerIndexBrandSchema, seatIndexBrandSchema, tableKeyBrandSchema } from './brands.js';
import { variationSchema } from './enums.js';
import { maybeCardSchema, seatIndexSchema, tableKeySchema, timestampSchema } from './table-state/index.js';

/** At most this many add-on transfers in one hand or one add-on action (every game, every seat, a few each). */
export const MAX_ADD_ON_TRANSFERS = 200;

/**
 * Chips an add-on game moved to or from one seat, outside the poker hand (issue 19): a runner-up
 * prize, a powerup's refund, a nit game paid, a one-and-done buy-in. The other side is another seat's
 * row or the house (the rows of a prize paid by the house do not sum to zero). Amounts are the
 * table's units, like the stacks.
 */
export const addOnTransferSchema = z.object({
  addOn: z.enum(PLAYABLE_ADD_ONS),
  seatIndex: seatIndexSchema,
  /** The seat's player id at the location, when checked in; `null` for a guest. */
  playerId: z.string().min(1).max(200).nullable(),
  displayName: z.string().min(1).max(100),
  /** Signed: + to the seat, − from it; never 0. */
  amount: z
    .number()
    .min(-1_000_000_000)
    .max(1_000_000_000)
    .refine((a) => a !== 0, 'a transfer moves chips: 0 is not one'),
  /** Why, in the room's words: `Runner-up: the best hand shown that won nothing`. */
  reason: z.string().min(1).max(200),
});
export type AddOnTransfer = z.infer<typeof addOnTransferSchema>;

export const addOnTransfersSchema = z.array(addOnTransferSchema).max(MAX_ADD_ON_TRANSFERS);

// The hand enters the server from outside (ingestHand), and its players are where a seat and a place in
// the PHH arrays are easiest to mix up, so both are branded: the server reads `players[p.playerIndex]`
// of the replayed hand and `seatIndex` of the room, never one for the other. The engine builds the
// hand with plain numbers (`CompletedHandInput`), as every sender builds its input; stacks stay plain.
export const completedHandPlayerSchema = z.object({
  /** Position in the PHH arrays (0 = first left of the button). */
  playerIndex: playerIndexBrandSchema,
  seatIndex: seatIndexBrandSchema,
  /** The player's id at the location, when the seat was checked in; `null` for a guest. */
  playerId: z.string().min(1).max(200).nullable(),
  displayName: z.string().min(1).max(100),
  startingStack: z.number().nonnegative(),
  finishingStack: z.number().nonnegative(),
  holeCards: z.array(maybeCardSchema).max(7),
});
export type CompletedHandPlayer = z.infer<typeof completedHandPlayerSchema>;
/** A completed hand's player as the engine builds it: plain numbers, checked when the server parses it. */
export type CompletedHandPlayerInput = z.input<typeof completedHandPlayerSchema>;

export const completedHandSchema = z.object({
  /** Unique per hand, made by the engine (a UUID): the idempotency key. */
  handId: z.string().min(8).max(100),
  tableKey: tableKeySchema,
  /** The table's running hand number. */
  handNumber: z.int().nonnegative(),
  variation: variationSchema,
  startedAt: timestampSchema,
  endedAt: timestampSchema,
  players: z.array(completedHandPlayerSchema).min(2).max(10),
  /** The whole hand in PHH (TOML); at most 256 KB. */
  phh: z
    .string()
    .min(1)
    .max(256 * 1024),
  /**
   * The event (tournament, league night) the table was playing, by its id at the location; absent or
   * `null` for a cash game. The server keeps statistics per event from it.
   */
  eventId: z.string().min(1).max(200).nullish(),
  /** Per action of the PHH `actions` list: when it happened (epoch ms), for decision-time statistics. */
  actionTimes: z.array(timestampSchema).max(2000),
  /**
   * What the add-on games on at the table paid or took because this hand ended (runner-up, powerups,
   * bingo, fortune teller), applied to the seats after it: the players' `finishingStack` and the PHH
   * stay the poker result, so the next hand's starting stacks are these finishing stacks plus these
   * amounts. Absent when no chips moved (and from engines before issue 19).
   */
  addOnTransfers: addOnTransfersSchema.optional(),
});
export type CompletedHand = z.infer<typeof completedHandSchema>;
/** A completed hand as the engine builds, journals and ships it (plain numbers; the server parses it). */
export type CompletedHandInput = z.input<typeof completedHandSchema>;

/** What `table.ingestHand` takes: the hand and the table's engine secret. */
export const ingestHandInputSchema = z.object({
  tableKey: tableKeyBrandSchema,
  secret: z.string().min(16).max(200),
  hand: completedHandSchema,
});
export type IngestHandInput = z.infer<typeof ingestHandInputSchema>;

/** What an engine asks the server (`table.verifyApiKey`) about a viewer of an online table. */
export const verifyApiKeyInputSchema = z.object({
  tableKey: tableKeyBrandSchema,
  /** The spec's apiKey: the admin's user id. */
  apiKey: z.string().min(1).max(200),
  secret: z.string().min(16).max(200),
});
export type VerifyApiKeyInput = z.infer<typeof verifyApiKeyInputSchema>;
