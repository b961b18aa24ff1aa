import type { ClientEvent, ClientPacketDataInput, TableState } from '@railbird/protocol';
import { useEffect, useRef, useState } from 'react';
import { HOOK_RETRY_MS, TableConnection } from '../../lib/table-sockets/connection.js';
import { browserSocket, useTableFrom } from '../../lib/table-sockets/react.js';
import { withSocketQuery } from '../../lib/table-sockets/socket-url.js';
import { type TableSnapshot, TableStore } from '../../lib/table-sockets/store.js';

/** The page the commentary desk connects as: the engine serves it the delayed feed, what is on air. */
export const COMMENTARY_PAGE = 'commentary';

/**
 * The commentary desk's own socket to one table, as page `commentary`: its address from
 * `table.socketUrl` (refetched every 5 s for a fresh token, which the next attempt uses without
 * reconnecting an open socket), retried every 100 ms (spec §4, hook-based). `onState` hears every
 * state the store takes, in order, straight from the socket (not from React renders, which may skip
 * one), with the state before it.
 */
export function useStreamFeed(
  tableKey: string,
  socketUrl: string | null,
  userId: string | null,
  onState: (prev: TableState | null, next: TableState) => void,
): {
  snapshot: TableSnapshot;
  request: <E extends ClientEvent>(event: E, data: ClientPacketDataInput<E>) => Promise<void>;
} {
  const [store] = useState(() => new TableStore());
  const latest = useRef(socketUrl);
  latest.current = socketUrl;
  const listener = useRef(onState);
  listener.current = onState;
  const [connection, setConnection] = useState<TableConnection | null>(null);
  const hasUrl = socketUrl !== null;

  // Every state in turn. The last state heard is kept over a reconnect, so a hand that ended while the
  // socket was down is still told once it is back.
  useEffect(() => {
    let last: TableState | null = null;
    return store.subscribe(tableKey, () => {
      const state = store.get(tableKey).state;
      if (!state || state === last) return;
      const prev = last;
      last = state;
      listener.current(prev, state);
    });
  }, [store, tableKey]);

  useEffect(() => {
    if (!hasUrl) return;
    const next = new TableConnection(
      tableKey,
      {
        page: COMMENTARY_PAGE,
        urlFor: () =>
          latest.current
            ? withSocketQuery(latest.current, { tableKey, page: COMMENTARY_PAGE, userId })
            : null,
      },
      {
        store,
        createSocket: browserSocket,
        now: Date.now,
        logError: (message, detail) => console.error(message, ...(detail ? [detail] : [])),
        retryMs: HOOK_RETRY_MS,
      },
    );
    setConnection(next);
    next.start();
    return () => next.stop();
  }, [store, tableKey, hasUrl, userId]);

  const snapshot = useTableFrom(store, tableKey, (s) => s);
  const request = <E extends ClientEvent>(event: E, data: ClientPacketDataInput<E>) =>
    connection
      ? connection.request(event, data)
      : Promise.reject(new Error('The table is not connected yet. Wait for it to connect, then try again.'));
  return { snapshot, request };
}
