import { describe, expect, it } from 'vitest';
import type { Card } from '../../cards/cards.js';
import { seededRandom } from '../../cards/deck.js';
import { type BlackjackRules, DEFAULT_BLACKJACK_RULES } from './rules.js';
import { basicStrategyAction, basicStrategyDecision, type DecisionsOpen } from './strategy.js';
import { play, round, table } from './test-driver.js';

const S17 = DEFAULT_BLACKJACK_RULES;
const H17: BlackjackRules = { ...S17, dealerHitsSoft17: true };
const ALL: DecisionsOpen = { double: true, split: true, surrender: true, hit: true };
const NONE: DecisionsOpen = { double: false, split: false, surrender: false, hit: true };

function play1(rules: BlackjackRules, hand: Card[], up: Card, open: DecisionsOpen = ALL) {
  return basicStrategyDecision(rules, hand, up, open);
}

describe('basic strategy (BJ-18)', () => {
  it('[BJ-CHART-18] hard totals follow the 4–8 deck chart', () => {
    expect(play1(S17, ['C9', 'D7'], 'HT')).toBe('surrender');
    expect(play1(S17, ['C9', 'D7'], 'HT', NONE)).toBe('hit');
    expect(play1(S17, ['C9', 'D7'], 'H6')).toBe('stand');
    expect(play1(S17, ['CT', 'D2'], 'H3')).toBe('hit');
    expect(play1(S17, ['CT', 'D2'], 'H4')).toBe('stand');
    expect(play1(S17, ['C5', 'D4'], 'H2')).toBe('hit');
    expect(play1(S17, ['C5', 'D4'], 'H3')).toBe('double');
    expect(play1(S17, ['C6', 'D4'], 'HT')).toBe('hit');
    expect(play1(S17, ['C9', 'D8'], 'HA')).toBe('stand');
  });

  it('[BJ-CHART-18] H17 changes 11 v A, soft 18 v 2, soft 19 v 6 and the surrenders', () => {
    expect(play1(S17, ['C6', 'D5'], 'HA')).toBe('hit');
    expect(play1(H17, ['C6', 'D5'], 'HA')).toBe('double');
    expect(play1(S17, ['CA', 'D7'], 'H2')).toBe('stand');
    expect(play1(H17, ['CA', 'D7'], 'H2')).toBe('double');
    expect(play1(S17, ['CA', 'D8'], 'H6')).toBe('stand');
    expect(play1(H17, ['CA', 'D8'], 'H6')).toBe('double');
    expect(play1(S17, ['CT', 'D5'], 'HA')).toBe('hit');
    expect(play1(H17, ['CT', 'D5'], 'HA')).toBe('surrender');
    expect(play1(H17, ['CT', 'D7'], 'HA')).toBe('surrender');
    expect(play1(H17, ['CT', 'D7'], 'HA', NONE)).toBe('stand');
    expect(play1(S17, ['C8', 'D8'], 'HA')).toBe('split');
    expect(play1(H17, ['C8', 'D8'], 'HA')).toBe('surrender');
  });

  it('[BJ-CHART-18] soft hands double where the chart says, or fall back', () => {
    expect(play1(S17, ['CA', 'D2'], 'H5')).toBe('double');
    expect(play1(S17, ['CA', 'D2'], 'H4')).toBe('hit');
    expect(play1(S17, ['CA', 'D7'], 'H4')).toBe('double');
    expect(play1(S17, ['CA', 'D2', 'H5'], 'H4', NONE)).toBe('stand'); // soft 18 v 4: Ds → stand
    expect(play1(S17, ['CA', 'D7'], 'H9')).toBe('hit');
    expect(play1(S17, ['CA', 'D2', 'H2'], 'H5', NONE)).toBe('hit'); // soft 15 v 5: D → hit
  });

  it('[BJ-CHART-18] pairs split by the chart; 2s, 3s, 4s and 6s depend on doubling after a split', () => {
    const noDas = { ...S17, doubleAfterSplit: false };
    expect(play1(S17, ['CA', 'DA'], 'HT')).toBe('split');
    expect(play1(S17, ['CT', 'DK'], 'H6')).toBe('stand');
    expect(play1(S17, ['C9', 'D9'], 'H7')).toBe('stand');
    expect(play1(S17, ['C9', 'D9'], 'H8')).toBe('split');
    expect(play1(S17, ['C2', 'D2'], 'H2')).toBe('split');
    expect(play1(noDas, ['C2', 'D2'], 'H2')).toBe('hit');
    expect(play1(S17, ['C4', 'D4'], 'H5')).toBe('split');
    expect(play1(noDas, ['C4', 'D4'], 'H5')).toBe('hit');
    expect(play1(S17, ['C5', 'D5'], 'H9')).toBe('double');
    expect(play1(S17, ['C8', 'D8'], 'HT', { ...ALL, split: false, surrender: false })).toBe('hit');
  });

  it('[BJ-CHART-18] the bot bets within the limits, declines insurance and plays only legal actions', () => {
    const start = table();
    const bet = basicStrategyAction(start, 0, seededRandom(1));
    expect(bet).toMatchObject({ type: 'bet', seatIndex: 0 });
    expect([10, 20, 30]).toContain(bet?.type === 'bet' ? bet.amount : 0);
    const insurance = round(start, { 0: 10 }, ['C9', 'DA', 'H7', 'S8']).state;
    expect(basicStrategyAction(insurance, 0, seededRandom(1))).toEqual({
      type: 'declineInsurance',
      seatIndex: 0,
    });
    const splitAces = play(
      round(start, { 0: 10 }, ['CA', 'D9', 'HA', 'S7']).state,
      { type: 'split', seatIndex: 0 },
      { type: 'dealCard', card: 'C2' },
    ).state;
    expect(splitAces.hands[0]!.status).toBe('standing');
    const resplit = play(
      round(table({ resplitAces: true }), { 0: 10 }, ['CA', 'D6', 'HA', 'S7']).state,
      { type: 'split', seatIndex: 0 },
      { type: 'dealCard', card: 'DA' },
    ).state;
    expect(basicStrategyAction(resplit, 0, seededRandom(1))).toEqual({ type: 'split', seatIndex: 0 });
    expect(basicStrategyAction(resplit, 3, seededRandom(1))).toBeNull();
  });
});
