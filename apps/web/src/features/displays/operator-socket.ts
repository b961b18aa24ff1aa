import type { ClientEvent, ClientPacketDataInput } from '@railbird/protocol';
import { useEffect, useRef, useState } from 'react';
import { HOOK_RETRY_MS, TableConnection } from '../../lib/table-sockets/connection.js';
import { useTableFrom } from '../../lib/table-sockets/react.js';
import { withSocketQuery } from '../../lib/table-sockets/socket-url.js';
import { type TableSnapshot, TableStore } from '../../lib/table-sockets/store.js';

const browserSocket = (url: string) =>
  new WebSocket(url) as unknown as ReturnType<
    ConstructorParameters<typeof TableConnection>[2]['createSocket']
  >;

/**
 * An operator screen's own socket to one table (the dealer's screen): its address comes from
 * `table.socketUrl`, refetched every 5 s for a fresh token; a new token does not reconnect an open
 * socket, the next attempt uses it. Retries every 100 ms (spec §4, hook-based).
 */
export function useOperatorTable(
  tableKey: string,
  socketUrl: string | null,
  page: string,
): {
  snapshot: TableSnapshot;
  request: <E extends ClientEvent>(event: E, data: ClientPacketDataInput<E>) => Promise<void>;
} {
  const [store] = useState(() => new TableStore());
  const latest = useRef(socketUrl);
  latest.current = socketUrl;
  const [connection, setConnection] = useState<TableConnection | null>(null);
  const hasUrl = socketUrl !== null;
  useEffect(() => {
    if (!hasUrl) return;
    const next = new TableConnection(
      tableKey,
      {
        page,
        urlFor: () => (latest.current ? withSocketQuery(latest.current, { tableKey, page }) : null),
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
  }, [store, tableKey, page, hasUrl]);
  const snapshot = useTableFrom(store, tableKey, (s) => s);
  const request = <E extends ClientEvent>(event: E, data: ClientPacketDataInput<E>) =>
    connection
      ? connection.request(event, data)
      : Promise.reject(new Error('The table is not connected yet. Wait for it to connect, then try again.'));
  return { snapshot, request };
}
