import { type Card, cardIndex, RANKS, rankOf, suitOf } from '../cards/cards.js';
import type { Variation } from '../variations/variations.js';

/**
 * The 169 starting-hand classes of two-card hold'em (poker-domain.md §3): 13 pairs (`AA`, 6 combos
 * each), 78 suited (`AKs`, 4 each) and 78 offsuit (`AKo`, 12 each), higher rank first.
 */
export type HandClass = string;

/**
 * Whether a variation's starting hands are the 169 classes: hold'em dealt two hole cards (STAT-18).
 * Pineapples deal three, so their starting hands are not grid cells.
 */
export function hasStartingHandGrid(variation: Variation): boolean {
  return variation.family === 'holdem' && variation.streets[0]!.holeCards.length === 2;
}

/** Ranks from the ace down: the order of the grid's rows and columns. */
const DESCENDING = [...RANKS].reverse();

/** The class of two hole cards: `AA`, `AKs`, `T9o`. */
export function handClassOf(a: Card, b: Card): HandClass {
  const x = cardIndex(a);
  const y = cardIndex(b);
  const hi = Math.max(rankOf(x), rankOf(y));
  const lo = Math.min(rankOf(x), rankOf(y));
  if (hi === lo) return `${RANKS[hi]}${RANKS[lo]}`;
  return `${RANKS[hi]}${RANKS[lo]}${suitOf(x) === suitOf(y) ? 's' : 'o'}`;
}

/**
 * The 13×13 grid as overlays draw it: ranks A→2 on both axes, pairs on the diagonal, suited hands
 * above and right of it (row = higher rank), offsuit below and left (column = higher rank).
 */
export const HAND_CLASS_GRID: readonly (readonly HandClass[])[] = DESCENDING.map((row, r) =>
  DESCENDING.map((col, c) => (r === c ? `${row}${col}` : r < c ? `${row}${col}s` : `${col}${row}o`)),
);

/** Every class once, in grid order (row by row). */
export const HAND_CLASSES: readonly HandClass[] = HAND_CLASS_GRID.flat();

/** Number of two-card combinations in a class: 6 for a pair, 4 suited, 12 offsuit. */
export function combosOf(handClass: HandClass): number {
  return handClass.length === 2 ? 6 : handClass.endsWith('s') ? 4 : 12;
}
