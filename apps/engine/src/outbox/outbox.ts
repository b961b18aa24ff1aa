/**
 * Completed hands on their way to the server. A hand is written to the outbox (durably) when it
 * ends, then shipped to `table.ingestHand` — oldest first, one at a time per table, retried with
 * backoff while the server is down or unreachable — and moved to the local archive once the server
 * acknowledges it. The server is idempotent by hand id, so a hand shipped twice (the engine died
 * before recording the ack) is stored once. The archive is what VAULT mode shows.
 *
 * Layout: <dir>/outbox/<tableKey>/<number>-<handId>.json (pending),
 *         <dir>/hands/<tableKey>/<number>-<handId>.json (acknowledged),
 *         <dir>/rejected/<tableKey>/… (refused by the server as invalid: kept for a person to look at).
 */

import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { CompletedHandInput, EngineCommandRecord } from '@railbird/protocol';
import { writeFileDurably } from '../journal/journal.js';
import type { Logger } from '../log.js';
import { CommandQueue } from './commands.js';
import { postToServer } from './post.js';

export interface CloudStatus {
  isConnected: boolean;
  lastSyncTime: number | null;
  pendingHands: number;
}

export interface OutboxOptions {
  dir: string;
  /** The server's origin (`http://127.0.0.1:3000`); undefined: hands wait until one is configured. */
  serverUrl: string | undefined;
  /** The engine secret of each table, which authenticates its hands. */
  secretOf: (tableKey: string) => string | undefined;
  log: Logger;
  now: () => number;
  /** First retry after this many ms, doubling up to `maxRetryMs`. */
  minRetryMs?: number;
  maxRetryMs?: number;
  /** Per request. */
  timeoutMs?: number;
}

const fileName = (hand: Pick<CompletedHandInput, 'handNumber' | 'handId'>) =>
  `${String(hand.handNumber).padStart(8, '0')}-${hand.handId}.json`;

type Listener = (tableKey: string, status: CloudStatus) => void;

interface TableQueue {
  pending: string[];
  shipping: boolean;
  retryMs: number;
  timer: NodeJS.Timeout | null;
  status: CloudStatus;
}

export class Outbox {
  readonly #o: Required<Omit<OutboxOptions, 'serverUrl'>> & { serverUrl: string | undefined };
  readonly #queues = new Map<string, TableQueue>();
  readonly #listeners = new Set<Listener>();
  #closed = false;
  readonly #inFlight = new Set<AbortController>();
  readonly #warned = new Set<string>();
  /** Operator commands for the audit record, shipped beside the hands (commands.ts). */
  readonly #commands: CommandQueue;

  constructor(options: OutboxOptions) {
    this.#o = { minRetryMs: 500, maxRetryMs: 30_000, timeoutMs: 10_000, ...options };
    this.#commands = new CommandQueue({ ...this.#o, serverUrl: () => this.#o.serverUrl });
  }

  #dirOf(kind: 'outbox' | 'hands' | 'rejected', tableKey: string): string {
    const dir = join(this.#o.dir, kind, tableKey);
    mkdirSync(dir, { recursive: true });
    return dir;
  }

  #queue(tableKey: string): TableQueue {
    let q = this.#queues.get(tableKey);
    if (!q) {
      const pending = readdirSync(this.#dirOf('outbox', tableKey))
        .filter((f) => f.endsWith('.json'))
        .sort();
      q = {
        pending,
        shipping: false,
        retryMs: this.#o.minRetryMs,
        timer: null,
        status: { isConnected: false, lastSyncTime: null, pendingHands: pending.length },
      };
      this.#queues.set(tableKey, q);
    }
    return q;
  }

  /** Starts shipping what a previous run left in the outbox of `tableKey`. */
  open(tableKey: string): CloudStatus {
    const q = this.#queue(tableKey);
    this.#kick(tableKey);
    this.#commands.kick(tableKey);
    return q.status;
  }

