import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorCode } from '../../lib/query-client.js';
import { type RouterOutputs, useTRPC } from '../../lib/trpc.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { EmptyState, ErrorState, LoadingState, Panel } from '../../ui/page.js';

type KnownPlayer = RouterOutputs['player']['list']['players'][number];

const columns: Column<KnownPlayer>[] = [
  { header: 'Player', emphasis: true, cell: (p) => p.displayName },
  { header: 'Handle', muted: true, cell: (p) => p.handle ?? '—' },
  { header: 'Phone', tabular: true, muted: true, cell: (p) => p.phone ?? '—' },
  {
    header: 'Known since',
    tabular: true,
    muted: true,
    cell: (p) => new Date(p.createdAt).toLocaleDateString(),
  },
];

/** The players the location knows (checked in before), searchable by name or handle. */
export function PlayerDirectory() {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const query = search.trim();
  const list = useQuery(
    trpc.player.list.queryOptions(
      { limit: 100, ...(query ? { search: query } : {}) },
      { placeholderData: keepPreviousData },
    ),
  );
  const players = list.data?.players ?? [];
  return (
    <Panel
      title="Known players"
      aside={
        <label className="flex items-center gap-2 text-xs text-zinc-500 dark:text-zinc-400">
          <span className="sr-only">Search players</span>
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search name or @handle"
            className="h-7 w-56 rounded-md border border-zinc-300 bg-white px-2 text-sm text-zinc-900 focus-visible:outline-2 focus-visible:outline-accent-500/40 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
          />
        </label>
      }
    >
      {list.isPending ? (
        <LoadingState label="Loading players…" />
      ) : list.isError ? (
        errorCode(list.error) === 'FORBIDDEN' ? (
          <EmptyState title="Staff only">The player list is for STAFF and above at this location.</EmptyState>
        ) : (
          <ErrorState
            title="Players could not be loaded"
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        )
      ) : (
        <DataTable
          columns={columns}
          rows={players}
          rowKey={(p) => p.id}
          empty={
            <EmptyState title={query ? `Nobody matches “${query}”` : 'No players yet'}>
              {query
                ? 'Try the start of a name or a handle.'
                : 'Players are added when they first check in at a table.'}
            </EmptyState>
          }
        />
      )}
    </Panel>
  );
}
