import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Card, cardIndex } from '../cards/cards.js';
import { evaluateAceFiveLow, evaluateDeuceSevenLow, evaluateLow8, evaluateOmahaLow8 } from './low.js';
import {
  compareScores,
  referenceAceFive,
  referenceDeuceSeven,
  referenceLow8,
  referenceOmahaLow8,
} from './testing/reference.js';

const SEED = 20_241_122;
const hand = (...cards: Card[]) => cards.map(cardIndex);
const deal = (n: number) =>
  fc.shuffledSubarray(
    Array.from({ length: 52 }, (_, i) => i),
    { minLength: n, maxLength: n },
  );
/** Ranks A..9 only, so that lows are common. */
const lowDeal = (n: number) =>
  fc.shuffledSubarray(
    Array.from({ length: 52 }, (_, i) => i).filter((c) => c >> 2 <= 7 || c >> 2 === 12),
    { minLength: n, maxLength: n },
  );

describe('eight-or-better low', () => {
  it('[EVAL-30] stud low (5-7 cards) agrees with the reference: who qualifies and who is lower', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 7 }), lowDeal(14), (n, cards) => {
        const a = cards.slice(0, n);
        const b = cards.slice(7, 7 + n);
        expect(evaluateLow8(a) === 0).toBe(referenceLow8(a) === null);
        expect(Math.sign(evaluateLow8(a) - evaluateLow8(b))).toBe(
          Math.sign(compareScores(referenceLow8(a), referenceLow8(b))),
        );
      }),
      { seed: SEED, numRuns: 3_000 },
    );
  });

  it('[EVAL-31] Omaha low (exactly 2 + 3) agrees with the reference for 4-6 hole cards', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 6 }),
        fc.integer({ min: 3, max: 5 }),
        lowDeal(17),
        (nh, nb, cards) => {
          const a = cards.slice(0, nh);
          const b = cards.slice(6, 6 + nh);
          const board = cards.slice(12, 12 + nb);
          const [va, vb] = [evaluateOmahaLow8(a, board), evaluateOmahaLow8(b, board)];
          const [ra, rb] = [referenceOmahaLow8(a, board), referenceOmahaLow8(b, board)];
          expect(va === 0).toBe(ra === null);
          expect(Math.sign(va - vb)).toBe(Math.sign(compareScores(ra, rb)));
        },
      ),
      { seed: SEED, numRuns: 3_000 },
    );
  });

  it('[EVAL-32] A-2-3-4-5 is the best low; 8-7-6-5-4 the worst that qualifies; a nine never plays', () => {
    const wheel = evaluateLow8(hand('CA', 'H2', 'D3', 'S4', 'C5'));
    const worst = evaluateLow8(hand('C8', 'H7', 'D6', 'S5', 'C4'));
    expect(worst).toBeGreaterThan(0);
    expect(wheel).toBeGreaterThan(worst);
    expect(evaluateLow8(hand('C9', 'H7', 'D6', 'S5', 'C4'))).toBe(0);
  });

  it('[EVAL-33] compares the highest card first: 8-5-4-3-2 beats 8-6-3-2-A', () => {
    expect(evaluateLow8(hand('C8', 'H5', 'D4', 'S3', 'C2'))).toBeGreaterThan(
      evaluateLow8(hand('C8', 'H6', 'D3', 'S2', 'CA')),
    );
  });

  it('[EVAL-34] pairs do not make a low: five distinct ranks are needed', () => {
    expect(evaluateLow8(hand('CA', 'HA', 'D2', 'S3', 'C4', 'D4', 'H3'))).toBe(0);
  });

  it('[EVAL-35] Omaha: a counterfeited A-2 with no other low cards has no low', () => {
    expect(evaluateOmahaLow8(hand('CA', 'H2', 'SJ', 'HJ'), hand('DA', 'D2', 'S5', 'H8', 'CK'))).toBe(0);
  });

  it('[EVAL-36] Omaha: the low may use different hole cards than the high', () => {
    // A-2 for the low, K-K for the high.
    expect(evaluateOmahaLow8(hand('CA', 'H2', 'SK', 'HK'), hand('S4', 'C5', 'D7', 'H9', 'SJ'))).toBe(
      evaluateLow8(hand('CA', 'H2', 'S4', 'C5', 'D7')),
    );
  });

  it('[EVAL-37] Omaha: three hole low cards cannot play with two board low cards', () => {
    expect(evaluateOmahaLow8(hand('CA', 'H2', 'D3', 'SK'), hand('S4', 'C5', 'DK', 'HQ', 'SJ'))).toBe(0);
  });
});

