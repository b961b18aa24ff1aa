import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANTENNA_ACTOR_ID, type EngineCommandRecord, parseChips, parseSeatIndex } from '@railbird/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { tableDefinition } from '../../test/support/engine.js';
import { IngestServer } from '../../test/support/ingest-server.js';
import { FileJournal } from '../journal/journal.js';
import { createLogger } from '../log.js';
import { simulatedCardTag } from '../rfid/tags.js';
import type { InputActor, TableCommand } from '../table/inputs.js';
import { Table } from '../table/table.js';
import { Outbox } from './outbox.js';

const log = createLogger('silent');
const SECRET = 'table-secret-0123456789abcdef';
const T0 = 1_790_000_000_000;
const STAFF: InputActor = { id: 'user-42', type: 'STAFF' };
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

async function setup(serverUp = true) {
  const dir = mkdtempSync(join(tmpdir(), 'railbird-commands-'));
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
  let clock = T0;
  const open = () => {
    const table = Table.open({
      definition: tableDefinition('t1'),
      journal: new FileJournal(join(dir, 'journal', 't1')),
      outbox,
      now: () => clock++,
      log,
      version: 'test',
      devLevel: 3,
      frameMs: 0,
    });
    cleanup.push(() => table.close());
    return table;
  };
  return { dir, server, outbox, open };
}

const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

const operator = (table: Table, command: TableCommand, actor: InputActor = STAFF) =>
  table.submit({ kind: 'command', command }, { source: 'operator', actor });

describe('operator commands for the audit record', () => {
  it('[OUT-5] each accepted operator command and each antenna read ships with who, when, what and the table before and after; refusals do not', async () => {
    const { server, outbox, open } = await setup();
    const table = open();
    await operator(table, { event: 'setTableMode', data: { tableMode: 'REGISTER_DECK' } });
    await table.submit(
      { kind: 'read', antennaId: 9, tagId: simulatedCardTag('SA') },
      { source: 'operator', actor: { id: 'user-7', type: 'MANAGER' } },
    );
    await table.submit({ kind: 'read', antennaId: 9, tagId: simulatedCardTag('SK') }, { source: 'antenna' });
    const refused = await operator(table, { event: 'startRound', data: {} });
    expect(refused.ok).toBe(false);
    await operator(table, { event: 'setTableMode', data: { tableMode: 'GAME' } });
    await operator(table, {
      event: 'seatPlayer',
      data: { seatIndex: parseSeatIndex(2), displayName: 'Bob', stack: parseChips(200) },
    });
    await until(() => outbox.pendingCommands('t1') === 0 && (server.commands.get('t1')?.length ?? 0) === 5);

    const recorded = server.commands.get('t1')!;
    expect(recorded.map((c) => [c.seq, c.command, c.actor.id])).toEqual([
      [1, 'setTableMode', 'user-42'],
      [2, 'simulateRead', 'user-7'],
      [3, 'cardRead', ANTENNA_ACTOR_ID],
      [4, 'setTableMode', 'user-42'],
      [5, 'seatPlayer', 'user-42'],
    ]);
    const [registerDeck, read, antenna, , seat] = recorded as [EngineCommandRecord, ...EngineCommandRecord[]];
    expect(antenna!.data).toEqual({ antennaId: 9, tagId: simulatedCardTag('SK') });
    expect(registerDeck).toMatchObject({
      time: T0,
      actor: STAFF,
      data: { tableMode: 'REGISTER_DECK' },
      before: { tableMode: 'NONE', handNumber: 0, paused: false },
      after: { tableMode: 'REGISTER_DECK', gameState: 'SETUP', roundState: 'WAITING FOR ROUND START' },
    });
    expect(read!.data).toEqual({ antennaId: 9, tagId: simulatedCardTag('SA') });
    expect(seat!.data).toEqual({ seatIndex: 2, displayName: 'Bob', stack: 200 });
  });

  it('[OUT-6] while the server is down commands wait on disk, then ship oldest first, a hundred at a time', async () => {
    const { dir, server, outbox, open } = await setup(false);
    const table = open();
    for (let i = 0; i < 130; i++)
      await operator(table, { event: 'setPaused', data: { paused: i % 2 === 0 } });
    await until(() => server.commandRequests.length >= 2);
    expect(server.commands.size).toBe(0);
    expect(readdirSync(join(dir, 'commands', 't1'))).toHaveLength(130);
    server.failRate = 0;
    await until(() => outbox.pendingCommands('t1') === 0);
    expect(server.commands.get('t1')!.map((c) => c.seq)).toEqual(
      Array.from({ length: 130 }, (_, i) => i + 1),
    );
    expect(server.commandRequests.at(-2)).toHaveLength(100);
    expect(server.commandRequests.at(-1)).toHaveLength(30);
    expect(readdirSync(join(dir, 'commands', 't1'))).toHaveLength(0);
  });

  it('[OUT-7] a table reopened from its journal queues its commands again; each is recorded once', async () => {
    const { dir, server, outbox, open } = await setup(false);
    const first = open();
    await operator(first, { event: 'setPaused', data: { paused: true } });
    await operator(first, { event: 'setPaused', data: { paused: false } });
    await first.close();
    // Lost between the journal and the queue (a crash): the journal still has them.
    rmSync(join(dir, 'commands', 't1'), { recursive: true });
    const reopened = new Outbox({
      dir,
      serverUrl: server.url,
      secretOf: () => SECRET,
      log,
      now: Date.now,
      minRetryMs: 20,
      maxRetryMs: 100,
    });
    cleanup.push(() => reopened.close());
    outbox.close();
    server.failRate = 0;
    const table = Table.open({
      definition: tableDefinition('t1'),
      journal: new FileJournal(join(dir, 'journal', 't1')),
      outbox: reopened,
      now: () => T0 + 10,
      log,
      version: 'test',
      devLevel: 3,
      frameMs: 0,
    });
    cleanup.push(() => table.close());
    await until(() => reopened.pendingCommands('t1') === 0 && server.commands.get('t1')?.length === 2);
    // Replayed again (another restart): shipped again, recorded once.
    reopened.addCommand('t1', server.commands.get('t1')![0]!);
    await until(() => reopened.pendingCommands('t1') === 0);
    expect(server.commands.get('t1')!.map((c) => [c.seq, c.data])).toEqual([
      [1, { paused: true }],
      [2, { paused: false }],
    ]);
    expect(existsSync(join(dir, 'rejected-commands'))).toBe(false);
  });
});
