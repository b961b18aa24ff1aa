import type { Browser, Page } from '@playwright/test';
import { signIn, trpc } from '../support/console.js';
import { expect, screenshotPath, test } from '../support/fixtures.js';
import { operatorSocket } from '../support/operator-socket.js';
import { snap } from '../support/screens.js';

/**
 * The vertical clip (/socialtv), the screen that helps a new player (/playerAssistance) and the LiveKit
 * egress template (/livekit/template), on the built stack: the demo admin makes the links as Studio
 * does (overlay.createLink), a fresh browser opens them as a phone recorder or a tablet would, and every
 * frame their sockets receive is kept to prove that no hole card ever reaches them.
 */

const TABLE = 'demo-1';

/** An overlay link for `route` on the demo table, made by the demo admin, naming the stack's engine. */
async function makeLink(
  page: Page,
  stack: { demoAdmin(): { email: string; password: string }; engineUrl: string },
  route: string,
) {
  const admin = stack.demoAdmin();
  await signIn(page, admin.email, admin.password);
  const link = await trpc<{ path: string; scope: string }>(page.request, 'overlay.createLink', {
    tableKey: TABLE,
    route,
    label: `e2e ${route}`,
  });
  expect(link.scope).toBe('hiddenViewer');
  // The stack's engine is not on the default port: say where it is, as a link for a venue engine does.
  return link.path.includes('engine=')
    ? link.path
    : `${link.path}&engine=${encodeURIComponent(`${stack.engineUrl}/`)}`;
}

/** Every text frame the page's sockets receive. */
function recordFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (ws) => {
    ws.on('framereceived', (frame) => {
      if (typeof frame.payload === 'string') frames.push(frame.payload);
    });
  });
  return frames;
}

/**
 * No hole card in any frame: every hand's cards and discards are null, no equity or outs are sent, and
 * burns are face down. Returns how many hands were checked, so a test can insist it saw some.
 */
function assertNoHoleCards(frames: readonly string[]): number {
  let hands = 0;
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) walk(v, `${path}[${i}]`);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (record.hand && typeof record.hand === 'object') {
      const hand = record.hand as { cards?: unknown[]; discarded?: unknown[] };
      hands++;
      expect(hand.cards ?? [], `${path}.hand.cards`).toEqual((hand.cards ?? []).map(() => null));
      expect(hand.discarded ?? [], `${path}.hand.discarded`).toEqual((hand.discarded ?? []).map(() => null));
    }
    if (Array.isArray(record.equitiesList)) expect(record.equitiesList, `${path}.equitiesList`).toEqual([]);
    if (Array.isArray(record.outs)) expect(record.outs, `${path}.outs`).toEqual([]);
    if (Array.isArray(record.burns))
      expect(
        record.burns.every((b) => b === null),
        `${path}.burns`,
      ).toBe(true);
    for (const [key, v] of Object.entries(record)) walk(v, `${path}.${key}`);
  };
  for (const text of frames) {
    const packet = JSON.parse(text) as { event: string; data: unknown };
    if (packet.event === 'state' || packet.event === 'statePatch') walk(packet.data, packet.event);
  }
  return hands;
}

/** A fresh browser (no console session), as a phone recorder or a table's tablet opens the link. */
async function freshPage(browser: Browser, size: { width: number; height: number }, dark = true) {
  const context = await browser.newContext({ viewport: size, colorScheme: dark ? 'dark' : 'light' });
  return { context, page: await context.newPage() };
}

