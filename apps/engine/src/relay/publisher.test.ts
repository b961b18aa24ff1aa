/**
 * The engine's publisher against a Redis of this test's own (a redis-server on a free port, without
 * persistence, so a restart comes back empty as after a crash).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { relayNames } from '@railbird/protocol/relay';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { TableDriver } from '../../test/support/table-driver.js';
import { FileJournal } from '../journal/journal.js';
import { createLogger } from '../log.js';
import { Table } from '../table/table.js';
import { startRelayPublisher } from './publisher.js';

const cleanup: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => null });
  probe.on('error', () => undefined);
  for (let i = 0; i < 100; i++) {
    if (
      await probe.connect().then(
        () => true,
        () => false,
      )
    ) {
      probe.disconnect();
      return child;
    }
    await sleep(50);
  }
  throw new Error(`redis-server did not answer on ${port}`);
}

describe('relay publisher', () => {
  it('[PUB-1] Redis restarted empty: once it is back each audience’s latest state is stored again, though the table has not moved since', async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    let server = await startRedis(port);
    cleanup.push(() => server.kill('SIGKILL'));
    const dir = mkdtempSync(join(tmpdir(), 'railbird-publisher-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));

    const reference = TableDriver.game('NLH', [200, 200, 200]).command('startRound');
    reference.deal(1, 'SA', 'SK').deal(2, 'HA', 'HK');
    const table = Table.open({
      definition: { key: 't1', settings: reference.model.settings },
      journal: new FileJournal(dir),
      now: Date.now,
      log: createLogger('silent'),
      version: 'test',
      devLevel: 3,
      frameMs: 0,
    });
    cleanup.push(() => table.close());
    const [first, ...rest] = reference.journal;
    await table.submit(first!.input, { source: first!.source });

    const prefix = 'pub-test:relay:';
    const names = relayNames(prefix);
    const publisher = await startRelayPublisher({
      url,
      prefix,
      tables: { all: [table], get: (key) => (key === 't1' ? table : undefined) },
      log: createLogger('silent'),
      now: Date.now,
      beatMs: 60_000,
    });
    cleanup.push(() => publisher.close());
    await publisher.flushed();
    const stored = async () => {
      const reader = new Redis(url);
      try {
        return await reader.get(names.state('t1', 'operator'));
      } finally {
        reader.disconnect();
      }
    };
    const before = await stored();
    expect(before).not.toBeNull();

    // Down: the table moves on (cards dealt); its frames cannot be written.
    server.kill('SIGKILL');
    await sleep(300);
    for (const entry of rest) await table.submit(entry.input, { source: entry.source });
    const latest = table.state();

    server = await startRedis(port);
    // Back: the table has not moved since, yet its state is in Redis again, the latest one.
    let after: string | null = null;
    for (let i = 0; i < 100 && !after; i++) {
      await sleep(50);
      after = await stored();
    }
    expect(after).not.toBeNull();
    const [seqAfter, stateAfter] = [
      Number(after!.slice(0, after!.indexOf('\n'))),
      after!.slice(after!.indexOf('\n') + 1),
    ];
    expect(seqAfter).toBeGreaterThan(Number(before!.slice(0, before!.indexOf('\n'))));
    expect(JSON.parse(stateAfter).playerGroup).toEqual(JSON.parse(JSON.stringify(latest.playerGroup)));
  }, 30_000);
});
