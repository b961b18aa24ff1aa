/**
 * Exact equity speed: `npx tsx bench/src/equity.bench.ts [--quick]`.
 *
 * Four all-in spots, each counted exactly by ours (packages/poker/src/equity: the rank-pattern walk)
 * and, in the same run, by `phe` (a JS port of PokerHandEvaluator) in the straightforward way: every
 * remaining board dealt, every hand valued with phe's fastest entry points (`evaluate7cards` for
 * hold'em, the best of the 60 two-plus-three `evaluate5cards` for Omaha), wins and ties counted in
 * integers. For hold'em a third column deals every board with our own evaluator's incremental keys
 * (sums kept per board card), to show what the pattern walk adds over a faster evaluator alone.
 * Each figure is the best of several passes after a warm-up pass (one pass for the slow phe runs;
 * `--quick` times phe on every 16th board of the Omaha pre-flop spot and scales up). The equities of
 * every method are compared. Prints figures only; it never fails on a timing.
 */

import { createRequire } from 'node:module';
import {
  CARD_MASKS,
  type Card,
  type CardIndex,
  cardIndex,
  computeEquity,
  equitySpot,
  evaluateHighKey,
  HIGH_KEYS,
  type VariationCode,
} from '@railbird/poker';

const requireCjs = createRequire(import.meta.url);
// phe's card code is rank * 4 + suit with rank 0 = deuce … 12 = ace: the same numbering as ours.
type Evaluate = (...codes: number[]) => number;
const phe7 = requireCjs('phe/lib/evaluator7') as Evaluate;
const phe5 = requireCjs('phe/lib/evaluator5') as Evaluate;

const quick = process.argv.includes('--quick');
const PASSES = quick ? 3 : 7;

interface Scenario {
  name: string;
  game: VariationCode;
  hands: Card[][];
  board: Card[];
  target: number | null;
}

const scenarios: Scenario[] = [
  {
    name: 'NLH heads-up pre-flop',
    game: 'NLH',
    hands: [
      ['HQ', 'CQ'],
      ['DA', 'SK'],
    ],
    board: [],
    target: 10,
  },
  {
    name: 'PLO 3-way flop',
    game: 'PLO',
    hands: [
      ['SA', 'HA', 'SK', 'HQ'],
      ['D7', 'D8', 'C9', 'CT'],
      ['S2', 'H3', 'C4', 'D5'],
    ],
    board: ['CA', 'D9', 'S5'],
    target: 3,
  },
  {
    name: 'PLO 3-way pre-flop',
    game: 'PLO',
    hands: [
      ['SA', 'HA', 'SK', 'HQ'],
      ['D7', 'D8', 'C9', 'CT'],
      ['S2', 'H3', 'C4', 'D5'],
    ],
    board: [],
    target: 500,
  },
  {
    name: 'NLH 6-way flop',
    game: 'NLH',
    hands: [
      ['SA', 'HA'],
      ['SK', 'HK'],
      ['D7', 'D8'],
      ['C9', 'CT'],
      ['S2', 'H3'],
      ['C4', 'D5'],
    ],
    board: ['CA', 'D9', 'S5'],
    target: null,
  },
];

let sink = 0;

/** Best wall time in ms of `passes` runs after a warm-up run (none for a single pass); the last answer. */
function time<T>(run: () => T, passes: number): { ms: number; answer: T } {
  let answer = passes > 1 ? run() : (undefined as T);
  let best = Number.POSITIVE_INFINITY;
  for (let p = 0; p < passes; p++) {
    const started = performance.now();
    answer = run();
    best = Math.min(best, performance.now() - started);
  }
  return { ms: best, answer };
}

/** Every board completing `board` from `stub`, as flat arrays of the cards to come. */
function forEachRunout(
  stub: readonly CardIndex[],
  k: number,
  visit: (cards: readonly CardIndex[]) => void,
): void {
  const cards = new Array<CardIndex>(k).fill(0);
  const choose = (slot: number, from: number): void => {
    if (slot === k) {
      visit(cards);
      return;
    }
    for (let i = from; i <= stub.length - (k - slot); i++) {
      cards[slot] = stub[i]!;
      choose(slot + 1, i + 1);
    }
  };
  choose(0, 0);
}

/** Equity from per-runout values (smaller or larger is better per `better`), ties split, exact. */
class Counter {
  readonly parts: Float64Array;
  runouts = 0;
  private readonly unit: number;
  constructor(readonly n: number) {
    this.parts = new Float64Array(n);
    this.unit = [1, 1, 2, 6, 12, 60, 60, 420, 840, 2520, 2520][n]!;
  }
  add(values: ArrayLike<number>, lowerIsBetter: boolean): void {
    let best = values[0]!;
    for (let p = 1; p < this.n; p++) {
      const v = values[p]!;
      if (lowerIsBetter ? v < best : v > best) best = v;
    }
    let count = 0;
    for (let p = 0; p < this.n; p++) if (values[p] === best) count++;
    const part = this.unit / count;
    for (let p = 0; p < this.n; p++) if (values[p] === best) this.parts[p]! += part;
    this.runouts++;
  }
  equities(): number[] {
    return Array.from(this.parts, (x) => x / (this.unit * this.runouts));
  }
}

function stubOf(hands: readonly CardIndex[][], board: readonly CardIndex[]): CardIndex[] {
  const used = new Set([...hands.flat(), ...board]);
  return Array.from({ length: 52 }, (_, c) => c).filter((c) => !used.has(c));
}

