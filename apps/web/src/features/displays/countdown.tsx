import type { TableState } from '@railbird/protocol';
import { type ReactNode, useEffect, useState } from 'react';
import type { SocketFactory } from '../../lib/table-sockets/connection.js';
import { displayEngineUrl, useLiveness, useViewerTable } from '../../lib/table-sockets/viewer.js';

/**
 * `?to=` (or `start`, `time`): an ISO date-time (`2026-03-01T19:00:00+01:00`) or epoch milliseconds.
 * Null when absent or unreadable.
 */
export function countdownTarget(search: URLSearchParams): number | null {
  const raw = search.get('to') ?? search.get('start') ?? search.get('time');
  if (!raw) return null;
  const trimmed = raw.trim();
  if (/^\d{10,}$/.test(trimmed)) {
    const n = Number(trimmed);
    // Ten digits are seconds, more are milliseconds.
    return trimmed.length <= 10 ? n * 1000 : n;
  }
  const t = Date.parse(trimmed);
  return Number.isNaN(t) ? null : t;
}

/** `1:02:03`, `12:03`, `0:09`. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/** What the countdown screen counts down to, and where that time came from. */
export type CountdownChoice =
  | {
      kind: 'running';
      /** When it reaches zero (epoch ms). */
      target: number;
      label: string;
      source: 'link' | 'timer' | 'event-start' | 'clock';
    }
  | { kind: 'paused'; remainingMs: number; label: string; source: 'timer' | 'clock' };

/**
 * The time a countdown screen shows, first found of:
 * 1. the time in its link (`?to=`), made in Studio for this screen — unless it has passed and the table
 *    has something live to count down to instead;
 * 2. the table's countdown timer (`countdownTimer`, e.g. "Dinner break"), running or paused;
 * 3. its event: the start while the event has not started, then the end of the level or break in play
 *    (paused clocks show the time left, frozen).
 * Null when none is known: the screen then says what to do.
 */
export function chooseCountdown(
  search: URLSearchParams,
  state: Pick<TableState, 'countdownTimer' | 'eventManager'> | null,
  now: number,
): CountdownChoice | null {
  const linkLabel = search.get('label')?.trim().slice(0, 80) || null;
  const to = countdownTarget(search);
  const link: CountdownChoice | null =
    to === null ? null : { kind: 'running', target: to, label: linkLabel ?? 'Starts in', source: 'link' };
  if (link && to! > now) return link;
  const live = state ? liveCountdown(state, now, linkLabel) : null;
  return live ?? link;
}

function liveCountdown(
  state: Pick<TableState, 'countdownTimer' | 'eventManager'>,
  now: number,
  linkLabel: string | null,
): CountdownChoice | null {
  const timer = state.countdownTimer;
  if (timer) {
    const label = timer.label.trim() || linkLabel || 'Time left';
    if (timer.endTime !== null) return { kind: 'running', target: timer.endTime, label, source: 'timer' };
    if (timer.pausedRemaining !== null)
      return { kind: 'paused', remainingMs: timer.pausedRemaining, label, source: 'timer' };
  }
  const { event, clock } = state.eventManager;
  if (event && !event.isRunning && event.startTime > now)
    return {
      kind: 'running',
      target: event.startTime,
      label: linkLabel ?? `${event.name} starts in`,
      source: 'event-start',
    };
  if (clock) {
    const label = clock.isOnBreak ? 'Break ends in' : `Level ${clock.levelIndex + 1} ends in`;
    if (clock.levelEndTime !== null)
      return { kind: 'running', target: clock.levelEndTime, label, source: 'clock' };
    if (clock.pausedRemaining !== null)
      return { kind: 'paused', remainingMs: clock.pausedRemaining, label, source: 'clock' };
  }
  return null;
}

/**
 * Where the event's clock goes on a countdown screen (issue 17): the whole clock screen when what the
 * countdown counts to is the level or break in play; a strip under the countdown when it counts to
 * something else (a link's time, the table's timer) while a clock runs; nowhere without one.
 */
export function eventClockPlace(
  choice: CountdownChoice | null,
  state: Pick<TableState, 'eventManager'> | null,
): 'full' | 'strip' | null {
  const event = state?.eventManager.event;
  const clock = state?.eventManager.clock;
  if (!event || !clock || event.endTime !== null) return null;
  return choice?.source === 'clock' ? 'full' : 'strip';
}

/**
 * The tournament clock, drawn by whoever composes the countdown (a feature does not import another:
 * the route brings it). Its sockets read the engine's time off the heartbeats, so the clock shows the
 * engine's second.
 */
export interface EventClockSlot {
  createSocket: SocketFactory;
  /** The engine's time now, read off the heartbeats of those sockets (the local clock before the first). */
  now(): number;
  full(state: TableState, live: boolean): ReactNode;
  strip(state: TableState): ReactNode;
}

/**
 * Draws again just after the shown second changes (the countdown rounds up, so at each whole second
 * left), else every 250 ms: a screen shows the new second within milliseconds, not up to a tick late.
 */
function useRedrawAt(remainingMs: number | null): void {
  const [, setTick] = useState(0);
  const wait = remainingMs !== null && remainingMs > 0 ? (remainingMs % 1000 || 1000) + 4 : 250;
  useEffect(() => {
    const timer = setTimeout(() => setTick((t) => t + 1), wait);
    return () => clearTimeout(timer);
  });
}

