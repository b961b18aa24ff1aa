import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { type RouterOutputs, useTRPC } from '../../lib/trpc.js';
import { Button } from '../../ui/button.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { Dialog } from '../../ui/dialog.js';
import { plural } from '../../ui/figures.js';
import { LoadingState } from '../../ui/page.js';
import { SearchField } from '../../ui/text-field.js';
import { PlayerAvatar } from './player-details.js';

type Listed = RouterOutputs['player']['list']['players'][number];

/**
 * "Merge with…": pick the other record of the same person, read what will happen (its hands move
 * here, the other record disappears), confirm once. player.merge is MANAGER and above; the server
 * refuses a record merged into itself or another location's.
 */
export function MergePlayer({
  keep,
  canMerge,
}: {
  keep: { id: string; displayName: string };
  canMerge: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState(false);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Listed | null>(null);
  const query = search.trim();
  const list = useQuery(
    trpc.player.list.queryOptions(
      { limit: 20, ...(query ? { search: query } : {}) },
      { enabled: picking, placeholderData: keepPreviousData },
    ),
  );
  const count = useQuery(
    trpc.player.handCount.queryOptions({ playerId: chosen?.id ?? '' }, { enabled: chosen !== null }),
  );
  const merge = useMutation(
    trpc.player.merge.mutationOptions({
      onSuccess: async (result) => {
        toast.success(
          `${chosen?.displayName ?? 'The other record'} is merged into ${result.kept.displayName}: ${plural(result.handsMoved, 'hand')} moved.`,
        );
        setChosen(null);
        await queryClient.invalidateQueries({ queryKey: trpc.player.pathKey() });
      },
      onError: (error) => toast.error(`Nothing was merged: ${error.message}`),
    }),
  );
  const candidates = (list.data?.players ?? []).filter((p) => p.id !== keep.id);
  const hands = count.data?.hands;
  return (
    <>
      <Button
        variant="secondary"
        disabled={!canMerge}
        title={canMerge ? undefined : 'Merging records is for managers and admins'}
        onClick={() => setPicking(true)}
      >
        Merge with…
      </Button>
      <Dialog
        open={picking}
        onClose={() => setPicking(false)}
        title={`Merge another record into ${keep.displayName}`}
        description="Choose the other record of the same person. You will see what moves before anything happens."
        wide
      >
        <SearchField
          label="Search players"
          value={search}
          onValue={setSearch}
          placeholder="Name or @handle"
        />
        <div className="mt-3 max-h-72 overflow-y-auto">
          {list.isPending ? (
            <LoadingState label="Loading players…" />
          ) : candidates.length === 0 ? (
            <p className="py-6 text-center text-sm text-zinc-600 dark:text-zinc-400">
              {query ? `Nobody else matches “${query}”.` : 'No other players at this location.'}
            </p>
          ) : (
            <ul aria-label="Players to merge" className="flex flex-col">
              {candidates.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    onClick={() => {
                      setChosen(p);
                      setPicking(false);
                    }}
                    className="flex w-full cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-left text-sm hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-accent-500 dark:hover:bg-zinc-800"
                  >
                    <PlayerAvatar name={p.displayName} src={p.profileUrl} size="sm" />
                    <span className="font-medium">{p.displayName}</span>
                    <span className="text-zinc-500 dark:text-zinc-400">{p.handle ?? ''}</span>
                    <span className="tabular ml-auto text-xs text-zinc-500 dark:text-zinc-400">
                      since {new Date(p.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Dialog>
      <ConfirmDialog
        open={chosen !== null}
        onClose={() => setChosen(null)}
        title={`Merge ${chosen?.displayName ?? ''} into ${keep.displayName}?`}
        description={
          <span data-testid="merge-consequences">
            {hands === undefined
              ? 'Counting the hands to move…'
              : `${plural(hands, 'hand')} of ${chosen?.displayName} move to ${keep.displayName}, with their seatings and event entries; ${keep.displayName}’s statistics are rebuilt, and the record “${chosen?.displayName}” disappears. This cannot be undone.`}
          </span>
        }
        confirmLabel="Merge records"
        danger
        pending={merge.isPending}
        onConfirm={() => chosen && merge.mutate({ keepId: keep.id, mergeId: chosen.id })}
      />
    </>
  );
}
