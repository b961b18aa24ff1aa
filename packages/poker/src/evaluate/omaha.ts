/**
 * Omaha HIGH: exactly two hole cards and exactly three board cards, for 4, 5 or 6 hole cards and a
 * board of 3, 4 or 5 cards. Value on the same scale as high.ts (1 … 7,462), 0 if there is no board.
 *
 * Every 2 + 3 combination is first valued as if unsuited, from tables indexed by rank only, and
 * only when a suit has at least three board cards and two hole cards are the suited combinations
 * looked up again as flushes. That is correct because five suited cards have five distinct ranks,
 * whose unsuited value (high card or straight) is below any flush.
 *
 * Unsuited tables (tables.ts OMAHA_RANK_TABLE and `riverTable` below) have one column per hole
 * rank pair (91) and one row per board rank triple (455) or, on the river, per whole board rank
 * multiset (6,175): a 4-card hand on the river costs 6 reads, not 60.
 */

import type { CardIndex } from '../cards/cards.js';
import {
  CARD_RANK_BIT,
  CARD_RANK_KEY,
  FIVE_INDEX_BY_SLOT,
  FIVE_MULTISET_COUNT,
  FIVE_RANKS,
  HIGH_FLUSH_TABLE,
  OMAHA_RANK_TABLE,
  PAIR_COUNT,
  PAIR_INDEX,
  RANK_ROW_OFFSETS,
  ROW_SHIFT,
  TRIPLE_INDEX,
} from './tables.js';

const BIT = CARD_RANK_BIT;
const RANK_KEY = CARD_RANK_KEY;
const TRIPLE_TABLE = OMAHA_RANK_TABLE;
const ROW_MASK = (1 << ROW_SHIFT) - 1;

// Scratch space reused by every call (the evaluator is synchronous and not re-entrant).
const pairIndices = new Int32Array(15);
const tripleRows = new Int32Array(10);

/**
 * Best unsuited value of each (board rank multiset, hole rank pair) on the river: the best of the
 * board's ten triples, precomputed. 6,175 × 91 entries (1.1 MB), built on the first river
 * evaluation (~20 ms) rather than at load, since only Omaha games need it.
 */
let riverTable: Uint16Array | null = null;

function buildRiverTable(): Uint16Array {
  const table = new Uint16Array(FIVE_MULTISET_COUNT * PAIR_COUNT);
  const rows = new Int32Array(10);
  for (let f = 0; f < FIVE_MULTISET_COUNT; f++) {
    const r = f * 5;
    let n = 0;
    for (let i = r; i < r + 3; i++) {
      for (let j = i + 1; j < r + 4; j++) {
        const ij = (FIVE_RANKS[i]! * 13 + FIVE_RANKS[j]!) * 13;
        for (let k = j + 1; k < r + 5; k++) rows[n++] = TRIPLE_INDEX[ij + FIVE_RANKS[k]!]! * PAIR_COUNT;
      }
    }
    for (let pair = 0; pair < PAIR_COUNT; pair++) {
      let best = 0;
      for (let t = 0; t < 10; t++) best = Math.max(best, TRIPLE_TABLE[rows[t]! + pair]!);
      table[f * PAIR_COUNT + pair] = best;
    }
  }
  return table;
}

export function evaluateOmahaHigh(hole: ArrayLike<CardIndex>, board: ArrayLike<CardIndex>): number {
  const nh = hole.length;
  const nb = board.length;
  if (nh < 2 || nb < 3) return 0;

  let pairs = 0;
  for (let i = 0; i < nh - 1; i++) {
    const ri = (hole[i]! >> 2) * 13;
    for (let j = i + 1; j < nh; j++) pairIndices[pairs++] = PAIR_INDEX[ri + (hole[j]! >> 2)]!;
  }
  let best = nb === 5 ? bestOnRiver(board, pairs) : bestOnPartialBoard(board, pairs);

  let boardSuits = 0;
  for (let i = 0; i < nb; i++) boardSuits += 1 << (4 * (board[i]! & 3));
  // Suits with three or more board cards: (count + 5) reaches 8 exactly when count >= 3.
  const flushable = (boardSuits + 0x5555) & 0x8888;
  if (flushable !== 0) {
    for (let s = 0; s < 4; s++) {
      if ((flushable & (8 << (4 * s))) !== 0) best = Math.max(best, bestFlush(hole, board, s));
    }
  }
  return best;
}

/** Best unsuited value of the hole pairs in `pairIndices` with a five-card board. */
function bestOnRiver(board: ArrayLike<CardIndex>, pairs: number): number {
  if (riverTable === null) riverTable = buildRiverTable();
  const key =
    RANK_KEY[board[0]!]! +
    RANK_KEY[board[1]!]! +
    RANK_KEY[board[2]!]! +
    RANK_KEY[board[3]!]! +
    RANK_KEY[board[4]!]!;
  const row = FIVE_INDEX_BY_SLOT[(key & ROW_MASK) + RANK_ROW_OFFSETS[key >>> ROW_SHIFT]!]! * PAIR_COUNT;
  let best = 0;
  for (let p = 0; p < pairs; p++) {
    const value = riverTable[row + pairIndices[p]!]!;
    if (value > best) best = value;
  }
  return best;
}

/** Best unsuited value of the hole pairs in `pairIndices` with a 3- or 4-card board, triple by triple. */
function bestOnPartialBoard(board: ArrayLike<CardIndex>, pairs: number): number {
  const nb = board.length;
  let triples = 0;
  for (let i = 0; i < nb - 2; i++) {
    const ri = (board[i]! >> 2) * 13;
    for (let j = i + 1; j < nb - 1; j++) {
      const rij = (ri + (board[j]! >> 2)) * 13;
      for (let k = j + 1; k < nb; k++)
        tripleRows[triples++] = TRIPLE_INDEX[rij + (board[k]! >> 2)]! * PAIR_COUNT;
    }
  }
  let best = 0;
  for (let t = 0; t < triples; t++) {
    const row = tripleRows[t]!;
    for (let p = 0; p < pairs; p++) {
      const value = TRIPLE_TABLE[row + pairIndices[p]!]!;
      if (value > best) best = value;
    }
  }
  return best;
}

/** Best flush of suit `s` using exactly two hole and three board cards of that suit, or 0. */
function bestFlush(hole: ArrayLike<CardIndex>, board: ArrayLike<CardIndex>, s: number): number {
  let best = 0;
  const nh = hole.length;
  const nb = board.length;
  for (let i = 0; i < nh - 1; i++) {
    if ((hole[i]! & 3) !== s) continue;
    for (let j = i + 1; j < nh; j++) {
      if ((hole[j]! & 3) !== s) continue;
      const pair = BIT[hole[i]!]! | BIT[hole[j]!]!;
      for (let a = 0; a < nb - 2; a++) {
        if ((board[a]! & 3) !== s) continue;
        for (let b = a + 1; b < nb - 1; b++) {
          if ((board[b]! & 3) !== s) continue;
          for (let c = b + 1; c < nb; c++) {
            if ((board[c]! & 3) !== s) continue;
            const value = HIGH_FLUSH_TABLE[pair | BIT[board[a]!]! | BIT[board[b]!]! | BIT[board[c]!]!]!;
            if (value > best) best = value;
          }
        }
      }
    }
  }
  return best;
}
