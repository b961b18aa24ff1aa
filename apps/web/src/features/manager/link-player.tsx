import type { TableState } from '@railbird/protocol';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTRPC } from '../../lib/trpc.js';
import { TextField } from '../../ui/text-field.js';
import { canIdentify, NOT_LIVE, playerAt } from './availability.js';
import { CommandButton } from './command-button.js';
import type { Commands } from './use-commands.js';

type Picked = { id: string; displayName: string; handle: string | null };

/**
 * A walk-in seated without check-in, linked to their record in the directory (issue 16): the engine
 * makes the seat theirs from now on (`identifyPlayer`, the hand being played included), then the
 * server gives them the hands they already played there this sitting (`player.claimSeatHands`).
 */
export function LinkPlayer({
  state,
  live,
  tableKey,
  seatIndex,
  commands,
}: {
  state: TableState;
  live: boolean;
  tableKey: string;
  seatIndex: number;
  commands: Commands;
}) {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [pick, setPick] = useState<Picked | null>(null);
  const query = search.trim();
  const list = useQuery(
    trpc.player.list.queryOptions(
      { limit: 6, ...(query ? { search: query } : {}) },
      { placeholderData: keepPreviousData },
    ),
  );
  const claim = useMutation(trpc.player.claimSeatHands.mutationOptions());
  const player = playerAt(state, seatIndex)!;
  const seatedIds = new Set(state.playerGroup.players.flatMap((p) => (p.uid ? [p.uid] : [])));
  const players = (list.data?.players ?? []).filter((p) => !seatedIds.has(p.id));
  const verdict = live ? canIdentify(state, seatIndex, pick?.id ?? null) : NOT_LIVE;
  const what = `Link ${player.displayName}`;

  const link = async () => {
    if (!pick) return;
    const playedAs = player.displayName;
    const ok = await commands.send(
      what,
      'identifyPlayer',
      { seatIndex, uid: pick.id, displayName: pick.displayName, handle: pick.handle },
      { done: `Seat ${seatIndex + 1} is ${pick.displayName}` },
    );
    if (!ok) return;
    try {
      const result = await claim.mutateAsync({
        playerId: pick.id,
        tableKey,
        seatIndex,
        displayName: playedAs,
      });
      toast.success(
        `${result.claimed} earlier ${result.claimed === 1 ? 'hand' : 'hands'} of ${playedAs} now ${pick.displayName}’s`,
      );
    } catch (error) {
      // No hand finished yet at that seat this sitting: nothing to take; the ones to come are theirs.
      if (/^No unlinked hands/.test((error as Error).message))
        toast.info(`No earlier hands of ${playedAs} at seat ${seatIndex + 1} to move`, {
          description: `Every hand from now on is ${pick.displayName}’s.`,
        });
      else toast.error('Their earlier hands stay unlinked', { description: (error as Error).message });
    }
    setPick(null);
    setSearch('');
  };

  return (
    <form
      aria-label="Link to a player"
      className="flex flex-col gap-2 rounded-md border border-dashed border-zinc-300 p-3 dark:border-zinc-700"
      onSubmit={(e) => {
        e.preventDefault();
        if (verdict.ok) void link();
        else commands.explain(what, verdict.reason);
      }}
    >
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Not checked in. Link {player.displayName} to their record: the hands they played here this sitting,
        and every one from now on, become theirs.
      </p>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label="Player"
            placeholder="Search the directory"
            value={pick ? pick.displayName : search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPick(null);
            }}
            autoComplete="off"
          />
        </div>
        <CommandButton
          label="Link"
          verdict={verdict}
          onRun={() => undefined}
          onExplain={(reason) => commands.explain(what, reason)}
          pending={commands.pending === what || claim.isPending}
          submit
        />
      </div>
      <div role="listbox" aria-label="Directory players" className="flex flex-wrap gap-1.5">
        {players.map((p) => (
          <button
            key={p.id}
            type="button"
            role="option"
            aria-selected={pick?.id === p.id}
            onClick={() => setPick({ id: p.id, displayName: p.displayName, handle: p.handle })}
            className={`h-9 rounded-full border px-3 text-sm focus-visible:outline-2 focus-visible:outline-accent-500 ${
              pick?.id === p.id
                ? 'border-accent-600 bg-accent-700 text-white'
                : 'border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800'
            }`}
          >
            {p.displayName}
            {p.handle ? <span className="ml-1 opacity-70">{p.handle}</span> : null}
          </button>
        ))}
      </div>
    </form>
  );
}
