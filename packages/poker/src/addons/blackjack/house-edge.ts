/**
 * The blackjack house edge for a table's rules, by combinatorial analysis (issue 19, "Exact maths").
 *
 * Method — the one the well-known combinatorial analysers use (Griffin, "The Theory of Blackjack";
 * the Wizard of Odds' appendix 9 tables; Cacarulo's and MGP's CAs):
 *
 * 1. Every initial deal — the dealer's up card and the player's two cards — is weighted by its exact
 *    probability from a full shoe of `decks` decks (ranks ace…nine and one ten-valued group).
 * 2. For every player hand reached, the dealer's final-total probabilities are computed exactly for
 *    the cards actually left (shoe minus up card minus every player card): house-edge-dealer.ts.
 * 3. Stand, hit, double and surrender are valued by recursion over the cards the player draws, each
 *    drawn without replacement from the shoe left. With a peeking dealer (US hole card) every value
 *    is carried as E[payoff · 1{dealer has no natural}]: the player's draws stay unconditional, the
 *    hole card's restriction lives in the dealer's own probabilities, and the dealer's natural is
 *    added once per deal (−1 unless the player has one too). That is exact, and equivalent to
 *    conditioning every decision on "the dealer checked and has no blackjack".
 * 4. The player's strategy is chosen by maximising expected value:
 *    - `total-dependent` (the default; "basic strategy"): one hit/stand decision per hand total,
 *      soft or hard, and up card, chosen by comparing the EVs summed over every composition of that
 *      total weighted by its probability of being held (the chance its cards are the first ones drawn
 *      after the up card); totals are decided from high to low so each decision knows the play that
 *      follows it. The first decision on two cards (stand, hit, double, surrender) is likewise one per
 *      two-card total. Pairs are decided for the pair itself (split or its best other play).
 *    - `composition-dependent`: every decision for the exact cards held (the Wizard's appendix 9).
 *    Insurance is never taken (see `insuranceEdge`).
 * 5. Splits — the one approximation, the usual one: every split hand is played as if the only other
 *    cards gone were the up card and the two cards of the original pair (the other split hands' cards
 *    are not removed), and resplitting draws another pair card with that same probability. The
 *    expected number of hands follows exactly from that probability and the limits (maxHands,
 *    resplitAces); a hand whose second card is a pair card it may not resplit is played as that pair.
 *    Split aces take one card each unless `hitSplitAces`; a split ace with a ten is 21, not a natural.
 *
 * No hole card (`dealerPeeks: false`, ENHC): the dealer's natural is found after the player acts and
 * takes every bet on the table, doubles and splits included (European rule). Surrender is "late" in
 * both cases: without a peek, a surrendered hand still loses its whole bet to a dealer natural.
 * Everything except the split approximation above is exact; the penetration, table limits and
 * insurance settings do not enter (the edge is for the first round after a shuffle, as published
 * figures are).
 */

import {
  ACE,
  buildDealerGraph,
  type DealerGraph,
  dealerOutcomes,
  OUTCOME_BUST,
  OUTCOME_NATURAL,
  RANKS,
  rankValue,
  TEN,
} from './house-edge-dealer.js';
import type { BlackjackRules } from './rules.js';

export type StrategyKind = 'total-dependent' | 'composition-dependent';

export interface HouseEdgeOptions {
  /** Default `total-dependent` (basic strategy). */
  readonly strategy?: StrategyKind;
  /**
   * Dealer probabilities already computed, shared between calls: they depend only on the decks, the
   * soft-17 rule, the up card and the cards removed, so pricing several rule sets of one shoe (a
   * settings screen, a test of rule effects) computes them once. Optional; see `createHouseEdgeCache`.
   */
  readonly cache?: HouseEdgeCache;
}

/** Dealer probabilities kept between calls; holds up to a few tens of MB for an 8-deck shoe. */
export interface HouseEdgeCache {
  readonly dealer: Map<string, { graph: DealerGraph; outcomes: Map<number, Float64Array> }>;
}

export function createHouseEdgeCache(): HouseEdgeCache {
  return { dealer: new Map() };
}

export interface HouseEdge {
  /** House edge as a fraction of the initial bet: positive favours the house. */
  readonly edge: number;
  readonly method: string;
  readonly components: {
    readonly strategy: StrategyKind;
    /** Player's return from his own naturals (paid unless the dealer has one too). */
    readonly playerNaturals: number;
    /** Player's return lost to dealer naturals found by the peek (0 without a peek: counted in play). */
    readonly dealerNaturals: number;
    /** Player's expected return contributed by each dealer up card, index 0 = ace … 9 = ten. */
    readonly byUpCard: readonly number[];
  };
}

