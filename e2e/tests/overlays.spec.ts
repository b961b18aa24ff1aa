import { appendFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { TableState } from '@railbird/protocol';
import { midHandNlhFixture, plo8TableFixture, TABLE_STATE_FIXTURES } from '@railbird/protocol/testing';
import { fixtureEngine } from '../support/fixture-engine.js';
import { expect, screenshotPath, test } from '../support/fixtures.js';
import { snap } from '../support/screens.js';
import { SimEngine } from '../support/sim-engine.js';
import { serveWeb } from '../support/static-web.js';

/**
 * Overlays and room displays against the real engine playing a simulated table in fast mode, opened as
 * OBS opens them: the built web app, no sign-in, an overlay link's token in the URL.
 */

const TABLE = 'sim-1';
let engine: SimEngine;
let web: Awaited<ReturnType<typeof serveWeb>>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  engine = await SimEngine.start();
  web = await serveWeb();
});

test.afterAll(async () => {
  await web?.close();
  await engine?.stop();
});

async function open(page: Page, route: string, scope: 'viewer' | 'hiddenViewer', query = '') {
  const key = await engine.token(TABLE, scope);
  const url = `${web.url}/${route}/${TABLE}?key=${encodeURIComponent(key)}&engine=${encodeURIComponent(engine.url)}${query}`;
  await page.goto(url);
  await expect(page.getByTestId('overlay-stage')).toHaveAttribute('data-stale', 'false');
}

/** A busy, bright, video-like backdrop to judge legibility of the transparent overlay against. */
const BUSY_BACKDROP = `html.rb-overlay.rb-busy { background:
  radial-gradient(circle at 20% 30%, #ffd54a 0 120px, transparent 121px),
  radial-gradient(circle at 70% 60%, #ffffff 0 180px, transparent 181px),
  radial-gradient(circle at 85% 15%, #1e88e5 0 140px, transparent 141px),
  repeating-linear-gradient(35deg, #2e7d32 0 40px, #c62828 40px 80px, #f5f5f5 80px 120px, #263238 120px 160px) !important; }`;

async function shoot(page: Page, name: string) {
  await snap(page, { path: screenshotPath(`${name}.png`), omitBackground: true });
  await page.addStyleTag({ content: BUSY_BACKDROP });
  await page.evaluate(() => document.documentElement.classList.add('rb-busy'));
  await snap(page, { path: screenshotPath(`${name}-over-video.png`) });
  await page.evaluate(() => document.documentElement.classList.remove('rb-busy'));
}

test.use({ viewport: { width: 1920, height: 1080 } });

/** A figure worth reading after the run: printed, and kept beside the screenshots. */
function note(line: string) {
  process.stdout.write(`${line}\n`);
  appendFileSync(screenshotPath('overlay-figures.txt'), `${new Date().toISOString()} ${line}\n`);
}

test('[OVL-1] every overlay view renders at 1920×1080 with the engine’s data', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  // The views show figures only past a sample: let the bots play until the playstyle chart places
  // someone (a pause caught on hand #1 left every view empty).
  await open(page, 'overlays', 'viewer', '&view=playstyle');
  await expect(page.getByTestId('playstyle-point').first()).toBeVisible({ timeout: 60_000 });

  // The table strip: hole cards and the board come as the bots play.
  await open(page, 'overlays', 'viewer', '&view=none');
  const faceUp = page.locator('.rb-pod-cards [data-card]:not([data-card="back"])');
  await expect(faceUp.first()).toBeVisible();
  await expect(page.getByTestId('table-strip')).toBeVisible();
  // Hold a hand still for the pictures, with cards out (the bots play on when the test ends).
  for (let attempt = 0; ; attempt++) {
    await expect(faceUp.first()).toBeVisible();
    await engine.command(TABLE, 'setPaused', { paused: true });
    await page.waitForTimeout(300);
    if ((await faceUp.count()) > 0 || attempt >= 10) break;
    await engine.command(TABLE, 'setPaused', { paused: false });
  }
  // No scrollbars, transparent page.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
  expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
  await shoot(page, 'overlay-table-strip');

  for (const view of [
    'earnings',
    'vpip',
    'playerProfile',
    'handDistribution',
    'playstyle',
    'strongestHands',
    'notablePlayers',
  ]) {
    await open(page, 'overlays', 'viewer', `&view=${view}`);
    const panel = page.getByTestId(`view-${view}`);
    await expect(panel).toBeVisible();
    // Inside the title-safe area (5%).
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(96);
    expect(box.y).toBeGreaterThanOrEqual(54);
    expect(box.x + box.width).toBeLessThanOrEqual(1920 - 96);
    expect(box.y + box.height).toBeLessThanOrEqual(1080 - 54);
    // Clear of the board and the strip, and nothing cut off inside it.
    const board = await page.getByTestId('board').boundingBox();
    if (board) expect(box.y + box.height).toBeLessThanOrEqual(board.y);
    expect(await panel.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(4);
    await shoot(page, `overlay-${view}`);
  }

  await open(page, 'stream', 'viewer', '&view=playstyle');
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page.getByTestId('playstyle-point').first()).toBeVisible();
  await shoot(page, 'overlay-stream');

  await open(page, 'stream-pro', 'viewer', '&view=playerProfile&seat=1');
  await expect(page.getByTestId('view-playerProfile')).toBeVisible();
  await shoot(page, 'overlay-stream-pro');

  await open(page, 'overlays', 'viewer', '&view=vpip&deck=two');
  await expect(faceUp.first()).toBeVisible();
  await shoot(page, 'overlay-two-colour-deck');
  await engine.command(TABLE, 'setPaused', { paused: false });
  expect(errors).toEqual([]);
});