test('[SOCIAL-E2E-1] the vertical clip shows demo-1 live at 1080×1920, and its socket never carries a hole card', async ({
  page,
  browser,
  stack,
}) => {
  test.setTimeout(150_000);
  const path = await makeLink(page, stack, 'socialtv');
  const { context, page: clip } = await freshPage(browser, { width: 1080, height: 1920 });
  const errors: string[] = [];
  clip.on('pageerror', (e) => errors.push(e.message));
  const frames = recordFrames(clip);
  const operator = await operatorSocket(page.request, TABLE);
  try {
    await clip.goto(`${stack.serverUrl}${path}`);
    const stage = clip.getByTestId('social-stage');
    await expect(stage).toHaveAttribute('data-stale', 'false', { timeout: 20_000 });
    await expect(clip.getByTestId('social-blinds')).toHaveText(/^NLH · /);
    await expect(clip.getByTestId('social-players').locator('li').first()).toBeVisible();
    // The whole flop out and someone to act, then the table held still for the picture (a pause can
    // land while a card is being read: then play on and try again).
    const boardCard = clip.locator('[data-testid="social-board"] [data-card]:not([data-card="back"])');
    const actingRow = clip.locator('[data-testid="social-players"] li[data-acting="true"]');
    const ready = async () => (await boardCard.count()) >= 3 && (await actingRow.count()) === 1;
    for (let attempt = 0; ; attempt++) {
      await expect.poll(ready, { timeout: 90_000 }).toBe(true);
      await operator.send('setPaused', { paused: true });
      await clip.waitForTimeout(600);
      if (await ready()) break;
      expect(attempt, 'a pause with the flop out and someone to act').toBeLessThan(10);
      await operator.send('setPaused', { paused: false });
    }
    // Hands in the list are drawn face down: the feed never had their faces.
    await expect(clip.locator('[data-testid="social-players"] [data-card="back"]').first()).toBeVisible();
    await expect(
      clip.locator('[data-testid="social-players"] [data-card]:not([data-card="back"])'),
    ).toHaveCount(0);
    // Everything with text inside the safe area: top 12%, bottom 20%.
    for (const id of ['social-header', 'social-board', 'social-last-action', 'social-players']) {
      const box = (await clip.getByTestId(id).boundingBox())!;
      expect(box.y, id).toBeGreaterThanOrEqual(1920 * 0.12 - 1);
      expect(box.y + box.height, id).toBeLessThanOrEqual(1920 * 0.8 + 1);
    }
    expect(await clip.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
    await snap(clip, { path: screenshotPath('socialtv-1080x1920.png') });

    // The transparent option for a producer who composites it over video.
    await clip.goto(`${stack.serverUrl}${path}&bg=transparent`);
    await expect(stage).toHaveAttribute('data-stale', 'false', { timeout: 20_000 });
    expect(await clip.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgba(0, 0, 0, 0)',
    );
    await snap(clip, { path: screenshotPath('socialtv-transparent.png'), omitBackground: true });

    // A link without its key: nothing live, and the producer is told what to do.
    await clip.goto(
      `${stack.serverUrl}/socialtv/${TABLE}?engine=${encodeURIComponent(`${stack.engineUrl}/`)}`,
    );
    await expect(stage).toHaveAttribute('data-stale', 'true');
    await expect(clip.getByTestId('social-status')).toHaveText(
      'This link has no key: copy it again from Studio.',
    );
  } finally {
    await operator.send('setPaused', { paused: false }).catch(() => {});
    operator.close();
  }
  expect(assertNoHoleCards(frames)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('[ASSIST-E2E-1] the player-assistance screen says whose turn, the call, the raise and the nuts, light and dark, and never gets a hole card', async ({
  page,
  browser,
  stack,
}) => {
  test.setTimeout(180_000);
  const path = await makeLink(page, stack, 'playerAssistance');
  const operator = await operatorSocket(page.request, TABLE);
  const errors: string[] = [];
  const allFrames: string[] = [];
  try {
    for (const [size, theme] of [
      [{ width: 1280, height: 800 }, 'dark'],
      [{ width: 1280, height: 800 }, 'light'],
      [{ width: 1920, height: 1080 }, 'dark'],
    ] as const) {
      await operator.send('setPaused', { paused: false });
      const { context, page: screen } = await freshPage(browser, size, theme === 'dark');
      screen.on('pageerror', (e) => errors.push(e.message));
      const frames = recordFrames(screen);
      await screen.goto(`${stack.serverUrl}${path}&theme=${theme}`);
      const root = screen.getByTestId('player-assistance');
      await expect(root).toHaveAttribute('data-stale', 'false', { timeout: 20_000 });
      await expect(root).toHaveAttribute('data-theme', theme);
      await expect(screen.getByTestId('assist-live')).toBeVisible();
      // Someone to act with a board out: the screen reads the nuts from it.
      const nuts = screen.getByTestId('nuts-text');
      const acting = screen.getByTestId('acting-name');
      // Held still with someone to act (a pause can land between streets: then play on and try again).
      for (let attempt = 0; ; attempt++) {
        await expect(async () => {
          await expect(nuts).toBeVisible({ timeout: 1000 });
          await expect(acting).toBeVisible({ timeout: 1000 });
        }).toPass({ timeout: 90_000 });
        await operator.send('setPaused', { paused: true });
        await screen.waitForTimeout(600);
        if ((await acting.count()) > 0 && (await nuts.count()) > 0) break;
        expect(attempt, 'a pause with someone to act').toBeLessThan(10);
        await operator.send('setPaused', { paused: false });
      }
      const engineState = operator.state;
      const actor = engineState.playerGroup.players.find(
        (p) => p.seatIndex === engineState.round.actingPlayer,
      );
      if (actor) await expect(acting).toHaveText(actor.displayName);
      await expect(screen.getByTestId('to-call')).toContainText(/Check|\d/);
      await expect(screen.getByTestId('min-raise')).toBeVisible();
      await expect(screen.getByTestId('ladder')).toContainText('Straight flush');
      await expect(nuts).not.toBeEmpty();
      // Nothing spills out of the stage.
      expect(await screen.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(
        true,
      );
      const stage = (await screen.getByTestId('assist-stage').boundingBox())!;
      for (const id of ['turn', 'board', 'ladder', 'how-to-play']) {
        const box = (await screen.getByTestId(id).boundingBox())!;
        expect(box.y + box.height, id).toBeLessThanOrEqual(stage.y + stage.height + 1);
      }
      await snap(screen, {
        path: screenshotPath(`player-assistance-${size.width}x${size.height}-${theme}.png`),
      });
      allFrames.push(...frames);
      await context.close();
    }
  } finally {
    await operator.send('setPaused', { paused: false }).catch(() => {});
    operator.close();
  }
  expect(assertNoHoleCards(allFrames)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('[LIVEKIT-E2E-1] the LiveKit template without a room says so at 1920×1080 and tells the recorder to end', async ({
  browser,
  stack,
}) => {
  const { context, page } = await freshPage(browser, { width: 1920, height: 1080 });
  const said: string[] = [];
  page.on('console', (m) => said.push(m.text()));
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));

  await page.goto(
    `${stack.serverUrl}/livekit/template?layout=speaker&overlay=${encodeURIComponent('/stream-hidden/demo-1?key=secret-key')}`,
  );
  await expect(page.getByRole('heading', { name: 'No LiveKit room' })).toBeVisible();
  await expect(page.getByTestId('livekit-message')).toHaveText(
    'The address has neither url nor token: LiveKit’s egress passes both.',
  );
  await expect.poll(() => said).toContain('END_RECORDING');
  expect(said).not.toContain('START_RECORDING');
  await expect(page.locator('body')).not.toContainText('secret-key');
  await snap(page, { path: screenshotPath('livekit-template-no-room.png') });

  // An overlay from elsewhere is refused before anything is joined.
  said.length = 0;
  await page.goto(
    `${stack.serverUrl}/livekit/template?url=${encodeURIComponent('wss://lk.invalid')}&token=t&overlay=${encodeURIComponent('https://evil.example/stream/demo-1')}`,
  );
  await expect(page.getByRole('heading', { name: 'Overlay refused' })).toBeVisible();
  await expect.poll(() => said).toContain('END_RECORDING');
  expect(sockets).toEqual([]);
  await snap(page, { path: screenshotPath('livekit-template-overlay-refused.png') });

  // A LiveKit address where nothing answers: the page says it could not join, and ends the recording.
  said.length = 0;
  const closed = new URL(stack.serverUrl);
  await page.goto(
    `${stack.serverUrl}/livekit/template?url=${encodeURIComponent(`ws://${closed.hostname}:9`)}&token=a.b.c`,
  );
  await expect(page.getByRole('heading', { name: 'Could not join the LiveKit room' })).toBeVisible({
    timeout: 30_000,
  });
  await expect.poll(() => said).toContain('END_RECORDING');
  expect(said).not.toContain('START_RECORDING');
  await snap(page, { path: screenshotPath('livekit-template-connect-failed.png') });
  await context.close();
});
