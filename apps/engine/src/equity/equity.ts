/**
 * Equities, outs and "is losing" for the players of a hand in progress (packages/poker `tableEquity`),
 * computed off the socket loop: in a worker thread in the engine process (dist/equity-worker.js),
 * inline where there is no worker file (tests from sources). Only the latest request per table is
 * computed; an answer for a state that has moved on is dropped by the table.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type Card, type HandState, type TableSnapshot, tableEquity, tableSnapshot } from '@railbird/poker';
import type { Equity } from '@railbird/protocol';

/** What a player's round status shows of the odds. */
export interface PlayerEquity {
  equitiesList: Equity[];
  outs: Card[];
  isLosing: boolean;
}

export type EquityAnswer = (PlayerEquity | null)[];

export interface EquityProvider {
  /** The odds of `snapshot`, or null when the request was replaced by a newer one for the same table. */
  request(tableKey: string, snapshot: TableSnapshot): Promise<EquityAnswer | null>;
  close(): Promise<void>;
}

/** Budget of one computation: exact counts up to ~100 ms, sampling beyond. */
const OPTIONS = { maxExactWork: 2_000_000, samples: 20_000 };
export type EquityBudget = typeof OPTIONS;

export function computeOdds(snapshot: TableSnapshot, budget: EquityBudget = OPTIONS): EquityAnswer {
  const result = tableEquity(snapshot, budget);
  return result.players.map((p) =>
    p
      ? {
          equitiesList: p.equitiesList.map((e) => ({
            equity: Math.min(1, Math.max(0, e.equity)),
            isExact: e.isExact,
          })),
          outs: [...p.outs],
          isLosing: p.isLosing,
        }
      : null,
  );
}

/** The snapshot of a hand, with what each drawing player threw on the draw in progress. */
export function snapshotOf(
  state: HandState,
  lastDiscards: readonly (readonly Card[] | null)[],
): TableSnapshot {
  return tableSnapshot(state, lastDiscards);
}

/** Computes on the calling thread (tests, and engines run from sources). */
export class InlineEquity implements EquityProvider {
  readonly #budget: EquityBudget;
  /** A smaller budget than the engine's suits tests that play many hands. */
  constructor(budget: EquityBudget = OPTIONS) {
    this.#budget = budget;
  }
  request(_tableKey: string, snapshot: TableSnapshot): Promise<EquityAnswer | null> {
    return Promise.resolve(computeOdds(snapshot, this.#budget));
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

interface Job {
  id: number;
  tableKey: string;
  snapshot: TableSnapshot;
  resolve: (answer: EquityAnswer | null) => void;
}

/** One worker thread shared by the engine's tables; a table's queued request is replaced by its newer one. */
export class WorkerEquity implements EquityProvider {
  readonly #worker: Worker;
  #busy: Job | null = null;
  readonly #queued = new Map<string, Job>();
  #next = 1;

  constructor(file: string) {
    this.#worker = new Worker(file);
    this.#worker.unref();
    this.#worker.on('message', (message: { id: number; answer: EquityAnswer | null }) => {
      const job = this.#busy;
      this.#busy = null;
      if (job && job.id === message.id) job.resolve(message.answer);
      this.#pump();
    });
    this.#worker.on('error', () => {
      this.#busy?.resolve(null);
      this.#busy = null;
    });
  }

  request(tableKey: string, snapshot: TableSnapshot): Promise<EquityAnswer | null> {
    return new Promise((resolve) => {
      this.#queued.get(tableKey)?.resolve(null);
      this.#queued.set(tableKey, { id: this.#next++, tableKey, snapshot, resolve });
      this.#pump();
    });
  }

  #pump(): void {
    if (this.#busy) return;
    const next = this.#queued.values().next().value;
    if (!next) return;
    this.#queued.delete(next.tableKey);
    this.#busy = next;
    this.#worker.postMessage({ id: next.id, snapshot: next.snapshot });
  }

  async close(): Promise<void> {
    this.#busy?.resolve(null);
    for (const job of this.#queued.values()) job.resolve(null);
    this.#queued.clear();
    await this.#worker.terminate();
  }
}

/** The worker when the bundled engine ships one next to it, else inline. */
export function equityProvider(): EquityProvider {
  const file = fileURLToPath(new URL('./equity-worker.js', import.meta.url));
  return existsSync(file) ? new WorkerEquity(file) : new InlineEquity();
}
