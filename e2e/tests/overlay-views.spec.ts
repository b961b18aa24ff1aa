import type { Locator, Page } from '@playwright/test';
import { emptyAnalytics, type Player, type TableState } from '@railbird/protocol';
import { midHandNlhFixture, TABLE_STATE_FIXTURES } from '@railbird/protocol/testing';
import { fixtureEngine } from '../support/fixture-engine.js';
import { expect, screenshotPath, test } from '../support/fixtures.js';
import { animationsDone, snap } from '../support/screens.js';
import { serveWeb } from '../support/static-web.js';

/**
 * The stat views as a producer saw them go wrong (issue 15): names on the playstyle chart over each
 * other and over the quadrants' names, the hand distribution's unreadable grid and backwards legend,
 * bb/100 2447.1 after 17 hands, an unsigned biggest winner. A fixture engine serves one table mid-hand
 * (so the board is on the stage), players close together in playstyle space and small samples.
 */

type Stats = ReturnType<typeof emptyAnalytics>;
const stats = (s: Partial<Stats>): Stats => ({ ...emptyAnalytics(), ...s });

/** Mid-hand at the 6-max feature table, fresh, every player with a session's figures. */
function table(): TableState {
  const state = structuredClone(midHandNlhFixture) as TableState;
  state.updateTime = Date.now();
  const players = state.playerGroup.players as Player[];
  const byName: Record<string, Stats> = {
    // The producer's numbers: 17 hands, bb/100 2447.1, +832.
    Ana: stats({
      handsPlayed: 17,
      handsWon: 5,
      earnings: 832,
      bb100: 2447.1,
      largestPotWon: 610,
      vpip: { done: 6, opportunities: 16 },
      pfr: { done: 4, opportunities: 16 },
      afq: { done: 9, opportunities: 20 },
      wtsd: { done: 3, opportunities: 8 },
      cbet: { done: 2, opportunities: 3 },
      threeBetPlus: { done: 1, opportunities: 5 },
      startingHandStrengths: {
        AA: { dealt: 1, played: 1, won: 1, earnings: 610 },
        KQs: { dealt: 1, played: 1, won: 1, earnings: 180 },
        '99': { dealt: 1, played: 1, won: 0, earnings: -60 },
        AJo: { dealt: 2, played: 2, won: 1, earnings: 120 },
        T9s: { dealt: 1, played: 1, won: 0, earnings: -30 },
        '72o': { dealt: 3, played: 0, won: 0, earnings: -5 },
        K4o: { dealt: 2, played: 0, won: 0, earnings: -10 },
        Q8o: { dealt: 2, played: 1, won: 0, earnings: -23 },
        '53s': { dealt: 1, played: 0, won: 0, earnings: 0 },
        J3o: { dealt: 3, played: 0, won: 0, earnings: -10 },
      },
    }),
    // Ben and Fay sit on Ana's spot; Cleo a few pixels away.
    Ben: stats({
      handsPlayed: 24,
      earnings: -120,
      bb100: -50,
      vpip: { done: 9, opportunities: 24 },
      afq: { done: 10, opportunities: 22 },
    }),
    Cleo: stats({
      handsPlayed: 24,
      earnings: -300,
      bb100: -125,
      // Samples full of 1s: the stage's tabular figures draw a 1 as wide as a 0.
      vpip: { done: 4, opportunities: 11 },
      afq: { done: 9, opportunities: 21 },
    }),
    // Deep in the loose-passive corner, under the quadrant's name.
    Dev: stats({
      handsPlayed: 30,
      earnings: -412,
      bb100: -137,
      vpip: { done: 19, opportunities: 30 },
      afq: { done: 1, opportunities: 25 },
    }),
    Fay: stats({
      handsPlayed: 40,
      earnings: 0,
      bb100: 0,
      vpip: { done: 42, opportunities: 111 },
      afq: { done: 10, opportunities: 22 },
    }),
  };
  for (const p of players) {
    if (byName[p.displayName]) p.analytics = byName[p.displayName]!;
  }
  state.streamDataManager.featuredSeatIndex = 0;
  return state;
}

let web: Awaited<ReturnType<typeof serveWeb>>;
let engine: Awaited<ReturnType<typeof fixtureEngine>>;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1920, height: 1080 } });

test.beforeAll(async () => {
  web = await serveWeb();
  engine = await fixtureEngine(table());
});

test.afterAll(async () => {
  await engine?.close();
  await web?.close();
});

async function open(
  page: Page,
  layout: 'overlays' | 'stream-pro',
  view: string,
  tableKey = 'demo-6max',
): Promise<Locator> {
  await page.goto(
    `${web.url}/${layout}/${tableKey}?key=test&engine=${encodeURIComponent(engine.url)}&view=${view}&seat=1`,
  );
  await expect(page.getByTestId('overlay-stage')).toHaveAttribute('data-stale', 'false');
  const panel = page.getByTestId(`view-${view}`);
  await expect(panel).toBeVisible();
  // Past the panel's 250 ms fade-in before any measure or picture.
  await animationsDone(page);
  return panel;
}

