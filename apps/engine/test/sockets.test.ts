import { createServer } from 'node:http';
import type { Card } from '@railbird/poker';
import { MAX_PACKET_BYTES, PROTOCOL_VERSION, tableStateSchema } from '@railbird/protocol';
import { listen, PortInUseError } from '@railbird/service';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningEngine } from '../src/engine.js';
import { simulatedCardTag } from '../src/rfid/tags.js';
import { DECK_ORDER } from '../src/table/model.js';
import { Client, token } from './support/client.js';
import { tableDefinition, testEngine } from './support/engine.js';

const engines: RunningEngine[] = [];
const clients: Client[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await Promise.all(engines.splice(0).map((e) => e.close()));
});

async function start(...args: Parameters<typeof testEngine>) {
  const engine = await testEngine(...args);
  engines.push(engine);
  return engine;
}

async function connect(engine: RunningEngine, query: Record<string, string>) {
  const client = await Client.connect(engine.port, query);
  clients.push(client);
  return client;
}

async function operator(engine: RunningEngine, table = 't1', page = 'table') {
  const client = await connect(engine, { table, page, token: await token(table, 'operator') });
  await client.waitFor((p) => p.event === 'state');
  return client;
}

/** Registers the simulated deck, seats three players and starts a round, all through commands. */
async function prepareHand(client: Client, table = 't1') {
  expect(await client.command(table, 'setTableMode', { tableMode: 'REGISTER_DECK' })).toMatchObject({
    event: 'ack',
  });
  for (const card of DECK_ORDER)
    await client.command(table, 'simulateRead', { antennaId: 9, tagId: simulatedCardTag(card) });
  await client.command(table, 'setTableMode', { tableMode: 'GAME' });
  for (const seatIndex of [0, 1, 2]) {
    await client.command(table, 'seatPlayer', { seatIndex, displayName: `P${seatIndex + 1}`, stack: 200 });
  }
  expect(await client.command(table, 'startRound')).toMatchObject({ event: 'ack' });
}

const dealTo = (client: Client, seatIndex: number, card: Card, table = 't1') =>
  client.command(table, 'simulateRead', { antennaId: seatIndex, tagId: simulatedCardTag(card) });