/** A chart cell, in the notation of published basic-strategy charts. */
export type ChartCell = 'H' | 'S' | 'Dh' | 'Ds' | 'P' | 'Rh' | 'Rs' | 'Rp';

export interface BasicStrategyChart {
  /** Dealer up cards of each row's columns, in chart order. */
  readonly upCards: readonly string[];
  /** First decision on two cards, by hard total 5–20. */
  readonly hard: Readonly<Record<number, readonly ChartCell[]>>;
  /** First decision on two cards, by soft total 13–20 (A,2 … A,9). */
  readonly soft: Readonly<Record<number, readonly ChartCell[]>>;
  /** First decision on a pair, by rank: 'A', '2' … '9', '10'. */
  readonly pairs: Readonly<Record<string, readonly ChartCell[]>>;
  /** Hit or stand on three or more cards (or when doubling is not allowed), by total. */
  readonly multiCard: {
    readonly hard: Readonly<Record<number, readonly ChartCell[]>>;
    readonly soft: Readonly<Record<number, readonly ChartCell[]>>;
  };
}

/**
 * House edge of the insurance bet (2:1 that the dealer's hole card under an ace is ten-valued) at the
 * top of a shoe of `decks` decks, for a player holding no tens: 1 − 3 · P(ten) with
 * P(ten) = 16d / (52d − 1). Positive: basic strategy never insures.
 */
export function insuranceEdge(decks: number): number {
  checkDecks(decks);
  const pTen = (16 * decks) / (52 * decks - 1);
  return 1 - 3 * pTen;
}

export function blackjackHouseEdge(rules: BlackjackRules, options: HouseEdgeOptions = {}): HouseEdge {
  const strategy = options.strategy ?? 'total-dependent';
  const analysis = new Analysis(rules, strategy, options.cache);
  const byUpCard: number[] = [];
  let playerNaturals = 0;
  let dealerNaturals = 0;
  for (let up = 0; up < RANKS; up += 1) {
    const r = analysis.upCard(up).gameReturn();
    byUpCard.push(r.total * analysis.pUp(up));
    playerNaturals += r.playerNaturals * analysis.pUp(up);
    dealerNaturals += r.dealerNaturals * analysis.pUp(up);
  }
  const playerReturn = byUpCard.reduce((a, b) => a + b, 0);
  return {
    edge: -playerReturn,
    method:
      `combinatorial analysis, ${rules.decks} deck(s): exact dealer probabilities for every shoe composition, ` +
      `${strategy} strategy by EV maximisation, splits with the pair removed (resplits at the same odds)`,
    components: { strategy, playerNaturals, dealerNaturals, byUpCard },
  };
}

const UP_ORDER = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0];
const UP_LABEL = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10'];

/** The total-dependent basic strategy the house edge is computed for, as a chart (up cards 2…10, A). */
export function basicStrategyChart(rules: BlackjackRules, cache?: HouseEdgeCache): BasicStrategyChart {
  const analysis = new Analysis(rules, 'total-dependent', cache);
  const hard: Record<number, ChartCell[]> = {};
  const soft: Record<number, ChartCell[]> = {};
  const pairs: Record<string, ChartCell[]> = {};
  const multiHard: Record<number, ChartCell[]> = {};
  const multiSoft: Record<number, ChartCell[]> = {};
  for (let t = 5; t <= 20; t += 1) hard[t] = [];
  for (let t = 13; t <= 20; t += 1) soft[t] = [];
  for (let t = 4; t <= 20; t += 1) multiHard[t] = [];
  for (let t = 12; t <= 20; t += 1) multiSoft[t] = [];
  for (const up of UP_ORDER) {
    const u = analysis.upCard(up);
    for (let t = 5; t <= 20; t += 1) hard[t]!.push(cellOf(u.twoCardChoices(false, t)));
    for (let t = 13; t <= 20; t += 1) soft[t]!.push(cellOf(u.twoCardChoices(true, t)));
    for (let p = 0; p < RANKS; p += 1) {
      (pairs[UP_LABEL[p]!] ??= []).push(cellOf(u.pairChoices(p)));
    }
    for (let t = 4; t <= 20; t += 1) multiHard[t]!.push(u.hitsOn(false, t) ? 'H' : 'S');
    for (let t = 12; t <= 20; t += 1) multiSoft[t]!.push(u.hitsOn(true, t) ? 'H' : 'S');
  }
  return {
    upCards: UP_ORDER.map((r) => UP_LABEL[r]!),
    hard,
    soft,
    pairs,
    multiCard: { hard: multiHard, soft: multiSoft },
  };
}

