import type { BlindLevel, Clock } from '@railbird/protocol';
import { useEffect, useState } from 'react';
import { useNow } from '../../lib/use-now.js';
import { Button } from '../../ui/button.js';
import { SelectField } from '../../ui/fields.js';
import { Panel } from '../../ui/page.js';
import { StatusDot } from '../../ui/status-dot.js';
import { stakesText } from './blind-structure.js';
import { clockShortcut, clockText, clockView, levelName } from './clock.js';
import type { ClockAction } from './use-table-commands.js';

/** Disabled buttons look it (the secondary style alone does not change). */
const dim = 'disabled:opacity-45';

function Figure({
  label,
  children,
  big = false,
}: {
  label: string;
  children: React.ReactNode;
  big?: boolean;
}) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs text-zinc-500 dark:text-zinc-400">{label}</dt>
      <dd className={`tabular font-semibold ${big ? 'text-4xl tracking-tight' : 'text-base'}`}>{children}</dd>
    </div>
  );
}

/**
 * The event's clock as its first table's engine runs it (`eventManager.clock`): level, blinds, time
 * left computed from the level's end time, next level, time to the break; and the controls, which
 * send `eventClock` to that table. Before the event is on a table, it says how to put it there.
 */
export function EventClock({
  clock,
  levels,
  tableName,
  live,
  attached,
  finished,
  pending,
  onClock,
  sendToTables,
}: {
  clock: Clock | null;
  levels: readonly BlindLevel[];
  /** The table whose clock this is (the event's first). */
  tableName: string | null;
  /** Whether that table's socket is open. */
  live: boolean;
  /** Whether that table plays this event now (setEvent sent). */
  attached: boolean;
  /** The winner's name once the event is over ('' when none), null while it runs. */
  finished: string | null;
  pending: string | null;
  onClock: (what: string, action: ClockAction) => void;
  sendToTables: React.ReactNode;
}) {
  // Re-rendered every second: the clock itself is the engine's level end time.
  const now = useNow();
  const view = clockView(attached ? clock : null, levels, now);
  const [skipTo, setSkipTo] = useState(String(view.levelIndex + 1));
  const disabledReason = !tableName
    ? 'The event plays at no table: edit it to choose its tables.'
    : !live
      ? `${tableName} is not connected.`
      : !attached
        ? 'Send the event to its tables first.'
        : null;
  const off = disabledReason !== null || pending !== null;
  const status = view.status;
  // The keys, while nothing that takes typing has the focus and no dialog is open.
  useEffect(() => {
    if (off || finished !== null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, select, textarea, [contenteditable], dialog')) return;
      const shortcut = clockShortcut(e.key, status);
      if (!shortcut) return;
      e.preventDefault();
      onClock(shortcut.what, shortcut.action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [off, finished, status, onClock]);
  const running = view.status === 'running';
  const started = view.status !== 'not-started';
  return (
    <Panel
      title="Clock"
      aside={
        <span className="flex items-center gap-2 text-xs text-zinc-500 dark:text-zinc-400">
          {tableName ? (
            <>
              <StatusDot status={live ? 'live' : 'down'} label={live ? 'Live' : 'Not connected'} />
              {live ? `Live from ${tableName}` : `${tableName}: not connected`}
            </>
          ) : (
            'No table'
          )}
          {sendToTables}
        </span>
      }
    >
      <div className="flex flex-col gap-4 p-4">
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-[auto_1fr_1fr_1fr]">
          <Figure label={started ? levelName(view) : 'Not started'} big>
            <span
              role="timer"
              aria-label="Time left in the level"
              className={view.status === 'paused' ? 'text-amber-700 dark:text-amber-400' : ''}
            >
              {view.remainingMs === null
                ? clockText((levels[0]?.levelDuration ?? 0) * 1000)
                : clockText(view.remainingMs)}
            </span>
            {view.status === 'paused' ? (
              <span className="ml-2 align-middle text-xs font-medium text-amber-700 dark:text-amber-400">
                PAUSED
              </span>
            ) : null}
          </Figure>
          <Figure label={view.isOnBreak ? 'Next' : 'Blinds (BB ante)'}>
            {view.isOnBreak
              ? view.next
                ? stakesText(view.next)
                : '—'
              : view.level
                ? stakesText(view.level)
                : '—'}
          </Figure>
          <Figure label="Next level">{view.next ? stakesText(view.next) : 'Last level'}</Figure>
          <Figure label="Next break">
            {view.isOnBreak ? 'On break' : view.toBreakMs === null ? '—' : `in ${clockText(view.toBreakMs)}`}
          </Figure>
        </dl>
        {finished !== null ? (
          <div className="flex flex-wrap items-center gap-3 rounded-md bg-emerald-50 px-3 py-2 text-sm dark:bg-emerald-950/40">
            <span className="font-medium text-emerald-800 dark:text-emerald-300">
              Finished{finished ? ` · won by ${finished}` : ''}
            </span>
            {started ? (
              <Button
                variant="secondary"
                className="ml-auto h-8 text-xs"
                disabled={off}
                onClick={() => onClock('Stop the clock', { action: 'stop' })}
              >
                Stop the clock
              </Button>
            ) : null}
          </div>
        ) : null}
        <div className={`flex flex-wrap items-end gap-2 ${finished !== null ? 'hidden' : ''}`}>
          {!started ? (
            <Button
              className="dark:disabled:opacity-50"
              disabled={off}
              aria-keyshortcuts="P"
              title="P"
              onClick={() => onClock('Start the clock', { action: 'start' })}
            >
              Start clock
            </Button>
          ) : running ? (
            <Button
              variant="secondary"
              className={dim}
              disabled={off}
              aria-keyshortcuts="P"
              title="P"
              onClick={() => onClock('Pause', { action: 'pause' })}
            >
              Pause
            </Button>
          ) : (
            <Button
              className="dark:disabled:opacity-50"
              disabled={off}
              aria-keyshortcuts="P"
              title="P"
              onClick={() => onClock('Resume', { action: 'resume' })}
            >
              Resume
            </Button>
          )}
          <Button
            variant="secondary"
            className={dim}
            disabled={off || !started}
            aria-label="Remove one minute"
            aria-keyshortcuts="-"
            title="−"
            onClick={() => onClock('−1 min', { action: 'adjust', ms: -60_000 })}
          >
            −1 min
          </Button>
          <Button
            variant="secondary"
            className={dim}
            disabled={off || !started}
            aria-label="Add one minute"
            aria-keyshortcuts="+"
            title="+"
            onClick={() => onClock('+1 min', { action: 'adjust', ms: 60_000 })}
          >
            +1 min
          </Button>
          <div className="ml-auto flex items-end gap-2">
            <SelectField
              label="Skip to level"
              className="w-48"
              value={skipTo}
              onValue={setSkipTo}
              disabled={off}
              options={levels.map((l, i) => ({ value: String(i + 1), label: `${i + 1} · ${stakesText(l)}` }))}
            />
            <Button
              variant="secondary"
              className={dim}
              disabled={off}
              onClick={() =>
                onClock(`Skip to level ${skipTo}`, { action: 'skipTo', levelIndex: Number(skipTo) - 1 })
              }
            >
              Go
            </Button>
          </div>
        </div>
        {disabledReason ? <p className="text-xs text-zinc-500 dark:text-zinc-400">{disabledReason}</p> : null}
      </div>
    </Panel>
  );
}
