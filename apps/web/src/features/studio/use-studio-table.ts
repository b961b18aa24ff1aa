import {
  type ClientEvent,
  type ClientPacketDataInput,
  MAX_STREAM_DELAY_SECONDS,
  type TableState,
} from '@railbird/protocol';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SocketFactory } from '../../lib/table-sockets/connection.js';
import { usePageSocket } from '../../lib/table-sockets/page-socket.js';
import type { TableSnapshot } from '../../lib/table-sockets/store.js';
import { useTRPC } from '../../lib/trpc.js';
import { EngineOffset, LiveTrack } from './delay.js';

/**
 * The page Studio watches what is on air as: the engine serves `live` the delayed feed whatever the
 * token (auth.ts DELAYED_PAGES), the same frames the delayed overlays get.
 */
export const AIR_PAGE = 'live';
/**
 * The page Studio runs the table as: a hidden page, so the engine serves it the live table with
 * every hole card taken out (auth.ts HIDDEN_PAGES), for operators and producers alike. Studio thus
 * sees the delay, OBS and the overlay settings as they are now, not a delay late, and never holds a
 * hole card; its commands are allowed by the token's scope, not the page.
 */
export const CONTROL_PAGE = 'studio';

/** Spec §9: the socket address is refetched every 5 s (its token is short-lived). */
const SOCKET_URL_REFETCH_MS = 5000;

export interface StudioTable {
  /** The address query: its error when the server refused one. */
  addressError: string | null;
  /** The live table without hole cards (what Studio shows and commands). */
  control: TableSnapshot;
  /** The delayed feed: what is on air. */
  air: TableSnapshot;
  /** Sends a Studio command; rejects with the engine's words. */
  request: <E extends ClientEvent>(event: E, data: ClientPacketDataInput<E>) => Promise<void>;
  /** The live table's recent update times and its last delay change. */
  track: LiveTrack;
  /** The engine's clock now, from its heartbeats. */
  engineNow: () => number;
  /** The engine's address (`ws://host:port/`), for links that must name it. */
  socketUrl: string | null;
}

/** Studio's two sockets to one table, their addresses from `table.socketUrl`. */
export function useStudioTable(tableKey: string, userId: string | null): StudioTable {
  const trpc = useTRPC();
  const address = useQuery(
    trpc.table.socketUrl.queryOptions(
      { tableKey },
      { refetchInterval: SOCKET_URL_REFETCH_MS, refetchIntervalInBackground: true, retry: false },
    ),
  );
  const socketUrl = address.data?.socketUrl ?? null;
  const [track] = useState(() => new LiveTrack((MAX_STREAM_DELAY_SECONDS + 120) * 1000));
  const [offset] = useState(() => new EngineOffset());
  const control = useFeedSocket(tableKey, socketUrl, CONTROL_PAGE, userId, offset, (state) =>
    track.observe(state),
  );
  const air = useFeedSocket(tableKey, socketUrl, AIR_PAGE, userId, offset, null);
  return {
    addressError: address.error?.message ?? null,
    control: control.snapshot,
    air: air.snapshot,
    request: control.request,
    track,
    engineNow: () => offset.engineNow(Date.now()),
    socketUrl,
  };
}

const HEARTBEAT = /^\{"event":"heartbeat","data":\{"updateTime":(\d+)\}/;

/**
 * One socket as `page` (lib/table-sockets/page-socket.ts) whose heartbeats feed the engine clock;
 * `onState` hears every state the store takes, in order.
 */
function useFeedSocket(
  tableKey: string,
  socketUrl: string | null,
  page: string,
  userId: string | null,
  offset: EngineOffset,
  onState: ((state: TableState) => void) | null,
) {
  const [createSocket] = useState<SocketFactory>(() => (url: string) => {
    const socket = new WebSocket(url);
    socket.addEventListener('message', (event) => {
      if (typeof event.data !== 'string') return;
      const m = HEARTBEAT.exec(event.data.slice(0, 200));
      if (m) offset.observe(Number(m[1]), Date.now());
    });
    return socket as unknown as ReturnType<SocketFactory>;
  });
  return usePageSocket({
    tableKey,
    socketUrl,
    page,
    userId,
    onState: onState ? (_prev, next) => onState(next) : null,
    createSocket,
  });
}
