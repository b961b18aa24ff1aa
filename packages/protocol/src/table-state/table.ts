/**
 * The table as a device (spec §3 "Table"): its key and mode, the error that holds it, and what its
 * antennas read while registering, scanning or recording.
 */
import { z } from 'zod';
import { tableModeSchema } from '../enums.js';
import { cardSchema, tableKeySchema, timestampSchema } from './primitives.js';

/**
 * Our decision: an impossible RFID read (a card already seen, a card at a seat not in the hand, too
 * many cards for the variation, an unregistered tag). The engine changes nothing until an operator
 * resolves it, and every screen shows it.
 */
export const tableErrorSchema = z.object({
  code: z.enum(['CARD_ALREADY_SEEN', 'SEAT_NOT_IN_HAND', 'TOO_MANY_CARDS', 'UNKNOWN_TAG', 'UNEXPECTED_CARD']),
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
});
export type Table = z.infer<typeof tableSchema>;
