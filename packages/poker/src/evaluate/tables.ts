/**
 * Lookup tables behind every evaluator, built once when the module loads (~40 ms when the machine is idle) and
 * read-only afterwards.
 *
 * The scheme follows OMPEval (https://github.com/zekyll/OMPEval, ISC licence):
 * - every rank has a key chosen so that the sum of the keys of up to 7 cards (at most 4 per rank)
 *   is different for every rank multiset — the sum identifies the ranks of a hand;
 * - a hand that is not a flush is worth what its rank multiset is worth, found through a perfect
 *   hash of that sum into a compact table;
 * - a flush is worth what its suit's 13-bit rank mask is worth, found in an 8192-entry table.
 * The values of 6- and 7-card multisets are the best of their 5-card sub-multisets, filled in by
 * dynamic programming, so the hot path is a few additions and two loads.
 */

import { ACE_FIVE_RULES, DEUCE_SEVEN_RULES, fiveCardScore, HIGH_RULES, scoreCategory } from './five-card.js';
import { decodeOffsets } from './perfect-hash.js';
import { RANK_HASH_OFFSETS, RANK_HASH_ROWS, RANK_HASH_SIZE, ROW_SHIFT } from './rank-hash.gen.js';

/** OMPEval's rank multipliers: the sums over 0..7 cards are unique per rank multiset, < 2^25. */
export const RANK_KEYS: readonly number[] = [
  0x2000, 0x8001, 0x11000, 0x3a000, 0x91000, 0x176005, 0x366000, 0x41a013, 0x47802e, 0x479068, 0x48c0e4,
  0x48f211, 0x494493,
];

/** Rank key of each card index (`rank * 4 + suit`). Sums of ≤ 7 of them fit an int32. */
export const CARD_RANK_KEY = new Int32Array(52);
/** 1 << rank, for building one suit's rank mask. */
export const CARD_RANK_BIT = new Int32Array(52);
/**
 * The combined key used by the high evaluators: `rankKey * 2^16 + (1 << 4 * suit)`. A sum of up to
 * 7 of them is an exact integer (< 2^41) carrying the rank key in its high part and one suit counter
 * per nibble in its low 16 bits; adding SUIT_COUNTER_BIAS makes bit 3 of a nibble set exactly
 * when that suit has 5 or more cards.
 */
export const CARD_HIGH_KEY = new Float64Array(52);
/** 2^(13 * suit + rank): the sum over distinct cards is their 52-bit mask, exact in a double. */
export const CARD_MASK = new Float64Array(52);
/** Bit of the card's rank among A, 2, …, 8 (ace low, bit 0 = ace) or 0 above eight: for 8-or-better. */
export const CARD_LOW8_BIT = new Int32Array(52);
/** 1 << ace-low order (ace = bit 0 … king = bit 12): for badugi and lowball descriptions. */
export const CARD_ACE_LOW_BIT = new Int32Array(52);

export const SUIT_COUNTER_BIAS = 0x3333;
export const FLUSH_CHECK = 0x8888;

for (let c = 0; c < 52; c++) {
  const rank = c >> 2;
  const suit = c & 3;
  CARD_RANK_KEY[c] = RANK_KEYS[rank]!;
  CARD_RANK_BIT[c] = 1 << rank;
  CARD_HIGH_KEY[c] = RANK_KEYS[rank]! * 65536 + (1 << (4 * suit));
  CARD_MASK[c] = 2 ** (13 * suit + rank);
  const aceLowOrder = (rank + 1) % 13;
  CARD_LOW8_BIT[c] = aceLowOrder < 8 ? 1 << aceLowOrder : 0;
  CARD_ACE_LOW_BIT[c] = 1 << aceLowOrder;
}

// ---------------------------------------------------------------------------------------------
// Rank multisets of 0..7 cards with at most 4 of a rank (76,155 of them), visited as an odometer
// over the 13 rank counts. The order is lexicographic from the ace down, so a multiset with one card
// fewer is always visited before the multiset itself: values of 6 and 7 cards can be filled from
// those of their sub-multisets in the same pass.

const MAX_CARDS = 7;
/** Rank multisets of 0..7 cards, at most four of a rank (the loop below checks the count). */
export const RANK_MULTISET_COUNT = 76_155;
/** Rank multisets of exactly five cards: one per non-flush class of a five-card ranking. */
const FIVE_COUNT = 6175;
/** Five distinct ranks, the possible flushes: C(13, 5). */
const FLUSH_COUNT = 1287;

