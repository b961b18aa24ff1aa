/**
 * What every side of the room promises a screen, as one suite run against each (decision 020): the
 * engine's own room over its tables in memory (apps/engine/src/sockets/room-contract.test.ts) and a
 * relay's room fed through Redis by a real engine process (apps/relay/test/room-contract.test.ts).
 * Screens are in-memory sockets; a relay's answers that come through Redis are waited for, not timed.
 */
import { MAX_PACKET_BYTES, PROTOCOL_VERSION, type SocketScope } from '@railbird/protocol';
import { MAX_BUFFERED_BYTES, MAX_DROPS } from '@railbird/service';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_TABLES_PER_CONNECTION } from '../room.js';
import type { MemoryPeer } from './memory-peer.js';

/** A room to check, on a side: engine or relay. */
export interface RoomUnderTest {
  /** Tables it serves, more than a connection may watch. */
  readonly tables: readonly string[];
  /** A token for a table, valid on the room's clock; signed with another secret when asked. */
  token(tableKey: string, scope: SocketScope, options?: { secret?: string }): Promise<string>;
  /** A screen connecting with this query; resolves once the room has decided on it. */
  connect(query: Record<string, string>, remote?: string): Promise<MemoryPeer>;
  /** Moves the room's clock on (its pings, the flood allowance). */
  advance(ms: number): void;
  /** Lets the engine's time move a heartbeat on (a relay hears it through Redis). */
  beat(): void;
  close(): Promise<void>;
}

export interface RoomLimits {
  messagesPerSecond?: number;
  burst?: number;
  pingMs?: number;
}

/** Resolves once `check` passes; fails with its last error after `ms` (a relay's answers come through Redis). */
export async function until(check: () => void, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > end) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const errorsOf = (peer: MemoryPeer) =>
  peer.packets.flatMap((p) => (p.event === 'error' ? [{ ...p.data, tableKey: p.tableKey }] : []));
const acked = (peer: MemoryPeer, requestId: string) =>
  peer.packets.some((p) => p.event === 'ack' && p.data.requestId === requestId);

/** Opens a room to check (closed after the case), with the limits a case sets. */
type OpenRoom = (limits?: RoomLimits) => Promise<RoomUnderTest>;

/** ROOM-CONTRACT-1: a screen is admitted only with a signed link of its table at a protocol it speaks; otherwise it is told why and closed, with no state. */
async function admission(room: OpenRoom): Promise<void> {
  const r = await room();
  const [a, b] = r.tables as [string, string];
  const refused: [Record<string, string>, string, RegExp, string][] = [
    [{ table: a }, 'UNAUTHORIZED', /signed link/, 'not authorised'],
    [
      { table: a, token: await r.token(a, 'viewer', { secret: 'another-secret-0123456789abcdefghijk' }) },
      'UNAUTHORIZED',
      /not signed by this engine/,
      'not authorised',
    ],
    [{ table: a, token: await r.token(b, 'viewer') }, 'UNAUTHORIZED', /another table/, 'not authorised'],
  ];
  for (const [query, code, reason, closeReason] of refused) {
    const peer = await r.connect(query);
    expect(errorsOf(peer)).toEqual([
      expect.objectContaining({ code, message: expect.stringMatching(reason) }),
    ]);
    expect(peer.states.size).toBe(0);
    expect(peer.closed).toEqual({ code: 1008, reason: closeReason });
  }
  const lost = await r.connect({ table: 'nope', token: await r.token('nope', 'viewer') });
  expect(errorsOf(lost)).toEqual([
    expect.objectContaining({
      code: 'NOT_FOUND',
      tableKey: null,
      message: expect.stringContaining(`"${a}"`),
    }),
  ]);
  expect(lost.closed).toEqual({ code: 1008, reason: 'no such table' });
  const old = await r.connect({ table: a, token: await r.token(a, 'viewer'), protocolVersion: '99' });
  expect(old.packets.map((p) => p.event)).toEqual(['incompatibleVersion']);
  expect(old.closed).toEqual({ code: 1008, reason: 'incompatible protocol version' });

  const viewer = await r.connect({
    table: a,
    page: 'overlays',
    token: await r.token(a, 'viewer'),
    protocolVersion: String(PROTOCOL_VERSION),
  });
  expect(viewer.packets[0]).toMatchObject({ event: 'state', tableKey: a });
  expect(viewer.closed).toBeNull();
}

