/**
 * A relay's side of the room (@railbird/room, decision 020): the tables as the engine publishes them
 * through Redis (decision 013). The room admits, limits, orders and beats as the engine's own does;
 * this side checks each token against the shared engine secret and the engine's beat (its tables,
 * their locations, revoked links), and serves each audience of a table from one feed.
 *
 * Each audience of a table it serves is one Redis channel: subscribed when its first screen comes,
 * then the audience's latest state read (frames at or below its sequence number dropped), then every
 * frame applied and passed on, the same bytes to every screen. A gap (Redis restarted, a frame lost)
 * reads the state again and sends it whole. A screen that joins gets the state at once, whichever
 * relay it reaches. The relay holds only what its screens may see: the engine redacted and delayed
 * it. Feeds carrying hole cards are journaled by the engine (a request through Redis) before the
 * first state goes out; screens that may command get a connection of the engine's room (opened with
 * their token through Redis) that takes their commands and answers them as the engine's own sockets.
 */
import {
  type AdminType,
  type OperatorCommand,
  RELAY_LOST_ENGINE,
  type SocketScope,
  verifySocketToken,
} from '@railbird/protocol';
import {
  type EngineBeat,
  LINK_REVOKED,
  type RelayReply,
  TOKEN_REASONS,
  type ViewerClass,
  viewerClassOf,
} from '@railbird/protocol/relay';
import { type Credentials, Room, type RoomTables, type Session, type Timers } from '@railbird/room';
import { CLOSE_NORMAL, CLOSE_POLICY, CLOSE_TRY_AGAIN_LATER } from '@railbird/service';
import type { BusHandlers, EngineBus } from './engine-bus.js';
import { Feed } from './feed.js';
import type { Logger } from './log.js';

/** How long a first screen waits for an audience's first state (a table just added). */
const FIRST_STATE_TIMEOUT_MS = 3000;

export const RELAY_TAKES_NO_COMMANDS = (event: string) =>
  `This screen is connected to a relay, which carries the table but takes no commands: send "${event}" through the engine (open the table from the console).`;

/** Scopes that may send some command: the engine opens a connection of its room for them. */
const COMMANDING: readonly SocketScope[] = ['operator', 'producer', 'checkIn'];

/** A table a screen watches through a relay: which audience's feed, under whose token, and its command link. */
export interface RelayWatch {
  readonly scope: SocketScope;
  readonly cls: ViewerClass;
  readonly subject: string;
  readonly feed: Feed;
  /** The engine's connection for this screen's commands (scopes that may command), by its name. */
  readonly link: string | null;
}

type RelaySession = Session<RelayWatch>;

export interface RelayRoomOptions {
  /** The socket-token secret shared with the engine and the server. */
  secret: string;
  log: Logger;
  now: () => number;
  timers?: Timers;
  pingMs?: number;
  messagesPerSecond?: number;
  burst?: number;
}

export class RelayRoom implements RoomTables<RelayWatch> {
  readonly room: Room<RelayWatch>;
  readonly #o: RelayRoomOptions;
  readonly #feeds = new Map<string, Feed>();
  /** Screens whose commands go to an engine connection, by the link's name. */
  readonly #links = new Map<string, RelaySession>();
  #linkCount = 0;
  #engine: EngineBeat | null = null;
  #bus: EngineBus | null = null;

  constructor(options: RelayRoomOptions) {
    this.#o = options;
    this.room = new Room<RelayWatch>({
      tables: this,
      name: 'relay',
      log: options.log,
      now: options.now,
      ...(options.timers ? { timers: options.timers } : {}),
      ...(options.pingMs !== undefined ? { pingMs: options.pingMs } : {}),
      ...(options.messagesPerSecond !== undefined ? { messagesPerSecond: options.messagesPerSecond } : {}),
      ...(options.burst !== undefined ? { burst: options.burst } : {}),
    });
  }

  /** The engine's tables as its last beat named them. */
  get tableKeys(): string[] {
    return this.#engine ? Object.keys(this.#engine.tables) : [];
  }

  /** The bus this side reads and asks through: set once it is connected (its handlers are `handlers`). */
  useBus(bus: EngineBus): void {
    this.#bus = bus;
  }

  #busOrThrow(): EngineBus {
    if (!this.#bus) throw new Error('the relay room has no bus yet');
    return this.#bus;
  }