/**
 * Every rank multiset in visit order, in typed arrays (load time matters: this runs on every
 * start): its key, its size and the 13-bit mask of the ranks present; and for the 5-card ones
 * their position and their score under each ranking.
 */
interface RankMultisets {
  keys: Int32Array;
  sizes: Uint8Array;
  ranks: Uint16Array;
  fiveIndex: Int32Array;
  fiveHigh: Float64Array;
  fiveDeuceSeven: Float64Array;
  fiveAceFive: Float64Array;
  /** The five ranks of each 5-card multiset (with repeats), five bytes each. */
  fiveRanks: Uint8Array;
}

function enumerateRankMultisets(): RankMultisets {
  const out: RankMultisets = {
    keys: new Int32Array(RANK_MULTISET_COUNT),
    sizes: new Uint8Array(RANK_MULTISET_COUNT),
    ranks: new Uint16Array(RANK_MULTISET_COUNT),
    fiveIndex: new Int32Array(FIVE_COUNT),
    fiveHigh: new Float64Array(FIVE_COUNT),
    fiveDeuceSeven: new Float64Array(FIVE_COUNT),
    fiveAceFive: new Float64Array(FIVE_COUNT),
    fiveRanks: new Uint8Array(FIVE_COUNT * 5),
  };
  const counts: number[] = new Array(13).fill(0);
  let size = 0;
  let key = 0;
  let ranks = 0;
  let n = 0;
  let fives = 0;
  for (;;) {
    if (size === 5) {
      out.fiveIndex[fives] = n;
      out.fiveHigh[fives] = fiveCardScore(counts, false, HIGH_RULES);
      out.fiveDeuceSeven[fives] = fiveCardScore(counts, false, DEUCE_SEVEN_RULES);
      out.fiveAceFive[fives] = fiveCardScore(counts, false, ACE_FIVE_RULES);
      for (let r = 0, k = fives * 5; r < 13; r++) for (let c = 0; c < counts[r]!; c++) out.fiveRanks[k++] = r;
      fives++;
    }
    out.keys[n] = key;
    out.sizes[n] = size;
    out.ranks[n] = ranks;
    n++;
    // Advance the odometer: bump the lowest rank that can take one more card, clearing those below.
    let r = 0;
    for (; r < 13; r++) {
      if (counts[r]! < 4 && size < MAX_CARDS) {
        counts[r]!++;
        size++;
        key += RANK_KEYS[r]!;
        ranks |= 1 << r;
        break;
      }
      size -= counts[r]!;
      key -= counts[r]! * RANK_KEYS[r]!;
      ranks &= ~(1 << r);
      counts[r] = 0;
    }
    if (r === 13) break;
  }
  if (n !== RANK_MULTISET_COUNT || fives !== FIVE_COUNT) throw new Error('rank multiset count is off');
  return out;
}

const multisets = enumerateRankMultisets();

export function popcount(x: number): number {
  let n = 0;
  for (let v = x; v !== 0; v &= v - 1) n++;
  return n;
}

// ---------------------------------------------------------------------------------------------
// Perfect hash of rank keys (OMPEval's row displacement): slot = (key & ROW_MASK) + OFFSET[key >> ROW_SHIFT].
// The offsets are precomputed (rank-hash.gen.ts, made by perfect-hash.ts and checked by
// perfect-hash.test.ts): searching for them costs ~200 ms, which every start would pay.

export { ROW_SHIFT };

const ROW_MASK = (1 << ROW_SHIFT) - 1;
/** Row offsets of the perfect hash (see `rankSlot`). */
export const RANK_ROW_OFFSETS = decodeOffsets(RANK_HASH_OFFSETS, RANK_HASH_ROWS);
/** Number of slots in each rank table. */
export const RANK_TABLE_SIZE = RANK_HASH_SIZE;
/** Keys of all the rank multisets, for checking the hash. */
export const RANK_MULTISET_KEYS: Int32Array = multisets.keys;

/** Table slot of a rank key (a sum of CARD_RANK_KEY over 0..7 cards). */
export function rankSlot(key: number): number {
  return (key & ROW_MASK) + RANK_ROW_OFFSETS[key >>> ROW_SHIFT]!;
}

// ---------------------------------------------------------------------------------------------
// Class numbering. Each ranking scores every 5-card rank multiset (and, where flushes count, every
// 5-rank suited set) with five-card.ts and renumbers the scores densely.

