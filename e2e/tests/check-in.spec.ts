import type { Page } from '@playwright/test';
import { signIn, trpc } from '../support/console.js';
import { expect, screenshotPath, test } from '../support/fixtures.js';
import { operatorSocket } from '../support/operator-socket.js';
import { snap } from '../support/screens.js';

/**
 * Issue 16, check-in at /signin/{tableKey} on a 1280×800 tablet: a phone refused with its reason, a
 * new player checked in and seated through the engine (the live table and an overlay name them within
 * a second), the same phone recognised, and a seat taken a moment before told, not double-booked.
 */
const KIOSK = { width: 1280, height: 800 };
const shot = (page: Page, name: string) => snap(page, { path: screenshotPath(`check-in-${name}.png`) });

/** One operator socket for the file, to take demo-1 out of DEMO and to put it back. */
let tableSocket: Awaited<ReturnType<typeof operatorSocket>> | null = null;
const demoTable = async (page: Page) => {
  tableSocket ??= await operatorSocket(page.request, 'demo-1');
  return tableSocket;
};

// The specs of a run share one stack: demo-1 goes back to the bots, emptied of this file's players
// (the simulation plays bots only), or the next spec finds a table that never deals.
test.afterAll(async () => {
  const op = tableSocket;
  if (!op) return;
  await voidAnyHand(op);
  for (const p of op.state.playerGroup.players) await op.send('unseatPlayer', { seatIndex: p.seatIndex });
  await op.send('setTableMode', { tableMode: 'DEMO' });
  op.close();
});

/** Switching to GAME with force may have voided the hand already: "nothing to void" is fine. */
async function voidAnyHand(op: NonNullable<typeof tableSocket>) {
  await op.send('voidHand', {}).catch((error: Error) => {
    if (!/nothing to void/.test(error.message)) throw error;
  });
}

async function typePhone(page: Page, digits: string) {
  for (const d of digits) await page.getByRole('button', { name: d, exact: true }).click();
}

