import { formatStack } from '@railbird/poker/format';
import { type HandFilter, type HandSummary, VARIATION_INFO } from '@railbird/protocol';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTRPC } from '../../lib/trpc.js';
import { AppBar, AppBarLink } from '../../ui/app-bar.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { EmptyState, ErrorState, LoadingState, NextPageFooter, Panel } from '../../ui/page.js';
import { Downloads, sessionOf } from './downloads.js';
import { FilterBar } from './filter-bar.js';
import { filterFromSearch, isFiltered, withFilter } from './filter-url.js';
import { HandReplayer } from './hand-replayer.js';
import { refusal } from './refusal.js';

const PAGE = 50;

const ended = (d: Date) =>
  d.toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/**
 * The Vault (issue 18, spec §2 `/vault/{tableKey}`), an app of its own outside the shell: a bar with
 * the location's tables, the filters, the table's stored hands newest first (paged on the server),
 * and the hand in `?hand=` replayed beside them. Filters and the open hand live in the URL, so a view
 * is shared by copying the address.
 */
export function VaultPage({
  tableKey,
  locationName,
  tables,
  themeToggle,
}: {
  tableKey: string;
  locationName: string;
  tables: readonly { key: string; name: string }[];
  themeToggle: ReactNode;
}) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const parsed = useMemo(() => filterFromSearch(params), [params]);
  const filter: HandFilter = parsed.ok ? parsed.filter : {};
  const handId = params.get('hand');
  const table = tables.find((t) => t.key === tableKey) ?? null;

  const hands = useInfiniteQuery(
    trpc.hand.list.infiniteQueryOptions(
      { tableKey, filter, limit: PAGE },
      { getNextPageParam: (last) => last.nextCursor ?? undefined, enabled: parsed.ok },
    ),
  );
  const sessions = useQuery(trpc.hand.sessions.queryOptions({ tableKey, limit: 50 }));
  const detail = useQuery(trpc.hand.get.queryOptions({ handId: handId ?? '' }, { enabled: Boolean(handId) }));
  const rows = hands.data?.pages.flatMap((p) => p.hands) ?? [];
  const openHand = detail.data && detail.data.id === handId ? detail.data : null;
  const session = sessionOf(sessions.data ?? [], openHand?.endedAt ?? rows[0]?.endedAt ?? null);

  const setHand = (id: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set('hand', id);
      else next.delete('hand');
      return next;
    });
  const applyFilter = (f: HandFilter) => setParams((p) => withFilter(p, f));
  const switchTable = (key: string) => {
    const next = new URLSearchParams(params);
    next.delete('hand');
    const query = next.toString();
    void navigate(`/vault/${encodeURIComponent(key)}${query ? `?${query}` : ''}`);
  };

  const columns: Column<HandSummary>[] = [
    {
      header: 'Hand',
      cell: (h) => (
        <button
          type="button"
          onClick={() => setHand(h.id)}
          aria-label={`Open hand ${h.handNumber}`}
          aria-pressed={h.id === handId}
          className="tabular rounded font-semibold text-accent-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-accent-400"
        >
          #{h.handNumber}
        </button>
      ),
      tone: (h) => selectedTone(h, handId),
    },
    {
      header: 'Ended',
      cell: (h) => ended(h.endedAt),
      tabular: true,
      muted: true,
      tone: (h) => `whitespace-nowrap ${selectedTone(h, handId)}`,
    },
    {
      header: 'Game',
      cell: (h) => VARIATION_INFO[h.variation]?.shortCode ?? h.variation,
      mono: true,
      tone: (h) => selectedTone(h, handId),
    },
    { header: 'Players', cell: (h) => <PlayersCell hand={h} />, tone: (h) => selectedTone(h, handId) },
    {
      header: 'Pot',
      cell: (h) => formatStack(h.pot),
      numeric: true,
      tone: (h) => `font-semibold ${selectedTone(h, handId)}`,
    },
    { header: 'Went to', cell: (h) => <Badges hand={h} />, tone: (h) => selectedTone(h, handId) },
  ];

  return (
    <div className="flex h-dvh flex-col bg-zinc-50 text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100">
      <AppBar name="Vault" home={`/vault/${encodeURIComponent(tableKey)}`} locationName={locationName}>
        <label className="ml-2 flex items-center gap-2 text-sm">
          <span className="text-zinc-600 dark:text-zinc-400">Table</span>
          <select
            value={table ? tableKey : ''}
            onChange={(e) => switchTable(e.target.value)}
            className="h-8 rounded-md border border-zinc-300 bg-white px-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-accent-500 dark:border-zinc-700 dark:bg-zinc-900"
          >
            {table ? null : <option value="">{tableKey}</option>}
            {tables.map((t) => (
              <option key={t.key} value={t.key}>
                {t.name} ({t.key})
              </option>
            ))}
          </select>
        </label>
        <div className="ml-auto flex items-center gap-3">
          <Downloads
            tableKey={tableKey}
            filter={filter}
            filtered={isFiltered(filter)}
            session={session}
            hand={openHand ? { number: openHand.handNumber, phh: openHand.phh } : null}
          />
          {themeToggle}
          <AppBarLink to="/">Console</AppBarLink>
        </div>
      </AppBar>
      <main className="min-h-0 flex-1 overflow-y-auto">
        <div className="mx-auto flex max-w-[110rem] flex-col gap-4 p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h1 className="text-xl font-semibold tracking-tight">Hands at {table?.name ?? tableKey}</h1>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              Newest first. Open a hand to replay it; its address is the link to share.
            </p>
          </div>
          <Panel>
            <FilterBar filter={filter} urlErrors={parsed.ok ? null : parsed.errors} onApply={applyFilter} />
          </Panel>
          <div
            className={`grid gap-4 ${handId ? '2xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] xl:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]' : ''}`}
          >
            <Panel
              title={isFiltered(filter) ? 'Hands matching the filter' : 'Every hand'}
              aside={
                rows.length > 0 ? (
                  <span className="tabular text-xs text-zinc-500 dark:text-zinc-400">
                    {rows.length} shown{hands.hasNextPage ? ', more below' : ''}
                  </span>
                ) : null
              }
              className="min-w-0 self-start"
            >
              {!parsed.ok ? (
                <EmptyState title="The filter in the address is not valid">
                  Correct the fields marked in red above and apply again, or clear the filter.
                </EmptyState>
              ) : hands.isPending ? (
                <LoadingState label="Loading hands…" />
              ) : hands.isError ? (
                <ErrorState
                  title="Hands could not be loaded"
                  error={new Error(refusal(hands.error, `The table “${tableKey}”`))}
                  onRetry={() => void hands.refetch()}
                />
              ) : (
                <>
                  <DataTable
                    label="Hands"
                    wide
                    columns={columns}
                    rows={rows}
                    rowKey={(h) => h.id}
                    empty={
                      isFiltered(filter) ? (
                        <EmptyState title="No hands match this filter">
                          Widen the dates or the pot, or clear the filter to see every hand of the table.
                        </EmptyState>
                      ) : (
                        <EmptyState title="No hands yet">
                          Hands appear here when a hand at this table ends: start the table from the Table
                          Manager and every finished hand is kept.
                        </EmptyState>
                      )
                    }
                  />
                  <NextPageFooter query={hands}>Load older hands</NextPageFooter>
                </>
              )}
            </Panel>
            {handId ? (
              <HandReplayer key={handId} handId={handId} query={detail} onClose={() => setHand(null)} />
            ) : null}
          </div>
        </div>
      </main>
    </div>
  );
}

