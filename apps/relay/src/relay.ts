/**
 * A relay (decision 013): a stateless `ws` server that serves a table's screens from what the engine
 * publishes through Redis, speaking the engine's protocol — the same query (`table`, `page`,
 * `token`/`key`, `protocolVersion`), the same token check against the shared engine secret, the same
 * audiences, heartbeats (the engine's time, as it beats), flood limits and ten tables a connection.
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
import { createServer } from 'node:http';
import {
  type ClientPacket,
  type ErrorCode,
  incompatibleVersionPacket,
  isCompatibleVersion,
  isOperatorCommand,
  MAX_PACKET_BYTES,
  mayCommand,
  packetErrorReply,
  parseClientPacket,
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
import {
  CLOSE_NORMAL,
  CLOSE_POLICY,
  CLOSE_TRY_AGAIN_LATER,
  encode,
  FloodGate,
  listen,
  messageOf,
} from '@railbird/service';
import { type WebSocket, WebSocketServer } from 'ws';
import { connectEngineBus } from './engine-bus.js';
import { Feed } from './feed.js';
import type { Logger } from './log.js';
import { Session, type Subscription } from './session.js';

/** Spec §9: at most ten tables per connection. */
export const MAX_TABLES_PER_CONNECTION = 10;
/** How long a first screen waits for an audience's first state (a table just added). */
const FIRST_STATE_TIMEOUT_MS = 3000;
/**
 * Connections waiting to be accepted (Node's default is 511; the kernel caps it at somaxconn): a relay
 * killed sends its screens to the others at once, and a dropped handshake is retried seconds later.
 */
const ACCEPT_BACKLOG = 4096;

export const RELAY_TAKES_NO_COMMANDS = (event: string) =>
  `This screen is connected to a relay, which carries the table but takes no commands: send "${event}" through the engine (open the table from the console).`;

export interface RelayOptions {
  /** REDIS_URL */
  url: string;
  /** `<REDIS_PREFIX>relay:` (relayPrefix), the engine's. */
  prefix: string;
  /** The socket-token secret shared with the engine and the server. */
  secret: string;
  host: string;
  port: number;
  log: Logger;
  now: () => number;
  /** Names this relay's reply channel; random by default. */
  id?: string;
  pingMs?: number;
  messagesPerSecond?: number;
  burst?: number;
}

export interface RunningRelay {
  port: number;
  id: string;
  connectionCount(): number;
  close(): Promise<void>;
}

/** Scopes that may send some command: the engine opens a connection of its room for them. */
const COMMANDING: readonly SocketScope[] = ['operator', 'producer', 'checkIn'];

