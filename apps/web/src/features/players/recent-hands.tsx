import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTRPC } from '../../lib/trpc.js';
import { signedMoney } from '../../ui/figures.js';
import { EmptyState, ErrorState, LoadingState, NextPageFooter, Panel } from '../../ui/page.js';
import { PlayingCard } from '../../ui/poker-table/playing-card.js';
import { vaultHref } from './player-figures.js';

const PAGE = 20;
const time = (value: Date | string) =>
  new Date(value).toLocaleString(undefined, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * The player's hands, newest first, paged on the server (player.hands): when, where, the game, the
 * cards, the position, the result and whether it went to showdown; each opens in the vault.
 */
export function RecentHands({ playerId, name }: { playerId: string; name: string }) {
  const trpc = useTRPC();
  const hands = useInfiniteQuery(
    trpc.player.hands.infiniteQueryOptions(
      { playerId, limit: PAGE },
      { getNextPageParam: (last) => last.nextCursor ?? undefined },
    ),
  );
  const rows = hands.data?.pages.flatMap((p) => p.hands) ?? [];
  return (
    <Panel title="Recent hands">
      {hands.isPending ? (
        <LoadingState label="Loading hands…" />
      ) : hands.isError ? (
        <ErrorState
          title="Hands could not be loaded"
          error={hands.error}
          onRetry={() => void hands.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState title={`${name} has not played a hand yet`}>
          Hands appear here as soon as they finish at a table where {name} is seated under this record.
        </EmptyState>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="recent-hands">
              <caption className="sr-only">Recent hands of {name}, newest first</caption>
              <thead className="text-xs text-zinc-500 dark:text-zinc-400">
                <tr>
                  <th scope="col" className="py-2 pr-4 pl-4 font-medium">
                    Time
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Table
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Game
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Cards
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Position
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    Result
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Showdown
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    <span className="sr-only">Open</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((h) => (
                  <tr key={h.handId} className="border-t border-zinc-100 dark:border-zinc-800">
                    <td className="tabular py-1.5 pr-4 pl-4 whitespace-nowrap">{time(h.startedAt)}</td>
                    <td className="py-1.5 pr-4 whitespace-nowrap">
                      {h.tableName ?? h.tableKey}
                      <span className="ml-1.5 font-mono text-xs text-zinc-500 dark:text-zinc-400">
                        #{h.handNumber}
                      </span>
                    </td>
                    <td className="py-1.5 pr-4 font-mono text-xs">{h.variation}</td>
                    <td className="py-1.5 pr-4">
                      <span className="inline-flex items-center gap-0.5">
                        {h.holeCards.map((c) =>
                          c ? <PlayingCard key={c} card={c} height={26} deck="four" /> : null,
                        )}
                        {h.holeCards.some((c) => c === null) ? (
                          <span className="text-xs text-zinc-500 dark:text-zinc-400">
                            {h.holeCards.every((c) => c === null) ? 'Not read' : '+ unread'}
                          </span>
                        ) : null}
                      </span>
                    </td>
                    <td className="py-1.5 pr-4 font-mono text-xs uppercase">{h.position ?? '—'}</td>
                    <td
                      className={`tabular py-1.5 pr-4 text-right whitespace-nowrap ${h.net > 0 ? 'text-emerald-700 dark:text-emerald-400' : h.net < 0 ? 'text-red-700 dark:text-red-400' : ''}`}
                    >
                      {signedMoney(h.net)}
                      <span className="ml-1 text-[11px] text-zinc-500 dark:text-zinc-400">
                        {signedMoney(Math.round(h.netBigBlinds * 10) / 10)} bb
                      </span>
                    </td>
                    <td className="py-1.5 pr-4 text-xs whitespace-nowrap">
                      {h.showdown ? (
                        h.won ? (
                          'Won at showdown'
                        ) : (
                          'Showdown'
                        )
                      ) : (
                        <span className="text-zinc-500 dark:text-zinc-400">No</span>
                      )}
                    </td>
                    <td className="py-1.5 pr-4 text-right">
                      <Link
                        to={vaultHref(h.tableKey, h.handId)}
                        className="text-xs font-medium whitespace-nowrap text-accent-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-accent-400"
                        aria-label={`Open hand ${h.handNumber} at ${h.tableName ?? h.tableKey} in the vault`}
                      >
                        Open in vault
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <NextPageFooter query={hands}>Show older hands</NextPageFooter>
        </>
      )}
    </Panel>
  );
}
