import { createServer, type IncomingMessage } from 'node:http';
import {
  type EnginePacket,
  incompatibleVersionPacket,
  isCompatibleVersion,
  MAX_PACKET_BYTES,
  packetErrorReply,
  parseClientPacket,
  type TableState,
} from '@railbird/protocol';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import type { Logger } from '../log.js';
import type { TableHost } from '../table/host.js';
import type { Table } from '../table/table.js';
import { listen } from './listen.js';

export interface SocketServerOptions {
  host: string;
  port: number;
  tables: TableHost;
  log: Logger;
  now: () => number;
  /** A heartbeat per subscribed table every this many ms (protocol: every second); 0 turns it off. */
  heartbeatMs?: number;
  /** Connections that do not answer a ping within this many ms are dropped. */
  pingMs?: number;
}

export interface RunningSocketServer {
  port: number;
  close(): Promise<void>;
}

/** A client that reads this slowly is dropped rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;
/** Policy violation: the close code for a refused subscription or protocol version. */
const CLOSE_POLICY = 1008;

interface Connection {
  socket: WebSocket;
  page: string | null;
  subscriptions: Map<string, () => void>;
  alive: boolean;
}

/**
 * The engine's WebSocket endpoint. A client connects with `?tableKey=…&page=…` (both optional; the
 * first hosted table is the default), receives the table's state at once, then again on every change,
 * plus a heartbeat every second. Packets it sends are parsed with the protocol's schemas; this skeleton
 * handles subscribe and unsubscribe and refuses the game commands explicitly until the rules engine
 * lands. A plain GET /healthz on the same port answers 200.
 */
