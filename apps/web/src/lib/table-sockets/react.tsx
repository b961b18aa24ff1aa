import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useNow } from '../use-now.js';
import { HOOK_RETRY_MS, type SocketFactory, TableConnection } from './connection.js';
import type { TableConnections } from './manager.js';
import { withSocketQuery } from './socket-url.js';
import { type TableSnapshot, TableStore } from './store.js';

const TablesContext = createContext<TableConnections | null>(null);

export function TablesProvider({ manager, children }: { manager: TableConnections; children: ReactNode }) {
  return <TablesContext.Provider value={manager}>{children}</TablesContext.Provider>;
}

export function useTableConnections(): TableConnections {
  const manager = useContext(TablesContext);
  if (!manager) throw new Error('useTableConnections needs a <TablesProvider> above it');
  return manager;
}

/**
 * The part of a table's snapshot that `select` picks, re-rendering only when that part changes
 * (`useSyncExternalStore` compares with Object.is). `select` must return a part of the snapshot, not
 * a new object: `s => s.state?.round`, not `s => ({ round: s.state?.round })`.
 */
export function useTable<T>(tableKey: string, select: (snapshot: TableSnapshot) => T): T {
  const { store } = useTableConnections();
  return useTableFrom(store, tableKey, select);
}

export function useTableFrom<T>(
  store: TableStore,
  tableKey: string,
  select: (snapshot: TableSnapshot) => T,
): T {
  return useSyncExternalStore(
    (listener) => store.subscribe(tableKey, listener),
    () => select(store.get(tableKey)),
    () => select(store.get(tableKey)),
  );
}

/** Milliseconds since the table's last packet, ticking every `everyMs`; null before the first. */
export function usePacketAge(tableKey: string, everyMs = 250): number | null {
  const lastPacketAt = useTable(tableKey, (s) => s.lastPacketAt);
  const now = useNow(everyMs);
  return lastPacketAt === null ? null : Math.max(0, now - lastPacketAt);
}

const browserSocket: SocketFactory = (url) => new WebSocket(url) as unknown as ReturnType<SocketFactory>;

/**
 * A page's own socket to one table (a display or overlay that does not use the console's manager):
 * retried every 100 ms (spec §4, hook-based), with its own store.
 */
export function useTableSocket(
  tableKey: string,
  options: { page: string; socketUrl: string | null; userId?: string | null },
): TableSnapshot {
  const [store] = useState(() => new TableStore());
  const { page, socketUrl, userId } = options;
  useEffect(() => {
    if (!socketUrl) return;
    const connection = new TableConnection(
      tableKey,
      { page, urlFor: () => withSocketQuery(socketUrl, { tableKey, page, userId }) },
      {
        store,
        createSocket: browserSocket,
        now: Date.now,
        logError: (message, detail) => console.error(message, ...(detail ? [detail] : [])),
        retryMs: HOOK_RETRY_MS,
      },
    );
    connection.start();
    return () => connection.stop();
  }, [store, tableKey, page, socketUrl, userId]);
  return useTableFrom(store, tableKey, (s) => s);
}

export { browserSocket };
