/**
 * The engine's side of the relays (decision 013), on only when REDIS_URL is set. For each hosted
 * table one publisher joins a TableChannel (the same class the room uses) as a member of each
 * audience, so what it publishes is exactly what an engine socket of that audience gets: redacted
 * and delayed here, before it leaves the engine. Each frame goes to the audience's Redis channel with
 * a sequence number, in one MULTI with the audience's latest full state (what a relay starts from).
 * Every second, and whenever the tables change, the engine's time and its tables (location, revoked
 * overlay links) go out too: the relays' heartbeat and what they authorise screens against. Relays
 * ask the engine to journal each opening of a feed carrying hole cards, as its own room does.
 *
 * While Redis is down nothing is queued (a long outage would otherwise hold every frame in memory):
 * frames are dropped, and when Redis is back each audience's latest state goes out whole, so the
 * stored states (Redis may come back empty) and the relays are current again at once.
 */
import { applyStatePatch, PROTOCOL_VERSION, type StatePatch, type TableState } from '@railbird/protocol';
import {
  type EngineBeat,
  type RelayReply,
  type RelayRequest,
  relayNames,
  VIEWER_CLASSES,
  type ViewerClass,
} from '@railbird/protocol/relay';
import { type Cancel, realTimers, type Timers } from '@railbird/room';
import { Redis } from 'ioredis';
import type { Logger } from '../log.js';
import { type Member, TableChannel } from '../sockets/fanout.js';
import type { RoomConnection, RoomSocket } from '../sockets/room.js';
import type { TableHost } from '../table/host.js';
import type { Table } from '../table/table.js';

export interface RelayPublisherOptions {
  /** REDIS_URL */
  url: string;
  /** Prefix of every key and channel, `<REDIS_PREFIX>relay:` (tests use a REDIS_PREFIX per run). */
  prefix: string;
  tables: Pick<TableHost, 'all' | 'get'>;
  log: Logger;
  now: () => number;
  timers?: Timers;
  /** The engine's time and tables go out this often (protocol: a heartbeat every second). */
  beatMs?: number;
  /** Opens a connection of the engine's room: operators on relays command through it. */
  connect?: (socket: RoomSocket, query: URLSearchParams) => RoomConnection;
  /**
   * The room's fan-out of a table, which the publisher joins for each audience: relays then carry the
   * very frames the engine's sockets get. Absent (tests of the publisher alone): a channel of its own.
   */
  channelOf?: (table: Table) => TableChannel;
}

export interface RelayPublisher {
  /** The hosted tables changed: follow new ones, drop removed ones, tell the relays at once. */
  sync(): void;
  /** Resolves once every frame published so far reached Redis (tests). */
  flushed(): Promise<void>;
  close(): Promise<void>;
}

/** One audience of one table as the relays get it. */
class Audience implements Member {
  #state: TableState | null = null;
  seq: number;
  readonly #tableKey: string;
  readonly #publish: (seq: number, state: TableState, packet: string) => void;

  constructor(
    tableKey: string,
    firstSeq: number,
    publish: (seq: number, state: TableState, packet: string) => void,
  ) {
    this.#tableKey = tableKey;
    this.seq = firstSeq;
    this.#publish = publish;
  }

