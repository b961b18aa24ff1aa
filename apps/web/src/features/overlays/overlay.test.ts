import { HAND_CLASS_GRID } from '@railbird/poker';
import { emptyAnalytics, hideHoleCards, type Player, type TableState } from '@railbird/protocol';
import { midHandNlhFixture } from '@railbird/protocol/testing';
import { describe, expect, it } from 'vitest';
import {
  activeViews,
  defaultProViews,
  overlayConfig,
  pageViews,
  parseOverlayRoute,
} from './overlay-config.js';
import { FULL_CARD_HEIGHT, SAFE_WIDTH, stripLayout } from './strip-layout.js';
import { earningsRows, handGrid, notablePlayers, playstyle, strongestHands, vpipRows } from './view-data.js';

const players = midHandNlhFixture.playerGroup.players as Player[];

function withStats(p: Player, stats: Partial<ReturnType<typeof emptyAnalytics>>): Player {
  return { ...p, analytics: { ...emptyAnalytics(), ...stats } };
}

describe('overlay URLs', () => {
  it('[OVL-URL-1] the route names the layout and whether hole cards may ever show', () => {
    expect(parseOverlayRoute('overlays')).toEqual({ layout: 'overlays', hidden: false });
    expect(parseOverlayRoute('stream-pro-hidden')).toEqual({ layout: 'stream-pro', hidden: true });
    expect(parseOverlayRoute('table-display')).toBeNull();
  });

  it('[OVL-URL-2] views from the query (several rotate, aliases accepted), else from Studio', () => {
    const route = { layout: 'overlays' as const, hidden: false };
    const config = overlayConfig(
      route,
      'demo-1',
      new URLSearchParams('key=abc&view=vpip,player-profile,nonsense&rotate=8&seat=3&deck=two'),
    );
    expect(config).toMatchObject({
      token: 'abc',
      views: ['vpip', 'playerProfile'],
      rotateMs: 8000,
      seat: 2,
      deck: 'two',
    });
    expect(activeViews(config, ['earnings'])).toEqual(['vpip', 'playerProfile']);
    const studio = overlayConfig(route, 'demo-1', new URLSearchParams('key=abc'));
    expect(studio).toMatchObject({ views: null, deck: 'four', seat: null });
    expect(activeViews(studio, ['earnings', 'bogus', 'notablePlayers'])).toEqual([
      'earnings',
      'notablePlayers',
    ]);
    expect(
      activeViews(overlayConfig(route, 'demo-1', new URLSearchParams('view=none')), ['earnings']),
    ).toEqual([]);
  });
});

describe('/stream-pro without a view (issue 15)', () => {
  const pro = { layout: 'stream-pro' as const, hidden: false };
  const noStats = (state: TableState): TableState => ({
    ...state,
    playerGroup: {
      ...state.playerGroup,
      players: state.playerGroup.players.map((p) => ({ ...p, analytics: null })),
    },
  });

  it('[OVL-PRO-1] rotates the table-wide views that have data, leaderboard first; none: the table', () => {
    const config = overlayConfig(pro, 'demo-6max', new URLSearchParams('key=abc'));
    const views = pageViews(config, midHandNlhFixture);
    expect(views[0]).toBe('earnings');
    expect(views).toEqual(defaultProViews(midHandNlhFixture.playerGroup.players));
    expect(views).not.toContain('playerProfile');
    // With no statistic yet the page makes the table the feature (an empty list).
    expect(pageViews(config, noStats(midHandNlhFixture))).toEqual([]);
    // A hidden feed never gets the starting-hand counts: no strongest hands there.
    expect(pageViews(config, hideHoleCards(midHandNlhFixture))).not.toContain('strongestHands');
  });

  it('[OVL-PRO-2] the URL and Studio still decide first; `view=none` stays empty; other layouts unchanged', () => {
    const studio = {
      ...midHandNlhFixture,
      streamDataManager: { ...midHandNlhFixture.streamDataManager, visibleOverlays: ['vpip'] },
    };
    expect(pageViews(overlayConfig(pro, 't', new URLSearchParams('')), studio)).toEqual(['vpip']);
    expect(pageViews(overlayConfig(pro, 't', new URLSearchParams('view=none')), midHandNlhFixture)).toEqual(
      [],
    );
    const overlay = overlayConfig({ layout: 'overlays', hidden: false }, 't', new URLSearchParams(''));
    expect(pageViews(overlay, midHandNlhFixture)).toEqual([]);
  });
});