/** A fixture as it would arrive now: fresh times, a 30 s shot clock running for 12 s. */
function now(fixture: TableState): TableState {
  const state = structuredClone(fixture) as TableState;
  const t = Date.now();
  state.updateTime = t;
  state.gameSettings.shotClockDuration = 30;
  state.round.actionStartTime = t - 12_000;
  return state;
}

test('[OVL-4] equities, outs, side pots, the shot clock and a winner on the strip', async ({ page }) => {
  const fake = await fixtureEngine(now(midHandNlhFixture));
  try {
    const open = (route: string, table: string, query: string) =>
      page.goto(`${web.url}/${route}/${table}?key=test&engine=${encodeURIComponent(fake.url)}${query}`);
    await open('overlays', 'demo-6max', '&view=playerProfile&seat=5');
    await expect(page.getByTestId('overlay-stage')).toHaveAttribute('data-stale', 'false');
    const strip = page.getByTestId('table-strip');
    await expect(page.locator('[data-seat="4"] .rb-equity-text').first()).toHaveText('81%');
    await expect(strip).toContainText('5 outs');
    await expect(page.getByRole('timer')).toBeAttached();
    await expect(page.locator('[data-acting="true"]')).toHaveAttribute('data-seat', '5');
    await shoot(page, 'overlay-fixture-flop');

    fake.set(now(plo8TableFixture));
    await open('stream', 'plo8-1', '&view=earnings');
    await expect(page.getByTestId('pot')).toHaveText('260');
    // Four players, four cards each; the folded hand dims.
    await expect(page.locator('.rb-pod-cards [data-card]')).toHaveCount(16);
    await expect(page.locator('.rb-pod-cards [data-dim]')).toHaveCount(4);
    await shoot(page, 'overlay-fixture-plo8');

    const won = now(midHandNlhFixture);
    won.round.actingPlayer = null;
    won.payout = {
      roundId: 'demo-6max-42',
      awards: [
        {
          potIndex: 0,
          boardIndex: 0,
          half: null,
          seatIndex: 4,
          amount: 155,
          handDescription: 'Three of a kind, kings',
        },
      ],
    };
    won.playerGroup.players[4]!.roundStatus!.isWinner = true;
    fake.set(won);
    await open('overlays', 'demo-6max', '&view=notablePlayers');
    await expect(page.locator('[data-winner="true"]')).toHaveAttribute('data-seat', '4');
    await expect(page.locator('[data-winner="true"]')).toContainText('WINS 155');
    await shoot(page, 'overlay-fixture-winner');

    // Another skin: a light panel takes black text; an accent too close to the panel gives way to it.
    const skinned = now(midHandNlhFixture);
    skinned.gameSettings.overlaysSkin = {
      name: 'Gold',
      key: 'gold',
      primaryColor: '#facc15',
      secondaryColor: '#fde047',
    };
    fake.set(skinned);
    await open('stream', 'demo-6max', '&view=vpip');
    await expect(page.getByTestId('overlay-stage')).toHaveCSS('color', 'rgb(0, 0, 0)');
    await shoot(page, 'overlay-fixture-gold-skin');
  } finally {
    await fake.close();
  }
});

