import type { Card } from '@railbird/poker';
import type { MemoryPeer } from '@railbird/room/testing';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { tableDefinition } from '../../test/support/engine.js';
import {
  closeRooms,
  command,
  hasCard,
  lastMessage,
  openRoom,
  prepareHand,
  read,
  tokenFor,
} from '../../test/support/room.js';
import { RELEASE_MARGIN_MS } from './fanout.js';

/**
 * The Studio's side of the room (issue 14): the secure delay as the wire carries it, the producer's
 * grant, revoked overlay links, the pages that follow the stream, and OBS requests.
 */
afterEach(closeRooms);

const HOLE_CARDS: [number, Card][] = [
  [1, 'SA'],
  [2, 'HA'],
  [0, 'D2'],
  [1, 'SK'],
  [2, 'HK'],
  [0, 'C7'],
];

/** These screens never answer pings; the tests run the clock for minutes. */
const NO_PINGS = { pingMs: 24 * 3_600_000 };

/** Lets the table push what it just committed (frameMs 0 pushes on the next turn of the loop). */
const pushed = () => new Promise<void>((resolve) => setImmediate(resolve));

/** When each hole card first reached a screen, by the room's clock. */
function firstSeen(peer: MemoryPeer, now: number, seen: Map<Card, number>) {
  for (const [, card] of HOLE_CARDS) if (!seen.has(card) && hasCard(peer, card)) seen.set(card, now);
}

describe('the Studio at the socket room', () => {
  it('[DELAY-1] whatever the delay changes, a delayed socket gets each hole card no sooner than the delay it was read under after the operator', async () => {
    type Step = { kind: 'advance'; ms: number } | { kind: 'delay'; seconds: number } | { kind: 'read' };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 1, max: 4_000 }) }),
      fc.record({ kind: fc.constant('delay' as const), seconds: fc.integer({ min: 0, max: 5 }) }),
      fc.constant({ kind: 'read' as const }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 5 }),
        fc.array(step, { maxLength: 25 }),
        async (first, steps) => {
          const { connect, table, clock } = openRoom([
            tableDefinition('t1', 'NLH', { streamDelaySeconds: first }),
          ]);
          const op = await connect({ table: 't1', page: 'table', token: await tokenFor('t1', 'operator') });
          const viewer = await connect({
            table: 't1',
            page: 'overlays',
            token: await tokenFor('t1', 'viewer'),
          });
          await prepareHand(table());
          const opSeen = new Map<Card, number>();
          const viewerSeen = new Map<Card, number>();
          const delayAtRead = new Map<Card, number>();
          let next = 0;
          const look = () => {
            firstSeen(op, clock.now(), opSeen);
            firstSeen(viewer, clock.now(), viewerSeen);
          };
          for (const s of [...steps, ...HOLE_CARDS.map(() => ({ kind: 'read' as const }))]) {
            if (s.kind === 'advance') clock.advance(s.ms);
            else if (s.kind === 'delay')
              await command(table(), { event: 'setStreamDelay', data: { seconds: s.seconds } });
            else if (next < HOLE_CARDS.length) {
              const [seat, card] = HOLE_CARDS[next++]!;
              delayAtRead.set(card, table().model.stream.delaySeconds);
              await read(table(), seat, card);
            }
            look();
          }
          // Let everything out, a millisecond at a time around each release.
          for (let t = 0; t < 6_000; t += 250) {
            clock.advance(250);
            look();
          }
          for (const [, card] of HOLE_CARDS) {
            expect(opSeen.has(card), `${card} reached the operator`).toBe(true);
            expect(viewerSeen.has(card), `${card} reached the delayed feed in the end`).toBe(true);
            expect(viewerSeen.get(card)! - opSeen.get(card)!).toBeGreaterThanOrEqual(
              delayAtRead.get(card)! * 1000,
            );
          }
          await closeRooms();
        },
      ),
      { numRuns: 40 },
    );
  });

  it('[DELAY-2] a longer delay holds the delayed feed at once; a shorter one releases nothing early, then catches up', async () => {
    const { connect, table, clock } = openRoom(
      [tableDefinition('t1', 'NLH', { streamDelaySeconds: 30 })],
      NO_PINGS,
    );
    const viewer = await connect({ table: 't1', page: 'stream', token: await tokenFor('t1', 'viewer') });
    await prepareHand(table());
    await pushed();
    clock.advance(31_000);
    await read(table(), 1, 'SA');
    await pushed();
    clock.advance(1_000);
    // Cut to no delay a second after the read: the card read under 30 s still waits its 30 s.
    await command(table(), { event: 'setStreamDelay', data: { seconds: 0 } });
    await pushed();
    await read(table(), 2, 'HA');
    await pushed();
    clock.advance(28_000);
    expect(hasCard(viewer, 'SA')).toBe(false);
    expect(hasCard(viewer, 'HA')).toBe(false);
    clock.advance(1_000 + RELEASE_MARGIN_MS - 1);
    expect(hasCard(viewer, 'SA')).toBe(false);
    clock.advance(1);
    expect(hasCard(viewer, 'SA')).toBe(true);
    // Everything after it is released with it: the feed is live again.
    expect(hasCard(viewer, 'HA')).toBe(true);
    expect(viewer.states.get('t1')?.stream.delaySeconds).toBe(0);
  });

  it('[DELAY-3] a delayed screen that opens a table nobody watched sees it without hole cards until the delay has passed', async () => {
    const { connect, table, clock } = openRoom(
      [tableDefinition('t1', 'NLH', { streamDelaySeconds: 10 })],
      NO_PINGS,
    );
    await prepareHand(table());
    // Read while no screen watched: the room cannot know how long ago, so it holds the card a full delay.
    await read(table(), 1, 'SA');
    await pushed();
    const viewer = await connect({ table: 't1', page: 'stream', token: await tokenFor('t1', 'viewer') });
    expect(viewer.states.get('t1')?.playerGroup.players.length).toBe(3);
    expect(hasCard(viewer, 'SA')).toBe(false);
    clock.advance(9_999);
    expect(hasCard(viewer, 'SA')).toBe(false);
    clock.advance(1);
    expect(hasCard(viewer, 'SA')).toBe(true);
  });
});

