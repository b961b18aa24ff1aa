import type { TableState } from '@railbird/protocol';
import { useQuery } from '@tanstack/react-query';
import { memo, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTableStates } from '../../lib/table-sockets/many-tables.js';
import { useLiveness, useViewerTable } from '../../lib/table-sockets/viewer.js';
import { useTRPC } from '../../lib/trpc.js';
import { type EventOnTables, eventsOnTables, pickEvent } from './choose-event.js';
import { useEngineTime } from './engine-tick.js';
import { EventClock } from './event-clock.js';
import { Notice } from './tournament-tv.js';

/** How long the app waits for every table before it picks from those that answered. */
const ALL_TABLES_WAIT_MS = 3000;

/** Spec §9: a table's socket address is asked for again every 5 s (its token lives a minute). */
const SOCKET_URL_REFETCH_MS = 5000;

/**
 * `/tournament-display` (spec §2, the sidebar app of a location with several tables): finds the event
 * the location's tables are playing from their live states (the console's sockets) and shows its clock
 * full screen, with a chooser when several run. The clock itself comes over a socket of its own to the
 * event's first table, as a hidden page (no hole card), whose heartbeats give the engine's time; it
 * keeps the last state when that socket drops and counts on.
 */
export function TournamentDisplayApp({ tables }: { tables: readonly { key: string; name: string }[] }) {
  const states = useTableStates(tables.map((t) => t.key));
  const events = eventsOnTables(states);
  // The first table to answer must not decide alone: wait until every table has, or a few seconds.
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), ALL_TABLES_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const heardAll = waited || states.every((s) => s !== null);
  const [asked, setAsked] = useState<string | null>(() =>
    new URLSearchParams(window.location.search).get('event'),
  );
  const [choosing, setChoosing] = useState(false);
  // The event shown last: kept while the console's sockets are down (their states are then cleared)
  // or between two events, so the room's screen never falls back to a chooser on its own.
  const shown = useRef<EventOnTables | null>(null);
  const picked =
    choosing || (!heardAll && !asked && !shown.current)
      ? null
      : pickEvent(events, asked ?? shown.current?.uid ?? null);
  if (picked) shown.current = picked;
  const event = picked ?? (events.length === 0 && !choosing ? shown.current : null);

  if (!event) {
    if (!heardAll) return <Notice title="Finding the tournament…" text="Reading your tables." />;
    if (events.length === 0)
      return (
        <Notice
          title="No tournament is running"
          text={`When one of your ${tables.length} tables plays an event, its clock shows here on its own.`}
        />
      );
    return (
      <Chooser
        events={events}
        onChoose={(uid) => {
          setAsked(uid);
          setChoosing(false);
        }}
      />
    );
  }
  return (
    <TableClock
      key={event.tables[0]!.key}
      tableKey={event.tables[0]!.key}
      others={events.filter((e) => e.uid !== event.uid).length}
      onOther={setChoosing}
    />
  );
}

/**
 * The clock of the event a table plays, over a socket of its own (the address and token from the
 * server). Memoised: the page above re-renders with every packet of every table, the clock only when
 * its own data or second changes, so it is drawn on time.
 */
const TableClock = memo(function TableClock({
  tableKey,
  others,
  onOther,
}: {
  tableKey: string;
  /** How many other events run: a button leads back to the chooser. */
  others: number;
  onOther: (choosing: true) => void;
}) {
  const trpc = useTRPC();
  const address = useQuery(
    trpc.table.socketUrl.queryOptions(
      { tableKey },
      { refetchInterval: SOCKET_URL_REFETCH_MS, refetchIntervalInBackground: true, retry: false },
    ),
  );
  const latest = address.data?.socketUrl ?? null;
  if (!latest)
    return (
      <Notice
        title="Connecting to the table…"
        text={
          address.error ? `The server did not say where ${tableKey} is: ${address.error.message}` : tableKey
        }
      />
    );
  const aside =
    others > 0 ? (
      <button
        type="button"
        onClick={() => onOther(true)}
        className="rounded-lg border border-zinc-700 px-4 py-2 text-[2.2vh] font-semibold text-zinc-300 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-teal-400"
      >
        Other event ({others})
      </button>
    ) : null;
  return <ClockOverSocket tableKey={tableKey} latest={latest} aside={aside} />;
});

function ClockOverSocket({
  tableKey,
  latest,
  aside,
}: {
  tableKey: string;
  latest: string;
  aside: ReactNode;
}) {
  // The address the socket uses: its token is checked when it subscribes, so a fresh one is taken only
  // when the socket has to connect again (each new address would otherwise open a new socket).
  const [url, setUrl] = useState(latest);
  const time = useEngineTime();
  const snapshot = useViewerTable(
    { tableKey, engineUrl: url, token: null, page: 'tournament-display', hidden: true },
    time.createSocket,
  );
  const open = snapshot.status === 'open';
  useEffect(() => {
    if (latest !== url && !open) setUrl(latest);
  }, [latest, url, open]);
  const { isLive, ageMs } = useLiveness(snapshot);
  // A new address makes a new socket, which starts without a state: the last one is kept meanwhile.
  const last = useRef<TableState | null>(null);
  if (snapshot.state) last.current = snapshot.state;
  const state = snapshot.state ?? last.current;
  if (!state) return <Notice title="Connecting to the table…" text={snapshot.lastError ?? tableKey} />;
  return (
    <EventClock
      state={state}
      live={isLive}
      staleForMs={ageMs}
      offset={time.offset}
      variant="app"
      aside={aside}
      empty={<Notice title="The event left this table" text="Its clock shows again once a table plays it." />}
    />
  );
}

function Chooser({ events, onChoose }: { events: EventOnTables[]; onChoose: (uid: string) => void }) {
  return (
    <main
      className="flex min-h-dvh flex-col items-center justify-center gap-[4vh] bg-zinc-950 p-[5vh] text-zinc-50"
      style={{ fontFamily: '"Inter Variable", ui-sans-serif, system-ui, sans-serif' }}
      data-testid="event-chooser"
    >
      <h1 className="text-[6vh] font-extrabold">Which event’s clock?</h1>
      <ul className="flex w-full max-w-[70vw] flex-col gap-[2vh]">
        {events.map((e) => (
          <li key={e.uid}>
            <button
              type="button"
              onClick={() => onChoose(e.uid)}
              className="flex w-full items-baseline justify-between gap-6 rounded-2xl bg-zinc-900 px-[2.5vw] py-[3vh] text-left hover:bg-zinc-800 focus-visible:outline-4 focus-visible:outline-teal-400"
            >
              <span className="text-[4.4vh] font-bold">{e.name}</span>
              <span className="text-[2.8vh] text-zinc-400">
                {e.isOver ? 'Finished · ' : e.isRunning ? '' : 'Not started · '}
                {e.tables.map((t) => t.name).join(', ')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </main>
  );
}
