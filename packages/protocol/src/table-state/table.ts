/**
 * The table as a device (spec §3 "Table"): its key and mode, the error that holds it, and what its
 * antennas read while registering, scanning or recording.
 */
import { z } from 'zod';
import { tableModeSchema } from '../enums.js';
import { cardSchema, seatIndexSchema, tableKeySchema, timestampSchema } from './primitives.js';

/**
 * Our decision: an impossible RFID read (a card already seen, a card at a seat not in the hand, too
 * many cards for the variation, an unregistered tag). The engine changes nothing until an operator
 * resolves it, and every screen shows it.
 */
export const tableErrorCodeSchema = z.enum([
  'CARD_ALREADY_SEEN',
  'SEAT_NOT_IN_HAND',
  'TOO_MANY_CARDS',
  'UNKNOWN_TAG',
  'UNEXPECTED_CARD',
]);
export type TableErrorCode = z.infer<typeof tableErrorCodeSchema>;

export const tableErrorSchema = z.object({
  code: tableErrorCodeSchema,
  antennaId: z.int().nonnegative(),
  /** The card read, or null when the tag maps to no card. */
  card: cardSchema.nullable(),
  /** What happened and what to do, for the operator. */
  message: z.string().min(1),
  time: timestampSchema,
});
export type TableError = z.infer<typeof tableErrorSchema>;

/**
 * Ours: where a REGISTER_* mode stands. REGISTER_DECK reads a deck in order (clubs 2→A, then
 * diamonds, hearts, spades) and names the card to read next; REGISTER_CHIPS learns chip tags by the
 * antenna they are read on (seat antenna i = the table's i-th denomination); the other modes count tags.
 */
export const registrationSchema = z.object({
  mode: z.enum([
    'REGISTER_DECK',
    'REGISTER_CHIPS',
    'REGISTER_CUT_CARD',
    'REGISTER_BUTTON',
    'REGISTER_ALL_IN',
  ]),
  /** Tags learnt in this registration. */
  registered: z.int().nonnegative(),
  /** REGISTER_DECK: the card to read next; null when the deck is complete (or in other modes). */
  nextCard: cardSchema.nullable(),
  isComplete: z.boolean(),
});
export type Registration = z.infer<typeof registrationSchema>;

/** Ours: one raw antenna read, as SCAN mode streams them and RECORD mode keeps them. */
export const antennaReadSchema = z.object({
  antennaId: z.int().nonnegative(),
  tagId: z.string().min(1).max(64),
  /** The card the tag is registered as; null for a chip, another object or an unknown tag. */
  card: cardSchema.nullable(),
  time: timestampSchema,
});
export type AntennaRead = z.infer<typeof antennaReadSchema>;

/** How many reads back `readsPerSecond` looks (ms). */
export const READ_RATE_WINDOW_MS = 10_000;
/** How many entries the tracker's log keeps (the summary counts every one since the table began). */
export const TRACKER_LOG_LENGTH = 50;

/**
 * Ours (`/tools/antennas`): what one antenna has read since the table's journal began. Only the reads
 * the table took count (each is journaled, so a replay rebuilds these figures exactly): a card read
 * again where it already lies, or any read while the table holds its error state, changes nothing and
 * is not counted.
 */
export const antennaStatsSchema = z.object({
  antennaId: z.int().nonnegative(),
  /** Reads taken on this antenna. */
  reads: z.int().nonnegative(),
  /**
   * Reads per second over the `READ_RATE_WINDOW_MS` up to this antenna's last read (a screen shows 0
   * once `lastReadAt` is older than the window).
   */
  readsPerSecond: z.number().nonnegative(),
  lastTagId: z.string().min(1).max(64).nullable(),
  /** The card the last tag is registered as; null for a chip, another object or an unknown tag. */
  lastCard: cardSchema.nullable(),
  lastReadAt: timestampSchema.nullable(),
  /** Reads on this antenna that put the table in its error state, by error code. */
  errors: z.partialRecord(tableErrorCodeSchema, z.int().nonnegative()),
  /** The last of those errors. */
  lastError: z
    .object({ code: tableErrorCodeSchema, message: z.string().min(1), time: timestampSchema })
    .nullable(),
});
export type AntennaStats = z.infer<typeof antennaStatsSchema>;

/**
 * What a tracker entry is about: an action inferred from chips or the all-in button (call, raise,
 * allIn), a fold, discard or muck inferred from the muck antenna, an action the operator entered by
 * hand (fold … complete), or an operator's correction (undo, clearError).
 */