describe('the strip', () => {
  it('[OVL-STRIP-1] up to nine hold’em hands keep 96 px cards (a 48 px rank) inside the safe area', () => {
    for (let seats = 2; seats <= 9; seats++) {
      const layout = stripLayout(seats, 2);
      expect(layout.cardHeight).toBe(FULL_CARD_HEIGHT);
      expect(layout.podWidth * seats + 12 * (seats - 1)).toBeLessThanOrEqual(SAFE_WIDTH);
    }
  });

  it('[OVL-STRIP-2] Omaha fans its cards before shrinking them, and never hides the corner index', () => {
    const six = stripLayout(6, 4);
    expect(six.cardHeight).toBe(FULL_CARD_HEIGHT);
    const nine = stripLayout(9, 5);
    expect(nine.cardHeight).toBeLessThan(FULL_CARD_HEIGHT);
    expect(nine.cardStep).toBeGreaterThanOrEqual(nine.cardHeight * 0.714 * 0.4);
    expect(nine.cardHeight * 0.714 + nine.cardStep * 4).toBeLessThanOrEqual(nine.podWidth);
  });
});

describe('the seven views', () => {
  it('[OVL-VIEW-1] earnings and VPIP rank the seated players and keep each sample; no hands, no row', () => {
    const table = [
      withStats(players[0]!, { handsPlayed: 10, earnings: -40, vpip: { done: 2, opportunities: 10 } }),
      withStats(players[1]!, { handsPlayed: 50, earnings: 300, vpip: { done: 25, opportunities: 50 } }),
      withStats(players[2]!, { handsPlayed: 0 }),
    ];
    expect(earningsRows(table).map((r) => [r.name, r.earnings, r.hands])).toEqual([
      ['Ben', 300, 50],
      ['Ana', -40, 10],
    ]);
    expect(vpipRows(table).map((r) => [r.name, r.text, r.sample])).toEqual([
      ['Ben', '50%', 50],
      ['Ana', '20%', 10],
    ]);
  });

  it('[OVL-VIEW-2] the 13×13 grid is the one the statistics count (pairs on the diagonal, suited above)', () => {
    const cells = handGrid({ AKs: { dealt: 3, played: 2, won: 1, earnings: 40 } });
    expect(cells).toHaveLength(169);
    expect(cells.map((c) => c.handClass)).toEqual(HAND_CLASS_GRID.flat());
    expect(cells.find((c) => c.handClass === 'AKs')).toMatchObject({
      row: 0,
      col: 1,
      kind: 'suited',
      dealt: 3,
      played: 2,
    });
    expect(cells.find((c) => c.handClass === 'AKo')).toMatchObject({
      row: 1,
      col: 0,
      kind: 'offsuit',
      dealt: 0,
    });
  });

  it('[OVL-VIEW-3] the playstyle quadrant places every player with a sample and lists the others', () => {
    const table = [
      withStats(players[0]!, {
        vpip: { done: 40, opportunities: 100 },
        afq: { done: 30, opportunities: 50 },
      }),
      withStats(players[1]!, { vpip: { done: 4, opportunities: 10 }, afq: { done: 0, opportunities: 0 } }),
      { ...players[2]!, analytics: null },
    ];
    const { placed, unplaced } = playstyle(table);
    expect(placed.map((p) => [p.name, p.vpip, p.aggression, p.vpipSample])).toEqual([['Ana', 40, 60, 100]]);
    expect(unplaced.map((p) => p.displayName)).toEqual(['Ben', 'Cleo']);
  });

  it('[OVL-VIEW-4] strongest hands sum every player’s starting hands and keep the winners', () => {
    const table = [
      withStats(players[0]!, {
        startingHandStrengths: { AA: { dealt: 2, played: 2, won: 2, earnings: 300 } },
      }),
      withStats(players[1]!, {
        startingHandStrengths: {
          AA: { dealt: 1, played: 1, won: 0, earnings: -100 },
          '72o': { dealt: 4, played: 1, won: 1, earnings: 20 },
          KK: { dealt: 1, played: 1, won: 0, earnings: -50 },
        },
      }),
    ];
    expect(strongestHands(table)).toEqual([
      { handClass: 'AA', dealt: 3, played: 3, won: 2, earnings: 200, topPlayer: 'Ana' },
      { handClass: '72o', dealt: 4, played: 1, won: 1, earnings: 20, topPlayer: 'Ben' },
    ]);
  });

  it('[OVL-VIEW-5] notable players need a sample for the percentage awards', () => {
    const table = [
      withStats(players[0]!, {
        handsPlayed: 200,
        earnings: 900,
        largestPotWon: 400,
        vpip: { done: 90, opportunities: 200 },
      }),
      withStats(players[1]!, { handsPlayed: 5, vpip: { done: 5, opportunities: 5 }, longestTank: 65_000 }),
      withStats(players[2]!, {
        handsPlayed: 150,
        vpip: { done: 15, opportunities: 150 },
        luckScore: 3.5,
        luckHands: 4,
      }),
    ];
    const awards = Object.fromEntries(notablePlayers(table).map((a) => [a.id, [a.name, a.value, a.sample]]));
    expect(awards).toEqual({
      biggestWinner: ['Ana', 900, 200],
      biggestPot: ['Ana', 400, 200],
      loosest: ['Ana', 45, 200],
      tightest: ['Cleo', 10, 150],
      longestTank: ['Ben', 65_000, 5],
      luckiest: ['Cleo', 3.5, 4],
    });
  });
});
