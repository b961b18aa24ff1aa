import { useLocation, useParams } from 'react-router';
import { ConsoleSocketsOnceKnown } from '../app/console-sockets.js';
import { couldNotLoadLocation, SignedInApp } from '../app/signed-in-app.js';
import { Countdown } from '../features/displays/countdown.js';
import { useCountdownClock } from '../features/tournament-clock/event-clock.js';
import { TournamentDisplayApp } from '../features/tournament-clock/tournament-display-app.js';
import { isTvRoute, TournamentTv } from '../features/tournament-clock/tournament-tv.js';

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
    <SignedInApp failed={couldNotLoadLocation('The tournament display')}>
      {(gate) => {
        const tables = gate.current.location.tables.map((t) => ({
          key: t.key,
          name: t.name,
          ip: t.ip ?? null,
        }));
        return (
          <>
            <ConsoleSocketsOnceKnown tables={tables} userId={gate.record.id} />
            <TournamentDisplayApp tables={tables} />
          </>
        );
      }}
    </SignedInApp>
  );
}
