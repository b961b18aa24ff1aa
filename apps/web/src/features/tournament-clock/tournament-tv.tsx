import { useState } from 'react';
import { displayEngineUrl, useLiveness, useViewerTable } from '../../lib/table-sockets/viewer.js';
import type { ClockVariant } from './clock-screen.js';
import { useEngineTime } from './engine-tick.js';
import { EventClock } from './event-clock.js';

/** The route of each room-screen variant (spec §2), which is also the page the engine is told. */
export const TV_ROUTES = {
  tournamenttv: 'tv',
  'tournamenttv-first': 'first',
  'tournamenttv-flipped': 'flipped',
} as const satisfies Record<string, ClockVariant>;
export type TvRoute = keyof typeof TV_ROUTES;

export function isTvRoute(segment: string): segment is TvRoute {
  return Object.hasOwn(TV_ROUTES, segment);
}

/**
 * A room TV's tournament clock (`/tournamenttv/:tableKey?key=…` and its `-first` and `-flipped`
 * twins), opened from a display link made in Studio: no sign-in, a hidden-viewer token, so no hole
 * card ever reaches it. It keeps the last state when the engine's socket drops and counts on from it.
 */
export function TournamentTv({
  route,
  tableKey,
  search,
}: {
  route: TvRoute;
  tableKey: string;
  search: URLSearchParams;
}) {
  const [engineUrl] = useState(() => displayEngineUrl(search, window.location));
  const token = search.get('key') || search.get('token');
  const time = useEngineTime();
  const snapshot = useViewerTable(
    { tableKey, engineUrl, token, page: route, hidden: true },
    time.createSocket,
  );
  const { isLive, ageMs } = useLiveness(snapshot);
  const state = snapshot.state;
  if (!token) return <Notice title="This display link has no key" text="Copy the link again from Studio." />;
  if (!state)
    return (
      <Notice
        title={snapshot.status === 'open' ? 'Waiting for the table…' : 'Connecting to the table…'}
        text={snapshot.lastError ?? `Table ${tableKey}`}
      />
    );
  return (
    <EventClock
      state={state}
      live={isLive}
      staleForMs={ageMs}
      offset={time.offset}
      variant={TV_ROUTES[route]}
      empty={
        <Notice
          title={`No tournament at ${state.tableSettings.name}`}
          text="The clock shows here as soon as the table plays an event."
          flipped={route === 'tournamenttv-flipped'}
        />
      }
    />
  );
}

/** A full-screen message in the clock's type, readable across the room. */
export function Notice({ title, text, flipped = false }: { title: string; text: string; flipped?: boolean }) {
  return (
    <main
      className="flex h-dvh flex-col items-center justify-center gap-[3vh] bg-zinc-950 p-[5vh] text-center text-zinc-50"
      style={{
        fontFamily: '"Inter Variable", ui-sans-serif, system-ui, sans-serif',
        ...(flipped ? { transform: 'rotate(180deg)' } : {}),
      }}
      data-testid="clock-notice"
    >
      <h1 className="text-[7vh] font-bold">{title}</h1>
      <p className="max-w-[70vw] text-[3.4vh] text-zinc-300">{text}</p>
    </main>
  );
}