export const trackerKindSchema = z.enum([
  'call',
  'raise',
  'allIn',
  'fold',
  'discard',
  'muck',
  'bet',
  'bringIn',
  'complete',
  'undo',
  'clearError',
]);
export type TrackerKind = z.infer<typeof trackerKindSchema>;

/**
 * What became of an entry: PENDING (an inference waiting for the operator), CONFIRMED (the operator
 * confirmed it), APPLIED (a muck read the engine applied at once, which needs no confirmation),
 * REJECTED (the operator rejected it, or acted otherwise by hand), UNDONE (taken back by undo), MANUAL
 * (entered by the operator: a miss of the reads when it is an action, else a correction).
 */
export const trackerOutcomeSchema = z.enum([
  'PENDING',
  'CONFIRMED',
  'APPLIED',
  'REJECTED',
  'UNDONE',
  'MANUAL',
]);
export type TrackerOutcome = z.infer<typeof trackerOutcomeSchema>;

/** Ours (`/tools/auto-tracker`): one thing the engine inferred from reads, or one correction of it. */
export const trackerEntrySchema = z.object({
  /** 1, 2, … in the order they happened (per table, since its journal began). */
  id: z.int().positive(),
  time: timestampSchema,
  /** The table's hand number; null outside a hand. */
  handNumber: z.int().positive().nullable(),
  seatIndex: seatIndexSchema.nullable(),
  /** The antenna whose read made it (null for the operator's entries). */
  antennaId: z.int().nonnegative().nullable(),
  source: z.enum(['CHIPS', 'ALL_IN_BUTTON', 'MUCK', 'OPERATOR']),
  kind: trackerKindSchema,
  /** The street total the chips made (or the operator entered), table units; null when none. */
  amount: z.number().nonnegative().nullable(),
  /** The card the muck antenna read (a hole card: hidden screens get null). */
  card: cardSchema.nullable(),
  outcome: trackerOutcomeSchema,
  /** The sensitivity (0–100) in force for the antenna that read (the card antennas' for the operator's). */
  sensitivity: z.int().min(0).max(100),
});
export type TrackerEntry = z.infer<typeof trackerEntrySchema>;

const trackerCountsSchema = z.object({
  /** Actions inferred from reads. */
  inferred: z.int().nonnegative(),
  /** Of those, confirmed by the operator or applied from a muck read (and not undone since). */
  confirmed: z.int().nonnegative(),
  rejected: z.int().nonnegative(),
  undone: z.int().nonnegative(),
  /** Actions the operator entered by hand that the reads should have given: the tracker's misses. */
  manual: z.int().nonnegative(),
});
export type TrackerCounts = z.infer<typeof trackerCountsSchema>;

/** Ours (`/tools/auto-tracker`): the tracker's log and its counters since the table's journal began. */
export const trackerSchema = z.object({
  /** Newest last, at most `TRACKER_LOG_LENGTH`. */
  entries: z.array(trackerEntrySchema).max(TRACKER_LOG_LENGTH),
  totals: trackerCountsSchema.extend({
    /** Operator corrections: undo and clearError. */
    corrections: z.int().nonnegative(),
  }),
  byKind: z.partialRecord(trackerKindSchema, trackerCountsSchema),
});
export type Tracker = z.infer<typeof trackerSchema>;

/** Spec "Table": the table as a device. */
export const tableSchema = z.object({
  key: tableKeySchema,
  ip: z.string().nullable(),
  mode: tableModeSchema,
  /** Non-null puts the table in its visible error state. */
  error: tableErrorSchema.nullable(),
  /** Ours: progress of a REGISTER_* mode; null (or absent) otherwise. */
  registration: registrationSchema.nullable().optional(),
  /** Ours: SCAN mode: the latest raw reads (newest last, at most 100); absent or empty otherwise. */
  reads: z.array(antennaReadSchema).max(100).optional(),
  /** Ours: RECORD mode: reads recorded so far and since when; null (or absent) when not recording. */
  recording: z.object({ startTime: timestampSchema, reads: z.int().nonnegative() }).nullable().optional(),
  /** Ours (`/tools/antennas`): each antenna's reads and errors, by antenna id; absent from older engines. */
  antennaStats: z.array(antennaStatsSchema).optional(),
  /** Ours (`/tools/auto-tracker`): what the engine inferred from reads and what became of it; absent from older engines. */
  tracker: trackerSchema.nullable().optional(),
});
export type Table = z.infer<typeof tableSchema>;