const selectedTone = (h: HandSummary, handId: string | null) =>
  h.id === handId ? 'bg-accent-50 dark:bg-accent-800/30' : '';

function PlayersCell({ hand }: { hand: HandSummary }) {
  const players = [...hand.players].sort((a, b) => a.seatIndex - b.seatIndex);
  return (
    <span className="flex flex-wrap gap-x-2 gap-y-0.5 text-xs leading-5">
      {players.map((p) =>
        p.won ? (
          <span
            key={p.playerIndex}
            className="font-semibold whitespace-nowrap text-emerald-800 dark:text-emerald-300"
            title={`${p.displayName} won ${formatStack(p.net)}`}
          >
            <span aria-hidden="true">★ </span>
            {p.displayName}
            <span className="sr-only"> (won)</span>
          </span>
        ) : (
          <span key={p.playerIndex} className="whitespace-nowrap text-zinc-600 dark:text-zinc-400">
            {p.displayName}
          </span>
        ),
      )}
    </span>
  );
}

function Badges({ hand }: { hand: HandSummary }) {
  return (
    <span className="flex flex-wrap gap-1">
      {hand.showdown ? (
        <span
          data-testid="badge-showdown"
          className="rounded bg-sky-100 px-1.5 py-0.5 text-[11px] font-semibold text-sky-900 dark:bg-sky-900/50 dark:text-sky-100"
        >
          Showdown
        </span>
      ) : null}
      {hand.allIn ? (
        <span
          data-testid="badge-all-in"
          className="rounded bg-red-100 px-1.5 py-0.5 text-[11px] font-semibold text-red-900 dark:bg-red-900/50 dark:text-red-100"
        >
          All in
        </span>
      ) : null}
      {!hand.showdown && !hand.allIn ? (
        <span className="text-xs text-zinc-500 dark:text-zinc-400">—</span>
      ) : null}
    </span>
  );
}
