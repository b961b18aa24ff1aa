import { formatStack } from '@railbird/poker/format';
import type { TableState } from '@railbird/protocol';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatAge } from '../../lib/table-sockets/latency.js';
import { usePacketAge, useTable } from '../../lib/table-sockets/react.js';
import type { TableSnapshot } from '../../lib/table-sockets/store.js';
import type { RouterOutputs } from '../../lib/trpc.js';
import { useNow } from '../../lib/use-now.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { EmptyState, Panel } from '../../ui/page.js';
import { StatusDot } from '../../ui/status-dot.js';
import { chipsInPlay, seatedCount } from './chips.js';
import { attentionNote, gameLine } from './table-facts.js';

/** A table of the location as admin.current lists it, in the fields the console uses. */
export type LocationTable = Pick<
  RouterOutputs['admin']['current']['location']['tables'][number],
  'key' | 'name' | 'ip' | 'mode' | 'variation'
>;

const selectStatus = (s: TableSnapshot) => s.status;
const selectState = (s: TableSnapshot) => s.state;
const selectTestData = (s: TableSnapshot) => s.isTestData;

/** How long ago an offline table was last heard from; it ticks only while shown. */
function LastSeen({ tableKey }: { tableKey: string }) {
  const age = usePacketAge(tableKey, 1000);
  return <>{age !== null ? `Offline · last seen ${formatAge(age)} ago` : 'Offline'}</>;
}

export function ConnectionLabel({ tableKey }: { tableKey: string }) {
  const status = useTable(tableKey, selectStatus);
  const attempts = useTable(tableKey, (s) => s.attempts);
  const isTestData = useTable(tableKey, selectTestData);
  const live = status === 'open';
  // The first attempt (or none yet) is "connecting"; after a failure the table is offline.
  const connecting = status === 'idle' || (status === 'connecting' && attempts <= 1);
  return (
    <span
      className="inline-flex items-center gap-2 whitespace-nowrap"
      data-testid={`table-status-${tableKey}`}
    >
      <StatusDot
        status={live ? 'live' : connecting ? 'connecting' : 'down'}
        label={live ? 'Connected' : connecting ? 'Connecting' : 'Not connected'}
      />
      <span className={live ? '' : 'text-zinc-500 dark:text-zinc-400'}>
        {live ? (
          isTestData ? (
            'Test data'
          ) : (
            'Live'
          )
        ) : connecting ? (
          'Connecting…'
        ) : (
          <LastSeen tableKey={tableKey} />
        )}
      </span>
    </span>
  );
}

/** A cell fed by the table's socket: what `show` makes of its state, and `fallback` while there is none. */
function FromState({
  tableKey,
  show,
  fallback = <span className="text-zinc-400">—</span>,
}: {
  tableKey: string;
  show: (state: TableState) => ReactNode;
  fallback?: ReactNode;
}) {
  const state = useTable(tableKey, selectState);
  return state ? show(state) : fallback;
}

/** The table's game state, and in red why it needs attention (re-judged every 5 s: a stuck table sends nothing). */
function StateCell({ tableKey }: { tableKey: string }) {
  const state = useTable(tableKey, selectState);
  const now = useNow(5000);
  if (!state) return <span className="text-zinc-400">—</span>;
  const note = attentionNote(state, now);
  return (
    <>
      {state.game.gameState}
      {note ? (
        <span
          className="block text-xs font-medium text-red-700 dark:text-red-400"
          data-testid={`table-attention-${tableKey}`}
        >
          {note}
        </span>
      ) : null}
    </>
  );
}

const columns: Column<LocationTable>[] = [
  {
    header: 'Table',
    cell: (table) => (
      <>
        <Link
          to={`/table/${encodeURIComponent(table.key)}`}
          className="font-medium hover:underline focus-visible:outline-2 focus-visible:outline-accent-500"
        >
          {table.name}
        </Link>
        <span className="block font-mono text-xs text-zinc-500 dark:text-zinc-400">{table.key}</span>
      </>
    ),
  },
  { header: 'Connection', cell: (table) => <ConnectionLabel tableKey={table.key} /> },
  { header: 'Game', cell: (table) => <FromState tableKey={table.key} show={gameLine} /> },
  {
    header: 'State',
    tabular: true,
    cell: (table) => <StateCell tableKey={table.key} />,
  },
  {
    header: 'Seated',
    numeric: true,
    cell: (table) => (
      <FromState tableKey={table.key} show={(s) => `${seatedCount(s)}/${s.tableSettings.capacity}`} />
    ),
  },
  {
    header: 'Chips in play',
    numeric: true,
    cell: (table) => <FromState tableKey={table.key} show={(s) => formatStack(chipsInPlay(s))} />,
  },
  {
    header: 'Mode',
    mono: true,
    cell: (table) => <FromState tableKey={table.key} show={(s) => s.table.mode} fallback={table.mode} />,
  },
];

/** The location's tables with their live connection state, one row per table (spec §2 home). */
export function LocationTables({
  tables,
  title = 'Tables',
  allTablesHref,
}: {
  tables: readonly LocationTable[];
  title?: string;
  /** The page of every table, linked from the count (the home page's list). */
  allTablesHref?: string | undefined;
}) {
  const count = `${tables.length} at this location`;
  return (
    <Panel
      title={title}
      aside={
        allTablesHref ? (
          <Link
            to={allTablesHref}
            className="text-xs font-medium text-accent-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-accent-400"
          >
            {count}
          </Link>
        ) : (
          <span className="text-xs text-zinc-500 dark:text-zinc-400">{count}</span>
        )
      }
    >
      <DataTable
        columns={columns}
        rows={tables}
        rowKey={(table) => table.key}
        wide
        empty={
          <EmptyState title="No tables yet">
            Tables appear here once they are added to this location. Each connects to its engine and shows
            whether it is live.
          </EmptyState>
        }
      />
    </Panel>
  );
}