type Action = 'stand' | 'hit' | 'double' | 'surrender' | 'split';
type Choices = Partial<Record<Action, number>>;

function best(choices: Choices, except: readonly Action[] = []): Action {
  let pick: Action = 'stand';
  let value = Number.NEGATIVE_INFINITY;
  for (const [action, v] of Object.entries(choices) as [Action, number][]) {
    if (except.includes(action)) continue;
    if (v > value) {
      value = v;
      pick = action;
    }
  }
  return pick;
}

function cellOf(choices: Choices): ChartCell {
  const first = best(choices);
  switch (first) {
    case 'stand':
      return 'S';
    case 'hit':
      return 'H';
    case 'split':
      return 'P';
    case 'double':
      return best(choices, ['double', 'surrender', 'split']) === 'stand' ? 'Ds' : 'Dh';
    case 'surrender': {
      const second = best(choices, ['surrender']);
      if (second === 'split') return 'Rp';
      return best(choices, ['surrender', 'split', 'double']) === 'stand' ? 'Rs' : 'Rh';
    }
  }
}

function checkDecks(decks: number): void {
  if (!Number.isInteger(decks) || decks < 1 || decks > 8) {
    throw new RangeError(`decks must be a whole number from 1 to 8, got ${decks}`);
  }
}

// A multiset of cards is a number: digit r (base 32) counts rank r. Hands never hold 32 of a rank.
const BASE = 32;
const POW = Array.from({ length: RANKS }, (_, r) => BASE ** r);

function digit(key: number, rank: number): number {
  return Math.floor(key / POW[rank]!) % BASE;
}

interface HandShape {
  readonly total: number;
  readonly soft: boolean;
  readonly hard: number;
  readonly cards: number;
}

const shapes = new Map<number, HandShape>();
function shape(key: number): HandShape {
  let s = shapes.get(key);
  if (s === undefined) {
    let hard = 0;
    let cards = 0;
    for (let r = 0; r < RANKS; r += 1) {
      const n = digit(key, r);
      hard += n * rankValue(r);
      cards += n;
    }
    const soft = digit(key, ACE) > 0 && hard + 10 <= 21;
    s = { total: soft ? hard + 10 : hard, soft, hard, cards };
    shapes.set(key, s);
  }
  return s;
}

/** Which group a (soft, total) falls in, as a small number. */
function group(soft: boolean, total: number): number {
  return (soft ? 32 : 0) + total;
}

class Analysis {
  readonly full: number[];
  readonly fullTotal: number;
  private readonly ups = new Map<number, UpCardAnalysis>();

  constructor(
    readonly rules: BlackjackRules,
    readonly strategy: StrategyKind,
    readonly cache: HouseEdgeCache = createHouseEdgeCache(),
  ) {
    checkDecks(rules.decks);
    if (!Number.isInteger(rules.maxHands) || rules.maxHands < 1 || rules.maxHands > 4) {
      throw new RangeError(`maxHands must be 1 to 4, got ${rules.maxHands}`);
    }
    this.full = Array.from({ length: RANKS }, (_, r) => (r === TEN ? 16 : 4) * rules.decks);
    this.fullTotal = 52 * rules.decks;
  }

  pUp(up: number): number {
    return this.full[up]! / this.fullTotal;
  }

  upCard(up: number): UpCardAnalysis {
    let u = this.ups.get(up);
    if (u === undefined) {
      u = new UpCardAnalysis(this, up);
      this.ups.set(up, u);
    }
    return u;
  }
}

interface Composition {
  readonly key: number;
  readonly weight: number;
}

/** Everything for one dealer up card. `xi` names the extra card removed: 0 none, P + 1 a split pair's. */
class UpCardAnalysis {
  private readonly rules: BlackjackRules;
  private readonly td: boolean;
  private readonly graph: DealerGraph;
  private readonly base: number[];
  private readonly baseTotal: number;
  private readonly scratch: Float64Array;
  private readonly dealerMemo: Map<number, Float64Array>;
  private readonly counts = new Int32Array(RANKS);
  private readonly standMemo = new Map<number, number>();
  private readonly playMemo = new Map<number, number>();
  /** Total-dependent hit (true) or stand, by group(soft, total). */
  private readonly hitStand = new Map<number, boolean>();
  /** Total-dependent first decision on two cards: summed EV of each action, by group(soft, total). */
  private readonly twoCard = new Map<number, Choices>();
  private readonly blackjackPays: number;

