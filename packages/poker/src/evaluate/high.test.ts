import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Card, cardIndex } from '../cards/cards.js';
import {
  CARD_MASKS,
  evaluateHigh,
  evaluateHigh5,
  evaluateHigh6,
  evaluateHigh7,
  evaluateHighKey,
  HIGH_KEYS,
  highCategory,
} from './high.js';
import { sevenCardValueCounts } from './seven-card-census.js';
import { RANK_MULTISET_COUNT, RANK_TABLE_SIZE } from './tables.js';
import { compareScores, referenceHigh, referenceHigh5, subsets } from './testing/reference.js';

const SEED = 20_241_122;
const hand = (...cards: Card[]) => cards.map(cardIndex);
const high = (...cards: Card[]) => evaluateHigh(hand(...cards));
const randomCards = (n: number) =>
  fc.shuffledSubarray(
    Array.from({ length: 52 }, (_, i) => i),
    { minLength: n, maxLength: n },
  );

describe('high evaluator', () => {
  it('[EVAL-1] every 5-card hand: exactly 7,462 distinct values, the textbook count per category', () => {
    const seen = new Uint8Array(7463);
    const perCategory = new Map<string, number>();
    const counts = new Int32Array(7463);
    for (let a = 0; a < 48; a++)
      for (let b = a + 1; b < 49; b++)
        for (let c = b + 1; c < 50; c++)
          for (let d = c + 1; d < 51; d++)
            for (let e = d + 1; e < 52; e++) counts[evaluateHigh5(a, b, c, d, e)]!++;
    let distinct = 0;
    counts.forEach((n, value) => {
      if (n === 0) return;
      expect(value).toBeGreaterThan(0);
      seen[value] = 1;
      distinct++;
      const category = highCategory(value);
      perCategory.set(category, (perCategory.get(category) ?? 0) + n);
    });
    expect(counts[0]).toBe(0);
    expect(distinct).toBe(7462);
    expect(Object.fromEntries(perCategory)).toEqual({
      'Straight flush': 40,
      'Four of a kind': 624,
      'Full house': 3744,
      Flush: 5108,
      Straight: 10_200,
      'Three of a kind': 54_912,
      'Two pair': 123_552,
      'One pair': 1_098_240,
      'High card': 1_302_540,
    });
  });

  it('[EVAL-2] the 7,462 classes are in exactly the order of the reference evaluator', () => {
    // One hand per class: the first hand met with each value, then sorted by value.
    const sample = new Map<number, number[]>();
    for (let a = 0; a < 48; a++)
      for (let b = a + 1; b < 49; b++)
        for (let c = b + 1; c < 50; c++)
          for (let d = c + 1; d < 51; d++)
            for (let e = d + 1; e < 52; e++) {
              const v = evaluateHigh5(a, b, c, d, e);
              if (!sample.has(v)) sample.set(v, [a, b, c, d, e]);
            }
    const values = [...sample.keys()].sort((x, y) => x - y);
    expect(values[0]).toBe(1);
    expect(values.at(-1)).toBe(7462);
    for (let i = 1; i < values.length; i++) {
      const lower = referenceHigh5(sample.get(values[i - 1]!)!);
      const higher = referenceHigh5(sample.get(values[i]!)!);
      expect(compareScores(higher, lower), `${values[i - 1]} < ${values[i]}`).toBeGreaterThan(0);
    }
  });

  it('[EVAL-3] a 7-card value is the best of its 21 five-card subsets (random hands)', () => {
    fc.assert(
      fc.property(randomCards(7), (c) => {
        const v = evaluateHigh7(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!);
        const bestFive = Math.max(
          ...subsets(c, 5).map((f) => evaluateHigh5(f[0]!, f[1]!, f[2]!, f[3]!, f[4]!)),
        );
        expect(v).toBe(bestFive);
        expect(evaluateHigh(c)).toBe(v);
      }),
      { seed: SEED, numRuns: 20_000 },
    );
  });

  it('[EVAL-4] a 6-card value is the best of its 6 five-card subsets (random hands)', () => {
    fc.assert(
      fc.property(randomCards(6), (c) => {
        const v = evaluateHigh6(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!);
        expect(v).toBe(Math.max(...subsets(c, 5).map((f) => evaluateHigh(f))));
        expect(evaluateHigh(c)).toBe(v);
      }),
      { seed: SEED, numRuns: 10_000 },
    );
  });

  it('[EVAL-5] two random 7-card hands compare the way the reference evaluator compares them', () => {
    fc.assert(
      fc.property(randomCards(14), (c) => {
        const a = c.slice(0, 7);
        const b = c.slice(7);
        const fast = Math.sign(evaluateHigh(a) - evaluateHigh(b));
        expect(fast).toBe(Math.sign(compareScores(referenceHigh(a), referenceHigh(b))));
      }),
      { seed: SEED, numRuns: 2_000 },
    );
  });

  it('[EVAL-6] the incremental key form equals the direct evaluation, in any order of adding', () => {
    fc.assert(
      fc.property(randomCards(7), fc.integer({ min: 5, max: 7 }), (c, n) => {
        const cards = c.slice(0, n);
        let key = 0;
        let mask = 0;
        for (const card of cards) {
          key += HIGH_KEYS[card]!;
          mask += CARD_MASKS[card]!;
        }
        expect(evaluateHighKey(key, mask)).toBe(evaluateHigh(cards));
        // A board key plus a hole key is the key of the whole hand.
        const boardKey = cards.slice(2).reduce((k, card) => k + HIGH_KEYS[card]!, 0);
        const boardMask = cards.slice(2).reduce((m, card) => m + CARD_MASKS[card]!, 0);
        const holeKey = HIGH_KEYS[cards[0]!]! + HIGH_KEYS[cards[1]!]!;
        const holeMask = CARD_MASKS[cards[0]!]! + CARD_MASKS[cards[1]!]!;
        expect(evaluateHighKey(boardKey + holeKey, boardMask + holeMask)).toBe(evaluateHigh(cards));
      }),
      { seed: SEED, numRuns: 10_000 },
    );
  });

  it('[EVAL-9] every one of the 133,784,560 seven-card hands: 4,824 distinct values, textbook categories', () => {
    const counts = sevenCardValueCounts();
    const perCategory: Record<string, number> = {};
    let distinct = 0;
    counts.forEach((n, value) => {
      if (n === 0) return;
      distinct++;
      perCategory[highCategory(value)] = (perCategory[highCategory(value)] ?? 0) + n;
    });
    expect(counts[0]).toBe(0);
    expect(distinct).toBe(4824);
    expect(perCategory).toEqual({
      'Straight flush': 41_584,
      'Four of a kind': 224_848,
      'Full house': 3_473_184,
      Flush: 4_047_644,
      Straight: 6_180_020,
      'Three of a kind': 6_461_620,
      'Two pair': 31_433_400,
      'One pair': 58_627_800,
      'High card': 23_294_460,
    });
  }, 60_000);

  it('[EVAL-7] every rank multiset of up to 7 cards has its own table slot', () => {
    expect(RANK_MULTISET_COUNT).toBe(76_155);
    expect(RANK_TABLE_SIZE).toBeGreaterThanOrEqual(RANK_MULTISET_COUNT);
  });

  it('[EVAL-8] fewer than five cards is no hand; more than seven plays the best five', () => {
    expect(evaluateHigh(hand('SA', 'HA', 'DA', 'CA'))).toBe(0);
    expect(high('SA', 'HA', 'DA', 'CA', 'S2', 'S3', 'S4', 'S5', 'S6')).toBe(
      high('S2', 'S3', 'S4', 'S5', 'S6'),
    );
  });
});

