import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { loginPath } from '../features/auth/auth-client.js';
import { DealerScreen } from '../features/displays/dealer-screen.js';
import { TableDisplay } from '../features/displays/table-display.js';
import { parseOverlayRoute } from '../features/overlays/overlay-config.js';
import { OverlayPage } from '../features/overlays/overlay-page.js';
import { errorCode } from '../lib/query-client.js';
import { useTRPC } from '../lib/trpc.js';

/**
 * The display and operator routes outside the shell (spec §2), for navigation inside the app. A page
 * opened directly (an OBS source, a room TV) boots without the console at all: see display-boot.tsx.
 */

/** /overlays*, /stream*, /stream-pro* (and their -hidden twins) /:tableKey. */
export function OverlayRoute() {
  const { tableKey = '' } = useParams();
  const { pathname, search } = useLocation();
  const route = parseOverlayRoute(pathname.split('/')[1] ?? '');
  if (!route) return null;
  return (
    <OverlayPage
      key={pathname + search}
      route={route}
      tableKey={tableKey}
      search={new URLSearchParams(search)}
    />
  );
}

/** /table-display/:tableKey. */
export function TableDisplayRoute() {
  const { tableKey = '' } = useParams();
  const { search } = useLocation();
  return <TableDisplay key={tableKey + search} tableKey={tableKey} search={new URLSearchParams(search)} />;
}

/** /dealer/:tableKey: signed-in staff only (it sends commands), its socket address from the server. */
export function DealerRoute() {
  const { tableKey = '' } = useParams();
  const { pathname, search } = useLocation();
  const trpc = useTRPC();
  const socket = useQuery(
    trpc.table.socketUrl.queryOptions(
      { tableKey },
      { refetchInterval: 5000, refetchIntervalInBackground: true, retry: false },
    ),
  );
  const code = errorCode(socket.error);
  if (code === 'UNAUTHORIZED' || code === 'FORBIDDEN' || code === 'NOT_FOUND') {
    return (
      <main className="flex min-h-dvh items-center justify-center bg-zinc-950 p-8 text-zinc-50">
        <div className="max-w-lg text-center">
          <h1 className="text-3xl font-bold">
            {code === 'NOT_FOUND' ? `No table “${tableKey}” here` : 'Sign in to use the dealer screen'}
          </h1>
          <p className="mt-3 text-lg text-zinc-300">
            {code === 'UNAUTHORIZED'
              ? 'The dealer screen confirms actions at the table, so it needs a staff sign-in.'
              : code === 'FORBIDDEN'
                ? 'Your account may not run this table. Ask your location’s admin for staff access.'
                : 'Check the table key in the address.'}
          </p>
          {code === 'UNAUTHORIZED' ? (
            <Link
              to={loginPath(pathname + search)}
              className="mt-6 inline-block rounded-lg bg-teal-700 px-5 py-2.5 text-lg font-semibold text-white hover:bg-teal-800"
            >
              Sign in
            </Link>
          ) : null}
        </div>
      </main>
    );
  }
  return <DealerScreen tableKey={tableKey} socketUrl={socket.data?.socketUrl ?? null} />;
}