  /** What the bus tells this side. */
  readonly handlers: BusHandlers = {
    beat: (message, isHeartbeat) => this.#onBeat(message, isHeartbeat),
    frame: (channel, message) => this.#feeds.get(channel)?.frame(message),
    linkReply: (reply: RelayReply) => {
      const session = this.#links.get(reply.id);
      for (const packet of reply.packets) session?.sendText(Buffer.from(packet));
    },
    lost: () => {
      this.#o.log.warn('redis lost: telling every screen its table is frozen');
      for (const [session, tableKey] of this.room.watches()) {
        session.error(tableKey, 'SERVICE_UNAVAILABLE', RELAY_LOST_ENGINE);
      }
    },
    reconnected: () => {
      this.#o.log.info('redis back: reading every state again');
      for (const feed of this.#feeds.values()) feed.resync();
    },
  };

  /** The engine's beat: its time (a heartbeat to every screen), its tables (removed ones let go, revoked links too). */
  #onBeat(message: string, isHeartbeat: boolean): void {
    // The beat read back at start is older than any that came while subscribing.
    if (!isHeartbeat && this.#engine) return;
    let beat: EngineBeat;
    try {
      beat = JSON.parse(message) as EngineBeat;
    } catch {
      return;
    }
    this.#engine = beat;
    this.room.letGo((tableKey, watch) => {
      const table = beat.tables[tableKey];
      if (!table) {
        const message = 'This table was removed from the location.';
        return { code: 'NOT_FOUND', message, closeCode: CLOSE_NORMAL, closeReason: message.slice(0, 100) };
      }
      if (table.revoked.includes(watch.subject)) {
        return {
          code: 'FORBIDDEN',
          message: LINK_REVOKED,
          closeCode: CLOSE_POLICY,
          closeReason: LINK_REVOKED.slice(0, 100),
        };
      }
      return null;
    });
    if (isHeartbeat) this.room.heartbeat(beat.time);
  }

  // ── The room's side ──────────────────────────────────────────────────────────────────────────────

  defaultKey(): string | undefined {
    return this.tableKeys[0];
  }

  hosts(tableKey: string): boolean {
    return this.#engine?.tables[tableKey] !== undefined;
  }

  notFound(key: string): string {
    if (!this.#engine)
      return `No table "${key}": this relay has not heard from the engine yet; try again shortly.`;
    const hosted = this.tableKeys.map((k) => `"${k}"`).join(', ');
    return `No table "${key}" on this relay's engine; it hosts ${hosted}.`;
  }

  refusal(): { code: number; reason: string } {
    return this.#bus?.isUp() === false
      ? { code: CLOSE_TRY_AGAIN_LATER, reason: 'relay lost the engine' }
      : { code: CLOSE_POLICY, reason: 'not authorised' };
  }

  async authorise(
    session: RelaySession,
    tableKey: string,
    credentials: Credentials,
  ): Promise<RelayWatch | null> {
    const bus = this.#busOrThrow();
    if (!bus.isUp()) {
      // Nothing could reach the screen: refused at once, so it retries (another relay, or this one
      // once Redis is back) rather than wait on a request that cannot be answered.
      session.error(tableKey, 'SERVICE_UNAVAILABLE', RELAY_LOST_ENGINE);
      return null;
    }
    const table = this.#engine?.tables[tableKey];
    if (!table) {
      session.error(tableKey, 'NOT_FOUND', this.notFound(tableKey));
      return null;
    }
    if (!credentials.token) {
      session.error(
        tableKey,
        'UNAUTHORIZED',
        credentials.apiKey
          ? 'An apiKey is checked by the engine, not by a relay: open online tables on the engine, or use a signed link.'
          : 'This table needs a signed link: open it from the console (it asks table.socketUrl) or use an overlay link.',
      );
      return null;
    }
    const check = await verifySocketToken(credentials.token, this.#o.secret, this.#o.now(), tableKey);
    if (!check.ok) {
      session.error(tableKey, 'UNAUTHORIZED', TOKEN_REASONS[check.reason]);
      return null;
    }
    const { sub: subject, scope, adminType } = check.claims;
    if (table.revoked.includes(subject)) {
      session.error(tableKey, 'FORBIDDEN', LINK_REVOKED);
      return null;
    }
    if (table.locationId !== null && check.claims.locationId !== table.locationId) {
      session.error(tableKey, 'FORBIDDEN', 'The link is for a table of another location.');
      return null;
    }
    const cls = viewerClassOf(scope, session.page);
    const link = COMMANDING.includes(scope) ? `${session.id}:${tableKey}:${++this.#linkCount}` : null;
    const actor = { id: subject, type: adminType ?? null };
    const opened = link
      ? await this.#openLink(session, tableKey, link, credentials.token)
      : cls === 'hidden' || (await this.#journalFeed(session, tableKey, { scope, cls, actor }));
    if (!opened) return null;
    if (!session.isOpen()) {
      if (link) bus.send({ kind: 'close', tableKey, link });
      return null;
    }
    const feed = await this.#feedWithState(session, tableKey, cls, link);
    return feed ? { scope, cls, subject, feed, link } : null;
  }

  /**
   * The engine opens a connection of its room with the screen's token: it journals the feed's opening
   * as for its own sockets, and takes this screen's commands from now on.
   */
  async #openLink(session: RelaySession, tableKey: string, link: string, token: string): Promise<boolean> {
    const bus = this.#busOrThrow();
    const reply = await bus.request({
      kind: 'open',
      tableKey,
      link,
      token,
      page: session.page,
      remote: session.remote,
    });
    if (reply?.ok) return true;
    for (const packet of reply?.packets ?? []) session.sendText(Buffer.from(packet));
    if (!reply || reply.packets.length === 0) {
      session.error(
        tableKey,
        'INTERNAL_SERVER_ERROR',
        'The engine did not open this screen for commands, so it was not opened: try again shortly.',
      );
    }
    return false;
  }

  /** Who saw hole cards, of which table, when and from where: the engine journals it first. */
  async #journalFeed(
    session: RelaySession,
    tableKey: string,
    opened: {
      scope: SocketScope;
      cls: Exclude<ViewerClass, 'hidden'>;
      actor: { id: string; type: AdminType | null };
    },
  ): Promise<boolean> {
    const reply = await this.#busOrThrow().request({
      kind: 'feedOpened',
      tableKey,
      feed: { scope: opened.scope, page: session.page, remote: session.remote, audience: opened.cls },
      actor: opened.actor,
    });
    if (reply?.ok) return true;
    session.error(
      tableKey,
      'INTERNAL_SERVER_ERROR',
      'The engine did not record the opening of this feed, so it was not opened: try again shortly.',
    );
    return false;
  }

