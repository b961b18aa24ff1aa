import type { TableState } from '@railbird/protocol';
import { useLiveCount, useTableStates } from '../../lib/table-sockets/many-tables.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { LiveCoverage } from '../../ui/live-coverage.js';
import { EmptyState, Panel } from '../../ui/page.js';
import { buyInText, prizePoolText } from './figures.js';

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

const columns: Column<RunningEvent>[] = [
  {
    header: 'Event',
    emphasis: true,
    cell: (e) => (
      <>
        {e.name}
        {e.league ? (
          <span className="block text-xs text-zinc-500 dark:text-zinc-400">{e.league.name}</span>
        ) : null}
      </>
    ),
  },
  { header: 'Entries', numeric: true, cell: (e) => `${e.numEntries}/${e.maxPlayers}` },
  {
    header: 'Buy-in',
    numeric: true,
    cell: (e) => (e.buyIn ? buyInText(e.buyIn) : '—'),
  },
  {
    header: 'Prize pool',
    numeric: true,
    cell: (e) => prizePoolText(e.payouts),
  },
  { header: 'Tables', cell: (e) => e.tables.join(', ') },
  {
    header: 'Status',
    cell: (e) => {
      // Over: the winner is named while the table still shows the event (a demo tournament's pause,
      // or an event of the Events page whose last figures the table was sent).
      const winner = e.results.find((r) => r.place === 1);
      if (e.endTime !== null || winner)
        return winner ? `Finished · won by ${winner.displayName}` : 'Finished';
      const left = e.numEntries - e.results.length;
      return `${e.isRunning ? `Running · ${left} left` : 'Paused'}${e.isRegistrationOpen ? ' · registration open' : ''}`;
    },
  },
];

/** Events the location's tables are playing now, as their engines report them. */
export function RunningEvents({ tables }: { tables: readonly { key: string }[] }) {
  const keys = tables.map((t) => t.key);
  const states = useTableStates(keys);
  const live = useLiveCount(keys);
  return (
    <Panel title="Running on your tables" aside={<LiveCoverage live={live} total={tables.length} />}>
      <DataTable
        columns={columns}
        rows={collect(states)}
        rowKey={(e) => e.uid}
        empty={
          <EmptyState title="No event is running">
            When a table plays a tournament, its event shows here with its entries, prize pool and the tables
            it runs on, live from the tables.
          </EmptyState>
        }
      />
    </Panel>
  );
}
