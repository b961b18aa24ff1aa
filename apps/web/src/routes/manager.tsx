import { useQueries } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router';
import { SOCKET_URL_REFETCH_MS, useTableSockets } from '../app/console-sockets.js';
import { consoleTables } from '../app/console-tables.js';
import { LoadFailedScreen, LoadingScreen } from '../app/screens.js';
import { useSignOut } from '../app/session.js';
import { loginPath } from '../features/auth/auth-client.js';
import { ManagerPage } from '../features/manager/manager-page.js';
import { useAdminRecord, useCurrentAdmin } from '../lib/admin.js';
import { errorCode } from '../lib/query-client.js';
import { TablesProvider } from '../lib/table-sockets/react.js';
import { useTheme } from '../lib/theme.js';
import { useTRPC } from '../lib/trpc.js';
import { ThemeToggle } from '../ui/theme-toggle.js';

/**
 * /manager and /manager/:tableKey: the Table Manager, an app outside the shell (spec §2). Staff sign
 * in first; the page shares the console's table sockets (operator scope comes with the staff token
 * of `table.socketUrl`), so it sends commands on the same connections the console reads.
 */
export function ManagerRoute() {
  return (
    <TablesProvider manager={consoleTables}>
      <ManagerGate />
    </TablesProvider>
  );
}

function ManagerGate() {
  const { pathname, search } = useLocation();
  const record = useAdminRecord();
  const current = useCurrentAdmin({ enabled: record.isSuccess });
  const signOut = useSignOut();
  if (errorCode(record.error) === 'UNAUTHORIZED' || errorCode(current.error) === 'UNAUTHORIZED') {
    return <Navigate to={loginPath(pathname + search)} replace />;
  }
  if (record.isPending || (record.isSuccess && current.isPending)) return <LoadingScreen />;
  if (record.isError || current.isError || !record.data || !current.data) {
    const error = record.error ?? current.error;
    return (
      <LoadFailedScreen
        message={`The Table Manager could not load your location: ${(error?.message ?? 'no record').replace(/\.$/, '')}. Sign out and sign in again; if it keeps failing, ask your location's admin.`}
        onSignOut={() => void signOut()}
      />
    );
  }
  const tables = current.data.location.tables.map((t) => ({ key: t.key, name: t.name, ip: t.ip ?? null }));
  return <Manager userId={record.data.id} locationName={current.data.location.name} tables={tables} />;
}

function Manager({
  userId,
  locationName,
  tables,
}: {
  userId: string;
  locationName: string;
  tables: { key: string; name: string; ip: string | null }[];
}) {
  const { tableKey } = useParams();
  const trpc = useTRPC();
  // Connect once the server has said where each table is: a first attempt at the fallback host
  // (`{key}.local`) can hang on name resolution for seconds while the right address is already known.
  const addresses = useQueries({
    queries: tables.map((t) =>
      trpc.table.socketUrl.queryOptions(
        { tableKey: t.key },
        { refetchInterval: SOCKET_URL_REFETCH_MS, refetchIntervalInBackground: true, retry: false },
      ),
    ),
  });
  const known = addresses.every((q) => !q.isPending);
  const { theme, toggle } = useTheme();
  return (
    <>
      {known ? <TableSockets tables={tables} userId={userId} /> : null}
      <ManagerPage
        locationName={locationName}
        tables={tables}
        tableKey={tableKey ?? null}
        themeToggle={<ThemeToggle theme={theme} onToggle={toggle} />}
      />
    </>
  );
}

function TableSockets({ tables, userId }: { tables: { key: string; ip: string | null }[]; userId: string }) {
  useTableSockets(tables, userId);
  return null;
}
