import type { Page } from '@playwright/test';
import { emptyAnalytics, type Player, type TableState, transformer } from '@railbird/protocol';
import { midHandNlhFixture, TABLE_STATE_FIXTURES } from '@railbird/protocol/testing';
import { newAccount, signUp, trpc } from '../support/console.js';
import { fixtureEngine } from '../support/fixture-engine.js';
import { expect, screenshotPath, test } from '../support/fixtures.js';
import { playHands } from '../support/hands.js';
import { operatorSocket } from '../support/operator-socket.js';
import { animationsDone, snap } from '../support/screens.js';
import { serveWeb } from '../support/static-web.js';

/**
 * Issue 16, one identity everywhere. On the full stack: a player of the directory with stored hands,
 * seated with their uid, shows their all-time figures on an overlay opened from a real link, labelled
 * "All-time · N hands", and the photo they gave at check-in (which the engine never learns); a seat
 * nobody identified shows the session's, and a checked-in player before their first hand their photo
 * with the session's figures. Without its server (the built app
 * served alone) the overlay keeps working on the session's figures, labelled "This session".
 */

function table(): TableState {
  const state = structuredClone(midHandNlhFixture) as TableState;
  state.updateTime = Date.now();
  for (const p of state.playerGroup.players as Player[])
    p.analytics = {
      ...emptyAnalytics(),
      handsPlayed: 3,
      earnings: 10,
      vpip: { done: 1, opportunities: 3 },
      afq: { done: 2, opportunities: 5 },
    };
  state.streamDataManager.featuredSeatIndex = 0;
  return state;
}

let web: Awaited<ReturnType<typeof serveWeb>>;
let engine: Awaited<ReturnType<typeof fixtureEngine>>;

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
    `${web.url}/overlays/demo-6max?key=the-link-token&engine=${encodeURIComponent(engine.url)}&view=${view}&seat=1`,
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

/**
 * A check-in photo as the kiosk makes one: a camera frame drawn on a canvas, saved as a JPEG data URL
 * (well under the 64 KB a picture may take). `hue` tells two apart.
 */