describe('ace-to-five lowball', () => {
  it('[EVAL-40] agrees with the reference on random 5-7 card hands (razz, A-5 triple draw)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 7 }), deal(14), (n, cards) => {
        const a = cards.slice(0, n);
        const b = cards.slice(7, 7 + n);
        expect(Math.sign(evaluateAceFiveLow(a) - evaluateAceFiveLow(b))).toBe(
          Math.sign(compareScores(referenceAceFive(a), referenceAceFive(b))),
        );
      }),
      { seed: SEED, numRuns: 3_000 },
    );
  });

  it('[EVAL-41] A-2-3-4-5 is the best hand even suited; straights and flushes do not count', () => {
    const wheel = evaluateAceFiveLow(hand('CA', 'C2', 'C3', 'C4', 'C5'));
    expect(wheel).toBe(evaluateAceFiveLow(hand('DA', 'H2', 'S3', 'D4', 'H5')));
    expect(wheel).toBeGreaterThan(evaluateAceFiveLow(hand('CA', 'H2', 'D3', 'S4', 'C6')));
  });

  it('[EVAL-42] pairs count against: any no-pair hand beats a pair, the lower pair wins', () => {
    const kingHigh = evaluateAceFiveLow(hand('CK', 'HQ', 'DJ', 'ST', 'C9'));
    const acesPair = evaluateAceFiveLow(hand('CA', 'HA', 'D2', 'S3', 'C4'));
    expect(kingHigh).toBeGreaterThan(acesPair);
    expect(acesPair).toBeGreaterThan(evaluateAceFiveLow(hand('C2', 'H2', 'DA', 'S3', 'C4')));
  });

  it('[EVAL-43] razz plays the best five of seven, forced to a pair when it must', () => {
    expect(evaluateAceFiveLow(hand('DA', 'HA', 'D2', 'H2', 'D3', 'H3', 'D4'))).toBe(
      evaluateAceFiveLow(hand('DA', 'HA', 'D2', 'D3', 'D4')),
    );
  });
});

describe('deuce-to-seven lowball', () => {
  it('[EVAL-50] agrees with the reference on random five-card hands', () => {
    fc.assert(
      fc.property(deal(10), (cards) => {
        const [a, b] = [cards.slice(0, 5), cards.slice(5)];
        expect(Math.sign(evaluateDeuceSevenLow(a) - evaluateDeuceSevenLow(b))).toBe(
          Math.sign(compareScores(referenceDeuceSeven(a), referenceDeuceSeven(b))),
        );
      }),
      { seed: SEED, numRuns: 5_000 },
    );
  });

  it('[EVAL-51] 7-5-4-3-2 of mixed suits is the best hand; suited it is a flush and loses to 8-6-4-3-2', () => {
    const best = evaluateDeuceSevenLow(hand('C7', 'D5', 'H4', 'S3', 'C2'));
    expect(best).toBe(7462);
    const flush = evaluateDeuceSevenLow(hand('C7', 'C5', 'C4', 'C3', 'C2'));
    expect(flush).toBeLessThan(evaluateDeuceSevenLow(hand('H8', 'D6', 'S4', 'D3', 'H2')));
  });

  it('[EVAL-52] A-2-3-4-5 is not a straight: it is ace-high, better than any pair, worse than K-high', () => {
    const aceHigh = evaluateDeuceSevenLow(hand('CA', 'D2', 'H3', 'S4', 'C5'));
    expect(aceHigh).toBeGreaterThan(evaluateDeuceSevenLow(hand('C2', 'D2', 'H3', 'S4', 'C5')));
    expect(aceHigh).toBeLessThan(evaluateDeuceSevenLow(hand('CK', 'D2', 'H3', 'S4', 'C5')));
    expect(aceHigh).toBeGreaterThan(evaluateDeuceSevenLow(hand('C2', 'D3', 'H4', 'S5', 'C6')));
  });

  it('[EVAL-53] straights count against: 2-3-4-5-6 loses to 8-6-5-4-3... and to K-Q-J-T-8', () => {
    const straight = evaluateDeuceSevenLow(hand('C2', 'D3', 'H4', 'S5', 'C6'));
    expect(straight).toBeLessThan(evaluateDeuceSevenLow(hand('CK', 'DQ', 'HJ', 'ST', 'C8')));
  });

  it('[EVAL-54] the ace is always high: A-K-Q-J-T is a straight', () => {
    expect(evaluateDeuceSevenLow(hand('CA', 'DK', 'HQ', 'SJ', 'CT'))).toBeLessThan(
      evaluateDeuceSevenLow(hand('CA', 'DK', 'HQ', 'SJ', 'C9')),
    );
  });
});
