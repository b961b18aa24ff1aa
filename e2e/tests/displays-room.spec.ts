import type { Page } from '@playwright/test';
import type { Player, TableState } from '@railbird/protocol';
import { midHandNlhFixture } from '@railbird/protocol/testing';
import { signIn, trpc } from '../support/console.js';
import { fixtureEngine } from '../support/fixture-engine.js';
import { expect, screenshotPath, test } from '../support/fixtures.js';
import { animationsDone, snap } from '../support/screens.js';
import { serveWeb } from '../support/static-web.js';

/**
 * Issue 15, the room's screens: /table-display read across a room (a folded seat stays readable, the
 * dealer button never covers a seat at 2–10 seats), /countdown from a link the server made, and one
 * name for a table on /stream and in the console, renamed within a second.
 */

test.use({ viewport: { width: 1920, height: 1080 } });

const NAMES = ['Ava Moreno', 'Ben Okafor', 'Chloe Lindqvist', 'Dev Patel', 'Elena Rossi'];
const MORE = ['Felix Wagner', 'Grace Kim', 'Hugo Silva', 'Isla MacLeod', 'Jonas Abernathy'];

const HOLE = [
  'C2',
  'C3',
  'C4',
  'C5',
  'C6',
  'C7',
  'C8',
  'C9',
  'CT',
  'CJ',
  'CQ',
  'CK',
  'CA',
  'D3',
  'D4',
  'D5',
  'D6',
  'D8',
  'D9',
  'DT',
] as const;

/** The mid-hand fixture at `capacity` seats, every seat taken, seats 1, 3, 5… folded, the button at `button`. */
export function roomState(capacity: number, button: number): TableState {
  const state = structuredClone(midHandNlhFixture) as TableState;
  const [foldedTemplate, activeTemplate] = [
    state.playerGroup.players.find((p) => p.seatIndex === 0)!,
    state.playerGroup.players.find((p) => p.seatIndex === 4)!,
  ];
  const players: Player[] = Array.from({ length: capacity }, (_, seatIndex) => {
    const template = structuredClone(seatIndex % 2 === 1 ? foldedTemplate : activeTemplate);
    // Cards no two seats share (the board is SA H7 D2); the display never shows them anyway.
    template.roundStatus!.hand!.cards = [HOLE[seatIndex * 2]!, HOLE[seatIndex * 2 + 1]!];
    return {
      ...template,
      seatIndex,
      displayName: [...NAMES, ...MORE][seatIndex]!,
      stack: 12_400 + seatIndex * 1_375,
      isDealer: seatIndex === button,
      profileUrl: null,
    };
  });
  state.playerGroup.players = players;
  state.tableSettings.capacity = capacity;
  state.round.dealerButtonIndex = button;
  state.round.actingPlayer = 0;
  state.round.firstPlayerToAct = 0;
  state.round.lastAction = null;
  const live = players.filter((p) => p.seatIndex % 2 === 0).map((p) => p.seatIndex);
  state.pot.pots = [{ amount: 95, eligibleSeatIndexes: live }];
  state.updateTime = Date.now();
  return state;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/** The boxes of the drawn seats and of the dealer button, read from the page. */
async function boxes(page: Page) {
  return page.evaluate(() => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    return {
      seats: Array.from(document.querySelectorAll('[data-seat]')).map((e) => ({
        seat: Number(e.getAttribute('data-seat')),
        ...box(e),
      })),
      button: Array.from(document.querySelectorAll('[data-testid="dealer-button"]')).map(box),
    };
  });
}

/**
 * WCAG contrast of an element's text against the nearest opaque background behind it, colours read
 * as the browser paints them (through a canvas, so any CSS colour syntax works).
 */
async function contrastOf(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1;
      canvas.height = 1;
      const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
      const rgba = (css: string) => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = '#000';
        ctx.fillStyle = css;
        ctx.fillRect(0, 0, 1, 1);
        return [...ctx.getImageData(0, 0, 1, 1).data] as [number, number, number, number];
      };
      let bg: Element | null = el;
      while (bg && rgba(getComputedStyle(bg).backgroundColor)[3] < 255) bg = bg.parentElement;
      const style = getComputedStyle(el);
      const lum = ([r, g, b]: number[]) => {
        const c = [r!, g!, b!].map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
      };
      // Faded text is not what its colour says: any opacity on the way up counts as a failure.
      for (let e: Element | null = el; e; e = e.parentElement)
        if (Number(getComputedStyle(e).opacity) < 1) return 0;
      const fg = lum(rgba(style.color));
      const back = lum(rgba(bg ? getComputedStyle(bg).backgroundColor : '#000'));
      return (Math.max(fg, back) + 0.05) / (Math.min(fg, back) + 0.05);
    });
}

