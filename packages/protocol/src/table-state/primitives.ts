/**
 * The primitives of the table state (spec §3): cards, chips, times, seats, table keys, colours.
 */
import { z } from 'zod';

/** Largest table: positions and blind slots both run to 10 (spec §3). */
export const MAX_CAPACITY = 10;

/**
 * A card in the spec's notation, suit letter first: `SA`, `HT`, `C2` — packages/poker's `Card`. The
 * letters are listed here rather than imported so that parsing a message never loads the poker
 * package; poker-agreement.test.ts holds the two to one notation.
 */
export const cardSchema = z.templateLiteral(
  [z.enum(['C', 'D', 'H', 'S']), z.enum(['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'])],
  {
    error: (issue) =>
      `${String(JSON.stringify(issue.input)).slice(0, 20)} is not a card: expected a suit letter (C, D, H, S) then a rank (A, 2-9, T, J, Q, K), e.g. SA`,
  },
);
/** A card, or `null` when this viewer may not see its face. */
export const maybeCardSchema = cardSchema.nullable();

/** How many seats: a table's capacity, a blind level's most players (2 to MAX_CAPACITY). */
export const seatCountSchema = z.int().min(2).max(MAX_CAPACITY);

// Chips, seats and table keys are plain (unbranded) in the table state: the engine builds the message
// in hot loops from values it computed itself, and a brand there would cost a cast at every one of
// those places. Where such a value enters from outside (client packets, socket-token claims, API
// inputs) it is parsed with the branded schemas of brands.ts instead.
export const chipsSchema = z.number().nonnegative();
export const timestampSchema = z.int().nonnegative();
export const seatIndexSchema = z
  .int()
  .min(0)
  .max(MAX_CAPACITY - 1);
/** Table keys: letters, digits, `.`, `_`, `-` (online tables begin `online-`, spec §7). */
export const tableKeySchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9._-]+$/, 'a table key is letters, digits, ".", "_" or "-"');
/** A colour for a skin: `#rrggbb`. */
export const hexColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour is #rrggbb');