describe('who may use the Studio', () => {
  it('[STUDIO-3] a producer sets the delay and what the overlays show, sees the delayed feed, and may not run the table', async () => {
    const { connect, table, clock } = openRoom(
      [tableDefinition('t1', 'NLH', { streamDelaySeconds: 5 })],
      NO_PINGS,
    );
    const producer = await connect({ table: 't1', page: 'live', token: await tokenFor('t1', 'producer') });
    await prepareHand(table());
    await read(table(), 1, 'SA');
    await pushed();
    expect(hasCard(producer, 'SA')).toBe(false);
    clock.advance(5_000 + RELEASE_MARGIN_MS);
    expect(hasCard(producer, 'SA')).toBe(true);
    await producer.send({ event: 'setStreamDelay', data: { seconds: 30 }, tableKey: 't1', requestId: 'p1' });
    expect(producer.packets.at(-1)).toMatchObject({ event: 'ack', data: { requestId: 'p1' } });
    expect(table().model.stream.delaySeconds).toBe(30);
    await producer.send({
      event: 'setStreamData',
      data: { visibleOverlays: ['vpip'], featuredSeatIndex: 1, tickerText: '  Final table tonight  ' },
      tableKey: 't1',
      requestId: 'p2',
    });
    expect(producer.packets.at(-1)).toMatchObject({ event: 'ack', data: { requestId: 'p2' } });
    expect(table().state().streamDataManager).toEqual({
      visibleOverlays: ['vpip'],
      featuredSeatIndex: 1,
      tickerText: 'Final table tonight',
    });
    await producer.send({
      event: 'setStreamData',
      data: { featuredSeatIndex: 9 },
      tableKey: 't1',
      requestId: 'p3',
    });
    expect(producer.packets.at(-1)).toMatchObject({
      event: 'error',
      data: { code: 'BAD_REQUEST', requestId: 'p3' },
    });
    await producer.send({ event: 'voidHand', data: {}, tableKey: 't1', requestId: 'p4' });
    expect(producer.packets.at(-1)).toMatchObject({
      event: 'error',
      data: { code: 'FORBIDDEN', requestId: 'p4' },
    });
    expect(lastMessage(producer)).toMatch(/Studio's commands only/);
    expect(table().model.hand).not.toBeNull();
    const viewer = await connect({ table: 't1', page: 'overlays', token: await tokenFor('t1', 'viewer') });
    await viewer.send({ event: 'setStreamDelay', data: { seconds: 0 }, tableKey: 't1', requestId: 'v1' });
    expect(viewer.packets.at(-1)).toMatchObject({
      event: 'error',
      data: { code: 'FORBIDDEN', requestId: 'v1' },
    });
    expect(table().model.stream.delaySeconds).toBe(30);
  });

  it('[DELAY-LOWER] only a manager or the admin shortens the delay; anyone who may set it lengthens it; a refusal changes nothing', async () => {
    const { connect, table } = openRoom([tableDefinition('t1', 'NLH', { streamDelaySeconds: 30 })], NO_PINGS);
    const as = async (
      scope: 'producer' | 'operator',
      adminType?: 'PRODUCER' | 'STAFF' | 'MANAGER' | 'ADMIN',
    ) =>
      connect({
        table: 't1',
        page: scope === 'producer' ? 'live' : 'table',
        token: await tokenFor('t1', scope, adminType ? { adminType, sub: `u-${adminType}` } : {}),
      });
    const setDelay = async (peer: MemoryPeer, seconds: number, requestId: string) => {
      await peer.send({ event: 'setStreamDelay', data: { seconds }, tableKey: 't1', requestId });
      return peer.packets.at(-1);
    };
    const producer = await as('producer', 'PRODUCER');
    const staff = await as('operator', 'STAFF');
    const machine = await as('operator');
    for (const [peer, who] of [
      [producer, 'A producer'],
      [staff, 'A staff'],
      [machine, 'An API key'],
    ] as const) {
      expect(await setDelay(peer, 0, `${who}-off`)).toMatchObject({
        event: 'error',
        data: { code: 'FORBIDDEN' },
      });
      expect(lastMessage(peer)).toContain(`${who} may not lower the secure delay (30 s to 0 s)`);
      expect(await setDelay(peer, 29, `${who}-29`)).toMatchObject({
        event: 'error',
        data: { code: 'FORBIDDEN' },
      });
      expect(table().model.stream.delaySeconds).toBe(30);
    }
    expect(await setDelay(producer, 60, 'longer')).toMatchObject({ event: 'ack' });
    expect(await setDelay(staff, 60, 'same')).toMatchObject({ event: 'ack' });
    expect(table().model.stream.delaySeconds).toBe(60);
    const manager = await as('operator', 'MANAGER');
    expect(await setDelay(manager, 10, 'manager')).toMatchObject({ event: 'ack' });
    const admin = await as('operator', 'ADMIN');
    expect(await setDelay(admin, 0, 'admin')).toMatchObject({ event: 'ack' });
    expect(table().model.stream.delaySeconds).toBe(0);
  });

  it('[STUDIO-4] commentary and Studio previews follow the stream, the Studio control socket is live without hole cards, whatever the token', async () => {
    const { connect, table } = openRoom([tableDefinition('t1', 'NLH', { streamDelaySeconds: 5 })], NO_PINGS);
    const commentary = await connect({
      table: 't1',
      page: 'commentary',
      token: await tokenFor('t1', 'operator'),
    });
    const console_ = await connect({ table: 't1', page: 'table', token: await tokenFor('t1', 'operator') });
    const control = await connect({ table: 't1', page: 'studio', token: await tokenFor('t1', 'operator') });
    await prepareHand(table());
    await read(table(), 1, 'SA');
    await pushed();
    expect(hasCard(console_, 'SA')).toBe(true);
    expect(hasCard(commentary, 'SA')).toBe(false);
    // Studio's control socket: the table as it is now, never a hole card.
    expect(hasCard(control, 'SA')).toBe(false);
    expect(control.states.get('t1')?.round.street).toBe(console_.states.get('t1')?.round.street);
  });

  it('[STUDIO-5] a revoked overlay link is let go at once with the reason, and refused from then on', async () => {
    const { connect, table, room } = openRoom([tableDefinition('t1')], NO_PINGS);
    const link = await tokenFor('t1', 'viewer', { sub: 'link:abc' });
    const other = await tokenFor('t1', 'viewer', { sub: 'link:def' });
    const revokedScreen = await connect({ table: 't1', page: 'overlays', key: link });
    const keptScreen = await connect({ table: 't1', page: 'overlays', key: other });
    expect(revokedScreen.states.get('t1')).toBeDefined();
    const newly = table().setRevokedLinks(['link:abc']);
    room.linksRevoked('t1', newly);
    expect(revokedScreen.packets.at(-1)).toMatchObject({ event: 'error', data: { code: 'FORBIDDEN' } });
    expect(lastMessage(revokedScreen)).toMatch(/revoked in Studio/);
    expect(revokedScreen.closed).toEqual({ code: 1008, reason: 'link revoked' });
    expect(keptScreen.closed).toBeNull();
    const again = await connect({ table: 't1', page: 'overlays', key: link });
    expect(again.packets[0]).toMatchObject({ event: 'error', data: { code: 'FORBIDDEN' } });
    expect(again.closed).toEqual({ code: 1008, reason: 'not authorised' });
  });
});

describe('OBS requests at the room', () => {
  it('[STUDIO-6] an OBS request for a table without an OBS link is refused with what to do; a viewer may not send one', async () => {
    const { connect } = openRoom([tableDefinition('t1')], NO_PINGS);
    const producer = await connect({ table: 't1', page: 'live', token: await tokenFor('t1', 'producer') });
    await producer.send({ event: 'obs', data: { request: 'startRecord' }, tableKey: 't1', requestId: 'o1' });
    expect(producer.packets.at(-1)).toMatchObject({
      event: 'error',
      data: { code: 'NOT_FOUND', requestId: 'o1' },
    });
    expect(lastMessage(producer)).toMatch(/set the OBS address in Studio/);
    const viewer = await connect({ table: 't1', page: 'overlays', token: await tokenFor('t1', 'viewer') });
    await viewer.send({ event: 'obs', data: { request: 'stopStream' }, tableKey: 't1', requestId: 'v1' });
    expect(viewer.packets.at(-1)).toMatchObject({
      event: 'error',
      data: { code: 'FORBIDDEN', requestId: 'v1' },
    });
  });
});
