import { expect, type Page, test } from '@playwright/test';
import { emptyAnalytics, type Player, type TableState } from '@railbird/protocol';
import { midHandNlhFixture } from '@railbird/protocol/testing';
import { fixtureEngine } from '../support/fixture-engine.js';
import { serveWeb } from '../support/static-web.js';

/**
 * Issue 16, one identity everywhere: an overlay whose server does not answer `overlay.allTimeStats`
 * keeps working on the session's figures, labelled "This session". The all-time answer itself is pinned
 * by the server's overlay-stats.test.ts (real database and tokens) and the choice and labels by
 * features/overlays/all-time.test.ts; a browser test on the full stack (a checked-in player with stored
 * hands) is still to write — a faked server answer would stand in for a part that can run.
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

async function open(page: Page, view: string) {
  await page.goto(
    `${web.url}/overlays/demo-6max?key=the-link-token&engine=${encodeURIComponent(engine.url)}&view=${view}&seat=0`,
  );
  await expect(page.getByTestId('overlay-stage')).toHaveAttribute('data-stale', 'false');
  await expect(page.getByTestId(`view-${view}`)).toBeVisible();
}

test('[ALLTIME-E2E-2] with the server unreachable the overlay keeps working on session figures, labelled so', async ({
  page,
}) => {
  await page.route('**/api/trpc/overlay.allTimeStats?**', (route) => route.abort('connectionrefused'));
  await open(page, 'playerProfile');
  await expect(page.getByTestId('stats-source')).toHaveText('This session');
  await expect(page.getByTestId('view-playerProfile')).toContainText('3');
});
