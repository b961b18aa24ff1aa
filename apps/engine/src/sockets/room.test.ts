import type { Card } from '@railbird/poker';
import { PROTOCOL_VERSION, stateForAudience } from '@railbird/protocol';
import { MAX_BUFFERED_BYTES } from '@railbird/service';
import { afterEach, describe, expect, it } from 'vitest';
import { tableDefinition } from '../../test/support/engine.js';
import {
  closeRooms,
  command,
  hasCard,
  lastMessage,
  log,
  openRoom,
  prepareHand,
  read,
  T0,
  tokenFor,
} from '../../test/support/room.js';
import { type Journal, MemoryJournal } from '../journal/journal.js';
import { simulatedCardTag } from '../rfid/tags.js';
import type { JournalEntry } from '../table/inputs.js';
import { Table } from '../table/table.js';
import { RELEASE_MARGIN_MS } from './fanout.js';

afterEach(closeRooms);

/** A memory journal that keeps what it is given, to read what the table journaled. */
class RecordingJournal implements Journal {
  readonly entries: JournalEntry[] = [];
  readonly #memory = new MemoryJournal();
  recover() {
    return { snapshot: null, entries: [...this.entries] };
  }
  append(entry: JournalEntry): Promise<void> {
    this.entries.push(entry);
    return Promise.resolve();
  }
  snapshot() {}
  close() {
    return this.#memory.close();
  }
}

/** A table opened from these entries, as a restarted engine opens it. */
const replayed = (entries: JournalEntry[]) => {
  const journal = new RecordingJournal();
  journal.entries.push(...entries);
  return Table.open({
    definition: tableDefinition('t1'),
    journal,
    now: () => T0,
    log,
    version: 'test',
    devLevel: 3,
  });
};