test('[CHECKIN-E2E-1] a new player checks in by phone, is seated and named on every screen; the phone is then recognised; a just-taken seat is told', async ({
  page,
  stack,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(KIOSK);
  const admin = stack.demoAdmin();
  await signIn(page, admin.email, admin.password);

  // demo-1 out of DEMO (bots would take the seats), with two players at seats 1 and 2.
  const op = await demoTable(page);
  await op.send('setTableMode', { tableMode: 'GAME', force: true });
  await voidAnyHand(op);
  for (const p of op.state.playerGroup.players) await op.send('unseatPlayer', { seatIndex: p.seatIndex });
  await op.send('seatPlayer', { seatIndex: 0, displayName: 'Marco Diaz', stack: 400 });
  await op.send('seatPlayer', { seatIndex: 1, displayName: 'Lena Park', stack: 400 });

  // The kiosk's own socket runs through a relay the test can freeze, as a tablet that has not yet
  // heard the engine's latest state (two tablets at once).
  let frozen = false;
  await page.routeWebSocket(
    (url) => url.searchParams.get('page') === 'signin',
    (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((m) => server.send(m));
      server.onMessage((m) => {
        const event = typeof m === 'string' ? (JSON.parse(m) as { event?: string }).event : null;
        if (frozen && (event === 'state' || event === 'statePatch')) return;
        ws.send(m);
      });
    },
  );

  // The live table and an overlay, watching.
  const context = page.context();
  const live = await context.newPage();
  await live.setViewportSize({ width: 1440, height: 900 });
  await live.goto('/table/demo-1');
  const link = await trpc<{ path: string }>(page.request, 'overlay.createLink', {
    tableKey: 'demo-1',
    route: 'overlays-hidden',
    label: 'e2e check-in',
  });
  const overlay = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  const withEngine = (path: string) =>
    path.includes('engine=') ? path : `${path}&engine=${encodeURIComponent(`${stack.engineUrl}/`)}`;
  await overlay.goto(`${stack.serverUrl}${withEngine(link.path)}`);

  await page.goto('/signin/demo-1');
  await expect(page.getByRole('heading', { name: 'Your phone number?' })).toBeVisible();
  await expect(page.getByText(/seats free/)).toBeVisible({ timeout: 15_000 });
  await shot(page, '1-phone');

  // 123: refused, with the reason.
  await typePhone(page, '123');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText(/needs at least 10 digits/);
  await shot(page, '2-phone-refused');
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Delete the last digit' }).click();

  // A new player, step by step.
  const phone = `555${String(Date.now()).slice(-7)}`;
  const name = 'Ava Reyes';
  await typePhone(page, phone);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome! What’s your name?' })).toBeVisible();
  await page.getByLabel('Your name').fill(name);
  await shot(page, '3-name');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Your handle').fill('@ava_e2e');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'A photo for the table?' })).toBeVisible();
  await shot(page, '4-photo');
  await page.getByRole('button', { name: 'Skip the photo' }).click();
  await page.getByLabel('A short bio').fill('Tuesday regular');
  await page.getByRole('button', { name: 'Save and pick a seat' }).click();
  await expect(page.getByRole('heading', { name: /^Pick a seat, Ava/ })).toBeVisible();
  await shot(page, '5-seat');

  // Seat 4: seated by the engine; every screen names the player within a second.
  await page.getByRole('button', { name: 'Seat 4', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Seat 4 — good luck' })).toBeVisible();
  await expect(live.getByText(name).first()).toBeVisible({ timeout: 1000 });
  await expect(overlay.getByText(name).first()).toBeVisible({ timeout: 1000 });
  await expect
    .poll(() => op.state.playerGroup.players.find((p) => p.seatIndex === 3))
    .toMatchObject({ displayName: name, handle: '@ava_e2e' });
  await shot(page, '6-seated');
  await snap(live, { path: screenshotPath('check-in-live-table.png') });
  await snap(overlay, { path: screenshotPath('check-in-overlay.png') });

  // The player stands up; the same phone is recognised by name, never shown.
  await op.send('unseatPlayer', { seatIndex: 3 });
  await page.getByRole('button', { name: 'Done' }).click();
  await typePhone(page, phone);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Ava' })).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.locator('body')).not.toContainText(phone.slice(-4));
  await shot(page, '7-welcome-back');
  await page.getByRole('button', { name: 'Pick my seat' }).click();
  await expect(page.getByRole('button', { name: 'Seat 6', exact: true })).toBeVisible();

  // Another tablet takes seat 6 a moment before this one hears of it: told, nothing changes.
  frozen = true;
  await op.send('seatPlayer', { seatIndex: 5, displayName: 'Rival Tablet', stack: 200 });
  await page.getByRole('button', { name: 'Seat 6', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Seat 6 was just taken — pick another');
  await shot(page, '8-seat-taken');
  expect(op.state.playerGroup.players.find((p) => p.seatIndex === 5)?.displayName).toBe('Rival Tablet');
  expect(op.state.playerGroup.players.filter((p) => p.displayName === name)).toEqual([]);

  await overlay.close();
});

test('[CHECKIN-E2E-2] at a full table a player joins the waiting list, and the kiosk calls them by name when a seat opens', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(KIOSK);
  const admin = stack.demoAdmin();
  await signIn(page, admin.email, admin.password);
  const op = await demoTable(page);
  await op.send('setTableMode', { tableMode: 'GAME', force: true });
  await voidAnyHand(op);
  const taken = new Set(op.state.playerGroup.players.map((p) => p.seatIndex));
  for (let seatIndex = 0; seatIndex < op.state.tableSettings.capacity; seatIndex++)
    if (!taken.has(seatIndex))
      await op.send('seatPlayer', { seatIndex, displayName: `Regular ${seatIndex + 1}`, stack: 300 });

  const capacity = op.state.tableSettings.capacity;
  await expect.poll(() => op.state.playerGroup.players.length).toBe(capacity);
  await page.goto('/signin/demo-1');
  await expect(page.getByText('0 seats free')).toBeVisible({ timeout: 15_000 });
  await typePhone(page, `556${String(Date.now()).slice(-7)}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Your name').fill('Bea Lind');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('button', { name: 'Skip the photo' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { name: 'The table is full' })).toBeVisible();
  await shot(page, '9-table-full');
  await page.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(page.getByRole('heading', { name: 'You’re on the list, Bea' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Waiting list' })).toHaveText('1. Bea Lind');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('list', { name: 'Waiting list' })).toHaveText('1. Bea');
  await shot(page, '10-waiting');

  // Seat 8 opens: the kiosk calls the first on the list.
  await op.send('unseatPlayer', { seatIndex: 7 });
  await expect(page.getByRole('heading', { name: 'Bea, seat 8 is yours' })).toBeVisible({ timeout: 5000 });
  await shot(page, '11-called');
  await page.getByRole('button', { name: 'Take Seat 8' }).click();
  await expect(page.getByRole('heading', { name: 'Seat 8 — good luck' })).toBeVisible();
  await expect
    .poll(() => op.state.playerGroup.players.find((p) => p.seatIndex === 7)?.displayName)
    .toBe('Bea Lind');
  expect(
    await trpc<unknown[]>(page.request, 'checkIn.waitingList.list', { tableKey: 'demo-1' }, 'query'),
  ).toEqual([]);
});