test('[OVL-6] a full ring of nine fits every per-player view above the board, nothing clipped', async ({
  page,
}) => {
  // The spec's sample table seats nine; give every one of them a session's statistics.
  const nine = now(TABLE_STATE_FIXTURES.sample);
  nine.playerGroup.players.forEach((player, i) => {
    // Seat 4 of the 6-max fixture is the regular with a sample; vary it per player.
    const analytics = structuredClone(midHandNlhFixture.playerGroup.players[4]!.analytics!);
    analytics.handsPlayed = 40 + 9 * i;
    analytics.earnings = (i % 2 ? -1 : 1) * (150 + 37 * i);
    analytics.vpip = { done: 8 + 3 * i, opportunities: 40 + 9 * i };
    player.analytics = analytics;
  });
  const fake = await fixtureEngine(nine);
  try {
    for (const view of ['earnings', 'vpip', 'notablePlayers', 'strongestHands', 'playstyle']) {
      await page.goto(
        `${web.url}/overlays/${TABLE_STATE_FIXTURES.sample.tableSettings.key}?key=test&engine=${encodeURIComponent(fake.url)}&view=${view}`,
      );
      await expect(page.getByTestId('overlay-stage')).toHaveAttribute('data-stale', 'false');
      const panel = page.getByTestId(`view-${view}`);
      await expect(panel).toBeVisible();
      const box = (await panel.boundingBox())!;
      // Between hands there is no board: the panel keeps its place (the strip's top is below it).
      const strip = await page.getByTestId('table-strip').boundingBox();
      if (strip) expect(box.y + box.height, view).toBeLessThanOrEqual(strip.y);
      expect(box.y + box.height, view).toBeLessThanOrEqual(1080 - 54);
      expect(await panel.evaluate((el) => el.scrollHeight - el.clientHeight), view).toBeLessThanOrEqual(4);
    }
    await page.goto(
      `${web.url}/overlays/${TABLE_STATE_FIXTURES.sample.tableSettings.key}?key=test&engine=${encodeURIComponent(fake.url)}&view=earnings`,
    );
    await expect(page.getByTestId('view-earnings').locator('li')).toHaveCount(9);
    await shoot(page, 'overlay-fixture-nine-earnings');
  } finally {
    await fake.close();
  }
});

/** Every card face a frame's players carry: hands, discards and the round history. */
function holeCardsIn(packet: unknown): string[] {
  const found: string[] = [];
  const p = packet as { event?: string; data?: Record<string, unknown> };
  const state = (p.event === 'statePatch' ? (p.data?.changes as Record<string, unknown>) : p.data) ?? {};
  const group = state.playerGroup as {
    players?: { roundStatus?: { hand?: { cards?: unknown[]; discarded?: unknown[] } } }[];
  };
  for (const player of group?.players ?? []) {
    for (const c of [
      ...(player.roundStatus?.hand?.cards ?? []),
      ...(player.roundStatus?.hand?.discarded ?? []),
    ]) {
      if (c !== null) found.push(String(c));
    }
  }
  for (const round of (state.roundHistory as { players: { cards: unknown[] }[] }[] | undefined) ?? []) {
    for (const player of round.players) for (const c of player.cards) if (c !== null) found.push(String(c));
  }
  return found;
}

test('[OVL-2] a hidden overlay never receives nor draws a hole card over 50 hands', async ({ page }) => {
  test.setTimeout(120_000);
  // In the page, before anything renders: note every card face that ever appears in a seat.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __seatFaces: string[] }).__seatFaces = seen;
    const check = (root: ParentNode) => {
      for (const el of Array.from(root.querySelectorAll('.rb-pod [data-card], [data-seat] [data-card]'))) {
        const card = el.getAttribute('data-card');
        if (card && card !== 'back') seen.push(card);
      }
    };
    new MutationObserver(() => check(document)).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-card', 'aria-label'],
    });
  });
  const frames: string[] = [];
  const rounds = new Set<string>();
  const leaks: string[] = [];
  page.on('websocket', (ws) => {
    ws.on('framereceived', ({ payload }) => {
      const text = String(payload);
      frames.push(text);
      const packet = JSON.parse(text) as {
        data?: { round?: { id?: string }; changes?: { round?: { id?: string } } };
      };
      const id = packet.data?.round?.id ?? packet.data?.changes?.round?.id;
      if (id) rounds.add(id);
      leaks.push(...holeCardsIn(packet));
    });
  });
  await open(page, 'overlays-hidden', 'hiddenViewer', '&view=none');
  await expect.poll(() => rounds.size, { timeout: 90_000, intervals: [500] }).toBeGreaterThanOrEqual(50);
  // Players in the hand show card backs, never faces.
  await expect(page.locator('.rb-pod-cards [data-card="back"]').first()).toBeAttached();
  const faces = await page.evaluate(() => (window as unknown as { __seatFaces: string[] }).__seatFaces);
  expect(faces).toEqual([]);
  expect(leaks).toEqual([]);
  expect(frames.length).toBeGreaterThan(50);
  note(
    `hidden overlay: ${rounds.size} hands, ${frames.length} frames, no hole card in any frame or in the page`,
  );
  await shoot(page, 'overlay-hidden');
});

