import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { hand, handPlayer, playerStats } from '../db/schema.js';
import { factsOfRow } from './hand-facts.js';
import { type AggregateRow, addHandToRows, type StatsHand } from './stats.js';

/**
 * Rebuilds one player's aggregates from their stored hand facts, in the order the hands were played:
 * after their hands changed owner (a merge, a walk-in claiming the hands of their seat). Call inside
 * the transaction that moved the hands, holding the location's statistics lock.
 */
export async function rebuildPlayerStats(
  tx: Database,
  locationId: string,
  playerId: string,
): Promise<number> {
  await tx.delete(playerStats).where(eq(playerStats.playerId, playerId));
  const seats = await tx
    .select({ seat: handPlayer, h: hand })
    .from(handPlayer)
    .innerJoin(hand, eq(hand.id, handPlayer.handId))
    .where(eq(handPlayer.playerId, playerId))
    .orderBy(asc(hand.startedAt), asc(hand.id), asc(handPlayer.playerIndex));
  const rows = new Map<string, AggregateRow>();
  const keyOf = (r: Pick<AggregateRow, 'grouping' | 'groupKey'>) => `${r.grouping}\u0000${r.groupKey}`;
  const open = new Map<string, AggregateRow>();
  for (const { seat, h } of seats) {
    const stored: StatsHand = {
      id: h.id,
      locationId,
      tableKey: h.tableKey,
      variation: h.variation,
      eventId: h.eventId,
      startedAt: h.startedAt,
      endedAt: h.endedAt,
    };
    const existing = [...rows.values()].filter((r) => r.grouping !== 'session');
    const session = open.get(h.tableKey);
    if (session) existing.push(session);
    const added = addHandToRows(existing, stored, playerId, factsOfRow(seat));
    for (const key of added.removed) rows.delete(keyOf(key));
    for (const row of added.rows) rows.set(keyOf(row), row);
    open.set(h.tableKey, added.rows.at(-1)!);
  }
  const values = [...rows.values()].map((r) => ({
    ...r,
    handsPlayed: r.stats.handsPlayed,
    earnings: r.stats.earnings,
    updatedAt: new Date(),
  }));
  for (let i = 0; i < values.length; i += 200) await tx.insert(playerStats).values(values.slice(i, i + 200));
  return values.length;
}
