/**
 * Issue 20 item 5: Postgres restarted under a running room. The real server and engine (the built
 * bundles `npm start` runs) play the demo tables on a Postgres cluster of this test's own; the cluster
 * is stopped while hands keep ending, then started again. The engine's outbox holds the hands that
 * end meanwhile and ships them after: in the end every hand the engine completed is stored once, none
 * is missing, none is refused.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../scripts/build.mjs';
import { freePort, type Stack, startStack } from '../../../scripts/lib/stack.mjs';
import { type PrivatePostgres, privatePostgres } from './support/private-postgres.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => Promise<boolean> | boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

/** Hand ids in one of the engine's hand folders (outbox: pending; hands: acknowledged; rejected). */
function engineHands(dataDir: string, kind: 'outbox' | 'hands' | 'rejected'): string[] {
  const root = join(dataDir, 'engine', kind);
  if (!existsSync(root)) return [];
  return readdirSync(root).flatMap((table) =>
    readdirSync(join(root, table))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/^\d+-/, '').replace(/\.json$/, '')),
  );
}

let database: PrivatePostgres | undefined;
let stack: Stack | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'railbird-pg-restart-'));

afterAll(async () => {
  await stack?.stop();
  database?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('faults: Postgres restarted', () => {
  it('[FAULT-PG-1] hands that end while Postgres is down wait in the engine’s outbox and are stored once each after it is back', async () => {
    await build();
    database = privatePostgres(await freePort());
    const stored = async (): Promise<string[]> => {
      const client = new pg.Client({ connectionString: database!.url });
      await client.connect();
      try {
        return (await client.query<{ id: string }>('SELECT id FROM hand')).rows.map((r) => r.id);
      } finally {
        await client.end();
      }
    };
    const enginePort = await freePort();
    stack = await startStack({
      dataDir,
      serverPort: await freePort(),
      enginePort,
      host: '127.0.0.1',
      // The demo at ten times a real table's pace: a hand ends every few seconds.
      env: { DATABASE_URL: database.url, RAILBIRD_DEMO_SPEED: '10', LOG_LEVEL: 'warn' },
      output: dataDir,
      timeoutMs: 90_000,
    });
    await until('two hands stored', async () => (await stored()).length >= 2, 90_000);

    database.stop();
    const acknowledgedBefore = engineHands(dataDir, 'hands').length;
    // Hands keep ending; the server cannot store them, so they wait in the engine's outbox.
    await until(
      'three hands waiting in the outbox',
      () => engineHands(dataDir, 'outbox').length >= 3,
      90_000,
    );
    const waited = engineHands(dataDir, 'outbox');

    database.start();
    await until(
      'the hands that waited to be stored',
      async () => {
        const ids = new Set(await stored().catch(() => []));
        return waited.every((id) => ids.has(id));
      },
      90_000,
    ).catch((error: Error) => {
      // What the engine did with them, and the last the processes said: a timeout alone says nothing.
      const tail = (name: string) =>
        existsSync(join(dataDir, name))
          ? readFileSync(join(dataDir, name), 'utf8').trim().split('\n').slice(-15).join('\n')
          : '(no log)';
      throw new Error(
        `${error.message}: waited ${JSON.stringify(waited)}; outbox ${JSON.stringify(engineHands(dataDir, 'outbox'))}; rejected ${JSON.stringify(engineHands(dataDir, 'rejected'))}\n--- server.log\n${tail('server.log')}\n--- engine.log\n${tail('engine.log')}`,
      );
    });
    await stack.stop();

    const ids = await stored();
    expect(new Set(ids).size).toBe(ids.length);
    const acknowledged = engineHands(dataDir, 'hands');
    const pending = engineHands(dataDir, 'outbox');
    // Every hand the server acknowledged is stored; nothing is stored that the engine did not complete.
    expect(acknowledged.filter((id) => !ids.includes(id))).toEqual([]);
    expect(ids.filter((id) => !acknowledged.includes(id) && !pending.includes(id))).toEqual([]);
    expect(engineHands(dataDir, 'rejected')).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(acknowledgedBefore + waited.length);
  }, 240_000);
});
