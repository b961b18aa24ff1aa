/**
 * The engine follows the server's list of tables (local-engine.json through `configure`): changed
 * settings of a hosted table are journaled and apply between hands, a table no longer listed is closed
 * with its screens told, and a table listed again reopens from its journal. Real sockets, journals
 * in a temporary directory.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Card } from '@railbird/poker';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningEngine, TABLE_REMOVED } from '../src/engine.js';
import { simulatedCardTag } from '../src/rfid/tags.js';
import { DECK_ORDER } from '../src/table/model.js';
import { Client, token } from './support/client.js';
import { tableDefinition, testEngine } from './support/engine.js';

const engines: RunningEngine[] = [];
const clients: Client[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await Promise.all(engines.splice(0).map((e) => e.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'railbird-configure-'));
  dirs.push(dir);
  return dir;
}

async function start(...args: Parameters<typeof testEngine>) {
  const engine = await testEngine(...args);
  engines.push(engine);
  return engine;
}

async function operator(engine: RunningEngine, table: string) {
  const client = await Client.connect(engine.port, {
    table,
    page: 'table',
    token: await token(table, 'operator'),
  });
  clients.push(client);
  await client.waitFor((p) => p.event === 'state');
  return client;
}

/** Registers the simulated deck and seats three players, all through commands. */
async function seatThree(client: Client, table: string) {
  await client.command(table, 'setTableMode', { tableMode: 'REGISTER_DECK' });
  for (const card of DECK_ORDER)
    await client.command(table, 'simulateRead', { antennaId: 9, tagId: simulatedCardTag(card) });
  await client.command(table, 'setTableMode', { tableMode: 'GAME' });
  for (const seatIndex of [0, 1, 2]) {
    await client.command(table, 'seatPlayer', { seatIndex, displayName: `P${seatIndex + 1}`, stack: 200 });
  }
}

const ack = { event: 'ack' };

