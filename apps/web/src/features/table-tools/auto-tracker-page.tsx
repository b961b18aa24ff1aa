import { type TableSettings, type Tracker, type TrackerEntry, tableSettingsSchema } from '@railbird/protocol';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTRPC } from '../../lib/trpc.js';
import { useNow } from '../../lib/use-now.js';
import { Button } from '../../ui/button.js';
import { EmptyState, LoadingState, Panel } from '../../ui/page.js';
import {
  ago,
  confirmedShare,
  kindLabel,
  kindRows,
  newestFirst,
  outcomeLabel,
  SENSITIVITY_HELP,
  SENSITIVITY_SCALE,
  sourceLabel,
} from './format.js';
import { useToolTable } from './use-tool-table.js';

type Sensitivities = TableSettings['sensitivities'];
const sensitivitiesSchema = tableSettingsSchema.shape.sensitivities;

/**
 * `/tools/auto-tracker/{tableKey}`: what the engine inferred from chip and card reads and what became of
 * it (the operator confirmed, rejected or undid it, or entered the action by hand: a miss), its
 * counters, and the antennas' sensitivities to tune them.
 */
export function AutoTrackerPage({ tableKey, canTune }: { tableKey: string; canTune: boolean }) {
  const snapshot = useToolTable(tableKey);
  const now = useNow(1000);
  const state = snapshot.state;
  if (!state) return <LoadingState label={`Waiting for ${tableKey}’s engine…`} />;
  const tracker = state.table.tracker ?? null;
  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,7fr)_minmax(0,4fr)]">
      <div className="flex min-w-0 flex-col gap-4">
        <Counters tracker={tracker} settings={state.tableSettings} />
        <Panel
          title="Log"
          aside={<span className="text-xs text-zinc-500 dark:text-zinc-400">newest first, last 50</span>}
        >
          <Log tracker={tracker} now={now} />
        </Panel>
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <SensitivityEditor
          key={JSON.stringify(state.tableSettings.sensitivities)}
          tableKey={tableKey}
          current={state.tableSettings.sensitivities}
          canTune={canTune}
        />
        <Panel title="By kind">
          <ByKind tracker={tracker} />
        </Panel>
      </div>
    </div>
  );
}

function Counters({ tracker, settings }: { tracker: Tracker | null; settings: TableSettings }) {
  const t = tracker?.totals;
  const figures: [string, string, string][] = [
    ['Inferred', String(t?.inferred ?? 0), 'actions read from chips, the all-in button and the muck'],
    ['Confirmed', t ? confirmedShare(t) : '–', `${t?.confirmed ?? 0} confirmed or applied of the decided`],
    ['Rejected', String(t?.rejected ?? 0), `${t?.undone ?? 0} more undone`],
    ['Misses', String(t?.manual ?? 0), 'actions entered by hand that reads should have given'],
    ['Corrections', String(t?.corrections ?? 0), 'undo and clear error'],
  ];
  return (
    <section aria-label="Counters" className="grid grid-cols-2 gap-3 md:grid-cols-5">
      {figures.map(([label, value, what]) => (
        <div
          key={label}
          className="rounded-lg border border-zinc-200 bg-white px-3 py-2 dark:border-zinc-800 dark:bg-zinc-900"
        >
          <div className="text-xs font-medium text-zinc-500 dark:text-zinc-400">{label}</div>
          <div className="text-2xl font-semibold tabular-nums" data-testid={`counter-${label.toLowerCase()}`}>
            {value}
          </div>
          <div className="text-xs text-zinc-500 dark:text-zinc-400">{what}</div>
        </div>
      ))}
      <p className="col-span-full text-xs text-zinc-500 dark:text-zinc-400">
        Tracking{' '}
        {settings.isChipsEnabled
          ? 'chips and cards'
          : settings.isCardsEnabled
            ? 'cards only (chips are off: bets are entered by hand and are no misses)'
            : 'nothing: cards and chips are off'}
        .
      </p>
    </section>
  );
}

const OUTCOME_STYLE: Record<string, string> = {
  PENDING: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  CONFIRMED: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  APPLIED: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-300',
  REJECTED: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  UNDONE: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  MISS: 'bg-red-50 text-red-800 dark:bg-red-950/60 dark:text-red-300',
  CORRECTION: 'bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200',
};

