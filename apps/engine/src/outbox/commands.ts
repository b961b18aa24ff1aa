/**
 * Operator commands on their way to the server's audit record (`table.recordCommands`,
 * docs/decisions/006-audit-record.md), the way completed hands go: written durably when the command
 * is journaled, shipped oldest first in batches, retried with backoff while the server is down, and
 * deleted once acknowledged (the journal keeps the command itself). The server is idempotent by
 * journal entry, so a batch shipped twice — the answer was lost, or a restart replayed the journal
 * and added the same commands again — is recorded once.
 *
 * Layout: <dir>/commands/<tableKey>/<seq>.json (pending),
 *         <dir>/rejected-commands/<tableKey>/<seq>.json (refused by the server as invalid: kept for a person).
 */

import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type EngineCommandRecord, MAX_COMMANDS_PER_BATCH } from '@railbird/protocol';
import { writeFileDurably } from '../journal/journal.js';
import type { Logger } from '../log.js';
import { postToServer } from './post.js';

export interface CommandQueueOptions {
  dir: string;
  serverUrl: () => string | undefined;
  secretOf: (tableKey: string) => string | undefined;
  log: Logger;
  minRetryMs: number;
  maxRetryMs: number;
  timeoutMs: number;
}

const fileName = (seq: number) => `${String(seq).padStart(12, '0')}.json`;

interface Queue {
  pending: string[];
  shipping: boolean;
  retryMs: number;
  timer: NodeJS.Timeout | null;
}

export class CommandQueue {
  readonly #o: CommandQueueOptions;
  readonly #queues = new Map<string, Queue>();
  readonly #inFlight = new Set<AbortController>();
  #closed = false;

  constructor(options: CommandQueueOptions) {
    this.#o = options;
  }

  #dirOf(kind: 'commands' | 'rejected-commands', tableKey: string): string {
    const dir = join(this.#o.dir, kind, tableKey);
    mkdirSync(dir, { recursive: true });
    return dir;
  }

  #queue(tableKey: string): Queue {
    let q = this.#queues.get(tableKey);
    if (!q) {
      const pending = readdirSync(this.#dirOf('commands', tableKey))
        .filter((f) => f.endsWith('.json'))
        .sort();
      q = { pending, shipping: false, retryMs: this.#o.minRetryMs, timer: null };
      this.#queues.set(tableKey, q);
    }
    return q;
  }

  /** Commands waiting for `tableKey` (not yet acknowledged). */
  pending(tableKey: string): number {
    return this.#queue(tableKey).pending.length;
  }

  /** Puts an accepted command in the queue, durably, unless it is already waiting. */
  add(tableKey: string, record: EngineCommandRecord): void {
    const name = fileName(record.seq);
    const q = this.#queue(tableKey);
    if (q.pending.includes(name)) return;
    writeFileDurably(join(this.#dirOf('commands', tableKey), name), JSON.stringify(record));
    q.pending.push(name);
    q.pending.sort();
    this.kick(tableKey);
  }

  /** Ship now what waits (the table opened, the server or a secret became known). */
  retry(tableKey?: string): void {
    for (const key of tableKey === undefined ? [...this.#queues.keys()] : [tableKey]) {
      const q = this.#queue(key);
      if (q.timer) clearTimeout(q.timer);
      q.timer = null;
      q.retryMs = this.#o.minRetryMs;
      this.kick(key);
    }
  }

  kick(tableKey: string): void {
    const q = this.#queue(tableKey);
    if (q.shipping || q.timer || this.#closed || q.pending.length === 0 || !this.#o.serverUrl()) return;
    q.shipping = true;
    void this.#ship(tableKey).finally(() => {
      q.shipping = false;
    });
  }

  async #ship(tableKey: string): Promise<void> {
    const q = this.#queue(tableKey);
    const dir = this.#dirOf('commands', tableKey);
    while (q.pending.length > 0 && !this.#closed) {
      const batch = q.pending.slice(0, MAX_COMMANDS_PER_BATCH);
      const records = batch.map(
        (name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as EngineCommandRecord,
      );
      const outcome = await this.#post(tableKey, records);
      if (this.#closed) return;
      if (outcome === 'retry') {
        q.timer = setTimeout(() => {
          q.timer = null;
          this.kick(tableKey);
        }, q.retryMs);
        q.timer.unref();
        q.retryMs = Math.min(this.#o.maxRetryMs, q.retryMs * 2);
        return;
      }
      for (const name of batch) {
        const path = join(dir, name);
        if (outcome === 'acked') rmSync(path, { force: true });
        else if (existsSync(path)) renameSync(path, join(this.#dirOf('rejected-commands', tableKey), name));
      }
      q.pending.splice(0, batch.length);
      q.retryMs = this.#o.minRetryMs;
    }
  }

  async #post(tableKey: string, commands: EngineCommandRecord[]): Promise<'acked' | 'rejected' | 'retry'> {
    const secret = this.#o.secretOf(tableKey);
    if (!secret) return 'retry';
    return postToServer({
      url: `${this.#o.serverUrl()}/api/trpc/table.recordCommands`,
      input: { tableKey, secret, commands },
      timeoutMs: this.#o.timeoutMs,
      log: this.#o.log,
      inFlight: this.#inFlight,
      refused: {
        fields: { tableKey, seqs: commands.map((c) => c.seq) },
        message: 'the server refused operator commands as invalid: they are kept in rejected-commands/',
      },
      notAccepted: 'operator commands not recorded; retrying',
    });
  }

  close(): void {
    this.#closed = true;
    for (const q of this.#queues.values()) if (q.timer) clearTimeout(q.timer);
    for (const c of this.#inFlight) c.abort();
  }
}