export async function startRelay(o: RelayOptions): Promise<RunningRelay> {
  const id = o.id ?? `relay-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  const log = o.log.child({ relay: id });
  const sessions = new Set<Session>();
  const feeds = new Map<string, Feed>();
  let engine: EngineBeat | null = null;
  /** Screens whose commands go to an engine connection, by the link's name. */
  const links = new Map<string, Session>();
  let linkCount = 0;

  // ── The engine's beat: its time, its tables ──────────────────────────────────────────────────────
  /**
   * Lets a subscription go: its command link closed, the session out of its feed unless the session
   * watches the table through that same feed again (a join that replaced it), the feed dropped once
   * nobody watches it.
   */
  const release = (session: Session, subscription: Subscription) => {
    const { feed, link } = subscription;
    if (link) {
      links.delete(link);
      send({ kind: 'close', tableKey: feed.tableKey, link });
    }
    if (session.subscriptions.get(feed.tableKey)?.feed !== feed) feed.members.delete(session);
    closeIfUnused(feed);
  };
  const leave = (session: Session, tableKey: string) => {
    const subscription = session.subscriptions.get(tableKey);
    if (!subscription) return;
    session.subscriptions.delete(tableKey);
    release(session, subscription);
  };
  const letGo = (session: Session, tableKey: string, code: ErrorCode, message: string, close: number) => {
    session.error(tableKey, code, message);
    leave(session, tableKey);
    if (session.subscriptions.size === 0) session.ws.close(close, message.slice(0, 100));
  };
  const onBeat = (message: string, isHeartbeat: boolean) => {
    // The beat read back at start is older than any that came while subscribing.
    if (!isHeartbeat && engine) return;
    let beat: EngineBeat;
    try {
      beat = JSON.parse(message) as EngineBeat;
    } catch {
      return;
    }
    engine = beat;
    const beats = new Map<string, Buffer>();
    for (const session of sessions) {
      for (const [tableKey, subscription] of [...session.subscriptions]) {
        const table = beat.tables[tableKey];
        if (!table) {
          letGo(session, tableKey, 'NOT_FOUND', 'This table was removed from the location.', CLOSE_NORMAL);
          continue;
        }
        if (table.revoked.includes(subscription.subject)) {
          letGo(session, tableKey, 'FORBIDDEN', LINK_REVOKED, CLOSE_POLICY);
          continue;
        }
        if (!isHeartbeat) continue;
        let bytes = beats.get(tableKey);
        if (!bytes) {
          bytes = encode({ event: 'heartbeat', data: { updateTime: beat.time }, tableKey });
          beats.set(tableKey, bytes);
        }
        session.sendText(bytes);
      }
    }
  };

  const bus = await connectEngineBus(
    { url: o.url, prefix: o.prefix, id, log },
    {
      beat: onBeat,
      frame: (channel, message) => feeds.get(channel)?.frame(message),
      linkReply: (reply: RelayReply) => {
        const session = links.get(reply.id);
        for (const packet of reply.packets) session?.sendText(Buffer.from(packet));
      },
      lost: () => {
        log.warn('redis lost: telling every screen its table is frozen');
        for (const session of sessions) {
          for (const tableKey of session.subscriptions.keys()) {
            session.error(tableKey, 'SERVICE_UNAVAILABLE', RELAY_LOST_ENGINE);
          }
        }
      },
      reconnected: () => {
        log.info('redis back: reading every state again');
        for (const feed of feeds.values()) feed.resync();
      },
    },
  );
  const { send, request } = bus;

  // ── Feeds ────────────────────────────────────────────────────────────────────────────────────────
  const feedOf = (tableKey: string, cls: ViewerClass): { feed: Feed; started: Promise<void> } => {
    const channel = bus.names.frames(tableKey, cls);
    let feed = feeds.get(channel);
    if (feed) return { feed, started: Promise.resolve() };
    feed = new Feed(tableKey, channel, bus.names.state(tableKey, cls), bus.reader, log);
    feeds.set(channel, feed);
    const f = feed;
    // Subscribe first, then read the state: nothing published in between is missed.
    const started = bus.subscribe(channel).then(() => f.start());
    return { feed, started };
  };
  function closeIfUnused(feed: Feed): void {
    if (feed.members.size > 0 || feed.pending > 0) return;
    if (feeds.get(feed.channel) !== feed) return;
    feeds.delete(feed.channel);
    bus.unsubscribe(feed.channel);
  }

  // ── Screens ──────────────────────────────────────────────────────────────────────────────────────
  const notFound = (key: string) => {
    if (!engine) return `No table "${key}": this relay has not heard from the engine yet; try again shortly.`;
    const hosted = Object.keys(engine.tables)
      .map((k) => `"${k}"`)
      .join(', ');
    return `No table "${key}" on this relay's engine; it hosts ${hosted}.`;
  };

  const join = async (
    session: Session,
    tableKey: string,
    credentials: { token: string | null; apiKey: string | null },
  ): Promise<boolean> => {
    if (!session.subscriptions.has(tableKey) && session.subscriptions.size >= MAX_TABLES_PER_CONNECTION) {
      session.error(
        tableKey,
        'TOO_MANY_REQUESTS',
        `A connection watches at most ${MAX_TABLES_PER_CONNECTION} tables: unsubscribe from one first.`,
      );
      return false;
    }
    if (!bus.isUp()) {
      // Nothing could reach the screen: refused at once, so it retries (another relay, or this one
      // once Redis is back) rather than wait on a request that cannot be answered.
      session.error(tableKey, 'SERVICE_UNAVAILABLE', RELAY_LOST_ENGINE);
      return false;
    }
    const table = engine?.tables[tableKey];
    if (!table) {
      session.error(tableKey, 'NOT_FOUND', notFound(tableKey));
      return false;
    }
    if (!credentials.token) {
      session.error(
        tableKey,
        'UNAUTHORIZED',
        credentials.apiKey
          ? 'An apiKey is checked by the engine, not by a relay: open online tables on the engine, or use a signed link.'
          : 'This table needs a signed link: open it from the console (it asks table.socketUrl) or use an overlay link.',
      );
      return false;
    }
    const check = await verifySocketToken(credentials.token, o.secret, o.now(), tableKey);
    if (!check.ok) {
      session.error(tableKey, 'UNAUTHORIZED', TOKEN_REASONS[check.reason]);
      return false;
    }
    const { sub: subject, scope, adminType } = check.claims;
    if (table.revoked.includes(subject)) {
      session.error(tableKey, 'FORBIDDEN', LINK_REVOKED);
      return false;
    }
    if (table.locationId !== null && check.claims.locationId !== table.locationId) {
      session.error(tableKey, 'FORBIDDEN', 'The link is for a table of another location.');
      return false;
    }
    const cls = viewerClassOf(scope, session.page);
    let link: string | null = null;
    if (COMMANDING.includes(scope)) {
      // The engine opens a connection of its room with the screen's token: it journals the feed's
      // opening as for its own sockets, and takes this screen's commands from now on.
      link = `${session.id}:${tableKey}:${++linkCount}`;
      const reply = await request({
        kind: 'open',
        tableKey,
        link,
        token: credentials.token,
        page: session.page,
        remote: session.remote,
      });
      if (!reply?.ok) {
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
    } else if (cls !== 'hidden') {
      // Who saw hole cards, of which table, when and from where: the engine journals it first.
      const reply = await request({
        kind: 'feedOpened',
        tableKey,
        feed: { scope, page: session.page, remote: session.remote, audience: cls },
        actor: { id: subject, type: adminType ?? null },
      });
      if (!reply?.ok) {
        session.error(
          tableKey,
          'INTERNAL_SERVER_ERROR',
          'The engine did not record the opening of this feed, so it was not opened: try again shortly.',
        );
        return false;
      }
    }
    if (!session.isOpen()) return false;
    const { feed, started } = feedOf(tableKey, cls);
    feed.pending++;
    try {
      await started;
      await feed.hasState(FIRST_STATE_TIMEOUT_MS);
    } finally {
      feed.pending--;
    }
    if (!feed.state || !session.isOpen()) {
      if (session.isOpen()) {
        session.error(tableKey, 'INTERNAL_SERVER_ERROR', 'The table has no state yet: try again shortly.');
      }
      if (link) send({ kind: 'close', tableKey, link });
      closeIfUnused(feed);
      return false;
    }
    // A screen that subscribes again to a table it watches (the web client does, right after the
    // URL's join): the new subscription in first, then the old one let go, so the feed they share
    // is never left without members (and dropped) in between.
    const previous = session.subscriptions.get(tableKey);
    session.subscriptions.set(tableKey, { cls, scope, subject, feed, link });
    if (link) links.set(link, session);
    feed.members.add(session);
    if (previous) release(session, previous);
    session.sendText(feed.statePacket()!);
    return true;
  };

  const handle = async (session: Session, packet: ClientPacket, text: string): Promise<void> => {
    const requestId = packet.requestId;
    const tableKey = packet.tableKey;
    if (!engine?.tables[tableKey]) {
      session.error(tableKey, 'NOT_FOUND', notFound(tableKey), requestId);
      return;
    }
    const ack = () => {
      if (requestId) session.send({ event: 'ack', data: { requestId }, tableKey });
    };
    if (packet.event === 'subscribe') {
      if (!isCompatibleVersion(packet.data.protocolVersion)) {
        session.send(incompatibleVersionPacket(packet.data.protocolVersion, tableKey));
        session.ws.close(CLOSE_POLICY, 'incompatible protocol version');
        return;
      }
      session.page = packet.data.page;
      const credentials = { token: packet.data.token ?? null, apiKey: packet.data.apiKey ?? null };
      if (await join(session, tableKey, credentials).catch(() => false)) ack();
      return;
    }
    if (packet.event === 'unsubscribe') {
      leave(session, tableKey);
      ack();
      return;
    }
    if (!isOperatorCommand(packet)) return;
    const subscription = session.subscriptions.get(tableKey);
    if (subscription?.link) {
      // The engine's room handles it as its own: permissions, the journal, the ack or the error.
      send({ kind: 'command', tableKey, link: subscription.link, text });
      return;
    }
    const message = !subscription
      ? `Open the table with an operator's link before sending "${packet.event}".`
      : !mayCommand(subscription.scope, packet.event)
        ? subscription.scope === 'producer'
          ? `A producer may send the Studio's commands only, not "${packet.event}": ask a table operator.`
          : `Only operators may send "${packet.event}": this screen watches the table read-only.`
        : RELAY_TAKES_NO_COMMANDS(packet.event);
    session.error(tableKey, 'FORBIDDEN', message, requestId);
  };

  const receive = (session: Session, data: string | Uint8Array) => {
    const verdict = session.flood.take(o.now());
    if (verdict === 'cutOff') {
      log.warn({ remote: session.remote }, 'closing a connection that keeps flooding');
      session.ws.close(CLOSE_POLICY, 'too many messages');
    } else if (verdict === 'warn') {
      const message = `Too many messages: at most ${session.flood.rate} a second. Some were dropped.`;
      session.error(null, 'TOO_MANY_REQUESTS', message);
    }
    if (verdict !== 'pass') return;
    const result = parseClientPacket(data);
    if (!result.ok) {
      session.send(packetErrorReply(result.error));
      return;
    }
    const packet = result.packet;
    session.queue = session.queue.then(() =>
      handle(session, packet, typeof data === 'string' ? data : Buffer.from(data).toString('utf8')).catch(
        (error: unknown) => {
          log.error({ err: error }, 'a packet failed');
          session.error(
            packet.tableKey,
            'INTERNAL_SERVER_ERROR',
            'The relay failed on this packet; nothing changed.',
            packet.requestId,
          );
        },
      ),
    );
  };

  const connect = (ws: WebSocket, remote: string, query: URLSearchParams) => {
    const flood = new FloodGate(o.messagesPerSecond ?? 200, o.burst ?? 400, o.now());
    const session = new Session(ws, remote, query.get('page'), flood, log);
    sessions.add(session);
    ws.on('pong', () => {
      session.alive = true;
    });
    ws.on('message', (raw, isBinary) => receive(session, messageOf(raw, isBinary)));
    ws.on('close', () => {
      sessions.delete(session);
      for (const key of [...session.subscriptions.keys()]) leave(session, key);
    });
    ws.on('error', (error) => log.warn({ err: error }, 'socket error'));
    const version = query.get('protocolVersion');
    const requested = query.get('table') ?? query.get('tableKey');
    if (version !== null && !isCompatibleVersion(Number(version))) {
      const clientVersion = Number.isInteger(Number(version)) ? Number(version) : null;
      session.send(incompatibleVersionPacket(clientVersion, requested));
      ws.close(CLOSE_POLICY, 'incompatible protocol version');
      return;
    }
    const tableKey = requested ?? (engine ? Object.keys(engine.tables)[0] : undefined);
    if (!tableKey || !engine?.tables[tableKey]) {
      session.error(null, 'NOT_FOUND', notFound(requested ?? '(none)'));
      ws.close(CLOSE_POLICY, 'no such table');
      return;
    }
    const credentials = { token: query.get('token') ?? query.get('key'), apiKey: query.get('apiKey') };
    session.queue = join(session, tableKey, credentials).then(
      (joined) => {
        if (joined) return;
        if (bus.isUp()) ws.close(CLOSE_POLICY, 'not authorised');
        else ws.close(CLOSE_TRY_AGAIN_LATER, 'relay lost the engine');
      },
      (error: unknown) => {
        log.error({ err: error }, 'authorisation failed');
        ws.close(CLOSE_POLICY, 'not authorised');
      },
    );
  };

  // ── Transport ────────────────────────────────────────────────────────────────────────────────────
  const http = createServer((req, res) => {
    if (req.url === '/healthz' || req.url?.startsWith('/healthz?')) {
      // 503 while Redis is lost: a load balancer sends new screens to the relays that can serve them.
      const up = bus.isUp();
      res.writeHead(up ? 200 : 503, { 'content-type': 'application/json; charset=utf-8' });
      res.end(
        JSON.stringify({
          status: up ? 'ok' : 'redis lost',
          relay: id,
          tables: engine ? Object.keys(engine.tables) : [],
          connections: sessions.size,
        }),
      );
      return;
    }
    res.writeHead(426, { 'content-type': 'text/plain; charset=utf-8', upgrade: 'websocket' });
    res.end('This is a Railbird relay: connect with a WebSocket.\n');
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: 2 * MAX_PACKET_BYTES });
  http.on('upgrade', (req, socket, head) => {
    wss.handleUpgrade(req, socket, head, (ws) => {
      const query = new URL(req.url ?? '/', 'ws://localhost').searchParams;
      connect(ws, req.socket.remoteAddress ?? 'unknown', query);
    });
  });
  const liveness = setInterval(() => {
    for (const session of sessions) {
      if (!session.alive) {
        session.ws.terminate();
        continue;
      }
      session.alive = false;
      session.ws.ping();
    }
  }, o.pingMs ?? 30_000);
  liveness.unref();

  const port = await listen(http, o.port, o.host, 'RELAY_PORT', ACCEPT_BACKLOG);
  log.info({ port, prefix: o.prefix }, 'relay listening');
  return {
    port,
    id,
    connectionCount: () => sessions.size,
    close: async () => {
      clearInterval(liveness);
      for (const session of sessions) session.ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
      bus.close();
    },
  };
}
