/**
 * The engine's side of the room (@railbird/room, decision 020): its tables. A screen's token is checked
 * against the table it asks for (auth.ts); an admitted screen joins the table's fan-out for its
 * audience (fanout.ts), gets the full state and then every change as patches, plus a heartbeat every
 * second carrying the engine's time. Operators' commands are journaled by the table and answered with
 * the journal's time; the Studio's OBS requests go to the table's OBS link.
 *
 * The room knows a connection only as a RoomSocket and time only as `now` and `timers`: the `ws`
 * server (socket-server.ts) is one transport in front of it, a relay's operator link another, tests
 * drive it with in-memory sockets.
 */
import {
  delayChangeRefusal,
  type ErrorCode,
  MAX_PACKET_BYTES,
  type ObsRequest,
  type OperatorCommand,
} from '@railbird/protocol';
import {
  type Cancel,
  type Credentials,
  type RoomConnection,
  type RoomSocket,
  type RoomTables,
  realTimers,
  type Session,
  Room as SharedRoom,
  type Timers,
} from '@railbird/room';
import { CLOSE_NORMAL, CLOSE_POLICY } from '@railbird/service';
import { submitEventClock } from '../event/clock-fanout.js';
import type { Logger } from '../log.js';
import type { Outbox } from '../outbox/outbox.js';
import type { TableHost } from '../table/host.js';
import type { Table } from '../table/table.js';
import {
  type ApiKeyChecker,
  authorise,
  type Grant,
  LINK_REVOKED,
  type ViewerClass,
  viewerClassOf,
} from './auth.js';
import { TableChannel } from './fanout.js';
import { operatorInput } from './operator-input.js';

export type { RoomConnection, RoomSocket } from '@railbird/room';
export { MAX_TABLES_PER_CONNECTION } from '@railbird/room';

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

/** A table a screen watches on the engine: the grant its token gave and the audience it is in. */
export interface EngineWatch {
  readonly scope: Grant['scope'];
  readonly grant: Grant;
  readonly cls: ViewerClass;
}

type EngineSession = Session<EngineWatch>;

export class Room implements RoomTables<EngineWatch> {
  readonly #o: RoomOptions;
  readonly #room: SharedRoom<EngineWatch>;
  readonly #channels = new Map<string, { channel: TableChannel; stop: () => void }>();
  readonly #timers: Timers;
  readonly #stopHeartbeat: Cancel | null;

  constructor(options: RoomOptions) {
    this.#o = options;
    this.#timers = options.timers ?? realTimers;
    this.#room = new SharedRoom<EngineWatch>({
      tables: this,
      name: 'engine',
      log: options.log,
      now: options.now,
      timers: this.#timers,
      ...(options.pingMs !== undefined ? { pingMs: options.pingMs } : {}),
      ...(options.messagesPerSecond !== undefined ? { messagesPerSecond: options.messagesPerSecond } : {}),
      ...(options.burst !== undefined ? { burst: options.burst } : {}),
    });
    const heartbeatMs = options.heartbeatMs ?? 1000;
    this.#stopHeartbeat = heartbeatMs > 0 ? this.#timers.every(heartbeatMs, () => this.heartbeat()) : null;
  }

  get connectionCount(): number {
    return this.#room.connectionCount;
  }

  /** A new connection with the query of the URL it opened: it is admitted, or told why not and closed. */
  connect(socket: RoomSocket, query: URLSearchParams): RoomConnection {
    return this.#room.connect(socket, query);
  }

  /** Sends every connection a heartbeat for each table it watches, carrying the time. */
  heartbeat(): void {
    this.#room.heartbeat(this.#o.now());
  }

  /** Drops the connections that did not answer the last ping, and pings the others. */
  checkLiveness(): void {
    this.#room.checkLiveness();
  }

  /**
   * The table is no longer hosted (the server removed it): each screen watching it is told why in an
   * error and leaves it; a connection that watched nothing else is closed.
   */
  tableRemoved(tableKey: string, message: string): void {
    this.#room.letGo((key) =>
      key === tableKey
        ? { code: 'NOT_FOUND', message, closeCode: CLOSE_NORMAL, closeReason: 'table removed' }
        : null,
    );
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
    this.#room.letGo((key, watch) =>
      key === tableKey && subjects.has(watch.grant.subject)
        ? { code: 'FORBIDDEN', message: LINK_REVOKED, closeCode: CLOSE_POLICY, closeReason: 'link revoked' }
        : null,
    );
  }

  /** Stops the timers, drops every connection and stops following the tables. */
  close(): void {
    this.#stopHeartbeat?.();
    this.#room.close();
    for (const { channel, stop } of this.#channels.values()) {
      stop();
      channel.close();
    }
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

  // ── The room's side: the engine's tables ─────────────────────────────────────────────────────────

  defaultKey(): string | undefined {
    return this.#o.tables.defaultTable?.key;
  }

  hosts(tableKey: string): boolean {
    return this.#o.tables.get(tableKey) !== undefined;
  }

  notFound(key: string): string {
    const hosted = this.#o.tables.keys.map((k) => `"${k}"`).join(', ');
    return `No table "${key}" on this engine; it hosts ${hosted}.`;
  }

  async authorise(
    session: EngineSession,
    tableKey: string,
    credentials: Credentials,
  ): Promise<EngineWatch | null> {
    const table = this.#o.tables.get(tableKey);
    if (!table) {
      session.error(tableKey, 'NOT_FOUND', this.notFound(tableKey));
      return null;
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
      return null;
    }
    if (!session.isOpen()) return null;
    const cls = viewerClassOf(auth.grant.scope, session.page);
    if (cls !== 'hidden') {
      // Who saw hole cards, of which table, when and from where (issue 20's audit log): journaled
      // before the first state goes out.
      const feed = { scope: auth.grant.scope, page: session.page, remote: session.remote, audience: cls };
      await table.noteFeedOpened(feed, auth.grant.actor);
    }
    return { scope: auth.grant.scope, grant: auth.grant, cls };
  }

  joined(session: EngineSession, tableKey: string, watch: EngineWatch): void {
    const table = this.#o.tables.get(tableKey);
    if (!table) return;
    const channel = this.channelOf(table);
    channel.leave(session);
    channel.join(session, watch.cls);
    this.#updateIps(tableKey);
  }

  left(session: EngineSession, tableKey: string): void {
    // A subscription replaced by a newer one of the same table keeps its place in the channel.
    if (session.subscriptions.has(tableKey)) return;
    this.#channels.get(tableKey)?.channel.leave(session);
    this.#updateIps(tableKey);
  }

  /** Operators see the addresses watching the table. */
  #updateIps(tableKey: string): void {
    const table = this.#o.tables.get(tableKey);
    if (!table) return;
    const ips = new Set<string>();
    for (const [session, key] of this.#room.watches()) if (key === tableKey) ips.add(session.remote);
    table.setRequestingIps([...ips].sort());
  }

  async command(session: EngineSession, packet: OperatorCommand, watch: EngineWatch): Promise<void> {
    const { requestId } = packet;
    const table = this.#o.tables.get(packet.tableKey);
    if (!table) return;
    if (packet.event === 'obs') {
      await this.#obs(session, table.key, packet.data, watch.grant.actor.id, requestId);
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
      const refusal = delayChangeRefusal(current, packet.data.seconds, watch.grant.actor.type);
      if (refusal) {
        session.error(table.key, 'FORBIDDEN', refusal, requestId);
        return;
      }
    }
    let result: Awaited<ReturnType<Table['submit']>>;
    try {
      const actor = watch.grant.actor;
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
    session: EngineSession,
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
