/**
 * Best-five HIGH hand of 5, 6 or 7 cards (hold'em, stud, the hole cards of Drawmaha).
 *
 * Value: 1 (7-5-4-3-2 of mixed suits) … 7,462 (royal flush); equal values are equal hands, larger is
 * better, 0 means fewer than five cards. Allocation-free: a few table loads and additions.
 *
 * A card's high key (tables.ts CARD_HIGH_KEY) is `rankKey * 2^16 + suitCounter`. The sum over a hand
 * is an exact integer in a double: its low 16 bits count the cards of each suit (one nibble each),
 * its high part identifies the rank multiset. Flushes (at most one suit can have five of seven
 * cards) are looked up by that suit's rank mask; everything else by the rank multiset.
 */

import type { CardIndex } from '../cards/cards.js';
import { HIGH_CATEGORIES, type HighCategory } from './five-card.js';
import { bestOfSubsets } from './subsets.js';
import {
  CARD_HIGH_KEY,
  CARD_MASK,
  CARD_RANK_BIT,
  FLUSH_CHECK,
  HIGH_FLUSH_TABLE,
  HIGH_RANK_TABLE,
  HIGH_VALUE_CATEGORY,
  RANK_ROW_OFFSETS,
  ROW_SHIFT,
  SUIT_COUNTER_BIAS,
} from './tables.js';

const KEY = CARD_HIGH_KEY;
const BIT = CARD_RANK_BIT;
const RANKS = HIGH_RANK_TABLE;
const FLUSHES = HIGH_FLUSH_TABLE;
const OFFSETS = RANK_ROW_OFFSETS;
const ROW_MASK = (1 << ROW_SHIFT) - 1;
const INV_2_16 = 1 / 65536;
/** 2^-(13 * suit): brings a suit's 13 bits of a 52-bit card mask down to the bottom. */
const SUIT_DOWN = [1, 2 ** -13, 2 ** -26, 2 ** -39];

/** Value of a non-flush hand from its summed high key. */
function rankValue(key: number): number {
  const rank = (key * INV_2_16) | 0;
  return RANKS[(rank & ROW_MASK) + OFFSETS[rank >>> ROW_SHIFT]!]!;
}

/** The suit (0..3) with five or more cards, given a suit-counter word with the flush bit set. */
function flushSuit(flushBits: number): number {
  return (31 - Math.clz32(flushBits)) >> 2;
}

/** Bit of card `c`'s rank if it has suit `suit`, else 0. */
function suitedBit(c: CardIndex, suit: number): number {
  return (c & 3) === suit ? BIT[c]! : 0;
}

export function evaluateHigh5(a: CardIndex, b: CardIndex, c: CardIndex, d: CardIndex, e: CardIndex): number {
  const key = KEY[a]! + KEY[b]! + KEY[c]! + KEY[d]! + KEY[e]!;
  const flush = ((key & 0xffff) + SUIT_COUNTER_BIAS) & FLUSH_CHECK;
  if (flush !== 0) return FLUSHES[BIT[a]! | BIT[b]! | BIT[c]! | BIT[d]! | BIT[e]!]!;
  return rankValue(key);
}

export function evaluateHigh6(
  a: CardIndex,
  b: CardIndex,
  c: CardIndex,
  d: CardIndex,
  e: CardIndex,
  f: CardIndex,
): number {
  const key = KEY[a]! + KEY[b]! + KEY[c]! + KEY[d]! + KEY[e]! + KEY[f]!;
  const flush = ((key & 0xffff) + SUIT_COUNTER_BIAS) & FLUSH_CHECK;
  if (flush !== 0) {
    const s = flushSuit(flush);
    return FLUSHES[
      suitedBit(a, s) |
        suitedBit(b, s) |
        suitedBit(c, s) |
        suitedBit(d, s) |
        suitedBit(e, s) |
        suitedBit(f, s)
    ]!;
  }
  return rankValue(key);
}

export function evaluateHigh7(
  a: CardIndex,
  b: CardIndex,
  c: CardIndex,
  d: CardIndex,
  e: CardIndex,
  f: CardIndex,
  g: CardIndex,
): number {
  const key = KEY[a]! + KEY[b]! + KEY[c]! + KEY[d]! + KEY[e]! + KEY[f]! + KEY[g]!;
  const flush = ((key & 0xffff) + SUIT_COUNTER_BIAS) & FLUSH_CHECK;
  if (flush !== 0) {
    const s = flushSuit(flush);
    return FLUSHES[
      suitedBit(a, s) |
        suitedBit(b, s) |
        suitedBit(c, s) |
        suitedBit(d, s) |
        suitedBit(e, s) |
        suitedBit(f, s) |
        suitedBit(g, s)
    ]!;
  }
  return rankValue(key);
}

// ---------------------------------------------------------------------------------------------
// Incremental form, for enumerating boards: keep two numbers per partial hand, `key += HIGH_KEYS[c]`
// and `mask += CARD_MASKS[c]` for each card added (sums of distinct cards, so a board's pair can be
// added to each player's pair in one step), then `evaluateHighKey(key, mask)` once 5..7 cards are in.

/** Per-card high key; a hand's key is the sum over its cards (start from 0). */
export const HIGH_KEYS: Float64Array = CARD_HIGH_KEY;
/** Per-card bit 2^(13 * suit + rank); a hand's mask is the sum over its cards (start from 0). */
export const CARD_MASKS: Float64Array = CARD_MASK;

/** Value of the hand whose cards' HIGH_KEYS sum to `key` and CARD_MASKS sum to `mask` (≤ 7 cards). */
export function evaluateHighKey(key: number, mask: number): number {
  const flush = ((key & 0xffff) + SUIT_COUNTER_BIAS) & FLUSH_CHECK;
  if (flush !== 0) return FLUSHES[Math.floor(mask * SUIT_DOWN[flushSuit(flush)]!) & 0x1fff]!;
  return rankValue(key);
}

export function highKeyOf(cards: ArrayLike<CardIndex>): number {
  let key = 0;
  for (let i = 0; i < cards.length; i++) key += KEY[cards[i]!]!;
  return key;
}

export function cardMaskOf(cards: ArrayLike<CardIndex>): number {
  let mask = 0;
  for (let i = 0; i < cards.length; i++) mask += CARD_MASK[cards[i]!]!;
  return mask;
}

// ---------------------------------------------------------------------------------------------

/**
 * Best five-card high hand among any number of cards: 0 under five; 5..7 through the tables; more
 * than seven (never dealt in the games we run, but cheap to be right about) as the best of the
 * 7-card subsets.
 */
export function evaluateHigh(cards: ArrayLike<CardIndex>): number {
  const n = cards.length;
  if (n < 5) return 0;
  if (n <= 7) return evaluateHighKey(highKeyOf(cards), cardMaskOf(cards));
  return bestOfSubsets(cards, 7, evaluateHigh);
}

/** Category of a high value ("Straight", "Two pair", …). */
export function highCategory(value: number): HighCategory {
  if (!(value >= 1 && value < HIGH_VALUE_CATEGORY.length)) throw new RangeError(`not a high value: ${value}`);
  return HIGH_CATEGORIES[HIGH_VALUE_CATEGORY[value]!]!;
}
