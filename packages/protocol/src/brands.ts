/**
 * Branded names for the values that are easy to mix up (STYLE.md habit 5): a `TableKey`, a
 * `SeatIndex`, a `PlayerIndex` (a place in a completed hand's PHH arrays, 0 = first left of the
 * button: not a seat) and `Chips`. They are applied where a value enters a process from outside:
 * client packets (the table key of every command, seats, amounts, stacks), socket-token claims, the
 * API inputs that take a table key, and the players of a completed hand as the server ingests it. A
 * parsed value carries its brand, so code behind the boundary cannot take a raw string for a checked
 * table key, or a seat for a player index, without saying so.
 *
 * Decision: the table state message (`tableStateSchema`) is NOT branded. The engine builds it from
 * numbers it computes itself, many times a second; a brand there would cost a cast at every one of
 * those places for values that never came from outside.
 *
 * A brand changes types only: each branded schema accepts and outputs exactly what its plain schema
 * does (`tableKeySchema`, `seatIndexSchema`, `chipsSchema`), and its input type is the plain one, so a
 * sender builds packets and inputs with plain values (`ClientPacketInput`, `z.input<…>`).
 */
import { z } from 'zod';
import { chipsSchema, MAX_CAPACITY, seatIndexSchema, tableKeySchema } from './table-state/primitives.js';

export const tableKeyBrandSchema = tableKeySchema.brand<'TableKey'>();
export type TableKey = z.infer<typeof tableKeyBrandSchema>;

export const seatIndexBrandSchema = seatIndexSchema.brand<'SeatIndex'>();
export type SeatIndex = z.infer<typeof seatIndexBrandSchema>;

/** A place in a completed hand's player arrays (PHH order from the button's left), 0 to 9. */
export const playerIndexBrandSchema = z
  .int()
  .min(0)
  .max(MAX_CAPACITY - 1)
  .brand<'PlayerIndex'>();
export type PlayerIndex = z.infer<typeof playerIndexBrandSchema>;

export const chipsBrandSchema = chipsSchema.brand<'Chips'>();
export type Chips = z.infer<typeof chipsBrandSchema>;

/** A checked table key; throws a ZodError saying what is wrong with anything else. */
export function parseTableKey(value: unknown): TableKey {
  return tableKeyBrandSchema.parse(value);
}

/** A checked seat index (0 to MAX_CAPACITY − 1); throws a ZodError otherwise. */
export function parseSeatIndex(value: unknown): SeatIndex {
  return seatIndexBrandSchema.parse(value);
}

/** A checked player index (0 to 9); throws a ZodError otherwise. */
export function parsePlayerIndex(value: unknown): PlayerIndex {
  return playerIndexBrandSchema.parse(value);
}

/** A checked chip amount (a non-negative number); throws a ZodError otherwise. */
export function parseChips(value: unknown): Chips {
  return chipsBrandSchema.parse(value);
}
