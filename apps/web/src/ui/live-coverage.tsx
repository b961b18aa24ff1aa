import { StatusDot } from './status-dot.js';

/**
 * "3 of 3 tables live": for a panel whose figures come from table sockets (UI.md: anything fed by a
 * socket shows whether it is live). `live` of `total` tables are connected now.
 */
export function LiveCoverage({ live, total }: { live: number; total: number }) {
  if (total === 0) return null;
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-zinc-500 dark:text-zinc-400">
      <StatusDot
        status={live === total ? 'live' : live === 0 ? 'down' : 'connecting'}
        label={`${live} of ${total} tables live`}
      />
      {live === total
        ? `${total === 1 ? 'the table is' : `all ${total} tables`} live`
        : `${live} of ${total} tables live`}
    </span>
  );
}
