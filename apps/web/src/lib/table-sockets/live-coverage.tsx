import { useSyncExternalStore } from 'react';
import { StatusDot } from '../../ui/status-dot.js';
import { useTableConnections } from './react.js';

/** How many of `keys` are live now (re-renders only when that number changes). */
export function useLiveCount(keys: readonly string[]): number {
  const { store } = useTableConnections();
  const read = () => keys.filter((k) => store.get(k).status === 'open').length;
  return useSyncExternalStore(
    (listener) => {
      const stops = keys.map((k) => store.subscribe(k, listener));
      return () => {
        for (const stop of stops) stop();
      };
    },
    read,
    read,
  );
}

/**
 * "3 of 3 tables live": for a panel whose figures come from table sockets (UI.md: anything fed by a
 * socket shows whether it is live).
 */
export function LiveCoverage({ tables }: { tables: readonly { key: string }[] }) {
  const live = useLiveCount(tables.map((t) => t.key));
  const all = tables.length;
  if (all === 0) return null;
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-zinc-500 dark:text-zinc-400">
      <StatusDot
        status={live === all ? 'live' : live === 0 ? 'down' : 'connecting'}
        label={`${live} of ${all} tables live`}
      />
      {live === all
        ? `${all === 1 ? 'the table is' : `all ${all} tables`} live`
        : `${live} of ${all} tables live`}
    </span>
  );
}
