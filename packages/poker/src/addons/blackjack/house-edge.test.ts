import { describe, expect, it } from 'vitest';
import {
  basicStrategyChart,
  blackjackHouseEdge,
  createHouseEdgeCache,
  type HouseEdgeOptions,
  insuranceEdge,
} from './house-edge.js';
import { ACE, buildDealerGraph, dealerOutcomes, OUTCOME_BUST, RANKS, TEN } from './house-edge-dealer.js';
import { type BlackjackRules, DEFAULT_BLACKJACK_RULES } from './rules.js';

// Published figures this file checks against (percentage points of the initial bet):
// [WOO-A9]  Wizard of Odds, Blackjack Appendix 9 — expected return of the game by a recursive
//           combinatorial program, composition-dependent play, resplit to 4 except aces, one card to
//           split aces, no surrender: https://wizardofodds.com/games/blackjack/appendix/9/1ds17r4/
//           (1 deck S17: +0.001839 DAS, +0.000423 no DAS) and …/appendix/9/euro-6dh17r4/,
//           …/euro-8dh17r4/ (6 and 8 decks H17, no hole card: −0.0072705 and −0.007562 with DAS).
// [COLOR]   The Color of Blackjack, rule effects: http://www.thecolorofblackjack.com/solution_one.html
//           (single deck, DOA, one card to split aces, S17, no surrender: player −0.02 %; six decks
//           −0.53; DAS +0.13; H17 −0.20; 6:5 −1.39; resplit aces +0.06).
// [BJREV]   BlackjackReview rule variations (6 decks, DOA, no DAS, resplit except aces, S17: player
//           −0.56 %; DAS +0.14, LS +0.08, RSA +0.07, 6:5 −1.36, H17 −0.20):
//           https://www.blackjackreview.com/wp/blackjack-rule-variations/
// [BJAGE]   Blackjackage rule variations (late surrender −0.07 house edge):
//           https://blackjackage.com/rule-variations-and-their-percentages.php
// [WOV]     Wizard of Vegas forum, the Wizard of Odds calculator for 6 decks H17 DAS, aces split once,
//           four hands, no surrender: 0.639 %; H17 vs S17 0.22:
//           https://wizardofvegas.com/forum/questions-and-answers/math/39582-how-were-house-edges-for-bj-games-determined
// [GRIFFIN] Rule effects from Griffin's Theory of Blackjack as tabled at http://www.cliquiz.com/5
//           (multi-deck: double on 10–11 only −0.18, on 9–11 only −0.09).
// [NHC]     No hole card adds about 0.11: https://statbooster.eu/basic-blackjack-strategy-4-decks.html
// [BRIEF]   Issue 19's brief, quoting the Wizard of Odds calculator: 6 decks S17 DAS ≈ 0.40–0.42 %;
//           late surrender in 6 decks H17 ≈ 0.09.

const TOLERANCE = 0.03; // percentage points

function rules(change: Partial<BlackjackRules> = {}): BlackjackRules {
  return { ...DEFAULT_BLACKJACK_RULES, ...change };
}

const cache = new Map<string, number>();
// Dealer probabilities shared by every rule set of one shoe, as the settings screen would share them.
const dealerCache = createHouseEdgeCache();
/** House edge in percent, each rule set computed once per run. */
function edge(change: Partial<BlackjackRules> = {}, options: HouseEdgeOptions = {}): number {
  const key = JSON.stringify([change, options]);
  let e = cache.get(key);
  if (e === undefined) {
    e = blackjackHouseEdge(rules(change), { ...options, cache: dealerCache }).edge * 100;
    cache.set(key, e);
  }
  return e;
}

/** `value` lies within the published range [low, high], give or take the tolerance. */
function expectPublished(value: number, low: number, high = low, tolerance = TOLERANCE): void {
  expect(value).toBeGreaterThanOrEqual(low - tolerance);
  expect(value).toBeLessThanOrEqual(high + tolerance);
}

const CD: HouseEdgeOptions = { strategy: 'composition-dependent' };

