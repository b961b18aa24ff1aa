/**
 * The room's contract (@railbird/room/contract) on a relay's side: a relay room in this process, fed
 * through the machine's Redis by a real engine process hosting eleven simulated tables. Its pings and
 * flood allowance run on a manual clock; the engine's heartbeat comes as the engine beats.
 */
import { type SocketScope, signSocketToken } from '@railbird/protocol';
import { relayPrefix } from '@railbird/protocol/relay';
import { roomContract, until } from '@railbird/room/contract';
import { ManualClock, MemoryPeer } from '@railbird/room/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, expect } from 'vitest';
import { connectEngineBus } from '../src/engine-bus.js';
import { RelayRoom } from '../src/relay-room.js';
import {
  buildBundles,
  dropPrefix,
  type Proc,
  REDIS_URL,
  SECRET,
  startEngineProcess,
  uniquePrefix,
} from './support.js';

const TABLES = 11;
const prefix = uniquePrefix('room-contract');
const log = pino({ level: 'silent' });
let engine: Proc;
let cleanup: () => void;
let relays = 0;

beforeAll(async () => {
  const bundles = await buildBundles();
  cleanup = bundles.cleanup;
  engine = await startEngineProcess(bundles.engine, prefix, { tables: TABLES, speed: 1 });
}, 60_000);

afterAll(async () => {
  await engine?.stop();
  cleanup?.();
  await dropPrefix(prefix);
});

roomContract('relay', async (limits = {}) => {
  const clock = new ManualClock(Date.now());
  const relay = new RelayRoom({ secret: SECRET, log, now: clock.now, timers: clock, ...limits });
  const id = `contract-${process.pid}-${++relays}`;
  const bus = await connectEngineBus(
    { url: REDIS_URL, prefix: relayPrefix(prefix), id, log },
    relay.handlers,
  );
  relay.useBus(bus);
  await until(() => expect(relay.tableKeys).toHaveLength(TABLES));
  const token = (tableKey: string, scope: SocketScope, options: { secret?: string } = {}) =>
    signSocketToken(
      {
        v: 1,
        sub: `user-${scope}`,
        tableKey,
        locationId: 'loc-1',
        scope,
        ...(scope === 'operator' ? { adminType: 'ADMIN' as const } : {}),
        exp: clock.now() + 10 * 60_000,
      },
      options.secret ?? SECRET,
    );
  return {
    tables: relay.tableKeys,
    token,
    connect: async (query, remote) => {
      const peer = new MemoryPeer(relay.room, query, remote);
      await peer.connection.settled();
      return peer;
    },
    advance: (ms) => clock.advance(ms),
    // The engine beats every second of its own.
    beat: () => {},
    close: async () => {
      relay.room.close();
      bus.close();
    },
  };
});
