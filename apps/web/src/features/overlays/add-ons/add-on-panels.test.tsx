// @vitest-environment happy-dom
import type { TableState } from '@railbird/protocol';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { skinColours } from '../../../ui/poker-table/skin.js';
import { AddOnCorner } from './add-on-panels.js';
import { ADD_ON_SCENES, blackjackScene, nitGameScene, powerupsScene, uthScene } from './testing.js';

afterEach(cleanup);

const colours = skinColours({ primaryColor: '#0f172a', secondaryColor: '#facc15' });

function corner(state: TableState) {
  return render(
    <AddOnCorner
      state={state}
      deck="four"
      colours={colours}
      topBar={false}
      viewWidth={600}
      rotateMs={15_000}
    />,
  );
}

describe('add-on panels', () => {
  for (const [name, scene] of Object.entries(ADD_ON_SCENES)) {
    it(`[ADDON-UI-1] ${name}: its panel shows for both audiences, and no panel once the add-on is off`, () => {
      for (const hidden of [false, true]) {
        const state = scene(hidden);
        const view = corner(state);
        expect(view.getByTestId(`addon-${state.addOns[0]}`)).toBeTruthy();
        cleanup();
        corner({ ...state, addOns: [] });
        expect(document.querySelector('[data-testid="addon-corner"]')).toBeNull();
        cleanup();
      }
    });
  }

  it('[ADDON-UI-2] hidden UTH: every hole card is a card back, the board still face up', () => {
    const view = corner(uthScene({ moment: 'playing', hidden: true }));
    const hands = view.getAllByTestId('uth-hand');
    expect(hands.length).toBe(5);
    for (const hand of hands) {
      const cards = hand.querySelectorAll('[data-card]');
      expect(cards.length).toBe(2);
      for (const card of cards) expect(card.getAttribute('data-card')).toBe('back');
    }
    expect(view.getByTestId('uth-board').querySelectorAll('[data-card]:not([data-card="back"])').length).toBe(
      3,
    );
  });

  it('[ADDON-UI-3] the delayed feed shows UTH hole cards face up', () => {
    const view = corner(uthScene({ moment: 'playing', hidden: false }));
    for (const hand of view.getAllByTestId('uth-hand')) {
      expect(hand.querySelectorAll('[data-card="back"]').length).toBe(0);
    }
  });

  it('[ADDON-UI-4] blackjack: the dealer hole card is face down mid-round and turned at settlement, with results', () => {
    const playing = corner(blackjackScene({ moment: 'playing', hidden: false }));
    const dealer = playing.getByTestId('addon-blackjack').querySelector('.rb-addon-dealer')!;
    expect(dealer.querySelectorAll('[data-card="back"]').length).toBe(1);
    expect(playing.getByTestId('dealer-total').textContent).toMatch(/^Shows /);
    cleanup();
    const settled = corner(blackjackScene({ moment: 'settled', hidden: false }));
    const settledDealer = settled.getByTestId('addon-blackjack').querySelector('.rb-addon-dealer')!;
    expect(settledDealer.querySelectorAll('[data-card="back"]').length).toBe(0);
    expect(settled.getAllByTestId('addon-result').length).toBe(
      settled.getAllByTestId('blackjack-hand').length,
    );
  });

  it('[ADDON-UI-5] a powerup waiting for confirmation is named in a banner and its pill stands out', () => {
    const view = corner(powerupsScene(false));
    expect(view.getByTestId('powerup-pending').textContent).toContain('Eli plays Shield');
    expect(view.getAllByTestId('powerup-pending-pill')).toHaveLength(1);
  });

  it('[ADDON-UI-6] nit game: before its first hand every player is a nit (NIT-1), not "safe"', () => {
    const state = nitGameScene(false);
    const fresh = { ...state, nitGameAddOn: { ...state.nitGameAddOn!, nitSeatIndexes: [] } };
    const view = corner(fresh);
    const rows = view.getAllByTestId('nit-row');
    expect(rows.length).toBe(state.playerGroup.players.length);
    for (const row of rows) expect(row.getAttribute('data-nit')).toBe('true');
    expect(view.getByTestId('addon-nitGameAddOn').textContent).toContain(
      'Everyone is a nit until they win a pot',
    );
  });

  it('[ADDON-UI-7] nit game: the call waiting for the dealer is a banner naming who pays whom; wins are games won', () => {
    const state = nitGameScene(false);
    const nits = state.nitGameAddOn!.nitSeatIndexes;
    const called = { ...state, round: { ...state.round, roundState: 'NIT GAME CONFIRMATION' as const } };
    const view = corner(called);
    const names = state.playerGroup.players
      .filter((p) => nits.includes(p.seatIndex))
      .map((p) => p.displayName);
    const winners = state.playerGroup.players.length - nits.length;
    expect(view.getByTestId('nit-called').textContent).toContain(
      `Nit game called: ${names.join(', ')} pay 50 to each of ${winners} winners`,
    );
    for (const figure of view.getAllByTestId('nit-wins'))
      expect(figure.textContent).toMatch(/^\d+ games? won$/);
    cleanup();
    expect(corner(state).queryByTestId('nit-called')).toBeNull();
  });
});
