import type { ActivityBucket, PlayerResult, ReportInput, TableFigures } from '@railbird/protocol';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { downloadText } from '../../lib/download.js';
import { useTheme } from '../../lib/theme.js';
import { useTRPC } from '../../lib/trpc.js';
import { Button } from '../../ui/button.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { InputField, SelectField } from '../../ui/fields.js';
import { EmptyState, ErrorState, LoadingState, Panel } from '../../ui/page.js';
import {
  bb100Text,
  type CsvValue,
  chipsText,
  countText,
  csvFileName,
  csvOf,
  customRange,
  type DayRange,
  dayInput,
  daysIn,
  hoursText,
  PRESETS,
  type PresetId,
  paceText,
  percentText,
  presetRange,
  rangeLabel,
  signedChips,
} from './report-figures.js';
import { TableMetrics } from './table-metrics.js';

const COLOURS = {
  light: {
    bar: '#0f766e',
    second: '#5eead4',
    win: '#15803d',
    loss: '#b91c1c',
    grid: '#e4e4e7',
    axis: '#71717a',
    tip: '#ffffff',
    tipText: '#18181b',
  },
  dark: {
    bar: '#2dd4bf',
    second: '#115e59',
    win: '#4ade80',
    loss: '#f87171',
    grid: '#27272a',
    axis: '#a1a1aa',
    tip: '#18181b',
    tipText: '#f4f4f5',
  },
};

type Colours = (typeof COLOURS)['light'];

function useColours(): Colours {
  return COLOURS[useTheme().theme];
}

/** Saves `text` as a file in the browser: the report is already here, so no second trip to the server. */
function download(name: string, text: string) {
  downloadText(text, name, 'text/csv;charset=utf-8', 1000);
}

function CsvButton({
  section,
  label,
  range,
  tableKey,
  header,
  rows,
}: {
  section: string;
  label: string;
  range: DayRange;
  tableKey: string | null;
  header: readonly string[];
  rows: ReadonlyArray<readonly CsvValue[]> | undefined;
}) {
  return (
    <Button
      variant="secondary"
      className="h-7 px-2.5 text-xs"
      disabled={!rows}
      aria-label={`Export ${label} as CSV`}
      onClick={() => rows && download(csvFileName(section, range, tableKey), csvOf(header, rows))}
    >
      Export CSV
    </Button>
  );
}

/** A query's loading and error states around what it shows when it has data. */
function Loaded<T>({
  query,
  what,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
  };
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={`Loading ${what}…`} />;
  if (query.isError || query.data === undefined)
    return (
      <ErrorState
        title={`The ${what} could not be loaded`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  return <>{children(query.data)}</>;
}

function Tile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg border border-zinc-200 bg-white px-4 py-3 dark:border-zinc-800 dark:bg-zinc-900">
      <p className="text-xs font-medium text-zinc-500 dark:text-zinc-400">{label}</p>
      <p className="tabular mt-1 text-2xl font-semibold tracking-tight" data-testid={`tile-${label}`}>
        {value}
      </p>
      {note ? <p className="mt-0.5 text-xs text-zinc-500 dark:text-zinc-400">{note}</p> : null}
    </div>
  );
}

/** Every chart's axes: small ticks in the axis colour, lines in the grid's. */
const axisLook = (c: Colours) => ({ tick: { fill: c.axis, fontSize: 11 }, stroke: c.grid });

/** Every chart's tooltip: a box in the theme's colours, the hovered band shaded like the grid. */
const tooltipLook = (c: Colours) => ({
  contentStyle: {
    background: c.tip,
    color: c.tipText,
    border: `1px solid ${c.grid}`,
    borderRadius: 6,
    fontSize: 12,
  },
  cursor: { fill: c.grid },
});

/** A chart on the left and its figures in a table on the right (stacked on a narrow screen). */
function ChartAndTable({
  chart,
  table,
  label,
  wideTable = false,
}: {
  chart: ReactNode;
  table: ReactNode;
  label: string;
  /** The table has many columns (players): it gets the larger share. */
  wideTable?: boolean;
}) {
  return (
    <div className={`grid gap-4 p-4 ${wideTable ? 'lg:grid-cols-[2fr_3fr]' : 'lg:grid-cols-[3fr_2fr]'}`}>
      <figure className="m-0 h-64 min-w-0" aria-label={label} data-testid="report-chart">
        {chart}
      </figure>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        aria-label={`${label}: the figures`}
        className="max-h-64 overflow-y-auto rounded-md border border-zinc-100 focus-visible:outline-2 focus-visible:outline-accent-500 dark:border-zinc-800"
      >
        {table}
      </section>
    </div>
  );
}

