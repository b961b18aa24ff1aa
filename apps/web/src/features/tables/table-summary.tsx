import { formatStack } from '@railbird/poker';
import { DEV_LEVELS } from '@railbird/protocol';
import type { ReactNode } from 'react';
import { useTable } from '../../lib/tables/react.js';
import { EmptyState, Panel } from '../../ui/page.js';
import { ConnectionLabel, type LocationTable } from './location-tables.js';
import { gameLine } from './table-facts.js';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-zinc-500 dark:text-zinc-400">{label}</dt>
      <dd className="tabular text-sm font-medium">{children}</dd>
    </div>
  );
}

/** What the console knows of one table now: its record and the facts of its live state. */
export function TableSummary({ table }: { table: LocationTable }) {
  const state = useTable(table.key, (s) => s.state);
  return (
    <div className="flex flex-col gap-4">
      <Panel title="Connection" aside={<ConnectionLabel tableKey={table.key} />}>
        <dl className="grid grid-cols-2 gap-4 p-4 sm:grid-cols-4">
          <Fact label="Key">
            <span className="font-mono">{table.key}</span>
          </Fact>
          <Fact label="Address">
            {table.ip ? <span className="font-mono">{table.ip}</span> : 'Local engine'}
          </Fact>
          <Fact label="Mode">{state?.table.mode ?? table.mode}</Fact>
          <Fact label="Environment">
            {state ? `${DEV_LEVELS[state.constants.devLevel]} · engine ${state.constants.version}` : '—'}
          </Fact>
        </dl>
      </Panel>
      {state ? (
        <Panel title="Game">
          <dl className="grid grid-cols-2 gap-4 p-4 sm:grid-cols-4">
            <Fact label="Game">{gameLine(state)}</Fact>
            <Fact label="State">{state.game.gameState}</Fact>
            <Fact label="Rounds played">{state.game.roundCount}</Fact>
            <Fact label="Seats · antennas">
              {state.tableSettings.capacity} · {state.tableSettings.numAntennas}
            </Fact>
          </dl>
          {state.playerGroup.players.length === 0 ? (
            <EmptyState title="Nobody is seated">
              Players appear here when they check in at this table.
            </EmptyState>
          ) : (
            <table className="w-full border-t border-zinc-200 text-left text-sm dark:border-zinc-800">
              <thead className="text-xs text-zinc-500 dark:text-zinc-400">
                <tr>
                  <th scope="col" className="py-2 pr-4 pl-4 font-medium">
                    Seat
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Player
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    Stack
                  </th>
                </tr>
              </thead>
              <tbody>
                {state.playerGroup.players.map((p) => (
                  <tr key={p.seatIndex} className="border-t border-zinc-100 dark:border-zinc-800">
                    <td className="tabular py-2 pr-4 pl-4">{p.seatIndex + 1}</td>
                    <td className="py-2 pr-4">
                      {p.displayName}
                      {p.sittingOut ? <span className="ml-2 text-xs text-zinc-500">sitting out</span> : null}
                    </td>
                    <td className="tabular py-2 pr-4 text-right">{formatStack(p.stack)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Panel>
      ) : (
        <Panel title="Game">
          <EmptyState title="No live data">
            The table&apos;s engine is not connected. The console keeps trying every second; check that the
            table is powered and on the network.
          </EmptyState>
        </Panel>
      )}
    </div>
  );
}
