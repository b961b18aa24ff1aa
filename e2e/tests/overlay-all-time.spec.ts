import { test as bare, type Page } from '@playwright/test';
import { emptyAnalytics, type Player, type TableState } from '@railbird/protocol';
import { midHandNlhFixture } from '@railbird/protocol/testing';
import { newAccount, signUp, trpc } from '../support/console.js';
import { fixtureEngine } from '../support/fixture-engine.js';
import { expect, test } from '../support/fixtures.js';
import { playHands } from '../support/hands.js';
import { operatorSocket } from '../support/operator-socket.js';
import { serveWeb } from '../support/static-web.js';

/**
 * Issue 16, one identity everywhere. On the full stack: a player of the directory with stored hands,
 * seated with their uid, shows their all-time figures on an overlay opened from a real link, labelled
 * "All-time · N hands"; a seat nobody identified shows the session's. Without its server (the built app
 * served alone) the overlay keeps working on the session's figures, labelled "This session".
 */

function table(): TableState {
  const state = structuredClone(midHandNlhFixture) as TableState;
  state.updateTime = Date.now();
  for (const p of state.playerGroup.players as Player[])
    p.analytics = { ...emptyAnalytics(), handsPlayed: 3, earnings: 10, vpip: { done: 1, opportunities: 3 } };
  state.streamDataManager.featuredSeatIndex = 0;
  return state;
}

let web: Awaited<ReturnType<typeof serveWeb>>;
let engine: Awaited<ReturnType<typeof fixtureEngine>>;

test.use({ viewport: { width: 1920, height: 1080 } });

bare.beforeAll(async () => {
  web = await serveWeb();
  engine = await fixtureEngine(table());
});

bare.afterAll(async () => {
  await engine?.close();
  await web?.close();
});

async function open(page: Page, view: string) {
  await page.goto(
    `${web.url}/overlays/demo-6max?key=the-link-token&engine=${encodeURIComponent(engine.url)}&view=${view}&seat=1`,
  );
  await expect(page.getByTestId('overlay-stage')).toHaveAttribute('data-stale', 'false');
  await expect(page.getByTestId(`view-${view}`)).toBeVisible();
}

bare(
  '[ALLTIME-E2E-2] with the server unreachable the overlay keeps working on session figures, labelled so',
  async ({ page }) => {
    await page.route('**/api/trpc/overlay.allTimeStats?**', (route) => route.abort('connectionrefused'));
    await open(page, 'playerProfile');
    await expect(page.getByTestId('stats-source')).toHaveText('This session');
    await expect(page.getByTestId('view-playerProfile')).toContainText('3');
  },
);

test('[ALLTIME-E2E-1] a player with stored hands, seated with their uid, shows all-time figures on a real overlay link', async ({
  page,
  browser,
  stack,
}) => {
  test.setTimeout(60_000);
  // A room of its own (the demo tables keep their bots): one table, which the local engine hosts.
  await signUp(page, newAccount('alltime'));
  const tableKey = `at-${Date.now().toString(36)}`;
  await trpc(page.request, 'table.create', { key: tableKey, name: 'All-time table' });
  const rita = await trpc<{ id: string }>(page.request, 'player.create', {
    displayName: 'Rita Rivers',
    phone: `557${String(Date.now()).slice(-7)}`,
  });
  await playHands(page.request, tableKey, { id: rita.id, name: 'Rita Rivers' }, 6, 0);

  // The engine picks the new table up from local-engine.json: seat Rita (with her uid) and a stranger.
  let op: Awaited<ReturnType<typeof operatorSocket>> | null = null;
  await expect
    .poll(
      async () => {
        op = await operatorSocket(page.request, tableKey).catch(() => null);
        return op !== null;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const table = op!;
  await table.send('seatPlayer', { seatIndex: 0, displayName: 'Rita Rivers', stack: 200, uid: rita.id });
  await table.send('seatPlayer', { seatIndex: 1, displayName: 'Walk-in', stack: 200 });

  const link = await trpc<{ path: string }>(page.request, 'overlay.createLink', {
    tableKey,
    route: 'overlays-hidden',
    label: 'e2e all-time',
  });
  const withEngine = (path: string) =>
    path.includes('engine=') ? path : `${path}&engine=${encodeURIComponent(`${stack.engineUrl}/`)}`;
  const overlay = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  try {
    await overlay.goto(`${stack.serverUrl}${withEngine(link.path)}&view=playerProfile&seat=1`);
    await expect(overlay.getByTestId('stats-source')).toHaveText('All-time · 6 hands');
    await expect(overlay.getByTestId('stats-source')).toHaveAttribute('data-stats-source', 'allTime');
    await overlay.goto(`${stack.serverUrl}${withEngine(link.path)}&view=playerProfile&seat=2`);
    await expect(overlay.getByTestId('stats-source')).toHaveText('This session');
  } finally {
    await overlay.close();
    table.close();
  }
});
