/**
 * The engine's WebSocket endpoint (:5001 local, :5000 at a venue). A screen connects with
 * `?table=<key>&page=<page>&token=<signed token>` (or `key=` for overlay links, `apiKey=` for online
 * tables), is authorised, gets the table's full state and then every change (as patches), plus a
 * heartbeat every second carrying the time. It may watch up to ten tables, each further one by a
 * `subscribe` packet with that table's token. Operators may send commands; everyone else is refused.
 * Packets over 1 MB and floods are refused; a plain GET /healthz answers 200.
 */
import { createServer, type IncomingMessage } from 'node:http';
import {
  type ClientPacket,
  type EnginePacket,
  incompatibleVersionPacket,
  isCompatibleVersion,
  isOperatorCommand,
  MAX_PACKET_BYTES,
  type OperatorCommand,
  packetErrorReply,
  parseClientPacket,
} from '@railbird/protocol';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import type { Logger } from '../log.js';
import type { Outbox } from '../outbox/outbox.js';
import type { TableHost } from '../table/host.js';
import type { TableInput } from '../table/inputs.js';
import type { Table } from '../table/table.js';
import { type ApiKeyChecker, authorise, type Grant, type ViewerClass, viewerClassOf } from './auth.js';
import { encode, type Member, TableChannel } from './fanout.js';
import { listen } from './listen.js';

export interface SocketServerOptions {
  host: string;
  port: number;
  tables: TableHost;
  log: Logger;
  now: () => number;
  /** The secret that signs socket tokens (ENGINE_SECRET or <dataDir>/engine-secret). */
  secret: string;
  apiKeys?: ApiKeyChecker | null;
  /** For VAULT mode's stored hands. */
  outbox?: Outbox | undefined;
  /** A heartbeat per watched table every this many ms (protocol: every second); 0 turns it off. */
  heartbeatMs?: number;
  /** Connections that do not answer a ping within this many ms are dropped. */
  pingMs?: number;
  /** Messages a connection may send per second on average, and in one burst. */
  messagesPerSecond?: number;
  burst?: number;
}

export interface RunningSocketServer {
  port: number;
  connectionCount(): number;
  close(): Promise<void>;
}

/** A client that reads this slowly is dropped rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;
/** Policy violation: the close code for a refused connection. */
const CLOSE_POLICY = 1008;
/** Spec §9: at most ten tables per connection. */
export const MAX_TABLES_PER_CONNECTION = 10;
/** A connection that keeps flooding after this many dropped messages is closed. */
const MAX_DROPS = 2000;

interface Subscription {
  grant: Grant;
  cls: ViewerClass;
}

interface Connection extends Member {
  socket: WebSocket;
  remote: string;
  page: string | null;
  subscriptions: Map<string, Subscription>;
  alive: boolean;
  tokens: number;
  refilledAt: number;
  drops: number;
  lastDropReply: number;
  /** Messages are handled in order, after the connection's own authorisation. */
  queue: Promise<void>;
}

