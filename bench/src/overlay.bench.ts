/**
 * Overlay figures in real Chromium: `npx tsx bench/src/overlay.bench.ts [--seconds 30]` after `npm run build`.
 *
 * 1. Card read → overlay paint latency. The built engine plays a simulated table (`--speed 10`); an
 *    OBS-style overlay (`/overlays/sim-1?key=…`) is open in headless Chromium. The engine's stamp is the
 *    `updateTime` of the first state that carries a card (the engine builds a state within one 16 ms
 *    frame of the read that changed it); the paint is the Element Timing entry of that card's face
 *    (`elementtiming="card:SA"` on the rank), observed in the page. Both clocks are this machine's.
 *    Hole cards and board cards alike, p50 / p90 / p99 / max.
 * 2. The JavaScript an overlay route loads: every script the page fetched, gzipped (target < 150 KB,
 *    since OBS loads one page per source).
 *
 * Prints figures; it never fails on a timing.
 */
/// <reference lib="dom" />
import { gzipSync } from 'node:zlib';
import type { TableState } from '@railbird/protocol';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../../e2e/support/chromium.js';
import { SimEngine } from '../../e2e/support/sim-engine.js';
import { serveWeb } from '../../e2e/support/static-web.js';
import { percentile, visibleCards } from './overlay/cards.js';

const secondsArg = process.argv.indexOf('--seconds');
const seconds = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 30;
const TABLE = 'sim-1';

const engine = await SimEngine.start(['--simulate', '1', '--speed', '10']);
const web = await serveWeb();
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.addInitScript(() => {
    const paints: { id: string; at: number }[] = [];
    (window as unknown as { __paints: typeof paints }).__paints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        identifier: string;
        renderTime: number;
      })[]) {
        paints.push({ id: entry.identifier, at: performance.timeOrigin + entry.renderTime });
      }
    }).observe({ type: 'element', buffered: true } as PerformanceObserverInit);
  });

  // What the page was sent, and when the engine stamped each card's first appearance.
  const appeared = new Map<string, number[]>();
  const scripts: { url: string; gzip: number }[] = [];
  let state: TableState | null = null;
  let shown = new Set<string>();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body().catch(() => null);
    if (body) scripts.push({ url: new URL(res.url()).pathname, gzip: gzipSync(body).length });
  });
  page.on('websocket', (ws) => {
    ws.on('framereceived', ({ payload }) => {
      const packet = JSON.parse(String(payload)) as
        | { event: 'state'; data: TableState }
        | { event: 'statePatch'; data: { changes: Partial<TableState> } }
        | { event: string };
      if (packet.event === 'state') state = (packet as { data: TableState }).data;
      else if (packet.event === 'statePatch' && state)
        state = {
          ...state,
          ...(packet as { data: { changes: Partial<TableState> } }).data.changes,
        } as TableState;
      else return;
      const now = new Set(visibleCards(state!));
      for (const card of now) {
        if (shown.has(card)) continue;
        const list = appeared.get(card) ?? [];
        list.push(state!.updateTime);
        appeared.set(card, list);
      }
      shown = now;
    });
  });

  const key = await engine.token(TABLE, 'viewer');
  await page.goto(
    `${web.url}/overlays/${TABLE}?key=${encodeURIComponent(key)}&engine=${encodeURIComponent(engine.url)}&view=none`,
  );
  await page.waitForSelector('[data-stale="false"]');
  await page.waitForTimeout(1000);
  const total = scripts.reduce((s, f) => s + f.gzip, 0);

  await page.waitForTimeout(seconds * 1000);
  const paints = await page.evaluate(
    () => (window as unknown as { __paints: { id: string; at: number }[] }).__paints,
  );

  // Match each painted card with the latest appearance of that card before its paint.
  const latencies: number[] = [];
  for (const paint of paints) {
    if (!paint.id.startsWith('card:')) continue;
    const times = appeared.get(paint.id.slice(5)) ?? [];
    const before = times.filter((t) => t <= paint.at);
    if (before.length === 0) continue;
    latencies.push(paint.at - before[before.length - 1]!);
  }
  latencies.sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    `overlay: card read → paint, ${latencies.length} cards over ${seconds} s (engine --speed 10, Chromium headless)`,
  );
  console.log(
    `  p50 ${ms(percentile(latencies, 50))}  p90 ${ms(percentile(latencies, 90))}  p99 ${ms(percentile(latencies, 99))}  max ${ms(latencies.at(-1) ?? Number.NaN)}`,
  );
  console.log(
    `overlay route JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files (target < 150 KB)`,
  );
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.url}`);
} finally {
  await browser.close();
  await web.close();
  await engine.stop();
}
