import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CompletedHandInput } from '@railbird/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { IngestServer } from '../../test/support/ingest-server.js';
import { TableDriver } from '../../test/support/table-driver.js';
import { createLogger } from '../log.js';
import { Outbox } from './outbox.js';

const log = createLogger('silent');
const SECRET = 'table-secret-0123456789abcdef';
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

/** Real completed hands, from a table played through the reducer. */
function hands(count: number): CompletedHandInput[] {
  const table = TableDriver.game('NLH', [200, 200]);
  for (let i = 0; i < count; i++) {
    table
      .command('startRound')
      .deal(i % 2, 'SA', 'SK')
      .deal((i + 1) % 2, 'HA', 'HK')
      .act('fold')
      .command('confirmAction');
  }
  return table.effects.flatMap((e) => (e.type === 'handCompleted' ? [e.hand] : []));
}

async function setup(serverUp = true) {
  const dir = mkdtempSync(join(tmpdir(), 'railbird-outbox-'));
  const server = await new IngestServer({ t1: SECRET }).start();
  if (!serverUp) server.failRate = 1;
  const outbox = new Outbox({
    dir,
    serverUrl: server.url,
    secretOf: () => SECRET,
    log,
    now: Date.now,
    minRetryMs: 20,
    maxRetryMs: 100,
  });
  cleanup.push(
    () => rmSync(dir, { recursive: true, force: true }),
    () => server.stop(),
    () => outbox.close(),
  );
  return { dir, server, outbox };
}

const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('outbox', () => {
  it('[OUT-1] completed hands ship in order and move to the archive once the server acknowledges them', async () => {
    const { dir, server, outbox } = await setup();
    const played = hands(3);
    for (const hand of played) outbox.add(hand);
    await until(() => outbox.status('t1').pendingHands === 0);
    expect(server.handsOf('t1').map((h) => h.handNumber)).toEqual([1, 2, 3]);
    expect(server.requests).toEqual(played.map((h) => h.handId));
    expect(readdirSync(join(dir, 'hands', 't1'))).toHaveLength(3);
    expect(readdirSync(join(dir, 'outbox', 't1'))).toHaveLength(0);
    expect(outbox.status('t1')).toMatchObject({ isConnected: true, pendingHands: 0 });
    expect(outbox.find('t1', played[1]!.handId)?.handNumber).toBe(2);
  });

  it('[OUT-2] while the server is down hands wait and are retried until it acknowledges them', async () => {
    const { server, outbox } = await setup(false);
    const played = hands(2);
    for (const hand of played) outbox.add(hand);
    await until(() => server.requests.length >= 3);
    expect(server.hands.size).toBe(0);
    expect(outbox.status('t1')).toMatchObject({ isConnected: false, pendingHands: 2 });
    server.failRate = 0;
    await until(() => outbox.status('t1').pendingHands === 0);
    expect(server.handsOf('t1').map((h) => h.handNumber)).toEqual([1, 2]);
  });

  it('[OUT-3] a hand added twice (a journal replay after a crash) is kept and shipped once', async () => {
    const { server, outbox } = await setup();
    const [hand] = hands(1);
    outbox.add(hand!);
    outbox.add(hand!);
    await until(() => outbox.status('t1').pendingHands === 0);
    outbox.add(hand!);
    await new Promise((r) => setTimeout(r, 50));
    expect(server.requests).toEqual([hand!.handId]);
  });

  it('[OUT-4] a hand the server refuses as invalid is set aside, and the next one ships', async () => {
    const { dir, server, outbox } = await setup();
    const [first, second] = hands(2);
    outbox.add({ ...first!, phh: '' } as CompletedHandInput);
    outbox.add(second!);
    await until(() => outbox.status('t1').pendingHands === 0);
    expect(server.handsOf('t1').map((h) => h.handNumber)).toEqual([2]);
    expect(existsSync(join(dir, 'rejected', 't1'))).toBe(true);
    expect(readdirSync(join(dir, 'rejected', 't1'))).toHaveLength(1);
  });
});