/** The table key of `/countdown/<tableKey>`, the form of the links Studio makes; null for `/countdown`. */
export function countdownTableKey(pathname: string): string | null {
  const [, first, second] = pathname.split('/');
  return first === 'countdown' && second ? decodeURIComponent(second) : null;
}

/**
 * The countdown screen (spec §2 `/countdown`), a room display: the time left, as big as the screen
 * allows, to the time its link names or, on a link made for a table (`/countdown/<tableKey>?key=…`),
 * to what the table's live state knows (chooseCountdown). It stores the target, never a ticking
 * counter. With no time known it says, in plain words, what to do.
 */
export function Countdown({
  search,
  tableKey = countdownTableKey(window.location.pathname),
  eventClock,
}: {
  search: URLSearchParams;
  tableKey?: string | null;
  /** The event's clock, shown too when the table has one running (eventClockPlace). */
  eventClock?: EventClockSlot | undefined;
}) {
  const token = search.get('key') || search.get('token');
  if (tableKey && token)
    return <TableCountdown tableKey={tableKey} token={token} search={search} eventClock={eventClock} />;
  return <CountdownScreen search={search} state={null} waiting={null} />;
}

function TableCountdown({
  tableKey,
  token,
  search,
  eventClock,
}: {
  tableKey: string;
  token: string;
  search: URLSearchParams;
  eventClock: EventClockSlot | undefined;
}) {
  const [engineUrl] = useState(() => displayEngineUrl(search, window.location));
  const snapshot = useViewerTable(
    { tableKey, engineUrl, token, page: 'countdown', hidden: true },
    eventClock?.createSocket,
  );
  const { isLive } = useLiveness(snapshot);
  return (
    <CountdownScreen
      search={search}
      state={snapshot.state}
      waiting={isLive ? null : snapshot.state ? 'Reconnecting to the table…' : 'Connecting to the table…'}
      eventClock={eventClock}
    />
  );
}

function CountdownScreen({
  search,
  state,
  waiting,
  eventClock,
}: {
  search: URLSearchParams;
  state: TableState | null;
  /** Why the table's data is not live (null when it is, or when the screen has no table). */
  waiting: string | null;
  eventClock?: EventClockSlot | undefined;
}) {
  // A table's link reads the engine's time (its heartbeats), so every screen shows the engine's second.
  const now = eventClock?.now() ?? Date.now();
  const choice = chooseCountdown(search, state, now);
  const remaining = choice ? (choice.kind === 'running' ? choice.target - now : choice.remainingMs) : 0;
  useRedrawAt(choice?.kind === 'running' ? remaining : null);
  const place = eventClock && state ? eventClockPlace(choice, state) : null;
  if (place === 'full' && eventClock && state) return <>{eventClock.full(state, waiting === null)}</>;
  return (
    <main
      className="relative flex min-h-dvh flex-col items-center justify-center gap-[3vh] bg-zinc-950 p-[5vh] text-zinc-50"
      style={{ fontFamily: '"Inter Variable", ui-sans-serif, system-ui, sans-serif' }}
      data-testid="countdown-screen"
      data-source={choice?.source ?? 'none'}
    >
      {/* A time from the link needs no table: no word about the connection then. */}
      {waiting && choice?.source !== 'link' ? (
        <p
          role="status"
          className="absolute top-[4vh] rounded-full bg-amber-500/20 px-5 py-1.5 text-[2.6vh] font-semibold text-amber-200"
        >
          {waiting}
        </p>
      ) : null}
      {choice === null ? (
        <NoTime tableLinked={state !== null || waiting !== null} />
      ) : (
        <>
          <h1 className="max-w-[90vw] text-center text-[7vh] leading-tight font-bold text-zinc-200">
            {choice.kind === 'running' && remaining <= 0 ? 'Starting now' : choice.label}
          </h1>
          <p
            role="timer"
            aria-live="off"
            data-testid="countdown"
            className={`tabular text-[min(30vh,22vw)] leading-none font-extrabold tracking-tight ${
              choice.kind === 'paused' ? 'text-zinc-400' : ''
            }`}
          >
            {formatCountdown(remaining)}
          </p>
          <p className="text-[3.6vh] font-semibold text-zinc-300">
            {choice.kind === 'paused'
              ? 'Paused'
              : new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' }).format(
                  choice.target,
                )}
          </p>
        </>
      )}
      {place === 'strip' && eventClock && state ? eventClock.strip(state) : null}
    </main>
  );
}

function NoTime({ tableLinked }: { tableLinked: boolean }) {
  return (
    <div className="max-w-[80vw] text-center" data-testid="countdown-none">
      <h1 className="text-[7vh] font-bold">No start time yet</h1>
      <p className="mt-[3vh] text-[3.4vh] leading-snug text-zinc-300">
        {tableLinked
          ? 'This screen counts down on its own once the table has a countdown timer or its event a start time or a running clock. Or make the link again in Studio with a start time.'
          : 'Make this link again in Studio with a start time, or open the countdown link Studio makes for the table.'}
      </p>
    </div>
  );
}
