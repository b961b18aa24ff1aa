import { TRPCError } from '@trpc/server';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { entry, event, handPlayer, player, seating } from '../db/schema.js';
import { type AuditChange, recordChange } from './audit.js';
import { rebuildPlayerStats } from './player-stats-rebuild.js';
import { type PlayerView, playerView } from './players.js';

/**
 * Merging two records of the same person (issue 16): the merged record's hands, seatings, event
 * entries and event results become the kept record's, the kept player's statistics are rebuilt from
 * every hand they now hold, and the merged record is deleted — in one audited transaction, so a
 * refused or failed merge changes nothing.
 */

export interface MergeResult {
  kept: PlayerView;
  /** The id of the record that no longer exists. */
  mergedId: string;
  handsMoved: number;
  seatingsMoved: number;
  entriesMoved: number;
  /** The kept player's aggregate rows after the rebuild. */
  statsRows: number;
}

/** The merge's refusals, before anything is written. */
async function bothPlayers(tx: Database, locationId: string, keepId: string, mergeId: string) {
  if (keepId === mergeId)
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'A player cannot be merged into itself: choose the other record of this person.',
    });
  const rows = await tx
    .select()
    .from(player)
    .where(inArray(player.id, [keepId, mergeId]))
    .orderBy(asc(player.id))
    .for('update');
  const keep = rows.find((r) => r.id === keepId);
  const merge = rows.find((r) => r.id === mergeId);
  for (const [id, row] of [
    [keepId, keep],
    [mergeId, merge],
  ] as const) {
    if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: `There is no player ${id}.` });
  }
  if (keep!.locationId !== locationId || merge!.locationId !== locationId)
    throw new TRPCError({
      code: 'FORBIDDEN',
      message:
        keep!.locationId !== merge!.locationId
          ? 'These records belong to different locations: only two players of this location can be merged.'
          : 'That player belongs to another location.',
    });
  return { keep: keep!, merge: merge! };
}

/** How many hands a merge would move: what the confirm dialog says before it happens. */
export async function handsOf(db: Database, playerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(handPlayer)
    .where(eq(handPlayer.playerId, playerId));
  return row?.n ?? 0;
}

/**
 * Merges `mergeId` into `keepId`. Call inside an audited transaction (services/audit
 * `auditedTransaction`): it takes the location's statistics lock alone, as a rebuild does, so no hand
 * of either player is added halfway through.
 */
export async function mergePlayers(
  tx: Database,
  change: Pick<AuditChange, 'locationId' | 'actor' | 'at'>,
  keepId: string,
  mergeId: string,
): Promise<MergeResult> {
  const { locationId } = change;
  const { keep, merge } = await bothPlayers(tx, locationId, keepId, mergeId);
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`railbird.player_stats:${locationId}`}, 0))`,
  );

  const hands = await tx
    .update(handPlayer)
    .set({ playerId: keepId })
    .where(eq(handPlayer.playerId, mergeId))
    .returning({ handId: handPlayer.handId });
  const seatings = await tx
    .update(seating)
    .set({ playerId: keepId })
    .where(eq(seating.playerId, mergeId))
    .returning({ id: seating.id });
  const entries = await tx
    .update(entry)
    .set({ playerId: keepId })
    .where(eq(entry.playerId, mergeId))
    .returning({ id: entry.id });
  // Finishing places name players inside the event's JSON: they follow the person too.
  await tx
    .update(event)
    .set({
      results: sql`(SELECT jsonb_agg(CASE WHEN r->>'playerId' = ${mergeId} THEN jsonb_set(r, '{playerId}', to_jsonb(${keepId}::text)) ELSE r END) FROM jsonb_array_elements(${event.results}) AS r)`,
    })
    .where(
      and(
        eq(event.locationId, locationId),
        sql`${event.results} @> ${JSON.stringify([{ playerId: mergeId }])}::jsonb`,
      ),
    );

  await tx.delete(player).where(eq(player.id, mergeId));
  const statsRows = await rebuildPlayerStats(tx, locationId, keepId);
  // The kept record takes what only the merged one had (a phone, a picture), never overwriting.
  const fill = Object.fromEntries(
    (['handle', 'phone', 'profileUrl', 'bio'] as const)
      .filter((k) => keep[k] === null && merge[k] !== null)
      .map((k) => [k, merge[k]]),
  );
  const [kept] =
    Object.keys(fill).length > 0
      ? await tx.update(player).set(fill).where(eq(player.id, keepId)).returning()
      : [keep];

  await recordChange(tx, {
    ...change,
    kind: 'player.merge',
    subject: { id: keepId, name: keep.displayName },
    before: {
      merged: { id: merge.id, displayName: merge.displayName, handle: merge.handle },
    },
    after: {
      handsMoved: hands.length,
      seatingsMoved: seatings.length,
      entriesMoved: entries.length,
      filled: Object.keys(fill),
    },
  });
  return {
    kept: playerView(kept!),
    mergedId: mergeId,
    handsMoved: hands.length,
    seatingsMoved: seatings.length,
    entriesMoved: entries.length,
    statsRows,
  };
}