describe('engine sockets', () => {
  it('[SOCK-1] an operator gets the full state at once, then only what changed; the state rebuilt equals the table', async () => {
    const engine = await start({ tables: [tableDefinition('t1')], frameMs: 0 });
    const client = await operator(engine);
    const first = client.packets[0]!;
    expect(first.event).toBe('state');
    expect(first.event === 'state' && first.data.constants.protocolVersion).toBe(PROTOCOL_VERSION);
    await prepareHand(client);
    await dealTo(client, 1, 'SA');
    await client.waitFor((p) => p.event === 'statePatch' && p.data.changes.playerGroup !== undefined);
    const table = engine.tables.get('t1')!;
    await new Promise((r) => setTimeout(r, 30));
    expect(client.states.get('t1')).toEqual(table.state());
    expect(tableStateSchema.safeParse(client.states.get('t1')).success).toBe(true);
    expect(client.packets.filter((p) => p.event === 'state')).toHaveLength(1);
  });

  it('[SOCK-2] a screen without a valid token is refused with the reason, then the socket closes', async () => {
    const engine = await start({ tables: [tableDefinition('t1'), tableDefinition('t2')] });
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ table: 't1' }, 'UNAUTHORIZED', /needs a signed link/],
      [
        {
          table: 't1',
          token: await token('t1', 'operator', { secret: 'another-secret-0123456789abcdefghij' }),
        },
        'UNAUTHORIZED',
        /not signed by this engine/,
      ],
      [
        { table: 't1', token: await token('t1', 'viewer', { exp: Date.now() - 1 }) },
        'UNAUTHORIZED',
        /expired/,
      ],
      [{ table: 't1', token: await token('t2', 'viewer') }, 'UNAUTHORIZED', /another table/],
      [
        { table: 't1', token: await token('t1', 'viewer', { locationId: 'loc-9' }) },
        'FORBIDDEN',
        /another location/,
      ],
      [{ table: 't1', apiKey: 'user-7' }, 'UNAUTHORIZED', /online tables/],
    ];
    for (const [query, code, reason] of cases) {
      const client = await connect(engine, query);
      const packet = await client.waitFor((p) => p.event === 'error');
      expect(packet).toMatchObject({ event: 'error', data: { code } });
      expect(packet.event === 'error' && packet.data.message).toMatch(reason);
      expect((await client.closed).code).toBe(1008);
      expect(client.packets.some((p) => p.event === 'state')).toBe(false);
    }
  });

  it('[SOCK-3] only operators may command: a viewer is refused, an operator acknowledged with the journal time', async () => {
    const engine = await start({ tables: [tableDefinition('t1')] });
    const viewer = await connect(engine, {
      table: 't1',
      page: 'overlays',
      token: await token('t1', 'viewer'),
    });
    await viewer.waitFor((p) => p.event === 'state');
    const refused = await viewer.command('t1', 'setPaused', { paused: true }, 'v1');
    expect(refused).toMatchObject({ event: 'error', data: { code: 'FORBIDDEN', requestId: 'v1' } });
    const op = await operator(engine);
    const before = Date.now();
    const ack = await op.command('t1', 'setPaused', { paused: true }, 'o1');
    expect(ack).toMatchObject({ event: 'ack', data: { requestId: 'o1' } });
    expect(ack.event === 'ack' && ack.data.time).toBeGreaterThanOrEqual(before);
    const again = await op.command('t1', 'setPaused', { paused: false }, 'o1');
    expect(again).toMatchObject({ event: 'ack', data: { requestId: 'o1', duplicate: true } });
    expect(engine.tables.get('t1')!.model.paused).toBe(true);
    const wrong = await op.command('t1', 'action', { type: 'fold' }, 'o2');
    expect(wrong).toMatchObject({ event: 'error', data: { code: 'CONFLICT', requestId: 'o2' } });
  });

  it('[SOCK-4] a hidden viewer never receives a hole card: not one hole card face in its raw bytes through a whole hand', async () => {
    const engine = await start({ tables: [tableDefinition('t1')], frameMs: 0 });
    const op = await operator(engine);
    // Registering the deck names the next card to read (public, no hole card): the screens join after.
    await prepareHand(op);
    const hiddenByScope = await connect(engine, {
      table: 't1',
      page: 'overlays',
      token: await token('t1', 'hiddenViewer'),
    });
    const hiddenByPage = await connect(engine, {
      table: 't1',
      page: 'stream-hidden',
      token: await token('t1', 'operator'),
    });
    const live = await connect(engine, { table: 't1', page: 'overlays', token: await token('t1', 'viewer') });
    const holes: Card[] = ['SA', 'SK', 'HA', 'HK', 'D2', 'C7'];
    await dealTo(op, 1, 'SA');
    await dealTo(op, 1, 'SK');
    await dealTo(op, 2, 'HA');
    await dealTo(op, 2, 'HK');
    await dealTo(op, 0, 'D2');
    await dealTo(op, 0, 'C7');
    // A misread shows the error state; then the hand goes to a showdown.
    await dealTo(op, 2, 'SA');
    await op.command('t1', 'clearError');
    await op.command('t1', 'action', { type: 'call' });
    await op.command('t1', 'action', { type: 'call' });
    await op.command('t1', 'action', { type: 'check' });
    for (const [antennaId, card] of [
      [11, 'C2'],
      [9, 'S2'],
      [9, 'S3'],
      [9, 'S4'],
      [11, 'C3'],
      [9, 'D9'],
      [11, 'C4'],
      [9, 'S7'],
    ] as const) {
      await op.command('t1', 'simulateRead', { antennaId, tagId: simulatedCardTag(card) });
      if (card === 'S4' || card === 'D9')
        for (let i = 0; i < 3; i++) await op.command('t1', 'action', { type: 'check' });
    }
    for (let i = 0; i < 3; i++) await op.command('t1', 'action', { type: 'check' });
    expect(await op.command('t1', 'confirmAction')).toMatchObject({ event: 'ack' });
    await new Promise((r) => setTimeout(r, 50));
    for (const hidden of [hiddenByScope, hiddenByPage]) {
      const bytes = hidden.raw.join('\n');
      expect(hidden.raw.length).toBeGreaterThan(20);
      for (const card of holes) expect(bytes).not.toContain(`"${card}"`);
      // The burns are face down too.
      for (const card of ['C2', 'C3', 'C4']) expect(bytes).not.toContain(`"${card}"`);
      expect(hidden.states.get('t1')!.payout!.awards[0]!.handDescription).toBeNull();
    }
    // Others do see them (the stream delay is 0 here), so the hidden screens were shown the same hand.
    const seen = live.raw.join('\n');
    for (const card of holes) expect(seen).toContain(`"${card}"`);
  });

  it('[SOCK-5] delayed viewers get each state only after the stream delay; operators at once', async () => {
    const engine = await start({
      tables: [tableDefinition('t1', 'NLH', { streamDelaySeconds: 1 })],
      frameMs: 0,
    });
    const op = await operator(engine);
    const viewer = await connect(engine, {
      table: 't1',
      page: 'overlays',
      token: await token('t1', 'viewer'),
    });
    await viewer.waitFor((p) => p.event === 'state');
    await prepareHand(op);
    const dealt = Date.now();
    await dealTo(op, 1, 'SA');
    const hasAce = (c: Client) =>
      c.states.get('t1')?.playerGroup.players.some((p) => p.roundStatus?.hand.cards.includes('SA'));
    expect(hasAce(op)).toBe(true);
    expect(hasAce(viewer)).toBeFalsy();
    // Generous: on a loaded CI machine timers fire late; the lower bound below is what matters.
    await viewer
      .waitFor(() => hasAce(viewer) === true, 20_000)
      .catch((error: Error) => {
        // CI once saw the ace never reach the delayed screen (20 patches, none with it); say what each held.
        const held = (c: Client) => {
          const s = c.states.get('t1');
          const seats = s?.playerGroup.players.map(
            (p) => `${p.seatIndex}:${p.roundStatus?.hand.cards.join('') ?? '-'}`,
          );
          return `${s?.game.gameState}/${s?.round.roundState} delay ${s?.stream.delaySeconds} s, seats ${seats?.join(' ')}, updateTime ${s?.updateTime}`;
        };
        throw new Error(
          `${error.message}\nviewer: ${held(viewer)}\noperator: ${held(op)}\nnow ${Date.now()}, dealt ${dealt}`,
        );
      });
    expect(Date.now() - dealt).toBeGreaterThanOrEqual(950);
  });

  it('[SOCK-6] a burst of reads within one frame costs one push', async () => {
    const engine = await start({ tables: [tableDefinition('t1')], frameMs: 16 });
    const op = await operator(engine);
    await prepareHand(op);
    await new Promise((r) => setTimeout(r, 50));
    const before = op.packets.filter((p) => p.event === 'statePatch').length;
    const table = engine.tables.get('t1')!;
    const cards: Card[] = ['SA', 'SK', 'HA', 'HK', 'D2', 'C7'];
    await Promise.all(
      cards.map((card, i) =>
        table.submit(
          { kind: 'read', antennaId: [1, 1, 2, 2, 0, 0][i]!, tagId: simulatedCardTag(card) },
          { source: 'antenna' },
        ),
      ),
    );
    await new Promise((r) => setTimeout(r, 80));
    expect(op.packets.filter((p) => p.event === 'statePatch').length - before).toBe(1);
    expect(op.states.get('t1')).toEqual(table.state());
  });

  it('[SOCK-7] a heartbeat every second (here every 50 ms) carries the time', async () => {
    const engine = await start({ tables: [tableDefinition('t1')], heartbeatMs: 50 });
    const op = await operator(engine);
    const beat = await op.waitFor((p) => p.event === 'heartbeat');
    expect(beat).toMatchObject({ event: 'heartbeat', tableKey: 't1' });
    expect(beat.event === 'heartbeat' && Math.abs(beat.data.updateTime - Date.now())).toBeLessThan(1000);
  });

  it('[SOCK-8] one connection watches up to ten tables, each authorised by its own token', async () => {
    const keys = Array.from({ length: 11 }, (_, i) => `t${i + 1}`);
    const engine = await start({ tables: keys.map((k) => tableDefinition(k)) });
    const client = await connect(engine, {
      table: 't1',
      page: 'manager',
      token: await token('t1', 'viewer'),
    });
    await client.waitFor((p) => p.event === 'state');
    for (const key of keys.slice(1, 10)) {
      client.send({
        event: 'subscribe',
        data: { protocolVersion: PROTOCOL_VERSION, page: 'manager', token: await token(key, 'viewer') },
        tableKey: key,
        requestId: key,
      });
      expect(await client.reply(key)).toMatchObject({ event: 'ack' });
    }
    expect(client.states.size).toBe(10);
    client.send({
      event: 'subscribe',
      data: { protocolVersion: PROTOCOL_VERSION, page: 'manager', token: await token('t11', 'viewer') },
      tableKey: 't11',
      requestId: 'x',
    });
    const refused = await client.waitFor((p) => p.event === 'error' && p.tableKey === 't11');
    expect(refused).toMatchObject({ data: { code: 'TOO_MANY_REQUESTS' } });
    // Without its own token a further table is refused even below the limit.
    client.send({ event: 'unsubscribe', data: {}, tableKey: 't10', requestId: 'u' });
    await client.reply('u');
    client.send({
      event: 'subscribe',
      data: { protocolVersion: PROTOCOL_VERSION, page: 'manager' },
      tableKey: 't11',
      requestId: 'y',
    });
    expect(
      await client.waitFor(
        (p) => p.event === 'error' && p.tableKey === 't11' && p.data.code === 'UNAUTHORIZED',
      ),
    ).toBeTruthy();
  });

  it('[SOCK-9] a packet over 1 MB is refused unread; a flood is cut down to the allowed rate; the connection stays usable', async () => {
    const engine = await start({ tables: [tableDefinition('t1')], messagesPerSecond: 50, burst: 50 });
    const op = await operator(engine);
    op.send(
      `{"event":"setPaused","data":{"paused":true},"tableKey":"t1","pad":"${'x'.repeat(MAX_PACKET_BYTES)}"}`,
    );
    expect(await op.waitFor((p) => p.event === 'error')).toMatchObject({
      data: { code: 'PAYLOAD_TOO_LARGE' },
    });
    for (let i = 0; i < 300; i++)
      op.send({ event: 'setPaused', data: { paused: false }, tableKey: 't1', requestId: `f${i}` });
    expect(await op.waitFor((p) => p.event === 'error' && p.data.code === 'TOO_MANY_REQUESTS')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 1200));
    const acks = op.packets.filter((p) => p.event === 'ack').length;
    expect(acks).toBeGreaterThan(10);
    expect(acks).toBeLessThan(300);
    expect(await op.command('t1', 'setPaused', { paused: true }, 'after')).toMatchObject({ event: 'ack' });
  });

  it('[SOCK-10] a client of another protocol version, or naming no hosted table, gets an explicit message; /healthz answers', async () => {
    const engine = await start({ tables: [tableDefinition('t1')] });
    const old = await connect(engine, { table: 't1', protocolVersion: String(PROTOCOL_VERSION + 1) });
    expect(await old.waitFor((p) => p.event === 'incompatibleVersion')).toMatchObject({
      data: { protocolVersion: PROTOCOL_VERSION },
    });
    const lost = await connect(engine, { table: 'nope' });
    const packet = await lost.waitFor((p) => p.event === 'error');
    expect(packet.event === 'error' && packet.data.message).toContain('"t1"');
    const res = await fetch(`http://127.0.0.1:${engine.port}/healthz`);
    expect(await res.json()).toMatchObject({ status: 'ok', tables: ['t1'] });
    const error = await listen(createServer(), engine.port, '127.0.0.1', 'ENGINE_PORT').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PortInUseError);
  });

  it('[SOCK-11] the addresses watching a table are in its state (requestingIps), for operators only', async () => {
    const engine = await start({ tables: [tableDefinition('t1')], frameMs: 0 });
    const op = await operator(engine);
    await op.waitFor(() => (op.states.get('t1')?.requestingIps ?? []).length === 1);
    expect(op.states.get('t1')!.requestingIps).toEqual(['127.0.0.1']);
    // Only staff see the addresses of the other screens.
    const viewer = await connect(engine, {
      table: 't1',
      page: 'overlays',
      token: await token('t1', 'viewer'),
    });
    const hidden = await connect(engine, {
      table: 't1',
      page: 'overlays-hidden',
      token: await token('t1', 'viewer'),
    });
    await viewer.waitFor((p) => p.event === 'state');
    await hidden.waitFor((p) => p.event === 'state');
    await new Promise((r) => setTimeout(r, 50));
    expect(viewer.states.get('t1')!.requestingIps).toEqual([]);
    expect(hidden.states.get('t1')!.requestingIps).toEqual([]);
    expect(viewer.raw.join('')).not.toContain('127.0.0.1');
  });
});
