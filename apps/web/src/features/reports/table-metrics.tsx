import { formatNumber } from '@railbird/poker/format';
import { LiveCoverage } from '../../lib/tables/live-coverage.js';
import { useTableStates } from '../../lib/tables/use-all-tables.js';
import { EmptyState, Panel } from '../../ui/page.js';

function minutes(ms: number): string {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Tonight's figures per table, as the engines count them (rounds, pace, pots). */
export function TableMetrics({ tables }: { tables: readonly { key: string; name: string }[] }) {
  const states = useTableStates(tables.map((t) => t.key));
  const rows = tables.map((t, i) => ({ table: t, state: states[i] ?? null }));
  return (
    <Panel title="Tonight by table" aside={<LiveCoverage tables={tables} />}>
      {tables.length === 0 ? (
        <EmptyState title="No tables to report on">
          Reports fill in as soon as the location has a table.
        </EmptyState>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-zinc-500 dark:text-zinc-400">
            <tr>
              <th scope="col" className="py-2 pr-4 pl-4 font-medium">
                Table
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Hands dealt
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Hands / hour
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Average pot
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Average round
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Hands to upload
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ table, state }) => (
              <tr key={table.key} className="border-t border-zinc-100 dark:border-zinc-800">
                <td className="py-2.5 pr-4 pl-4 font-medium">{table.name}</td>
                {state ? (
                  <>
                    <td className="tabular py-2.5 pr-4 text-right">
                      {Math.max(state.metrics.roundsPlayed, state.game.roundCount)}
                    </td>
                    <td className="tabular py-2.5 pr-4 text-right">
                      {state.metrics.handsPerHour?.toFixed(1) ?? '—'}
                    </td>
                    <td className="tabular py-2.5 pr-4 text-right">
                      {state.metrics.averagePot === null ? '—' : formatNumber(state.metrics.averagePot)}
                    </td>
                    <td className="tabular py-2.5 pr-4 text-right">
                      {state.metrics.averageRoundDuration === null
                        ? '—'
                        : minutes(state.metrics.averageRoundDuration)}
                    </td>
                    <td className="tabular py-2.5 pr-4 text-right">{state.cloud.pendingHands}</td>
                  </>
                ) : (
                  <td colSpan={5} className="py-2.5 pr-4 text-zinc-500 dark:text-zinc-400">
                    Not connected: no figures until the engine is back.
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
