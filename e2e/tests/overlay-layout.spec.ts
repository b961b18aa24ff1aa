import type { Page } from '@playwright/test';
import { hideHoleCards, type TableState } from '@railbird/protocol';
import { midHandNlhFixture, plo8TableFixture, TABLE_STATE_FIXTURES } from '@railbird/protocol/testing';
import { fixtureEngine } from '../support/fixture-engine.js';
import { expect, screenshotPath, test } from '../support/fixtures.js';
import { SCREENSHOTS, snap } from '../support/screens.js';
import { serveWeb } from '../support/static-web.js';

/**
 * Issue 15, "overlays layout": seat boxes and cards line up whatever each seat shows, the board stands
 * at the same place in an overlay and its hidden twin, the equity label reads on any skin, and
 * /stream-pro without a view is never an empty screen. Fixed states from a stand-in engine, so every
 * measure is of one known moment (no full stack: seconds, not minutes).
 */

let web: Awaited<ReturnType<typeof serveWeb>>;
let fake: Awaited<ReturnType<typeof fixtureEngine>>;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1920, height: 1080 } });

test.beforeAll(async () => {
  web = await serveWeb();
  fake = await fixtureEngine(busyHand());
});

test.afterAll(async () => {
  await fake?.close();
  await web?.close();
});

const SKINS = {
  navy: { name: 'Navy', key: 'navy', primaryColor: '#0b1220', secondaryColor: '#38bdf8' },
  paper: { name: 'Paper', key: 'paper', primaryColor: '#f8fafc', secondaryColor: '#0f766e' },
  gold: { name: 'Gold', key: 'gold', primaryColor: '#facc15', secondaryColor: '#fde047' },
  teal: { name: 'Teal', key: 'teal', primaryColor: '#0f766e', secondaryColor: '#f8fafc' },
};

/**
 * The 6-max flop with every kind of seat at once: a button who folded, a small blind who posted and
 * called (blind and bet line), a big blind who checked, a player all in, a bettor, the player to act
 * with nothing to say yet; equities as low as 5% and 8% (the labels that used to sit on the fill edge).
 */
function busyHand(skin: keyof typeof SKINS = 'teal'): TableState {
  const state = structuredClone(midHandNlhFixture) as TableState;
  const t = Date.now();
  state.updateTime = t;
  state.gameSettings.shotClockDuration = 30;
  state.gameSettings.overlaysSkin = SKINS[skin];
  state.round.actionStartTime = t - 12_000;
  const [, ben, cleo, dev, eli, fay] = state.playerGroup.players;
  Object.assign(ben!.roundStatus!, {
    active: true,
    message: 'CALL 60',
    streetCommit: 60,
    potCommit: 90,
    equitiesList: [{ equity: 0.1, isExact: true }],
  });
  Object.assign(dev!.roundStatus!, {
    active: true,
    isAllIn: true,
    message: 'ALL IN',
    potCommit: 1000,
    equitiesList: [{ equity: 0.05, isExact: false }],
  });
  cleo!.roundStatus!.equitiesList = [{ equity: 0.08, isExact: true }];
  eli!.roundStatus!.equitiesList = [{ equity: 0.66, isExact: true }];
  fay!.roundStatus!.equitiesList = [{ equity: 0.11, isExact: true }];
  return state;
}

/** The same hand run twice after the all-in: two boards, two equities a seat, two reserved rows. */
function twiceHand(skin: keyof typeof SKINS = 'teal'): TableState {
  const state = busyHand(skin);
  state.round.blindLevel.numBoards = 2;
  state.centerCards.boards = [
    ['SA', 'H7', 'D2'],
    ['SA', 'H7', 'D2'],
  ];
  for (const p of state.playerGroup.players) {
    const status = p.roundStatus!;
    if (status.equitiesList.length > 0)
      status.equitiesList = [status.equitiesList[0]!, status.equitiesList[0]!];
  }
  // Only the all-in player has something to say on the second board: a seat with one equity row.
  state.playerGroup.players[5]!.roundStatus!.equitiesList = [{ equity: 0.11, isExact: true }];
  return state;
}

/** A full ring of nine in the busy hand's spots (narrow, compact boxes). */
function ringHand(): TableState {
  const state = structuredClone(TABLE_STATE_FIXTURES.sample) as TableState;
  const spots = busyHand().playerGroup.players;
  state.updateTime = Date.now();
  state.payout = null;
  state.game.gameState = 'IN ROUND';
  state.round.street = 'FLOP';
  state.round.actingPlayer = null;
  state.centerCards.boards = [['SA', 'H7', 'D2']];
  // Seats 7 to 9 take the spots of 1 to 3 with cards of their own (a card is never in two places).
  const extra = [
    ['HQ', 'SQ'],
    ['CT', 'DT'],
    ['H9', 'S9'],
  ] as const;
  state.playerGroup.players.forEach((p, i) => {
    p.roundStatus = structuredClone(spots[i % spots.length]!.roundStatus);
    if (i >= spots.length) p.roundStatus!.hand.cards = [...extra[i - spots.length]!];
  });
  return state;
}