/** ROOM-CONTRACT-2: one connection watches up to ten tables, each by its own token; unsubscribing frees a place. */
async function tenTables(room: OpenRoom): Promise<void> {
  const r = await room();
  const [first, ...others] = r.tables;
  expect(others.length).toBeGreaterThanOrEqual(MAX_TABLES_PER_CONNECTION);
  const peer = await r.connect({
    table: first!,
    page: 'overlays',
    token: await r.token(first!, 'viewer'),
  });
  const subscribe = async (tableKey: string, requestId: string) =>
    peer.send({
      event: 'subscribe',
      data: {
        protocolVersion: PROTOCOL_VERSION,
        page: 'overlays',
        token: await r.token(tableKey, 'viewer'),
      },
      tableKey,
      requestId,
    });
  const nine = others.slice(0, MAX_TABLES_PER_CONNECTION - 1);
  for (const key of nine) await subscribe(key, `sub-${key}`);
  for (const key of nine) expect(acked(peer, `sub-${key}`), key).toBe(true);
  expect([...peer.states.keys()].sort()).toEqual([first!, ...nine].sort());
  const eleventh = others[MAX_TABLES_PER_CONNECTION - 1]!;
  await subscribe(eleventh, 'one-too-many');
  expect(errorsOf(peer).at(-1)).toMatchObject({ code: 'TOO_MANY_REQUESTS', tableKey: eleventh });
  await peer.send({ event: 'unsubscribe', data: {}, tableKey: first!, requestId: 'leave' });
  expect(acked(peer, 'leave')).toBe(true);
  // Below the limit again, a further table still needs its own token.
  await peer.send({
    event: 'subscribe',
    data: { protocolVersion: PROTOCOL_VERSION, page: 'overlays' },
    tableKey: eleventh,
  });
  expect(errorsOf(peer).at(-1)).toMatchObject({ code: 'UNAUTHORIZED', tableKey: eleventh });
  await subscribe(eleventh, 'now-room');
  expect(acked(peer, 'now-room')).toBe(true);
  expect(peer.states.has(eleventh)).toBe(true);
  expect(peer.closed).toBeNull();
  // A subscribe in another protocol version is told so, and the connection closes.
  await peer.send({
    event: 'subscribe',
    data: { protocolVersion: PROTOCOL_VERSION + 1, page: 'x' },
    tableKey: eleventh,
  });
  expect(peer.packets.at(-1)).toMatchObject({ event: 'incompatibleVersion' });
  expect(peer.closed).toEqual({ code: 1008, reason: 'incompatible protocol version' });
}

