/**
 * Low hands. Every value here is larger for the better low, and 0 means no qualifying hand.
 *
 * - low8 / omahaLow8: ace-to-five eight-or-better (five distinct ranks ≤ 8, ace low, straights and
 *   flushes ignored). Value = 256 - (mask of the five ranks, bit 0 = ace … bit 7 = eight):
 *   225 for A-2-3-4-5 down to 8 for 8-7-6-5-4.
 * - aceFiveLow: ace-to-five lowball without qualifier (razz, A-5 triple draw): best five of 5..7
 *   cards, pairs count against; 6,175 = A-2-3-4-5 … 1 = K-K-K-K-Q.
 * - deuceSevenLow: deuce-to-seven lowball of five cards: ace high, straights and flushes count
 *   against, A-2-3-4-5 is an ace-high hand, not a straight; 7,462 = 7-5-4-3-2 unsuited … 1 = royal
 *   flush.
 */

import type { CardIndex } from '../cards/cards.js';
import { bestOfSubsets } from './subsets.js';
import {
  ACE_FIVE_RANK_TABLE,
  CARD_HIGH_KEY,
  CARD_LOW8_BIT,
  CARD_RANK_BIT,
  CARD_RANK_KEY,
  DEUCE_SEVEN_FLUSH_TABLE,
  DEUCE_SEVEN_RANK_TABLE,
  FLUSH_CHECK,
  LOW8_TABLE,
  LOWEST_THREE,
  RANK_ROW_OFFSETS,
  ROW_SHIFT,
  SUIT_COUNTER_BIAS,
} from './tables.js';

const LOW_BIT = CARD_LOW8_BIT;
const ROW_MASK = (1 << ROW_SHIFT) - 1;

function rankSlotOf(key: number): number {
  return (key & ROW_MASK) + RANK_ROW_OFFSETS[key >>> ROW_SHIFT]!;
}

/** Eight-or-better low from any number of cards (stud hi-lo: the best five of seven). */
export function evaluateLow8(cards: ArrayLike<CardIndex>): number {
  let mask = 0;
  for (let i = 0; i < cards.length; i++) mask |= LOW_BIT[cards[i]!]!;
  return LOW8_TABLE[mask]!;
}

/**
 * Omaha eight-or-better low: exactly two hole and three board cards, five distinct ranks ≤ 8. For
 * each hole pair of two different low ranks the best board part is the three lowest board ranks
 * not already in the pair (a smaller rank set is a better low), so no triple loop is needed.
 */
export function evaluateOmahaLow8(hole: ArrayLike<CardIndex>, board: ArrayLike<CardIndex>): number {
  let boardMask = 0;
  for (let i = 0; i < board.length; i++) boardMask |= LOW_BIT[board[i]!]!;
  if (LOWEST_THREE[boardMask] === 0) return 0;
  let best = 0;
  const nh = hole.length;
  for (let i = 0; i < nh - 1; i++) {
    const a = LOW_BIT[hole[i]!]!;
    if (a === 0) continue;
    for (let j = i + 1; j < nh; j++) {
      const b = LOW_BIT[hole[j]!]!;
      if (b === 0 || b === a) continue;
      const three = LOWEST_THREE[boardMask & ~(a | b)]!;
      if (three === 0) continue;
      const value = LOW8_TABLE[a | b | three]!;
      if (value > best) best = value;
    }
  }
  return best;
}

/** Ace-to-five lowball: the best five of 5..7 cards (0 under five; best 7-subset beyond seven). */
export function evaluateAceFiveLow(cards: ArrayLike<CardIndex>): number {
  const n = cards.length;
  if (n < 5) return 0;
  if (n > 7) return bestOfSubsets(cards, 7, evaluateAceFiveLow);
  let key = 0;
  for (let i = 0; i < n; i++) key += CARD_RANK_KEY[cards[i]!]!;
  return ACE_FIVE_RANK_TABLE[rankSlotOf(key)]!;
}

/** Deuce-to-seven lowball of five cards (more than five: the best five; fewer: 0). */
export function evaluateDeuceSevenLow(cards: ArrayLike<CardIndex>): number {
  const n = cards.length;
  if (n !== 5) return n < 5 ? 0 : bestOfSubsets(cards, 5, evaluateDeuceSevenLow);
  let key = 0;
  let mask = 0;
  for (let i = 0; i < 5; i++) {
    key += CARD_HIGH_KEY[cards[i]!]!;
    mask |= CARD_RANK_BIT[cards[i]!]!;
  }
  if ((((key & 0xffff) + SUIT_COUNTER_BIAS) & FLUSH_CHECK) !== 0) return DEUCE_SEVEN_FLUSH_TABLE[mask]!;
  return DEUCE_SEVEN_RANK_TABLE[rankSlotOf((key / 65536) | 0)]!;
}
