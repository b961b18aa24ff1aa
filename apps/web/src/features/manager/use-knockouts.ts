import type { TableState } from '@railbird/protocol';
import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTRPC } from '../../lib/trpc.js';
import type { Knockout } from './eliminations.js';
import { ordinal } from './eliminations.js';

/**
 * Records the knockouts of a confirmed ELIMINATION CONFIRMATION in the table's event (`event.eliminate`,
 * place and bounty by the server's rules). Only for an event of this location's record: a table playing
 * the demo's own tournament, or an event the server does not know, has nothing to record. A busted
 * walk-in without a record is named, to be placed by hand on the event page.
 */
export function useKnockoutRecorder(state: TableState | null) {
  const trpc = useTRPC();
  const eventId = state?.eventManager.event?.uid ?? null;
  const known = useQuery(
    trpc.event.get.queryOptions(
      { eventId: eventId ?? '' },
      { enabled: eventId !== null && !eventId.includes(':'), retry: false, staleTime: 60_000 },
    ),
  );
  const eliminate = useMutation(trpc.event.eliminate.mutationOptions());
  const levelIndex = state?.eventManager.clock?.levelIndex;
  const record = known.data && eventId ? { eventId, name: known.data.name } : null;

  return async (knockouts: readonly Knockout[]) => {
    if (!record) return;
    for (const k of knockouts) {
      if (!k.playerId) {
        toast.warning(`${k.displayName} is out, but has no record in ${record.name}`, {
          description: 'They sat down without checking in: place them on the event page.',
        });
        continue;
      }
      try {
        const after = await eliminate.mutateAsync({
          eventId: record.eventId,
          playerId: k.playerId,
          eliminatedBy: k.eliminatedBy,
          ...(levelIndex === undefined ? {} : { levelIndex }),
        });
        const out = after.eliminations.findLast((e) => e.playerId === k.playerId);
        toast.success(
          out?.place
            ? `${k.displayName} finishes ${ordinal(out.place)} in ${record.name}`
            : `${k.displayName} is out`,
        );
      } catch (error) {
        toast.error(`${record.name}: ${k.displayName}’s elimination was not recorded`, {
          description: (error as Error).message,
        });
      }
    }
  };
}
