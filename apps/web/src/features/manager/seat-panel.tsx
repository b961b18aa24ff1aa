import type { TableState } from '@railbird/protocol';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTableStates } from '../../lib/table-sockets/many-tables.js';
import { useTRPC } from '../../lib/trpc.js';
import { Button } from '../../ui/button.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { TextField } from '../../ui/text-field.js';
import {
  canMove,
  canMoveAcross,
  canRebuy,
  canSeat,
  canSitOut,
  canUnseat,
  freeSeats,
  NOT_LIVE,
  playerAt,
  type Verdict,
} from './availability.js';
import { CommandButton } from './command-button.js';
import { chips } from './facts.js';
import { LinkPlayer } from './link-player.js';
import type { ManagedTable } from './overview.js';
import { Figure, type PanelProps } from './parts.js';
import type { Commands } from './use-commands.js';

/** The selected seat: seat someone at an empty one; sit out, move or unseat whoever sits at a taken one. */
export function SeatPanel({ state, live, table, tables, commands, selected, onSelect }: PanelProps) {
  const free = freeSeats(state);
  return (
    <section
      aria-label="Seat"
      className="flex flex-col gap-3 rounded-lg border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
    >
      {selected === null ? (
        <>
          <h2 className="text-sm font-semibold">Seats</h2>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Tap a seat to seat a player there, or to sit out, move or unseat whoever sits there.{' '}
            {free.length > 0 ? `${free.length} free.` : 'The table is full.'}
          </p>
          {free.length > 0 ? (
            <Button variant="secondary" onClick={() => onSelect(free[0]!)}>
              Seat a player at seat {free[0]! + 1}
            </Button>
          ) : null}
        </>
      ) : playerAt(state, selected) ? (
        <SeatedPlayer
          key={`${selected}-${playerAt(state, selected)!.sessionId}`}
          state={state}
          live={live}
          seatIndex={selected}
          table={table}
          tables={tables}
          commands={commands}
          onSelect={onSelect}
        />
      ) : (
        <SeatForm key={selected} state={state} live={live} seatIndex={selected} commands={commands} />
      )}
    </section>
  );
}

type Pick = { kind: 'directory'; id: string; displayName: string; handle: string | null } | { kind: 'new' };

/** Seat a player from the location's directory, or a new one typed in (added to the directory). */
function SeatForm({
  state,
  live,
  seatIndex,
  commands,
}: {
  state: TableState;
  live: boolean;
  seatIndex: number;
  commands: Commands;
}) {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [pick, setPick] = useState<Pick | null>(null);
  const [stack, setStack] = useState('');
  const query = search.trim();
  const list = useQuery(
    trpc.player.list.queryOptions(
      { limit: 6, ...(query ? { search: query } : {}) },
      { placeholderData: keepPreviousData },
    ),
  );
  const create = useMutation(trpc.player.create.mutationOptions());
  const seated = new Set(state.playerGroup.players.map((p) => p.displayName));
  const players = (list.data?.players ?? []).filter((p) => !seated.has(p.displayName));
  const name = pick?.kind === 'directory' ? pick.displayName : query;
  const amount = Number(stack);
  const verdict = live ? canSeat(state, seatIndex, pick ? name : '', stack === '' ? 0 : amount) : NOT_LIVE;
  const what = `Seat ${name || 'player'}`;

  const seat = async () => {
    let uid: string | null = null;
    let handle: string | null = null;
    if (pick?.kind === 'directory') {
      uid = pick.id;
      handle = pick.handle;
    } else {
      try {
        const created = await create.mutateAsync({ displayName: name });
        uid = created.id;
      } catch (error) {
        commands.explain('Add to the directory', (error as Error).message);
        return;
      }
    }
    const ok = await commands.send(
      what,
      'seatPlayer',
      { seatIndex, displayName: name, stack: amount, uid, handle, playerType: 'REGISTERED' },
      { done: `${name} sits at seat ${seatIndex + 1} with ${chips(amount)}` },
    );
    if (ok) {
      setPick(null);
      setSearch('');
      setStack('');
    }
  };

  return (
    <form
      className="grid gap-3 md:grid-cols-[minmax(0,1fr)_10rem_11rem] md:items-start"
      onSubmit={(e) => {
        e.preventDefault();
        if (verdict.ok) void seat();
        else commands.explain(what, verdict.reason);
      }}
    >
      <h2 className="text-sm font-semibold md:col-span-3">Seat {seatIndex + 1} is free</h2>
      <div className="flex min-w-0 flex-col gap-2">
        <TextField
          label="Player"
          placeholder="Search the directory or type a new name"
          value={pick?.kind === 'directory' ? pick.displayName : search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPick(e.target.value.trim() ? { kind: 'new' } : null);
          }}
          autoComplete="off"
        />
        <div role="listbox" aria-label="Players" className="flex flex-wrap gap-1.5">
          {players.map((p) => (
            <button
              key={p.id}
              type="button"
              role="option"
              aria-selected={pick?.kind === 'directory' && pick.id === p.id}
              onClick={() =>
                setPick({ kind: 'directory', id: p.id, displayName: p.displayName, handle: p.handle })
              }
              className={`h-9 rounded-full border px-3 text-sm focus-visible:outline-2 focus-visible:outline-accent-500 ${
                pick?.kind === 'directory' && pick.id === p.id
                  ? 'border-accent-600 bg-accent-700 text-white'
                  : 'border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800'
              }`}
            >
              {p.displayName}
            </button>
          ))}
          {query && !players.some((p) => p.displayName.toLowerCase() === query.toLowerCase()) ? (
            <span className="inline-flex h-9 items-center text-sm text-zinc-600 dark:text-zinc-400">
              {pick?.kind === 'new' ? `or seat “${query}” as a new player (added to the directory)` : null}
            </span>
          ) : null}
        </div>
      </div>
      <TextField
        label="Buy-in (starting stack)"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={stack}
        onChange={(e) => setStack(e.target.value)}
        hint={`Blinds ${state.round.blindLevel.blinds.filter((b) => b > 0).join('/')}`}
      />
      <CommandButton
        className="md:mt-6"
        label="Seat player"
        tone="primary"
        size="lg"
        verdict={verdict}
        onRun={() => void seat()}
        onExplain={(reason) => commands.explain(what, reason)}
        pending={commands.pending === what || create.isPending}
      />
    </form>
  );
}

