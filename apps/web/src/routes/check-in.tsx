import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { loginPath } from '../features/auth/auth-client.js';
import { CheckInKiosk } from '../features/check-in/check-in-kiosk.js';
import { errorCode } from '../lib/query-client.js';
import { useTRPC } from '../lib/trpc.js';

/**
 * /signin/:tableKey (spec §2, issue 16): the check-in kiosk. Staff sign the tablet in; its socket is the
 * narrow `checkIn` one (docs/decisions/009-check-in-scope.md), refetched every 5 s for a fresh token.
 * `?buyIn=` sets the chips a player sits down with (default: a hundred big blinds).
 */
export function CheckInRoute() {
  const { tableKey = '' } = useParams();
  const { pathname, search } = useLocation();
  const trpc = useTRPC();
  const socket = useQuery(
    trpc.checkIn.socketUrl.queryOptions(
      { tableKey },
      { refetchInterval: 5000, refetchIntervalInBackground: true, retry: false },
    ),
  );
  const buyIn = Number(new URLSearchParams(search).get('buyIn'));
  const code = errorCode(socket.error);
  if (code === 'UNAUTHORIZED' || code === 'FORBIDDEN' || code === 'NOT_FOUND') {
    return (
      <main className="flex min-h-dvh items-center justify-center bg-zinc-950 p-8 text-zinc-50">
        <div className="max-w-xl text-center">
          <h1 className="text-4xl font-bold">
            {code === 'NOT_FOUND' ? `No table “${tableKey}” here` : 'Staff: sign this tablet in'}
          </h1>
          <p className="mt-4 text-2xl text-zinc-300">
            {code === 'UNAUTHORIZED'
              ? 'Check-in seats players at the table, so a staff member signs the tablet in once.'
              : code === 'FORBIDDEN'
                ? 'This account may not check players in here. Ask your location’s admin for staff access.'
                : 'Check the table key in the address.'}
          </p>
          {code === 'UNAUTHORIZED' ? (
            <Link
              to={loginPath(pathname + search)}
              className="mt-8 inline-flex min-h-16 items-center rounded-xl bg-teal-600 px-8 text-2xl font-semibold text-white"
            >
              Sign in
            </Link>
          ) : null}
        </div>
      </main>
    );
  }
  return (
    <CheckInKiosk
      tableKey={tableKey}
      socketUrl={socket.data?.socketUrl ?? null}
      buyIn={Number.isFinite(buyIn) && buyIn > 0 ? buyIn : null}
    />
  );
}
