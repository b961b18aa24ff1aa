import { useQueries } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { useAdminGate } from '../app/admin-gate.js';
import { SOCKET_URL_REFETCH_MS, useTableSockets } from '../app/console-sockets.js';
import { consoleTables } from '../app/console-tables.js';
import { LoadFailedScreen, LoadingScreen } from '../app/screens.js';
import { useSignOut } from '../app/session.js';
import { ManagerPage } from '../features/manager/manager-page.js';
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
  const gate = useAdminGate();
  const signOut = useSignOut();
  switch (gate.status) {
    case 'signedOut':
      return <Navigate to={gate.loginTo} replace />;
    case 'loading':
      return <LoadingScreen />;
    case 'noLocation':
    case 'failed':
      return (
        <LoadFailedScreen
          message={`The Table Manager could not load your location: ${gate.status === 'failed' ? gate.reason : 'you are not a member of any location'}. Sign out and sign in again; if it keeps failing, ask your location's admin.`}
          onSignOut={() => void signOut()}
        />
      );
  }
  const tables = gate.current.location.tables.map((t) => ({ key: t.key, name: t.name, ip: t.ip ?? null }));
  return <Manager userId={gate.record.id} locationName={gate.current.location.name} tables={tables} />;
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