async function open(page: Page, route: string, state: TableState, query = '') {
  // The hidden routes get what the engine sends them: the same state without a hole card.
  fake.set(route.includes('hidden') ? hideHoleCards(state) : state);
  await page.goto(
    `${web.url}/${route}/${state.tableSettings.key}?key=test&engine=${encodeURIComponent(fake.url)}${query}`,
  );
  await expect(page.getByTestId('overlay-stage')).toHaveAttribute('data-stale', 'false');
}

type Box = { x: number; y: number; width: number; height: number };

/** Boxes of every match, in document order. */
async function boxes(page: Page, selector: string): Promise<Box[]> {
  return page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
}

function spread(values: number[]): number {
  return Math.max(...values) - Math.min(...values);
}

/** Alignment of the seats on the page now: card tops, box tops and heights. */
async function seatAlignment(page: Page) {
  const cards = await boxes(page, '.rb-pod-cards [data-card]');
  const panels = await boxes(page, '.rb-pod-panel');
  return {
    cards: cards.length,
    cardTopSpread: spread(cards.map((b) => b.y)),
    panelTopSpread: spread(panels.map((b) => b.y)),
    panelHeightSpread: spread(panels.map((b) => b.height)),
    panels,
  };
}

/** A busy, bright, video-like backdrop to judge legibility of the transparent overlay against. */
const BUSY_BACKDROP = `html.rb-overlay { background:
  radial-gradient(circle at 20% 30%, #ffd54a 0 120px, transparent 121px),
  radial-gradient(circle at 70% 60%, #ffffff 0 180px, transparent 181px),
  radial-gradient(circle at 85% 15%, #1e88e5 0 140px, transparent 141px),
  repeating-linear-gradient(35deg, #2e7d32 0 40px, #c62828 40px 80px, #f5f5f5 80px 120px, #263238 120px 160px) !important; }`;

async function shoot(page: Page, name: string) {
  await page.addStyleTag({ content: BUSY_BACKDROP });
  await snap(page, { path: screenshotPath(`${name}.png`) });
}

test('[OVL-ALIGN-E2E-1] every seat’s cards and box line up whatever the seat shows, hidden or not', async ({
  page,
}) => {
  for (const [route, state] of [
    ['overlays', busyHand()],
    ['overlays-hidden', busyHand()],
    ['stream', structuredClone(plo8TableFixture) as TableState],
    ['overlays', twiceHand()],
    ['overlays', ringHand()],
  ] as const) {
    if (route === 'stream') state.updateTime = Date.now();
    await open(page, route, state, '&view=none');
    // Every seat in the hand draws its cards (faces, or backs on the hidden route).
    await expect(page.locator('.rb-pod-cards [data-card]')).toHaveCount(
      state.playerGroup.players.length * state.round.blindLevel.numPlayerCards,
    );
    const a = await seatAlignment(page);
    expect(a.cardTopSpread, `${route}: card tops`).toBeLessThanOrEqual(1);
    expect(a.panelTopSpread, `${route}: box tops`).toBeLessThanOrEqual(1);
    expect(a.panelHeightSpread, `${route}: box heights`).toBeLessThanOrEqual(1);
  }
});

test('[OVL-ALIGN-E2E-2] the board and the seats stand at the same place in /overlays and /overlays-hidden', async ({
  page,
}) => {
  const state = busyHand();
  const measure = async (route: string) => {
    await open(page, route, state, '&view=earnings');
    await expect(page.getByTestId('board')).toBeVisible();
    return {
      board: (await boxes(page, '[data-testid="board"]'))[0]!,
      panels: (await seatAlignment(page)).panels,
    };
  };
  const shown = await measure('overlays');
  await expect(page.getByTestId('equity-label').first()).toBeVisible();
  const hidden = await measure('overlays-hidden');
  await expect(page.getByTestId('equity-label')).toHaveCount(0);
  for (const key of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(hidden.board[key] - shown.board[key]), `board ${key}`).toBeLessThanOrEqual(0.5);
  }
  expect(hidden.panels.length).toBe(shown.panels.length);
  hidden.panels.forEach((box, i) => {
    expect(Math.abs(box.y - shown.panels[i]!.y), `seat box ${i} top`).toBeLessThanOrEqual(0.5);
    expect(Math.abs(box.height - shown.panels[i]!.height), `seat box ${i} height`).toBeLessThanOrEqual(0.5);
  });
  // The view panel ends above the board.
  const view = (await boxes(page, '[data-testid="view-earnings"]'))[0]!;
  expect(view.y + view.height).toBeLessThanOrEqual(hidden.board.y);
});