const hourLabel = (key: string) => `${key.padStart(2, '0')}:00`;
const dayLabel = (key: string) => {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y!, m! - 1, d!).toLocaleDateString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
};

const tableColumns: Column<TableFigures>[] = [
  { header: 'Table', emphasis: true, cell: (t) => t.name },
  { header: 'Hands', numeric: true, cell: (t) => countText(t.hands) },
  { header: 'Sessions', numeric: true, cell: (t) => countText(t.sessions) },
  { header: 'Dealing', numeric: true, cell: (t) => hoursText(t.dealingHours) },
  { header: 'Hands / hour', numeric: true, cell: (t) => paceText(t.handsPerHour) },
  { header: 'Utilisation', numeric: true, cell: (t) => percentText(t.utilisation) },
  { header: 'Average pot', numeric: true, cell: (t) => chipsText(t.averagePot) },
  { header: 'Largest pot', numeric: true, cell: (t) => chipsText(t.largestPot) },
  { header: 'Showdowns', numeric: true, cell: (t) => countText(t.showdowns) },
];
const TABLE_CSV = [
  'Table',
  'Key',
  'Hands',
  'Sessions',
  'Dealing hours',
  'Hands per hour',
  'Utilisation %',
  'Average pot',
  'Largest pot',
  'Showdowns',
];
const tableCsvRow = (t: TableFigures): CsvValue[] => [
  t.name,
  t.tableKey ?? '',
  t.hands,
  t.sessions,
  t.dealingHours,
  t.handsPerHour,
  t.utilisation === null ? null : t.utilisation * 100,
  t.averagePot,
  t.largestPot,
  t.showdowns,
];

const playerColumns: Column<PlayerResult>[] = [
  {
    header: 'Player',
    emphasis: true,
    cell: (p) => (
      <span className="whitespace-nowrap">
        {p.displayName}
        {p.playerId ? null : (
          <span
            className="ml-1.5 text-xs font-normal text-zinc-500 dark:text-zinc-400"
            title="A seat not linked to a player of the directory"
          >
            guest
          </span>
        )}
      </span>
    ),
  },
  { header: 'Hands', numeric: true, cell: (p) => countText(p.hands) },
  { header: 'Won', numeric: true, cell: (p) => countText(p.handsWon) },
  {
    header: 'Net',
    numeric: true,
    cell: (p) => signedChips(p.net),
    tone: (p) =>
      p.net > 0 ? 'text-green-700 dark:text-green-400' : p.net < 0 ? 'text-red-700 dark:text-red-400' : '',
  },
  { header: 'In bb', numeric: true, cell: (p) => signedChips(p.netBigBlinds) },
  {
    header: 'bb/100',
    numeric: true,
    cell: (p) => <span className="whitespace-nowrap">{bb100Text(p.bb100, p.hands).value}</span>,
    tone: (p) => (bb100Text(p.bb100, p.hands).enough ? '' : 'text-zinc-500 dark:text-zinc-400'),
  },
];

const EMPTY_RANGE = (
  <EmptyState title="No hands in this range">
    Hands appear here once a table finishes them; pick another range or another table.
  </EmptyState>
);

