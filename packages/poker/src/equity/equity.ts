/**
 * `computeEquity`: every contesting hand's share of the pot over the cards still to come — exact
 * when affordable, else sampled with a standard error — for any game, any number of hands, boards
 * and known dead cards.
 *
 * Boards are independent for equity: each board's runout is, on its own, a uniform draw from the
 * stub (the other boards' cards to come are just more unseen cards), so a hand's equity is the mean
 * of its per-board equities and each board is enumerated alone with the other boards' known cards
 * out of the stub. That keeps run-it-twice exact at the cost of one board.
 */

import type { CardIndex } from '../cards/cards.js';
import { enumerateBoardPatterns, patternHandType } from './board-patterns.js';
import { type DealSpot, dealCount, enumerateDeals, sampleDeals } from './deals.js';
import {
  addFractions,
  type Fraction,
  fraction,
  fractionText,
  fractionValue,
  scaleFraction,
} from './fraction.js';
import { Tally } from './tally.js';
import {
  type BoardEquity,
  type EquityOptions,
  type EquityResult,
  type EquitySpot,
  EquitySpotError,
  EquityTooCostly,
  type HandEquity,
  type ShareOdds,
} from './types.js';

export const DEFAULT_MAX_EXACT_WORK = 2_000_000;
export const DEFAULT_SAMPLES = 20_000;

interface BoardOutcome {
  readonly tally: Tally;
  readonly exact: boolean;
}

/** How one board of a spot would be counted, and roughly how much work an exact count is. */
export interface EquityPlan {
  /** `patterns`: the rank-pattern walk (always affordable); `deals`: dealt one by one. */
  readonly method: 'patterns' | 'deals';
  /** Hand evaluations an exact count by deals needs (0 for patterns): compare with `maxExactWork`. */
  readonly work: number;
}

/** The plan for each board (one entry for games without a board), without computing anything. */
export function planEquity(spot: EquitySpot): EquityPlan[] {
  const stub = checkSpot(spot);
  return boardJobs(spot, stub).map((job) =>
    job.patterns ? { method: 'patterns', work: 0 } : { method: 'deals', work: job.work },
  );
}

interface BoardJob {
  readonly board: EquitySpot['boards'][number] | null;
  readonly patterns: boolean;
  readonly deal: DealSpot;
  readonly work: number;
}

function boardJobs(spot: EquitySpot, stub: readonly CardIndex[]): BoardJob[] {
  const boards = spot.boards.length > 0 ? spot.boards : [null];
  const n = spot.hands.length;
  return boards.map((board) => {
    const patterns =
      board !== null &&
      board.cards.length + board.toCome === 5 &&
      spot.hands.every((h) => h.toCome === 0) &&
      spot.handTypes.every(patternHandType);
    // The stub already excludes every board's known cards: for this board, the others' are dead.
    const deal: DealSpot = {
      handTypes: spot.handTypes,
      hands: spot.hands.map((h) => ({ known: h.cards, toCome: h.toCome })),
      board: board === null ? null : { known: board.cards, toCome: board.toCome },
      stub,
      holdemHoleCards: spot.holdemHoleCards,
    };
    return { board, patterns, deal, work: dealCount(deal) * n * spot.handTypes.length };
  });
}

export function computeEquity(spot: EquitySpot, options: EquityOptions = {}): EquityResult {
  const stub = checkSpot(spot);
  const method = options.method ?? 'auto';
  const maxWork = options.maxExactWork ?? DEFAULT_MAX_EXACT_WORK;
  const n = spot.hands.length;
  const shares = spot.handTypes.length;

  const outcomes: BoardOutcome[] = boardJobs(spot, stub).map((job) => {
    const tally = new Tally(n, shares);
    if (job.patterns && job.board !== null && method !== 'sample') {
      const unavailable = [...spot.dead, ...spot.boards.flatMap((o) => o.cards)];
      enumerateBoardPatterns(
        spot.handTypes,
        spot.hands.map((h) => h.cards),
        job.board,
        unavailable,
        tally,
        spot.holdemHoleCards ?? 2,
      );
      return { tally, exact: true };
    }
    const affordable = job.work <= maxWork;
    if (method === 'exact' && !affordable) {
      throw new EquityTooCostly(
        `an exact count needs about ${job.work.toExponential(2)} hand evaluations, over the limit of ${maxWork}`,
      );
    }
    if (method === 'sample' || !affordable) {
      const random = options.random;
      if (!random) throw new EquitySpotError('sampling needs a random source (options.random)');
      sampleDeals(job.deal, tally, options.samples ?? DEFAULT_SAMPLES, random);
      return { tally, exact: false };
    }
    enumerateDeals(job.deal, tally);
    return { tally, exact: true };
  });

  return summarize(spot, outcomes);
}

