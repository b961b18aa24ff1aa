/**
 * A completed hand as the engine ships it to the server (`table.ingestHand`), idempotent by `handId`.
 * The hand itself travels as PHH text: the open standard, replayable through the same reducer by the
 * server (which re-validates it and derives the statistics), and exportable as is.
 */
import { z } from 'zod';
import { tableKeyBrandSchema } from './brands.js';
import { variationSchema } from './enums.js';
import { maybeCardSchema, seatIndexSchema, tableKeySchema, timestampSchema } from './table-state/index.js';

// The hand is built by the engine from values it computed (like the table state), so its seats,
// player indexes and stacks stay plain; the table key of the calls that carry it (ingestHand,
// verifyApiKey) is branded, as every API input's table key is (brands.ts).
export const completedHandPlayerSchema = z.object({
  /** Position in the PHH arrays (0 = first left of the button). */
  playerIndex: z.int().min(0).max(9),
  seatIndex: seatIndexSchema,
  /** The player's id at the location, when the seat was checked in; `null` for a guest. */
  playerId: z.string().min(1).max(200).nullable(),
  displayName: z.string().min(1).max(100),
  startingStack: z.number().nonnegative(),
  finishingStack: z.number().nonnegative(),
  holeCards: z.array(maybeCardSchema).max(7),
});
export type CompletedHandPlayer = z.infer<typeof completedHandPlayerSchema>;

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
});
export type CompletedHand = z.infer<typeof completedHandSchema>;

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
