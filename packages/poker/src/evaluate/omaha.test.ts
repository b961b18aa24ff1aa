import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Card, cardIndex } from '../cards/cards.js';
import { evaluateHigh, highCategory } from './high.js';
import { evaluateOmahaHigh } from './omaha.js';
import { compareScores, referenceOmahaHigh, subsets } from './testing/reference.js';

const SEED = 20_241_122;
const hand = (...cards: Card[]) => cards.map(cardIndex);
const deal = (n: number) =>
  fc.shuffledSubarray(
    Array.from({ length: 52 }, (_, i) => i),
    { minLength: n, maxLength: n },
  );

describe('Omaha high', () => {
  it('[EVAL-20] equals the best of every 2-hole + 3-board five (4, 5, 6 hole cards; 3, 4, 5 board)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 6 }),
        fc.integer({ min: 3, max: 5 }),
        deal(11),
        (nh, nb, cards) => {
          const hole = cards.slice(0, nh);
          const board = cards.slice(nh, nh + nb);
          const brute = Math.max(
            ...subsets(hole, 2).flatMap((two) =>
              subsets(board, 3).map((three) => evaluateHigh([...two, ...three])),
            ),
          );
          expect(evaluateOmahaHigh(hole, board)).toBe(brute);
        },
      ),
      { seed: SEED, numRuns: 5_000 },
    );
  });

  it('[EVAL-28] on the river (the precomputed board rows) equals the brute force, 4-6 hole cards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 6 }), deal(11), (nh, cards) => {
        const hole = cards.slice(0, nh);
        const board = cards.slice(6, 11);
        const brute = Math.max(
          ...subsets(hole, 2).flatMap((two) =>
            subsets(board, 3).map((three) => evaluateHigh([...two, ...three])),
          ),
        );
        expect(evaluateOmahaHigh(hole, board)).toBe(brute);
      }),
      { seed: SEED, numRuns: 4_000 },
    );
  });

  it('[EVAL-21] flush-heavy deals (two suits only) agree with the brute force too', () => {
    const twoSuits = Array.from({ length: 52 }, (_, i) => i).filter((c) => (c & 3) >= 2);
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 6 }),
        fc.shuffledSubarray(twoSuits, { minLength: 11, maxLength: 11 }),
        (nh, cards) => {
          const hole = cards.slice(0, nh);
          const board = cards.slice(nh, nh + 5);
          const brute = Math.max(
            ...subsets(hole, 2).flatMap((two) =>
              subsets(board, 3).map((three) => evaluateHigh([...two, ...three])),
            ),
          );
          expect(evaluateOmahaHigh(hole, board)).toBe(brute);
        },
      ),
      { seed: SEED, numRuns: 3_000 },
    );
  });

  it('[EVAL-22] two Omaha hands compare the way the reference compares them', () => {
    fc.assert(
      fc.property(deal(13), (cards) => {
        const [a, b, board] = [cards.slice(0, 4), cards.slice(4, 8), cards.slice(8)];
        expect(Math.sign(evaluateOmahaHigh(a, board) - evaluateOmahaHigh(b, board))).toBe(
          Math.sign(compareScores(referenceOmahaHigh(a, board), referenceOmahaHigh(b, board))),
        );
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it('[EVAL-23] four suited hole cards with two of the suit on board is no flush', () => {
    const v = evaluateOmahaHigh(hand('SA', 'SK', 'S7', 'S4'), hand('SJ', 'S9', 'D5', 'H8', 'D2'));
    expect(highCategory(v)).toBe('High card');
  });

  it('[EVAL-24] one suited hole card with four of the suit on board is no flush', () => {
    const v = evaluateOmahaHigh(hand('SA', 'DK', 'HQ', 'CJ'), hand('S9', 'S8', 'S7', 'S2', 'DT'));
    expect(highCategory(v)).toBe('Straight');
  });

  it('[EVAL-25] exactly two hole cards play: four to a straight in the hand does not make one', () => {
    // Hole 9-T-J-Q with a K-2-3 board: only two of the hole cards may play, so no straight.
    const v = evaluateOmahaHigh(hand('C9', 'DT', 'HJ', 'SQ'), hand('CK', 'D2', 'H3', 'S7', 'C4'));
    expect(highCategory(v)).toBe('High card');
  });

  it('[EVAL-26] exactly three board cards play: quads on board is only trips plus two hole cards', () => {
    const v = evaluateOmahaHigh(hand('C2', 'D3', 'H4', 'S6'), hand('CA', 'DA', 'HA', 'SA', 'CK'));
    expect(highCategory(v)).toBe('Three of a kind');
  });

  it('[EVAL-27] no board, no hand', () => {
    expect(evaluateOmahaHigh(hand('CA', 'DA', 'HA', 'SA'), [])).toBe(0);
  });
});
