/**
 * Card read → overlay paint, the clock started at the antenna read (issue 20), with many viewers
 * connected: `npx tsx bench/src/read-to-paint.bench.ts [--seconds 240] [--viewers 1000] [--speed 20]`
 * after `npm run build`.
 *
 * The built engine plays one simulated table; an OBS-style overlay (`/overlays/sim-1?key=…`, the live
 * audience) is open in headless Chromium, and `--viewers` more viewers hold sockets to the same
 * table from a separate process, each reading every frame. The start of each sample is the time the
 * engine accepted the read (its journal time, carried in the state as the antenna's `lastReadAt`),
 * not the state's stamp: it includes building the state, redacting and fanning it out to every
 * viewer, the socket, the overlay's patch and React's render. The end is the Element Timing entry of
 * that card's face in the page. Both clocks are this machine's. Runs once with no extra viewers (the
 * anchor) and once with them, and prints p50 / p90 / p99 / max and their ratio.
 *
 * Prints figures; it never fails on a timing.
 */
/// <reference lib="dom" />
import { type ChildProcess, spawn } from 'node:child_process';
import type { TableState } from '@railbird/protocol';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../../e2e/support/chromium.js';
import { SimEngine } from '../../e2e/support/sim-engine.js';
import { serveWeb } from '../../e2e/support/static-web.js';
import { percentile, visibleCards } from './overlay/cards.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 240);
const viewers = arg('viewers', 1000);
const speed = arg('speed', 20);
const TABLE = 'sim-1';

/** Each antenna's last read time in a state. */
function readTimes(state: TableState): Map<number, number> {
  const out = new Map<number, number>();
  for (const a of state.table.antennaStats ?? [])
    if (a.lastReadAt !== null) out.set(a.antennaId, a.lastReadAt);
  return out;
}

/**
 * `count` viewers of the table in a child process (so their work does not share the page's event
 * loop), each reading every frame. Resolves once all got their first state.
 */
async function startViewers(url: string, token: string, count: number): Promise<ChildProcess> {
  const script = `
    const WebSocket = require('ws');
    const [url, count] = [process.env.URL, Number(process.env.COUNT)];
    let ready = 0, frames = 0;
    for (let i = 0; i < count; i++) {
      const ws = new WebSocket(url);
      let first = true;
      ws.on('message', () => { frames++; if (first) { first = false; if (++ready === count) process.send('ready'); } });
      ws.on('error', (e) => { console.error(String(e)); process.exit(1); });
    }
    process.on('message', () => process.send({ frames }));
  `;
  const child = spawn(process.execPath, ['-e', script], {
    env: {
      ...process.env,
      URL: `${url}?table=${TABLE}&page=overlays&token=${encodeURIComponent(token)}`,
      COUNT: String(count),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    cwd: new URL('../../e2e', import.meta.url).pathname,
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the viewers exited with ${code}`)));
  });
  return child;
}

async function measure(extraViewers: number): Promise<number[]> {
  const engine = await SimEngine.start(['--simulate', '1', '--speed', String(speed)]);
  const web = await serveWeb();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  let crowd: ChildProcess | null = null;
  try {
    if (extraViewers > 0)
      crowd = await startViewers(engine.url, await engine.token(TABLE, 'viewer'), extraViewers);
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.addInitScript(() => {
      const paints: { id: string; at: number }[] = [];
      (window as unknown as { __paints: typeof paints }).__paints = paints;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          identifier: string;
          renderTime: number;
        })[])
          paints.push({ id: entry.identifier, at: performance.timeOrigin + entry.renderTime });
      }).observe({ type: 'element', buffered: true } as PerformanceObserverInit);
    });
    // For each card's appearance: the earliest read among the antennas that read since the state before.
    const appeared = new Map<string, number[]>();
    let state: TableState | null = null;
    let shown = new Set<string>();
    let reads = new Map<number, number>();
    page.on('websocket', (ws) => {
      ws.on('framereceived', ({ payload }) => {
        const packet = JSON.parse(String(payload)) as { event: string; data: unknown };
        if (packet.event === 'state' && state === null) {
          // What the first state shows was read before the page was open: not a sample.
          state = packet.data as TableState;
          reads = readTimes(state);
          shown = new Set(visibleCards(state));
          return;
        }
        if (packet.event === 'state') state = packet.data as TableState;
        else if (packet.event === 'statePatch' && state)
          state = { ...state, ...(packet.data as { changes: Partial<TableState> }).changes } as TableState;
        else return;
        const now = readTimes(state!);
        const fresh = [...now].filter(([id, at]) => reads.get(id) !== at).map(([, at]) => at);
        reads = now;
        const cards = new Set(visibleCards(state!));
        for (const card of cards) {
          if (shown.has(card) || fresh.length === 0) continue;
          const list = appeared.get(card) ?? [];
          list.push(Math.min(...fresh));
          appeared.set(card, list);
        }
        shown = cards;
      });
    });
    const key = await engine.token(TABLE, 'viewer');
    await page.goto(
      `${web.url}/overlays/${TABLE}?key=${encodeURIComponent(key)}&engine=${encodeURIComponent(engine.url)}&view=none`,
    );
    await page.waitForSelector('[data-stale="false"]');
    await page.waitForTimeout(seconds * 1000);
    const paints = await page.evaluate(
      () => (window as unknown as { __paints: { id: string; at: number }[] }).__paints,
    );
    const latencies: number[] = [];
    for (const paint of paints) {
      if (!paint.id.startsWith('card:')) continue;
      const before = (appeared.get(paint.id.slice(5)) ?? []).filter((t) => t <= paint.at);
      if (before.length > 0) latencies.push(paint.at - before.at(-1)!);
    }
    return latencies.sort((a, b) => a - b);
  } finally {
    crowd?.kill();
    await browser.close();
    await web.close();
    await engine.stop();
  }
}

const ms = (v: number) => `${v.toFixed(1)} ms`;
const line = (name: string, l: number[]) =>
  `  ${name.padEnd(26)} ${String(l.length).padStart(5)} reads  p50 ${ms(percentile(l, 50))}  p90 ${ms(percentile(l, 90))}  p99 ${ms(percentile(l, 99))}  max ${ms(l.at(-1) ?? Number.NaN)}`;

console.log(
  `read → paint: antenna read (engine journal time) to the card's paint in a Chromium overlay; simulated table at --speed ${speed}, ${seconds} s each`,
);
const alone = await measure(0);
console.log(line('overlay alone (anchor)', alone));
const crowded = await measure(viewers);
console.log(line(`with ${viewers} more viewers`, crowded));
console.log(
  `  ratio with/without viewers: p50 ×${(percentile(crowded, 50) / percentile(alone, 50)).toFixed(2)}  p99 ×${(percentile(crowded, 99) / percentile(alone, 99)).toFixed(2)}`,
);
if (Math.min(alone.length, crowded.length) < 1000)
  console.log('  (fewer than 1,000 reads in a run: give --seconds more for a p99 that is a real percentile)');
