/**
 * Hand evaluator throughput: `npx tsx bench/src/evaluate.bench.ts [--quick]`.
 *
 * Pre-generates random deals (seeded), then times each evaluator over them: ours
 * (packages/poker/src/evaluate), `phe` (a JS port of the perfect-hash PokerHandEvaluator) and
 * `pokersolver`, in the same process and run. Each figure is the best of several passes after a
 * warm-up pass. Prints figures only; it never fails on a timing.
 */

import { createRequire } from 'node:module';
import {
  CARD_MASKS,
  type CardIndex,
  cardFromIndex,
  evaluateHigh5,
  evaluateHigh6,
  evaluateHigh7,
  evaluateHighKey,
  evaluateOmahaHigh,
  evaluateOmahaLow8,
  HIGH_KEYS,
  SEVEN_CARD_HANDS,
  seededRandom,
  sevenCardValueCounts,
  toRankSuit,
} from '@railbird/poker';

const requireCjs = createRequire(import.meta.url);
// phe's card code is rank * 4 + suit with rank 0 = deuce … 12 = ace: the same numbering as ours
// (suit letters may differ, which no hand value depends on).
const phe = requireCjs('phe') as { evaluateCardCodes(codes: readonly number[]): number };
interface SolvedHand {
  rank: number;
}
const { Hand } = requireCjs('pokersolver') as {
  Hand: { solve(cards: readonly string[]): SolvedHand; winners(hands: SolvedHand[]): SolvedHand[] };
};

const quick = process.argv.includes('--quick');
const HANDS = quick ? 200_000 : 1_000_000;
const OMAHA_DEALS = quick ? 50_000 : 200_000;
const SLOW_HANDS = quick ? 5_000 : 20_000; // pokersolver is ~1000x slower
const SLOW_OMAHA_DEALS = quick ? 100 : 400;
const PASSES = quick ? 3 : 5;

// ---------------------------------------------------------------------------------------------
// Deals

const random = seededRandom(0x5eed);

/** `count` deals of `size` distinct cards, flat. */
function deal(count: number, size: number): Uint8Array {
  const out = new Uint8Array(count * size);
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let h = 0; h < count; h++) {
    for (let k = 0; k < size; k++) {
      const j = k + Math.floor(random() * (52 - k));
      [deck[k], deck[j]] = [deck[j]!, deck[k]!];
      out[h * size + k] = deck[k]!;
    }
  }
  return out;
}

const sevens = deal(HANDS, 7);
/** The same hands as plain arrays of 5, 6 and 7 codes, made before timing (phe takes arrays). */
const arrays = (n: number, count = HANDS) =>
  Array.from({ length: count }, (_, h) => Array.from(sevens.subarray(h * 7, h * 7 + n)));
const arrays5 = arrays(5);
const arrays6 = arrays(6);
const arrays7 = arrays(7);
const strings = (n: number) =>
  Array.from({ length: SLOW_HANDS }, (_, h) =>
    Array.from(sevens.subarray(h * 7, h * 7 + n), (c) => toRankSuit(cardFromIndex(c))),
  );
const strings5 = strings(5);
const strings6 = strings(6);
const strings7 = strings(7);

const omahaCards = deal(OMAHA_DEALS, 11);
const omaha = (holeCards: number) =>
  Array.from({ length: OMAHA_DEALS }, (_, h) => ({
    hole: Array.from(omahaCards.subarray(h * 11, h * 11 + holeCards)),
    board: Array.from(omahaCards.subarray(h * 11 + 6, h * 11 + 11)),
  }));
const omaha4 = omaha(4);
const omaha5 = omaha(5);
const omaha6 = omaha(6);

// ---------------------------------------------------------------------------------------------
// Timing

let sink = 0;

/** Evaluations per second: best of `passes` timed passes after one warm-up pass. */
function rate(evaluations: number, pass: () => number, passes = PASSES): number {
  sink += pass();
  let best = Number.POSITIVE_INFINITY;
  for (let p = 0; p < passes; p++) {
    const started = performance.now();
    sink += pass();
    best = Math.min(best, performance.now() - started);
  }
  return evaluations / (best / 1000);
}

// ---------------------------------------------------------------------------------------------
// Passes. Each is a plain loop over pre-built data returning a checksum so nothing is optimised away.