/** Checks the cards (distinct, 0..51, enough left to deal) and returns the stub. */
function checkSpot(spot: EquitySpot): CardIndex[] {
  if (spot.hands.length === 0) throw new EquitySpotError('no hands to compare');
  if (spot.handTypes.length === 0) throw new EquitySpotError('no hand types');
  const seen = new Uint8Array(52);
  const take = (c: CardIndex, where: string): void => {
    if (!Number.isInteger(c) || c < 0 || c > 51)
      throw new EquitySpotError(`${where}: ${c} is not a card index`);
    if (seen[c]) throw new EquitySpotError(`${where}: card ${c} appears twice`);
    seen[c] = 1;
  };
  spot.hands.forEach((h, p) => {
    if (h.toCome < 0) throw new EquitySpotError(`hand ${p}: negative cards to come`);
    for (const c of h.cards) take(c, `hand ${p}`);
  });
  spot.boards.forEach((b, i) => {
    if (b.toCome < 0) throw new EquitySpotError(`board ${i}: negative cards to come`);
    for (const c of b.cards) take(c, `board ${i}`);
  });
  for (const c of spot.dead) take(c, 'dead');
  const stub: CardIndex[] = [];
  for (let c = 0; c < 52; c++) if (!seen[c]) stub.push(c);
  const needed = spot.hands.reduce((s, h) => s + h.toCome, 0) + spot.boards.reduce((s, b) => s + b.toCome, 0);
  if (needed > stub.length) {
    throw new EquitySpotError(`${needed} cards are still to come but only ${stub.length} are left`);
  }
  return stub;
}

/** Standard error of a sampled mean, smoothed with one pseudo-runout at 0 and one at 1 so that an
 * outcome never seen still leaves an error of about 1/samples rather than none. */
function sampledError(sum: number, sumSquares: number, count: number): number {
  if (count === 0) return 0;
  const mean = sum / count;
  const squares = Math.max(0, sumSquares - count * mean * mean) + mean * mean + (1 - mean) * (1 - mean);
  return Math.sqrt(squares / (count + 1) / count);
}

function summarize(spot: EquitySpot, outcomes: readonly BoardOutcome[]): EquityResult {
  const n = spot.hands.length;
  const shares = spot.handTypes.length;
  const boards = outcomes.length;
  const exact = outcomes.every((o) => o.exact);
  const hands: HandEquity[] = [];
  for (let p = 0; p < n; p++) {
    const perBoard: BoardEquity[] = [];
    let sum: Fraction = fraction(0, 1);
    let equity = 0;
    let variance = 0;
    let win = 0;
    let tie = 0;
    const shareWin = new Array<number>(shares).fill(0);
    const shareTie = new Array<number>(shares).fill(0);
    for (const { tally, exact: boardExact } of outcomes) {
      const denominator = tally.total * tally.unit;
      let boardEquity = tally.part[p]! / denominator;
      let exactText: string | null = null;
      let stdErr = 0;
      if (boardExact) {
        const f = fraction(tally.part[p]!, denominator);
        sum = addFractions(sum, f);
        exactText = fractionText(f);
        boardEquity = fractionValue(f);
      } else {
        stdErr = sampledError(
          tally.part[p]! / tally.unit,
          tally.partSquared[p]! / (tally.unit * tally.unit),
          tally.total,
        );
      }
      const boardWin = tally.win[p]! / tally.total;
      const boardTie = tally.tie[p]! / tally.total;
      perBoard.push({ equity: boardEquity, stdErr, exact: exactText, win: boardWin, tie: boardTie });
      equity += boardEquity / boards;
      variance += (stdErr * stdErr) / (boards * boards);
      win += boardWin / boards;
      tie += boardTie / boards;
      for (let s = 0; s < shares; s++) {
        shareWin[s]! += tally.shareWin[s * n + p]! / tally.total / boards;
        shareTie[s]! += tally.shareTie[s * n + p]! / tally.total / boards;
      }
    }
    const total = exact ? scaleFraction(sum, boards) : null;
    const odds: ShareOdds[] = spot.handTypes.map((handType, s) => ({
      handType,
      win: shareWin[s]!,
      tie: shareTie[s]!,
    }));
    hands.push({
      equity: total ? fractionValue(total) : equity,
      stdErr: Math.sqrt(variance),
      exact: total ? fractionText(total) : null,
      win,
      tie,
      shares: odds,
      boards: perBoard,
    });
  }
  return { exact, hands, runouts: outcomes.reduce((s, o) => s + o.tally.total, 0) };
}
