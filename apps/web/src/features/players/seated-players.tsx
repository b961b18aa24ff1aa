import { formatStack } from '@railbird/poker/format';
import type { TableState } from '@railbird/protocol';
import { useLiveCount, useTableStates } from '../../lib/table-sockets/many-tables.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { LiveCoverage } from '../../ui/live-coverage.js';
import { EmptyState, Panel } from '../../ui/page.js';
import { useOpenPlayer } from './player-details.js';
import { OPENABLE_ROWS, OpenRowButton } from './player-directory.js';

type SeatedPlayer = TableState['playerGroup']['players'][number] & { table: string };

const lastResult = (p: SeatedPlayer) => p.lastRoundResult ?? 0;

const KIND: Record<SeatedPlayer['playerType'], string> = { REGISTERED: '', GUEST: 'Guest', BOT: 'Bot' };

/**
 * A seat is linked to the directory only by the record id the engine seated it with (`uid`), never by
 * its name: the demo's simulated bots share first names across tables, and a bot named "Dev" is not
 * the regular Dev Patel.
 */
const recordOf = (p: SeatedPlayer) => (p.playerType !== 'BOT' && p.uid ? p.uid : null);

function columnsFor(open: (playerId: string) => void): Column<SeatedPlayer>[] {
  const name = (p: SeatedPlayer) => (
    <>
      {p.displayName}
      {p.handle ? (
        <span className="ml-2 text-xs font-normal text-zinc-500 dark:text-zinc-400">{p.handle}</span>
      ) : null}
      {KIND[p.playerType] ? (
        <span className="ml-2 rounded border border-zinc-200 px-1 py-px text-[10px] font-medium tracking-wide text-zinc-500 uppercase dark:border-zinc-700 dark:text-zinc-400">
          {KIND[p.playerType]}
        </span>
      ) : null}
    </>
  );
  return [
    {
      header: 'Player',
      emphasis: true,
      cell: (p) => {
        const id = recordOf(p);
        return id ? (
          <OpenRowButton
            label={`Open ${p.displayName}, seat ${p.seatIndex + 1} at ${p.table}`}
            onOpen={() => open(id)}
          >
            {name(p)}
          </OpenRowButton>
        ) : (
          name(p)
        );
      },
    },
    { header: 'Table', cell: (p) => p.table },
    { header: 'Seat', numeric: true, cell: (p) => p.seatIndex + 1 },
    { header: 'Stack', numeric: true, cell: (p) => formatStack(p.stack) },
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
        return value === 0 ? '—' : `${value > 0 ? '+' : '−'}${formatStack(Math.abs(value))}`;
      },
    },
  ];
}

/** Everyone seated at the location's tables now, with table, seat and stack. */
export function SeatedPlayers({ tables }: { tables: readonly { key: string; name: string }[] }) {
  const keys = tables.map((t) => t.key);
  const states = useTableStates(keys);
  const live = useLiveCount(keys);
  const { open } = useOpenPlayer();
  const columns = columnsFor(open);
  const players = tables.flatMap((t, i) =>
    (states[i]?.playerGroup.players ?? []).map(
      (p): SeatedPlayer => ({
        table: t.name,
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
      <div className={OPENABLE_ROWS}>
        <DataTable
          columns={columns}
          rows={players}
          // One row per seat (a table and a seat), never per name.
          rowKey={(p) => `${p.table}-${p.seatIndex}`}
          empty={
            <EmptyState title="Nobody is seated">
              Players appear here as they check in at a table (the Check In app, or the Table Manager).
            </EmptyState>
          }
        />
      </div>
    </Panel>
  );
}
