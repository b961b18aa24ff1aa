// @vitest-environment happy-dom
import { type Analytics, emptyAnalytics, type Player, type TableState } from '@railbird/protocol';
import { midHandNlhFixture } from '@railbird/protocol/testing';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { overlayPlayers } from '../../../ui/poker-table/table-view.js';
import { type AllTimeAnswer, type OverlayPlayer, withAllTime } from '../all-time.js';
import { OVERLAY_VIEWS, type OverlayView } from '../overlay-config.js';
import { VIEWS } from './index.js';

afterEach(cleanup);

const fixture = midHandNlhFixture as TableState;
const [first] = fixture.playerGroup.players as Player[];
const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const ratio = (done: number, opportunities: number) => ({ done, opportunities });

/** A session of 30 hands for everyone: enough for every view to draw something. */
const session: Analytics = {
  ...emptyAnalytics(),
  handsPlayed: 30,
  handsWon: 6,
  earnings: 40,
  largestPotWon: 120,
  vpip: ratio(9, 30),
  pfr: ratio(5, 30),
  afq: ratio(8, 20),
  startingHandStrengths: { AKs: { dealt: 2, played: 2, won: 1, earnings: 60 } },
};

/** Ana's all-time figures, as the server answers them. */
const allTimeAna: Analytics = {
  ...session,
  handsPlayed: 412,
  earnings: -1200,
  vpip: ratio(103, 400),
  afq: ratio(90, 200),
  startingHandStrengths: { AA: { dealt: 3, played: 3, won: 2, earnings: 900 } },
};

/** The fixture with its first seat checked in as `p-ana`, everyone with a session; the server's answer applied. */
function shown(answer: AllTimeAnswer | null): TableState {
  const players = (fixture.playerGroup.players as Player[]).map((p) => ({
    ...p,
    uid: p.seatIndex === first!.seatIndex ? 'p-ana' : null,
    profileUrl: null,
    analytics: session,
  }));
  return withAllTime({ ...fixture, playerGroup: { ...fixture.playerGroup, players } }, answer);
}

function draw(view: OverlayView, state: TableState, seat: number | null = first!.seatIndex) {
  const View = VIEWS[view];
  return render(
    <View state={state} players={overlayPlayers(state.playerGroup.players) as OverlayPlayer[]} seat={seat} />,
  );
}

/** The subtitle under a view's title (or the profile's stats line): whose figures it shows. */
function whoseLine(view: OverlayView, container: HTMLElement): string {
  const line =
    view === 'playerProfile'
      ? container.querySelector('[data-testid="stats-source"]')
      : container.querySelector('header p');
  return line?.textContent ?? '';
}

const ALL_TIME = new Map([['p-ana', { analytics: allTimeAna, profileUrl: PHOTO }]]);
const MIXED = 'All-time for checked-in players, this session for others';

describe('every stat view says whose figures it shows (issue 16, UI.md "honest numbers")', () => {
  it('[ALLTIME-7] without all-time figures every view says "This session"', () => {
    for (const answer of [null, new Map([['p-ana', { analytics: null, profileUrl: PHOTO }]])]) {
      const state = shown(answer);
      for (const view of OVERLAY_VIEWS) {
        const { container, unmount } = draw(view, state);
        expect(whoseLine(view, container), view).toMatch(/\bThis session\b/);
        expect(container.textContent, view).not.toMatch(/all-time/i);
        unmount();
      }
    }
  });

  it('[ALLTIME-8] the featured checked-in player’s views say "All-time"; the lists with others say both', () => {
    const state = shown(ALL_TIME);
    const lines = Object.fromEntries(
      OVERLAY_VIEWS.map((view) => {
        const { container, unmount } = draw(view, state);
        const line = whoseLine(view, container);
        unmount();
        return [view, line];
      }),
    );
    expect(lines).toEqual({
      playerProfile: 'All-time · 412 hands',
      handDistribution: 'All-time · 3 hands with known cards · 3 played',
      playstyle: `${MIXED} · VPIP across · aggression frequency up`,
      earnings: `Net won · ${MIXED}`,
      vpip: `Voluntarily put money in the pot pre-flop · PFR beside it · ${MIXED}`,
      strongestHands: `Starting hands that won the most · ${MIXED}`,
      notablePlayers: `${MIXED} at the table`,
    });
    // Another seat's profile views are this session's.
    const other = (state.playerGroup.players as Player[]).find((p) => p.seatIndex !== first!.seatIndex)!;
    for (const view of ['playerProfile', 'handDistribution'] as const) {
      const { container, unmount } = draw(view, state, other.seatIndex);
      expect(whoseLine(view, container)).toMatch(/^This session\b/);
      unmount();
    }
  });

  it('[ALLTIME-9] the playstyle chart says "All-time" when every player on it is a checked-in one', () => {
    const state = shown(ALL_TIME);
    const players = state.playerGroup.players.map((p) =>
      p.seatIndex === first!.seatIndex ? p : { ...p, analytics: emptyAnalytics() },
    );
    const { container } = draw('playstyle', { ...state, playerGroup: { ...state.playerGroup, players } });
    expect(whoseLine('playstyle', container)).toBe('All-time · VPIP across · aggression frequency up');
  });

  it('[ALLTIME-10] a checked-in player’s photo from the server is the profile’s picture; without one, initials', () => {
    const { container, unmount } = draw('playerProfile', shown(ALL_TIME));
    expect(container.querySelector('img')?.getAttribute('src')).toBe(PHOTO);
    unmount();
    const offline = draw('playerProfile', shown(null));
    expect(offline.container.querySelector('img')).toBeNull();
  });
});
