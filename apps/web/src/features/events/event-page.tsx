import type { EntryKind, EventDetail } from '@railbird/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorCode } from '../../lib/query-client.js';
import { useLiveCount, useTableStates } from '../../lib/table-sockets/many-tables.js';
import { useTableConnections } from '../../lib/table-sockets/react.js';
import { useTRPC } from '../../lib/trpc.js';
import { Button } from '../../ui/button.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { EmptyState, ErrorState, LoadingState, PageHeader, Panel } from '../../ui/page.js';
import { ChopCalculator } from './chop-calculator.js';
import { EventClock } from './event-clock.js';
import { draftFromEvent, draftToInput, serverFormErrors } from './event-draft.js';
import { EventForm } from './event-form.js';
import { PrizePool, Results } from './event-money.js';
import { EventPlayers, RegisterPlayer } from './event-players.js';
import { buyInText, startText } from './figures.js';
import { LeagueStandings } from './league-standings.js';
import { moneyText } from './payouts.js';
import { StatusBadge } from './status-badge.js';
import { type ClockAction, useTableCommands } from './use-table-commands.js';

const KIND_DONE: Record<EntryKind, string> = {
  BUY_IN: 'is registered',
  REBUY: 'rebought',
  RE_ENTRY: 're-entered',
  ADD_ON: 'took the add-on',
};

function BackToEvents() {
  return (
    <Link
      to="/events"
      className="self-start rounded-sm text-sm font-medium text-accent-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-accent-400"
    >
      ← All events
    </Link>
  );
}

/**
 * /events/{id} (issue 17): the event's night. The clock is read from its first table's engine and
 * driven with `eventClock`; "Send to tables" attaches the event (its `snapshot` and blind structure)
 * to each of its tables with `setEvent`, and every change of entries, eliminations or payouts sends
 * the new figures to the tables that play it. Registration, entries, eliminations with bounties,
 * results, the payout table, a chop calculator and the league's standings.
 */
