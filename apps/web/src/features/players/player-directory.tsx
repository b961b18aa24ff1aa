import { formatPhone } from '@railbird/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorCode } from '../../lib/query-client.js';
import { type RouterOutputs, useTRPC } from '../../lib/trpc.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { Icon } from '../../ui/icons.js';
import { EmptyState, ErrorState, LoadingState, Panel } from '../../ui/page.js';
import { PlayerAvatar, PlayerDetails, useOpenPlayer } from './player-details.js';

type KnownPlayer = RouterOutputs['player']['list']['players'][number];

/**
 * Rows that open: the name is a button whose hit area (its ::after) stretches over the whole row, so
 * a click anywhere on the row opens the player and the keyboard reaches each row by Tab, with the
 * focus ring drawn round the row.
 */
export const OPENABLE_ROWS =
  '[&_tbody_tr]:relative [&_tbody_tr:has(button):hover]:bg-zinc-50 dark:[&_tbody_tr:has(button):hover]:bg-zinc-800/40 [&_tbody_tr:focus-within]:bg-zinc-50 dark:[&_tbody_tr:focus-within]:bg-zinc-800/40';

export function OpenRowButton({
  label,
  onOpen,
  children,
}: {
  label: string;
  onOpen: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={label}
      aria-haspopup="dialog"
      className="inline-flex cursor-pointer items-center gap-2.5 text-left font-medium focus-visible:outline-none after:absolute after:inset-0 after:rounded-sm after:content-[''] focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-accent-500"
    >
      {children}
    </button>
  );
}

function columnsFor(open: (p: KnownPlayer) => void): Column<KnownPlayer>[] {
  return [
    {
      header: 'Player',
      emphasis: true,
      cell: (p) => (
        <OpenRowButton
          label={`Open ${p.displayName}${p.handle ? ` (${p.handle})` : ''}`}
          onOpen={() => open(p)}
        >
          <PlayerAvatar name={p.displayName} src={p.profileUrl} size="sm" />
          {p.displayName}
        </OpenRowButton>
      ),
    },
    { header: 'Handle', muted: true, cell: (p) => p.handle ?? '—' },
    { header: 'Phone', tabular: true, muted: true, cell: (p) => (p.phone ? formatPhone(p.phone) : '—') },
    {
      header: 'Known since',
      tabular: true,
      muted: true,
      cell: (p) => new Date(p.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' }),
    },
    {
      header: 'Player page',
      cell: (p) => (
        // Above the row's stretched button, so this opens the page and the rest of the row the card.
        <Link
          to={`/players/${encodeURIComponent(p.id)}`}
          aria-label={`Player page of ${p.displayName}`}
          className="relative z-10 inline-flex items-center gap-1 rounded-sm text-sm font-medium text-accent-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-accent-400"
        >
          Stats &amp; hands
          <Icon name="chevron" className="size-4 -rotate-90" />
        </Link>
      ),
    },
  ];
}

/**
 * The players the location knows (checked in before), searchable by name or handle. Each row is one
 * record (keyed by its id: two people of the same name stay two rows) and opens that record.
 */
export function PlayerDirectory() {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const { playerId, open, close } = useOpenPlayer();
  const [openedName, setOpenedName] = useState<string | undefined>();
  const query = search.trim();
  const list = useQuery(
    trpc.player.list.queryOptions(
      { limit: 100, ...(query ? { search: query } : {}) },
      { placeholderData: keepPreviousData },
    ),
  );
  const players = list.data?.players ?? [];
  const columns = columnsFor((p) => {
    setOpenedName(p.displayName);
    open(p.id);
  });
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
        <div className={OPENABLE_ROWS}>
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
        </div>
      )}
      <PlayerDetails
        playerId={playerId}
        onClose={close}
        {...(openedName ? { fallbackName: openedName } : {})}
      />
    </Panel>
  );
}
