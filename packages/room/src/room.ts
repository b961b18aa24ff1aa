/**
 * The room every screen of a table joins, whichever process serves it (decision 020): the engine's
 * own sockets and a relay's run this same code. A screen connects with
 * `?table=<key>&page=<page>&token=<signed token>` (or `key=` for overlay links, `apiKey=` for online
 * tables) and is admitted or told why not and closed; it may watch up to ten tables, each further one
 * by a `subscribe` packet; its packets are flood-limited, parsed and handled one after another; it
 * gets a heartbeat per watched table carrying the time; a peer that stops answering pings, or reads
 * too slowly, is dropped. Only scopes that may send a command reach the side's `command`; everyone
 * else is refused here, always with the reason.
 *
 * What a table is, who may watch it and how its state reaches a screen is the side's: the engine
 * authorises against its tables and fans out their states, a relay checks tokens against what the
 * engine publishes and passes on its frames (`RoomTables`). The room knows a connection only as a
 * RoomSocket and time only as `now` and `timers`: transports sit in front of it (ws.ts), tests drive it
 * with in-memory sockets on a manual clock.
 */
import {
  type ClientPacket,
  type ErrorCode,
  incompatibleVersionPacket,
  isCompatibleVersion,
  isOperatorCommand,
  mayCommand,
  type OperatorCommand,
  packetErrorReply,
  parseClientPacket,
} from '@railbird/protocol';
import { CLOSE_POLICY, encode, FloodGate } from '@railbird/service';
import type { RoomLog } from './log.js';
import { type RoomSocket, Session, type Watch } from './session.js';
import { type Cancel, realTimers, type Timers } from './timers.js';

/** Spec §9: at most ten tables per connection. */
export const MAX_TABLES_PER_CONNECTION = 10;

/** What a screen presented for a table. */
export interface Credentials {
  token: string | null;
  apiKey: string | null;
}

/** How a subscription is let go: the error the screen is told, and how it is closed if it watched nothing else. */
export interface LetGo {
  code: ErrorCode;
  message: string;
  closeCode: number;
  closeReason: string;
}

/** The side of the room that knows the tables: the engine's, or a relay's. */
export interface RoomTables<W extends Watch> {
  /** The table a connection watches when its URL names none; undefined when there is none. */
  defaultKey(): string | undefined;
  hosts(tableKey: string): boolean;
  /** Why a table is not served here, naming the ones that are. */
  notFound(tableKey: string): string;
  /**
   * Decides whether the screen may watch the table and readies what it will watch (a journaled
   * feed, a first state); null when refused, the reason already sent to the screen.
   */
  authorise(session: Session<W>, tableKey: string, credentials: Credentials): Promise<W | null>;
  /** The subscription is the session's now (replacing `previous`, if any): its feed starts. */
  joined(session: Session<W>, tableKey: string, watch: W, previous: W | undefined): void;
  /** A subscription ended: unsubscribed, let go, its connection closed, or authorised too late. */
  left(session: Session<W>, tableKey: string, watch: W): void;
  /** A command from a screen whose scope may send it. */
  command(session: Session<W>, packet: OperatorCommand, watch: W, text: string): Promise<void>;
  /** How a connection whose first table was refused is closed (default: policy, "not authorised"). */
  refusal?(): { code: number; reason: string };
}

export interface RoomOptions<W extends Watch> {
  tables: RoomTables<W>;
  /** Who serves the room, in what a screen is told when a packet fails ("engine", "relay"). */
  name: string;
  log: RoomLog;
  now: () => number;
  /** Connections that do not answer a ping within this many ms are dropped. */
  pingMs?: number;
  /** Messages a connection may send per second on average, and in one burst. */
  messagesPerSecond?: number;
  burst?: number;
  /** Pings run on these (default: Node's timers). */
  timers?: Timers;
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

/** What a transport needs of a room. */
export interface Connectable {
  connect(socket: RoomSocket, query: URLSearchParams): RoomConnection;
}

export class Room<W extends Watch = Watch> implements Connectable {
  readonly #o: RoomOptions<W>;
  readonly #tables: RoomTables<W>;
  readonly #sessions = new Set<Session<W>>();
  readonly #stopPings: Cancel;

