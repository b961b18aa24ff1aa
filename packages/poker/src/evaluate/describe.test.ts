import { describe, expect, it } from 'vitest';
import { type Card, cardFromIndex, cardIndex } from '../cards/cards.js';
import { describeHand } from './describe.js';
import type { HandType } from './hand-type.js';

const idx = (...cs: Card[]) => cs.map(cardIndex);
const describeCards = (type: HandType, hole: Card[], board: Card[] = []) => {
  const d = describeHand(type, idx(...hole), idx(...board));
  return d && { name: d.name, cards: d.cards.map(cardFromIndex) };
};

describe('describeHand', () => {
  it('[EVAL-70] names the category and lists the five cards, biggest group first', () => {
    expect(describeCards('high', ['CK', 'DK'], ['SK', 'H7', 'D7', 'C2', 'S3'])).toEqual({
      name: 'Full house',
      cards: ['SK', 'DK', 'CK', 'H7', 'D7'],
    });
    expect(describeCards('high', ['CA', 'D9'], ['SA', 'H7', 'D4', 'C2', 'SJ'])).toEqual({
      name: 'One pair',
      cards: ['SA', 'CA', 'SJ', 'D9', 'H7'],
    });
  });

  it('[EVAL-71] a wheel reads 5-4-3-2-A', () => {
    expect(describeCards('high', ['CA', 'H2'], ['D3', 'H4', 'C5', 'SK', 'DQ'])).toEqual({
      name: 'Straight',
      cards: ['C5', 'H4', 'D3', 'H2', 'CA'],
    });
  });

  it('[EVAL-72] Omaha uses exactly two hole cards in the cards shown', () => {
    const d = describeHand('omahaHigh', idx('S3', 'S4', 'D5', 'H6'), idx('S9', 'S8', 'S7', 'S2', 'DT'))!;
    expect(d.name).toBe('Flush');
    expect(d.cards.filter((c) => idx('S3', 'S4', 'D5', 'H6').includes(c))).toHaveLength(2);
  });

  it('[EVAL-73] lows read highest first with the ace low: "8-6-4-3-A low"; no low is null', () => {
    expect(describeCards('low8', ['CA', 'D3', 'H4', 'S6', 'C8', 'DK', 'HK'])!.name).toBe('8-6-4-3-A low');
    expect(describeCards('omahaLow8', ['CA', 'H2', 'SJ', 'HJ'], ['DA', 'D2', 'S5', 'H8', 'CK'])).toBeNull();
  });

  it('[EVAL-74] lowball: paired razz hands name the pair; 2-7 names straights and flushes', () => {
    expect(describeCards('aceFiveLow', ['DA', 'HA', 'D2', 'H2', 'D3', 'H3', 'D4'])!.name).toBe('One pair');
    expect(describeCards('aceFiveLow', ['D7', 'H5', 'D2', 'H3', 'DA', 'SK', 'SQ'])!.name).toBe(
      '7-5-3-2-A low',
    );
    expect(describeCards('deuceSevenLow', ['C7', 'D5', 'H4', 'S3', 'C2'])!.name).toBe('7-5-4-3-2 low');
    expect(describeCards('deuceSevenLow', ['C7', 'C5', 'C4', 'C3', 'C2'])!.name).toBe('Flush');
    expect(describeCards('deuceSevenLow', ['CA', 'D2', 'H3', 'S4', 'C5'])!.name).toBe('A-5-4-3-2 low');
  });

  it('[EVAL-75] badugi shows the cards that play', () => {
    expect(describeCards('badugi', ['C7', 'D4', 'H3', 'SA'])).toEqual({
      name: 'Badugi 7-4-3-A',
      cards: ['C7', 'D4', 'H3', 'SA'],
    });
    expect(describeCards('badugi', ['CA', 'C2', 'H3', 'S4'])).toEqual({
      name: '3-card 4-3-A',
      cards: ['S4', 'H3', 'CA'],
    });
  });

  it('[EVAL-76] Drawmaha hole high reads the hole cards only', () => {
    expect(
      describeCards('holeHigh', ['C5', 'D6', 'H7', 'C8', 'D9'], ['SA', 'HA', 'DA', 'CA', 'SK'])!.name,
    ).toBe('Straight');
  });
});