  /** The audience's feed once it holds a state; null (the screen told, the link closed) when none came. */
  async #feedWithState(
    session: RelaySession,
    tableKey: string,
    cls: ViewerClass,
    link: string | null,
  ): Promise<Feed | null> {
    const { feed, started } = this.#feedOf(tableKey, cls);
    feed.pending++;
    try {
      await started;
      await feed.hasState(FIRST_STATE_TIMEOUT_MS);
    } finally {
      feed.pending--;
    }
    if (feed.state && session.isOpen()) return feed;
    if (session.isOpen()) {
      session.error(tableKey, 'INTERNAL_SERVER_ERROR', 'The table has no state yet: try again shortly.');
    }
    if (link) this.#busOrThrow().send({ kind: 'close', tableKey, link });
    this.#closeIfUnused(feed);
    return null;
  }

  joined(
    session: RelaySession,
    _tableKey: string,
    watch: RelayWatch,
    previous: RelayWatch | undefined,
  ): void {
    if (watch.link) this.#links.set(watch.link, session);
    watch.feed.members.add(session);
    // A screen that subscribes again to a table it watches (the web client does, right after the
    // URL's join): the old subscription is let go after the new one is in.
    if (previous) this.left(session, _tableKey, previous);
    session.sendText(watch.feed.statePacket()!);
  }

  /**
   * Lets a subscription go: its command link closed, the session out of its feed unless the session
   * watches the table through that same feed again (a join that replaced it), the feed dropped once
   * nobody watches it.
   */
  left(session: RelaySession, tableKey: string, watch: RelayWatch): void {
    const { feed, link } = watch;
    if (link) {
      this.#links.delete(link);
      this.#bus?.send({ kind: 'close', tableKey, link });
    }
    if (session.subscriptions.get(tableKey)?.feed !== feed) feed.members.delete(session);
    this.#closeIfUnused(feed);
  }

  async command(
    session: RelaySession,
    packet: OperatorCommand,
    watch: RelayWatch,
    text: string,
  ): Promise<void> {
    if (watch.link) {
      // The engine's room handles it as its own: permissions, the journal, the ack or the error.
      this.#busOrThrow().send({ kind: 'command', tableKey: packet.tableKey, link: watch.link, text });
      return;
    }
    session.error(packet.tableKey, 'FORBIDDEN', RELAY_TAKES_NO_COMMANDS(packet.event), packet.requestId);
  }

  // ── Feeds ────────────────────────────────────────────────────────────────────────────────────────

  #feedOf(tableKey: string, cls: ViewerClass): { feed: Feed; started: Promise<void> } {
    const bus = this.#busOrThrow();
    const channel = bus.names.frames(tableKey, cls);
    const existing = this.#feeds.get(channel);
    if (existing) return { feed: existing, started: Promise.resolve() };
    const feed = new Feed(tableKey, channel, bus.names.state(tableKey, cls), bus.reader, this.#o.log);
    this.#feeds.set(channel, feed);
    // Subscribe first, then read the state: nothing published in between is missed.
    const started = bus.subscribe(channel).then(() => feed.start());
    return { feed, started };
  }

  #closeIfUnused(feed: Feed): void {
    if (feed.members.size > 0 || feed.pending > 0) return;
    if (this.#feeds.get(feed.channel) !== feed) return;
    this.#feeds.delete(feed.channel);
    this.#bus?.unsubscribe(feed.channel);
  }
}