export async function startSocketServer(options: SocketServerOptions): Promise<RunningSocketServer> {
  const { tables, log, now } = options;
  const connections = new Set<Connection>();

  const http = createServer((req, res) => {
    if (req.url === '/healthz' || req.url?.startsWith('/healthz?')) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ status: 'ok', tables: tables.keys, connections: connections.size }));
      return;
    }
    res.writeHead(426, { 'content-type': 'text/plain; charset=utf-8', upgrade: 'websocket' });
    res.end('This is the Railbird table engine: connect with a WebSocket.\n');
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: 2 * MAX_PACKET_BYTES });
  http.on('upgrade', (req, socket, head) => {
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  const send = (conn: Connection, packet: EnginePacket) => {
    if (conn.socket.readyState !== WebSocket.OPEN) return;
    if (conn.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      log.warn(
        { page: conn.page, buffered: conn.socket.bufferedAmount },
        'dropping a client that reads too slowly',
      );
      conn.socket.terminate();
      return;
    }
    conn.socket.send(JSON.stringify(packet));
  };
  const statePacket = (state: TableState): EnginePacket => ({
    event: 'state',
    data: state,
    tableKey: state.tableSettings.key,
  });

  const subscribe = (conn: Connection, table: Table) => {
    if (!conn.subscriptions.has(table.key)) {
      conn.subscriptions.set(
        table.key,
        table.subscribe((state) => send(conn, statePacket(state))),
      );
    }
    send(conn, statePacket(table.state));
  };
  const unsubscribeAll = (conn: Connection) => {
    for (const stop of conn.subscriptions.values()) stop();
    conn.subscriptions.clear();
  };
  const notFound = (key: string) =>
    `No table "${key}" on this engine; it hosts ${tables.keys.map((k) => `"${k}"`).join(', ')}.`;

  const onMessage = (conn: Connection, raw: RawData, isBinary: boolean) => {
    const bytes = Array.isArray(raw) ? Buffer.concat(raw) : Buffer.from(raw as ArrayBuffer);
    const result = parseClientPacket(isBinary ? new Uint8Array(bytes) : bytes.toString('utf8'));
    if (!result.ok) {
      log.debug({ page: conn.page, reason: result.error.reason }, result.error.message);
      send(conn, packetErrorReply(result.error));
      return;
    }
    const packet = result.packet;
    const requestId = packet.requestId;
    const table = tables.get(packet.tableKey);
    if (!table) {
      send(conn, {
        event: 'error',
        data: { code: 'NOT_FOUND', message: notFound(packet.tableKey), ...(requestId ? { requestId } : {}) },
        tableKey: packet.tableKey,
      });
      return;
    }
    switch (packet.event) {
      case 'subscribe': {
        if (!isCompatibleVersion(packet.data.protocolVersion)) {
          send(conn, incompatibleVersionPacket(packet.data.protocolVersion, table.key));
          conn.socket.close(CLOSE_POLICY, 'incompatible protocol version');
          return;
        }
        conn.page = packet.data.page;
        subscribe(conn, table);
        break;
      }
      case 'unsubscribe': {
        conn.subscriptions.get(table.key)?.();
        conn.subscriptions.delete(table.key);
        break;
      }
      default: {
        send(conn, {
          event: 'error',
          data: {
            code: 'BAD_REQUEST',
            message: `"${packet.event}" is not handled yet: this engine serves the table's idle state until the rules engine lands.`,
            ...(requestId ? { requestId } : {}),
          },
          tableKey: table.key,
        });
        return;
      }
    }
    if (requestId) send(conn, { event: 'ack', data: { requestId }, tableKey: table.key });
  };

  wss.on('connection', (socket: WebSocket, req: IncomingMessage) => {
    const url = new URL(req.url ?? '/', 'ws://localhost');
    const conn: Connection = {
      socket,
      page: url.searchParams.get('page'),
      subscriptions: new Map(),
      alive: true,
    };
    connections.add(conn);
    const requestedKey = url.searchParams.get('tableKey');
    log.info(
      { page: conn.page, tableKey: requestedKey, remote: req.socket.remoteAddress },
      'client connected',
    );

    socket.on('pong', () => {
      conn.alive = true;
    });
    socket.on('message', (raw, isBinary) => onMessage(conn, raw, isBinary));
    socket.on('close', () => {
      unsubscribeAll(conn);
      connections.delete(conn);
      log.info({ page: conn.page }, 'client disconnected');
    });
    socket.on('error', (error) => log.warn({ err: error, page: conn.page }, 'socket error'));

    const version = url.searchParams.get('protocolVersion');
    if (version !== null && !isCompatibleVersion(Number(version))) {
      const clientVersion = Number.isInteger(Number(version)) ? Number(version) : null;
      send(conn, incompatibleVersionPacket(clientVersion, requestedKey));
      socket.close(CLOSE_POLICY, 'incompatible protocol version');
      return;
    }
    const table = requestedKey === null ? tables.defaultTable : tables.get(requestedKey);
    if (!table) {
      const key = requestedKey ?? '(none)';
      send(conn, { event: 'error', data: { code: 'NOT_FOUND', message: notFound(key) }, tableKey: null });
      socket.close(CLOSE_POLICY, 'no such table');
      return;
    }
    subscribe(conn, table);
  });

  const heartbeatMs = options.heartbeatMs ?? 1000;
  const heartbeat =
    heartbeatMs > 0
      ? setInterval(() => {
          const updateTime = now();
          for (const conn of connections) {
            for (const tableKey of conn.subscriptions.keys()) {
              send(conn, { event: 'heartbeat', data: { updateTime }, tableKey });
            }
          }
        }, heartbeatMs)
      : undefined;
  const ping = setInterval(() => {
    for (const conn of connections) {
      if (!conn.alive) {
        conn.socket.terminate();
        continue;
      }
      conn.alive = false;
      conn.socket.ping();
    }
  }, options.pingMs ?? 30_000);
  heartbeat?.unref();
  ping.unref();

  const port = await listen(http, options.port, options.host, 'ENGINE_PORT');
  log.info({ port, tables: tables.keys }, 'engine listening');

  return {
    port,
    close: async () => {
      clearInterval(heartbeat);
      clearInterval(ping);
      for (const conn of connections) conn.socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
    },
  };
}
