import { useQueries } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router';
import { useAdminGate } from '../app/admin-gate.js';
import { SOCKET_URL_REFETCH_MS, useTableSockets } from '../app/console-sockets.js';
import { consoleTables } from '../app/console-tables.js';
import { LoadFailedScreen, LoadingScreen } from '../app/screens.js';
import { useSignOut } from '../app/session.js';
import { Countdown } from '../features/displays/countdown.js';
import { useCountdownClock } from '../features/tournament-clock/event-clock.js';
import { TournamentDisplayApp } from '../features/tournament-clock/tournament-display-app.js';
import { isTvRoute, TournamentTv } from '../features/tournament-clock/tournament-tv.js';
import { TablesProvider } from '../lib/table-sockets/react.js';
import { useTRPC } from '../lib/trpc.js';

/**
 * The tournament clock's routes (issue 17, spec §2): `/tournament-display` (signed in, the sidebar app
 * of a location with several tables), the room TVs `/tournamenttv`, `/tournamenttv-first`,
 * `/tournamenttv-flipped` `/:tableKey?key=…`, and `/countdown`, which shows the event's clock too.
 */

/** /tournamenttv*, from the first segment of the path. */
export function TournamentTvRoute() {
  const { tableKey = '' } = useParams();
  const { pathname, search } = useLocation();
  const route = pathname.split('/')[1] ?? '';
  if (!isTvRoute(route)) return null;
  return (
    <TournamentTv
      key={pathname + search}
      route={route}
      tableKey={tableKey}
      search={new URLSearchParams(search)}
    />
  );
}

/** The countdown with the event's clock in it, when its table has one running. */
export function CountdownWithClock({
  search,
  tableKey,
}: {
  search: URLSearchParams;
  tableKey?: string | null | undefined;
}) {
  const eventClock = useCountdownClock();
  return tableKey === undefined ? (
    <Countdown search={search} eventClock={eventClock} />
  ) : (
    <Countdown search={search} tableKey={tableKey} eventClock={eventClock} />
  );
}

/** /countdown?to=…&label=…, and /countdown/:tableKey?key=… (a table's link, made in Studio). */
export function CountdownRoute() {
  const { tableKey = null } = useParams();
  const { search } = useLocation();
  return (
    <CountdownWithClock
      key={`${tableKey}${search}`}
      tableKey={tableKey}
      search={new URLSearchParams(search)}
    />
  );
}

/** /tournament-display: staff sign in; the page reads the location's tables over the console's sockets. */
export function TournamentDisplayRoute() {
  return (
    <TablesProvider manager={consoleTables}>
      <TournamentDisplayGate />
    </TablesProvider>
  );
}

function TournamentDisplayGate() {
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
          message={`The tournament display could not load your location: ${gate.status === 'failed' ? gate.reason : 'you are not a member of any location'}. Sign out and sign in again; if it keeps failing, ask your location's admin.`}
          onSignOut={() => void signOut()}
        />
      );
  }
  const tables = gate.current.location.tables.map((t) => ({ key: t.key, name: t.name, ip: t.ip ?? null }));
  return (
    <>
      <TableSockets tables={tables} userId={gate.record.id} />
      <TournamentDisplayApp tables={tables} />
    </>
  );
}

/** The console's sockets, once the server has said where each table is (as the Table Manager does). */
function TableSockets({ tables, userId }: { tables: { key: string; ip: string | null }[]; userId: string }) {
  const trpc = useTRPC();
  const addresses = useQueries({
    queries: tables.map((t) =>
      trpc.table.socketUrl.queryOptions(
        { tableKey: t.key },
        { refetchInterval: SOCKET_URL_REFETCH_MS, refetchIntervalInBackground: true, retry: false },
      ),
    ),
  });
  return addresses.every((q) => !q.isPending) ? <Sockets tables={tables} userId={userId} /> : null;
}

function Sockets({ tables, userId }: { tables: { key: string; ip: string | null }[]; userId: string }) {
  useTableSockets(tables, userId);
  return null;
}
