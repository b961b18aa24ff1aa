import { type AddressInfo, createServer } from 'node:net';
import type { TableState } from '@railbird/protocol';
import { idleTableFixture, midHandNlhFixture } from '@railbird/protocol/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { HOOK_RETRY_MS, type SocketFactory, TableConnection } from './connection.js';
import { MAX_TABLES, TableConnections } from './manager.js';
import { addressMemory } from './socket-url.js';
import { TableStore } from './store.js';

// A real socket pair: the `ws` package's server plays the engine, its client stands in for the browser's.
const createSocket: SocketFactory = (url) => new WebSocket(url) as unknown as ReturnType<SocketFactory>;

interface FakeEngine {
  url: string;
  received: unknown[];
  connections: { url: string; socket: import('ws').WebSocket }[];
  push(packet: unknown): void;
  close(): Promise<void>;
}

async function startEngine(port?: number): Promise<FakeEngine> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: port ?? 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  const engine: FakeEngine = {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/?table=demo-1&token=t`,
    received: [],
    connections: [],
    push(packet) {
      for (const { socket } of engine.connections) socket.send(JSON.stringify(packet));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const { socket } of engine.connections) socket.terminate();
        server.close(() => resolve());
      }),
  };
  server.on('connection', (socket, req) => {
    engine.connections.push({ url: req.url ?? '', socket });
    socket.on('message', (raw) => engine.received.push(JSON.parse(raw.toString())));
  });
  return engine;
}

async function until(check: () => boolean, timeoutMs = 3000): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - started;
}

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function setup(retryMs?: number) {
  const store = new TableStore();
  const errors: string[] = [];
  const manager = new TableConnections(store, {
    createSocket,
    logError: (message) => errors.push(message),
    ...(retryMs ? { retryMs } : {}),
  });
  cleanups.push(() => manager.close());
  return { store, manager, errors };
}

const options = { page: 'console', userId: 'user-1', localEngineUrl: null };

describe('table connections', () => {
  it('[SOCK-MANAGER-1] connects with the page, subscribes with the protocol version and stores pushed state', async () => {
    const engine = await startEngine();
    cleanups.push(() => engine.close());
    const { store, manager } = setup();
    manager.sync([{ tableKey: 'demo-1', socketUrl: engine.url, ip: null }], options);
    await until(() => engine.received.length > 0);
    expect(new URL(engine.connections[0]!.url, 'ws://x').searchParams.get('page')).toBe('console');
    expect(engine.received[0]).toMatchObject({
      event: 'subscribe',
      data: { page: 'console', token: 't', protocolVersion: 1 },
      tableKey: 'demo-1',
    });

    engine.push({ event: 'state', data: idleTableFixture, tableKey: 'demo-1' });
    await until(() => store.get('demo-1').state !== null);
    expect(store.get('demo-1')).toMatchObject({ status: 'open', attempts: 0 });
    expect(store.get('demo-1').state?.tableSettings.key).toBe('demo-1');
  });

  it('[SOCK-MANAGER-2] a pushed state keeps the objects of the parts that did not change', async () => {
    const engine = await startEngine();
    cleanups.push(() => engine.close());
    const { store, manager } = setup();
    manager.sync([{ tableKey: 'demo-1', socketUrl: engine.url, ip: null }], options);
    await until(() => engine.connections.length === 1 && engine.received.length > 0);
    engine.push({ event: 'state', data: idleTableFixture, tableKey: 'demo-1' });
    await until(() => store.get('demo-1').state !== null);
    const before = store.get('demo-1').state!;

    const next: TableState = {
      ...structuredClone(idleTableFixture),
      updateTime: idleTableFixture.updateTime + 1,
    };
    next.table = { ...next.table, mode: 'GAME' };
    engine.push({ event: 'state', data: next, tableKey: 'demo-1' });
    await until(() => store.get('demo-1').state?.table.mode === 'GAME');
    const after = store.get('demo-1').state!;
    expect(after.round).toBe(before.round);
    expect(after.playerGroup).toBe(before.playerGroup);
    expect(after.table).not.toBe(before.table);

    engine.push({
      event: 'statePatch',
      data: {
        baseUpdateTime: next.updateTime,
        changes: { updateTime: next.updateTime + 1, game: midHandNlhFixture.game },
      },
      tableKey: 'demo-1',
    });
    await until(() => store.get('demo-1').state?.game.gameState === 'IN ROUND');
    expect(store.get('demo-1').state!.round).toBe(before.round);
  });

  it('[SOCK-MANAGER-3] when the engine goes away the state is cleared and the socket retried every second until it is back', async () => {
    const engine = await startEngine();
    const port = Number(new URL(engine.url).port);
    const { store, manager } = setup();
    manager.sync([{ tableKey: 'demo-1', socketUrl: engine.url, ip: null }], options);
    await until(() => engine.connections.length === 1);
    engine.push({ event: 'state', data: idleTableFixture, tableKey: 'demo-1' });
    await until(() => store.get('demo-1').state !== null);

    await engine.close();
    await until(() => store.get('demo-1').status !== 'open');
    expect(store.get('demo-1').state).toBeNull();
    const lostAt = Date.now();
    // Two failed attempts a second apart while the engine is down…
    await until(() => store.get('demo-1').attempts >= 2, 3500);
    expect(Date.now() - lostAt).toBeGreaterThanOrEqual(900);

    const back = await startEngine(port);
    cleanups.push(() => back.close());
    await until(() => back.connections.length === 1, 2500);
    back.push({ event: 'state', data: idleTableFixture, tableKey: 'demo-1' });
    await until(() => store.get('demo-1').state !== null);
    expect(store.get('demo-1').status).toBe('open');
  });

  it("[SOCK-MANAGER-4] 'Invalid table' is logged for a send to a table that is not connected; parse errors are logged", async () => {
    const engine = await startEngine();
    cleanups.push(() => engine.close());
    const { manager, errors } = setup();
    expect(manager.send('nope', 'setTableMode', { tableMode: 'GAME' })).toBe(false);
    expect(errors).toEqual(['Invalid table']);

    manager.sync([{ tableKey: 'demo-1', socketUrl: engine.url, ip: null }], options);
    await until(() => engine.connections.length === 1);
    engine.connections[0]!.socket.send('{not json');
    await until(() => errors.length === 2);
    expect(errors[1]).toMatch(/Unable to parse a packet from table demo-1: packet is not JSON/);
  });

  it('[SOCK-MANAGER-5] a command resolves on the engine ack and rejects with the engine error', async () => {
    const engine = await startEngine();
    cleanups.push(() => engine.close());
    const { manager } = setup();
    manager.sync([{ tableKey: 'demo-1', socketUrl: engine.url, ip: null }], options);
    await until(() => engine.received.length === 1);

    const ok = manager.request('demo-1', 'setTableMode', { tableMode: 'SCAN' });
    await until(() => engine.received.length === 2);
    const sent = engine.received[1] as { requestId: string; data: unknown; event: string };
    expect(sent).toMatchObject({ event: 'setTableMode', data: { tableMode: 'SCAN' }, tableKey: 'demo-1' });
    engine.push({ event: 'ack', data: { requestId: sent.requestId }, tableKey: 'demo-1' });
    await expect(ok).resolves.toBeUndefined();

    const refused = manager.request('demo-1', 'setTableMode', { tableMode: 'GAME' });
    await until(() => engine.received.length === 3);
    const second = engine.received[2] as { requestId: string };
    engine.push({
      event: 'error',
      data: { code: 'CONFLICT', message: 'A hand is running.', requestId: second.requestId },
      tableKey: 'demo-1',
    });
    await expect(refused).rejects.toThrow('A hand is running.');
  });

  it('[SOCK-MANAGER-6] at most ten tables are connected; a table no longer wanted is closed', async () => {
    const engine = await startEngine();
    cleanups.push(() => engine.close());
    const { manager, errors } = setup();
    const targets = Array.from({ length: 12 }, (_, i) => ({
      tableKey: `t-${i}`,
      socketUrl: engine.url,
      ip: null,
    }));
    manager.sync(targets, options);
    expect(manager.keys).toHaveLength(MAX_TABLES);
    expect(errors[0]).toMatch(/only the first 10/);
    await until(() => engine.connections.length === MAX_TABLES);
    manager.sync(targets.slice(0, 2), options);
    expect(manager.keys).toEqual(['t-0', 't-1']);
  });

  it('[SOCK-MANAGER-7] once the server failed to give an address the table is tried on its fallback ports; the local engine overrides', async () => {
    const store = new TableStore();
    const urls: string[] = [];
    const manager = new TableConnections(store, {
      createSocket: (url) => {
        urls.push(url);
        throw new Error('no network in this test');
      },
      logError: () => {},
      retryMs: 5,
    });
    cleanups.push(() => manager.close());
    manager.sync([{ tableKey: 'online-9', socketUrl: null, ip: '10.0.0.9', addressFailed: true }], options);
    await until(() => urls.length >= 3);
    expect(urls.slice(0, 3).map((u) => new URL(u).host)).toEqual([
      '10.0.0.9:5000',
      '10.0.0.9:5001',
      '10.0.0.9:5002',
    ]);
    expect(new URL(urls[0]!).searchParams.get('apiKey')).toBe('user-1');

    manager.sync([{ tableKey: 'online-9', socketUrl: null, ip: '10.0.0.9' }], {
      ...options,
      localEngineUrl: 'ws://localhost:5001',
    });
    await until(() => urls.some((u) => u.startsWith('ws://localhost:5001/')));
  });

  it('[SOCK-MANAGER-10] a page load dials only the server’s address (no guess while it answers); the address that worked is remembered and tried first when the server is down', async () => {
    const engine = await startEngine();
    cleanups.push(() => engine.close());
    const saved = new Map<string, string>();
    const storage = {
      getItem: (k: string) => saved.get(k) ?? null,
      setItem: (k: string, v: string) => void saved.set(k, v),
    };
    const urls: string[] = [];
    const make = () => {
      const manager = new TableConnections(new TableStore(), {
        createSocket: (url) => {
          urls.push(url);
          return createSocket(url);
        },
        logError: () => {},
        retryMs: 5,
        memory: addressMemory(storage),
      });
      cleanups.push(() => manager.close());
      return manager;
    };

    // The server has not answered yet: nothing is dialled, however many retries go by.
    const first = make();
    first.sync([{ tableKey: 'demo-1', socketUrl: null, ip: null }], options);
    await new Promise((r) => setTimeout(r, 60));
    expect(urls).toEqual([]);
    // It answers: that address is the first and only one dialled; its first state proves it works.
    first.sync([{ tableKey: 'demo-1', socketUrl: engine.url, ip: null }], options);
    await until(() => engine.connections.length === 1);
    engine.push({ event: 'state', tableKey: 'demo-1', data: idleTableFixture });
    await until(() => first.store.get('demo-1').state !== null);
    expect(urls).toHaveLength(1);
    expect(new URL(urls[0]!).host).toBe(new URL(engine.url).host);
    first.close();

    // A reload while the server is down: the remembered address comes before the fallback guesses.
    urls.length = 0;
    const second = make();
    second.sync([{ tableKey: 'demo-1', socketUrl: null, ip: null, addressFailed: true }], options);
    await until(() => engine.connections.length === 2);
    expect(new URL(urls[0]!).host).toBe(new URL(engine.url).host);
    expect(new URL(urls[0]!).searchParams.get('token')).toBeNull();
  });
});

describe('a page’s own socket', () => {
  it('[SOCK-MANAGER-8] the hook-based connection retries every 100 ms', async () => {
    const store = new TableStore();
    const opened: number[] = [];
    const connection = new TableConnection(
      'demo-1',
      { page: 'dealer', urlFor: () => 'ws://127.0.0.1:9/' },
      {
        store,
        createSocket: (url) => {
          opened.push(Date.now());
          return createSocket(url);
        },
        now: Date.now,
        logError: () => {},
        retryMs: HOOK_RETRY_MS,
      },
    );
    connection.start();
    cleanups.push(() => connection.stop());
    await until(() => opened.length >= 6, 3000);
    const gaps = opened.slice(1).map((t, i) => t - opened[i]!);
    expect(HOOK_RETRY_MS).toBe(100);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(95);
    expect(Math.max(...gaps)).toBeLessThan(600);
  });

  it('[SOCK-MANAGER-9] stopping while the socket is still connecting leaves nothing behind (no late error)', async () => {
    // An engine that accepts the TCP connection and never answers the upgrade: the socket stays CONNECTING.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => silent.close(() => resolve())));
    const late: unknown[] = [];
    const onUncaught = (error: unknown) => late.push(error);
    process.on('uncaughtException', onUncaught);
    cleanups.push(() => process.off('uncaughtException', onUncaught));
    const sockets: ReturnType<SocketFactory>[] = [];
    const connection = new TableConnection(
      'demo-1',
      {
        page: 'dealer',
        urlFor: () => `ws://127.0.0.1:${(silent.address() as AddressInfo).port}/?table=demo-1&token=t`,
      },
      {
        store: new TableStore(),
        createSocket: (url) => {
          const socket = createSocket(url);
          sockets.push(socket);
          return socket;
        },
        now: Date.now,
        logError: () => {},
        retryMs: HOOK_RETRY_MS,
      },
    );
    connection.start();
    await until(() => sockets.length === 1);
    expect(sockets[0]!.readyState).toBe(WebSocket.CONNECTING);
    connection.stop();
    await new Promise((r) => setTimeout(r, 100));
    expect(late).toEqual([]);
  });
});