export async function startSocketServer(options: SocketServerOptions): Promise<RunningSocketServer> {
  const { tables, log, now } = options;
  const rate = options.messagesPerSecond ?? 200;
  const burst = options.burst ?? 400;
  const connections = new Set<Connection>();
  const channels = new Map<string, { channel: TableChannel; stop: () => void }>();

  const channelOf = (table: Table): TableChannel => {
    let entry = channels.get(table.key);
    if (!entry) {
      const channel = new TableChannel(table.key, table.state(), now);
      const stop = table.subscribe((state) => channel.push(state));
      entry = { channel, stop };
      channels.set(table.key, entry);
    }
    return entry.channel;
  };

  const updateIps = (tableKey: string) => {
    const table = tables.get(tableKey);
    if (!table) return;
    const ips = new Set<string>();
    for (const conn of connections) if (conn.subscriptions.has(tableKey)) ips.add(conn.remote);
    table.setRequestingIps([...ips].sort());
  };

  const http = createServer((req, res) => {
    if (req.url === '/healthz' || req.url?.startsWith('/healthz?')) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ status: 'ok', tables: tables.keys, connections: connections.size }));
      return;
    }
    res.writeHead(426, { 'content-type': 'text/plain; charset=utf-8', upgrade: 'websocket' });
    res.end('This is the Railbird table engine: connect with a WebSocket.\n');
  });
  // Frames up to 2 MB reach the parser, which answers anything over 1 MB with PAYLOAD_TOO_LARGE;
  // bigger frames close the connection (1009) before they are buffered.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 2 * MAX_PACKET_BYTES });
  http.on('upgrade', (req, socket, head) => {
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  const send = (conn: Connection, packet: EnginePacket) => conn.sendText(encode(packet));
  const errorTo = (
    conn: Connection,
    tableKey: string | null,
    code: Extract<EnginePacket, { event: 'error' }>['data']['code'],
    message: string,
    requestId?: string,
  ) => send(conn, { event: 'error', data: { code, message, ...(requestId ? { requestId } : {}) }, tableKey });

  const notFound = (key: string) =>
    `No table "${key}" on this engine; it hosts ${tables.keys.map((k) => `"${k}"`).join(', ')}.`;

  /** Authorises and joins a table; false (with the reason sent) when refused. */
  const join = async (
    conn: Connection,
    table: Table,
    credentials: { token: string | null; apiKey: string | null },
  ): Promise<boolean> => {
    if (!conn.subscriptions.has(table.key) && conn.subscriptions.size >= MAX_TABLES_PER_CONNECTION) {
      errorTo(
        conn,
        table.key,
        'TOO_MANY_REQUESTS',
        `A connection watches at most ${MAX_TABLES_PER_CONNECTION} tables: unsubscribe from one first.`,
      );
      return false;
    }
    const auth = await authorise({
      tableKey: table.key,
      locationId: table.locationId,
      token: credentials.token,
      apiKey: credentials.apiKey,
      secret: options.secret,
      now: now(),
      apiKeys: options.apiKeys ?? null,
    });
    if (!auth.ok) {
      errorTo(conn, table.key, auth.code, auth.message);
      return false;
    }
    if (conn.socket.readyState !== WebSocket.OPEN) return false;
    const cls = viewerClassOf(auth.grant.scope, conn.page);
    const channel = channelOf(table);
    channel.leave(conn);
    conn.subscriptions.set(table.key, { grant: auth.grant, cls });
    channel.join(conn, cls);
    updateIps(table.key);
    return true;
  };

  const leave = (conn: Connection, tableKey: string) => {
    if (!conn.subscriptions.delete(tableKey)) return;
    channels.get(tableKey)?.channel.leave(conn);
    updateIps(tableKey);
  };

  /** Token bucket: false when the message must be dropped. */
  const admit = (conn: Connection): boolean => {
    const t = now();
    conn.tokens = Math.min(burst, conn.tokens + ((t - conn.refilledAt) / 1000) * rate);
    conn.refilledAt = t;
    if (conn.tokens >= 1) {
      conn.tokens -= 1;
      conn.drops = 0;
      return true;
    }
    conn.drops++;
    if (conn.drops > MAX_DROPS) {
      log.warn({ remote: conn.remote }, 'closing a connection that keeps flooding');
      conn.socket.close(CLOSE_POLICY, 'too many messages');
    } else if (t - conn.lastDropReply >= 250) {
      conn.lastDropReply = t;
      errorTo(
        conn,
        null,
        'TOO_MANY_REQUESTS',
        `Too many messages: at most ${rate} a second. Some were dropped.`,
      );
    }
    return false;
  };

  const inputOf = async (
    command: OperatorCommand,
    table: Table,
  ): Promise<{ ok: true; input: TableInput } | { ok: false; code: 'NOT_FOUND'; message: string }> => {
    if (command.event === 'simulateRead') {
      return {
        ok: true,
        input: { kind: 'read', antennaId: command.data.antennaId, tagId: command.data.tagId },
      };
    }
    if (command.event === 'showStoredHand') {
      const stored = options.outbox?.find(table.key, command.data.handId);
      if (!stored)
        return {
          ok: false,
          code: 'NOT_FOUND',
          message: `No stored hand ${command.data.handId} at this table.`,
        };
      return {
        ok: true,
        input: {
          kind: 'command',
          command: {
            event: 'showStoredHand',
            data: {
              ...command.data,
              stored: {
                phh: stored.phh,
                seats: stored.players.map((p) => p.seatIndex),
                names: stored.players.map((p) => p.displayName),
                startedAt: stored.startedAt,
              },
            },
          },
        },
      };
    }
    return {
      ok: true,
      input: { kind: 'command', command: { event: command.event, data: command.data } as never },
    };
  };

  const handle = async (conn: Connection, packet: ClientPacket) => {
    const requestId = packet.requestId;
    const table = tables.get(packet.tableKey);
    if (!table) {
      errorTo(conn, packet.tableKey, 'NOT_FOUND', notFound(packet.tableKey), requestId);
      return;
    }
    if (packet.event === 'subscribe') {
      if (!isCompatibleVersion(packet.data.protocolVersion)) {
        send(conn, incompatibleVersionPacket(packet.data.protocolVersion, table.key));
        conn.socket.close(CLOSE_POLICY, 'incompatible protocol version');
        return;
      }
      conn.page = packet.data.page;
      const joined = await join(conn, table, {
        token: packet.data.token ?? null,
        apiKey: packet.data.apiKey ?? null,
      }).catch(() => false);
      if (joined && requestId) send(conn, { event: 'ack', data: { requestId }, tableKey: table.key });
      return;
    }
    if (packet.event === 'unsubscribe') {
      leave(conn, table.key);
      if (requestId) send(conn, { event: 'ack', data: { requestId }, tableKey: table.key });
      return;
    }
    if (!isOperatorCommand(packet)) return;
    const sub = conn.subscriptions.get(table.key);
    if (sub?.grant.scope !== 'operator') {
      errorTo(
        conn,
        table.key,
        'FORBIDDEN',
        sub
          ? `Only operators may send "${packet.event}": this screen watches the table read-only.`
          : `Open the table with an operator's link before sending "${packet.event}".`,
        requestId,
      );
      return;
    }
    const input = await inputOf(packet, table);
    if (!input.ok) {
      errorTo(conn, table.key, input.code, input.message, requestId);
      return;
    }
    let result: Awaited<ReturnType<Table['submit']>>;
    try {
      result = await table.submit(input.input, { source: 'operator', requestId });
    } catch (error) {
      log.error({ err: error, tableKey: table.key }, 'a command could not be journaled');
      errorTo(
        conn,
        table.key,
        'INTERNAL_SERVER_ERROR',
        'The engine could not store this command; it was not applied.',
        requestId,
      );
      return;
    }
    if (!result.ok) {
      errorTo(conn, table.key, result.error.code, result.error.message, requestId);
      return;
    }
    if (requestId) {
      send(conn, {
        event: 'ack',
        data: { requestId, time: result.time, ...(result.duplicate ? { duplicate: true } : {}) },
        tableKey: table.key,
      });
    }
  };

  const onMessage = (conn: Connection, raw: RawData, isBinary: boolean) => {
    if (!admit(conn)) return;
    const bytes = Array.isArray(raw) ? Buffer.concat(raw) : Buffer.from(raw as ArrayBuffer);
    const result = parseClientPacket(isBinary ? new Uint8Array(bytes) : bytes.toString('utf8'));
    if (!result.ok) {
      log.debug({ page: conn.page, reason: result.error.reason }, result.error.message);
      send(conn, packetErrorReply(result.error));
      return;
    }
    const packet = result.packet;
    conn.queue = conn.queue.then(() =>
      handle(conn, packet).catch((error: unknown) => {
        log.error({ err: error }, 'a packet failed');
        errorTo(
          conn,
          packet.tableKey,
          'INTERNAL_SERVER_ERROR',
          'The engine failed on this packet; nothing changed.',
          packet.requestId,
        );
      }),
    );
  };

  wss.on('connection', (socket: WebSocket, req: IncomingMessage) => {
    const url = new URL(req.url ?? '/', 'ws://localhost');
    const query = (name: string) => url.searchParams.get(name);
    const conn: Connection = {
      socket,
      remote: req.socket.remoteAddress ?? 'unknown',
      page: query('page'),
      subscriptions: new Map(),
      alive: true,
      tokens: burst,
      refilledAt: now(),
      drops: 0,
      lastDropReply: 0,
      queue: Promise.resolve(),
      sendText(bytes: Buffer) {
        if (socket.readyState !== WebSocket.OPEN) return;
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
          log.warn(
            { page: conn.page, buffered: socket.bufferedAmount },
            'dropping a client that reads too slowly',
          );
          socket.terminate();
          return;
        }
        socket.send(bytes, { binary: false });
      },
    };
    connections.add(conn);
    const requestedKey = query('table') ?? query('tableKey');
    log.info({ page: conn.page, tableKey: requestedKey, remote: conn.remote }, 'client connected');

    socket.on('pong', () => {
      conn.alive = true;
    });
    socket.on('message', (raw, isBinary) => onMessage(conn, raw, isBinary));
    socket.on('close', () => {
      connections.delete(conn);
      for (const key of [...conn.subscriptions.keys()]) leave(conn, key);
      log.info({ page: conn.page }, 'client disconnected');
    });
    socket.on('error', (error) => log.warn({ err: error, page: conn.page }, 'socket error'));

    const version = query('protocolVersion');
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
    const credentials = { token: query('token') ?? query('key'), apiKey: query('apiKey') };
    conn.queue = join(conn, table, credentials).then(
      (joined) => {
        if (!joined) socket.close(CLOSE_POLICY, 'not authorised');
      },
      (error: unknown) => {
        log.error({ err: error }, 'authorisation failed');
        socket.close(CLOSE_POLICY, 'not authorised');
      },
    );
  });

  const heartbeatMs = options.heartbeatMs ?? 1000;
  const heartbeat =
    heartbeatMs > 0
      ? setInterval(() => {
          const updateTime = now();
          const beats = new Map<string, Buffer>();
          for (const conn of connections) {
            for (const tableKey of conn.subscriptions.keys()) {
              let beat = beats.get(tableKey);
              if (!beat) {
                beat = encode({ event: 'heartbeat', data: { updateTime }, tableKey });
                beats.set(tableKey, beat);
              }
              conn.sendText(beat);
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
    connectionCount: () => connections.size,
    close: async () => {
      clearInterval(heartbeat);
      clearInterval(ping);
      for (const conn of connections) conn.socket.terminate();
      for (const { channel, stop } of channels.values()) {
        stop();
        channel.close();
      }
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
    },
  };
}
