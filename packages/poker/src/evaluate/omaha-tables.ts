/**
 * Omaha's unsuited tables, indexed by rank only and read directly (no hash):
 * - triple[tripleIndex * PAIR_COUNT + pairIndex]: two hole ranks plus three board ranks (455 × 91);
 * - river[boardIndex * PAIR_COUNT + pairIndex]: two hole ranks with the best three of a whole
 *   five-card board rank multiset (6,175 × 91, 1.1 MB), so a 4-card hand on the river costs 6 reads.
 * A hand's hole pairs fall close together in a row, so its reads touch few cache lines.
 * Built on the first Omaha evaluation (~20 ms), not at load: only Omaha games need them.
 */

import { FIVE_MULTISET_COUNT, FIVE_RANKS, HIGH_RANK_TABLE, RANK_KEYS, rankSlot } from './tables.js';

/** Rank multisets of two cards (91) and of three cards (455). */
export const PAIR_COUNT = 91;
export const TRIPLE_COUNT = 455;
/** PAIR_INDEX[r1 * 13 + r2] for ranks 0..12 in either order. */
export const PAIR_INDEX = new Uint8Array(169);
/** TRIPLE_INDEX[(r1 * 13 + r2) * 13 + r3] for ranks 0..12 in any order. */
export const TRIPLE_INDEX = new Uint16Array(2197);

const pairRanks: [number, number][] = [];
for (let a = 0; a < 13; a++) {
  for (let b = a; b < 13; b++) {
    PAIR_INDEX[a * 13 + b] = PAIR_INDEX[b * 13 + a] = pairRanks.length;
    pairRanks.push([a, b]);
  }
}
const tripleRanks: [number, number, number][] = [];
for (let a = 0; a < 13; a++) {
  for (let b = a; b < 13; b++) {
    for (let c = b; c < 13; c++) {
      for (const [x, y, z] of [
        [a, b, c],
        [a, c, b],
        [b, a, c],
        [b, c, a],
        [c, a, b],
        [c, b, a],
      ] as const) {
        TRIPLE_INDEX[(x * 13 + y) * 13 + z] = tripleRanks.length;
      }
      tripleRanks.push([a, b, c]);
    }
  }
}

export interface OmahaTables {
  triple: Uint16Array;
  river: Uint16Array;
}

let tables: OmahaTables | null = null;

export function omahaTables(): OmahaTables {
  if (tables === null) {
    const triple = buildTripleTable();
    tables = { triple, river: buildRiverTable(triple) };
  }
  return tables;
}

function buildTripleTable(): Uint16Array {
  const table = new Uint16Array(TRIPLE_COUNT * PAIR_COUNT);
  tripleRanks.forEach(([a, b, c], triple) => {
    const tripleKey = RANK_KEYS[a]! + RANK_KEYS[b]! + RANK_KEYS[c]!;
    pairRanks.forEach(([p, q], pair) => {
      // Five of a rank cannot be dealt (and has no slot); every other combination is a hand.
      const fiveOfAKind = a === c && p === q && p === a;
      table[triple * PAIR_COUNT + pair] = fiveOfAKind
        ? 0
        : HIGH_RANK_TABLE[rankSlot(tripleKey + RANK_KEYS[p]! + RANK_KEYS[q]!)]!;
    });
  });
  return table;
}

/** For each board rank multiset and hole pair, the best of the board's ten triples. */
function buildRiverTable(triple: Uint16Array): Uint16Array {
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
      for (let t = 0; t < 10; t++) best = Math.max(best, triple[rows[t]! + pair]!);
      table[f * PAIR_COUNT + pair] = best;
    }
  }
  return table;
}