function cameraPhoto(page: Page, hue: number): Promise<string> {
  return page.evaluate((h) => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 240;
    const g = canvas.getContext('2d')!;
    const sky = g.createLinearGradient(0, 0, 0, 240);
    sky.addColorStop(0, `hsl(${h} 45% 70%)`);
    sky.addColorStop(1, `hsl(${h} 35% 35%)`);
    g.fillStyle = sky;
    g.fillRect(0, 0, 240, 240);
    g.fillStyle = `hsl(${h + 180} 30% 25%)`;
    g.beginPath();
    g.ellipse(120, 250, 95, 70, 0, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = 'hsl(28 55% 72%)';
    g.beginPath();
    g.ellipse(120, 112, 52, 62, 0, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = 'hsl(25 40% 22%)';
    g.beginPath();
    g.ellipse(120, 70, 58, 34, 0, Math.PI, Math.PI * 2);
    g.fill();
    g.fillStyle = '#1b1b1b';
    for (const x of [100, 140]) {
      g.beginPath();
      g.arc(x, 110, 6, 0, Math.PI * 2);
      g.fill();
    }
    g.strokeStyle = '#7a3b2e';
    g.lineWidth = 4;
    g.beginPath();
    g.arc(120, 135, 20, 0.15 * Math.PI, 0.85 * Math.PI);
    g.stroke();
    return canvas.toDataURL('image/jpeg', 0.85);
  }, hue);
}

test('[ALLTIME-E2E-3] a mixed table: every stat view says whose figures it shows and still fits its corner; photos from the server on the strip', async ({
  page,
}) => {
  // Every stat view in turn on a mixed table: 30 s ran out once on a loaded CI machine.
  test.setTimeout(60_000);
  const anaPhoto = await cameraPhoto(page, 205);
  const benPhoto = await cameraPhoto(page, 330);
  // The server's answer: Ana with all-time figures and a photo, Ben checked in with a photo before
  // his first hand; the others unknown to it.
  const answer: { players: unknown[] } = {
    players: [
      {
        playerId: 'player-ana',
        analytics: {
          ...emptyAnalytics(),
          handsPlayed: 412,
          earnings: -1200,
          vpip: { done: 103, opportunities: 400 },
          afq: { done: 90, opportunities: 200 },
        },
        profileUrl: anaPhoto,
      },
      { playerId: 'player-ben', analytics: null, profileUrl: benPhoto },
    ],
  };
  await page.route('**/api/trpc/overlay.allTimeStats?**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ result: { data: transformer.serialize(answer) } }),
    }),
  );
  const mixed = 'All-time for checked-in players, this session for others';
  const subtitle = (view: string) => page.getByTestId(`view-${view}`).locator('header p');
  for (const [view, text] of [
    ['playstyle', `${mixed} · VPIP across · aggression frequency up`],
    ['earnings', `Net won · ${mixed}`],
    ['vpip', `Voluntarily put money in the pot pre-flop · PFR beside it · ${mixed}`],
    ['notablePlayers', `${mixed} at the table`],
    ['handDistribution', /^All-time · /],
  ] as const) {
    await open(page, view);
    await expect(subtitle(view)).toHaveText(text);
    await animationsDone(page); // past the panel's fade-in
    // Above the board, nothing cut off by the panel's height.
    const panel = page.getByTestId(`view-${view}`);
    const box = (await panel.boundingBox())!;
    expect(box.y + box.height, view).toBeLessThanOrEqual((await page.getByTestId('board').boundingBox())!.y);
    expect(await panel.evaluate((el) => el.scrollHeight - el.clientHeight), view).toBeLessThanOrEqual(4);
    if (view === 'playstyle')
      await snap(page, { path: screenshotPath('overlay-all-time-mixed-playstyle-1920x1080.png') });
  }
  await expect(page.locator('.rb-pod[data-seat="0"] img')).toHaveAttribute('src', anaPhoto);
  await expect(page.locator('.rb-pod[data-seat="1"] img')).toHaveAttribute('src', benPhoto);
  await expect(page.locator('.rb-pod[data-seat="2"] img')).toHaveCount(0);
  // The worst case for the chart's corner: a full ring of long names, two of them all-time, one
  // without a sample, small samples: the subtitle and the legend wrap, the panel still holds both.
  const nine = structuredClone(TABLE_STATE_FIXTURES.sample) as TableState;
  nine.updateTime = Date.now();
  const names = ['Maximilian Oberhauser', 'Anastasia', 'Bo', 'Guillermo', 'Wei', 'Kristjan Olafsson'];
  (nine.playerGroup.players as Player[]).forEach((p, i) => {
    p.displayName = names[i] ?? `Player ${i + 1}`;
    p.uid = `nine-${i}`;
    // The last seat just sat down: no sample yet.
    p.analytics =
      i === 8
        ? emptyAnalytics()
        : {
            ...emptyAnalytics(),
            handsPlayed: 12,
            vpip: { done: 4 + (i % 4), opportunities: 12 },
            afq: { done: 5 + (i % 3), opportunities: 14 },
          };
  });
  const allTimeOf = (i: number) => ({
    playerId: `nine-${i}`,
    analytics: {
      ...emptyAnalytics(),
      handsPlayed: 300 + i,
      vpip: { done: 70 + i, opportunities: 290 },
      afq: { done: 60, opportunities: 150 + i },
    },
    profileUrl: anaPhoto,
  });
  const sixMax = answer.players;
  answer.players = [allTimeOf(0), allTimeOf(5)];
  engine.set(nine);
  try {
    await page.goto(
      `${web.url}/overlays/${nine.tableSettings.key}?key=the-link-token&engine=${encodeURIComponent(engine.url)}&view=playstyle`,
    );
    const panel = page.getByTestId('view-playstyle');
    await expect(panel).toContainText('no sample yet: Player 9');
    await expect(subtitle('playstyle')).toHaveText(`${mixed} · VPIP across · aggression frequency up`);
    await animationsDone(page);
    expect(await panel.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(4);
    await snap(page, { path: screenshotPath('overlay-all-time-mixed-nine-1920x1080.png') });
  } finally {
    engine.set(table());
    answer.players = sixMax;
  }

  // Ben's profile: his photo, his session's figures.
  await page.goto(
    `${web.url}/overlays/demo-6max?key=the-link-token&engine=${encodeURIComponent(engine.url)}&view=playerProfile&seat=2`,
  );
  await expect(page.getByTestId('view-playerProfile').locator('img')).toHaveAttribute('src', benPhoto);
  await expect(page.getByTestId('stats-source')).toHaveText('This session');
});