function ours5(): number {
  let s = 0;
  const d = sevens;
  for (let i = 0; i < d.length; i += 7) s += evaluateHigh5(d[i]!, d[i + 1]!, d[i + 2]!, d[i + 3]!, d[i + 4]!);
  return s;
}
function ours6(): number {
  let s = 0;
  const d = sevens;
  for (let i = 0; i < d.length; i += 7) {
    s += evaluateHigh6(d[i]!, d[i + 1]!, d[i + 2]!, d[i + 3]!, d[i + 4]!, d[i + 5]!);
  }
  return s;
}
function ours7(): number {
  let s = 0;
  const d = sevens;
  for (let i = 0; i < d.length; i += 7) {
    s += evaluateHigh7(d[i]!, d[i + 1]!, d[i + 2]!, d[i + 3]!, d[i + 4]!, d[i + 5]!, d[i + 6]!);
  }
  return s;
}
/** Key form, each hand's seven keys and masks summed from scratch (the worst case for it). */
function oursKeys7(): number {
  let s = 0;
  const d = sevens;
  for (let i = 0; i < d.length; i += 7) {
    let key = 0;
    let mask = 0;
    for (let k = 0; k < 7; k++) {
      key += HIGH_KEYS[d[i + k]!]!;
      mask += CARD_MASKS[d[i + k]!]!;
    }
    s += evaluateHighKey(key, mask);
  }
  return s;
}
/** Key form as an enumeration uses it: every 7-card hand, partial sums shared by the outer loops. */
function oursEnumerate7(): number {
  return sevenCardValueCounts()[0]!;
}
function pheOf(hands: readonly number[][]): () => number {
  return () => {
    let s = 0;
    for (const h of hands) s += phe.evaluateCardCodes(h);
    return s;
  };
}
function pokersolverOf(hands: readonly string[][]): () => number {
  return () => {
    let s = 0;
    for (const h of hands) s += Hand.solve(h).rank;
    return s;
  };
}
function oursOmaha(deals: readonly { hole: CardIndex[]; board: CardIndex[] }[]): () => number {
  return () => {
    let s = 0;
    for (const { hole, board } of deals) s += evaluateOmahaHigh(hole, board);
    return s;
  };
}
function oursOmahaHiLo(deals: readonly { hole: CardIndex[]; board: CardIndex[] }[]): () => number {
  return () => {
    let s = 0;
    for (const { hole, board } of deals) s += evaluateOmahaHigh(hole, board) + evaluateOmahaLow8(hole, board);
    return s;
  };
}
/** Omaha with a 5-card evaluator, the way phe users do it: the best of the 60 two-plus-three fives. */
function pheOmaha(deals: readonly { hole: CardIndex[]; board: CardIndex[] }[]): () => number {
  const five = [0, 0, 0, 0, 0];
  return () => {
    let s = 0;
    for (const { hole, board } of deals) {
      let best = Number.POSITIVE_INFINITY; // phe: smaller is better
      for (let a = 0; a < hole.length - 1; a++) {
        for (let b = a + 1; b < hole.length; b++) {
          for (let x = 0; x < 3; x++) {
            for (let y = x + 1; y < 4; y++) {
              for (let z = y + 1; z < 5; z++) {
                five[0] = hole[a]!;
                five[1] = hole[b]!;
                five[2] = board[x]!;
                five[3] = board[y]!;
                five[4] = board[z]!;
                best = Math.min(best, phe.evaluateCardCodes(five));
              }
            }
          }
        }
      }
      s += best;
    }
    return s;
  };
}

/** Omaha with pokersolver: solve the 60 two-plus-three fives and let it pick the winner. */
function pokersolverOmaha(deals: readonly { hole: CardIndex[]; board: CardIndex[] }[]): () => number {
  const text = deals.map(({ hole, board }) => ({
    hole: hole.map((c) => toRankSuit(cardFromIndex(c))),
    board: board.map((c) => toRankSuit(cardFromIndex(c))),
  }));
  return () => {
    let s = 0;
    for (const { hole, board } of text) {
      const fives: SolvedHand[] = [];
      for (let a = 0; a < hole.length - 1; a++) {
        for (let b = a + 1; b < hole.length; b++) {
          for (let x = 0; x < 3; x++) {
            for (let y = x + 1; y < 4; y++) {
              for (let z = y + 1; z < 5; z++)
                fives.push(Hand.solve([hole[a]!, hole[b]!, board[x]!, board[y]!, board[z]!]));
            }
          }
        }
      }
      s += Hand.winners(fives)[0]!.rank;
    }
    return s;
  };
}

