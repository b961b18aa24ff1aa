/** Timing and memory helpers of bench/src/vault.bench.ts. */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose_gc');
/** A full collection, so memory baselines before each export are comparable. */
export const collect = runInNewContext('gc') as () => void;

export interface Timing {
  median: number;
  p95: number;
  runs: number;
}

/** `warmups` untimed runs, then `runs` timed ones: median and p95 (nearest rank) in ms. */
export async function timeRuns(runs: number, warmups: number, run: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < warmups; i++) await run();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const rank = (q: number) => ms[Math.min(ms.length - 1, Math.ceil(q * ms.length) - 1)]!;
  return { median: rank(0.5), p95: rank(0.95), runs };
}

export interface Streamed {
  ms: number;
  hands: number;
  bytes: number;
  /** Peak RSS and heap above their level just before (MB), over the whole run and its first half. */
  rssPeakMb: number;
  rssFirstHalfMb: number;
  heapPeakMb: number;
}

const MB = 1024 * 1024;

/**
 * Runs a whole export into a sink that only counts bytes, sampling memory every 10 ms (and at each
 * chunk, since PGlite answers in-process and may hold the event loop between chunks).
 */
export async function streamRun(
  run: (sink: (chunk: string) => Promise<void>) => Promise<number>,
): Promise<Streamed> {
  collect();
  const rss0 = process.memoryUsage.rss();
  const heap0 = process.memoryUsage().heapUsed;
  const samples: { at: number; rss: number }[] = [];
  let heapPeak = heap0;
  const sample = () => {
    samples.push({ at: performance.now(), rss: process.memoryUsage.rss() });
    const heap = process.memoryUsage().heapUsed;
    if (heap > heapPeak) heapPeak = heap;
  };
  let bytes = 0;
  let chunks = 0;
  const timer = setInterval(sample, 10);
  const start = performance.now();
  let hands: number;
  try {
    hands = await run(async (chunk) => {
      bytes += Buffer.byteLength(chunk);
      if (++chunks % 16 === 0) sample();
    });
  } finally {
    clearInterval(timer);
  }
  const end = performance.now();
  sample();
  const half = start + (end - start) / 2;
  const peak = (list: typeof samples) => Math.max(rss0, ...list.map((s) => s.rss));
  return {
    ms: end - start,
    hands,
    bytes,
    rssPeakMb: (peak(samples) - rss0) / MB,
    rssFirstHalfMb: (peak(samples.filter((s) => s.at <= half)) - rss0) / MB,
    heapPeakMb: (heapPeak - heap0) / MB,
  };
}

/** A table of strings: first column left-aligned, the rest right-aligned. */
export function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => (row[c] ?? '').length)));
  const line = (row: string[]) =>
    row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  console.log(line(rows[0]!));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
}

export const fmt = {
  ms: (ms: number) => (ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0)),
  ratio: (x: number) => `×${x < 10 ? x.toFixed(1) : x.toFixed(0)}`,
  int: (n: number) => Math.round(n).toLocaleString('en'),
  mb: (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(0)}`,
};
