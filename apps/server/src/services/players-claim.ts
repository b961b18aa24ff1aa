import { TRPCError } from '@trpc/server';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { hand, handPlayer } from '../db/schema.js';
import { type AuditChange, recordChange } from './audit.js';
import { rebuildPlayerStats } from './player-stats-rebuild.js';
import { type PlayerView, playerAtLocation, playerView } from './players.js';
import { SESSION_GAP_MS } from './stats.js';

/**
 * A walk-in linked to their record after sitting down (issue 16: "players seated without check-in can
 * be linked to a record later, and their hands follow"). The engine's `identifyPlayer` makes the hands
 * they finish from then on theirs; this takes the ones they already played at that seat.
 *
 * Which hands: the table's hands at that seat, newest first, while the seat played unlinked under the
 * name it sat down with, each within a session gap (`SESSION_GAP_MS`) of the one after it — the newest
 * within a gap of now. The walk stops at the first hand where someone else sat there (another name, or
 * a linked player) or play stopped longer: an earlier "Seat 3" is another person.
 */

/** How many of a seat's latest hands are looked at: far more than one sitting plays. */
const MAX_HANDS_LOOKED_AT = 5_000;

export interface ClaimResult {
  player: PlayerView;
  /** The hands that became the player's. */
  claimed: number;
  /** The player's aggregate rows after the rebuild. */
  statsRows: number;
}

export async function claimSeatHands(
  tx: Database,
  change: Pick<AuditChange, 'locationId' | 'actor' | 'at'>,
  input: { playerId: string; tableKey: string; seatIndex: number; displayName: string },
): Promise<ClaimResult> {
  const { locationId } = change;
  const row = await playerAtLocation(tx, locationId, input.playerId);
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`railbird.player_stats:${locationId}`}, 0))`,
  );
  const seats = await tx
    .select({
      handId: handPlayer.handId,
      playerIndex: handPlayer.playerIndex,
      playerId: handPlayer.playerId,
      displayName: handPlayer.displayName,
      startedAt: hand.startedAt,
      endedAt: hand.endedAt,
    })
    .from(handPlayer)
    .innerJoin(hand, eq(hand.id, handPlayer.handId))
    .where(
      and(
        eq(hand.locationId, locationId),
        eq(hand.tableKey, input.tableKey),
        eq(handPlayer.seatIndex, input.seatIndex),
      ),
    )
    .orderBy(desc(hand.startedAt), desc(hand.id))
    .limit(MAX_HANDS_LOOKED_AT);

  const claimed: Array<{ handId: string; playerIndex: number }> = [];
  let after = change.at.getTime();
  for (const seat of seats) {
    if (seat.playerId !== null || seat.displayName !== input.displayName) break;
    if (after - seat.endedAt.getTime() > SESSION_GAP_MS) break;
    claimed.push({ handId: seat.handId, playerIndex: seat.playerIndex });
    after = seat.startedAt.getTime();
  }
  if (claimed.length === 0)
    throw new TRPCError({
      code: 'NOT_FOUND',
      message: `No unlinked hands of ${input.displayName} at seat ${input.seatIndex + 1} of ${input.tableKey} in this sitting: nothing to take.`,
    });

  for (const one of claimed)
    await tx
      .update(handPlayer)
      .set({ playerId: row.id })
      .where(and(eq(handPlayer.handId, one.handId), eq(handPlayer.playerIndex, one.playerIndex)));
  const statsRows = await rebuildPlayerStats(tx, locationId, row.id);
  await recordChange(tx, {
    ...change,
    kind: 'player.claimSeatHands',
    tableKey: input.tableKey,
    subject: { id: row.id, name: row.displayName },
    before: { seatIndex: input.seatIndex, playedAs: input.displayName },
    after: { handsClaimed: claimed.length },
  });
  return { player: playerView(row), claimed: claimed.length, statsRows };
}