// ---------------------------------------------------------------------------------------------
// Sanity: ours and phe order hands identically (phe: smaller is better), so the race is fair.

for (let h = 0; h + 1 < 20_000; h += 2) {
  const ours = Math.sign(
    evaluateHigh7(...(arrays7[h] as [number, number, number, number, number, number, number])) -
      evaluateHigh7(...(arrays7[h + 1] as [number, number, number, number, number, number, number])),
  );
  const theirs = Math.sign(phe.evaluateCardCodes(arrays7[h + 1]!) - phe.evaluateCardCodes(arrays7[h]!));
  if (ours !== theirs) throw new Error(`ours and phe disagree on hands ${h} and ${h + 1}`);
}

// ---------------------------------------------------------------------------------------------

interface Row {
  what: string;
  ours: number;
  phe?: number;
  pokersolver?: number;
}

const rows: Row[] = [
  {
    what: 'high, 5 cards',
    ours: rate(HANDS, ours5),
    phe: rate(HANDS, pheOf(arrays5)),
    pokersolver: rate(SLOW_HANDS, pokersolverOf(strings5)),
  },
  {
    what: 'high, 6 cards',
    ours: rate(HANDS, ours6),
    phe: rate(HANDS, pheOf(arrays6)),
    pokersolver: rate(SLOW_HANDS, pokersolverOf(strings6)),
  },
  {
    what: 'high, 7 cards',
    ours: rate(HANDS, ours7),
    phe: rate(HANDS, pheOf(arrays7)),
    pokersolver: rate(SLOW_HANDS, pokersolverOf(strings7)),
  },
  { what: 'high, 7 cards, key form, summed per hand', ours: rate(HANDS, oursKeys7) },
  {
    what: 'high, all 133,784,560 7-card hands, incremental keys',
    ours: rate(SEVEN_CARD_HANDS, oursEnumerate7, quick ? 1 : 2),
  },
  {
    what: 'Omaha high, 4 hole + 5 board',
    ours: rate(OMAHA_DEALS, oursOmaha(omaha4)),
    phe: rate(OMAHA_DEALS / 10, pheOmaha(omaha4.slice(0, OMAHA_DEALS / 10))),
    pokersolver: rate(SLOW_OMAHA_DEALS, pokersolverOmaha(omaha4.slice(0, SLOW_OMAHA_DEALS))),
  },
  { what: 'Omaha high, 5 hole + 5 board', ours: rate(OMAHA_DEALS, oursOmaha(omaha5)) },
  { what: 'Omaha high, 6 hole + 5 board', ours: rate(OMAHA_DEALS, oursOmaha(omaha6)) },
  { what: 'Omaha hi + lo8, 4 hole + 5 board', ours: rate(OMAHA_DEALS, oursOmahaHiLo(omaha4)) },
];

const millions = (x?: number) =>
  x === undefined ? '—' : x < 1e6 ? (x / 1e6).toPrecision(3) : (x / 1e6).toFixed(1);
const ratio = (a: number, b?: number) => (b === undefined ? '—' : `${(a / b).toFixed(1)}x`);
const table = [
  ['evaluations per second (millions)', 'ours', 'phe', 'ours/phe', 'pokersolver', 'ours/pokersolver'],
  ...rows.map((r) => [
    r.what,
    millions(r.ours),
    millions(r.phe),
    ratio(r.ours, r.phe),
    millions(r.pokersolver),
    ratio(r.ours, r.pokersolver),
  ]),
];
const widths = table[0]!.map((_, col) => Math.max(...table.map((row) => row[col]!.length)));
const line = (row: string[]) =>
  row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!))).join('  ');
console.log(
  `node ${process.version}; ${HANDS.toLocaleString('en')} random hands, ${OMAHA_DEALS.toLocaleString('en')} Omaha deals, best of ${PASSES} passes`,
);
console.log(line(table[0]!));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of table.slice(1)) console.log(line(row));
console.log(
  '(phe and pokersolver have no Omaha evaluator: theirs is the best of the 60 two-plus-three fives by their 5-card one.)',
);
if (sink === 0.5) console.log(''); // keeps every checksum alive
