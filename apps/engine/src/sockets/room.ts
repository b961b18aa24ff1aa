/**
 * The engine's room: every screen watching this engine's tables, whatever carries its bytes. A
 * screen connects with `?table=<key>&page=<page>&token=<signed token>` (or `key=` for overlay links,
 * `apiKey=` for online tables), is authorised (auth.ts), gets the table's full state and then every
 * change as patches, per audience (fanout.ts), plus a heartbeat every second carrying the time. It
 * may watch up to ten tables, each further one by a `subscribe` packet with that table's token.
 * Operators may send commands; everyone else is refused, always with the reason. Packets over 1 MB,
 * floods, dead peers and readers too slow to keep up are cut off.
 *
 * The room knows a connection only as a RoomSocket and time only as `now` and `timers`: the `ws`
 * server (socket-server.ts) is one transport in front of it, tests drive it with in-memory sockets.
 */
import {
  type ClientPacket,
  delayChangeRefusal,
  type ErrorCode,
  incompatibleVersionPacket,
  isCompatibleVersion,
  isOperatorCommand,
  MAX_PACKET_BYTES,
  mayCommand,
  type ObsRequest,
  packetErrorReply,
  parseClientPacket,
} from '@railbird/protocol';
import { CLOSE_NORMAL, CLOSE_POLICY, encode } from '@railbird/service';
import { submitEventClock } from '../event/clock-fanout.js';
import type { Logger } from '../log.js';
import type { Outbox } from '../outbox/outbox.js';
import type { TableHost } from '../table/host.js';
import type { Table } from '../table/table.js';
import { type ApiKeyChecker, authorise, LINK_REVOKED, viewerClassOf } from './auth.js';
import { TableChannel } from './fanout.js';
import { FloodGate } from './flood.js';
import { operatorInput } from './operator-input.js';
import { type RoomSocket, Session } from './session.js';
import { type Cancel, realTimers, type Timers } from './timers.js';

export type { RoomSocket } from './session.js';

/** Spec §9: at most ten tables per connection. */
export const MAX_TABLES_PER_CONNECTION = 10;
/**
 * The largest frame a transport should hand over: the room answers anything over MAX_PACKET_BYTES
 * with PAYLOAD_TOO_LARGE, and a transport closes on bigger frames before buffering them.
 */
export const MAX_FRAME_BYTES = 2 * MAX_PACKET_BYTES;

export interface RoomOptions {
  tables: Pick<TableHost, 'get' | 'defaultTable' | 'keys' | 'all'>;
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
  /** Heartbeats, pings and the stream delay run on these (default: Node's timers). */
  timers?: Timers;
  /** The engine's link to a table's OBS (obs/obs-link.ts), for the Studio's `obs` requests. */
  obs?: (tableKey: string) => ObsEndpoint | undefined;
}

/** What the room needs of an OBS link. */
export interface ObsEndpoint {
  request(request: ObsRequest): Promise<{ ok: true } | { ok: false; code: ErrorCode; message: string }>;
}

/** What a transport tells the room about one connection it carries. */
export interface RoomConnection {
  /** A message arrived: text as a string, a binary message as its bytes. */
  receive(data: string | Uint8Array): void;
  /** The peer answered a ping. */
  pong(): void;
  /** The transport failed on this connection (it closes next). */
  failed(error: unknown): void;
  /** The connection closed: it leaves its tables. */
  disconnected(): void;
  /** Resolves once every packet received so far has been handled. */
  settled(): Promise<void>;
}

interface Credentials {
  token: string | null;
  apiKey: string | null;
}

export class Room {
  readonly #o: RoomOptions;
  readonly #sessions = new Set<Session>();
  readonly #channels = new Map<string, { channel: TableChannel; stop: () => void }>();
  readonly #timers: Timers;
  readonly #stopTimers: Cancel[] = [];

  constructor(options: RoomOptions) {
    this.#o = options;
    this.#timers = options.timers ?? realTimers;
    const heartbeatMs = options.heartbeatMs ?? 1000;
    if (heartbeatMs > 0) this.#stopTimers.push(this.#timers.every(heartbeatMs, () => this.heartbeat()));
    this.#stopTimers.push(this.#timers.every(options.pingMs ?? 30_000, () => this.checkLiveness()));
  }

  get connectionCount(): number {
    return this.#sessions.size;
  }