test('[ALLTIME-E2E-1] a player with stored hands, seated with their uid, shows all-time figures and their check-in photo on a real overlay link', async ({
  page,
  browser,
  stack,
}) => {
  test.setTimeout(60_000);
  // A room of its own (the demo tables keep their bots): one table, which the local engine hosts.
  await signUp(page, newAccount('alltime'));
  const tableKey = `at-${Date.now().toString(36)}`;
  await trpc(page.request, 'table.create', { key: tableKey, name: 'All-time table' });
  const ritaPhoto = await cameraPhoto(page, 205);
  const niaPhoto = await cameraPhoto(page, 330);
  expect(ritaPhoto.length).toBeLessThan(64 * 1024);
  const rita = await trpc<{ id: string }>(page.request, 'player.create', {
    displayName: 'Rita Rivers',
    phone: `557${String(Date.now()).slice(-7)}`,
    profileUrl: ritaPhoto,
  });
  // Checked in with a photo a moment ago: no hand played yet.
  const nia = await trpc<{ id: string }>(page.request, 'player.create', {
    displayName: 'Nia North',
    phone: `558${String(Date.now()).slice(-7)}`,
    profileUrl: niaPhoto,
  });
  await playHands(page.request, tableKey, { id: rita.id, name: 'Rita Rivers' }, 6, 0);

  // The engine picks the new table up from local-engine.json: seat Rita and Nia (with their uids) and
  // a stranger. The engine never learns a photo: the seats carry none.
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
  await table.send('seatPlayer', { seatIndex: 2, displayName: 'Nia North', stack: 200, uid: nia.id });

  const link = await trpc<{ path: string }>(page.request, 'overlay.createLink', {
    tableKey,
    route: 'overlays-hidden',
    label: 'e2e all-time',
  });
  const withEngine = (path: string) =>
    path.includes('engine=') ? path : `${path}&engine=${encodeURIComponent(`${stack.engineUrl}/`)}`;
  const overlay = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  const profile = overlay.getByTestId('view-playerProfile');
  const pod = (seatIndex: number) => overlay.locator(`.rb-pod[data-seat="${seatIndex}"]`);
  try {
    await overlay.goto(`${stack.serverUrl}${withEngine(link.path)}&view=playerProfile&seat=1`);
    await expect(overlay.getByTestId('stats-source')).toHaveText('All-time · 6 hands');
    await expect(overlay.getByTestId('stats-source')).toHaveAttribute('data-stats-source', 'allTime');
    // Her photo, from the server, in the profile view and in her seat on the strip; initials elsewhere.
    await expect(profile.locator('img')).toHaveAttribute('src', ritaPhoto);
    await expect(pod(0).locator('img')).toHaveAttribute('src', ritaPhoto);
    await expect(pod(2).locator('img')).toHaveAttribute('src', niaPhoto);
    await expect(pod(1).locator('img')).toHaveCount(0);
    expect(await profile.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    await snap(overlay, { path: screenshotPath('overlay-all-time-photo-1920x1080.png') });

    await overlay.goto(`${stack.serverUrl}${withEngine(link.path)}&view=playerProfile&seat=2`);
    await expect(overlay.getByTestId('stats-source')).toHaveText('This session');
    await expect(profile.locator('img')).toHaveCount(0);

    // Checked in, no hand yet: her photo, and the session's figures (never "All-time").
    await overlay.goto(`${stack.serverUrl}${withEngine(link.path)}&view=playerProfile&seat=3`);
    await expect(profile.locator('img')).toHaveAttribute('src', niaPhoto);
    await expect(profile).toContainText('Nia North');
    await expect(profile).not.toContainText('All-time');
  } finally {
    await overlay.close();
    table.close();
  }
});