async function shoot(page: Page, name: string) {
  await snap(page, { path: screenshotPath(`views-${name}.png`), omitBackground: true });
}

/** The corner panel stays inside the title-safe area, above the board, nothing cut off. */
async function fitsTheCorner(page: Page, panel: Locator) {
  const box = (await panel.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(1920 - 96);
  expect(box.y).toBeGreaterThanOrEqual(54);
  const board = (await page.getByTestId('board').boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(board.y);
  expect(await panel.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(4);
}

type Rect = { x: number; y: number; width: number; height: number };
const overlap = (a: Rect, b: Rect) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

async function boxes(locator: Locator): Promise<Rect[]> {
  return locator.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
}

/** Every name drawn, none over another or over a quadrant's name, all inside the plot; text not cut. */
async function labelsAreClear(page: Page, count = 6) {
  const labels = page.getByTestId('playstyle-label');
  await expect(labels).toHaveCount(count);
  const plot = (await page.getByTestId('playstyle-plot').boundingBox())!;
  const names = await boxes(labels);
  const quadrants = await boxes(page.getByTestId('playstyle-quadrant'));
  expect(quadrants).toHaveLength(4);
  for (const [i, a] of names.entries()) {
    expect(a.x).toBeGreaterThanOrEqual(plot.x - 0.5);
    expect(a.y).toBeGreaterThanOrEqual(plot.y - 0.5);
    expect(a.x + a.width).toBeLessThanOrEqual(plot.x + plot.width + 0.5);
    expect(a.y + a.height).toBeLessThanOrEqual(plot.y + plot.height + 0.5);
    for (const q of quadrants) expect(overlap(a, q), `label ${i} over a quadrant name`).toBe(false);
    for (const b of names.slice(i + 1)) expect(overlap(a, b), `label ${i} over another`).toBe(false);
  }
  // The measured width holds the whole name: nothing is cut with an ellipsis.
  expect(
    await labels.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).length),
  ).toBe(0);
}

test('[VIEW-E2E-1] playstyle: every name readable, none over another or a quadrant, corner and stream-pro', async ({
  page,
}) => {
  const panel = await open(page, 'overlays', 'playstyle');
  await fitsTheCorner(page, panel);
  await labelsAreClear(page);
  // Four players share one spot: the labels moved away from it say whose they are with a leader line.
  expect(await page.locator('.rb-playstyle-leader').count()).toBeGreaterThan(0);
  await shoot(page, 'corner-playstyle');

  await open(page, 'stream-pro', 'playstyle');
  await labelsAreClear(page);
  await shoot(page, 'pro-playstyle');
});

test('[VIEW-E2E-2] hand distribution: a readable summary in the corner, the grid with a true legend in stream-pro', async ({
  page,
}) => {
  const panel = await open(page, 'overlays', 'handDistribution');
  await fitsTheCorner(page, panel);
  await expect(page.getByTestId('hand-grid')).toBeHidden();
  const summary = page.getByTestId('hand-summary');
  await expect(summary.locator('[data-kind="pair"]')).toContainText('2/2');
  await expect(summary.locator('[data-kind="pair"]')).toContainText('2 dealt');
  await expect(summary.locator('li').first()).toContainText('AJo');
  await expect(summary.locator('li').first()).toContainText('2 of 2 dealt');
  // Nothing on the corner panel under 16 px (the old grid wrote 11 px labels).
  const smallest = await panel.evaluate((el) =>
    Math.min(
      ...Array.from(el.querySelectorAll('*'))
        .filter((e) => e.textContent?.trim() && (e as HTMLElement).offsetParent !== null)
        .map((e) => Number.parseFloat(getComputedStyle(e).fontSize)),
    ),
  );
  expect(smallest).toBeGreaterThanOrEqual(16);
  await shoot(page, 'corner-hand-distribution');

  await open(page, 'stream-pro', 'handDistribution');
  const grid = page.getByTestId('hand-grid');
  await expect(grid).toBeVisible();
  await expect(grid.locator('[data-class]')).toHaveCount(169);
  // Each legend swatch is drawn in exactly the colour of the cells it describes.
  const legend = page.getByTestId('hand-legend');
  for (const [tone, handClass] of [
    ['always', 'AA'],
    ['sometimes', 'Q8o'],
    ['folded', '72o'],
    ['notDealt', 'AKo'],
  ] as const) {
    const cell = grid.locator(`[data-class="${handClass}"]`);
    await expect(cell).toHaveAttribute('data-tone', tone);
    const swatch = legend.locator(`[data-tone="${tone}"] .rb-hd-swatch`);
    const colour = (l: Locator) =>
      l.evaluate((el) => {
        const style = getComputedStyle(el);
        return `${style.backgroundColor} ${style.backgroundImage}`;
      });
    expect(await colour(swatch), tone).toBe(await colour(cell));
  }
  await expect(legend.locator('[data-tone="notDealt"]')).toHaveText('not dealt yet');
  await expect(legend.locator('[data-tone="folded"]')).toHaveText('dealt, always folded');
  // The whole stream-pro panel on the stage.
  const box = (await page.getByTestId('view-handDistribution').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(96);
  expect(box.x + box.width).toBeLessThanOrEqual(1920 - 96);
  expect(box.y + box.height).toBeLessThanOrEqual(1080 - 54);
  await shoot(page, 'pro-hand-distribution');
});

test('[VIEW-E2E-3] figures on air: bb/100 waits for its sample, money is signed, each tile its own sample', async ({
  page,
}) => {
  // Six overlays opened in turn: 30 s ran out twice on a loaded CI machine.
  test.setTimeout(60_000);
  let panel = await open(page, 'overlays', 'playerProfile');
  await fitsTheCorner(page, panel);
  const tile = (label: string) => panel.locator(`[data-stat="${label}"]`);
  await expect(tile('bb/100')).toContainText('—');
  await expect(tile('bb/100')).toContainText('17 of 100 hands');
  await expect(panel).not.toContainText('2447');
  await expect(tile('Earnings')).toContainText('+832');
  await expect(tile('VPIP')).toContainText('16 hands');
  await expect(tile('WTSD')).toContainText('3/8');
  await expect(tile('WTSD')).toContainText('8 flops seen');
  await expect(tile('Aggression')).toContainText('20 actions');
  await shoot(page, 'corner-player-profile');
  await open(page, 'stream-pro', 'playerProfile');
  await shoot(page, 'pro-player-profile');

  panel = await open(page, 'overlays', 'notablePlayers');
  await fitsTheCorner(page, panel);
  // Eli, the regular, is ahead: +1,835 written the §9 way, signed.
  await expect(panel.locator('[data-award="biggestWinner"]')).toContainText('+1.8k');
  await shoot(page, 'corner-notable-players');
  await open(page, 'stream-pro', 'notablePlayers');
  await shoot(page, 'pro-notable-players');

  panel = await open(page, 'overlays', 'earnings');
  await fitsTheCorner(page, panel);
  await expect(panel).toContainText('+832');
  await expect(panel).toContainText('\u2212412');
  await shoot(page, 'corner-earnings');
  await open(page, 'stream-pro', 'earnings');
  await shoot(page, 'pro-earnings');

  panel = await open(page, 'overlays', 'vpip');
  await fitsTheCorner(page, panel);
  await shoot(page, 'corner-vpip');
  await open(page, 'stream-pro', 'vpip');
  await shoot(page, 'pro-vpip');
});

test('[VIEW-E2E-4] playstyle: a full ring of nine with long names in one cluster, on a light skin', async ({
  page,
}) => {
  const nine = structuredClone(TABLE_STATE_FIXTURES.sample) as TableState;
  nine.updateTime = Date.now();
  nine.gameSettings.overlaysSkin = {
    name: 'Gold',
    key: 'gold',
    primaryColor: '#facc15',
    secondaryColor: '#1e3a8a',
  };
  const names = [
    'Maximilian Oberhauser',
    'Anastasia',
    'Bo',
    'Guillermo',
    'Wei',
    'Kristjan Olafsson',
    'Dee',
    'Priyanka',
    'Jo',
  ];
  (nine.playerGroup.players as Player[]).forEach((p, i) => {
    p.displayName = names[i]!;
    // Everyone within a few points of the middle of the chart, where the quadrant lines cross.
    p.analytics = stats({
      handsPlayed: 30 + i * 7,
      vpip: { done: 6 + (i % 4), opportunities: 28 + i * 2 },
      afq: { done: 8 + (i % 3), opportunities: 20 + (i % 2) },
    });
  });
  engine.set(nine);
  try {
    const panel = await open(page, 'overlays', 'playstyle', nine.tableSettings.key);
    const box = (await panel.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(1080 - 54);
    expect(await panel.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(4);
    await labelsAreClear(page, 9);
    await shoot(page, 'corner-playstyle-nine-gold');
    await open(page, 'stream-pro', 'playstyle', nine.tableSettings.key);
    await labelsAreClear(page, 9);
    await shoot(page, 'pro-playstyle-nine-gold');
    // A long name keeps the hand distribution's title on one line, the corner panel at its height.
    (nine.playerGroup.players[0] as Player).analytics!.startingHandStrengths = {
      AA: { dealt: 1, played: 1, won: 1, earnings: 120 },
    };
    engine.set(nine);
    const hands = await open(page, 'overlays', 'handDistribution', nine.tableSettings.key);
    await expect(hands).toContainText('Maximilian Oberhauser');
    const title = hands.locator('h2');
    expect((await title.boundingBox())!.height).toBeLessThan(45);
    expect(await hands.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(4);
  } finally {
    engine.set(table());
  }
});