/** A seated player: stack and buy-in, sit out or back in, move here or to another table, unseat. */
function SeatedPlayer({
  state,
  live,
  seatIndex,
  table,
  tables,
  commands,
  onSelect,
}: {
  state: TableState;
  live: boolean;
  seatIndex: number;
  table: ManagedTable;
  tables: readonly ManagedTable[];
  commands: Commands;
  onSelect: (seat: number | null) => void;
}) {
  const player = playerAt(state, seatIndex)!;
  const others = tables.filter((t) => t.key !== table.key);
  const otherStates = useTableStates(others.map((t) => t.key));
  const [target, setTarget] = useState('');
  const [more, setMore] = useState('');
  const [confirmUnseat, setConfirmUnseat] = useState(false);
  const gate = (v: Verdict) => (live ? v : NOT_LIVE);

  // Destinations: free seats here, then free seats of every other connected table.
  const destinations = [
    ...freeSeats(state).map((s) => ({ value: `${table.key}|${s}`, label: `Seat ${s + 1} (this table)` })),
    ...others.flatMap((t, i) => {
      const other = otherStates[i];
      return other
        ? freeSeats(other).map((s) => ({ value: `${t.key}|${s}`, label: `${t.name} · seat ${s + 1}` }))
        : [];
    }),
  ];
  const [toKey, toSeatText] = target.split('|');
  const toSeat = Number(toSeatText);
  const across = toKey !== undefined && toKey !== '' && toKey !== table.key;
  const moveVerdict: Verdict = !target
    ? { ok: false, reason: 'Pick the seat to move to.' }
    : gate(
        across
          ? canMoveAcross(
              state,
              seatIndex,
              otherStates[others.findIndex((t) => t.key === toKey)] ?? null,
              toSeat,
            )
          : canMove(state, seatIndex, toSeat),
      );
  const move = () => {
    const name = player.displayName;
    if (!across) {
      void commands
        .send(
          `Move ${name}`,
          'movePlayer',
          { fromSeatIndex: seatIndex, toSeatIndex: toSeat },
          {
            done: `${name} moved to seat ${toSeat + 1}`,
          },
        )
        .then((ok) => ok && onSelect(toSeat));
      return;
    }
    // Seat there first, so a refusal there leaves the player where they are.
    const to = others.find((t) => t.key === toKey)!;
    void commands
      .sequence(
        `Move ${name}`,
        [
          {
            tableKey: to.key,
            event: 'seatPlayer',
            data: {
              seatIndex: toSeat,
              displayName: name,
              stack: player.stack,
              uid: player.uid,
              handle: player.handle,
              playerType: player.playerType,
            },
          },
          { tableKey: table.key, event: 'unseatPlayer', data: { seatIndex } },
        ],
        `${name} moved to ${to.name}, seat ${toSeat + 1}, with ${chips(player.stack)}`,
      )
      .then((ok) => ok && onSelect(null));
  };

  const rebuyAmount = Number(more);
  const rebuy = gate(canRebuy(state, seatIndex, more === '' ? 0 : rebuyAmount));
  const sitOut = gate(canSitOut(state, seatIndex));
  const unseat = gate(canUnseat(state, seatIndex));
  return (
    <div className="grid gap-4 md:grid-cols-[16rem_minmax(0,1fr)_9rem]">
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="truncate text-base font-semibold">{player.displayName}</h2>
            <p className="text-xs text-zinc-600 dark:text-zinc-400">
              Seat {seatIndex + 1}
              {player.handle ? ` · ${player.handle}` : ''} · {player.playerType.toLowerCase()}
              {player.sittingOut ? ' · sitting out' : ''}
            </p>
          </div>
          <Button variant="ghost" onClick={() => onSelect(null)} aria-label="Close seat">
            ✕
          </Button>
        </div>
        <dl className="tabular grid grid-cols-3 gap-2 text-center">
          <Figure label="Stack" value={chips(player.stack)} />
          <Figure label="Buy-in" value={chips(player.buyIn)} />
          <Figure
            label="Last hand"
            value={
              player.lastRoundResult === null
                ? '—'
                : `${player.lastRoundResult > 0 ? '+' : ''}${chips(player.lastRoundResult)}`
            }
          />
        </dl>
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!rebuy.ok) {
              commands.explain('Rebuy', rebuy.reason);
              return;
            }
            void commands
              .send(
                `Rebuy ${player.displayName}`,
                'rebuy',
                { seatIndex, amount: rebuyAmount },
                {
                  done: `${player.displayName} adds ${chips(rebuyAmount)}: stack ${chips(player.stack + rebuyAmount)}`,
                },
              )
              .then((ok) => ok && setMore(''));
          }}
        >
          <div className="min-w-0 flex-1">
            <TextField
              label="Rebuy / add chips"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={more}
              onChange={(e) => setMore(e.target.value)}
            />
          </div>
          <CommandButton
            label="Add chips"
            verdict={rebuy}
            onRun={() => undefined}
            onExplain={(reason) => commands.explain('Rebuy', reason)}
            pending={commands.pending === `Rebuy ${player.displayName}`}
            submit
          />
        </form>
        <div className="flex items-end gap-2">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-zinc-700 dark:text-zinc-300">
            Move to
            <select
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              className="h-10 rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-950"
            >
              <option value="">Pick a free seat…</option>
              {destinations.map((d) => (
                <option key={d.value} value={d.value}>
                  {d.label}
                </option>
              ))}
            </select>
          </label>
          <CommandButton
            label="Move"
            verdict={moveVerdict}
            onRun={move}
            onExplain={(reason) => commands.explain('Move', reason)}
            pending={commands.pending === `Move ${player.displayName}`}
          />
        </div>
        {player.uid === null && player.playerType !== 'BOT' ? (
          <LinkPlayer
            state={state}
            live={live}
            tableKey={table.key}
            seatIndex={seatIndex}
            commands={commands}
          />
        ) : null}
      </div>
      <div className="flex flex-col justify-end gap-2">
        <CommandButton
          label={player.sittingOut ? 'Back in' : 'Sit out'}
          verdict={sitOut}
          onRun={() =>
            void commands.send(
              player.sittingOut ? `Back in ${player.displayName}` : `Sit out ${player.displayName}`,
              'sitOut',
              { seatIndex, sittingOut: !player.sittingOut },
              {
                done: player.sittingOut
                  ? `${player.displayName} is back in`
                  : `${player.displayName} sits out`,
              },
            )
          }
          onExplain={(reason) => commands.explain('Sit out', reason)}
        />
        <CommandButton
          label="Unseat"
          tone="danger"
          verdict={unseat}
          onRun={() => setConfirmUnseat(true)}
          onExplain={(reason) => commands.explain('Unseat', reason)}
        />
      </div>
      <ConfirmDialog
        open={confirmUnseat}
        onClose={() => setConfirmUnseat(false)}
        title={`Unseat ${player.displayName}?`}
        description={`Seat ${seatIndex + 1} becomes free; their ${chips(player.stack)} in chips leave the table with them.`}
        confirmLabel="Unseat"
        danger
        onConfirm={() => {
          setConfirmUnseat(false);
          void commands
            .send(
              `Unseat ${player.displayName}`,
              'unseatPlayer',
              { seatIndex },
              {
                done: `${player.displayName} left seat ${seatIndex + 1}`,
              },
            )
            .then((ok) => ok && onSelect(null));
        }}
      />
    </div>
  );
}
