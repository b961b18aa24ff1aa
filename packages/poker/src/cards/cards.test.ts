import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_CARDS,
  cardFromIndex,
  cardIndex,
  formatRankSuitRun,
  fromRankSuit,
  parseCard,
  parseCards,
  parseRankSuitRun,
  rankOf,
  suitOf,
  toRankSuit,
} from './cards.js';
import { seededRandom, shuffledDeck } from './deck.js';

describe('cards', () => {
  it('[CARD-1] a deck has 52 distinct cards whose indices are rank * 4 + suit', () => {
    expect(new Set(ALL_CARDS).size).toBe(52);
    ALL_CARDS.forEach((card, i) => {
      expect(cardIndex(card)).toBe(i);
      expect(cardFromIndex(i)).toBe(card);
    });
    expect(rankOf(cardIndex('SA'))).toBe(12);
    expect(suitOf(cardIndex('SA'))).toBe(3);
    expect(rankOf(cardIndex('C2'))).toBe(0);
  });

  it('[CARD-2] a malformed card is a typed error that names it', () => {
    for (const bad of ['AS', 'X2', 'S1', 'S', 'SAA', '']) {
      const result = parseCard(bad);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe('MALFORMED_CARD');
        expect(result.error.message).toContain(`"${bad}"`);
      }
    }
    expect(parseCard('sa')).toEqual({ ok: true, value: 'SA' });
  });

  it('[CARD-3] a duplicated card is a typed error that names it', () => {
    const result = parseCards(['SA', 'HT', 'SA']);
    expect(result).toMatchObject({ ok: false, error: { code: 'DUPLICATE_CARD', card: 'SA' } });
  });

  it('[CARD-4] rank-suit notation converts both ways', () => {
    expect(fromRankSuit('As')).toEqual({ ok: true, value: 'SA' });
    expect(fromRankSuit('Th')).toEqual({ ok: true, value: 'HT' });
    expect(toRankSuit('C2')).toBe('2c');
    expect(parseRankSuitRun('AsKd??')).toEqual({ ok: true, value: ['SA', 'DK', null] });
    expect(parseRankSuitRun('AsK')).toMatchObject({ ok: false });
    expect(parseRankSuitRun('Ax')).toMatchObject({ ok: false, error: { card: 'Ax' } });
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ALL_CARDS)), (cards) => {
        const back = parseRankSuitRun(formatRankSuitRun(cards));
        expect(back).toEqual({ ok: true, value: cards });
      }),
    );
  });

  it('[CARD-5] a shuffled deck is a permutation and the same seed gives the same order', () => {
    const a = shuffledDeck(seededRandom(7));
    const b = shuffledDeck(seededRandom(7));
    expect(a).toEqual(b);
    expect(new Set(a).size).toBe(52);
    expect(shuffledDeck(seededRandom(7), ['SA', 'HA'])).toHaveLength(50);
  });
});
