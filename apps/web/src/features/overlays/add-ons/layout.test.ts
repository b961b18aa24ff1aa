import type { TableState } from '@railbird/protocol';
import { midHandNlhFixture } from '@railbird/protocol/testing';
import { describe, expect, it } from 'vitest';
import { stripGeometry } from '../strip-layout.js';
import {
  addOnBox,
  addOnsOnAir,
  bingoLayout,
  blackjackTotalText,
  casinoLayout,
  pinnedAddOn,
  resultBadge,
  uthBets,
} from './layout.js';
import { bingoScene, nitGameScene, powerupsScene } from './testing.js';

describe('add-on layout', () => {
  it('[ADDON-LAYOUT-1] an add-on is on air only when listed in addOns and carrying its state', () => {
    const state = nitGameScene(false);
    expect(addOnsOnAir(state)).toEqual(['nitGameAddOn']);
    expect(addOnsOnAir({ ...state, addOns: [] })).toEqual([]);
    expect(addOnsOnAir({ ...state, nitGameAddOn: null })).toEqual([]);
  });

  it('[ADDON-LAYOUT-2] a pending powerup, then a called nit game, then a called bingo, stays up whatever the rotation', () => {
    const powerups = powerupsScene(false);
    const both = {
      ...powerups,
      addOns: [...powerups.addOns, 'bingoAddOn' as const],
      bingoAddOn: bingoScene(false).bingoAddOn,
    };
    expect(pinnedAddOn(both)).toBe('powerupsAddOn');
    expect(pinnedAddOn({ ...both, powerupsAddOn: { ...both.powerupsAddOn!, pending: null } })).toBe(
      'bingoAddOn',
    );
    expect(pinnedAddOn(nitGameScene(false))).toBeNull();
    // A nit game called stays up while it waits for the dealer, ahead of a called bingo.
    const nit = nitGameScene(false);
    const calling = {
      ...both,
      powerupsAddOn: { ...both.powerupsAddOn!, pending: null },
      addOns: [...both.addOns, 'nitGameAddOn' as const],
      nitGameAddOn: nit.nitGameAddOn,
      round: { ...nit.round, roundState: 'NIT GAME CONFIRMATION' as const },
    };
    expect(pinnedAddOn(calling)).toBe('nitGameAddOn');
  });

  it('[ADDON-LAYOUT-3] the corner ends above the board and leaves the view panel its width', () => {
    const state = midHandNlhFixture as TableState;
    const box = addOnBox(state, { topBar: true, viewWidth: 600 });
    expect(box.top + box.maxHeight).toBeLessThanOrEqual(stripGeometry(state).top);
    expect(96 + box.maxWidth + 24 + 600).toBe(1920 - 96);
    expect(addOnBox(state, { topBar: false, viewWidth: null }).maxWidth).toBe(1728);
  });

  it('[ADDON-LAYOUT-4] casino hands keep 96 px cards when they fit, shrink (never below 64) when not', () => {
    const roomy = casinoLayout({ hands: 4, cardsPerHand: 3, dealerCards: 2, maxWidth: 1728, maxHeight: 550 });
    expect(roomy).toMatchObject({ cardHeight: 96, rows: 1, overflows: false });
    const tight = casinoLayout({ hands: 6, cardsPerHand: 4, dealerCards: 3, maxWidth: 1104, maxHeight: 470 });
    expect(tight.overflows).toBe(false);
    expect(tight.height).toBeLessThanOrEqual(470);
    expect(tight.cardHeight).toBeLessThan(96);
    expect(tight.columns * (tight.cellWidth + 12)).toBeLessThanOrEqual(1104 - 48 + 12);
    const tiny = casinoLayout({ hands: 9, cardsPerHand: 6, dealerCards: 6, maxWidth: 600, maxHeight: 300 });
    expect(tiny).toMatchObject({ cardHeight: 64, overflows: true });
  });

  it('[ADDON-LAYOUT-5] blackjack totals as the table says them: BJ, soft, bust, only visible cards', () => {
    expect(blackjackTotalText(['SA', 'HK'], { canBeNatural: true })).toBe('BJ');
    expect(blackjackTotalText(['SA', 'HK'], { canBeNatural: false })).toBe('21');
    expect(blackjackTotalText(['SA', 'H6'], { canBeNatural: true })).toBe('Soft 17');
    expect(blackjackTotalText(['SK', 'H6', 'D9'], { canBeNatural: true })).toBe('Bust');
    expect(blackjackTotalText(['ST', null], { canBeNatural: true })).toBe('10');
    expect(blackjackTotalText([null], { canBeNatural: true })).toBeNull();
  });

  it('[ADDON-LAYOUT-6] results and UTH bets read in words, only the bets placed', () => {
    expect(resultBadge('BLACKJACK')).toEqual({ text: 'Blackjack!', tone: 'win' });
    expect(resultBadge(null)).toBeNull();
    expect(uthBets({ ante: 10, blind: 10, play: 0, trips: 5 }).map((b) => b.label)).toEqual([
      'Ante = Blind',
      'Trips',
    ]);
  });

  it('[ADDON-LAYOUT-7] bingo cards shrink to fit six players in the corner', () => {
    const six = bingoLayout({ players: 6, size: 3, maxWidth: 1104, maxHeight: 470 });
    expect(six.square).toBeGreaterThanOrEqual(34);
    expect(six.columns).toBeGreaterThanOrEqual(3);
  });
});
