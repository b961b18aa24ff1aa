import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { settings } from '../lib/build-info.js';
import { useDevTools } from '../lib/dev-tools.js';
import { useTableConnections } from '../lib/table-sockets/react.js';
import { useTRPC } from '../lib/trpc.js';

/** Spec §9: the socket address is refetched every 5 s (its token is short-lived). */
export const SOCKET_URL_REFETCH_MS = 5000;

/**
 * Keeps the console's sockets matched to the location's tables (at most ten): the address of each from
 * `table.socketUrl`, or the local engine when the toolbar says so; test data swaps in the sample table.
 */
export function useTableSockets(
  tables: readonly { key: string; ip: string | null }[],
  userId: string | null,
) {
  const trpc = useTRPC();
  const manager = useTableConnections();
  const localEngine = useDevTools((s) => s.localEngine);
  const testData = useDevTools((s) => s.enableTestData);

  const urls = useQueries({
    queries: tables.map((table) =>
      trpc.table.socketUrl.queryOptions(
        { tableKey: table.key },
        { refetchInterval: SOCKET_URL_REFETCH_MS, refetchIntervalInBackground: true, retry: false },
      ),
    ),
  });
  const addresses = urls.map((q) => q.data?.socketUrl ?? null);
  // Fallback guesses only once the server failed to answer, never while it is still answering.
  const failed = urls.map((q) => q.isError);
  const key = JSON.stringify([tables, addresses, failed, userId, localEngine]);

  useEffect(() => {
    const [wanted, socketUrls, addressFailed] = JSON.parse(key) as [
      typeof tables,
      (string | null)[],
      boolean[],
    ];
    manager.sync(
      wanted.map((t, i) => ({
        tableKey: t.key,
        ip: t.ip,
        socketUrl: socketUrls[i] ?? null,
        addressFailed: addressFailed[i] ?? false,
      })),
      { page: 'console', userId, localEngineUrl: localEngine ? settings.localEngineUrl : null },
    );
  }, [manager, key, userId, localEngine]);

  useEffect(() => {
    if (!testData) {
      manager.store.setTestData(null);
      return;
    }
    // The sample table is a test fixture: loaded only when test data is switched on, so the main
    // bundle never carries the fixtures. A switch turned off before the chunk arrives wins.
    let off = false;
    void import('@railbird/protocol/testing').then(({ sampleTableFixture }) => {
      if (!off) manager.store.setTestData(sampleTableFixture);
    });
    return () => {
      off = true;
    };
  }, [manager, testData]);
}

/**
 * The console's sockets to `tables` (a full-screen app's), opened once the server has said where each
 * table is: a first attempt at the fallback host (`{key}.local`) can hang on name resolution for
 * seconds while the right address is already known.
 */
export function ConsoleSocketsOnceKnown({
  tables,
  userId,
}: {
  tables: readonly { key: string; ip: string | null }[];
  userId: string;
}) {
  const trpc = useTRPC();
  const addresses = useQueries({
    queries: tables.map((t) =>
      trpc.table.socketUrl.queryOptions(
        { tableKey: t.key },
        { refetchInterval: SOCKET_URL_REFETCH_MS, refetchIntervalInBackground: true, retry: false },
      ),
    ),
  });
  return addresses.every((q) => !q.isPending) ? <ConsoleSockets tables={tables} userId={userId} /> : null;
}

/** The console's sockets to `tables`, as a component a full-screen app can draw beside its page. */
export function ConsoleSockets({
  tables,
  userId,
}: {
  tables: readonly { key: string; ip: string | null }[];
  userId: string;
}) {
  useTableSockets(tables, userId);
  return null;
}