// Admission, the ten-table limit, flood limits, packets too big or malformed and pings are the room's
// contract, checked on the engine and on a relay alike (room-contract.test.ts); these are the engine's own.
describe('the socket room', () => {
  it('[ROOM-1] a screen without a valid grant is told why, then closed; it never gets a state', async () => {
    const { connect } = openRoom([tableDefinition('t1'), tableDefinition('t2')]);
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ table: 't1' }, 'UNAUTHORIZED', /needs a signed link/],
      [
        {
          table: 't1',
          token: await tokenFor('t1', 'operator', { secret: 'another-secret-0123456789abcdefghij' }),
        },
        'UNAUTHORIZED',
        /not signed by this engine/,
      ],
      [{ table: 't1', token: await tokenFor('t1', 'viewer', { exp: T0 - 1 }) }, 'UNAUTHORIZED', /expired/],
      [{ table: 't1', token: await tokenFor('t2', 'viewer') }, 'UNAUTHORIZED', /another table/],
      [
        { table: 't1', token: await tokenFor('t1', 'viewer', { locationId: 'loc-9' }) },
        'FORBIDDEN',
        /another location/,
      ],
      [{ table: 't1', apiKey: 'user-7' }, 'UNAUTHORIZED', /online tables/],
    ];
    for (const [query, code, reason] of cases) {
      const peer = await connect(query);
      expect(peer.packets).toHaveLength(1);
      expect(peer.packets[0]).toMatchObject({ event: 'error', data: { code }, tableKey: 't1' });
      expect(peer.packets[0]!.event === 'error' && peer.packets[0]!.data.message).toMatch(reason);
      expect(peer.closed).toEqual({ code: 1008, reason: 'not authorised' });
    }
    const lost = await connect({ table: 'nope', token: await tokenFor('nope', 'viewer') });
    expect(lost.packets[0]).toMatchObject({ event: 'error', data: { code: 'NOT_FOUND' }, tableKey: null });
    expect(lost.packets[0]!.event === 'error' && lost.packets[0]!.data.message).toBe(
      'No table "nope" on this engine; it hosts "t1", "t2".',
    );
    expect(lost.closed).toEqual({ code: 1008, reason: 'no such table' });
    const old = await connect({ table: 't1', protocolVersion: String(PROTOCOL_VERSION + 1) });
    expect(old.packets[0]).toMatchObject({
      event: 'incompatibleVersion',
      data: { protocolVersion: PROTOCOL_VERSION },
    });
    expect(old.closed).toEqual({ code: 1008, reason: 'incompatible protocol version' });
  });

  it('[ROOM-2] an admitted screen gets the full state once, then patches; the state it rebuilds is the table', async () => {
    const { connect, table, room } = openRoom();
    // No table named: the engine's first table.
    const op = await connect({ page: 'table', token: await tokenFor('t1', 'operator') });
    expect(op.closed).toBeNull();
    expect(room.connectionCount).toBe(1);
    // The first message is the full state; the address joining the table is already a patch.
    expect(op.packets[0]?.event).toBe('state');
    await prepareHand(table());
    await read(table(), 1, 'SA');
    expect(op.packets.filter((p) => p.event === 'state')).toHaveLength(1);
    expect(op.packets.at(-1)?.event).toBe('statePatch');
    expect(op.states.get('t1')).toEqual(table().state());
    expect(hasCard(op, 'SA')).toBe(true);
  });

  it('[ROOM-3] hidden screens (by scope or by page) never get a hole card; live viewers do', async () => {
    const { connect, table } = openRoom();
    await prepareHand(table());
    const hiddenByScope = await connect({
      table: 't1',
      page: 'overlays',
      token: await tokenFor('t1', 'hiddenViewer'),
    });
    const hiddenByPage = await connect({
      table: 't1',
      page: 'stream-hidden',
      token: await tokenFor('t1', 'operator'),
    });
    const viewer = await connect({ table: 't1', page: 'overlays', token: await tokenFor('t1', 'viewer') });
    const holes: [number, Card][] = [
      [1, 'SA'],
      [1, 'SK'],
      [2, 'HA'],
      [2, 'HK'],
      [0, 'D2'],
      [0, 'C7'],
    ];
    for (const [seat, card] of holes) await read(table(), seat, card);
    for (const hidden of [hiddenByScope, hiddenByPage]) {
      expect(hidden.packets.length).toBeGreaterThan(1);
      const bytes = hidden.raw.join('\n');
      for (const [, card] of holes) expect(bytes).not.toContain(`"${card}"`);
    }
    for (const [, card] of holes) expect(hasCard(viewer, card)).toBe(true);
  });

  it('[ROOM-4] a delayed viewer gets a state only when the stream delay has passed; operators at once', async () => {
    const { connect, table, clock } = openRoom([tableDefinition('t1', 'NLH', { streamDelaySeconds: 1 })]);
    const op = await connect({ table: 't1', page: 'table', token: await tokenFor('t1', 'operator') });
    const viewer = await connect({ table: 't1', page: 'overlays', token: await tokenFor('t1', 'viewer') });
    await prepareHand(table());
    clock.advance(5_000);
    await read(table(), 1, 'SA');
    expect(hasCard(op, 'SA')).toBe(true);
    expect(hasCard(viewer, 'SA')).toBe(false);
    // The delay and the release margin (fanout.ts RELEASE_MARGIN_MS).
    clock.advance(999 + RELEASE_MARGIN_MS);
    expect(hasCard(viewer, 'SA')).toBe(false);
    clock.advance(1);
    expect(hasCard(viewer, 'SA')).toBe(true);
    expect(viewer.states.get('t1')).toEqual(stateForAudience('delayed', table().state()));
  });

  it('[ROOM-5] every watched table gets a heartbeat each period, carrying the time', async () => {
    const { connect, clock } = openRoom([tableDefinition('t1'), tableDefinition('t2')], {
      heartbeatMs: 1000,
    });
    const peer = await connect({ table: 't1', page: 'manager', token: await tokenFor('t1', 'viewer') });
    await peer.send({
      event: 'subscribe',
      data: { protocolVersion: PROTOCOL_VERSION, page: 'manager', token: await tokenFor('t2', 'viewer') },
      tableKey: 't2',
    });
    const from = peer.packets.length;
    clock.advance(999);
    expect(peer.since(from)).toEqual([]);
    clock.advance(1);
    expect(peer.since(from)).toEqual([
      { event: 'heartbeat', data: { updateTime: T0 + 1000 }, tableKey: 't1' },
      { event: 'heartbeat', data: { updateTime: T0 + 1000 }, tableKey: 't2' },
    ]);
    clock.advance(1000);
    expect(peer.since(from)).toHaveLength(4);
  });

  it('[ROOM-7] operators command the table and get the journal time; viewers and strangers are refused', async () => {
    const { connect, table, clock } = openRoom([tableDefinition('t1'), tableDefinition('t2')]);
    const viewer = await connect({ table: 't1', page: 'overlays', token: await tokenFor('t1', 'viewer') });
    await viewer.send({ event: 'setPaused', data: { paused: true }, tableKey: 't1', requestId: 'v1' });
    expect(viewer.packets.at(-1)).toMatchObject({
      event: 'error',
      data: { code: 'FORBIDDEN', requestId: 'v1' },
    });
    expect(lastMessage(viewer)).toMatch(/read-only/);
    await viewer.send({ event: 'setPaused', data: { paused: true }, tableKey: 't2', requestId: 'v2' });
    expect(viewer.packets.at(-1)).toMatchObject({
      event: 'error',
      data: { code: 'FORBIDDEN', requestId: 'v2' },
    });
    expect(lastMessage(viewer)).toMatch(/operator's link/);
    await viewer.send({ event: 'setPaused', data: { paused: true }, tableKey: 't9', requestId: 'v3' });
    expect(viewer.packets.at(-1)).toMatchObject({
      event: 'error',
      data: { code: 'NOT_FOUND', requestId: 'v3' },
    });
    expect(table().model.paused).toBe(false);

    clock.advance(42);
    const op = await connect({ table: 't1', page: 'table', token: await tokenFor('t1', 'operator') });
    await op.send({ event: 'setPaused', data: { paused: true }, tableKey: 't1', requestId: 'o1' });
    expect(op.packets.find((p) => p.event === 'ack')).toEqual({
      event: 'ack',
      data: { requestId: 'o1', time: T0 + 42 },
      tableKey: 't1',
    });
    await op.send({ event: 'setPaused', data: { paused: false }, tableKey: 't1', requestId: 'o1' });
    expect(op.packets.at(-1)).toMatchObject({ event: 'ack', data: { requestId: 'o1', duplicate: true } });
    expect(table().model.paused).toBe(true);
    await op.send({ event: 'action', data: { type: 'fold' }, tableKey: 't1', requestId: 'o2' });
    expect(op.packets.at(-1)).toMatchObject({ event: 'error', data: { code: 'CONFLICT', requestId: 'o2' } });
    await op.send({ event: 'showStoredHand', data: { handId: 'h1' }, tableKey: 't1', requestId: 'o3' });
    expect(op.packets.at(-1)).toMatchObject({
      event: 'error',
      data: { code: 'NOT_FOUND', message: 'No stored hand h1 at this table.', requestId: 'o3' },
    });
    await op.send({
      event: 'simulateRead',
      data: { antennaId: 9, tagId: simulatedCardTag('SA') },
      tableKey: 't1',
      requestId: 'o4',
    });
    expect(op.packets.at(-1)).toMatchObject({ event: 'ack', data: { requestId: 'o4' } });
  });

  it('[ROOM-13] each accepted operator command and each opened hole-card feed is journaled with who (token sub and admin type); refusals are not', async () => {
    const journal = new RecordingJournal();
    const { connect, table } = openRoom([tableDefinition('t1')], {}, () => journal);
    const op = await connect({
      table: 't1',
      page: 'manager',
      token: await tokenFor('t1', 'operator', { sub: 'user-42', adminType: 'STAFF' }),
    });
    await op.send({
      event: 'setTableMode',
      data: { tableMode: 'REGISTER_DECK' },
      tableKey: 't1',
      requestId: 'a1',
    });
    await op.send({ event: 'action', data: { type: 'fold' }, tableKey: 't1', requestId: 'a2' });
    expect(op.packets.at(-1)).toMatchObject({ event: 'error', data: { code: 'CONFLICT', requestId: 'a2' } });
    await op.send({
      event: 'simulateRead',
      data: { antennaId: 9, tagId: simulatedCardTag('SA') },
      tableKey: 't1',
      requestId: 'a3',
    });
    await read(table(), 9, 'SK');
    const other = await connect({
      table: 't1',
      page: 'manager',
      token: await tokenFor('t1', 'operator', { sub: 'user-7' }),
    });
    await other.send({ event: 'setPaused', data: { paused: true }, tableKey: 't1', requestId: 'b1' });

    expect(
      journal.entries.map((e) => [e.input.kind, e.source, e.requestId ?? null, e.actor ?? null]),
    ).toEqual([
      ['feedOpened', 'operator', null, { id: 'user-42', type: 'STAFF' }],
      ['command', 'operator', 'a1', { id: 'user-42', type: 'STAFF' }],
      ['read', 'operator', 'a3', { id: 'user-42', type: 'STAFF' }],
      ['read', 'antenna', null, null],
      ['feedOpened', 'operator', null, { id: 'user-7', type: null }],
      ['command', 'operator', 'b1', { id: 'user-7', type: null }],
    ]);
    expect(journal.entries[1]).toMatchObject({
      time: T0,
      input: { kind: 'command', command: { event: 'setTableMode' } },
    });
    // Replay ignores the actor: the journal with and without it rebuilds the same table.
    const withActors = replayed(journal.entries);
    const without = replayed(journal.entries.map(({ actor: _, ...entry }) => entry));
    expect(withActors.model).toEqual(table().model);
    expect(without.model).toEqual(table().model);
    await Promise.all([withActors.close(), without.close()]);
  });

  it('[ROOM-14] opening a feed with hole cards (live or delayed) is journaled with who, page and address before the state goes out; hidden feeds are not', async () => {
    const journal = new RecordingJournal();
    const { connect, table } = openRoom([tableDefinition('t1')], {}, () => journal);
    await connect({
      table: 't1',
      page: 'overlays-hidden',
      token: await tokenFor('t1', 'viewer', { sub: 'link-1' }),
    });
    await connect({
      table: 't1',
      page: 'overlays',
      token: await tokenFor('t1', 'hiddenViewer', { sub: 'link-2' }),
    });
    expect(journal.entries).toEqual([]);
    const viewer = await connect({
      table: 't1',
      page: 'overlays',
      token: await tokenFor('t1', 'viewer', { sub: 'link-3' }),
    });
    const op = await connect({
      table: 't1',
      page: 'manager',
      token: await tokenFor('t1', 'operator', { sub: 'user-9', adminType: 'MANAGER' }),
    });
    expect(journal.entries.map((e) => [e.seq, e.actor, e.input])).toEqual([
      [
        1,
        { id: 'link-3', type: null },
        {
          kind: 'feedOpened',
          feed: { scope: 'viewer', page: 'overlays', remote: expect.any(String), audience: 'delayed' },
        },
      ],
      [
        2,
        { id: 'user-9', type: 'MANAGER' },
        {
          kind: 'feedOpened',
          feed: { scope: 'operator', page: 'manager', remote: expect.any(String), audience: 'operator' },
        },
      ],
    ]);
    expect(viewer.packets[0]).toMatchObject({ event: 'state' });
    expect(op.packets[0]).toMatchObject({ event: 'state' });
    // It changes nothing: the journal replays to the table as it was.
    const again = replayed(journal.entries);
    expect(again.model).toEqual(table().model);
    await again.close();
  });

  it('[ROOM-10] a reader too slow to keep up is dropped at the next message; the others go on', async () => {
    const { connect, table, room } = openRoom();
    const slow = await connect(
      { table: 't1', page: 'overlays', token: await tokenFor('t1', 'viewer') },
      '10.0.0.2',
    );
    const op = await connect({ table: 't1', page: 'table', token: await tokenFor('t1', 'operator') });
    slow.buffered = MAX_BUFFERED_BYTES;
    await command(table(), { event: 'setPaused', data: { paused: true } });
    expect(slow.terminated).toBe(false);
    slow.buffered = MAX_BUFFERED_BYTES + 1;
    const received = slow.packets.length;
    await command(table(), { event: 'setPaused', data: { paused: false } });
    expect(slow.terminated).toBe(true);
    expect(slow.packets).toHaveLength(received);
    expect(room.connectionCount).toBe(1);
    expect(op.states.get('t1')).toEqual(table().state());
    expect(op.states.get('t1')!.requestingIps).toEqual(['10.0.0.1']);
  });

  it('[ROOM-11] a screen that leaves is forgotten: no more messages, its address gone from requestingIps', async () => {
    const { connect, table, room } = openRoom([tableDefinition('t1')], { heartbeatMs: 1000 });
    const op = await connect(
      { table: 't1', page: 'table', token: await tokenFor('t1', 'operator') },
      '10.0.0.1',
    );
    const viewer = await connect(
      { table: 't1', page: 'overlays', token: await tokenFor('t1', 'viewer') },
      '10.0.0.7',
    );
    expect(op.states.get('t1')!.requestingIps).toEqual(['10.0.0.1', '10.0.0.7']);
    // Only staff see the addresses of the other screens.
    expect(viewer.raw.join('')).not.toContain('10.0.0.');
    viewer.leave();
    expect(room.connectionCount).toBe(1);
    expect(op.states.get('t1')!.requestingIps).toEqual(['10.0.0.1']);
    const received = viewer.packets.length;
    await command(table(), { event: 'setPaused', data: { paused: true } });
    room.heartbeat();
    expect(viewer.packets).toHaveLength(received);
  });
});