describe('the engine follows the server’s tables', () => {
  it('[ENGINE-1] a hosted table switched from PLO to PLO8 finishes its hand as PLO and deals PLO8 next; the change is journaled once and survives a restart', async () => {
    const dir = dataDir();
    const plo = tableDefinition('t1', 'PLO');
    const plo8 = tableDefinition('t1', 'PLO8');
    const engine = await start({ tables: [plo], dataDir: dir, frameMs: 0 });
    const client = await operator(engine, 't1');
    await seatThree(client, 't1');
    expect(await client.command('t1', 'startRound')).toMatchObject(ack);
    const table = engine.tables.get('t1')!;

    await engine.configure({ tables: [plo8] });
    expect(table.model.pendingSettings?.defaultGameSettings.variation).toBe('PLO8');
    expect(table.state().gameSettings.variation).toBe('PLO');
    const seq = table.seq;
    await engine.configure({ tables: [tableDefinition('t1', 'PLO8')] });
    expect(table.seq).toBe(seq);

    expect(await client.command('t1', 'voidHand')).toMatchObject(ack);
    expect(await client.command('t1', 'startRound')).toMatchObject(ack);
    const state = table.state();
    expect(state.gameSettings.variation).toBe('PLO8');
    expect(state.round.blindLevel.rankingTypes).toEqual(['HIGH_2', 'LOW_8_2']);
    expect(table.model.hand!.config.variation).toBe('PLO8');
    const dealt: Card[] = ['SA', 'SK', 'SQ', 'SJ'];
    for (const card of dealt)
      await client.command('t1', 'simulateRead', { antennaId: 1, tagId: simulatedCardTag(card) });
    const run = table.model.hand!;
    expect(run.state.players[run.seats.indexOf(1)]!.hole).toEqual(dealt);

    const before = JSON.stringify(table.model);
    client.close();
    await engine.close();
    engines.splice(engines.indexOf(engine), 1);
    const again = await start({ tables: [plo8], dataDir: dir });
    expect(JSON.stringify(again.tables.get('t1')!.model)).toBe(before);
  });

  it('[ENGINE-2] a table no longer listed is closed: its runner stops, its screens get the reason and are let go, /healthz forgets it, its journal stays; listed again, it reopens from the journal', async () => {
    const dir = dataDir();
    const t1 = tableDefinition('t1');
    const t2 = tableDefinition('t2');
    const engine = await start({ tables: [t1, t2], dataDir: dir, sim: { speed: 1 } });
    expect(engine.runners).toHaveLength(2);
    const client = await operator(engine, 't2');
    await client.command('t2', 'setTableMode', { tableMode: 'GAME' });
    expect(
      await client.command('t2', 'seatPlayer', { seatIndex: 4, displayName: 'Kept', stack: 300 }),
    ).toMatchObject(ack);
    const seq = engine.tables.get('t2')!.seq;

    await engine.configure({ tables: [t1] });
    const error = await client.waitFor((p) => p.event === 'error');
    expect(error).toMatchObject({ tableKey: 't2', data: { code: 'NOT_FOUND', message: TABLE_REMOVED } });
    expect((await client.closed).reason).toBe('table removed');
    expect(engine.tables.keys).toEqual(['t1']);
    expect(engine.runners).toHaveLength(1);
    const health = await fetch(`http://127.0.0.1:${engine.port}/healthz`);
    expect(await health.json()).toMatchObject({ tables: ['t1'] });
    expect(existsSync(join(dir, 'tables', 't2'))).toBe(true);
    const late = await Client.connect(engine.port, { table: 't2', token: await token('t2', 'operator') });
    clients.push(late);
    expect(await late.waitFor((p) => p.event === 'error')).toMatchObject({ data: { code: 'NOT_FOUND' } });

    await engine.configure({ tables: [t1, t2] });
    const reopened = engine.tables.get('t2')!;
    expect(reopened.seq).toBe(seq);
    expect(reopened.model.seats.map((s) => [s.seatIndex, s.displayName, s.stack])).toEqual([
      [4, 'Kept', 300],
    ]);
    expect(engine.runners).toHaveLength(2);
    await operator(engine, 't2');
  });

  it('[ENGINE-DEFAULT-DELAY] a table given an overlay link takes the room’s default delay until someone sets one; a chosen delay stays through new defaults and a restart', async () => {
    const dir = dataDir();
    const bare = tableDefinition('t1');
    const linked = (seconds: number) => ({ ...bare, defaultStreamDelaySeconds: seconds });
    const engine = await start({ tables: [bare], dataDir: dir, frameMs: 0 });
    const table = engine.tables.get('t1')!;
    expect(table.model.stream.delaySeconds).toBe(0);

    await engine.configure({ tables: [linked(30)] });
    expect(table.model.stream.delaySeconds).toBe(30);
    const client = await operator(engine, 't1');
    expect(client.packets.findLast((p) => p.event === 'state')).toMatchObject({
      data: { stream: { delaySeconds: 30 } },
    });
    // A manager changes the room's default: the table follows, as nobody chose its delay.
    await engine.configure({ tables: [linked(45)] });
    expect(table.model.stream.delaySeconds).toBe(45);
    const seq = table.seq;
    await engine.configure({ tables: [linked(45)] });
    expect(table.seq).toBe(seq);

    // Chosen (an admin's token may lower it): the default no longer moves it.
    const admin = await Client.connect(engine.port, {
      table: 't1',
      page: 'table',
      token: await token('t1', 'operator', { adminType: 'ADMIN', sub: 'admin-1' }),
    });
    clients.push(admin);
    await admin.waitFor((p) => p.event === 'state');
    expect(await admin.command('t1', 'setStreamDelay', { seconds: 10 })).toMatchObject(ack);
    await engine.configure({ tables: [linked(60)] });
    expect(table.model.stream.delaySeconds).toBe(10);

    const before = JSON.stringify(table.model);
    await engine.close();
    engines.splice(engines.indexOf(engine), 1);
    const again = await start({ tables: [linked(90)], dataDir: dir });
    expect(JSON.stringify(again.tables.get('t1')!.model)).toBe(before);
    expect(again.tables.get('t1')!.model.stream.delaySeconds).toBe(10);
  });
});