/** The reports page (issue 18): a date range and a table, then figures, charts, tables and CSV per section. */
export function ReportsPage({ tables }: { tables: readonly { key: string; name: string }[] }) {
  const trpc = useTRPC();
  const c = useColours();
  const [preset, setPreset] = useState<PresetId>('today');
  const [custom, setCustom] = useState(() => {
    const today = presetRange('today', new Date());
    return { first: dayInput(today.from), last: dayInput(today.from) };
  });
  const [tableKey, setTableKey] = useState<string>('');
  const range: DayRange | null = useMemo(
    () => (preset === 'custom' ? customRange(custom.first, custom.last) : presetRange(preset, new Date())),
    [preset, custom],
  );
  const customError =
    preset === 'custom' && !range
      ? 'Pick both days.'
      : range && range.to <= range.from
        ? 'The last day cannot be before the first.'
        : range && daysIn(range) > 366
          ? 'A report covers at most 366 days.'
          : undefined;
  const valid = range !== null && customError === undefined;
  const input: ReportInput = {
    from: range?.from ?? new Date(0),
    to: range?.to ?? new Date(1),
    ...(tableKey ? { tableKey } : {}),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
  const enabled = { enabled: valid };
  const tablesQ = useQuery({ ...trpc.report.tables.queryOptions(input), ...enabled });
  const activityQ = useQuery({ ...trpc.report.activity.queryOptions(input), ...enabled });
  const variationsQ = useQuery({ ...trpc.report.variations.queryOptions(input), ...enabled });
  const playersQ = useQuery({ ...trpc.report.players.queryOptions(input), ...enabled });
  const eventsQ = useQuery({ ...trpc.report.events.queryOptions(input), ...enabled });
  const shownRange = range ?? presetRange('today', new Date());
  const key = tableKey || null;
  const byHour = !range || daysIn(range) <= 2;
  const total = tablesQ.data?.total;
  const none = total?.hands === 0;
  // The activity and pots CSVs write the same buckets: an hour by its label, a day by its date.
  const bucketHeader = [byHour ? 'Hour' : 'Day', 'Hands', 'Average pot', 'Largest pot'];
  const csvBuckets =
    activityQ.data &&
    (byHour ? activityQ.data.byHour.map((b) => ({ ...b, key: hourLabel(b.key) })) : activityQ.data.byDay);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end gap-4 rounded-lg border border-zinc-200 bg-white px-4 py-3 dark:border-zinc-800 dark:bg-zinc-900">
        <fieldset className="flex flex-col gap-1">
          <legend className="text-xs font-medium text-zinc-700 dark:text-zinc-300">Range</legend>
          <div className="inline-flex overflow-hidden rounded-md border border-zinc-300 dark:border-zinc-700">
            {PRESETS.map((p) => (
              <button
                key={p.id}
                type="button"
                aria-pressed={preset === p.id}
                onClick={() => setPreset(p.id)}
                className={`h-9 border-zinc-300 px-3 text-sm font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-500 not-first:border-l dark:border-zinc-700 ${
                  preset === p.id
                    ? 'bg-accent-700 text-white'
                    : 'bg-white text-zinc-800 hover:bg-zinc-100 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800'
                }`}
              >
                {p.label}
              </button>
            ))}
          </div>
        </fieldset>
        {preset === 'custom' ? (
          <>
            <InputField
              label="First day"
              type="date"
              value={custom.first}
              onChange={(e) => setCustom({ ...custom, first: e.target.value })}
              error={customError}
            />
            <InputField
              label="Last day"
              type="date"
              value={custom.last}
              onChange={(e) => setCustom({ ...custom, last: e.target.value })}
            />
          </>
        ) : null}
        <SelectField
          label="Table"
          className="w-56"
          value={tableKey}
          onValue={setTableKey}
          options={[
            { value: '', label: 'All tables' },
            ...tables.map((t) => ({ value: t.key, label: t.name })),
          ]}
        />
        <p
          className="tabular ml-auto self-center text-sm text-zinc-600 dark:text-zinc-400"
          data-testid="report-range"
        >
          {valid ? rangeLabel(shownRange) : '—'}
        </p>
      </div>

      {!valid ? null : (
        <>
          <section aria-label="Figures" className="flex flex-col gap-2">
            <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
              <Tile label="Hands dealt" value={total ? countText(total.hands) : '…'} />
              <Tile
                label="Hands per hour"
                value={total ? paceText(total.handsPerHour) : '…'}
                note={total && total.hands > 0 ? `${countText(total.hands)} hands while dealing` : undefined}
              />
              <Tile
                label="Dealing time"
                value={total ? hoursText(total.dealingHours) : '…'}
                note={total ? `${countText(total.sessions)} sessions` : undefined}
              />
              <Tile
                label="Utilisation"
                value={total ? percentText(total.utilisation) : '…'}
                note={
                  tablesQ.data
                    ? `of ${hoursText(tablesQ.data.elapsedHours)} × ${tablesQ.data.tables.length} tables`
                    : undefined
                }
              />
              <Tile label="Average pot" value={total ? chipsText(total.averagePot) : '…'} />
              <Tile label="Largest pot" value={total ? chipsText(total.largestPot) : '…'} />
            </div>
            <p className="text-xs text-zinc-500 dark:text-zinc-400">
              Hands are counted on the day they ended. A session is a run of a table’s hands each starting
              within 30 minutes of the previous one’s end; dealing time is the sessions’ length, hands per
              hour divide by it. Utilisation is dealing time ÷ the hours of the range so far, per table (no
              opening hours are kept, so a room open 12 hours a day tops out near 50%). A pot is every chip
              put in.
            </p>
          </section>

          <Panel
            title="By table"
            aside={
              <CsvButton
                section="tables"
                label="the tables report"
                range={shownRange}
                tableKey={key}
                header={TABLE_CSV}
                rows={
                  tablesQ.data && [tableCsvRow(tablesQ.data.total), ...tablesQ.data.tables.map(tableCsvRow)]
                }
              />
            }
          >
            <Loaded query={tablesQ} what="tables report">
              {(d) => (
                <DataTable
                  label="Tables"
                  wide
                  columns={tableColumns}
                  rows={d.tables}
                  rowKey={(t) => t.tableKey ?? 'all'}
                  empty={
                    <EmptyState title="No tables yet">
                      Add a table in Settings; its hands are reported here.
                    </EmptyState>
                  }
                />
              )}
            </Loaded>
          </Panel>

          <Panel
            title={byHour ? 'Hands by hour of the day' : 'Hands by day'}
            aside={
              <CsvButton
                section="activity"
                label="the activity report"
                range={shownRange}
                tableKey={key}
                header={bucketHeader}
                rows={csvBuckets?.map((b) => [b.key, b.hands, b.averagePot, b.largestPot])}
              />
            }
          >
            <Loaded query={activityQ} what="activity report">
              {(d) => {
                const buckets: ActivityBucket[] = byHour ? d.byHour : d.byDay;
                const label = byHour ? hourLabel : dayLabel;
                if (none || buckets.every((b) => b.hands === 0)) return EMPTY_RANGE;
                const data = buckets.map((b) => ({ ...b, label: label(b.key) }));
                return (
                  <ChartAndTable
                    label={byHour ? 'Hands by hour of the day' : 'Hands by day'}
                    chart={
                      <ResponsiveContainer width="100%" height="100%">
                        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
                          <CartesianGrid stroke={c.grid} strokeDasharray="3 3" vertical={false} />
                          <XAxis dataKey="label" {...axisLook(c)} interval="preserveStartEnd" />
                          <YAxis
                            allowDecimals={false}
                            {...axisLook(c)}
                            width={40}
                            tickFormatter={(v: number) => countText(v)}
                          />
                          <Tooltip {...tooltipLook(c)} formatter={(v) => [countText(Number(v)), 'Hands']} />
                          <Bar
                            dataKey="hands"
                            fill={c.bar}
                            maxBarSize={56}
                            isAnimationActive={false}
                            radius={[3, 3, 0, 0]}
                          />
                        </BarChart>
                      </ResponsiveContainer>
                    }
                    table={
                      <DataTable
                        label="Hands by time"
                        rows={data.filter((b) => b.hands > 0)}
                        rowKey={(b) => b.key}
                        empty={null}
                        columns={[
                          { header: byHour ? 'Hour' : 'Day', tabular: true, cell: (b) => b.label },
                          { header: 'Hands', numeric: true, cell: (b) => countText(b.hands) },
                          { header: 'Avg pot', numeric: true, cell: (b) => chipsText(b.averagePot) },
                          { header: 'Largest', numeric: true, cell: (b) => chipsText(b.largestPot) },
                        ]}
                      />
                    }
                  />
                );
              }}
            </Loaded>
          </Panel>

          <div className="grid gap-6 xl:grid-cols-2">
            <Panel
              title="Pots"
              aside={
                <CsvButton
                  section="pots"
                  label="the pots report"
                  range={shownRange}
                  tableKey={key}
                  header={bucketHeader}
                  rows={csvBuckets
                    ?.filter((b) => b.hands > 0)
                    .map((b) => [b.key, b.hands, b.averagePot, b.largestPot])}
                />
              }
            >
              <Loaded query={activityQ} what="pots report">
                {(d) => {
                  const data = (byHour ? d.byHour : d.byDay)
                    .filter((b) => b.hands > 0)
                    .map((b) => ({ ...b, label: (byHour ? hourLabel : dayLabel)(b.key) }));
                  if (data.length === 0) return EMPTY_RANGE;
                  return (
                    <div className="h-64 p-4" data-testid="report-chart">
                      <ResponsiveContainer width="100%" height="100%">
                        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
                          <CartesianGrid stroke={c.grid} strokeDasharray="3 3" vertical={false} />
                          <XAxis dataKey="label" {...axisLook(c)} />
                          <YAxis {...axisLook(c)} width={44} tickFormatter={(v: number) => chipsText(v)} />
                          <Tooltip
                            {...tooltipLook(c)}
                            formatter={(v, name) => [
                              chipsText(Number(v)),
                              name === 'averagePot' ? 'Average pot' : 'Largest pot',
                            ]}
                          />
                          <Bar
                            dataKey="averagePot"
                            fill={c.bar}
                            maxBarSize={56}
                            isAnimationActive={false}
                            radius={[3, 3, 0, 0]}
                          />
                          <Bar
                            dataKey="largestPot"
                            fill={c.second}
                            maxBarSize={56}
                            isAnimationActive={false}
                            radius={[3, 3, 0, 0]}
                          />
                        </BarChart>
                      </ResponsiveContainer>
                      <p className="sr-only">
                        Average pot (dark) and largest pot (light) per {byHour ? 'hour' : 'day'}.
                      </p>
                    </div>
                  );
                }}
              </Loaded>
              <p className="px-4 pb-3 text-xs text-zinc-500 dark:text-zinc-400">
                <span className="mr-1 inline-block size-2 rounded-sm" style={{ background: c.bar }} /> average
                pot
                <span className="mr-1 ml-3 inline-block size-2 rounded-sm" style={{ background: c.second }} />{' '}
                largest pot
              </p>
            </Panel>

            <Panel
              title="Variations played"
              aside={
                <CsvButton
                  section="variations"
                  label="the variations report"
                  range={shownRange}
                  tableKey={key}
                  header={['Variation', 'Hands', 'Share %', 'Average pot', 'Largest pot']}
                  rows={variationsQ.data?.map((v) => [
                    v.variation,
                    v.hands,
                    v.share * 100,
                    v.averagePot,
                    v.largestPot,
                  ])}
                />
              }
            >
              <Loaded query={variationsQ} what="variations report">
                {(d) =>
                  d.length === 0 ? (
                    EMPTY_RANGE
                  ) : (
                    <div className="flex flex-col gap-2 p-4">
                      <div className="h-40" data-testid="report-chart">
                        <ResponsiveContainer width="100%" height="100%">
                          <BarChart
                            data={d}
                            layout="vertical"
                            margin={{ top: 0, right: 12, bottom: 0, left: 0 }}
                          >
                            <XAxis
                              type="number"
                              domain={[0, 1]}
                              tickFormatter={(v: number) => percentText(v)}
                              {...axisLook(c)}
                            />
                            <YAxis type="category" dataKey="variation" width={64} {...axisLook(c)} />
                            <Tooltip
                              {...tooltipLook(c)}
                              formatter={(v) => [percentText(Number(v)), 'Share of hands']}
                            />
                            <Bar
                              dataKey="share"
                              fill={c.bar}
                              maxBarSize={28}
                              isAnimationActive={false}
                              radius={[0, 3, 3, 0]}
                            />
                          </BarChart>
                        </ResponsiveContainer>
                      </div>
                      <DataTable
                        label="Variations"
                        rows={d}
                        rowKey={(v) => v.variation}
                        empty={null}
                        columns={[
                          { header: 'Variation', emphasis: true, cell: (v) => v.variation },
                          { header: 'Hands', numeric: true, cell: (v) => countText(v.hands) },
                          { header: 'Share', numeric: true, cell: (v) => percentText(v.share) },
                          { header: 'Average pot', numeric: true, cell: (v) => chipsText(v.averagePot) },
                          { header: 'Largest pot', numeric: true, cell: (v) => chipsText(v.largestPot) },
                        ]}
                      />
                    </div>
                  )
                }
              </Loaded>
            </Panel>
          </div>

          <Panel
            title="Player results"
            aside={
              <CsvButton
                section="players"
                label="the player results"
                range={shownRange}
                tableKey={key}
                header={[
                  'Player',
                  'Player id',
                  'Hands',
                  'Hands won',
                  'Net chips',
                  'Net big blinds',
                  'bb/100',
                ]}
                rows={playersQ.data?.players.map((p) => [
                  p.displayName,
                  p.playerId ?? '',
                  p.hands,
                  p.handsWon,
                  p.net,
                  p.netBigBlinds,
                  p.bb100,
                ])}
              />
            }
          >
            <Loaded query={playersQ} what="player results">
              {(d) => {
                if (d.players.length === 0) return EMPTY_RANGE;
                const winners = d.players.filter((p) => p.net > 0).slice(0, 8);
                const losers = d.players.filter((p) => p.net < 0).slice(-8);
                const chart = [...winners, ...losers].map((p) => ({
                  name: p.displayName,
                  net: p.net,
                  hands: p.hands,
                }));
                return (
                  <>
                    <ChartAndTable
                      wideTable
                      label="Biggest winners and losers"
                      chart={
                        <ResponsiveContainer width="100%" height="100%">
                          <BarChart
                            data={chart}
                            layout="vertical"
                            margin={{ top: 0, right: 12, bottom: 0, left: 0 }}
                          >
                            <CartesianGrid stroke={c.grid} strokeDasharray="3 3" horizontal={false} />
                            <XAxis
                              type="number"
                              tickFormatter={(v: number) => signedChips(v)}
                              {...axisLook(c)}
                            />
                            <YAxis type="category" dataKey="name" width={96} {...axisLook(c)} interval={0} />
                            <Tooltip
                              {...tooltipLook(c)}
                              formatter={(v, _n, item) => [
                                `${signedChips(Number(v))} over ${countText((item.payload as { hands: number }).hands)} hands`,
                                'Net',
                              ]}
                            />
                            <Bar dataKey="net" isAnimationActive={false}>
                              {chart.map((p) => (
                                <Cell key={p.name} fill={p.net >= 0 ? c.win : c.loss} />
                              ))}
                            </Bar>
                          </BarChart>
                        </ResponsiveContainer>
                      }
                      table={
                        <DataTable
                          label="Player results"
                          rows={d.players}
                          rowKey={(p) => p.playerId ?? `guest:${p.displayName}`}
                          columns={playerColumns}
                          empty={null}
                        />
                      }
                    />
                    <p className="px-4 pb-3 text-xs text-zinc-500 dark:text-zinc-400">
                      {countText(d.players.filter((p) => p.net > 0).length)} winners,{' '}
                      {countText(d.players.filter((p) => p.net < 0).length)} losers. Net is chips won minus
                      chips put in; bb/100 shows from 100 hands on; below that, (37/100) says how far the
                      sample is.
                      {d.truncated ? ' Only the biggest winners and losers are listed.' : ''}
                    </p>
                  </>
                );
              }}
            </Loaded>
          </Panel>

          <Panel
            title="Event results"
            aside={
              <CsvButton
                section="events"
                label="the event results"
                range={shownRange}
                tableKey={null}
                header={[
                  'Event',
                  'Start',
                  'Status',
                  'Entries',
                  'Players',
                  'Prize pool',
                  'Winner',
                  'Winner payout',
                ]}
                rows={eventsQ.data?.map((e) => [
                  e.name,
                  e.startTime.toISOString(),
                  e.status,
                  e.entries,
                  e.players,
                  e.prizePool,
                  e.winner?.displayName,
                  e.winner?.payout,
                ])}
              />
            }
          >
            <Loaded query={eventsQ} what="event results">
              {(d) => (
                <DataTable
                  label="Event results"
                  rows={d}
                  rowKey={(e) => e.id}
                  empty={
                    <EmptyState title="No events started in this range">
                      Events created under Events show here by their start time.
                    </EmptyState>
                  }
                  columns={[
                    { header: 'Event', emphasis: true, cell: (e) => e.name },
                    {
                      header: 'Start',
                      tabular: true,
                      cell: (e) =>
                        e.startTime.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
                    },
                    { header: 'Status', muted: true, cell: (e) => e.status.toLowerCase() },
                    { header: 'Entries', numeric: true, cell: (e) => countText(e.entries) },
                    { header: 'Players', numeric: true, cell: (e) => countText(e.players) },
                    { header: 'Prize pool', numeric: true, cell: (e) => countText(e.prizePool) },
                    {
                      header: 'Winner',
                      cell: (e) =>
                        e.winner ? `${e.winner.displayName} (${countText(e.winner.payout)})` : '—',
                    },
                  ]}
                />
              )}
            </Loaded>
          </Panel>
        </>
      )}

      <TableMetrics tables={tables} />
    </div>
  );
}