  /** A new connection with the query of the URL it opened: it is admitted, or told why not and closed. */
  connect(socket: RoomSocket, query: URLSearchParams): RoomConnection {
    const { log, now } = this.#o;
    const rate = this.#o.messagesPerSecond ?? 200;
    const burst = this.#o.burst ?? 400;
    const session = new Session(socket, query.get('page'), new FloodGate(rate, burst, now()), log);
    this.#sessions.add(session);
    const requestedKey = query.get('table') ?? query.get('tableKey');
    log.info({ page: session.page, tableKey: requestedKey, remote: socket.remote }, 'client connected');
    this.#admit(session, query, requestedKey);
    return {
      receive: (data) => this.#receive(session, data),
      pong: () => {
        session.alive = true;
      },
      failed: (error) => log.warn({ err: error, page: session.page }, 'socket error'),
      disconnected: () => this.#disconnected(session),
      settled: () => session.queue,
    };
  }

  /** Sends every connection a heartbeat for each table it watches, carrying the time. */
  heartbeat(): void {
    const updateTime = this.#o.now();
    const beats = new Map<string, Buffer>();
    for (const session of this.#sessions) {
      for (const tableKey of session.subscriptions.keys()) {
        let beat = beats.get(tableKey);
        if (!beat) {
          beat = encode({ event: 'heartbeat', data: { updateTime }, tableKey });
          beats.set(tableKey, beat);
        }
        session.sendText(beat);
      }
    }
  }

  /** Drops the connections that did not answer the last ping, and pings the others. */
  checkLiveness(): void {
    for (const session of this.#sessions) {
      if (!session.socket.ping) continue;
      if (!session.alive) {
        session.socket.terminate();
        continue;
      }
      session.alive = false;
      session.socket.ping();
    }
  }

  /**
   * The table is no longer hosted (the server removed it): each screen watching it is told why in an
   * error and leaves it; a connection that watched nothing else is closed.
   */
  tableRemoved(tableKey: string, message: string): void {
    for (const session of this.#sessions) {
      if (!session.subscriptions.has(tableKey)) continue;
      session.error(tableKey, 'NOT_FOUND', message);
      this.#leave(session, tableKey);
      if (session.subscriptions.size === 0) session.socket.close(CLOSE_NORMAL, 'table removed');
    }
    const entry = this.#channels.get(tableKey);
    if (!entry) return;
    entry.stop();
    entry.channel.close();
    this.#channels.delete(tableKey);
  }

  /**
   * Overlay links of a table were revoked (Studio): their screens are told why and let go at once, and
   * their tokens are refused from now on (auth.ts, by the table's revoked set).
   */
  linksRevoked(tableKey: string, subjects: ReadonlySet<string>): void {
    for (const session of this.#sessions) {
      const sub = session.subscriptions.get(tableKey);
      if (!sub || !subjects.has(sub.grant.subject)) continue;
      session.error(tableKey, 'FORBIDDEN', LINK_REVOKED);
      this.#leave(session, tableKey);
      if (session.subscriptions.size === 0) session.socket.close(CLOSE_POLICY, 'link revoked');
    }
  }