const maskCounts: number[] = new Array(13).fill(0);
function countsOfMask(mask: number): number[] {
  for (let r = 0; r < 13; r++) maskCounts[r] = (mask >> r) & 1;
  return maskCounts;
}

/** The five-rank masks in ascending order, and their flush scores under the rankings with flushes. */
const flushMasks = new Int32Array(FLUSH_COUNT);
const flushHigh = new Float64Array(FLUSH_COUNT);
const flushDeuceSeven = new Float64Array(FLUSH_COUNT);
for (let m = 0, i = 0; m < 8192; m++) {
  if (popcount(m) !== 5) continue;
  flushMasks[i] = m;
  flushHigh[i] = fiveCardScore(countsOfMask(m), true, HIGH_RULES);
  flushDeuceSeven[i] = fiveCardScore(countsOfMask(m), true, DEUCE_SEVEN_RULES);
  i++;
}

interface Classes {
  /** Class of each scored hand, 1 = weakest (or, `inverted`, 1 = strongest). */
  classOf: Uint16Array;
  count: number;
  /** five-card.ts category of each class. */
  category: Uint8Array;
}

/**
 * Dense class numbers for a list of scores. Each score is packed with its position as
 * `score * 2^14 + i` (exact in a double) so that a native Float64Array sort orders them: no
 * comparator, no Map, which keeps the load fast. `inverted` numbers the best score 1 instead, for
 * lowball where the weakest high hand is the best low.
 */
function denseClasses(scores: Float64Array, inverted: boolean): Classes {
  const packed = new Float64Array(scores.length);
  for (let i = 0; i < scores.length; i++) packed[i] = scores[i]! * 16384 + i;
  packed.sort();
  const classOf = new Uint16Array(scores.length);
  let count = 0;
  let previous = -1;
  for (let k = 0; k < packed.length; k++) {
    const i = packed[k]! % 16384;
    if (scores[i] !== previous) count++;
    previous = scores[i]!;
    classOf[i] = count;
  }
  const category = new Uint8Array(count + 1);
  for (let i = 0; i < scores.length; i++) {
    if (inverted) classOf[i] = count + 1 - classOf[i]!;
    category[classOf[i]!] = scoreCategory(scores[i]!);
  }
  return { classOf, count, category };
}

