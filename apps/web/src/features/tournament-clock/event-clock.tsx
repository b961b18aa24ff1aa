import { formatStack } from '@railbird/poker/format';
import type { TableState } from '@railbird/protocol';
import { type ReactNode, useMemo } from 'react';
import { ClockScreen, type ClockVariant, type FeatureSeat } from './clock-screen.js';
import { type ClockView, clockView, formatClockTime, shownSecond } from './clock-view.js';
import { useEngineNow, useEngineTime } from './engine-tick.js';
import type { EngineOffset } from './engine-time.js';

/** The seats of the feature table in seat order: names and stacks only (UI.md: never a hole card). */
export function featureSeats(state: Pick<TableState, 'playerGroup'>): FeatureSeat[] {
  return [...state.playerGroup.players]
    .sort((a, b) => a.seatIndex - b.seatIndex)
    .map((p) => ({
      seatIndex: p.seatIndex,
      name: p.displayName,
      stack: formatStack(p.stack),
      out: p.stack <= 0 || Boolean(p.roundStatus?.isEliminated),
    }));
}

/** Until the engine's time is known, no running time is shown (a wrong second would be): a paused one still is. */
function syncing(view: ClockView, unknown: boolean): ClockView {
  if (!unknown || view.isPaused) return view;
  return { ...view, remainingMs: null, nextBreakMs: null };
}

/**
 * A table's event on the clock screen, ticking on the engine's seconds. `live` false marks the data
 * stale; the clock counts on from the end time it last had.
 */
export function EventClock({
  state,
  live,
  staleForMs = null,
  offset,
  variant,
  aside,
  empty,
}: {
  state: TableState;
  live: boolean;
  /** How old the data is when not live. */
  staleForMs?: number | null;
  offset: EngineOffset;
  variant: ClockVariant;
  aside?: ReactNode;
  /** What to show when the table plays no event. */
  empty: ReactNode;
}) {
  const event = state.eventManager.event;
  const clock = state.eventManager.clock;
  const target =
    clock?.pausedRemaining === null ? clock.levelEndTime : event && !clock ? event.startTime : null;
  const engineNow = useEngineNow(offset, target);
  if (!event) return <>{empty}</>;
  const view = syncing(clockView(state, event, engineNow ?? Date.now()), engineNow === null);
  return (
    <ClockScreen
      view={view}
      live={live}
      staleForMs={staleForMs}
      variant={variant}
      tableName={state.tableSettings.name}
      seats={variant === 'first' ? featureSeats(state) : undefined}
      aside={aside}
    />
  );
}

/**
 * The event's clock in one line under another countdown (the `/countdown` screen counting to a break
 * or a start): level, time left and blinds, on the engine's seconds. Nothing when no clock runs.
 */
export function EventClockStrip({ state, offset }: { state: TableState; offset: EngineOffset }) {
  const { event, clock } = state.eventManager;
  const target = clock && clock.pausedRemaining === null ? clock.levelEndTime : null;
  const engineNow = useEngineNow(offset, target);
  if (!event || !clock || event.endTime !== null) return null;
  const view = syncing(clockView(state, event, engineNow ?? Date.now()), engineNow === null);
  const left = view.remainingMs === null ? null : formatClockTime(shownSecond(view.remainingMs));
  return (
    <div
      className="tabular absolute inset-x-[4vw] bottom-[5vh] flex items-baseline justify-center gap-[2.5vw] rounded-[1.6vh] bg-zinc-900 px-[2vw] py-[2vh] text-[4.4vh] font-bold"
      data-testid="event-clock-strip"
    >
      <span className={view.isOnBreak ? 'text-amber-300' : 'text-teal-300'}>
        {view.isOnBreak ? 'Break' : view.levelLabel}
      </span>
      {left ? (
        <span data-testid="strip-time">
          {left}
          {view.isPaused ? ' · paused' : ''}
        </span>
      ) : null}
      {view.blinds && !view.isOnBreak ? <span>{view.blinds.text}</span> : null}
      {view.next ? <span className="text-zinc-400">Next {view.next.blinds.text}</span> : null}
    </div>
  );
}

/**
 * The clock as the `/countdown` screen takes it (its `EventClockSlot`, matched by shape: features do not
 * import each other): sockets that read the engine's time, the full clock screen and the strip.
 */
export function useCountdownClock() {
  const time = useEngineTime();
  return useMemo(
    () => ({
      createSocket: time.createSocket,
      now: () => time.offset.engineNow(Date.now()),
      full: (state: TableState, live: boolean) => (
        <EventClock state={state} live={live} offset={time.offset} variant="tv" empty={null} />
      ),
      strip: (state: TableState) => <EventClockStrip state={state} offset={time.offset} />,
    }),
    [time],
  );
}
