/**
 * The reports page's sections (issue 18), each a thin component over its query and the page's model
 * (report-model.ts): the figure tiles, the tables, activity by hour or day, pots, variations, player
 * results and event results, each with its CSV.
 */
import type {
  ActivityReport,
  EventResult,
  PlayersReport,
  TablesReport,
  VariationFigures,
} from '@railbird/protocol';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DataTable } from '../../ui/data-table.js';
import { EmptyState, Panel } from '../../ui/page.js';
import { playerColumns, tableColumns } from './report-columns.js';
import {
  chipsText,
  countText,
  type DayRange,
  hoursText,
  paceText,
  percentText,
  signedChips,
} from './report-figures.js';
import {
  bucketCsv,
  EVENT_CSV,
  eventCsvRow,
  labelledBuckets,
  PLAYER_CSV,
  playerCsvRow,
  TABLE_CSV,
  tableCsvRow,
  VARIATION_CSV,
  variationCsvRow,
  winnersAndLosers,
} from './report-model.js';
import {
  axisLook,
  ChartAndTable,
  CsvButton,
  EMPTY_RANGE,
  Loaded,
  Tile,
  tooltipLook,
  useColours,
} from './report-parts.js';

/** A query as a section shows it: loading, failed, or its data. */
interface Query<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/** What every section knows of the page: the range shown and the table asked for (null: all). */
interface SectionProps<T> {
  query: Query<T>;
  shown: DayRange;
  tableKey: string | null;
}

/** The figures of the whole range: hands, pace, dealing time, utilisation, pots. */
export function FigureTiles({ tables }: { tables: TablesReport | undefined }) {
  const total = tables?.total;
  return (
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
          note={tables ? `of ${hoursText(tables.elapsedHours)} × ${tables.tables.length} tables` : undefined}
        />
        <Tile label="Average pot" value={total ? chipsText(total.averagePot) : '…'} />
        <Tile label="Largest pot" value={total ? chipsText(total.largestPot) : '…'} />
      </div>
      <p className="text-xs text-zinc-500 dark:text-zinc-400">
        Hands are counted on the day they ended. A session is a run of a table’s hands each starting within 30
        minutes of the previous one’s end; dealing time is the sessions’ length, hands per hour divide by it.
        Utilisation is dealing time ÷ the hours of the range so far, per table (no opening hours are kept, so
        a room open 12 hours a day tops out near 50%). A pot is every chip put in.
      </p>
    </section>
  );
}

export function TablesSection({ query, shown, tableKey: key }: SectionProps<TablesReport>) {
  return (
    <Panel
      title="By table"
      aside={
        <CsvButton
          section="tables"
          label="the tables report"
          range={shown}
          tableKey={key}
          header={TABLE_CSV}
          rows={query.data && [tableCsvRow(query.data.total), ...query.data.tables.map(tableCsvRow)]}
        />
      }
    >
      <Loaded query={query} what="tables report">
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
  );
}

export function ActivitySection({
  query,
  shown,
  tableKey: key,
  byHour,
  none,
}: SectionProps<ActivityReport> & { byHour: boolean; none: boolean }) {
  const c = useColours();
  const csv = query.data && bucketCsv(query.data, byHour, false);
  return (
    <Panel
      title={byHour ? 'Hands by hour of the day' : 'Hands by day'}
      aside={
        <CsvButton
          section="activity"
          label="the activity report"
          range={shown}
          tableKey={key}
          header={csv?.header ?? []}
          rows={csv?.rows}
        />
      }
    >
      <Loaded query={query} what="activity report">
        {(d) => {
          const data = labelledBuckets(d, byHour);
          if (none || data.every((b) => b.hands === 0)) return EMPTY_RANGE;
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
  );
}

export function PotsSection({
  query,
  shown,
  tableKey: key,
  byHour,
}: SectionProps<ActivityReport> & { byHour: boolean }) {
  const c = useColours();
  const csv = query.data && bucketCsv(query.data, byHour, true);
  return (
    <Panel
      title="Pots"
      aside={
        <CsvButton
          section="pots"
          label="the pots report"
          range={shown}
          tableKey={key}
          header={csv?.header ?? []}
          rows={csv?.rows}
        />
      }
    >
      <Loaded query={query} what="pots report">
        {(d) => {
          const data = labelledBuckets(d, byHour).filter((b) => b.hands > 0);
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
        <span className="mr-1 inline-block size-2 rounded-sm" style={{ background: c.bar }} /> average pot
        <span className="mr-1 ml-3 inline-block size-2 rounded-sm" style={{ background: c.second }} /> largest
        pot
      </p>
    </Panel>
  );
}

export function VariationsSection({ query, shown, tableKey: key }: SectionProps<VariationFigures[]>) {
  const c = useColours();
  return (
    <Panel
      title="Variations played"
      aside={
        <CsvButton
          section="variations"
          label="the variations report"
          range={shown}
          tableKey={key}
          header={VARIATION_CSV}
          rows={query.data?.map(variationCsvRow)}
        />
      }
    >
      <Loaded query={query} what="variations report">
        {(d) =>
          d.length === 0 ? (
            EMPTY_RANGE
          ) : (
            <div className="flex flex-col gap-2 p-4">
              <div className="h-40" data-testid="report-chart">
                <ResponsiveContainer width="100%" height="100%">
                  <BarChart data={d} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 0 }}>
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
  );
}

export function PlayersSection({ query, shown, tableKey: key }: SectionProps<PlayersReport>) {
  const c = useColours();
  return (
    <Panel
      title="Player results"
      aside={
        <CsvButton
          section="players"
          label="the player results"
          range={shown}
          tableKey={key}
          header={PLAYER_CSV}
          rows={query.data?.players.map(playerCsvRow)}
        />
      }
    >
      <Loaded query={query} what="player results">
        {(d) => {
          if (d.players.length === 0) return EMPTY_RANGE;
          const chart = winnersAndLosers(d.players);
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
                      <XAxis type="number" tickFormatter={(v: number) => signedChips(v)} {...axisLook(c)} />
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
                {countText(d.players.filter((p) => p.net < 0).length)} losers. Net is chips won minus chips
                put in; bb/100 shows from 100 hands on; below that, (37/100) says how far the sample is.
                {d.truncated ? ' Only the biggest winners and losers are listed.' : ''}
              </p>
            </>
          );
        }}
      </Loaded>
    </Panel>
  );
}

export function EventsSection({ query, shown }: Omit<SectionProps<EventResult[]>, 'tableKey'>) {
  return (
    <Panel
      title="Event results"
      aside={
        <CsvButton
          section="events"
          label="the event results"
          range={shown}
          tableKey={null}
          header={EVENT_CSV}
          rows={query.data?.map(eventCsvRow)}
        />
      }
    >
      <Loaded query={query} what="event results">
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
                cell: (e) => (e.winner ? `${e.winner.displayName} (${countText(e.winner.payout)})` : '—'),
              },
            ]}
          />
        )}
      </Loaded>
    </Panel>
  );
}
