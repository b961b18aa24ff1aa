import type { TableState } from '@railbird/protocol';
import { Link } from 'react-router';
import { useTablesSnapshot } from '../../lib/table-sockets/many-tables.js';
import { useNow } from '../../lib/use-now.js';
import { seatedCount } from './chips.js';
import { attentionReason } from './table-facts.js';

interface Totals {
  live: number;
  /** Tables whose socket failed at least once and is not back: offline, not merely connecting. */
  down: number;
  inRound: number;
  seated: number;
  /** Tables needing attention (table-facts.ts `attentionReason`): an error, or waiting too long. */
  errors: number;
}

/** Figures over every table, recomputed when any table's snapshot changes. */
function useTotals(keys: readonly string[]): Totals {
  // A table that waits too long needs attention with no new state from it: look again every 5 s.
  const now = useNow(5000);
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
      seated += seatedCount(state);
      if (attentionReason(state, now)) errors++;
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

function Figure({
  label,
  value,
  tone,
  to,
  linkLabel,
}: {
  label: string;
  value: string;
  tone?: 'good' | 'bad';
  /** A page with the detail behind the figure: the whole card links there. */
  to?: string | undefined;
  linkLabel?: string;
}) {
  const colour =
    tone === 'good'
      ? 'text-emerald-700 dark:text-emerald-400'
      : tone === 'bad'
        ? 'text-red-700 dark:text-red-400'
        : '';
  const box = 'rounded-lg border border-zinc-200 bg-white px-4 py-3 dark:border-zinc-800 dark:bg-zinc-900';
  const body = (
    <>
      <p className="flex items-baseline justify-between gap-2 text-xs text-zinc-500 dark:text-zinc-400">
        <span>{label}</span>
        {to ? (
          <span className="font-medium text-accent-700 group-hover:underline dark:text-accent-400">
            {linkLabel} <span aria-hidden="true">→</span>
          </span>
        ) : null}
      </p>
      <p className={`tabular mt-1 text-2xl font-semibold ${colour}`}>{value}</p>
    </>
  );
  return to ? (
    <Link
      to={to}
      className={`${box} group block transition-colors hover:border-zinc-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 dark:hover:border-zinc-700`}
    >
      {body}
    </Link>
  ) : (
    <div className={box}>{body}</div>
  );
}

/**
 * The room at a glance: tables live, hands running, players seated, tables that need a hand. With
 * `playersHref` (for those who may see the players) the seated figure opens the players page.
 */
export function LiveSummary({
  tables,
  playersHref,
}: {
  tables: readonly { key: string }[];
  playersHref?: string | undefined;
}) {
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
      <Figure label="Players seated" value={String(totals.seated)} to={playersHref} linkLabel="Players" />
      <Figure
        label="Tables needing attention"
        value={String(totals.errors)}
        tone={totals.errors > 0 ? 'bad' : undefined}
      />
    </div>
  );
}
