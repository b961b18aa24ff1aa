import type { CSSProperties, ReactNode } from 'react';
import { formatAge } from '../../lib/table-sockets/latency.js';
import { type ClockView, formatClockTime, type LevelBlinds, shownSecond } from './clock-view.js';
import '@fontsource-variable/inter/wght.css';

/** How a room screen is mounted: UI.md `tournamenttv-flipped` is the same display turned 180°. */
export type ClockVariant = 'tv' | 'first' | 'flipped' | 'app';

/** A seat of the feature table (`tournamenttv-first`): a name and a stack, never a card. */
export interface FeatureSeat {
  seatIndex: number;
  name: string;
  stack: string;
  out: boolean;
}

const FONT: CSSProperties = { fontFamily: '"Inter Variable", ui-sans-serif, system-ui, sans-serif' };

/**
 * The big figure's size: as tall as the screen allows (a third of its height; less with the feature table under it) but never wider than its
 * column, `1:02:03` shrinking to fit where `20:00` need not.
 */
function figureSize(text: string, columnVw: number, maxVh: number): string {
  const digits = text.replace(/\D/g, '').length;
  const colons = text.length - digits;
  const em = digits * 0.64 + colons * 0.34;
  return `min(${maxVh}vh, ${(columnVw / em).toFixed(2)}vw)`;
}

/**
 * The tournament clock as a room reads it from across the room (UI.md "Room displays", 1920×1080): the
 * time left and the blinds fill the screen, the next level and the time to the break come second,
 * then the field and the prizes. A lost connection is marked while the clock keeps counting from its
 * stored end time; a pause and a break are unmistakable.
 */