  /** Stops the timers, drops every connection and stops following the tables. */
  close(): void {
    for (const stop of this.#stopTimers.splice(0)) stop();
    for (const session of this.#sessions) session.socket.terminate();
    for (const { channel, stop } of this.#channels.values()) {
      stop();
      channel.close();
    }
  }

  #admit(session: Session, query: URLSearchParams, requestedKey: string | null): void {
    const { log, tables } = this.#o;
    const version = query.get('protocolVersion');
    if (version !== null && !isCompatibleVersion(Number(version))) {
      const clientVersion = Number.isInteger(Number(version)) ? Number(version) : null;
      session.send(incompatibleVersionPacket(clientVersion, requestedKey));
      session.socket.close(CLOSE_POLICY, 'incompatible protocol version');
      return;
    }
    const table = requestedKey === null ? tables.defaultTable : tables.get(requestedKey);
    if (!table) {
      const key = requestedKey ?? '(none)';
      session.error(null, 'NOT_FOUND', this.#notFound(key));
      session.socket.close(CLOSE_POLICY, 'no such table');
      return;
    }
    const credentials = { token: query.get('token') ?? query.get('key'), apiKey: query.get('apiKey') };
    session.queue = this.#join(session, table, credentials).then(
      (joined) => {
        if (!joined) session.socket.close(CLOSE_POLICY, 'not authorised');
      },
      (error: unknown) => {
        log.error({ err: error }, 'authorisation failed');
        session.socket.close(CLOSE_POLICY, 'not authorised');
      },
    );
  }

  #disconnected(session: Session): void {
    if (!this.#sessions.delete(session)) return;
    for (const key of [...session.subscriptions.keys()]) this.#leave(session, key);
    this.#o.log.info({ page: session.page }, 'client disconnected');
  }

  /**
   * The table's fan-out, made the first time anyone watches it: the room's screens and the relay
   * publisher (relay/publisher.ts) are members of the same channel, so a relay's screens get the very
   * frames an engine socket of their audience gets.
   */
  channelOf(table: Table): TableChannel {
    let entry = this.#channels.get(table.key);
    if (!entry) {
      const channel = new TableChannel(table.key, table.state(), this.#o.now, this.#timers);
      const stop = table.subscribe((state) => channel.push(state));
      entry = { channel, stop };
      this.#channels.set(table.key, entry);
    }
    return entry.channel;
  }

  /** Operators see the addresses watching the table. */
  #updateIps(tableKey: string): void {
    const table = this.#o.tables.get(tableKey);
    if (!table) return;
    const ips = new Set<string>();
    for (const session of this.#sessions) {
      if (session.subscriptions.has(tableKey)) ips.add(session.socket.remote);
    }
    table.setRequestingIps([...ips].sort());
  }

  #notFound(key: string): string {
    const hosted = this.#o.tables.keys.map((k) => `"${k}"`).join(', ');
    return `No table "${key}" on this engine; it hosts ${hosted}.`;
  }

