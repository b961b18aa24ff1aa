import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Card, cardIndex } from '../cards/cards.js';
import { badugiSize, evaluateBadugi } from './badugi.js';
import { compareScores, referenceBadugi } from './testing/reference.js';

const SEED = 20_241_122;
const badugi = (...cards: Card[]) => evaluateBadugi(cards.map(cardIndex));

describe('badugi', () => {
  it('[EVAL-60] agrees with the brute-force reference on random four-card hands', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(
          Array.from({ length: 52 }, (_, i) => i),
          { minLength: 8, maxLength: 8 },
        ),
        (cards) => {
          const [a, b] = [cards.slice(0, 4), cards.slice(4)];
          expect(badugiSize(evaluateBadugi(a))).toBe(referenceBadugi(a)![0]);
          expect(Math.sign(evaluateBadugi(a) - evaluateBadugi(b))).toBe(
            Math.sign(compareScores(referenceBadugi(a), referenceBadugi(b))),
          );
        },
      ),
      { seed: SEED, numRuns: 10_000 },
    );
  });

  it('[EVAL-61] A-2-3-4 rainbow is the best hand', () => {
    expect(badugi('DA', 'H2', 'S3', 'C4')).toBeGreaterThan(badugi('HA', 'D2', 'C3', 'S5'));
  });

  it('[EVAL-62] any four-card badugi beats any three-card hand', () => {
    expect(badugi('DK', 'HQ', 'SJ', 'CT')).toBeGreaterThan(badugi('CA', 'C2', 'H3', 'S4'));
  });

  it('[EVAL-63] a paired or suited card does not play: A-2-3 with a suited 4 is a three-card A-2-3', () => {
    expect(badugi('CA', 'H2', 'S3', 'S4')).toBe(badugi('CA', 'H2', 'S3'));
    expect(badugi('CA', 'H2', 'S3', 'D3')).toBe(badugi('CA', 'H2', 'S3'));
  });

  it('[EVAL-64] equal counts compare the highest card first, then the next', () => {
    expect(badugi('C7', 'D4', 'H3', 'S2')).toBeGreaterThan(badugi('C7', 'D5', 'H2', 'SA'));
  });
});