export function ClockScreen({
  view,
  live,
  staleForMs = null,
  variant,
  tableName,
  seats,
  aside,
}: {
  view: ClockView;
  live: boolean;
  /** How old the data is when it is not live (UI.md "Live is visible"); null when unknown. */
  staleForMs?: number | null;
  variant: ClockVariant;
  tableName: string | null;
  seats?: readonly FeatureSeat[];
  /** Extra controls at the top right (the app's "Other event" button). */
  aside?: ReactNode;
}) {
  const compact = Boolean(seats && seats.length > 0);
  // Four places to a column fit beside the clock (two above the feature table), two columns at most;
  // more are counted, not listed.
  const rows = compact ? 2 : 4;
  const twoColumns = view.payouts.length > rows;
  const shownPlaces = twoColumns ? rows * 2 : rows;
  const seconds = view.remainingMs === null ? null : shownSecond(view.remainingMs);
  const time = seconds === null ? '––:––' : formatClockTime(seconds);
  const nextBreak = view.nextBreakMs === null ? null : formatClockTime(shownSecond(view.nextBreakMs));
  const accent =
    view.phase === 'break'
      ? 'text-amber-300'
      : view.phase === 'paused'
        ? 'text-zinc-300'
        : view.phase === 'finished'
          ? 'text-emerald-300'
          : 'text-teal-300';
  const phaseLabel =
    view.phase === 'finished'
      ? 'Finished'
      : view.phase === 'starting'
        ? 'Starts in'
        : view.phase === 'waiting'
          ? 'Waiting for the clock'
          : view.isOnBreak
            ? 'Break'
            : view.levelLabel;
  return (
    <main
      className="flex h-dvh w-full flex-col overflow-hidden bg-zinc-950 px-[4vw] py-[4.5vh] text-zinc-50 select-none"
      style={{ ...FONT, ...(variant === 'flipped' ? { transform: 'rotate(180deg)' } : {}) }}
      data-testid="tournament-clock"
      data-variant={variant}
      data-phase={view.phase}
      data-stale={String(!live)}
    >
      <header className="flex items-center justify-between gap-[2vw]">
        <div className="min-w-0">
          <h1
            className="truncate text-[4.6vh] leading-tight font-extrabold tracking-tight"
            data-testid="event-name"
          >
            {view.eventName}
          </h1>
          {tableName ? (
            <p className="text-[2.8vh] font-semibold text-zinc-400">
              {variant === 'first' ? `Feature table · ${tableName}` : tableName}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 items-center gap-[1.5vw]">
          {aside}
          <LiveMarker live={live} staleForMs={staleForMs} paused={view.isPaused} />
        </div>
      </header>

      <div className="mt-[2vh] grid min-h-0 flex-1 grid-cols-[62fr_38fr] grid-rows-[minmax(0,1fr)] gap-[3vw]">
        <section className="flex min-w-0 flex-col justify-center" aria-label="Clock">
          <p className="flex items-center gap-[1.5vw]">
            <span
              className={`text-[8vh] leading-none font-black tracking-wide uppercase ${accent}`}
              data-testid="clock-phase"
            >
              {phaseLabel}
            </span>
            {view.isPaused ? (
              <span
                className="rounded-[1vh] border-[0.4vh] border-zinc-200 px-[1.2vw] py-[0.6vh] text-[5vh] leading-none font-black tracking-widest text-zinc-50 uppercase"
                data-testid="paused"
              >
                Paused
              </span>
            ) : null}
          </p>
          {view.phase === 'finished' ? (
            <p className="mt-[3vh] text-[9vh] leading-tight font-extrabold" data-testid="winner">
              {view.winner ? `Won by ${view.winner}` : 'The event is over'}
            </p>
          ) : (
            <p
              role="timer"
              aria-live="off"
              data-testid="clock-time"
              className={`tabular my-[1vh] leading-[0.95] font-extrabold tracking-tight ${
                view.isPaused ? 'text-zinc-400' : view.isOnBreak ? 'text-amber-200' : ''
              }`}
              style={{ fontSize: figureSize(time, 54, compact ? 27 : 36) }}
            >
              {time}
            </p>
          )}
          {view.blinds && !view.isOnBreak ? (
            <BigBlinds blinds={view.blinds} label="Blinds" compact={compact} testId="blinds" />
          ) : null}
          {view.next && view.phase !== 'finished' ? (
            view.isOnBreak || view.phase === 'starting' || view.phase === 'waiting' ? (
              <BigBlinds
                blinds={view.next.blinds}
                label={`${view.next.label} · blinds`}
                compact={compact}
                testId="next-level"
              />
            ) : (
              <div className="mt-[2.5vh]" data-testid="next-level">
                <p className="text-[3vh] font-bold tracking-widest text-zinc-400 uppercase">
                  Next · {view.next.label}
                </p>
                <p className="tabular text-[6.5vh] leading-[1.05] font-bold text-zinc-200">
                  {view.next.blinds.blinds}
                  {view.next.blinds.ante ? (
                    <span className="text-zinc-400">
                      {' '}
                      · {view.next.blinds.anteLabel} {view.next.blinds.ante}
                    </span>
                  ) : null}
                </p>
              </div>
            )
          ) : view.blinds && view.phase !== 'finished' ? (
            <p className="mt-[2.5vh] text-[4vh] font-semibold text-zinc-400" data-testid="next-level">
              Last level
            </p>
          ) : null}
        </section>

        <section className="flex min-w-0 flex-col gap-[2.2vh] py-[1vh]" aria-label="Event">
          {view.phase === 'finished' ? null : (
            <Figure label="Next break" testId="next-break">
              {view.isOnBreak ? 'Now' : (nextBreak ?? 'None')}
            </Figure>
          )}
          {view.phase === 'finished' ? (
            // Over: the field it had; no one is left to average.
            <Figure label="Entries" testId="players">
              {view.entries}
            </Figure>
          ) : (
            <div className="grid grid-cols-2 gap-[2.2vh]">
              <Figure label="Players" testId="players">
                <span className="whitespace-nowrap">
                  {view.playersLeft}
                  <span className="text-[3.6vh] font-bold text-zinc-400"> / {view.entries}</span>
                </span>
              </Figure>
              <Figure label="Avg stack" testId="average-stack">
                {view.averageStack ?? '—'}
              </Figure>
            </div>
          )}
          <div
            className="flex min-h-0 flex-1 flex-col rounded-[1.6vh] bg-zinc-900 px-[1.6vw] py-[2vh]"
            data-testid="prizes"
          >
            <div className="flex items-baseline justify-between gap-4">
              <p className="text-[2.8vh] font-bold tracking-widest text-zinc-400 uppercase">Prize pool</p>
              <p className="tabular text-[6vh] leading-none font-extrabold" data-testid="prize-pool">
                {view.prizePool}
              </p>
            </div>
            <ol
              className={`mt-[1.5vh] grid min-h-0 flex-1 content-start overflow-hidden ${
                twoColumns ? 'gap-x-[1.6vw]' : ''
              }`}
              // Places read down the first column, then the second.
              style={{
                gridTemplateRows: `repeat(${rows}, auto)`,
                gridAutoFlow: 'column',
                gridAutoColumns: '1fr',
              }}
              aria-label="Payouts"
            >
              {view.payouts.slice(0, shownPlaces).map((p) => (
                <li
                  key={p.place}
                  className="tabular flex items-baseline justify-between border-t border-zinc-800 py-[0.7vh] text-[3.6vh] font-semibold"
                >
                  <span className="min-w-0 truncate text-zinc-300">
                    {p.place}
                    {p.name ? <span className="text-zinc-50"> · {p.name}</span> : null}
                  </span>
                  <span className="pl-[0.8vw] font-bold">{p.amount}</span>
                </li>
              ))}
            </ol>
            {view.payouts.length > shownPlaces ? (
              <p className="pt-[0.7vh] text-[2.6vh] text-zinc-400">
                and {view.payouts.length - shownPlaces} more places paid
              </p>
            ) : null}
          </div>
        </section>
      </div>

      {seats && seats.length > 0 ? (
        <section className="mt-[2vh] border-t border-zinc-800 pt-[1.6vh]" aria-label="Feature table">
          <ul className="flex gap-[1.2vw] overflow-hidden" data-testid="feature-seats">
            {seats.map((s) => (
              <li
                key={s.seatIndex}
                className={`min-w-0 flex-1 rounded-[1vh] bg-zinc-900 px-[0.8vw] py-[0.8vh] ${s.out ? 'opacity-50' : ''}`}
              >
                <p className="truncate text-[2.6vh] font-semibold text-zinc-300">{s.name}</p>
                <p className="tabular text-[3.6vh] leading-tight font-extrabold">{s.out ? 'Out' : s.stack}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

/** Blinds and ante side by side, as big as the clock allows under the time. */
function BigBlinds({
  blinds,
  label,
  compact,
  testId,
}: {
  blinds: LevelBlinds;
  label: string;
  compact: boolean;
  testId: string;
}) {
  const size = compact ? 'text-[9vh]' : 'text-[11vh]';
  return (
    <div className="flex items-end gap-[3vw]" data-testid={testId}>
      <div className="min-w-0">
        <p className="text-[3vh] font-bold tracking-widest text-zinc-400 uppercase">{label}</p>
        <p className={`tabular ${size} leading-[1.05] font-extrabold`}>{blinds.blinds}</p>
      </div>
      {blinds.ante ? (
        <div className="min-w-0">
          <p className="text-[3vh] font-bold tracking-widest text-zinc-400 uppercase">{blinds.anteLabel}</p>
          <p className={`tabular ${size} leading-[1.05] font-extrabold text-zinc-200`}>{blinds.ante}</p>
        </div>
      ) : null}
    </div>
  );
}

function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="rounded-[1.6vh] bg-zinc-900 px-[1.6vw] py-[1.8vh]" data-testid={testId}>
      <p className="text-[2.8vh] font-bold tracking-widest text-zinc-400 uppercase">{label}</p>
      <p className="tabular text-[7vh] leading-[1.05] font-extrabold">{children}</p>
    </div>
  );
}

/**
 * Live, or the connection lost: amber and impossible to miss, saying the clock still runs on its own
 * (it counts from the stored end time, so it is right unless the clock was changed meanwhile).
 */
function LiveMarker({
  live,
  staleForMs,
  paused,
}: {
  live: boolean;
  staleForMs: number | null;
  paused: boolean;
}) {
  return live ? (
    <p
      className="flex items-center gap-[0.6vw] text-[2.6vh] font-semibold text-emerald-300"
      data-testid="live"
    >
      <span className="size-[1.6vh] rounded-full bg-emerald-400" aria-hidden />
      Live
    </p>
  ) : (
    <p
      role="status"
      className="rounded-full bg-amber-500/20 px-[1.2vw] py-[0.8vh] text-[2.8vh] font-bold text-amber-200"
      data-testid="stale"
    >
      Connection lost{staleForMs === null ? '' : ` ${formatAge(staleForMs)} ago`} ·{' '}
      {paused ? 'the clock as it was last' : 'clock runs on its own'}
    </p>
  );
}
