import { formatStack } from '@railbird/poker/format';
import { Link } from 'react-router';
import { formatAge } from '../../lib/tables/latency.js';
import { usePacketAge, useTable } from '../../lib/tables/react.js';
import type { TableSnapshot } from '../../lib/tables/store.js';
import { EmptyState, Panel } from '../../ui/page.js';
import { StatusDot } from '../../ui/status-dot.js';
import { gameLine } from './table-facts.js';

export interface LocationTable {
  key: string;
  name: string;
  ip: string | null;
  mode: string;
  variation?: string | null;
}

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

function TableRow({ table }: { table: LocationTable }) {
  const state = useTable(table.key, selectState);
  const seated = state?.playerGroup.players.filter((p) => !p.isHidden).length;
  const chips = state?.playerGroup.players.reduce((sum, p) => sum + p.stack, 0);
  return (
    <tr className="border-t border-zinc-100 dark:border-zinc-800">
      <td className="py-2.5 pr-4 pl-4">
        <Link
          to={`/table/${encodeURIComponent(table.key)}`}
          className="font-medium hover:underline focus-visible:outline-2 focus-visible:outline-accent-500"
        >
          {table.name}
        </Link>
        <span className="block font-mono text-xs text-zinc-500 dark:text-zinc-400">{table.key}</span>
      </td>
      <td className="py-2.5 pr-4">
        <ConnectionLabel tableKey={table.key} />
      </td>
      <td className="py-2.5 pr-4">{state ? gameLine(state) : <span className="text-zinc-400">—</span>}</td>
      <td className="tabular py-2.5 pr-4">
        {state ? `${state.game.gameState}` : <span className="text-zinc-400">—</span>}
      </td>
      <td className="tabular py-2.5 pr-4 text-right">
        {state ? `${seated}/${state.tableSettings.capacity}` : <span className="text-zinc-400">—</span>}
      </td>
      <td className="tabular py-2.5 pr-4 text-right">
        {chips !== undefined && state ? (
          `${state.gameSettings.mode === 'CASH' ? '$' : ''}${formatStack(chips)}`
        ) : (
          <span className="text-zinc-400">—</span>
        )}
      </td>
      <td className="py-2.5 pr-4 font-mono text-xs">{state?.table.mode ?? table.mode}</td>
    </tr>
  );
}

/** The location's tables with their live connection state, one row per table (spec §2 home). */
export function LocationTables({
  tables,
  title = 'Tables',
}: {
  tables: readonly LocationTable[];
  title?: string;
}) {
  return (
    <Panel
      title={title}
      aside={
        <span className="text-xs text-zinc-500 dark:text-zinc-400">{tables.length} at this location</span>
      }
    >
      {tables.length === 0 ? (
        <EmptyState title="No tables yet">
          Tables appear here once they are added to this location. Each connects to its engine and shows
          whether it is live.
        </EmptyState>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-zinc-500 dark:text-zinc-400">
              <tr>
                <th scope="col" className="py-2 pr-4 pl-4 font-medium">
                  Table
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Connection
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Game
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  State
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  Seated
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  Chips in play
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Mode
                </th>
              </tr>
            </thead>
            <tbody>
              {tables.map((table) => (
                <TableRow key={table.key} table={table} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
