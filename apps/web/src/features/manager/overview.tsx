import type { TableState } from '@railbird/protocol';
import { Link } from 'react-router';
import { formatAge } from '../../lib/table-sockets/latency.js';
import { useTable } from '../../lib/table-sockets/react.js';
import type { TableSnapshot } from '../../lib/table-sockets/store.js';
import { useNow } from '../../lib/use-now.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { EmptyState, Panel } from '../../ui/page.js';
import { gameLine } from '../../ui/poker-table/table-view.js';
import { StatusDot } from '../../ui/status-dot.js';
import { tableFacts } from './facts.js';

/** A table of the location, as the route passes it. */
export interface ManagedTable {
  key: string;
  name: string;
}

const selectState = (s: TableSnapshot) => s.state;
const selectStatus = (s: TableSnapshot) => s.status;

export function managerPath(tableKey: string): string {
  return `/manager/${encodeURIComponent(tableKey)}`;
}

/** The table's connection as a dot and a word. */
export function Connection({ tableKey, compact = false }: { tableKey: string; compact?: boolean }) {
  const status = useTable(tableKey, selectStatus);
  const live = status === 'open';
  const label = live ? 'Live' : status === 'closed' ? 'Not connected' : 'Connecting…';
  return (
    <span
      className="inline-flex items-center gap-2 whitespace-nowrap"
      data-testid={`manager-status-${tableKey}`}
    >
      <StatusDot status={live ? 'live' : status === 'closed' ? 'down' : 'connecting'} label={label} />
      {compact ? null : <span className={live ? '' : 'text-zinc-500 dark:text-zinc-400'}>{label}</span>}
    </span>
  );
}

function Live({ tableKey, show }: { tableKey: string; show: (state: TableState) => React.ReactNode }) {
  const state = useTable(tableKey, selectState);
  return state ? show(state) : <span className="text-zinc-400 dark:text-zinc-500">—</span>;
}

function LastActivity({ tableKey }: { tableKey: string }) {
  const now = useNow(5000);
  return (
    <Live
      tableKey={tableKey}
      show={(s) => {
        const at = tableFacts(s).lastActivity;
        return at === null ? 'No hand yet' : `${formatAge(Math.max(0, now - at))} ago`;
      }}
    />
  );
}

const columns: Column<ManagedTable>[] = [
  {
    header: 'Table',
    cell: (t) => (
      <Link
        to={managerPath(t.key)}
        className="font-medium text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-accent-400"
      >
        {t.name}
        <span className="block font-mono text-xs font-normal text-zinc-500 dark:text-zinc-400">{t.key}</span>
      </Link>
    ),
  },
  { header: 'Connection', cell: (t) => <Connection tableKey={t.key} /> },
  { header: 'Game', cell: (t) => <Live tableKey={t.key} show={(s) => gameLine(s).text} />, tabular: true },
  {
    header: 'Mode',
    mono: true,
    cell: (t) => <Live tableKey={t.key} show={(s) => s.table.mode} />,
  },
  {
    header: 'State',
    cell: (t) => (
      <Live
        tableKey={t.key}
        show={(s) => {
          const f = tableFacts(s);
          return (
            <span className={f.needsAttention ? 'font-medium text-amber-700 dark:text-amber-400' : ''}>
              {f.state}
            </span>
          );
        }}
      />
    ),
  },
  {
    header: 'Hand',
    numeric: true,
    cell: (t) => <Live tableKey={t.key} show={(s) => tableFacts(s).hand ?? '—'} />,
  },
  { header: 'Street', cell: (t) => <Live tableKey={t.key} show={(s) => tableFacts(s).street ?? '—'} /> },
  {
    header: 'Seats',
    numeric: true,
    cell: (t) => <Live tableKey={t.key} show={(s) => tableFacts(s).seats} />,
  },
  {
    header: 'Read error',
    cell: (t) => (
      <Live
        tableKey={t.key}
        show={(s) =>
          s.table.error ? (
            <span
              className="inline-flex max-w-56 items-center gap-1.5 rounded bg-red-700 px-2 py-0.5 text-xs font-semibold text-white"
              title={s.table.error.message}
            >
              <span className="truncate">{s.table.error.code.replaceAll('_', ' ')}</span>
            </span>
          ) : (
            <span className="text-zinc-500 dark:text-zinc-400">None</span>
          )
        }
      />
    ),
  },
  { header: 'Last activity', tabular: true, muted: true, cell: (t) => <LastActivity tableKey={t.key} /> },
];

/** Every table of the location at a glance; a table's name opens its control panel. */
export function TablesOverview({ tables }: { tables: readonly ManagedTable[] }) {
  return (
    <Panel
      title="Tables"
      aside={
        <span className="text-xs text-zinc-500 dark:text-zinc-400">
          {tables.length} at this location · open one to run it
        </span>
      }
    >
      <DataTable
        columns={columns}
        rows={tables}
        rowKey={(t) => t.key}
        wide
        label="Tables"
        empty={
          <EmptyState title="No tables at this location yet">
            Add a table in Settings; it appears here once its engine is known, ready to seat players and run
            hands.
          </EmptyState>
        }
      />
    </Panel>
  );
}
