import { formatStack } from '@railbird/poker/format';
import type { TableState } from '@railbird/protocol';
import { useLiveCount, useTableStates } from '../../lib/table-sockets/many-tables.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { LiveCoverage } from '../../ui/live-coverage.js';
import { EmptyState, Panel } from '../../ui/page.js';

type SeatedPlayer = TableState['playerGroup']['players'][number] & { table: string; money: string };

const lastResult = (p: SeatedPlayer) => p.lastRoundResult ?? 0;

const columns: Column<SeatedPlayer>[] = [
  {
    header: 'Player',
    emphasis: true,
    cell: (p) => (
      <>
        {p.displayName}
        {p.handle ? <span className="ml-2 text-xs text-zinc-500 dark:text-zinc-400">{p.handle}</span> : null}
      </>
    ),
  },
  { header: 'Table', cell: (p) => p.table },
  { header: 'Seat', numeric: true, cell: (p) => p.seatIndex + 1 },
  { header: 'Stack', numeric: true, cell: (p) => `${p.money}${formatStack(p.stack)}` },
  {
    header: 'Last hand',
    numeric: true,
    tone: (p) =>
      lastResult(p) > 0
        ? 'text-emerald-700 dark:text-emerald-400'
        : lastResult(p) < 0
          ? 'text-red-700 dark:text-red-400'
          : '',
    cell: (p) => {
      const value = lastResult(p);
      return value === 0 ? '—' : `${value > 0 ? '+' : '-'}${p.money}${formatStack(Math.abs(value))}`;
    },
  },
];

/** Everyone seated at the location's tables now, with table, seat and stack. */
export function SeatedPlayers({ tables }: { tables: readonly { key: string; name: string }[] }) {
  const keys = tables.map((t) => t.key);
  const states = useTableStates(keys);
  const live = useLiveCount(keys);
  const players = tables.flatMap((t, i) =>
    (states[i]?.playerGroup.players ?? []).map(
      (p): SeatedPlayer => ({
        table: t.name,
        money: states[i]?.gameSettings.mode === 'CASH' ? '$' : '',
        ...p,
      }),
    ),
  );
  return (
    <Panel
      title="Seated now"
      aside={
        <span className="flex items-center gap-3">
          <LiveCoverage live={live} total={tables.length} />
          <span className="tabular text-xs text-zinc-500 dark:text-zinc-400">{players.length} players</span>
        </span>
      }
    >
      <DataTable
        columns={columns}
        rows={players}
        rowKey={(p) => `${p.table}-${p.seatIndex}`}
        empty={
          <EmptyState title="Nobody is seated">
            Players appear here as they check in at a table (the Check In app, or the Table Manager).
          </EmptyState>
        }
      />
    </Panel>
  );
}
