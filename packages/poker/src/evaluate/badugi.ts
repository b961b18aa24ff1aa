/**
 * Badugi: the largest subset with no two cards of the same suit or rank plays; more cards beat
 * fewer, and between equal counts the lower highest card wins, then the next (ace low).
 *
 * Value = cards * 8192 + (8191 - mask of their ace-low ranks), larger is better: for equal counts a
 * smaller rank mask is exactly "lower highest card first, then the next". A 4-card A-2-3-4 rainbow
 * scores 4 * 8192 + 8191 - 0b1111.
 */

import type { CardIndex } from '../cards/cards.js';
import { CARD_ACE_LOW_BIT } from './tables.js';

const SUBSET_LIMIT = 12;

export function evaluateBadugi(cards: ArrayLike<CardIndex>): number {
  const n = cards.length;
  if (n > SUBSET_LIMIT) throw new RangeError(`badugi: ${n} cards is more than a hand can hold`);
  let best = 0;
  for (let subset = 1; subset < 1 << n; subset++) {
    let suits = 0;
    let ranks = 0;
    let size = 0;
    let valid = true;
    for (let i = 0; i < n && valid; i++) {
      if ((subset & (1 << i)) === 0) continue;
      const card = cards[i]!;
      const suitBit = 1 << (card & 3);
      const rankBit = CARD_ACE_LOW_BIT[card]!;
      valid = (suits & suitBit) === 0 && (ranks & rankBit) === 0;
      suits |= suitBit;
      ranks |= rankBit;
      size++;
    }
    if (!valid) continue;
    const value = size * 8192 + (8191 - ranks);
    if (value > best) best = value;
  }
  return best;
}

/** Number of cards playing in a badugi value (1..4). */
export function badugiSize(value: number): number {
  return Math.floor(value / 8192);
}

/** Ace-low rank mask (bit 0 = ace … bit 12 = king) of the cards playing in a badugi value. */
export function badugiRanks(value: number): number {
  return 8191 - (value % 8192);
}
