/** The equity worker thread (bundled as dist/equity-worker.js): one computation at a time. */
import { parentPort } from 'node:worker_threads';
import type { TableSnapshot } from '@railbird/poker';
import { computeOdds } from './equity.js';

parentPort?.on('message', (message: { id: number; snapshot: TableSnapshot }) => {
  let answer = null;
  try {
    answer = computeOdds(message.snapshot);
  } catch {
    answer = null;
  }
  parentPort?.postMessage({ id: message.id, answer });
});