export function EventPage({
  eventId,
  tables,
  canManage,
}: {
  eventId: string;
  tables: readonly { key: string; name: string }[];
  canManage: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { store } = useTableConnections();
  const commands = useTableCommands();
  const record = useQuery(trpc.event.get.queryOptions({ eventId }));
  const event = record.data;
  const keys = event?.tableKeys ?? [];
  const states = useTableStates(keys);
  const live = useLiveCount(keys.slice(0, 1));
  const [editing, setEditing] = useState(false);
  const [editErrors, setEditErrors] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState(false);

  const tableName = (key: string) => tables.find((t) => t.key === key)?.name ?? key;

  /** A change the server answered with the event: shown at once, and its figures sent to the tables playing it. */
  const applied = useCallback(
    async (detail: EventDetail) => {
      queryClient.setQueryData(trpc.event.get.queryKey({ eventId }), detail);
      void queryClient.invalidateQueries({ queryKey: trpc.event.list.queryKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.event.standings.queryKey() });
      const playing = detail.tableKeys.filter(
        (k) => store.get(k).state?.eventManager.event?.uid === detail.snapshot.uid,
      );
      if (playing.length === 0) return;
      await commands.run(
        'Update the tables',
        playing.map((tableKey) => ({
          tableKey,
          event: 'setEvent' as const,
          data: { event: detail.snapshot },
        })),
        { done: null },
      );
    },
    [queryClient, trpc, eventId, commands.run, store],
  );
  const refresh = useCallback(async () => {
    const detail = await queryClient.fetchQuery({
      ...trpc.event.get.queryOptions({ eventId }),
      staleTime: 0,
    });
    await applied(detail);
  }, [queryClient, trpc, eventId, applied]);

  const enterMutation = useMutation(
    trpc.event.enter.mutationOptions({
      onError: (error) => toast.error('Not entered', { description: error.message }),
    }),
  );
  const registration = useMutation(
    trpc.event.setRegistration.mutationOptions({
      onSuccess: async (detail, input) => {
        toast.success(input.open ? 'Registration is open.' : 'Registration is closed.');
        await applied(detail);
      },
      onError: (error) => toast.error('Registration not changed', { description: error.message }),
    }),
  );
  const status = useMutation(
    trpc.event.setStatus.mutationOptions({
      onSuccess: async (detail) => {
        toast.success(
          detail.status === 'RUNNING'
            ? `${detail.name} is running.`
            : detail.status === 'FINISHED'
              ? `${detail.name} is finished.`
              : `${detail.name} is back to scheduled.`,
        );
        await applied(detail);
      },
      onError: (error) => toast.error('Status not changed', { description: error.message }),
    }),
  );
  const update = useMutation(
    trpc.event.update.mutationOptions({
      onSuccess: async (detail) => {
        toast.success(`${detail.name} is saved.`);
        setEditing(false);
        await applied(detail);
      },
      onError: (error) => {
        setEditErrors(serverFormErrors(error));
        toast.error('The event was not saved', { description: error.message });
      },
    }),
  );
  const remove = useMutation(
    trpc.event.remove.mutationOptions({
      onSuccess: async () => {
        toast.success(`${event?.name ?? 'The event'} is removed.`);
        await queryClient.invalidateQueries({ queryKey: trpc.event.list.queryKey() });
        void navigate('/events');
      },
      onError: (error) => {
        setRemoving(false);
        toast.error('Not removed', { description: error.message });
      },
    }),
  );

  if (record.isPending) return <LoadingState label="Loading the event…" />;
  if (record.isError || !event) {
    const code = errorCode(record.error);
    return (
      <div className="flex flex-col gap-4">
        <BackToEvents />
        <Panel>
          {code === 'NOT_FOUND' ? (
            <EmptyState title="This event does not exist">
              It may have been removed. Find it in the list of events.
            </EmptyState>
          ) : code === 'FORBIDDEN' ? (
            <EmptyState title="Not available to you">
              Events are for STAFF and above at their location.
            </EmptyState>
          ) : (
            <ErrorState
              title="The event could not be loaded"
              error={record.error}
              onRetry={() => void record.refetch()}
            />
          )}
        </Panel>
      </div>
    );
  }

  const first = keys[0] ?? null;
  const firstState = states[0] ?? null;
  const attached = firstState?.eventManager.event?.uid === event.snapshot.uid;
  const clock = attached ? (firstState?.eventManager.clock ?? null) : null;
  const levelIndex = clock?.levelIndex ?? 0;
  const playing = keys.filter((_, i) => states[i]?.eventManager.event?.uid === event.snapshot.uid);
  const over = event.status === 'FINISHED';

  const enter = {
    pending: enterMutation.isPending,
    enter: (playerId: string, name: string, kind: EntryKind) =>
      enterMutation.mutate(
        { eventId, playerId, kind, levelIndex },
        {
          onSuccess: async (detail) => {
            toast.success(`${name} ${KIND_DONE[kind]}.`);
            await applied(detail);
          },
        },
      ),
  };
  const onClock = (what: string, action: ClockAction) => {
    if (first) void commands.run(what, [{ tableKey: first, event: 'eventClock', data: action }]);
  };
  // A table in DEMO mode deals to bots, which play their own tournaments over any event sent there.
  const demoTables = keys.filter((_, i) => states[i]?.table.mode === 'DEMO');
  const sendToTables = (
    <>
      {demoTables.length > 0 ? (
        <span role="note" className="text-xs text-amber-700 dark:text-amber-400">
          {demoTables.map(tableName).join(', ')} {demoTables.length === 1 ? 'is' : 'are'} in DEMO mode (bots
          play their own tournaments there): set {demoTables.length === 1 ? 'it' : 'them'} to GAME in the
          Table Manager first.
        </span>
      ) : null}
      <Button
        variant="secondary"
        className="h-7 px-2.5 text-xs"
        disabled={keys.length === 0 || commands.pending !== null}
        title={keys.length === 0 ? 'The event plays at no table: edit it to choose its tables.' : undefined}
        onClick={() =>
          void commands.run(
            'Send to tables',
            keys.map((tableKey) => ({
              tableKey,
              event: 'setEvent' as const,
              data: { event: event.snapshot, blindLevels: event.blindLevels },
            })),
            { done: `${event.name} is on ${keys.map(tableName).join(', ')}.` },
          )
        }
      >
        {playing.length > 0 ? 'Send again to tables' : 'Send to tables'}
      </Button>
      {playing.length > 0 ? (
        <Button
          variant="ghost"
          className="h-7 px-2 text-xs"
          disabled={commands.pending !== null}
          onClick={() =>
            void commands.run(
              'Take off the tables',
              playing.map((tableKey) => ({ tableKey, event: 'setEvent' as const, data: { event: null } })),
              { done: `${event.name} is off the tables.` },
            )
          }
        >
          Take off tables
        </Button>
      ) : null}
    </>
  );

  return (
    <div className="flex flex-col gap-6">
      <BackToEvents />
      <PageHeader
        title={event.name}
        description={
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <StatusBadge status={event.status} />
            <span className="tabular">{startText(event.startTime)}</span>
            <span aria-hidden>·</span>
            <span className="tabular">Buy-in {buyInText(event.buyIn)}</span>
            {event.bounty ? (
              <>
                <span aria-hidden>·</span>
                <span className="tabular">
                  {event.bounty.isProgressive ? 'Progressive bounty' : 'Bounty'}{' '}
                  {moneyText(event.bounty.amount)}
                </span>
              </>
            ) : null}
            {event.rebuy ? (
              <>
                <span aria-hidden>·</span>
                <span>Rebuys to level {event.rebuy.untilLevelIndex + 1}</span>
              </>
            ) : null}
            {event.reEntry ? (
              <>
                <span aria-hidden>·</span>
                <span>
                  Re-entry to level {event.reEntry.untilLevelIndex + 1} (×{event.reEntry.maxCount})
                </span>
              </>
            ) : null}
            {event.addOn ? (
              <>
                <span aria-hidden>·</span>
                <span>Add-on at level {event.addOn.atLevelIndex + 1}</span>
              </>
            ) : null}
            <span aria-hidden>·</span>
            <span>{keys.length ? keys.map(tableName).join(', ') : 'no table'}</span>
            {event.league ? (
              <>
                <span aria-hidden>·</span>
                <span>{event.league}</span>
              </>
            ) : null}
          </span>
        }
        actions={
          canManage ? (
            <>
              {over ? null : (
                <Button
                  variant={event.status === 'SCHEDULED' ? 'primary' : 'secondary'}
                  pending={registration.isPending}
                  onClick={() => registration.mutate({ eventId, open: !event.isRegistrationOpen })}
                >
                  {event.isRegistrationOpen ? 'Close registration' : 'Open registration'}
                </Button>
              )}
              {event.status === 'SCHEDULED' || event.status === 'REGISTERING' ? (
                <Button
                  variant={event.status === 'REGISTERING' && event.players >= 2 ? 'primary' : 'secondary'}
                  pending={status.isPending}
                  disabled={event.players < 2}
                  title={event.players < 2 ? 'An event starts with at least 2 players in.' : undefined}
                  onClick={() => status.mutate({ eventId, status: 'RUNNING' })}
                >
                  Start event
                </Button>
              ) : null}
              {event.status === 'RUNNING' && event.playersLeft <= 1 ? (
                <Button
                  pending={status.isPending}
                  onClick={() => status.mutate({ eventId, status: 'FINISHED' })}
                >
                  Finish event
                </Button>
              ) : null}
              <Button variant="secondary" disabled={editing} onClick={() => setEditing(true)}>
                Edit
              </Button>
              {event.entries === 0 ? (
                <Button
                  variant="ghost"
                  className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
                  onClick={() => setRemoving(true)}
                >
                  Remove
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      {editing ? (
        <Panel title={`Edit ${event.name}`}>
          <div className="p-4">
            <EventForm
              initial={draftFromEvent(event)}
              tables={tables}
              submitLabel="Save event"
              pending={update.isPending}
              serverErrors={editErrors}
              onSubmit={(draft) => {
                setEditErrors({});
                update.mutate({ eventId, ...draftToInput(draft) });
              }}
              onCancel={() => setEditing(false)}
            />
          </div>
        </Panel>
      ) : null}
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <EventClock
            clock={clock}
            levels={event.blindLevels}
            tableName={first ? tableName(first) : null}
            live={live > 0}
            attached={attached}
            finished={over ? (event.results.find((r) => r.place === 1)?.displayName ?? '') : null}
            pending={commands.pending}
            onClock={onClock}
            sendToTables={sendToTables}
          />
          <EventPlayers
            event={event}
            levelIndex={levelIndex}
            canManage={canManage}
            enter={enter}
            refresh={refresh}
          />
          <Results event={event} />
          {event.league ? <LeagueStandings leagues={[event.league]} /> : null}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {over ? null : <RegisterPlayer event={event} enter={enter} />}
          <PrizePool event={event} canManage={canManage} refresh={refresh} />
          {over ? null : <ChopCalculator event={event} states={states} />}
        </div>
      </div>
      <ConfirmDialog
        open={removing}
        onClose={() => setRemoving(false)}
        title={`Remove ${event.name}?`}
        description="Nobody has entered it yet; it disappears from the list. This cannot be undone."
        confirmLabel="Remove event"
        danger
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ eventId })}
      />
    </div>
  );
}