describe('dealer probabilities', () => {
  it('[BJ-EDGE-1] the dealer outcomes of a full shoe sum to one for every up card and rule', () => {
    for (const hitsSoft17 of [false, true]) {
      for (let up = 0; up < RANKS; up += 1) {
        const shoe = Array.from({ length: RANKS }, (_, r) => (r === TEN ? 96 : 24) - (r === up ? 1 : 0));
        const graph = buildDealerGraph(up, hitsSoft17);
        const out = dealerOutcomes(graph, shoe, 311, new Float64Array(graph.nodeCount));
        expect(out.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      }
    }
  });

  it('[BJ-EDGE-2] the dealer draws to 17 from what is left: small shoes counted by hand', () => {
    const counts = (cards: Partial<Record<number, number>>) =>
      Array.from({ length: RANKS }, (_, r) => cards[r] ?? 0);
    // Six up, only tens left: 16, then a ten busts.
    const six = buildDealerGraph(5, false);
    expect(dealerOutcomes(six, counts({ [TEN]: 5 }), 5, new Float64Array(six.nodeCount))[OUTCOME_BUST]).toBe(
      1,
    );
    // Ten up, a seven and a ten left: 17 or 20, half each.
    const ten = buildDealerGraph(TEN, false);
    const t = dealerOutcomes(ten, counts({ 6: 1, [TEN]: 1 }), 2, new Float64Array(ten.nodeCount));
    expect([t[0], t[3]]).toEqual([0.5, 0.5]);
    // Ace up, a six and a three left. Hole six: soft 17 stands (S17) or hits the three to soft 20
    // (H17). Hole three: soft 14 hits the six to soft 20.
    const s17 = buildDealerGraph(ACE, false);
    const h17 = buildDealerGraph(ACE, true);
    const shoe = counts({ 5: 1, 2: 1 });
    expect(Array.from(dealerOutcomes(s17, shoe, 2, new Float64Array(s17.nodeCount)))).toEqual([
      0.5, 0, 0, 0.5, 0, 0, 0,
    ]);
    expect(Array.from(dealerOutcomes(h17, shoe, 2, new Float64Array(h17.nodeCount)))).toEqual([
      0, 0, 0, 1, 0, 0, 0,
    ]);
    // Ace up, hole ten: the dealer's natural.
    expect(dealerOutcomes(s17, counts({ [TEN]: 3 }), 3, new Float64Array(s17.nodeCount))[6]).toBe(1);
  });
});

describe('insurance', () => {
  it('[BJ-EDGE-3] insurance is a bad bet: 1 − 3 · P(ten under the ace), 7.40 % in six decks, 5.88 % in one', () => {
    expect(insuranceEdge(6)).toBeCloseTo(1 - (3 * 96) / 311, 15);
    expect(insuranceEdge(6) * 100).toBeCloseTo(7.4, 2);
    expect(insuranceEdge(1) * 100).toBeCloseTo(5.88, 2);
    expect(() => insuranceEdge(9)).toThrow(RangeError);
  });
});

describe('house edge against published figures', () => {
  it('[BJ-EDGE-4] six decks, S17, DAS, split to four, no resplit aces, no surrender, 3:2 — about 0.41 % [BRIEF 0.40–0.42, COLOR 0.42]', () => {
    expectPublished(edge(), 0.4, 0.42);
  });

  it('[BJ-EDGE-5] the dealer hitting soft 17 adds about 0.20–0.22 [COLOR 0.20, BJREV 0.20, WOV 0.22]; 6D H17 is ≈ 0.64 [WOV]', () => {
    expectPublished(edge({ dealerHitsSoft17: true }) - edge(), 0.2, 0.22);
    expectPublished(edge({ dealerHitsSoft17: true }), 0.639);
  });

  it('[BJ-EDGE-6] a natural paying 6:5 adds about 1.36–1.39 [BJREV 1.36, COLOR 1.39]', () => {
    expectPublished(edge({ blackjackPays: '6:5' }) - edge(), 1.36, 1.39);
  });

  it('[BJ-EDGE-7] single deck, S17, double any two, no DAS, 3:2: the game is about even [COLOR −0.02, BRIEF −0.01…+0.02]', () => {
    expectPublished(edge({ decks: 1, doubleAfterSplit: false }), -0.02, 0.02);
  });

  it('[BJ-EDGE-8] late surrender takes off about 0.07–0.08 in six decks S17 [BJAGE 0.07, BJREV 0.08] and ≈ 0.09 with H17 [BRIEF]', () => {
    expectPublished(edge() - edge({ surrender: 'late' }), 0.07, 0.08);
    expectPublished(
      edge({ dealerHitsSoft17: true }) - edge({ dealerHitsSoft17: true, surrender: 'late' }),
      0.09,
    );
  });

  it('[BJ-EDGE-9] doubling after a split takes off about 0.13–0.14 [COLOR 0.13, BJREV 0.14]; 6D no DAS ≈ 0.56 [BJREV]', () => {
    expectPublished(edge({ doubleAfterSplit: false }) - edge(), 0.13, 0.14);
    expectPublished(edge({ doubleAfterSplit: false }), 0.56);
  });

  it('[BJ-EDGE-10] resplitting aces takes off about 0.06–0.07 [COLOR 0.06, BJREV 0.07]', () => {
    expectPublished(edge() - edge({ resplitAces: true }), 0.06, 0.07);
  });

  it('[BJ-EDGE-17] restricted doubling, no resplits and no hole card cost what the tables say [COLOR, GRIFFIN, BJREV, NHC]', () => {
    expectPublished(edge({ doubleOn: '10-11' }) - edge(), 0.18, 0.21);
    expectPublished(edge({ doubleOn: '9-11' }) - edge(), 0.09);
    expectPublished(edge({ maxHands: 2 }) - edge(), 0.03, 0.04);
    expectPublished(edge({ dealerPeeks: false }) - edge(), 0.11);
  });

  it('[BJ-EDGE-11] composition-dependent play matches the Wizard of Odds appendix 9 game returns [WOO-A9]', () => {
    const wizard = { maxHands: 4, resplitAces: false, hitSplitAces: false, surrender: 'none' } as const;
    expectPublished(edge({ ...wizard, decks: 1 }, CD), -0.1839);
    expectPublished(edge({ ...wizard, decks: 1, doubleAfterSplit: false }, CD), -0.0423);
    expectPublished(edge({ ...wizard, decks: 6, dealerHitsSoft17: true, dealerPeeks: false }, CD), 0.72705);
    expectPublished(edge({ ...wizard, decks: 8, dealerHitsSoft17: true, dealerPeeks: false }, CD), 0.7562);
  });

  it('[BJ-EDGE-12] playing by the exact cards held never costs: composition-dependent edge ≤ basic strategy edge', () => {
    expect(edge({}, CD)).toBeLessThanOrEqual(edge());
    expect(edge() - edge({}, CD)).toBeLessThan(0.02);
  });

  it('[BJ-EDGE-13] the result names its method and splits the return into its parts', () => {
    const result = blackjackHouseEdge(rules({ decks: 1, blackjackPays: '6:5' }));
    expect(result.method).toMatch(/combinatorial/);
    expect(result.components.strategy).toBe('total-dependent');
    expect(result.components.byUpCard).toHaveLength(10);
    expect(result.components.byUpCard.reduce((a, b) => a + b, 0)).toBeCloseTo(-result.edge, 12);
    // A single-deck natural: P = 2 · 4/52 · 16/51; paid 1.2 unless the dealer has one too.
    expect(result.components.playerNaturals).toBeGreaterThan(0.9 * 1.2 * ((2 * 4 * 16) / (52 * 51)));
    expect(result.components.playerNaturals).toBeLessThan(1.2 * ((2 * 4 * 16) / (52 * 51)));
    expect(result.components.dealerNaturals).toBeLessThan(0);
  });

  it('[BJ-EDGE-14] rules outside the table settings are refused', () => {
    expect(() => blackjackHouseEdge(rules({ decks: 0 }))).toThrow(RangeError);
    expect(() => blackjackHouseEdge(rules({ decks: 2.5 }))).toThrow(RangeError);
    expect(() => blackjackHouseEdge(rules({ maxHands: 5 }))).toThrow(RangeError);
  });
});

describe('basic strategy chart', () => {
  // Column of each up card in the chart: 2 … 10, A.
  const col = (up: string) => ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'A'].indexOf(up);

  it('[BJ-EDGE-15] six decks H17 DAS late surrender: the famous cells of the published chart', () => {
    const chart = basicStrategyChart(rules({ dealerHitsSoft17: true, surrender: 'late' }), dealerCache);
    expect(chart.upCards).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', 'A']);
    expect(chart.hard[16]![col('10')]).toBe('Rh'); // surrender 16 v 10
    expect(chart.hard[15]![col('A')]).toBe('Rh'); // H17 adds 15 v A
    expect(chart.hard[17]![col('A')]).toBe('Rs'); // and 17 v A
    expect(chart.hard[11]![col('A')]).toBe('Dh'); // double 11 v A when the dealer hits soft 17
    expect(chart.hard[12]![col('3')]).toBe('H');
    expect(chart.hard[12]![col('4')]).toBe('S');
    expect(chart.soft[18]![col('9')]).toBe('H'); // hit soft 18 v 9
    expect(chart.soft[18]![col('2')]).toBe('Ds'); // H17: double soft 18 v 2
    expect(chart.soft[19]![col('6')]).toBe('Ds'); // H17: double soft 19 v 6
    expect(chart.pairs['8']![col('A')]).toBe('Rp'); // H17 with surrender: surrender 8,8 v A
    expect(chart.pairs.A).toEqual(Array(10).fill('P'));
    expect(chart.pairs['10']).toEqual(Array(10).fill('S'));
    expect(chart.pairs['9']![col('7')]).toBe('S');
    expect(chart.multiCard.hard[16]![col('10')]).toBe('H');
  });

  it('[BJ-EDGE-16] six decks S17 no surrender: hit 16 v 10, hit 11 v A, stand soft 19 v 6', () => {
    const chart = basicStrategyChart(rules(), dealerCache);
    expect(chart.hard[16]![col('10')]).toBe('H');
    expect(chart.hard[11]![col('A')]).toBe('H');
    expect(chart.hard[11]![col('10')]).toBe('Dh');
    expect(chart.soft[19]![col('6')]).toBe('S');
    expect(chart.soft[18]![col('2')]).toBe('S');
    expect(chart.pairs['8']![col('A')]).toBe('P');
  });
});