  constructor(
    analysis: Analysis,
    private readonly up: number,
  ) {
    this.rules = analysis.rules;
    this.td = analysis.strategy === 'total-dependent';
    const cacheKey = `${this.rules.decks}/${this.rules.dealerHitsSoft17}/${up}`;
    let shared = analysis.cache.dealer.get(cacheKey);
    if (shared === undefined) {
      shared = { graph: buildDealerGraph(up, this.rules.dealerHitsSoft17), outcomes: new Map() };
      analysis.cache.dealer.set(cacheKey, shared);
    }
    this.graph = shared.graph;
    this.dealerMemo = shared.outcomes;
    this.base = analysis.full.slice();
    this.base[up]! -= 1;
    this.baseTotal = analysis.fullTotal - 1;
    this.scratch = new Float64Array(this.graph.nodeCount);
    this.blackjackPays = this.rules.blackjackPays === '3:2' ? 1.5 : 1.2;
    if (this.td) this.decideTotals();
  }

  // ── the shoe ────────────────────────────────────────────────────────────────────────────────────

  /** Cards left by rank after removing the multiset `removed`, and how many. */
  private shoe(removed: number): { counts: number[]; total: number } {
    const counts = this.base.slice();
    let total = this.baseTotal;
    let rest = removed;
    for (let r = 0; r < RANKS; r += 1) {
      const n = rest % BASE;
      rest = (rest - n) / BASE;
      counts[r]! -= n;
      total -= n;
    }
    return { counts, total };
  }

  private dealer(removed: number): Float64Array {
    let d = this.dealerMemo.get(removed);
    if (d === undefined) {
      const counts = this.counts;
      let total = this.baseTotal;
      let rest = removed;
      for (let r = 0; r < RANKS; r += 1) {
        const n = rest % BASE;
        rest = (rest - n) / BASE;
        counts[r] = this.base[r]! - n;
        total -= n;
      }
      d = dealerOutcomes(this.graph, counts, total, this.scratch);
      this.dealerMemo.set(removed, d);
    }
    return d;
  }

  /** Probability the hole card makes a dealer natural, with `removed` gone from the shoe. */
  private pNatural(removed: number): number {
    if (this.up !== ACE && this.up !== TEN) return 0;
    const hole = this.up === ACE ? TEN : ACE;
    return (this.base[hole]! - digit(removed, hole)) / (this.baseTotal - shape(removed).cards);
  }

  // ── values of one hand (carried as E[payoff · 1{no dealer natural}] when the dealer peeks) ─────────

  private extra(xi: number): number {
    return xi === 0 ? 0 : POW[xi - 1]!;
  }

  private bust(removed: number): number {
    return this.rules.dealerPeeks ? -(1 - this.pNatural(removed)) : -1;
  }

  private surrender(removed: number): number {
    const pn = this.pNatural(removed);
    return this.rules.dealerPeeks ? -0.5 * (1 - pn) : -0.5 - 0.5 * pn;
  }

  private stand(hand: number, xi: number): number {
    const memoKey = hand * 11 + xi;
    let v = this.standMemo.get(memoKey);
    if (v === undefined) {
      const removed = hand + this.extra(xi);
      const t = shape(hand).total;
      if (t > 21) {
        v = this.bust(removed);
      } else {
        const d = this.dealer(removed);
        v = d[OUTCOME_BUST]!;
        for (let o = 0; o < 5; o += 1) {
          const dt = 17 + o;
          if (t > dt) v += d[o]!;
          else if (t < dt) v -= d[o]!;
        }
        if (!this.rules.dealerPeeks) v -= d[OUTCOME_NATURAL]!;
      }
      this.standMemo.set(memoKey, v);
    }
    return v;
  }

  /** Take one card, then play on by the strategy. */
  private hit(hand: number, xi: number): number {
    const { counts, total } = this.shoe(hand + this.extra(xi));
    let v = 0;
    for (let r = 0; r < RANKS; r += 1) {
      if (counts[r]! <= 0) continue;
      v += (counts[r]! / total) * this.play(hand + POW[r]!, xi);
    }
    return v;
  }

  private double(hand: number, xi: number): number {
    const { counts, total } = this.shoe(hand + this.extra(xi));
    let v = 0;
    for (let r = 0; r < RANKS; r += 1) {
      if (counts[r]! <= 0) continue;
      v += (counts[r]! / total) * this.stand(hand + POW[r]!, xi);
    }
    return 2 * v;
  }

