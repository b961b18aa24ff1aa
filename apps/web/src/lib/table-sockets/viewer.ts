import { hideHoleCards, RELAY_LOST_ENGINE, type TableState } from '@railbird/protocol';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNow } from '../use-now.js';
import { HOOK_RETRY_MS, type SocketFactory, type SocketLike, TableConnection } from './connection.js';
import { watchHeartbeats } from './heartbeat.js';
import { LATENCY_WARNING_MS } from './latency.js';
import { LOCAL_ENGINE_PORT, withSocketQuery } from './socket-url.js';
import { type ConnectionStatus, TableStore } from './store.js';

/**
 * A display's own read-only socket to one table (an OBS overlay, a room screen): no sign-in, the
 * overlay link's token instead. Unlike the console it keeps the last state it had when the socket
 * drops, so the page can show what is not live (names, stats) and hide what is (cards, equities) until
 * data flows again: UI.md "never frozen", issue 9.
 */

export interface ViewerSnapshot {
  /** The last state received (kept across a dropped socket); null before the first. */
  state: TableState | null;
  status: ConnectionStatus;
  /**
   * When the newest packet drawn left the engine, on this page's clock (epoch ms): its arrival time,
   * less however late it was read compared with the quickest packet lately. A page that falls behind
   * (a backlog of packets after a busy spell) thus sees its data age even while packets still come in.
   */
  lastPacketAt: number | null;
  lastError: string | null;
}

export interface ViewerOptions {
  tableKey: string;
  /** The engine's address, `ws://host:port/`. */
  engineUrl: string;
  /** The overlay link's token (`?key=`), a viewer or hiddenViewer token; null when the link has none. */
  token: string | null;
  /** Which page connects (`overlays-hidden`, `table-display`…): the engine scopes and logs by it. */
  page: string;
  /** Never hold or draw a hole card: every state is redacted on arrival as well (defence in depth). */
  hidden: boolean;
}

/** The socket address of a display: the engine, the table, the link's token and the page. */
export function viewerSocketUrl({ engineUrl, tableKey, token, page }: Omit<ViewerOptions, 'hidden'>): string {
  const url = new URL(engineUrl);
  url.searchParams.set('table', tableKey);
  if (token) url.searchParams.set('token', token);
  return withSocketQuery(url.toString(), { tableKey, page });
}

/**
 * The engine a display reaches: `?engine=` when the link carries one, else the local engine on the
 * host that served the page (spec §9 port 5001), which is where `npm start` and a venue's box run it.
 */
export function displayEngineUrl(
  search: URLSearchParams,
  location: { protocol: string; hostname: string },
): string {
  const given = search.get('engine');
  if (given) {
    try {
      const url = new URL(given);
      if (url.protocol === 'ws:' || url.protocol === 'wss:') return url.toString();
    } catch {
      // Not a URL: fall back to the default below.
    }
  }
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const host = location.hostname.includes(':') ? `[${location.hostname}]` : location.hostname;
  return `${scheme}://${host}:${LOCAL_ENGINE_PORT}/`;
}

export class ViewerTable {
  private readonly store = new TableStore();
  private readonly connection: TableConnection;
  private snapshot: ViewerSnapshot = { state: null, status: 'idle', lastPacketAt: null, lastError: null };
  private lastRaw: TableState | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly stopStore: () => void;
  private readonly clock = new EngineClock();

  constructor(
    private readonly options: ViewerOptions,
    createSocket: SocketFactory,
    now: () => number = Date.now,
  ) {
    const url = viewerSocketUrl(options);
    this.connection = new TableConnection(
      options.tableKey,
      { page: options.page, urlFor: () => url },
      {
        store: this.store,
        createSocket: (socketUrl) => this.clock.watch(createSocket(socketUrl), now),
        now,
        logError: (message, detail) => console.error(message, ...(detail ? [detail] : [])),
        retryMs: HOOK_RETRY_MS,
      },
    );
    this.stopStore = this.store.subscribe(options.tableKey, () => this.refresh());
  }

  start(): void {
    this.connection.start();
  }

