import { describe, expect, it } from 'vitest';
import { type Card, cardIndex } from '../cards/cards.js';
import { getVariation, VARIATION_CODES } from '../variations/index.js';
import { decideShowdown, SHOWDOWN_GAMES, showdownHandTypes } from './index.js';

const cards = (...cs: Card[]) => cs.map(cardIndex);

describe('showdown', () => {
  it('[SHOW-1] the best hand wins the only share', () => {
    const [high] = decideShowdown(
      ['high'],
      [cards('CA', 'DA'), cards('CK', 'DK')],
      cards('S2', 'H7', 'D9', 'CJ', 'S4'),
    );
    expect(high!.winners).toEqual([0]);
    expect(high!.values[0]).toBeGreaterThan(high!.values[1]!);
  });

  it('[SHOW-2] equal hands split: every tied player is a winner', () => {
    const board = cards('SA', 'SK', 'SQ', 'SJ', 'ST');
    const [high] = decideShowdown(['high'], [cards('C2', 'D3'), cards('C4', 'D5'), cards('H6', 'D7')], board);
    expect(high!.winners).toEqual([0, 1, 2]);
  });

  it('[SHOW-3] hi-lo: nobody with an eight-or-better low makes the low share null', () => {
    const shares = decideShowdown(
      ['omahaHigh', 'omahaLow8'],
      [cards('CA', 'H2', 'SJ', 'HJ'), cards('D3', 'H4', 'SQ', 'DQ')],
      cards('DK', 'D9', 'S5', 'HT', 'CK'),
    );
    expect(shares[1]!.winners).toBeNull();
  });

  it('[SHOW-4] hi-lo: a player can win both shares, or tie the low (quartering)', () => {
    const shares = decideShowdown(
      ['omahaHigh', 'omahaLow8'],
      [cards('CA', 'H2', 'SK', 'HK'), cards('DA', 'D2', 'CQ', 'HQ')],
      cards('S4', 'C5', 'D7', 'H9', 'SJ'),
    );
    expect(shares[0]!.winners).toEqual([0]);
    expect(shares[1]!.winners).toEqual([0, 1]);
  });

  it('[SHOW-5] stud hi-lo: the low share uses any five of the seven cards', () => {
    const shares = decideShowdown(
      ['high', 'low8'],
      [cards('DA', 'HA', 'SA', 'DK', 'HK', 'C9', 'S9'), cards('D2', 'H3', 'S4', 'C5', 'D7', 'CQ', 'HQ')],
      [],
    );
    expect(shares.map((s) => s.winners)).toEqual([[0], [1]]);
  });

  it('[SHOW-6] Drawmaha: the second share is the best five of the hole cards alone', () => {
    const board = cards('S2', 'S7', 'S9', 'HK', 'DK');
    const shares = decideShowdown(
      ['omahaHigh', 'holeHigh'],
      // Player 0: two spades make the Omaha flush. Player 1: a pat straight in the hand.
      [cards('SA', 'S3', 'C4', 'D8', 'HJ'), cards('C5', 'D6', 'H7', 'C8', 'D9')],
      board,
    );
    expect(shares.map((s) => s.winners)).toEqual([[0], [1]]);
  });

  it('[SHOW-7] every game code of the practice data and the spec has its hand types', () => {
    expect(showdownHandTypes('NLH')).toEqual(['high']);
    expect(showdownHandTypes('PLO6')).toEqual(['omahaHigh']);
    expect(showdownHandTypes('BIG_O')).toEqual(['omahaHigh', 'omahaLow8']);
    expect(showdownHandTypes('STUD8')).toEqual(['high', 'low8']);
    expect(showdownHandTypes('RAZZ')).toEqual(['aceFiveLow']);
    expect(showdownHandTypes('NL_SINGLE_DRAW_2_7')).toEqual(['deuceSevenLow']);
    expect(showdownHandTypes('BADUGI')).toEqual(['badugi']);
    expect(showdownHandTypes('DRAWMAHA_301')).toEqual(['omahaHigh', 'holeHigh']);
    expect(showdownHandTypes('LAZY_PINEAPPLE_NLH')).toEqual(['high']);
    expect(showdownHandTypes('CHESS')).toBeUndefined();
    expect(Object.keys(SHOWDOWN_GAMES)).toHaveLength(18);
  });

  it('[SHOW-8] the interim table agrees with the variation records on every game', () => {
    for (const code of VARIATION_CODES) {
      expect(showdownHandTypes(code), code).toEqual(getVariation(code).handTypes);
    }
  });
});