  /** The server's address became known (or changed): ship what waits. */
  setServerUrl(serverUrl: string | undefined): void {
    if (serverUrl === this.#o.serverUrl) return;
    this.#o.serverUrl = serverUrl;
    for (const [tableKey, q] of this.#queues) {
      if (q.timer) clearTimeout(q.timer);
      q.timer = null;
      q.retryMs = this.#o.minRetryMs;
      this.#kick(tableKey);
    }
    this.#commands.retry();
  }

  /** Ship now what waits for `tableKey` (its secret became known). */
  retry(tableKey: string): void {
    const q = this.#queue(tableKey);
    if (q.timer) clearTimeout(q.timer);
    q.timer = null;
    q.retryMs = this.#o.minRetryMs;
    this.#kick(tableKey);
    this.#commands.retry(tableKey);
  }

  /**
   * Puts an operator command the table accepted in the queue for the audit record, durably, unless it
   * is already waiting (a journal replay adds the same again; the server records each entry once).
   */
  addCommand(tableKey: string, record: EngineCommandRecord): void {
    this.#commands.add(tableKey, record);
  }

  /** Operator commands of `tableKey` not yet acknowledged by the server. */
  pendingCommands(tableKey: string): number {
    return this.#commands.pending(tableKey);
  }

  onChange(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  status(tableKey: string): CloudStatus {
    return this.#queue(tableKey).status;
  }

  /**
   * Puts a completed hand in the outbox, durably, unless it is already there or acknowledged
   * (a journal replay after a crash completes the same hand again: it is added once).
   */
  add(hand: CompletedHandInput): void {
    const name = fileName(hand);
    const q = this.#queue(hand.tableKey);
    if (q.pending.includes(name) || existsSync(join(this.#dirOf('hands', hand.tableKey), name))) return;
    writeFileDurably(join(this.#dirOf('outbox', hand.tableKey), name), JSON.stringify(hand));
    q.pending.push(name);
    q.pending.sort();
    this.#update(hand.tableKey, { pendingHands: q.pending.length });
    this.#kick(hand.tableKey);
  }

  /** A stored hand of this table (pending or acknowledged), for VAULT mode. */
  find(tableKey: string, handId: string): CompletedHandInput | null {
    for (const kind of ['hands', 'outbox'] as const) {
      const dir = this.#dirOf(kind, tableKey);
      const name = readdirSync(dir).find((f) => f.endsWith(`-${handId}.json`));
      if (name) return JSON.parse(readFileSync(join(dir, name), 'utf8')) as CompletedHandInput;
    }
    return null;
  }

  #update(tableKey: string, change: Partial<CloudStatus>): void {
    const q = this.#queue(tableKey);
    const next = { ...q.status, ...change };
    if (
      next.isConnected === q.status.isConnected &&
      next.lastSyncTime === q.status.lastSyncTime &&
      next.pendingHands === q.status.pendingHands
    ) {
      return;
    }
    q.status = next;
    for (const listener of this.#listeners) listener(tableKey, next);
  }

  #kick(tableKey: string): void {
    const q = this.#queue(tableKey);
    if (q.shipping || q.timer || this.#closed || q.pending.length === 0 || !this.#o.serverUrl) return;
    q.shipping = true;
    void this.#ship(tableKey).finally(() => {
      q.shipping = false;
    });
  }

  async #ship(tableKey: string): Promise<void> {
    const q = this.#queue(tableKey);
    while (q.pending.length > 0 && !this.#closed) {
      const name = q.pending[0]!;
      const path = join(this.#dirOf('outbox', tableKey), name);
      const hand = JSON.parse(readFileSync(path, 'utf8')) as CompletedHandInput;
      const outcome = await this.#post(tableKey, hand);
      if (this.#closed) return;
      if (outcome === 'retry') {
        this.#update(tableKey, { isConnected: false });
        q.timer = setTimeout(() => {
          q.timer = null;
          this.#kick(tableKey);
        }, q.retryMs);
        q.timer.unref();
        q.retryMs = Math.min(this.#o.maxRetryMs, q.retryMs * 2);
        return;
      }
      renameSync(path, join(this.#dirOf(outcome === 'acked' ? 'hands' : 'rejected', tableKey), name));
      q.pending.shift();
      q.retryMs = this.#o.minRetryMs;
      this.#update(tableKey, {
        isConnected: true,
        lastSyncTime: this.#o.now(),
        pendingHands: q.pending.length,
      });
    }
  }

  async #post(tableKey: string, hand: CompletedHandInput): Promise<'acked' | 'rejected' | 'retry'> {
    const secret = this.#o.secretOf(tableKey);
    if (!secret) {
      if (!this.#warned.has(tableKey)) {
        this.#warned.add(tableKey);
        this.#o.log.warn(
          { tableKey },
          'no engine secret for this table: its completed hands wait in the outbox',
        );
      }
      return 'retry';
    }
    return postToServer({
      url: `${this.#o.serverUrl}/api/trpc/table.ingestHand`,
      input: { tableKey, secret, hand },
      timeoutMs: this.#o.timeoutMs,
      log: this.#o.log,
      inFlight: this.#inFlight,
      refused: {
        fields: { tableKey, handId: hand.handId, handNumber: hand.handNumber },
        message: 'the server refused a completed hand as invalid: it is kept in rejected/',
      },
      notAccepted: 'hand not accepted; retrying',
    });
  }

  close(): void {
    this.#closed = true;
    this.#commands.close();
    for (const q of this.#queues.values()) if (q.timer) clearTimeout(q.timer);
    for (const c of this.#inFlight) c.abort();
  }
}