  stop(): void {
    this.connection.stop();
    this.stopStore();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  get = (): ViewerSnapshot => this.snapshot;

  private refresh(): void {
    const live = this.store.get(this.options.tableKey);
    let state = this.snapshot.state;
    if (live.state && live.state !== this.lastRaw) {
      this.lastRaw = live.state;
      state = this.options.hidden ? hideHoleCards(live.state) : live.state;
    }
    const next: ViewerSnapshot = {
      state,
      status: live.status,
      lastPacketAt:
        live.lastPacketAt === null || this.clock.sentAt === null
          ? live.lastPacketAt
          : Math.min(live.lastPacketAt, this.clock.sentAt + HEARTBEAT_GRACE_MS),
      lastError: live.lastError,
    };
    const prev = this.snapshot;
    if (
      prev.state === next.state &&
      prev.status === next.status &&
      prev.lastPacketAt === next.lastPacketAt &&
      prev.lastError === next.lastError
    ) {
      return;
    }
    this.snapshot = next;
    this.schedule();
  }

  private scheduled = false;

  /**
   * Listeners hear of changes at most once a frame: a fast table can push dozens of packets a second,
   * and drawing each would fall behind (the page would then show old data as if it were new). The
   * latest snapshot is always the one drawn, so no card waits longer than a frame.
   */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    const run = () => {
      this.scheduled = false;
      for (const listener of [...this.listeners]) listener();
    };
    if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
      requestAnimationFrame(run);
    } else {
      setTimeout(run, 0);
    }
  }
}

/**
 * Half the engine's heartbeat period (one a second, carrying the engine's time): a heartbeat vouches
 * for the data this long after it was sent, so a page whose heartbeats stop, or come in late, ages.
 */
export const HEARTBEAT_GRACE_MS = 500;

/**
 * Reads the engine's clock off every heartbeat as it arrives, before the connection parses it. The
 * smallest gap between arrival and engine time over the last heartbeats is the clocks' offset plus
 * the quickest delivery; a heartbeat read later than that waited in a queue, and so did the data
 * before it. (States are not used: a delayed stream sends them late on purpose.)
 */
export class EngineClock {
  private readonly gaps: number[] = [];
  /** When the newest heartbeat left the engine, on the local clock; null before the first. */
  sentAt: number | null = null;

  observe(engineTime: number, arrivedAt: number): void {
    const gap = arrivedAt - engineTime;
    this.gaps.push(gap);
    if (this.gaps.length > 60) this.gaps.shift();
    this.sentAt = engineTime + Math.min(...this.gaps);
  }

  watch(socket: SocketLike, now: () => number): SocketLike {
    return watchHeartbeats(socket, (engineTime) => this.observe(engineTime, now()));
  }
}

const browserSocket: SocketFactory = (url) => new WebSocket(url) as unknown as ReturnType<SocketFactory>;

/** A display's table: connects on mount, retries every 100 ms (spec §4, hook-based), stops on unmount. */
export function useViewerTable(
  options: ViewerOptions,
  createSocket: SocketFactory = browserSocket,
): ViewerSnapshot {
  const { tableKey, engineUrl, token, page, hidden } = options;
  const [viewer, setViewer] = useState<ViewerTable | null>(null);
  useEffect(() => {
    const next = new ViewerTable({ tableKey, engineUrl, token, page, hidden }, createSocket);
    setViewer(next);
    next.start();
    return () => next.stop();
  }, [tableKey, engineUrl, token, page, hidden, createSocket]);
  return useSyncExternalStore(
    viewer?.subscribe ?? noSubscribe,
    viewer?.get ?? emptyGet,
    viewer?.get ?? emptyGet,
  );
}

const EMPTY: ViewerSnapshot = { state: null, status: 'idle', lastPacketAt: null, lastError: null };
const noSubscribe = () => () => {};
const emptyGet = () => EMPTY;

/**
 * Whether a display's data is live: the socket is open and a packet came within the latency threshold
 * (spec §9, 1500 ms; the engine sends a heartbeat every second). Re-evaluated every `everyMs`.
 */
export function useLiveness(
  snapshot: Pick<ViewerSnapshot, 'status' | 'lastPacketAt'>,
  everyMs = 250,
): { isLive: boolean; ageMs: number | null; now: number } {
  const now = useNow(everyMs);
  const ageMs = snapshot.lastPacketAt === null ? null : Math.max(0, now - snapshot.lastPacketAt);
  return { isLive: isLiveData(snapshot.status, ageMs), ageMs, now };
}

/**
 * What a room screen says while its data is not live (null while it is): that its link lacks the key
 * (`noKey`, which says where to copy it again), the engine's refusal of the key, else reconnecting
 * (it had a state) or connecting.
 */
export function viewerNotice(
  snapshot: Pick<ViewerSnapshot, 'state' | 'lastError'>,
  { isLive, hasKey, tableKey, noKey }: { isLive: boolean; hasKey: boolean; tableKey: string; noKey: string },
): string | null {
  if (isLive) return null;
  if (!hasKey) return noKey;
  if (snapshot.lastError === RELAY_LOST_ENGINE) return snapshot.lastError;
  if (snapshot.lastError && /link|token|key/i.test(snapshot.lastError)) return snapshot.lastError;
  return snapshot.state ? 'Reconnecting to the table…' : `Connecting to table ${tableKey}…`;
}

export function isLiveData(status: ConnectionStatus, ageMs: number | null): boolean {
  return status === 'open' && ageMs !== null && ageMs <= LATENCY_WARNING_MS;
}
