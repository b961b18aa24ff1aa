/**
 * Omaha HIGH: exactly two hole cards and exactly three board cards, for 4, 5 or 6 hole cards and a
 * board of 3, 4 or 5 cards. Value on the same scale as high.ts (1 … 7,462), 0 if there is no board.
 *
 * Every 2 + 3 combination is first valued as if unsuited, from tables indexed by rank only, and
 * only when a suit has at least three board cards and two hole cards are the suited combinations
 * looked up again as flushes. That is correct because five suited cards have five distinct ranks,
 * whose unsuited value (high card or straight) is below any flush.
 *
 * The unsuited tables (omaha-tables.ts) have one column per hole rank pair (91) and one row per
 * board rank triple (455) or, on the river, per whole board rank multiset (6,175): a 4-card hand on
 * the river costs 6 reads, not 60.
 */

import type { CardIndex } from '../cards/cards.js';
import { omahaTables, PAIR_COUNT, PAIR_INDEX, TRIPLE_INDEX } from './omaha-tables.js';
import {
  CARD_RANK_BIT,
  CARD_RANK_KEY,
  FIVE_INDEX_BY_SLOT,
  HIGH_FLUSH_TABLE,
  RANK_ROW_OFFSETS,
  ROW_SHIFT,
} from './tables.js';

const BIT = CARD_RANK_BIT;
const RANK_KEY = CARD_RANK_KEY;
const ROW_MASK = (1 << ROW_SHIFT) - 1;

// Scratch space reused by every call (the evaluator is synchronous and not re-entrant).
const pairIndices = new Int32Array(15);
const tripleRows = new Int32Array(10);

export function evaluateOmahaHigh(hole: ArrayLike<CardIndex>, board: ArrayLike<CardIndex>): number {
  const nh = hole.length;
  const nb = board.length;
  if (nh < 2 || nb < 3) return 0;

  let pairs = 0;
  for (let i = 0; i < nh - 1; i++) {
    const ri = (hole[i]! >> 2) * 13;
    for (let j = i + 1; j < nh; j++) pairIndices[pairs++] = PAIR_INDEX[ri + (hole[j]! >> 2)]!;
  }
  const tables = omahaTables();
  let best =
    nb === 5 ? bestOnRiver(tables.river, board, pairs) : bestOnPartialBoard(tables.triple, board, pairs);

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

/** Best unsuited value of the hole pairs in `pairIndices` with a five-card board: one row. */
function bestOnRiver(river: Uint16Array, board: ArrayLike<CardIndex>, pairs: number): number {
  const key =
    RANK_KEY[board[0]!]! +
    RANK_KEY[board[1]!]! +
    RANK_KEY[board[2]!]! +
    RANK_KEY[board[3]!]! +
    RANK_KEY[board[4]!]!;
  const row = FIVE_INDEX_BY_SLOT[(key & ROW_MASK) + RANK_ROW_OFFSETS[key >>> ROW_SHIFT]!]! * PAIR_COUNT;
  let best = 0;
  for (let p = 0; p < pairs; p++) {
    const value = river[row + pairIndices[p]!]!;
    if (value > best) best = value;
  }
  return best;
}

/** Best unsuited value of the hole pairs in `pairIndices` with a 3- or 4-card board, triple by triple. */
function bestOnPartialBoard(triple: Uint16Array, board: ArrayLike<CardIndex>, pairs: number): number {
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
      const value = triple[row + pairIndices[p]!]!;
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