function Log({ tracker, now }: { tracker: Tracker | null; now: number }) {
  if (!tracker || tracker.entries.length === 0)
    return (
      <EmptyState title="Nothing inferred yet">
        Entries appear as chips are read at the acting seat, cards reach the muck, or the operator corrects
        the table.
      </EmptyState>
    );
  return (
    <div className="max-h-[34rem] overflow-y-auto">
      <table className="w-full text-sm tabular-nums">
        <thead className="sticky top-0 bg-white text-left text-xs text-zinc-500 dark:bg-zinc-900 dark:text-zinc-400">
          <tr className="border-b border-zinc-200 dark:border-zinc-800">
            <th className="px-3 py-2 font-medium">When</th>
            <th className="px-3 py-2 font-medium">Hand</th>
            <th className="px-3 py-2 font-medium">Seat</th>
            <th className="px-3 py-2 font-medium">What</th>
            <th className="px-3 py-2 text-right font-medium">Amount</th>
            <th className="px-3 py-2 font-medium">From</th>
            <th className="px-3 py-2 font-medium">Outcome</th>
            <th className="px-3 py-2 text-right font-medium">Sens.</th>
          </tr>
        </thead>
        <tbody>
          {newestFirst(tracker.entries).map((e) => (
            <LogRow key={e.id} entry={e} now={now} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LogRow({ entry: e, now }: { entry: TrackerEntry; now: number }) {
  const outcome = outcomeLabel(e);
  return (
    <tr
      data-testid="tracker-entry"
      className="border-b border-zinc-100 last:border-0 dark:border-zinc-800/60"
    >
      <td className="px-3 py-1.5 whitespace-nowrap text-zinc-600 dark:text-zinc-400">{ago(e.time, now)}</td>
      <td className="px-3 py-1.5">{e.handNumber === null ? '—' : `#${e.handNumber}`}</td>
      <td className="px-3 py-1.5">{e.seatIndex === null ? '—' : e.seatIndex + 1}</td>
      <td className="px-3 py-1.5 font-medium">
        {kindLabel(e.kind)}
        {e.card ? <span className="ml-1 font-mono text-xs text-zinc-500">{e.card}</span> : null}
      </td>
      <td className="px-3 py-1.5 text-right">{e.amount === null ? '' : e.amount.toLocaleString()}</td>
      <td className="px-3 py-1.5 whitespace-nowrap text-zinc-600 dark:text-zinc-400">
        {sourceLabel(e.source)}
        {e.antennaId === null ? '' : ` · A${e.antennaId}`}
      </td>
      <td className="px-3 py-1.5">
        <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${OUTCOME_STYLE[outcome] ?? ''}`}>
          {outcome}
        </span>
      </td>
      <td className="px-3 py-1.5 text-right text-zinc-600 dark:text-zinc-400">{e.sensitivity}</td>
    </tr>
  );
}

function ByKind({ tracker }: { tracker: Tracker | null }) {
  const rows = tracker ? kindRows(tracker.byKind) : [];
  if (rows.length === 0)
    return <p className="px-4 py-3 text-sm text-zinc-500 dark:text-zinc-400">No counts yet.</p>;
  return (
    <table className="w-full text-sm tabular-nums">
      <thead className="text-left text-xs text-zinc-500 dark:text-zinc-400">
        <tr className="border-b border-zinc-200 dark:border-zinc-800">
          <th className="px-3 py-2 font-medium">Kind</th>
          <th className="px-3 py-2 text-right font-medium">Inferred</th>
          <th className="px-3 py-2 text-right font-medium">Confirmed</th>
          <th className="px-3 py-2 text-right font-medium">Rejected</th>
          <th className="px-3 py-2 text-right font-medium">Undone</th>
          <th className="px-3 py-2 text-right font-medium">Misses</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([kind, c]) => (
          <tr key={kind} className="border-b border-zinc-100 last:border-0 dark:border-zinc-800/60">
            <td className="px-3 py-1.5 font-medium">{kindLabel(kind)}</td>
            <td className="px-3 py-1.5 text-right">{c.inferred}</td>
            <td className="px-3 py-1.5 text-right">{c.confirmed}</td>
            <td className="px-3 py-1.5 text-right">{c.rejected}</td>
            <td className="px-3 py-1.5 text-right">{c.undone}</td>
            <td className="px-3 py-1.5 text-right">{c.manual}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const FIELDS: { key: keyof Sensitivities; label: string }[] = [
  { key: 'board', label: 'Board' },
  { key: 'card', label: 'Card' },
  { key: 'cutCard', label: 'Cut card' },
];

/** Three sliders saved with `table.updateSettings` (managers and admins), checked with the protocol's schema. */
function SensitivityEditor({
  tableKey,
  current,
  canTune,
}: {
  tableKey: string;
  current: Sensitivities;
  canTune: boolean;
}) {
  const trpc = useTRPC();
  const [draft, setDraft] = useState<Sensitivities>(current);
  const save = useMutation(
    trpc.table.updateSettings.mutationOptions({
      onSuccess: () => toast.success('Sensitivities saved: the engine applies them after the hand in play.'),
      onError: (error) => toast.error('Sensitivities not saved', { description: error.message }),
    }),
  );
  const checked = sensitivitiesSchema.safeParse(draft);
  const dirty = JSON.stringify(draft) !== JSON.stringify(current);
  return (
    <Panel title="Sensitivities">
      <form
        aria-label="Sensitivities"
        className="flex flex-col gap-3 px-4 py-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (checked.success)
            save.mutate({ tableKey: tableKey as never, settings: { sensitivities: checked.data } });
        }}
      >
        {FIELDS.map(({ key, label }) => (
          <div key={key} className="flex flex-col gap-1">
            <label
              htmlFor={`sens-${key}`}
              className="flex items-baseline justify-between text-sm font-medium"
            >
              {label}
              <span className="tabular-nums">
                {draft[key]}
                {draft[key] !== current[key] ? (
                  <span className="ml-1 text-xs font-normal text-zinc-500">(now {current[key]})</span>
                ) : null}
              </span>
            </label>
            <input
              id={`sens-${key}`}
              type="range"
              min={0}
              max={100}
              step={1}
              value={draft[key]}
              disabled={!canTune}
              onChange={(e) => setDraft({ ...draft, [key]: Number(e.target.value) })}
              className="accent-accent-600 disabled:opacity-50"
            />
            <p className="text-xs text-zinc-600 dark:text-zinc-400">{SENSITIVITY_HELP[key]}</p>
          </div>
        ))}
        <p className="text-xs text-zinc-500 dark:text-zinc-400">{SENSITIVITY_SCALE}</p>
        {canTune ? (
          <div className="flex gap-2">
            <Button type="submit" pending={save.isPending} disabled={!dirty || !checked.success}>
              Save
            </Button>
            <Button variant="secondary" disabled={!dirty} onClick={() => setDraft(current)}>
              Reset
            </Button>
          </div>
        ) : (
          <p className="text-xs text-amber-700 dark:text-amber-400">
            Only a manager or an admin can change them.
          </p>
        )}
      </form>
    </Panel>
  );
}
