import { formatStack } from '@railbird/poker/format';
import { LiveCoverage } from '../../lib/tables/live-coverage.js';
import { useTableStates } from '../../lib/tables/use-all-tables.js';
import { EmptyState, Panel } from '../../ui/page.js';

function LastResult({ value, money }: { value: number; money: string }) {
  const tone =
    value > 0 ? 'text-emerald-700 dark:text-emerald-400' : value < 0 ? 'text-red-700 dark:text-red-400' : '';
  return (
    <td className={`tabular py-2.5 pr-4 text-right ${tone}`}>
      {value === 0 ? '—' : `${value > 0 ? '+' : '-'}${money}${formatStack(Math.abs(value))}`}
    </td>
  );
}

/** Everyone seated at the location's tables now, with table, seat and stack. */
export function SeatedPlayers({ tables }: { tables: readonly { key: string; name: string }[] }) {
  const states = useTableStates(tables.map((t) => t.key));
  const players = tables.flatMap((t, i) =>
    (states[i]?.playerGroup.players ?? []).map((p) => ({
      table: t.name,
      money: states[i]?.gameSettings.mode === 'CASH' ? '$' : '',
      ...p,
    })),
  );
  return (
    <Panel
      title="Seated now"
      aside={
        <span className="flex items-center gap-3">
          <LiveCoverage tables={tables} />
          <span className="tabular text-xs text-zinc-500 dark:text-zinc-400">{players.length} players</span>
        </span>
      }
    >
      {players.length === 0 ? (
        <EmptyState title="Nobody is seated">
          Players appear here as they check in at a table (the Check In app, or the Table Manager).
        </EmptyState>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-zinc-500 dark:text-zinc-400">
            <tr>
              <th scope="col" className="py-2 pr-4 pl-4 font-medium">
                Player
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Table
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Seat
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Stack
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Last hand
              </th>
            </tr>
          </thead>
          <tbody>
            {players.map((p) => (
              <tr key={`${p.table}-${p.seatIndex}`} className="border-t border-zinc-100 dark:border-zinc-800">
                <td className="py-2.5 pr-4 pl-4 font-medium">
                  {p.displayName}
                  {p.handle ? (
                    <span className="ml-2 text-xs text-zinc-500 dark:text-zinc-400">{p.handle}</span>
                  ) : null}
                </td>
                <td className="py-2.5 pr-4">{p.table}</td>
                <td className="tabular py-2.5 pr-4 text-right">{p.seatIndex + 1}</td>
                <td className="tabular py-2.5 pr-4 text-right">
                  {p.money}
                  {formatStack(p.stack)}
                </td>
                <LastResult value={p.lastRoundResult ?? 0} money={p.money} />
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