test('[OVL-EQ-E2E-1] the equity label never sits on its bar and reads at 4.5:1 or better in every skin', async ({
  page,
}) => {
  for (const skin of Object.keys(SKINS) as (keyof typeof SKINS)[]) {
    const state = busyHand(skin);
    // The widest label there is: a sampled 100%.
    state.playerGroup.players[4]!.roundStatus!.equitiesList = [{ equity: 0.999, isExact: false }];
    await open(page, 'overlays', state, '&view=none');
    const rows = page.locator('.rb-equity');
    await expect(rows).toHaveCount(5);
    const checks = await rows.evaluateAll((els) => {
      const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const lum = (css: string) => {
        const [r, g, b] = rgb(css).map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      return els.map((row) => {
        const label = row.querySelector<HTMLElement>('[data-testid="equity-label"]')!;
        const bar = row.querySelector<HTMLElement>('[data-testid="equity-bar"]')!;
        const l = label.getBoundingClientRect();
        const b = bar.getBoundingClientRect();
        const style = getComputedStyle(label);
        const [hi, lo] = [lum(style.color), lum(style.backgroundColor)].sort((x, y) => y - x);
        return {
          text: label.textContent,
          overlap: Math.max(0, Math.min(l.right, b.right) - Math.max(l.left, b.left)),
          opaque: !/rgba\(.*,\s*0(\.\d+)?\)$/.test(style.backgroundColor),
          contrast: (hi! + 0.05) / (lo! + 0.05),
          textFits: label.scrollWidth <= label.clientWidth && l.right <= b.left,
          sw: label.scrollWidth,
          cw: label.clientWidth,
          lr: l.right,
          bl: b.left,
        };
      });
    });
    for (const c of checks) {
      expect(c.overlap, `${skin} ${c.text}: label over the bar`).toBe(0);
      expect(c.opaque, `${skin} ${c.text}: the label has its own solid background`).toBe(true);
      expect(c.contrast, `${skin} ${c.text}: contrast`).toBeGreaterThanOrEqual(4.5);
      expect(c.textFits, `${skin} ${c.text}: clipped ${JSON.stringify(c)}`).toBe(true);
    }
  }
});

test('[OVL-PRO-E2E-1] /stream-pro without a view rotates the statistics it has, else features the table', async ({
  page,
}) => {
  // The 6-max regular has a session's statistics: the leaderboard leads, large and centred.
  await open(page, 'stream-pro', busyHand());
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page.getByTestId('view-earnings')).toBeVisible();
  await expect(page.getByTestId('view-earnings').locator('li').first()).toBeVisible();
  // No statistic at all yet: the table itself, board and seats, not a bar over an empty screen.
  const fresh = busyHand();
  for (const p of fresh.playerGroup.players) p.analytics = null;
  for (const route of ['stream-pro', 'stream-pro-hidden']) {
    await open(page, route, fresh);
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await expect(page.locator('[data-testid^="view-"]')).toHaveCount(0);
    await expect(page.getByTestId('board')).toBeVisible();
    await expect(page.locator('.rb-pod')).toHaveCount(6);
  }
  // `view=none` is the producer's word: the bar alone.
  await open(page, 'stream-pro', busyHand(), '&view=none');
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page.getByTestId('table-strip')).toHaveCount(0);
});

test('[OVL-SHOTS] pictures of each layout in a dark and a light skin, for a person to look at', async ({
  page,
}) => {
  // Pictures for a person to open, not a check: a dozen page loads, taken with the other screenshots.
  test.skip(!SCREENSHOTS, 'npm run screenshots (RAILBIRD_SCREENSHOTS=1) takes the pictures');
  test.setTimeout(60_000);
  for (const skin of ['navy', 'paper'] as const) {
    const state = busyHand(skin);
    await open(page, 'overlays', state, '&view=earnings');
    await shoot(page, `layout-${skin}-overlays`);
    await open(page, 'overlays-hidden', state, '&view=earnings');
    await shoot(page, `layout-${skin}-overlays-hidden`);
    await open(page, 'stream', state, '&view=vpip');
    await shoot(page, `layout-${skin}-stream`);
    await open(page, 'stream-pro', state);
    await shoot(page, `layout-${skin}-stream-pro`);
  }
  // A stats scene before any statistic: the table is the feature.
  const fresh = busyHand('navy');
  for (const p of fresh.playerGroup.players) p.analytics = null;
  await open(page, 'stream-pro', fresh);
  await shoot(page, 'layout-navy-stream-pro-no-stats');
  // Omaha hi-lo (four cards, an all-in) on the gold skin, and a full ring of nine between hands.
  const plo8 = structuredClone(plo8TableFixture) as TableState;
  plo8.updateTime = Date.now();
  plo8.gameSettings.overlaysSkin = SKINS.gold;
  await open(page, 'overlays', plo8, '&view=earnings');
  await shoot(page, 'layout-gold-plo8');
  const nine = structuredClone(TABLE_STATE_FIXTURES.sample) as TableState;
  nine.updateTime = Date.now();
  await open(page, 'stream', nine, '&view=earnings');
  await shoot(page, 'layout-nine-idle');
  await open(page, 'overlays', ringHand(), '&view=none');
  await shoot(page, 'layout-nine-in-hand');
  await open(page, 'overlays', twiceHand('paper'), '&view=vpip');
  await shoot(page, 'layout-paper-run-twice');
});
