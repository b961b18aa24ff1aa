import { createServer } from 'node:http';
import {
  type EnginePacket,
  enginePacketSchema,
  idleTableState,
  PROTOCOL_VERSION,
  tableStateSchema,
} from '@railbird/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createLogger } from '../src/log.js';
import { listen, PortInUseError } from '../src/sockets/listen.js';
import { type RunningSocketServer, startSocketServer } from '../src/sockets/socket-server.js';
import { DEMO_TABLE_KEY, demoHost, TableHost } from '../src/table/host.js';
import { Table } from '../src/table/table.js';

const log = createLogger('silent');
const NOW = 1_790_000_000_000;

/** A client that parses every packet with the protocol's schema (any invalid packet fails the test). */
class Client {
  readonly packets: EnginePacket[] = [];
  readonly closed: Promise<number>;
  #waiters: Array<() => void> = [];

  constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      this.packets.push(enginePacketSchema.parse(JSON.parse(raw.toString())));
      for (const wake of this.#waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code) => resolve(code)));
  }

  static async connect(port: number, query = ''): Promise<Client> {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/${query}`);
    const client = new Client(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  /** Waits until `count` packets have arrived. */
  async nth(count: number): Promise<EnginePacket> {
    while (this.packets.length < count) await new Promise<void>((resolve) => this.#waiters.push(resolve));
    return this.packets[count - 1]!;
  }

  send(packet: unknown): void {
    this.socket.send(typeof packet === 'string' ? packet : JSON.stringify(packet));
  }
}

describe('engine sockets', () => {
  const running: RunningSocketServer[] = [];
  const clients: Client[] = [];
  const start = async (tables: TableHost = demoHost({ now: () => NOW, version: '0.1.0' })) => {
    const server = await startSocketServer({
      host: '127.0.0.1',
      port: 0,
      tables,
      log,
      now: () => NOW,
      heartbeatMs: 0,
    });
    running.push(server);
    return { server, tables };
  };
  const connect = async (port: number, query = '') => {
    const client = await Client.connect(port, query);
    clients.push(client);
    return client;
  };

  afterEach(async () => {
    for (const client of clients.splice(0)) client.socket.terminate();
    await Promise.all(running.splice(0).map((s) => s.close()));
  });

  it('[ENG-1] a client receives the schema-valid state of demo-1 as soon as it connects', async () => {
    const { server } = await start();
    const client = await connect(server.port, '?page=test');
    const packet = await client.nth(1);
    expect(packet.event).toBe('state');
    if (packet.event !== 'state') return;
    expect(packet.tableKey).toBe(DEMO_TABLE_KEY);
    expect(tableStateSchema.safeParse(packet.data).success).toBe(true);
    expect(packet.data.tableSettings.key).toBe('demo-1');
    expect(packet.data.round.roundState).toBe('WAITING FOR ROUND START');
    expect(packet.data.updateTime).toBe(NOW);
    expect(packet.data.constants.protocolVersion).toBe(PROTOCOL_VERSION);
  });

  it('[ENG-2] every change of the table is pushed to every subscriber', async () => {
    const { server, tables } = await start();
    const a = await connect(server.port, '?tableKey=demo-1');
    const b = await connect(server.port);
    await a.nth(1);
    await b.nth(1);
    const table = tables.get(DEMO_TABLE_KEY)!;
    table.setState({ ...table.state, updateTime: NOW + 1000 });
    for (const client of [a, b]) {
      const packet = await client.nth(2);
      expect(packet.event === 'state' && packet.data.updateTime).toBe(NOW + 1000);
    }
  });

  it('[ENG-3] an invalid state is refused before it reaches anyone', async () => {
    const { server, tables } = await start();
    const client = await connect(server.port);
    await client.nth(1);
    const table = tables.get(DEMO_TABLE_KEY)!;
    expect(() => table.setState({ ...table.state, updateTime: -5 })).toThrow();
    expect(table.state.updateTime).toBe(NOW);
    // The next valid change is the second packet: nothing was sent for the refused one.
    table.setState({ ...table.state, updateTime: NOW + 1 });
    const packet = await client.nth(2);
    expect(packet.event === 'state' && packet.data.updateTime).toBe(NOW + 1);
  });

  it('[ENG-4] asking for a table the engine does not host is an explicit NOT_FOUND, then the socket closes', async () => {
    const { server } = await start();
    const client = await connect(server.port, '?tableKey=nope-9');
    const packet = await client.nth(1);
    expect(packet).toMatchObject({ event: 'error', data: { code: 'NOT_FOUND' } });
    expect(packet.event === 'error' && packet.data.message).toContain('"demo-1"');
    expect(await client.closed).toBe(1008);
  });

  it('[ENG-5] a client of another protocol version gets an explicit message, not silence', async () => {
    const { server } = await start();
    const client = await connect(server.port, `?protocolVersion=${PROTOCOL_VERSION + 1}`);
    expect(await client.nth(1)).toMatchObject({
      event: 'incompatibleVersion',
      data: { protocolVersion: PROTOCOL_VERSION, clientProtocolVersion: PROTOCOL_VERSION + 1 },
    });
    expect(await client.closed).toBe(1008);
  });

  it('[ENG-6] packets are parsed at the edge: garbage and game commands get explicit errors and change nothing', async () => {
    const { server, tables } = await start();
    const client = await connect(server.port);
    await client.nth(1);
    client.send('not json');
    expect(await client.nth(2)).toMatchObject({ event: 'error', data: { code: 'BAD_REQUEST' } });
    client.send({ event: 'startRound', data: {}, tableKey: 'demo-1', requestId: 'r1' });
    expect(await client.nth(3)).toMatchObject({
      event: 'error',
      data: { code: 'BAD_REQUEST', requestId: 'r1' },
      tableKey: 'demo-1',
    });
    expect(tables.get(DEMO_TABLE_KEY)!.state.updateTime).toBe(NOW);
  });

  it('[ENG-7] subscribe answers the state and an ack; unsubscribe stops the pushes', async () => {
    const { server, tables } = await start();
    const client = await connect(server.port);
    await client.nth(1);
    client.send({
      event: 'subscribe',
      data: { protocolVersion: PROTOCOL_VERSION, page: 'overlays' },
      tableKey: 'demo-1',
      requestId: 'sub',
    });
    expect((await client.nth(2)).event).toBe('state');
    expect(await client.nth(3)).toEqual({ event: 'ack', data: { requestId: 'sub' }, tableKey: 'demo-1' });
    client.send({ event: 'unsubscribe', data: {}, tableKey: 'demo-1', requestId: 'unsub' });
    expect(await client.nth(4)).toMatchObject({ event: 'ack', data: { requestId: 'unsub' } });
    const table = tables.get(DEMO_TABLE_KEY)!;
    expect(table.subscriberCount).toBe(0);
  });

  it('[ENG-8] a heartbeat follows every second for each subscribed table', async () => {
    const tables = new TableHost([
      new Table(idleTableState({ key: 'hb-1', name: 'Heartbeat', updateTime: NOW })),
    ]);
    const server = await startSocketServer({
      host: '127.0.0.1',
      port: 0,
      tables,
      log,
      now: () => NOW,
      heartbeatMs: 20,
    });
    running.push(server);
    const client = await connect(server.port);
    expect(await client.nth(2)).toEqual({ event: 'heartbeat', data: { updateTime: NOW }, tableKey: 'hb-1' });
  });

  it('[ENG-9] GET /healthz on the engine port answers 200 with the hosted tables', async () => {
    const { server } = await start();
    const res = await fetch(`http://127.0.0.1:${server.port}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', tables: ['demo-1'] });
  });

  it('[ENG-10] a port in use is reported naming the port and ENGINE_PORT', async () => {
    const { server } = await start();
    const error = await listen(createServer(), server.port, '127.0.0.1', 'ENGINE_PORT').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PortInUseError);
    expect((error as Error).message).toContain(`Port ${server.port}`);
    expect((error as Error).message).toContain('ENGINE_PORT');
  });
});