test('[OVL-3] a killed engine shows as stale within 2 s and the overlay recovers within 2 s of a restart', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await open(page, 'overlays', 'viewer', '&view=earnings');
  await expect(page.locator('.rb-pod-cards [data-card]').first()).toBeAttached();
  const stage = page.getByTestId('overlay-stage');

  const killedAt = Date.now();
  await engine.kill();
  await expect(stage).toHaveAttribute('data-stale', 'true', { timeout: 2000 });
  const staleAfter = Date.now() - killedAt;
  // Stale: no card, no equity, no board; the names and the stats stay.
  await expect(page.locator('.rb-pod-cards [data-card]')).toHaveCount(0);
  await expect(page.getByTestId('board')).toHaveCount(0);
  await expect(page.getByTestId('view-earnings')).toBeVisible();
  await expect(page.getByTestId('overlay-status')).toHaveText('Reconnecting to the table…');
  await shoot(page, 'overlay-stale');

  await engine.startProcess();
  const restartedAt = Date.now();
  await expect(stage).toHaveAttribute('data-stale', 'false', { timeout: 2000 });
  const recoveredAfter = Date.now() - restartedAt;
  await expect(page.locator('.rb-pod-cards [data-card]').first()).toBeAttached({ timeout: 5000 });
  note(
    `engine killed: stale after ${staleAfter} ms; restarted: live again ${recoveredAfter} ms after it was healthy`,
  );
});

test('[OVL-5] a link the engine refuses says why, for the producer', async ({ page }) => {
  await page.goto(`${web.url}/overlays/${TABLE}?key=not-a-token&engine=${encodeURIComponent(engine.url)}`);
  await expect(page.getByTestId('overlay-stage')).toHaveAttribute('data-stale', 'true');
  await expect(page.getByTestId('overlay-status')).toContainText(/link|token/i);
  await expect(page.getByTestId('table-strip')).toHaveCount(0);
});

test('[DSP-1] the table display shows players, stacks, board and pot, never a hole card', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __seatFaces: string[] }).__seatFaces = seen;
    new MutationObserver(() => {
      for (const el of Array.from(document.querySelectorAll('[data-seat] [data-card]'))) {
        const card = el.getAttribute('data-card');
        if (card && card !== 'back') seen.push(card);
      }
    }).observe(document, { subtree: true, childList: true });
  });
  const key = await engine.token(TABLE, 'hiddenViewer');
  await page.goto(
    `${web.url}/table-display/${TABLE}?key=${encodeURIComponent(key)}&engine=${encodeURIComponent(engine.url)}`,
  );
  const display = page.getByTestId('table-display');
  await expect(display).toHaveAttribute('data-stale', 'false');
  await expect(page.getByTestId('board').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-seat]').first()).toBeVisible();
  await engine.command(TABLE, 'setPaused', { paused: true });
  await page.waitForTimeout(400);
  await snap(page, { path: screenshotPath('table-display.png') });
  await engine.command(TABLE, 'setPaused', { paused: false });
  expect(await page.evaluate(() => (window as unknown as { __seatFaces: string[] }).__seatFaces)).toEqual([]);
});

test('[DSP-2] the countdown counts down to the time in the query', async ({ page }) => {
  const to = new Date(Date.now() + (2 * 3600 + 5 * 60 + 30) * 1000).toISOString();
  await page.goto(`${web.url}/countdown?to=${encodeURIComponent(to)}&label=Main%20event%20starts%20in`);
  await expect(page.getByRole('heading', { name: 'Main event starts in' })).toBeVisible();
  await expect(page.getByTestId('countdown')).toHaveText(/^2:05:(2\d|30)$/);
  await snap(page, { path: screenshotPath('countdown.png') });
  await page.goto(`${web.url}/countdown`);
  await expect(page.getByRole('heading', { name: 'No start time' })).toBeVisible();
});
