import type { EventSummary } from '@railbird/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorCode } from '../../lib/query-client.js';
import { useTRPC } from '../../lib/trpc.js';
import { Button } from '../../ui/button.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { EmptyState, ErrorState, LoadingState, Page, Panel } from '../../ui/page.js';
import { draftToInput, type EventDraft, newEventDraft, serverFormErrors } from './event-draft.js';
import { EventForm } from './event-form.js';
import { buyInText, entriesText, startText } from './figures.js';
import { LeagueStandings } from './league-standings.js';
import { moneyText } from './payouts.js';
import { RunningEvents } from './running-events.js';
import { StatusBadge } from './status-badge.js';

type Filter = 'UPCOMING' | 'RUNNING' | 'FINISHED' | 'ALL';
const FILTERS: readonly { id: Filter; label: string }[] = [
  { id: 'UPCOMING', label: 'Upcoming' },
  { id: 'RUNNING', label: 'Running' },
  { id: 'FINISHED', label: 'Finished' },
  { id: 'ALL', label: 'All' },
];

function matches(filter: Filter, e: EventSummary): boolean {
  if (filter === 'ALL') return true;
  if (filter === 'UPCOMING') return e.status === 'SCHEDULED' || e.status === 'REGISTERING';
  return e.status === filter;
}

export const eventHref = (id: string) => `/events/${encodeURIComponent(id)}`;

function columnsFor(tableName: (key: string) => string): Column<EventSummary>[] {
  return [
    {
      header: 'Event',
      emphasis: true,
      cell: (e) => (
        <>
          <Link
            to={eventHref(e.id)}
            className="rounded-sm font-medium text-accent-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-accent-400"
          >
            {e.name}
          </Link>
          {e.league ? (
            <span className="block text-xs text-zinc-500 dark:text-zinc-400">{e.league}</span>
          ) : null}
        </>
      ),
    },
    { header: 'Status', cell: (e) => <StatusBadge status={e.status} /> },
    { header: 'Starts', tabular: true, muted: true, cell: (e) => startText(e.startTime) },
    {
      header: 'Entries',
      numeric: true,
      cell: (e) => (
        <>
          {entriesText(e.entries, e.maxPlayers)}
          {e.status === 'RUNNING' ? (
            <span className="block text-xs text-zinc-500 dark:text-zinc-400">{e.playersLeft} left</span>
          ) : null}
        </>
      ),
    },
    {
      header: 'Buy-in',
      numeric: true,
      cell: (e) => (
        <>
          {buyInText(e.buyIn)}
          {e.bounty ? (
            <span className="block text-xs text-zinc-500 dark:text-zinc-400">
              {e.bounty.isProgressive ? 'PKO' : 'bounty'} {moneyText(e.bounty.amount)}
            </span>
          ) : null}
        </>
      ),
    },
    { header: 'Prize pool', numeric: true, cell: (e) => moneyText(e.prizePool) },
    {
      header: 'Tables',
      muted: true,
      cell: (e) => (e.tableKeys.length ? e.tableKeys.map(tableName).join(', ') : '—'),
    },
  ];
}

/** The New event form in a panel at the top of the page; created, the event's page opens. */
function NewEvent({
  tables,
  onClose,
}: {
  tables: readonly { key: string; name: string }[];
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [initial] = useState(() =>
    newEventDraft(
      new Date(),
      tables.map((t) => t.key),
    ),
  );
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const create = useMutation(
    trpc.event.create.mutationOptions({
      onSuccess: async (created) => {
        toast.success(`${created.name} is created.`);
        await queryClient.invalidateQueries({ queryKey: trpc.event.pathKey() });
        void navigate(eventHref(created.id));
      },
      onError: (error) => {
        setServerErrors(serverFormErrors(error));
        toast.error('The event was not created', { description: error.message });
      },
    }),
  );
  return (
    <Panel title="New event">
      <div className="p-4">
        <EventForm
          initial={initial}
          tables={tables}
          submitLabel="Create event"
          pending={create.isPending}
          serverErrors={serverErrors}
          onSubmit={(draft: EventDraft) => {
            setServerErrors({});
            create.mutate(draftToInput(draft));
          }}
          onCancel={onClose}
        />
      </div>
    </Panel>
  );
}

/**
 * /events (issue 17): the location's events — upcoming, running, finished — with status, start,
 * entries, buy-in and prize pool; a New event form for managers; what the tables are playing now,
 * live; and league standings.
 */
export function EventsPage({
  tables,
  canManage,
}: {
  tables: readonly { key: string; name: string }[];
  canManage: boolean;
}) {
  const trpc = useTRPC();
  const [creating, setCreating] = useState(false);
  const [filter, setFilter] = useState<Filter>('ALL');
  const list = useQuery(trpc.event.list.queryOptions({}));
  const events = list.data ?? [];
  const rows = events.filter((e) => matches(filter, e));
  const names = new Map(tables.map((t) => [t.key, t.name]));
  const columns = columnsFor((key) => names.get(key) ?? key);
  const leagues = [...new Set(events.map((e) => e.league).filter((l): l is string => Boolean(l)))].sort();
  return (
    <Page
      title="Events"
      description="Tournaments and leagues at this location: registration, the clock, entries, results and payouts."
      actions={
        <Button
          className="dark:disabled:opacity-50"
          onClick={() => setCreating(true)}
          disabled={!canManage || creating}
          title={canManage ? undefined : 'Creating events is for managers and admins'}
        >
          New event
        </Button>
      }
    >
      {creating ? <NewEvent tables={tables} onClose={() => setCreating(false)} /> : null}
      <Panel
        title="Schedule"
        aside={
          <fieldset className="flex gap-1">
            <legend className="sr-only">Show events</legend>
            {FILTERS.map((f) => (
              <button
                key={f.id}
                type="button"
                aria-pressed={filter === f.id}
                onClick={() => setFilter(f.id)}
                className={`h-7 rounded-md px-2.5 text-xs font-medium focus-visible:outline-2 focus-visible:outline-accent-500 ${
                  filter === f.id
                    ? 'bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900'
                    : 'text-zinc-600 hover:bg-zinc-100 dark:text-zinc-400 dark:hover:bg-zinc-800'
                }`}
              >
                {f.label}
                <span className="tabular ml-1 opacity-70">
                  {events.filter((e) => matches(f.id, e)).length}
                </span>
              </button>
            ))}
          </fieldset>
        }
      >
        {list.isPending ? (
          <LoadingState label="Loading events…" />
        ) : list.isError ? (
          errorCode(list.error) === 'FORBIDDEN' ? (
            <EmptyState title="Staff only">Events are for STAFF and above at this location.</EmptyState>
          ) : (
            <ErrorState
              title="Events could not be loaded"
              error={list.error}
              onRetry={() => void list.refetch()}
            />
          )
        ) : (
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(e) => e.id}
            wide
            empty={
              events.length === 0 ? (
                <EmptyState title="No events yet">
                  {canManage
                    ? 'Create the first one with New event: its name, start, buy-in, blind structure and the tables it plays at. Players register from the event’s page.'
                    : 'A manager creates events; they show here with their entries and prize pool.'}
                </EmptyState>
              ) : (
                <EmptyState title={`No ${FILTERS.find((f) => f.id === filter)?.label.toLowerCase()} events`}>
                  Choose All to see every event of the location.
                </EmptyState>
              )
            }
          />
        )}
      </Panel>
      <RunningEvents tables={tables} />
      <LeagueStandings leagues={leagues} />
    </Page>
  );
}