/** ROOM-CONTRACT-3: only scopes that may send a command reach the table; the others are told why. */
async function commands(room: OpenRoom): Promise<void> {
  const r = await room();
  const [a, b] = r.tables as [string, string];
  const paused = (tableKey: string, requestId: string) => ({
    event: 'setPaused',
    data: { paused: false },
    tableKey,
    requestId,
  });
  const viewer = await r.connect({ table: a, page: 'overlays', token: await r.token(a, 'viewer') });
  await viewer.send(paused(a, 'v'));
  expect(errorsOf(viewer).at(-1)).toMatchObject({
    code: 'FORBIDDEN',
    requestId: 'v',
    message: expect.stringMatching(/^Only operators may send "setPaused"/),
  });
  const producer = await r.connect({ table: a, page: 'live', token: await r.token(a, 'producer') });
  await producer.send(paused(a, 'p'));
  expect(errorsOf(producer).at(-1)).toMatchObject({
    code: 'FORBIDDEN',
    message: expect.stringMatching(/^A producer may send the Studio's commands only/),
  });
  const operator = await r.connect({ table: a, page: 'table', token: await r.token(a, 'operator') });
  await operator.send(paused(b, 'elsewhere'));
  expect(errorsOf(operator).at(-1)).toMatchObject({
    code: 'FORBIDDEN',
    tableKey: b,
    message: expect.stringMatching(/^Open the table with an operator's link/),
  });
  await operator.send(paused('nope', 'lost'));
  expect(errorsOf(operator).at(-1)).toMatchObject({ code: 'NOT_FOUND', requestId: 'lost' });
  await operator.send(paused(a, 'o'));
  await until(() => expect(acked(operator, 'o')).toBe(true));
  expect([viewer, producer, operator].map((p) => p.closed)).toEqual([null, null, null]);
}

/** ROOM-CONTRACT-4: a packet over 1 MB is refused unread, a malformed one answered, and the connection stays. */
async function packetLimits(room: OpenRoom): Promise<void> {
  const r = await room();
  const [a, b] = r.tables as [string, string];
  const peer = await r.connect({ table: a, page: 'overlays', token: await r.token(a, 'viewer') });
  const big = `{"event":"unsubscribe","data":{},"tableKey":"${b}","pad":"${'x'.repeat(MAX_PACKET_BYTES)}"}`;
  await peer.send(big);
  expect(errorsOf(peer).at(-1)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  peer.connection.receive(new TextEncoder().encode(big));
  expect(errorsOf(peer).at(-1)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  await peer.send('{"event":');
  expect(errorsOf(peer).at(-1)).toMatchObject({ code: 'BAD_REQUEST' });
  peer.connection.receive(
    new TextEncoder().encode(`{"event":"unsubscribe","data":{},"tableKey":"${b}","requestId":"bytes"}`),
  );
  await peer.connection.settled();
  expect(acked(peer, 'bytes')).toBe(true);
  expect(peer.closed).toBeNull();
}

/** ROOM-CONTRACT-5: a flood is cut down to the allowed rate with one warning, and a sender that keeps on is cut off. */
async function floods(room: OpenRoom): Promise<void> {
  const r = await room({ messagesPerSecond: 10, burst: 5 });
  const [a, b] = r.tables as [string, string];
  const peer = await r.connect({ table: a, page: 'overlays', token: await r.token(a, 'viewer') });
  const from = peer.packets.length;
  for (let i = 0; i < 8; i++)
    await peer.send({ event: 'unsubscribe', data: {}, tableKey: b, requestId: `f${i}` });
  const replies = peer.since(from).filter((p) => p.event === 'ack' || p.event === 'error');
  expect(replies.map((p) => (p.event === 'error' ? p.data.code : p.data.requestId))).toEqual([
    'f0',
    'f1',
    'f2',
    'f3',
    'f4',
    'TOO_MANY_REQUESTS',
  ]);
  // A tenth of a second buys one message back; the connection stays usable.
  r.advance(100);
  await peer.send({ event: 'unsubscribe', data: {}, tableKey: b, requestId: 'after' });
  expect(acked(peer, 'after')).toBe(true);
  expect(peer.closed).toBeNull();
  for (let i = 0; i <= MAX_DROPS; i++) peer.connection.receive('{}');
  expect(peer.closed).toEqual({ code: 1008, reason: 'too many messages' });
}

/** ROOM-CONTRACT-6: every watched table gets a heartbeat carrying the engine's time; a reader too slow to keep up is dropped at the next message. */
async function heartbeats(room: OpenRoom): Promise<void> {
  const r = await room();
  const [a, b] = r.tables as [string, string];
  const peer = await r.connect({ table: a, page: 'overlays', token: await r.token(a, 'viewer') });
  await peer.send({
    event: 'subscribe',
    data: { protocolVersion: PROTOCOL_VERSION, page: 'overlays', token: await r.token(b, 'viewer') },
    tableKey: b,
  });
  const slow = await r.connect({ table: a, page: 'overlays', token: await r.token(a, 'viewer') }, '10.0.0.9');
  slow.buffered = MAX_BUFFERED_BYTES + 1;
  const received = slow.packets.length;
  const from = peer.packets.length;
  r.beat();
  await until(() => {
    const beats = peer.since(from).filter((p) => p.event === 'heartbeat');
    expect(new Set(beats.map((p) => p.tableKey))).toEqual(new Set([a, b]));
    for (const beat of beats) expect(beat.event === 'heartbeat' && beat.data.updateTime).toBeGreaterThan(0);
  });
  await until(() => expect(slow.terminated).toBe(true));
  expect(slow.packets).toHaveLength(received);
  expect(peer.terminated).toBe(false);
}

/** ROOM-CONTRACT-7: a connection that does not answer a ping by the next one is dropped. */
async function pings(room: OpenRoom): Promise<void> {
  const r = await room({ pingMs: 30_000 });
  const [a] = r.tables as [string];
  const answers = await r.connect({ table: a, page: 'overlays', token: await r.token(a, 'viewer') });
  const silent = await r.connect({ table: a, page: 'overlays', token: await r.token(a, 'viewer') });
  r.advance(30_000);
  expect([answers.pings, silent.pings]).toEqual([1, 1]);
  answers.connection.pong();
  r.advance(30_000);
  expect(silent.terminated).toBe(true);
  expect(answers.terminated).toBe(false);
  expect(answers.pings).toBe(2);
}

/** The cases, by rule id, each with what it promises. */
const CASES: readonly [id: string, promise: string, check: (room: OpenRoom) => Promise<void>][] = [
  [
    'ROOM-CONTRACT-1',
    `a screen is admitted only with a signed link of its table at a protocol it speaks; otherwise it is told why and closed, with no state`,
    admission,
  ],
  [
    'ROOM-CONTRACT-2',
    `one connection watches up to ${MAX_TABLES_PER_CONNECTION} tables, each by its own token; unsubscribing frees a place`,
    tenTables,
  ],
  [
    'ROOM-CONTRACT-3',
    `only scopes that may send a command reach the table; the others are told why`,
    commands,
  ],
  [
    'ROOM-CONTRACT-4',
    `a packet over 1 MB is refused unread, a malformed one answered, and the connection stays`,
    packetLimits,
  ],
  [
    'ROOM-CONTRACT-5',
    `a flood is cut down to the allowed rate with one warning, and a sender that keeps on is cut off`,
    floods,
  ],
  [
    'ROOM-CONTRACT-6',
    `every watched table gets a heartbeat carrying the engine's time; a reader too slow to keep up is dropped at the next message`,
    heartbeats,
  ],
  ['ROOM-CONTRACT-7', `a connection that does not answer a ping by the next one is dropped`, pings],
];

export function roomContract(side: string, open: (limits?: RoomLimits) => Promise<RoomUnderTest>): void {
  describe(`the room, on the ${side}`, () => {
    const opened: RoomUnderTest[] = [];
    const room: OpenRoom = async (limits) => {
      const r = await open(limits);
      opened.push(r);
      return r;
    };
    afterEach(async () => {
      for (const r of opened.splice(0)) await r.close();
    });
    for (const [id, promise, check] of CASES) it(`[${id}] ${side}: ${promise}`, () => check(room));
  });
}