  constructor(options: RoomOptions<W>) {
    this.#o = options;
    this.#tables = options.tables;
    const timers = options.timers ?? realTimers;
    this.#stopPings = timers.every(options.pingMs ?? 30_000, () => this.checkLiveness());
  }

  get connectionCount(): number {
    return this.#sessions.size;
  }

  /** A new connection with the query of the URL it opened: it is admitted, or told why not and closed. */
  connect(socket: RoomSocket, query: URLSearchParams): RoomConnection {
    const { log, now } = this.#o;
    const flood = new FloodGate(this.#o.messagesPerSecond ?? 200, this.#o.burst ?? 400, now());
    const session = new Session<W>(socket, query.get('page'), flood, log);
    this.#sessions.add(session);
    const requested = query.get('table') ?? query.get('tableKey');
    log.info({ page: session.page, tableKey: requested, remote: socket.remote }, 'client connected');
    this.#admit(session, query, requested);
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

  /** Every subscription, with its session: what a side tells its screens of a table (frozen, say). */
  *watches(): Iterable<[Session<W>, string, W]> {
    for (const session of this.#sessions) {
      for (const [tableKey, watch] of session.subscriptions) yield [session, tableKey, watch];
    }
  }

  /** Sends every connection a heartbeat for each table it watches, carrying `time`. */
  heartbeat(time: number, tableKeys?: ReadonlySet<string>): void {
    const beats = new Map<string, Buffer>();
    for (const [session, tableKey] of this.watches()) {
      if (tableKeys && !tableKeys.has(tableKey)) continue;
      let beat = beats.get(tableKey);
      if (!beat) {
        beat = encode({ event: 'heartbeat', data: { updateTime: time }, tableKey });
        beats.set(tableKey, beat);
      }
      session.sendText(beat);
    }
  }

  /**
   * Lets go of each subscription `verdict` names a reason for (its table removed, its link revoked):
   * the screen is told why and leaves the table; a connection left watching nothing is closed.
   */
  letGo(verdict: (tableKey: string, watch: W) => LetGo | null): void {
    for (const [session, tableKey, watch] of [...this.watches()]) {
      const why = verdict(tableKey, watch);
      if (!why) continue;
      session.error(tableKey, why.code, why.message);
      this.#leave(session, tableKey);
      if (session.subscriptions.size === 0) session.socket.close(why.closeCode, why.closeReason);
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

  /** Stops pinging and drops every connection. */
  close(): void {
    this.#stopPings();
    for (const session of this.#sessions) session.socket.terminate();
  }

  #admit(session: Session<W>, query: URLSearchParams, requested: string | null): void {
    const version = query.get('protocolVersion');
    if (version !== null && !isCompatibleVersion(Number(version))) {
      const clientVersion = Number.isInteger(Number(version)) ? Number(version) : null;
      session.send(incompatibleVersionPacket(clientVersion, requested));
      session.socket.close(CLOSE_POLICY, 'incompatible protocol version');
      return;
    }
    const tableKey = requested ?? this.#tables.defaultKey();
    if (tableKey === undefined || !this.#tables.hosts(tableKey)) {
      session.error(null, 'NOT_FOUND', this.#tables.notFound(requested ?? '(none)'));
      session.socket.close(CLOSE_POLICY, 'no such table');
      return;
    }
    const credentials = { token: query.get('token') ?? query.get('key'), apiKey: query.get('apiKey') };
    const refuse = () => {
      const { code, reason } = this.#tables.refusal?.() ?? { code: CLOSE_POLICY, reason: 'not authorised' };
      session.socket.close(code, reason);
    };
    session.queue = this.#join(session, tableKey, credentials).then(
      (joined) => {
        if (!joined) refuse();
      },
      (error: unknown) => {
        this.#o.log.error({ err: error }, 'authorisation failed');
        session.socket.close(CLOSE_POLICY, 'not authorised');
      },
    );
  }

  #disconnected(session: Session<W>): void {
    if (!this.#sessions.delete(session)) return;
    for (const key of [...session.subscriptions.keys()]) this.#leave(session, key);
    this.#o.log.info({ page: session.page }, 'client disconnected');
  }

  /** Authorises and joins a table; false (with the reason sent) when refused. */
  async #join(session: Session<W>, tableKey: string, credentials: Credentials): Promise<boolean> {
    if (!session.subscriptions.has(tableKey) && session.subscriptions.size >= MAX_TABLES_PER_CONNECTION) {
      session.error(
        tableKey,
        'TOO_MANY_REQUESTS',
        `A connection watches at most ${MAX_TABLES_PER_CONNECTION} tables: unsubscribe from one first.`,
      );
      return false;
    }
    const watch = await this.#tables.authorise(session, tableKey, credentials);
    if (!watch) return false;
    if (!session.isOpen()) {
      this.#tables.left(session, tableKey, watch);
      return false;
    }
    // The new subscription in first, then the side told: a feed the old and the new one share is
    // never left without members in between.
    const previous = session.subscriptions.get(tableKey);
    session.subscriptions.set(tableKey, watch);
    this.#tables.joined(session, tableKey, watch, previous);
    return true;
  }

  #leave(session: Session<W>, tableKey: string): void {
    const watch = session.subscriptions.get(tableKey);
    if (!watch) return;
    session.subscriptions.delete(tableKey);
    this.#tables.left(session, tableKey, watch);
  }

  /** Flood control and parsing happen at once; the packet itself is handled in the connection's order. */
  #receive(session: Session<W>, data: string | Uint8Array): void {
    const { log } = this.#o;
    const flood = session.flood;
    const verdict = flood.take(this.#o.now());
    if (verdict === 'cutOff') {
      log.warn({ remote: session.remote }, 'closing a connection that keeps flooding');
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
    const text = typeof data === 'string' ? data : Buffer.from(data).toString('utf8');
    session.queue = session.queue.then(() =>
      this.#handle(session, packet, text).catch((error: unknown) => {
        log.error({ err: error }, 'a packet failed');
        const message = `The ${this.#o.name} failed on this packet; nothing changed.`;
        session.error(packet.tableKey, 'INTERNAL_SERVER_ERROR', message, packet.requestId);
      }),
    );
  }

  async #handle(session: Session<W>, packet: ClientPacket, text: string): Promise<void> {
    const { requestId, tableKey } = packet;
    if (!this.#tables.hosts(tableKey)) {
      session.error(tableKey, 'NOT_FOUND', this.#tables.notFound(tableKey), requestId);
      return;
    }
    const ack = () => {
      if (requestId) session.send({ event: 'ack', data: { requestId }, tableKey });
    };
    if (packet.event === 'subscribe') {
      if (!isCompatibleVersion(packet.data.protocolVersion)) {
        session.send(incompatibleVersionPacket(packet.data.protocolVersion, tableKey));
        session.socket.close(CLOSE_POLICY, 'incompatible protocol version');
        return;
      }
      session.page = packet.data.page;
      const credentials = { token: packet.data.token ?? null, apiKey: packet.data.apiKey ?? null };
      if (await this.#join(session, tableKey, credentials).catch(() => false)) ack();
      return;
    }
    if (packet.event === 'unsubscribe') {
      this.#leave(session, tableKey);
      ack();
      return;
    }
    if (!isOperatorCommand(packet)) return;
    const watch = session.subscriptions.get(tableKey);
    if (!watch || !mayCommand(watch.scope, packet.event)) {
      const message = !watch
        ? `Open the table with an operator's link before sending "${packet.event}".`
        : watch.scope === 'producer'
          ? `A producer may send the Studio's commands only, not "${packet.event}": ask a table operator.`
          : `Only operators may send "${packet.event}": this screen watches the table read-only.`;
      session.error(tableKey, 'FORBIDDEN', message, requestId);
      return;
    }
    await this.#tables.command(session, packet, watch, text);
  }
}
