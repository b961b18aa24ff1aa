import { formatNumber } from '@railbird/poker/format';
import type { TableState } from '@railbird/protocol';
import { useLiveCount, useTableStates } from '../../lib/table-sockets/many-tables.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { LiveCoverage } from '../../ui/live-coverage.js';
import { EmptyState, Panel } from '../../ui/page.js';
import { averagePotText, handsPerHourText } from './figures.js';

function minutes(ms: number): string {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

interface MetricsRow {
  table: { key: string; name: string };
  state: TableState | null;
}

/** A figure of a connected table (a row without a state shows a note across these columns instead). */
function figure(header: string, show: (state: TableState) => string | number): Column<MetricsRow> {
  return { header, numeric: true, cell: ({ state }) => (state ? show(state) : null) };
}

const columns: Column<MetricsRow>[] = [
  { header: 'Table', emphasis: true, cell: ({ table }) => table.name },
  figure('Hands dealt', (s) => formatNumber(Math.max(s.metrics.roundsPlayed, s.game.roundCount))),
  figure('Hands / hour', (s) => handsPerHourText(s.metrics)),
  figure('Average pot', (s) => averagePotText(s.metrics)),
  figure('Average round', (s) =>
    s.metrics.averageRoundDuration === null ? '—' : minutes(s.metrics.averageRoundDuration),
  ),
  figure('Hands to upload', (s) => formatNumber(s.cloud.pendingHands)),
];

/** Tonight's figures per table, as the engines count them (rounds, pace, pots). */
export function TableMetrics({ tables }: { tables: readonly { key: string; name: string }[] }) {
  const keys = tables.map((t) => t.key);
  const states = useTableStates(keys);
  const live = useLiveCount(keys);
  const rows = tables.map((t, i): MetricsRow => ({ table: t, state: states[i] ?? null }));
  return (
    <Panel title="Tonight by table" aside={<LiveCoverage live={live} total={tables.length} />}>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={({ table }) => table.key}
        unavailable={({ state }) => (state ? null : 'Not connected: no figures until the engine is back.')}
        empty={
          <EmptyState title="No tables to report on">
            Reports fill in as soon as the location has a table.
          </EmptyState>
        }
      />
    </Panel>
  );
}