/** phe, hold'em: every board, seven cards per hand. */
function pheHoldem(hands: CardIndex[][], board: CardIndex[], stride = 1): number[] {
  const counter = new Counter(hands.length);
  const values = new Float64Array(hands.length);
  const b = new Array<CardIndex>(5).fill(0);
  let i = 0;
  forEachRunout(stubOf(hands, board), 5 - board.length, (cards) => {
    if (i++ % stride !== 0) return;
    for (let k = 0; k < 5; k++) b[k] = k < board.length ? board[k]! : cards[k - board.length]!;
    for (let p = 0; p < hands.length; p++) {
      const h = hands[p]!;
      values[p] = phe7(h[0]!, h[1]!, b[0]!, b[1]!, b[2]!, b[3]!, b[4]!);
    }
    counter.add(values, true);
  });
  return counter.equities();
}

/** phe, Omaha: every board, the best of the 60 two-plus-three five-card hands per hand. */
function pheOmaha(hands: CardIndex[][], board: CardIndex[], stride = 1): number[] {
  const counter = new Counter(hands.length);
  const values = new Float64Array(hands.length);
  const b = new Array<CardIndex>(5).fill(0);
  let i = 0;
  forEachRunout(stubOf(hands, board), 5 - board.length, (cards) => {
    if (i++ % stride !== 0) return;
    for (let k = 0; k < 5; k++) b[k] = k < board.length ? board[k]! : cards[k - board.length]!;
    for (let p = 0; p < hands.length; p++) {
      const h = hands[p]!;
      let best = Number.POSITIVE_INFINITY;
      for (let x = 0; x < h.length - 1; x++) {
        for (let y = x + 1; y < h.length; y++) {
          for (let t = 0; t < 3; t++) {
            for (let u = t + 1; u < 4; u++) {
              for (let v = u + 1; v < 5; v++) {
                const value = phe5(h[x]!, h[y]!, b[t]!, b[u]!, b[v]!);
                if (value < best) best = value;
              }
            }
          }
        }
      }
      values[p] = best;
    }
    counter.add(values, true);
  });
  return counter.equities();
}

/** Ours, hold'em, board by board: incremental keys and masks, partial sums kept per board card. */
function oursEveryBoard(hands: CardIndex[][], board: CardIndex[]): number[] {
  const n = hands.length;
  const counter = new Counter(n);
  const values = new Float64Array(n);
  const holeKey = hands.map((h) => h.reduce((s, c) => s + HIGH_KEYS[c]!, 0));
  const holeMask = hands.map((h) => h.reduce((s, c) => s + CARD_MASKS[c]!, 0));
  const stub = stubOf(hands, board);
  const k = 5 - board.length;
  const startKey = board.reduce((s, c) => s + HIGH_KEYS[c]!, 0);
  const startMask = board.reduce((s, c) => s + CARD_MASKS[c]!, 0);
  const deal = (slot: number, from: number, key: number, mask: number): void => {
    if (slot === k) {
      for (let p = 0; p < n; p++) values[p] = evaluateHighKey(key + holeKey[p]!, mask + holeMask[p]!);
      counter.add(values, false);
      return;
    }
    for (let i = from; i <= stub.length - (k - slot); i++) {
      const c = stub[i]!;
      deal(slot + 1, i + 1, key + HIGH_KEYS[c]!, mask + CARD_MASKS[c]!);
    }
  };
  deal(0, 0, startKey, startMask);
  return counter.equities();
}

const pad = (s: string, n: number) => s.padEnd(n);
const ms = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));

console.log(`exact equity, best of ${PASSES} after a warm-up (phe's Omaha pre-flop: one pass)\n`);
console.log(
  `${pad('spot', 24)}${pad('runouts', 11)}${pad('ours', 10)}${pad('target', 9)}${pad('phe', 12)}${pad('phe/ours', 10)}${pad('ours, every board', 19)}agree`,
);
for (const s of scenarios) {
  const hands = s.hands.map((h) => h.map(cardIndex));
  const board = s.board.map(cardIndex);
  const spot = equitySpot(s.game, { hands: s.hands, boards: [s.board] });
  const ours = time(() => computeEquity(spot), PASSES);
  const oursEquities = ours.answer.hands.map((h) => h.equity);
  const omaha = s.game !== 'NLH';
  const slow = omaha && board.length === 0;
  const stride = slow && quick ? 16 : 1;
  const phe = time(
    () => (omaha ? pheOmaha(hands, board, stride) : pheHoldem(hands, board)),
    slow ? 1 : PASSES,
  );
  const pheMs = phe.ms * stride;
  const every = omaha ? null : time(() => oursEveryBoard(hands, board), PASSES);
  const agree = [phe.answer, every?.answer]
    .filter((a): a is number[] => a !== undefined && stride === 1)
    .every((a) => a.every((e, p) => Math.abs(e - oursEquities[p]!) < 1e-12));
  sink += oursEquities[0]!;
  console.log(
    `${pad(s.name, 24)}${pad(String(ours.answer.runouts), 11)}${pad(`${ms(ours.ms)} ms`, 10)}${pad(
      s.target === null ? '—' : `≤ ${s.target} ms`,
      9,
    )}${pad(`${ms(pheMs)} ms${stride > 1 ? '*' : ''}`, 12)}${pad(`${(pheMs / ours.ms).toFixed(0)}x`, 10)}${pad(
      every ? `${ms(every.ms)} ms` : '—',
      19,
    )}${stride > 1 ? 'n/a (phe sampled)' : agree ? 'yes' : 'NO'}`,
  );
  console.log(`${pad('', 24)}equities ${oursEquities.map((e) => e.toFixed(6)).join(' ')}`);
}
if (quick) console.log('\n* phe timed on every 16th board and scaled up (--quick)');
if (sink === 0) console.log('');
