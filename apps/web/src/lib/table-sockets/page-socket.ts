import type { ClientEvent, ClientPacketDataInput, TableState } from '@railbird/protocol';
import { useEffect, useRef, useState } from 'react';
import { HOOK_RETRY_MS, type SocketFactory, TableConnection } from './connection.js';
import { browserSocket, useTableFrom } from './react.js';
import { withSocketQuery } from './socket-url.js';
import { type TableSnapshot, TableStore } from './store.js';

export interface PageSocketOptions {
  tableKey: string;
  /** From `table.socketUrl`, refetched for a fresh token; null until the server has answered. */
  socketUrl: string | null;
  /** The page the engine serves: it decides the audience (`dealer`, `commentary`, `live`, `studio`…). */
  page: string;
  userId?: string | null;
  /** Hears every state the store takes, in order, straight from the socket (React renders may skip one). */
  onState?: ((prev: TableState | null, next: TableState) => void) | null;
  /** Another socket factory (Studio reads heartbeats off its sockets). */
  createSocket?: SocketFactory;
}

export interface PageSocket {
  snapshot: TableSnapshot;
  /** Sends a command and resolves on the engine's ack; rejects with the engine's words. */
  request: <E extends ClientEvent>(event: E, data: ClientPacketDataInput<E>) => Promise<void>;
}

/**
 * A screen's own socket to one table as one page: retried every 100 ms (spec §4, hook-based); a
 * newer address (a fresh token) is used by the next attempt without reconnecting an open socket. The
 * dealer's screen, the commentary desk and Studio's two feeds are each one of these.
 */
export function usePageSocket({
  tableKey,
  socketUrl,
  page,
  userId = null,
  onState = null,
  createSocket = browserSocket,
}: PageSocketOptions): PageSocket {
  const [store] = useState(() => new TableStore());
  const latest = useRef(socketUrl);
  latest.current = socketUrl;
  const listener = useRef(onState);
  listener.current = onState;
  const factory = useRef(createSocket);
  factory.current = createSocket;
  const [connection, setConnection] = useState<TableConnection | null>(null);
  const hasUrl = socketUrl !== null;

  // Every state in turn. The last state heard is kept over a reconnect, so what changed while the
  // socket was down is still told once it is back.
  useEffect(() => {
    let last: TableState | null = null;
    return store.subscribe(tableKey, () => {
      const state = store.get(tableKey).state;
      if (!state || state === last) return;
      const prev = last;
      last = state;
      listener.current?.(prev, state);
    });
  }, [store, tableKey]);

  useEffect(() => {
    if (!hasUrl) return;
    const next = new TableConnection(
      tableKey,
      {
        page,
        urlFor: () => (latest.current ? withSocketQuery(latest.current, { tableKey, page, userId }) : null),
      },
      {
        store,
        createSocket: (url) => factory.current(url),
        now: Date.now,
        logError: (message, detail) => console.error(message, ...(detail ? [detail] : [])),
        retryMs: HOOK_RETRY_MS,
      },
    );
    setConnection(next);
    next.start();
    return () => next.stop();
  }, [store, tableKey, page, hasUrl, userId]);

  const snapshot = useTableFrom(store, tableKey, (s) => s);
  const request = <E extends ClientEvent>(event: E, data: ClientPacketDataInput<E>) =>
    connection
      ? connection.request(event, data)
      : Promise.reject(new Error('The table is not connected yet. Wait for it to connect, then try again.'));
  return { snapshot, request };
}