  /** The hand's value from here on, hitting or standing only. */
  private play(hand: number, xi: number): number {
    const s = shape(hand);
    if (s.total >= 21) return this.stand(hand, xi);
    const memoKey = hand * 11 + xi;
    let v = this.playMemo.get(memoKey);
    if (v === undefined) {
      if (this.td) {
        const hits = this.hitStand.get(group(s.soft, s.total));
        if (hits === undefined) throw new Error(`undecided ${s.soft ? 'soft' : 'hard'} ${s.total}`);
        v = hits ? this.hit(hand, xi) : this.stand(hand, xi);
      } else {
        v = Math.max(this.stand(hand, xi), this.hit(hand, xi));
      }
      this.playMemo.set(memoKey, v);
    }
    return v;
  }

  private doubleAllowed(s: HandShape, afterSplit: boolean): boolean {
    if (afterSplit && !this.rules.doubleAfterSplit) return false;
    switch (this.rules.doubleOn) {
      case 'any':
        return true;
      case '9-11':
        return !s.soft && s.total >= 9 && s.total <= 11;
      case '10-11':
        return !s.soft && s.total >= 10 && s.total <= 11;
    }
  }

  /** Values of every first action allowed on this two-card hand. */
  private firstChoices(hand: number, xi: number, afterSplit: boolean): Choices {
    const s = shape(hand);
    const choices: Choices = { stand: this.stand(hand, xi), hit: this.hit(hand, xi) };
    if (this.doubleAllowed(s, afterSplit)) choices.double = this.double(hand, xi);
    if (!afterSplit && this.rules.surrender === 'late') {
      choices.surrender = this.surrender(hand + this.extra(xi));
    }
    return choices;
  }

  /** A two-card hand played by the strategy (no split). */
  private firstValue(hand: number, xi: number, afterSplit: boolean): number {
    const s = shape(hand);
    if (s.total === 21) return this.stand(hand, xi);
    const choices = this.firstChoices(hand, xi, afterSplit);
    if (!this.td) return Math.max(...Object.values(choices));
    const chart = this.twoCard.get(group(s.soft, s.total));
    if (chart === undefined) throw new Error(`no two-card decision for ${s.total}`);
    const allowed: Choices = {};
    for (const a of Object.keys(choices) as Action[]) allowed[a] = chart[a];
    return choices[best(allowed)]!;
  }

  // ── splitting ───────────────────────────────────────────────────────────────────────────────────

  private splitValue(pair: number): number | undefined {
    if (this.rules.maxHands < 2) return undefined;
    const xi = pair + 1;
    const { counts, total } = this.shoe(2 * POW[pair]!);
    if (total <= 0) return undefined;
    const aceNoHit = pair === ACE && !this.rules.hitSplitAces;
    const handValue = (second: number): number => {
      const hand = POW[pair]! + POW[second]!;
      return aceNoHit ? this.stand(hand, xi) : this.firstValue(hand, xi, true);
    };
    const p = counts[pair]! / total;
    let vOther = 0;
    for (let r = 0; r < RANKS; r += 1) {
      if (r === pair || counts[r]! <= 0) continue;
      vOther += (counts[r]! / total) * handValue(r);
    }
    const vPair = p > 0 ? p * handValue(pair) : 0;
    const canResplit = (hands: number) =>
      hands < this.rules.maxHands && (pair !== ACE || this.rules.resplitAces);
    // f(k, h): value of completing k one-card hands when h hands are on the table.
    const f = (k: number, h: number): number => {
      if (k === 0) return 0;
      const rest = vOther + (1 - p) * f(k - 1, h);
      return canResplit(h) ? rest + p * f(k + 1, h + 1) : rest + vPair + p * f(k - 1, h);
    };
    return f(2, 2);
  }

  // ── total-dependent strategy ────────────────────────────────────────────────────────────────────

  /** Every multiset of two or more cards with a hard total of 21 or less the shoe can hold. */
  private compositions(): Map<number, Composition[]> {
    const byGroup = new Map<number, Composition[]>();
    const held = new Array<number>(RANKS).fill(0);
    const visit = (from: number, key: number, hard: number, cards: number): void => {
      if (cards >= 2) {
        const s = shape(key);
        const g = group(s.soft, s.total);
        let list = byGroup.get(g);
        if (list === undefined) byGroup.set(g, (list = []));
        list.push({ key, weight: this.weight(held, cards) });
      }
      for (let r = from; r < RANKS; r += 1) {
        if (hard + rankValue(r) > 21 || held[r]! >= this.base[r]!) continue;
        held[r]! += 1;
        visit(r, key + POW[r]!, hard + rankValue(r), cards + 1);
        held[r]! -= 1;
      }
    };
    visit(0, 0, 0, 0);
    return byGroup;
  }

