import { formatNumber } from '@railbird/poker/format';
import type { TableState } from '@railbird/protocol';
import { LiveCoverage } from '../../lib/tables/live-coverage.js';
import { useTableStates } from '../../lib/tables/use-all-tables.js';
import { EmptyState, Panel } from '../../ui/page.js';

type RunningEvent = NonNullable<TableState['eventManager']['event']> & { tables: string[] };

function collect(states: readonly (TableState | null)[]): RunningEvent[] {
  const byId = new Map<string, RunningEvent>();
  for (const state of states) {
    const event = state?.eventManager.event;
    if (!state || !event) continue;
    const found = byId.get(event.uid);
    if (found) found.tables.push(state.tableSettings.name);
    else byId.set(event.uid, { ...event, tables: [state.tableSettings.name] });
  }
  return [...byId.values()];
}

/** Events the location's tables are playing now, as their engines report them. */
export function RunningEvents({ tables }: { tables: readonly { key: string }[] }) {
  const states = useTableStates(tables.map((t) => t.key));
  const events = collect(states);
  return (
    <Panel title="Running on your tables" aside={<LiveCoverage tables={tables} />}>
      {events.length === 0 ? (
        <EmptyState title="No event is running">
          When a table plays a tournament, its event shows here with its entries, prize pool and the tables it
          runs on, live from the tables.
        </EmptyState>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-zinc-500 dark:text-zinc-400">
            <tr>
              <th scope="col" className="py-2 pr-4 pl-4 font-medium">
                Event
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Entries
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Buy-in
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Prize pool
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Tables
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {events.map((e) => (
              <tr key={e.uid} className="border-t border-zinc-100 dark:border-zinc-800">
                <td className="py-2.5 pr-4 pl-4 font-medium">
                  {e.name}
                  {e.league ? (
                    <span className="block text-xs text-zinc-500 dark:text-zinc-400">{e.league.name}</span>
                  ) : null}
                </td>
                <td className="tabular py-2.5 pr-4 text-right">
                  {e.numEntries}/{e.maxPlayers}
                </td>
                <td className="tabular py-2.5 pr-4 text-right">
                  {e.buyIn ? `${formatNumber(e.buyIn.amount)} + ${formatNumber(e.buyIn.fee)}` : '—'}
                </td>
                <td className="tabular py-2.5 pr-4 text-right">
                  {formatNumber(e.payouts.reduce((sum, p) => sum + p.amount, 0))}
                </td>
                <td className="py-2.5 pr-4">{e.tables.join(', ')}</td>
                <td className="py-2.5 pr-4">
                  {e.isRunning ? 'Running' : 'Paused'}
                  {e.isRegistrationOpen ? ' · registration open' : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