  /** The latest state again, whole (Redis is back: what was published meanwhile is lost). */
  republish(): void {
    if (!this.#state) return;
    const packet = JSON.stringify({ event: 'state', data: this.#state, tableKey: this.#tableKey });
    this.#publish(++this.seq, this.#state, packet);
  }

  sendText(bytes: Buffer): void {
    const text = bytes.toString('utf8');
    const packet = JSON.parse(text) as { event: string; data: unknown };
    if (packet.event === 'state') this.#state = packet.data as TableState;
    else if (packet.event === 'statePatch' && this.#state) {
      const next = applyStatePatch(this.#state, packet.data as StatePatch);
      if (!next) throw new Error('a patch of the table channel did not follow its last state');
      this.#state = next;
    } else return;
    this.#publish(++this.seq, this.#state, text);
  }
}

export async function startRelayPublisher(o: RelayPublisherOptions): Promise<RelayPublisher> {
  const names = relayNames(o.prefix);
  const log = o.log.child({ part: 'relay' });
  const timers = o.timers ?? realTimers;
  // No offline queue on the publishing connection: a write while Redis is down fails at once.
  const redis = new Redis(o.url, { lazyConnect: true, enableOfflineQueue: false });
  const requests = new Redis(o.url, { lazyConnect: true });
  for (const r of [redis, requests]) r.on('error', (error) => log.warn({ err: error }, 'redis'));
  await Promise.all([redis.connect(), requests.connect()]);

  /** Writes that failed since Redis went away: logged once when it goes, counted when it is back. */
  let failed = 0;
  const track = (p: Promise<unknown>) => {
    p.catch((error: unknown) => {
      if (failed++ === 0) log.warn({ err: error }, 'redis publish failed: dropping frames until it is back');
    });
  };

  const followed = new Map<
    string,
    { table: Table; channel: TableChannel; audiences: Audience[]; stop: () => void }
  >();
  const channelOf = (table: Table) => {
    if (o.channelOf) return { channel: o.channelOf(table), stop: () => {} };
    const channel = new TableChannel(table.key, table.state(), o.now, timers);
    const unsubscribe = table.subscribe((state) => channel.push(state));
    return {
      channel,
      stop: () => {
        unsubscribe();
        channel.close();
      },
    };
  };
  const follow = (table: Table) => {
    const { channel, stop: release } = channelOf(table);
    // Sequence numbers grow across engine restarts (a relay keeps the highest it saw).
    const firstSeq = o.now() * 1000;
    const audiences: Audience[] = [];
    for (const cls of VIEWER_CLASSES) {
      const audience = new Audience(table.key, firstSeq, (seq, state, packet) =>
        track(
          redis
            .multi()
            .set(names.state(table.key, cls), `${seq}\n${JSON.stringify(state)}`)
            .publish(names.frames(table.key, cls), `${seq}\n${packet}`)
            .exec(),
        ),
      );
      channel.join(audience, cls);
      audiences.push(audience);
    }
    const stop = () => {
      for (const audience of audiences) channel.leave(audience);
      release();
    };
    followed.set(table.key, { table, channel, audiences, stop });
  };
  const unfollow = (key: string) => {
    const entry = followed.get(key);
    if (!entry) return;
    entry.stop();
    followed.delete(key);
    const keys = VIEWER_CLASSES.map((cls: ViewerClass) => names.state(key, cls));
    track(redis.del(...keys));
  };

  const beat = () => {
    const tables: EngineBeat['tables'] = {};
    for (const { table } of followed.values()) {
      tables[table.key] = { locationId: table.locationId, revoked: [...table.revokedLinks] };
    }
    const message = JSON.stringify({ time: o.now(), tables } satisfies EngineBeat);
    track(redis.multi().set(names.engine, message, 'PX', 5000).publish(names.engine, message).exec());
  };
  const sync = () => {
    const hosted = new Set(o.tables.all.map((t) => t.key));
    for (const key of [...followed.keys()]) if (!hosted.has(key)) unfollow(key);
    for (const table of o.tables.all) if (!followed.has(table.key)) follow(table);
    beat();
  };

  /**
   * Operators on relays: a connection of the room each, keyed by `<reply channel> <link>`. What the
   * room sends it other than the table's frames (acks, errors) goes back to the relay.
   */
  const links = new Map<string, { connection: RoomConnection; close: () => void }>();
  const FRAME = /^\{"event":"(state|statePatch|heartbeat)"/;
  const open = async (request: RelayRequest & { kind: 'open' }): Promise<RelayReply> => {
    const reply = (packets: string[]) =>
      track(redis.publish(request.reply, JSON.stringify({ id: request.link, ok: true, packets })));
    const key = `${request.reply} ${request.link}`;
    links.get(key)?.close();
    if (!o.connect) return { id: request.id, ok: false, packets: [] };
    let isOpen = true;
    let joined = false;
    const early: string[] = [];
    let opening = true;
    const socket: RoomSocket = {
      remote: request.remote,
      send: (bytes) => {
        const text = Buffer.from(bytes).toString('utf8');
        if (FRAME.test(text.slice(0, 30))) {
          if (text.startsWith('{"event":"state"')) joined = true;
          return;
        }
        if (opening) early.push(text);
        else reply([text]);
      },
      bufferedAmount: () => 0,
      isOpen: () => isOpen,
      close: () => {
        isOpen = false;
      },
      terminate: () => {
        isOpen = false;
      },
    };
    const query = new URLSearchParams({
      table: request.tableKey,
      token: request.token,
      protocolVersion: String(PROTOCOL_VERSION),
      ...(request.page !== null ? { page: request.page } : {}),
    });
    const connection = o.connect(socket, query);
    const close = () => {
      isOpen = false;
      links.delete(key);
      connection.disconnected();
    };
    await connection.settled();
    opening = false;
    if (!joined || !isOpen) {
      close();
      return { id: request.id, ok: false, packets: early };
    }
    links.set(key, { connection, close });
    return { id: request.id, ok: true, packets: early };
  };

  const answer = async (request: RelayRequest): Promise<RelayReply> => {
    const table = o.tables.get(request.tableKey);
    if (request.kind === 'close') {
      links.get(`${request.reply} ${request.link}`)?.close();
      return { id: request.id, ok: true, packets: [] };
    }
    if (request.kind === 'command') {
      const link = links.get(`${request.reply} ${request.link}`);
      if (!link) {
        const message = 'The engine no longer knows this screen: reload the page.';
        const packet = { event: 'error', data: { code: 'NOT_FOUND', message }, tableKey: request.tableKey };
        return { id: request.link, ok: false, packets: [JSON.stringify(packet)] };
      }
      link.connection.receive(request.text);
      return { id: request.id, ok: true, packets: [] };
    }
    if (!table) return { id: request.id, ok: false, packets: [] };
    if (request.kind === 'open') return open(request);
    await table.noteFeedOpened(request.feed, request.actor);
    return { id: request.id, ok: true, packets: [] };
  };
  requests.on('message', (_channel: string, message: string) => {
    let request: RelayRequest;
    try {
      request = JSON.parse(message) as RelayRequest;
    } catch {
      return;
    }
    answer(request)
      .catch((error: unknown) => {
        log.error({ err: error, tableKey: request.tableKey }, 'a relay request failed');
        return { id: request.id, ok: false, packets: [] };
      })
      .then((reply) => track(redis.publish(request.reply, JSON.stringify(reply))));
  });
  await requests.subscribe(names.requests);

  /** A relay gone (killed, cut off) leaves no listener on its reply channel: its links are closed. */
  const dropSilentRelays = async () => {
    const channels = new Set([...links.keys()].map((key) => key.slice(0, key.indexOf(' '))));
    for (const channel of channels) {
      const [, listeners] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
      if (Number(listeners) > 0) continue;
      let closed = 0;
      for (const [key, link] of [...links]) {
        if (!key.startsWith(`${channel} `)) continue;
        link.close();
        closed++;
      }
      log.info({ channel, closed }, "a relay is gone: its screens' connections closed");
    }
  };
  // Registered after the first connect: every 'ready' here is Redis back (perhaps empty, restarted).
  redis.on('ready', () => {
    log.info({ dropped: failed }, 'redis back: publishing every state again');
    failed = 0;
    for (const { audiences } of followed.values()) for (const audience of audiences) audience.republish();
    beat();
  });
  let beats = 0;
  sync();
  const stopBeat: Cancel = timers.every(o.beatMs ?? 1000, () => {
    sync();
    if (++beats % 10 === 0 && links.size > 0) {
      dropSilentRelays().catch((error: unknown) => log.warn({ err: error }, 'relay check failed'));
    }
  });
  log.info({ prefix: o.prefix, tables: [...followed.keys()] }, 'publishing to relays');
  return {
    sync,
    // Commands on one connection run in order: the PING answers after every frame before it.
    flushed: () => redis.ping().then(() => undefined),
    close: async () => {
      stopBeat();
      for (const link of [...links.values()]) link.close();
      // The stored states (the operators' with live hole cards) do not outlive the engine.
      for (const key of [...followed.keys()]) unfollow(key);
      track(redis.del(names.engine));
      await redis.ping().catch(() => undefined);
      requests.disconnect();
      await redis.quit().catch(() => undefined);
    },
  };
}