test('[ROOM-DISPLAY-E2E-1] /table-display: a folded seat reads at WCAG ≥ 4.5 and says Folded; the dealer button never covers a seat, 2–10 seats, every button seat', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const web = await serveWeb();
  const fake = await fixtureEngine(roomState(9, 0));
  try {
    await page.goto(`${web.url}/table-display/demo-6max?key=test&engine=${encodeURIComponent(fake.url)}`);
    await expect(page.getByTestId('table-display')).toHaveAttribute('data-stale', 'false');
    await expect(page.locator('[data-seat]')).toHaveCount(9);

    // A folded seat: marked, its cards dimmed, its name and stack still in strong contrast.
    const folded = page.locator('[data-seat="1"]');
    await expect(folded).toHaveAttribute('data-folded', 'true');
    await expect(folded.getByTestId('folded')).toHaveText(/folded/i);
    expect(
      Number(await folded.getByTestId('seat-cards').evaluate((e) => getComputedStyle(e).opacity)),
    ).toBeLessThan(0.5);
    const nameContrast = await contrastOf(page, '[data-seat="1"] [data-testid="seat-name"]');
    const stackContrast = await contrastOf(page, '[data-seat="1"] .tabular');
    const badgeContrast = await contrastOf(page, '[data-seat="1"] [data-testid="folded"]');
    process.stdout.write(
      `folded seat contrast: name ${nameContrast.toFixed(1)}:1, stack ${stackContrast.toFixed(1)}:1, badge ${badgeContrast.toFixed(1)}:1\n`,
    );
    for (const c of [nameContrast, stackContrast, badgeContrast]) expect(c).toBeGreaterThanOrEqual(4.5);
    await snap(page, { path: screenshotPath('room-table-display-9-button-0.png') });

    const misses: string[] = [];
    let checked = 0;
    for (let capacity = 2; capacity <= 10; capacity++) {
      for (let button = 0; button < capacity; button++) {
        fake.set(roomState(capacity, button));
        await expect(page.locator('[data-seat]')).toHaveCount(capacity);
        await expect(
          page.locator(`[data-seat-index="${button}"] [data-testid="dealer-button"]`),
        ).toBeAttached();
        const { seats, button: buttons } = await boxes(page);
        expect(buttons).toHaveLength(1);
        const b = buttons[0]!;
        expect(b.width).toBeGreaterThan(20);
        for (const s of seats)
          if (overlap(b, s) > 0) misses.push(`${capacity} seats, button ${button} over seat ${s.seat}`);
        // Nor do the seats cover each other.
        if (button === 0)
          for (const s of seats)
            for (const t of seats)
              if (s.seat < t.seat && overlap(s, t) > 0)
                misses.push(`${capacity} seats: seat ${s.seat} over ${t.seat}`);
        // The button stays on the screen.
        if (b.x < 0 || b.y < 0 || b.x + b.width > 1920 || b.y + b.height > 1080)
          misses.push(`${capacity} seats, button ${button} off screen`);
        checked++;
        if (
          (capacity === 10 && (button === 0 || button === 4 || button === 7)) ||
          (capacity === 6 && button === 2)
        )
          await snap(page, {
            path: screenshotPath(`room-table-display-${capacity}-button-${button}.png`),
          });
      }
    }
    // A 5:4 screen: ten seats and the button still clear of each other.
    await page.setViewportSize({ width: 1280, height: 1024 });
    fake.set(roomState(10, 3));
    await expect(page.locator(`[data-seat-index="3"] [data-testid="dealer-button"]`)).toBeAttached();
    await animationsDone(page);
    const square = await boxes(page);
    for (const s of square.seats) {
      if (overlap(square.button[0]!, s) > 0) misses.push(`5:4, button over seat ${s.seat}`);
      for (const t of square.seats)
        if (s.seat < t.seat && overlap(s, t) > 0) misses.push(`5:4: seat ${s.seat} over ${t.seat}`);
    }
    await snap(page, { path: screenshotPath('room-table-display-10-at-5x4.png') });
    process.stdout.write(`dealer button placements checked: ${checked}\n`);
    expect(misses).toEqual([]);
    expect(checked).toBe(54);
  } finally {
    await fake.close();
    await web.close();
  }
});