  /** Authorises and joins a table; false (with the reason sent) when refused. */
  async #join(session: Session, table: Table, credentials: Credentials): Promise<boolean> {
    if (!session.subscriptions.has(table.key) && session.subscriptions.size >= MAX_TABLES_PER_CONNECTION) {
      session.error(
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
      secret: this.#o.secret,
      now: this.#o.now(),
      apiKeys: this.#o.apiKeys ?? null,
      revoked: table.revokedLinks,
    });
    if (!auth.ok) {
      session.error(table.key, auth.code, auth.message);
      return false;
    }
    if (!session.socket.isOpen()) return false;
    const cls = viewerClassOf(auth.grant.scope, session.page);
    if (cls !== 'hidden') {
      // Who saw hole cards, of which table, when and from where (issue 20's audit log): journaled
      // before the first state goes out.
      const feed = {
        scope: auth.grant.scope,
        page: session.page,
        remote: session.socket.remote,
        audience: cls,
      };
      await table.noteFeedOpened(feed, auth.grant.actor);
      if (!session.socket.isOpen()) return false;
    }
    const channel = this.channelOf(table);
    channel.leave(session);
    session.subscriptions.set(table.key, { grant: auth.grant, cls });
    channel.join(session, cls);
    this.#updateIps(table.key);
    return true;
  }

  #leave(session: Session, tableKey: string): void {
    if (!session.subscriptions.delete(tableKey)) return;
    this.#channels.get(tableKey)?.channel.leave(session);
    this.#updateIps(tableKey);
  }

  /** Flood control and parsing happen at once; the packet itself is handled in the connection's order. */
  #receive(session: Session, data: string | Uint8Array): void {
    const { log } = this.#o;
    const flood = session.flood;
    const verdict = flood.take(this.#o.now());
    if (verdict === 'cutOff') {
      log.warn({ remote: session.socket.remote }, 'closing a connection that keeps flooding');
      session.socket.close(CLOSE_POLICY, 'too many messages');
    } else if (verdict === 'warn') {
      const message = `Too many messages: at most ${flood.rate} a second. Some were dropped.`;
      session.error(null, 'TOO_MANY_REQUESTS', message);
    }
    if (verdict !== 'pass') return;
    const result = parseClientPacket(data);
    if (!result.ok) {
      log.debug({ page: session.page, reason: result.error.reason }, result.error.message);
      session.send(packetErrorReply(result.error));
      return;
    }
    const packet = result.packet;
    session.queue = session.queue.then(() =>
      this.#handle(session, packet).catch((error: unknown) => {
        log.error({ err: error }, 'a packet failed');
        const message = 'The engine failed on this packet; nothing changed.';
        session.error(packet.tableKey, 'INTERNAL_SERVER_ERROR', message, packet.requestId);
      }),
    );
  }

  async #handle(session: Session, packet: ClientPacket): Promise<void> {
    const requestId = packet.requestId;
    const table = this.#o.tables.get(packet.tableKey);
    if (!table) {
      session.error(packet.tableKey, 'NOT_FOUND', this.#notFound(packet.tableKey), requestId);
      return;
    }
    const ack = () => {
      if (requestId) session.send({ event: 'ack', data: { requestId }, tableKey: table.key });
    };
    if (packet.event === 'subscribe') {
      if (!isCompatibleVersion(packet.data.protocolVersion)) {
        session.send(incompatibleVersionPacket(packet.data.protocolVersion, table.key));
        session.socket.close(CLOSE_POLICY, 'incompatible protocol version');
        return;
      }
      session.page = packet.data.page;
      const credentials = { token: packet.data.token ?? null, apiKey: packet.data.apiKey ?? null };
      if (await this.#join(session, table, credentials).catch(() => false)) ack();
      return;
    }
    if (packet.event === 'unsubscribe') {
      this.#leave(session, table.key);
      ack();
      return;
    }
    if (!isOperatorCommand(packet)) return;
    const sub = session.subscriptions.get(table.key);
    if (!sub || !mayCommand(sub.grant.scope, packet.event)) {
      const message = !sub
        ? `Open the table with an operator's link before sending "${packet.event}".`
        : sub.grant.scope === 'producer'
          ? `A producer may send the Studio's commands only, not "${packet.event}": ask a table operator.`
          : `Only operators may send "${packet.event}": this screen watches the table read-only.`;
      session.error(table.key, 'FORBIDDEN', message, requestId);
      return;
    }
    if (packet.event === 'obs') {
      await this.#obs(session, table.key, packet.data, sub.grant.actor.id, requestId);
      return;
    }
    const input = operatorInput(packet, table.key, this.#o.outbox);
    if (!input.ok) {
      session.error(table.key, input.code, input.message, requestId);
      return;
    }
    if (packet.event === 'setStreamDelay') {
      // Checked against the delay the table will have once what is queued is written, with nothing
      // awaited before the submit below: no other change of delay can come between.
      const current = table.pendingModel.stream.delaySeconds;
      const refusal = delayChangeRefusal(current, packet.data.seconds, sub.grant.actor.type);
      if (refusal) {
        session.error(table.key, 'FORBIDDEN', refusal, requestId);
        return;
      }
    }
    let result: Awaited<ReturnType<Table['submit']>>;
    try {
      const actor = sub.grant.actor;
      // The clock of an event runs at every table of the event this engine hosts (event/clock-fanout.ts).
      result =
        packet.event === 'eventClock'
          ? await submitEventClock(
              this.#o.tables.all,
              { origin: table, data: packet.data, requestId, actor },
              { now: this.#o.now, log: this.#o.log },
            )
          : await table.submit(input.input, { source: 'operator', requestId, actor });
    } catch (error) {
      this.#o.log.error({ err: error, tableKey: table.key }, 'a command could not be journaled');
      const message = 'The engine could not store this command; it was not applied.';
      session.error(table.key, 'INTERNAL_SERVER_ERROR', message, requestId);
      return;
    }
    if (!result.ok) {
      session.error(table.key, result.error.code, result.error.message, requestId);
      return;
    }
    if (requestId) {
      session.send({
        event: 'ack',
        data: { requestId, time: result.time, ...(result.duplicate ? { duplicate: true } : {}) },
        tableKey: table.key,
      });
    }
  }

  /**
   * A Studio request to the table's OBS: passed to the engine's link, which checks it against what OBS
   * has before it touches anything; the answer is the link's. Not journaled (it changes OBS, not the
   * table); logged with who asked.
   */
  async #obs(
    session: Session,
    tableKey: string,
    request: ObsRequest,
    actor: string,
    requestId: string | undefined,
  ): Promise<void> {
    const link = this.#o.obs?.(tableKey);
    if (!link) {
      const message = 'This engine has no OBS link for the table: set the OBS address in Studio first.';
      session.error(tableKey, 'NOT_FOUND', message, requestId);
      return;
    }
    const result = await link.request(request);
    this.#o.log.info({ tableKey, actor, request: request.request, ok: result.ok }, 'OBS request');
    if (!result.ok) {
      session.error(tableKey, result.code, result.message, requestId);
      return;
    }
    if (requestId) session.send({ event: 'ack', data: { requestId, time: this.#o.now() }, tableKey });
  }
}
