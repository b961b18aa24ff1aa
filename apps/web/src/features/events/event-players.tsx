import type { EntryKind, EventDetail, EventPlayerView } from '@railbird/protocol';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTRPC } from '../../lib/trpc.js';
import { Button } from '../../ui/button.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { Dialog } from '../../ui/dialog.js';
import { SelectField } from '../../ui/fields.js';
import { EmptyState, LoadingState, Panel } from '../../ui/page.js';
import { SearchField } from '../../ui/text-field.js';
import { buyInRefusal, eliminateRefusal, entryRefusal } from './entry-rules.js';
import { moneyText, ordinal } from './payouts.js';

const KIND_LABELS: Record<EntryKind, string> = {
  BUY_IN: 'Buy-in',
  REBUY: 'Rebuy',
  RE_ENTRY: 'Re-entry',
  ADD_ON: 'Add-on',
};

type Mutate = {
  enter: (playerId: string, name: string, kind: EntryKind) => void;
  pending: boolean;
};

/** Entries from the location's player directory (players who checked in before): search, register. */
export function RegisterPlayer({ event, enter }: { event: EventDetail; enter: Mutate }) {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const query = search.trim();
  const list = useQuery(
    trpc.player.list.queryOptions(
      { limit: 8, ...(query ? { search: query } : {}) },
      { placeholderData: keepPreviousData },
    ),
  );
  const inEvent = new Set(event.standings.map((p) => p.playerId));
  const refusal = buyInRefusal(event);
  const players = list.data?.players ?? [];
  return (
    <Panel
      title="Register a player"
      aside={
        <span className="tabular text-xs text-zinc-500 dark:text-zinc-400">
          {event.entries}/{event.maxPlayers} entries
        </span>
      }
    >
      <div className="flex flex-col gap-2 p-3">
        <SearchField
          label="Find a checked-in player"
          value={search}
          onValue={setSearch}
          placeholder="Name or @handle"
        />
        {refusal ? <p className="text-xs text-amber-700 dark:text-amber-400">{refusal}</p> : null}
        {list.isPending ? (
          <LoadingState label="Loading players…" />
        ) : list.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            Players could not be loaded: {list.error.message}
          </p>
        ) : players.length === 0 ? (
          <p className="py-3 text-center text-sm text-zinc-600 dark:text-zinc-400">
            {query
              ? `Nobody matches “${query}”.`
              : 'No players yet: players are added when they check in at a table.'}
          </p>
        ) : (
          <ul aria-label="Players to register" className="flex flex-col">
            {players.map((p) => {
              const registered = inEvent.has(p.id);
              return (
                <li
                  key={p.id}
                  className="flex items-center gap-2 border-t border-zinc-100 py-1.5 text-sm first:border-t-0 dark:border-zinc-800"
                >
                  <span className="min-w-0 truncate font-medium">{p.displayName}</span>
                  <span className="truncate text-xs text-zinc-500 dark:text-zinc-400">{p.handle ?? ''}</span>
                  {registered ? (
                    <span className="ml-auto text-xs text-zinc-500 dark:text-zinc-400">In the event</span>
                  ) : (
                    <Button
                      variant="secondary"
                      className="ml-auto h-7 px-2.5 text-xs disabled:opacity-45"
                      disabled={refusal !== null || enter.pending}
                      title={refusal ?? undefined}
                      aria-label={`Register ${p.displayName}`}
                      onClick={() => enter.enter(p.id, p.displayName, 'BUY_IN')}
                    >
                      Register
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Panel>
  );
}

/** Knocked out: who did it (collects the bounty), then the finishing place is taken. */
function EliminateDialog({
  event,
  player,
  pending,
  onClose,
  onConfirm,
}: {
  event: EventDetail;
  player: EventPlayerView | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (eliminatedBy: string | null) => void;
}) {
  const [by, setBy] = useState('');
  if (!player) return null;
  const others = event.standings.filter((p) => p.isAlive && p.playerId !== player.playerId);
  const place = event.playersLeft;
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Eliminate ${player.displayName}?`}
      description={`${player.displayName} finishes ${ordinal(place)} of ${event.players}${
        event.reEntry ? ' (unless they re-enter)' : ''
      }.`}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(by || null);
        }}
      >
        <SelectField
          label={event.bounty ? 'Knocked out by (collects the bounty)' : 'Knocked out by'}
          value={by}
          onValue={setBy}
          options={[
            { value: '', label: 'Not recorded' },
            ...others.map((p) => ({ value: p.playerId, label: p.displayName })),
          ]}
          hint={
            event.bounty && player.bounty !== null
              ? `Bounty on ${player.displayName}: ${moneyText(player.bounty)}${event.bounty.isProgressive ? ' (half paid, half onto the eliminator’s bounty)' : ''}.`
              : undefined
          }
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" pending={pending} className="bg-red-700 hover:bg-red-800 dark:bg-red-700">
            Eliminate
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

const small = 'h-7 px-2 text-xs disabled:opacity-45';

/**
 * The players of the event: in or out (with their place), their entries, bounties, payout and points;
 * rebuy, re-entry and add-on buttons the event's rules allow now (the reason on the others), and
 * eliminate with the eliminator for the bounty. The last elimination can be taken back by a manager.
 */
export function EventPlayers({
  event,
  levelIndex,
  canManage,
  enter,
  refresh,
}: {
  event: EventDetail;
  /** The clock's level now, as the table shows it. */
  levelIndex: number;
  canManage: boolean;
  enter: Mutate;
  refresh: () => Promise<void>;
}) {
  const trpc = useTRPC();
  const [out, setOut] = useState<EventPlayerView | null>(null);
  const eliminate = useMutation(
    trpc.event.eliminate.mutationOptions({
      onSuccess: async () => {
        toast.success(`${out?.displayName ?? 'The player'} is out.`);
        setOut(null);
        await refresh();
      },
      onError: (error) => toast.error('Not eliminated', { description: error.message }),
    }),
  );
  const reinstate = useMutation(
    trpc.event.reinstate.mutationOptions({
      onSuccess: async () => {
        toast.success('The elimination is taken back.');
        await refresh();
      },
      onError: (error) => toast.error('Not reinstated', { description: error.message }),
    }),
  );
  const lastOut = event.eliminations.at(-1)?.playerId;
  const over = event.status === 'FINISHED';
  const rows = [...event.standings].sort((a, b) =>
    a.isAlive !== b.isAlive
      ? a.isAlive
        ? -1
        : 1
      : a.isAlive
        ? a.displayName.localeCompare(b.displayName)
        : (a.place ?? 1e9) - (b.place ?? 1e9),
  );
  const entryButton = (p: EventPlayerView, kind: Exclude<EntryKind, 'BUY_IN'>) => {
    const rules = kind === 'REBUY' ? event.rebuy : kind === 'RE_ENTRY' ? event.reEntry : event.addOn;
    // Only what can apply to this player at all: rebuys and the add-on while in, a re-entry once out.
    if (!rules || (kind === 'RE_ENTRY') === p.isAlive) return null;
    const refusal = entryRefusal(event, p, kind, levelIndex);
    return (
      <Button
        key={kind}
        variant="secondary"
        className={small}
        disabled={refusal !== null || enter.pending}
        title={refusal ?? `${KIND_LABELS[kind]}: ${moneyText(rules.amount)} + ${moneyText(rules.fee)}`}
        aria-label={`${KIND_LABELS[kind]} for ${p.displayName}`}
        onClick={() => enter.enter(p.playerId, p.displayName, kind)}
      >
        {KIND_LABELS[kind]}
      </Button>
    );
  };
  const columns: Column<EventPlayerView>[] = [
    {
      header: 'Player',
      emphasis: true,
      cell: (p) => (
        <>
          {p.displayName}
          {p.handle ? <span className="ml-1.5 text-xs font-normal text-zinc-500">{p.handle}</span> : null}
        </>
      ),
    },
    {
      header: 'Status',
      tabular: true,
      cell: (p) =>
        p.isAlive ? (
          <span className="text-emerald-700 dark:text-emerald-400">
            {over && p.place === 1 ? 'Winner' : 'In'}
          </span>
        ) : (
          <span className="text-zinc-500 dark:text-zinc-400">
            {p.place === 1 ? 'Winner' : p.place ? `Out · ${ordinal(p.place)}` : 'Out'}
          </span>
        ),
    },
    {
      header: 'Entries',
      numeric: true,
      cell: (p) => (
        <span
          title={`${p.buyIns} buy-in, ${p.reEntries} re-entries, ${p.rebuys} rebuys, ${p.addOns} add-ons`}
        >
          {p.buyIns + p.reEntries}
          {p.rebuys ? ` +${p.rebuys}R` : ''}
          {p.addOns ? ` +${p.addOns}A` : ''}
        </span>
      ),
    },
    ...(event.bounty
      ? [
          {
            header: 'Bounty',
            numeric: true,
            cell: (p: EventPlayerView) => (p.bounty === null || !p.isAlive ? '—' : moneyText(p.bounty)),
          },
          {
            header: 'KO won',
            numeric: true,
            cell: (p: EventPlayerView) => (p.bountiesWon ? moneyText(p.bountiesWon) : '—'),
          },
        ]
      : []),
    { header: 'Payout', numeric: true, cell: (p) => (p.payout ? moneyText(p.payout) : '—') },
    ...(event.pointsRule
      ? [
          {
            header: 'Points',
            numeric: true,
            cell: (p: EventPlayerView) => (p.points ? Math.round(p.points * 100) / 100 : '—'),
          },
        ]
      : []),
    {
      header: 'Actions',
      numeric: true,
      cell: (p) => (
        <div className="flex flex-wrap justify-end gap-1">
          {over ? null : (
            <>
              {entryButton(p, 'REBUY')}
              {entryButton(p, 'RE_ENTRY')}
              {entryButton(p, 'ADD_ON')}
              {p.isAlive && event.playersLeft > 1 ? (
                <Button
                  variant="secondary"
                  className={`${small} text-red-700 dark:text-red-400`}
                  aria-label={`Eliminate ${p.displayName}`}
                  disabled={eliminateRefusal(event) !== null}
                  title={eliminateRefusal(event) ?? undefined}
                  onClick={() => setOut(p)}
                >
                  Eliminate…
                </Button>
              ) : null}
            </>
          )}
          {!p.isAlive && p.playerId === lastOut && canManage ? (
            <Button
              variant="ghost"
              className={small}
              pending={reinstate.isPending}
              aria-label={`Reinstate ${p.displayName}`}
              onClick={() => reinstate.mutate({ eventId: event.id, playerId: p.playerId })}
            >
              Reinstate
            </Button>
          ) : null}
        </div>
      ),
    },
  ];
  return (
    <Panel
      title="Players"
      aside={
        <span className="tabular text-xs text-zinc-500 dark:text-zinc-400">
          {event.playersLeft} of {event.players} left · {event.entries} entries
        </span>
      }
    >
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(p) => p.playerId}
        wide
        empty={
          <EmptyState title="Nobody registered yet">
            {event.isRegistrationOpen
              ? 'Find a checked-in player under Register a player and register them: each buy-in adds to the prize pool.'
              : 'Open registration, then register checked-in players from the directory.'}
          </EmptyState>
        }
      />
      <EliminateDialog
        key={out?.playerId ?? 'none'}
        event={event}
        player={out}
        pending={eliminate.isPending}
        onClose={() => setOut(null)}
        onConfirm={(eliminatedBy) =>
          out && eliminate.mutate({ eventId: event.id, playerId: out.playerId, eliminatedBy })
        }
      />
    </Panel>
  );
}
