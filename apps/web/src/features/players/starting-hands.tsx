import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc.js';
import { signedMoney } from '../../ui/figures.js';
import { EmptyState, ErrorState, LoadingState, Panel } from '../../ui/page.js';
import { type StartingHandKey, sortStartingHands } from './player-figures.js';

const COLUMNS: Array<{ key: StartingHandKey; label: string; numeric: boolean }> = [
  { key: 'ranks', label: 'Hand', numeric: false },
  { key: 'timesDealt', label: 'Times dealt', numeric: true },
  { key: 'wins', label: 'Wins', numeric: true },
  { key: 'losses', label: 'Losses', numeric: true },
  { key: 'winRate', label: 'Won', numeric: true },
  { key: 'earnings', label: 'Earnings', numeric: true },
];

/**
 * Spec §5 hand matching for every starting hand: the ranks (suits do not enter), times dealt, wins,
 * losses and earnings, sortable by any column (the header is a button; aria-sort says the order).
 */
export function StartingHands({
  playerId,
  variations,
}: {
  playerId: string;
  /** The variations the player has hands in, for the filter. */
  variations: readonly string[];
}) {
  const trpc = useTRPC();
  const [variation, setVariation] = useState('');
  const [sort, setSort] = useState<{ key: StartingHandKey; direction: 'asc' | 'desc' }>({
    key: 'timesDealt',
    direction: 'desc',
  });
  const query = useQuery(
    trpc.player.startingHands.queryOptions({
      playerId,
      ...(variation ? { variation: variation as never } : {}),
    }),
  );
  const rows = query.data ? sortStartingHands(query.data.hands, sort.key, sort.direction) : [];
  const sortBy = (key: StartingHandKey) =>
    setSort((s) =>
      s.key === key
        ? { key, direction: s.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: key === 'ranks' ? 'asc' : 'desc' },
    );
  return (
    <Panel
      title="Starting hands"
      aside={
        variations.length > 1 ? (
          <label className="flex items-center gap-2 text-xs text-zinc-500 dark:text-zinc-400">
            Game
            <select
              value={variation}
              onChange={(e) => setVariation(e.target.value)}
              className="h-7 rounded-md border border-zinc-300 bg-white px-1.5 text-sm text-zinc-900 focus-visible:outline-2 focus-visible:outline-accent-500/40 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
            >
              <option value="">All games</option>
              {variations.map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          </label>
        ) : null
      }
    >
      {query.isPending ? (
        <LoadingState label="Loading starting hands…" />
      ) : query.isError ? (
        <ErrorState
          title="Starting hands could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState title="No starting hands yet">
          Each hand the player is dealt (with its cards read) adds a row: how often those ranks came, won and
          lost, and what they earned.
        </EmptyState>
      ) : (
        <>
          <section
            className="max-h-[20rem] overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-500"
            aria-label="Starting hands, scrollable"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
            tabIndex={0}
          >
            <table className="w-full text-left text-sm" data-testid="starting-hands">
              <caption className="sr-only">
                Starting hands by ranks: times dealt, wins, losses and earnings. Sorted by{' '}
                {COLUMNS.find((c) => c.key === sort.key)?.label},{' '}
                {sort.direction === 'asc' ? 'ascending' : 'descending'}.
              </caption>
              <thead className="sticky top-0 z-10 bg-white text-xs text-zinc-500 dark:bg-zinc-900 dark:text-zinc-400">
                <tr>
                  {COLUMNS.map((c, i) => (
                    <th
                      key={c.key}
                      scope="col"
                      aria-sort={
                        sort.key === c.key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'
                      }
                      className={`py-1 pr-4 font-medium ${i === 0 ? 'pl-4' : ''} ${c.numeric ? 'text-right' : ''}`}
                    >
                      <button
                        type="button"
                        onClick={() => sortBy(c.key)}
                        className="inline-flex cursor-pointer items-center gap-1 rounded-sm py-1 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-accent-500 dark:hover:text-zinc-100"
                      >
                        {c.label}
                        <span aria-hidden="true" className="w-2 text-[10px]">
                          {sort.key === c.key ? (sort.direction === 'asc' ? '▲' : '▼') : ''}
                        </span>
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.primeProduct} className="border-t border-zinc-100 dark:border-zinc-800">
                    <th scope="row" className="py-2 pr-4 pl-4 font-mono text-sm font-semibold">
                      {r.ranks}
                    </th>
                    <td className="tabular py-2 pr-4 text-right">{r.timesDealt}</td>
                    <td className="tabular py-2 pr-4 text-right">{r.wins}</td>
                    <td className="tabular py-2 pr-4 text-right">{r.losses}</td>
                    <td className="tabular py-2 pr-4 text-right text-zinc-600 dark:text-zinc-400">
                      {r.timesDealt === 0 ? '—' : `${Math.round((r.wins / r.timesDealt) * 100)}%`}
                    </td>
                    <td
                      className={`tabular py-2 pr-4 text-right ${r.earnings > 0 ? 'text-emerald-700 dark:text-emerald-400' : r.earnings < 0 ? 'text-red-700 dark:text-red-400' : ''}`}
                    >
                      {signedMoney(r.earnings)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <p className="border-t border-zinc-100 px-4 py-2 text-xs text-zinc-500 dark:border-zinc-800 dark:text-zinc-400">
            {rows.length} starting hands by ranks (spec §5: suits do not count)
          </p>
        </>
      )}
    </Panel>
  );
}