test('[ROOM-DISPLAY-E2E-2] a countdown link made by the server shows its time; one made without a time says what to do; the demo table has one name and one mode everywhere, and a rename reaches /stream within a second', async ({
  page,
  browser,
  stack,
}) => {
  test.setTimeout(90_000);
  const admin = stack.demoAdmin();
  await signIn(page, admin.email, admin.password);
  const withEngine = (path: string) =>
    path.includes('engine=') ? path : `${path}&engine=${encodeURIComponent(`${stack.engineUrl}/`)}`;

  // The countdown, with a time from the producer.
  const startsAt = Date.now() + (2 * 3600 + 14 * 60 + 30) * 1000;
  const timed = await trpc<{ path: string }>(page.request, 'overlay.createLink', {
    tableKey: 'demo-3',
    route: 'countdown',
    label: 'e2e countdown',
    countdown: { to: startsAt, label: 'Sunday Main Event starts in' },
  });
  expect(new URL(timed.path, 'http://x').searchParams.get('to')).toBe(new Date(startsAt).toISOString());
  const screen = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  try {
    await screen.goto(`${stack.serverUrl}${withEngine(timed.path)}`);
    await expect(screen.getByTestId('countdown-screen')).toHaveAttribute('data-source', 'link');
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Sunday Main Event starts in');
    // Hours and minutes only: a loaded machine may take a while between making the link and showing it.
    await expect(screen.getByTestId('countdown')).toHaveText(/^2:1[34]:\d\d$/);
    await expect(screen.getByText('No start time')).toHaveCount(0);
    await snap(screen, { path: screenshotPath('room-countdown-link.png') });

    // Studio makes one too: the Countdown feed takes a start time.
    await page.goto('/live/demo-3');
    await page.getByTestId('feed-countdown').click();
    const detail = page.getByTestId('feed-detail');
    const at = new Date(Date.now() + 3 * 3600_000 + 5 * 60_000);
    const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await detail.getByLabel('Starts at').fill(local);
    await detail.getByRole('button', { name: 'Make a link' }).click();
    const made = await detail.getByTestId('link-url').inputValue();
    await snap(page, { path: screenshotPath('room-studio-countdown-feed.png') });
    expect(new URL(made).searchParams.get('to')).toBe(new Date(`${local}:00`).toISOString());
    await screen.goto(withEngine(made));
    await expect(screen.getByTestId('countdown-screen')).toHaveAttribute('data-source', 'link');
    // Set to the minute (the field has no seconds), then a loaded machine's wait: 3 h and a few minutes.
    await expect(screen.getByTestId('countdown')).toHaveText(/^3:0[0-5]:\d\d$/);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Starts in');

    // Without a time, on a cash table with no timer or event: plain words, connected to the table.
    const untimed = await trpc<{ path: string }>(page.request, 'overlay.createLink', {
      tableKey: 'demo-1',
      route: 'countdown',
    });
    await screen.goto(`${stack.serverUrl}${withEngine(untimed.path)}`);
    await expect(screen.getByTestId('countdown-none')).toContainText('Studio');
    await expect(screen.getByRole('status')).toHaveCount(0);
    await snap(screen, { path: screenshotPath('room-countdown-no-time.png') });

    // One mode: the server's record and the engine's live state agree on DEMO.
    const tables = await trpc<{ key: string; mode: string }[]>(page.request, 'table.list', {}, 'query');
    expect(tables.filter((t) => t.key.startsWith('demo-')).map((t) => [t.key, t.mode])).toEqual([
      ['demo-1', 'DEMO'],
      ['demo-2', 'DEMO'],
      ['demo-3', 'DEMO'],
    ]);

    // The console's live table draws the same oval (its seats carry their own button).
    await page.goto('/table/demo-1');
    await expect(page.getByTestId('live-status')).toContainText('Live', { timeout: 20_000 });
    await expect(page.getByText('Demo 1', { exact: true }).first()).toBeVisible();
    await snap(page, { path: screenshotPath('room-console-live-table.png') });

    // One name: /stream says what the console says, and follows a rename within a second.
    const stream = await trpc<{ path: string }>(page.request, 'overlay.createLink', {
      tableKey: 'demo-1',
      route: 'stream',
      label: 'e2e stream',
    });
    await screen.goto(`${stack.serverUrl}${withEngine(stream.path)}`);
    const topBar = screen.getByTestId('top-bar');
    await expect(topBar).toContainText('Demo 1');
    await snap(screen, { path: screenshotPath('room-stream-name.png') });
    const renamedAt = Date.now();
    await trpc(page.request, 'table.update', { tableKey: 'demo-1', name: 'Feature Table' });
    await expect(topBar).toContainText('Feature Table', { timeout: 3000 });
    const ms = Date.now() - renamedAt;
    process.stdout.write(`rename reached /stream in ${ms} ms\n`);
    expect(ms).toBeLessThan(1500);
    await snap(screen, { path: screenshotPath('room-stream-renamed.png') });
    await trpc(page.request, 'table.update', { tableKey: 'demo-1', name: 'Demo 1' });
    await expect(topBar).toContainText('Demo 1');
  } finally {
    await screen.close();
  }
});