describe('high hand rules', () => {
  it('[EVAL-10] a wheel (A-2-3-4-5) is the lowest straight, below 2-3-4-5-6 and above three aces', () => {
    const wheel = high('CA', 'H2', 'D3', 'S4', 'C5');
    expect(highCategory(wheel)).toBe('Straight');
    expect(wheel).toBeLessThan(high('C2', 'H3', 'D4', 'S5', 'C6'));
    expect(wheel).toBeGreaterThan(high('CA', 'HA', 'DA', 'SK', 'CQ'));
  });

  it('[EVAL-11] straights do not wrap around the ace (Q-K-A-2-3 is ace high)', () => {
    expect(highCategory(high('CQ', 'HK', 'DA', 'S2', 'C3'))).toBe('High card');
  });

  it('[EVAL-12] a steel wheel is a straight flush, the lowest one', () => {
    const steel = high('CA', 'C2', 'C3', 'C4', 'C5');
    expect(highCategory(steel)).toBe('Straight flush');
    expect(steel).toBeLessThan(high('C2', 'C3', 'C4', 'C5', 'C6'));
    expect(steel).toBeGreaterThan(high('SA', 'HA', 'DA', 'CA', 'SK'));
  });

  it('[EVAL-13] category order: flush beats straight, full house beats flush, quads beat full house', () => {
    const straight = high('C9', 'HT', 'DJ', 'SQ', 'CK');
    const flush = high('H2', 'H4', 'H6', 'H8', 'HT');
    const fullHouse = high('C2', 'H2', 'D2', 'S3', 'C3');
    const quads = high('C2', 'H2', 'D2', 'S2', 'C3');
    expect(straight).toBeLessThan(flush);
    expect(flush).toBeLessThan(fullHouse);
    expect(fullHouse).toBeLessThan(quads);
  });

  it('[EVAL-14] kickers decide equal pairs; suits never do', () => {
    expect(high('CA', 'HA', 'DK', 'S7', 'C3')).toBeGreaterThan(high('DA', 'SA', 'HQ', 'SJ', 'C9'));
    expect(high('CA', 'HA', 'DK', 'S7', 'C3')).toBe(high('DA', 'SA', 'HK', 'C7', 'D3'));
  });

  it('[EVAL-15] from seven cards the best five play: the board can counterfeit a two pair kicker', () => {
    // Both players play the board's two pair with the ace kicker.
    const board = hand('SA', 'HK', 'DK', 'S9', 'H9');
    expect(evaluateHigh([...board, ...hand('C2', 'D3')])).toBe(evaluateHigh([...board, ...hand('CQ', 'DJ')]));
  });

  it('[EVAL-16] seven cards with two possible flushes never happen, six suited cards play the best five', () => {
    expect(high('S2', 'S4', 'S6', 'S8', 'ST', 'SQ', 'HA')).toBe(high('S4', 'S6', 'S8', 'ST', 'SQ'));
  });
});
