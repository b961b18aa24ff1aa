import { expect, type Page, test } from '@playwright/test';
import { emptyAnalytics, type Player, type TableState, transformer } from '@railbird/protocol';
import { midHandNlhFixture } from '@railbird/protocol/testing';
import { fixtureEngine } from '../support/fixture-engine.js';
import { serveWeb } from '../support/static-web.js';

/**
 * Issue 16, one identity everywhere: a checked-in seat (its `uid`) shows the player's all-time figures,
 * labelled "All-time · N hands"; a seat nobody checked in, or every seat while the server does not
 * answer, shows the session's, labelled "This session". The engine is a fixture; the server's answer to
 * `overlay.allTimeStats` stands in at the page's own origin (the procedure itself: overlay-stats.test.ts).
 */

function table(): TableState {
  const state = structuredClone(midHandNlhFixture) as TableState;
  state.updateTime = Date.now();
  for (const p of state.playerGroup.players as Player[])
    p.analytics = { ...emptyAnalytics(), handsPlayed: 3, earnings: 10, vpip: { done: 1, opportunities: 3 } };
  state.streamDataManager.featuredSeatIndex = 0;
  return state;
}

const ana = (table().playerGroup.players as Player[]).find((p) => p.seatIndex === 0)!;
const allTime = {
  ...emptyAnalytics(),
  handsPlayed: 412,
  earnings: 2500,
  vpip: { done: 103, opportunities: 400 },
  pfr: { done: 60, opportunities: 400 },
};

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

test('[ALLTIME-E2E-1] a checked-in seat shows its all-time figures, labelled, asked with the link token', async ({
  page,
}) => {
  const asked: unknown[] = [];
  await page.route('**/api/trpc/overlay.allTimeStats?**', async (route) => {
    const input = new URL(route.request().url()).searchParams.get('input')!;
    asked.push(transformer.deserialize(JSON.parse(input)));
    const data = transformer.serialize({ players: [{ playerId: ana.uid, analytics: allTime }] });
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ result: { data } }) });
  });
  await open(page, 'playerProfile');
  await expect(page.getByTestId('stats-source')).toHaveText('All-time · 412 hands');
  await expect(page.getByTestId('stats-source')).toHaveAttribute('data-stats-source', 'allTime');
  expect(asked[0]).toMatchObject({ key: 'the-link-token', tableKey: 'demo-6max' });
  expect((asked[0] as { playerIds: string[] }).playerIds).toContain(ana.uid);

  await open(page, 'earnings');
  const row = page.locator(`[data-stats-source="allTime"]`);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(ana.displayName);
  await expect(row).toContainText('All-time · 412 hands');
  await expect(page.locator('[data-stats-source="session"]').first()).toContainText('3 hands');
});

test('[ALLTIME-E2E-2] with the server unreachable the overlay keeps working on session figures, labelled so', async ({
  page,
}) => {
  await page.route('**/api/trpc/overlay.allTimeStats?**', (route) => route.abort('connectionrefused'));
  await open(page, 'playerProfile');
  await expect(page.getByTestId('stats-source')).toHaveText('This session');
  await expect(page.getByTestId('view-playerProfile')).toContainText('3');
});
