import type { TableState } from '@railbird/protocol';
import { useTablesSnapshot } from '../../lib/table-sockets/many-tables.js';

interface Totals {
  live: number;
  /** Tables whose socket failed at least once and is not back: offline, not merely connecting. */
  down: number;
  inRound: number;
  seated: number;
  errors: number;
}

/** Figures over every table, recomputed when any table's snapshot changes. */
function useTotals(keys: readonly string[]): Totals {
  const packed = useTablesSnapshot(keys, (snapshots) => {
    let live = 0;
    let down = 0;
    let inRound = 0;
    let seated = 0;
    let errors = 0;
    for (const s of snapshots) {
      if (s.status === 'open') live++;
      else if (s.status === 'closed' || (s.status === 'connecting' && s.attempts > 1)) down++;
      const state: TableState | null = s.state;
      if (!state) continue;
      if (state.game.gameState === 'IN ROUND') inRound++;
      seated += state.playerGroup.players.length;
      if (state.table.error) errors++;
    }
    return `${live}|${down}|${inRound}|${seated}|${errors}`;
  });
  const [live, down, inRound, seated, errors] = packed.split('|').map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return { live, down, inRound, seated, errors };
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'good' | 'bad' }) {
  const colour =
    tone === 'good'
      ? 'text-emerald-700 dark:text-emerald-400'
      : tone === 'bad'
        ? 'text-red-700 dark:text-red-400'
        : '';
  return (
    <div className="rounded-lg border border-zinc-200 bg-white px-4 py-3 dark:border-zinc-800 dark:bg-zinc-900">
      <p className="text-xs text-zinc-500 dark:text-zinc-400">{label}</p>
      <p className={`tabular mt-1 text-2xl font-semibold ${colour}`}>{value}</p>
    </div>
  );
}

/** The room at a glance: tables live, hands running, players seated, tables that need a hand. */
export function LiveSummary({ tables }: { tables: readonly { key: string }[] }) {
  const totals = useTotals(tables.map((t) => t.key));
  const all = tables.length;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure
        label="Tables live"
        value={`${totals.live}/${all}`}
        tone={totals.down > 0 ? 'bad' : all > 0 && totals.live === all ? 'good' : undefined}
      />
      <Figure label="Hands in progress" value={String(totals.inRound)} />
      <Figure label="Players seated" value={String(totals.seated)} />
      <Figure
        label="Tables needing attention"
        value={String(totals.errors)}
        tone={totals.errors > 0 ? 'bad' : undefined}
      />
    </div>
  );
}