function joinScores(a: Float64Array, b: Float64Array): Float64Array {
  const out = new Float64Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

// High: 7,462 classes over the non-flush fives then the flushes, 1 = 7-5-4-3-2 … 7,462 = royal flush.
const highClasses = denseClasses(joinScores(multisets.fiveHigh, flushHigh), false);
// Deuce-to-seven: the same with the wheel demoted to ace-high, inverted: 7,462 = 7-5-4-3-2 unsuited.
const deuceSevenClasses = denseClasses(joinScores(multisets.fiveDeuceSeven, flushDeuceSeven), true);
// Ace-to-five: 6,175 classes (suits never matter), inverted: 6,175 = A-2-3-4-5.
const aceFiveClasses = denseClasses(multisets.fiveAceFive, true);

export const HIGH_CLASS_COUNT = highClasses.count;
export const DEUCE_SEVEN_CLASS_COUNT = deuceSevenClasses.count;
export const ACE_FIVE_CLASS_COUNT = aceFiveClasses.count;
/** Category index (five-card.ts HIGH_CATEGORIES) of each high value. */
export const HIGH_VALUE_CATEGORY = highClasses.category;
/** Category index of each deuce-to-seven value. */
export const DEUCE_SEVEN_VALUE_CATEGORY = deuceSevenClasses.category;
/** Category index of each ace-to-five value (high card … four of a kind). */
export const ACE_FIVE_VALUE_CATEGORY = aceFiveClasses.category;

/** High value of each rank multiset, as if unsuited: the best five of 5..7 cards, 0 under five. */
export const HIGH_RANK_TABLE = new Uint16Array(RANK_TABLE_SIZE);
/** Ace-to-five value of each rank multiset: the best (lowest) five of 5..7 cards, 0 under five. */
export const ACE_FIVE_RANK_TABLE = new Uint16Array(RANK_TABLE_SIZE);
/** Deuce-to-seven value of each 5-card rank multiset as if unsuited (0 for other sizes). */
export const DEUCE_SEVEN_RANK_TABLE = new Uint16Array(RANK_TABLE_SIZE);
/** High value of a flush by its suit's 13-bit rank mask: the best five suited cards, 0 under five. */
export const HIGH_FLUSH_TABLE = new Uint16Array(8192);
/** Deuce-to-seven value of five suited cards by rank mask (0 unless exactly five bits). */
export const DEUCE_SEVEN_FLUSH_TABLE = new Uint16Array(8192);

/**
 * The 6,175 five-card rank multisets by number: FIVE_INDEX_BY_SLOT maps a rank-table slot to it
 * (-1 for other sizes), FIVE_RANKS lists its five ranks. Omaha uses them to index whole boards.
 */
export const FIVE_INDEX_BY_SLOT = new Int16Array(RANK_TABLE_SIZE).fill(-1);
export const FIVE_RANKS = multisets.fiveRanks;
export const FIVE_MULTISET_COUNT = FIVE_COUNT;

fillRankTables(multisets);
fillFlushTables();

function fillRankTables(m: RankMultisets): void {
  for (let n = 0; n < FIVE_COUNT; n++) {
    const slot = rankSlot(m.keys[m.fiveIndex[n]!]!);
    FIVE_INDEX_BY_SLOT[slot] = n;
    HIGH_RANK_TABLE[slot] = highClasses.classOf[n]!;
    DEUCE_SEVEN_RANK_TABLE[slot] = deuceSevenClasses.classOf[n]!;
    ACE_FIVE_RANK_TABLE[slot] = aceFiveClasses.classOf[n]!;
  }
  // The best five of six or seven cards is the best over the multisets with one card fewer, which
  // the visit order puts earlier.
  for (let i = 0; i < RANK_MULTISET_COUNT; i++) {
    if (m.sizes[i]! <= 5) continue;
    const key = m.keys[i]!;
    let high = 0;
    let aceFive = 0;
    for (let bits = m.ranks[i]!; bits !== 0; bits &= bits - 1) {
      const sub = rankSlot(key - RANK_KEYS[31 - Math.clz32(bits & -bits)]!);
      high = Math.max(high, HIGH_RANK_TABLE[sub]!);
      aceFive = Math.max(aceFive, ACE_FIVE_RANK_TABLE[sub]!);
    }
    const slot = rankSlot(key);
    HIGH_RANK_TABLE[slot] = high;
    ACE_FIVE_RANK_TABLE[slot] = aceFive;
  }
}

function fillFlushTables(): void {
  for (let i = 0; i < FLUSH_COUNT; i++) {
    HIGH_FLUSH_TABLE[flushMasks[i]!] = highClasses.classOf[FIVE_COUNT + i]!;
    DEUCE_SEVEN_FLUSH_TABLE[flushMasks[i]!] = deuceSevenClasses.classOf[FIVE_COUNT + i]!;
  }
  // Six or more suited ranks: the best of the masks with one rank fewer, which are smaller numbers
  // and so already filled in ascending order.
  for (let m = 0; m < 8192; m++) {
    if (popcount(m) <= 5) continue;
    let best = 0;
    for (let bits = m; bits !== 0; bits &= bits - 1)
      best = Math.max(best, HIGH_FLUSH_TABLE[m & ~(bits & -bits)]!);
    HIGH_FLUSH_TABLE[m] = best;
  }
}

// ---------------------------------------------------------------------------------------------
// Eight-or-better: indexed by the 8-bit mask of low ranks present (bit 0 = ace … bit 7 = eight).
// The best low is the five lowest distinct ranks; between two five-rank sets the one whose highest
// differing rank is lower wins, which is exactly the smaller mask. Value = 256 - mask of those five.

export const LOW8_TABLE = new Uint8Array(256);
/** The three lowest bits of a mask, or 0 when it has fewer than three (Omaha: three board ranks). */
export const LOWEST_THREE = new Uint8Array(256);
for (let m = 0; m < 256; m++) {
  LOW8_TABLE[m] = popcount(m) >= 5 ? 256 - lowestBits(m, 5) : 0;
  LOWEST_THREE[m] = popcount(m) >= 3 ? lowestBits(m, 3) : 0;
}

export function lowestBits(mask: number, n: number): number {
  let out = 0;
  let rest = mask;
  for (let i = 0; i < n && rest !== 0; i++) {
    const bit = rest & -rest;
    out |= bit;
    rest &= ~bit;
  }
  return out;
}