  /** Probability that the first `cards` cards drawn after the up card are exactly `held`. */
  private weight(held: readonly number[], cards: number): number {
    let w = 1;
    let k = 0;
    for (let r = 0; r < RANKS; r += 1) {
      for (let j = 0; j < held[r]!; j += 1) {
        k += 1;
        // multinomial k!/Π k_r! times falling factorials, folded in one card at a time
        w *= ((this.base[r]! - j) * k) / (j + 1);
      }
    }
    for (let j = 0; j < cards; j += 1) w /= this.baseTotal - j;
    return w;
  }

  private decideTotals(): void {
    const byGroup = this.compositions();
    this.hitStand.set(group(false, 21), false);
    this.hitStand.set(group(true, 21), false);
    const order: number[] = [];
    for (let t = 20; t >= 12; t -= 1) order.push(group(false, t));
    for (let t = 20; t >= 12; t -= 1) order.push(group(true, t));
    for (let t = 11; t >= 4; t -= 1) order.push(group(false, t));
    for (const g of order) {
      let stand = 0;
      let hit = 0;
      for (const c of byGroup.get(g) ?? []) {
        stand += c.weight * this.stand(c.key, 0);
        hit += c.weight * this.hit(c.key, 0);
      }
      this.hitStand.set(g, hit > stand);
    }
    // First decision on two cards, summed over the two-card hands of each total.
    for (let i = 0; i < RANKS; i += 1) {
      for (let j = i; j < RANKS; j += 1) {
        const hand = POW[i]! + POW[j]!;
        const s = shape(hand);
        if (s.total === 21) continue;
        const w = this.dealWeight(i, j);
        if (w === 0) continue;
        const g = group(s.soft, s.total);
        const sum = this.twoCard.get(g) ?? {};
        for (const [a, v] of Object.entries(this.firstChoices(hand, 0, false)) as [Action, number][]) {
          sum[a] = (sum[a] ?? 0) + w * v;
        }
        this.twoCard.set(g, sum);
      }
    }
  }

  /** Probability the player's two cards are ranks i and j (either order), given the up card. */
  private dealWeight(i: number, j: number): number {
    const n = this.baseTotal;
    const pairs = (n * (n - 1)) / 2;
    if (i === j) return (this.base[i]! * (this.base[i]! - 1)) / 2 / pairs;
    return (this.base[i]! * this.base[j]!) / pairs;
  }

  // ── the game ────────────────────────────────────────────────────────────────────────────────────

  /** Player's expected return given this up card, with its parts. */
  gameReturn(): { total: number; playerNaturals: number; dealerNaturals: number } {
    let total = 0;
    let playerNaturals = 0;
    let dealerNaturals = 0;
    for (let i = 0; i < RANKS; i += 1) {
      for (let j = i; j < RANKS; j += 1) {
        const w = this.dealWeight(i, j);
        if (w === 0) continue;
        const hand = POW[i]! + POW[j]!;
        if (i === ACE && j === TEN) {
          const v = w * this.blackjackPays * (1 - this.pNatural(hand));
          playerNaturals += v;
          total += v;
          continue;
        }
        let v: number;
        if (i === j) {
          const choices = this.pairChoices(i);
          v = Math.max(...Object.values(choices));
        } else {
          v = this.firstValue(hand, 0, false);
        }
        if (this.rules.dealerPeeks) {
          const lost = w * this.pNatural(hand);
          dealerNaturals -= lost;
          total -= lost;
        }
        total += w * v;
      }
    }
    return { total, playerNaturals, dealerNaturals };
  }

  /** A pair's own values: split and every other first action. */
  pairChoices(pair: number): Choices {
    const hand = 2 * POW[pair]!;
    const choices = this.firstChoices(hand, 0, false);
    const split = this.splitValue(pair);
    if (split !== undefined) choices.split = split;
    return choices;
  }

  twoCardChoices(soft: boolean, total: number): Choices {
    return this.twoCard.get(group(soft, total)) ?? {};
  }

  hitsOn(soft: boolean, total: number): boolean {
    return this.hitStand.get(group(soft, total)) ?? false;
  }
}
