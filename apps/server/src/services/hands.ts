import { parsePhh, replay } from '@railbird/poker';
import type { IngestHandInput } from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { event, hand, handPlayer, player } from '../db/schema.js';
import { tableForEngine } from './engine-auth.js';
import { factColumns, factsOfHand } from './hand-facts.js';
import { addHandToAggregates } from './stats.js';

/** What `table.ingestHand` answers; a repeat of the same hand gets the same ack. */
export interface HandAck {
  handId: string;
  tableKey: string;
  handNumber: number;
  /** When the server first accepted the hand. */
  acceptedAt: Date;
}

/**
 * A hand's pot (every chip put in: Σ starting − finishing + collected) and whether a player put in their
 * whole starting stack (finished with only what they collected). Migration 0008 backfills the same
 * formula from `hand_player`.
 */
export function potOf(
  players: ReadonlyArray<{ startingStack: number; finishingStack: number; collected: number }>,
): { pot: number; allIn: boolean } {
  let pot = 0;
  let allIn = false;
  for (const p of players) {
    pot += p.startingStack - p.finishingStack + p.collected;
    if (p.startingStack > 0 && Math.abs(p.collected - p.finishingStack) < 1e-9) allIn = true;
  }
  return { pot, allIn };
}

const bad = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

/**
 * Stores a completed hand from an engine (DESIGN.md §2): authenticated by the table's engine secret,
 * idempotent by hand id, replayed through the reducer before anything is written (a hand that does not
 * replay, or whose players disagree with its history, is BAD_REQUEST), then the hand (with the chips
 * the add-on games moved when it ended, `add_on_transfers`), one row of statistics facts per player and
 * the registered players' aggregates (services/stats.ts) are written in one transaction.
 */
export async function ingestHand(db: Database, input: IngestHandInput): Promise<HandAck> {
  const { tableKey, secret, hand: completed } = input;
  const table = await tableForEngine(db, tableKey, secret);
  if (completed.tableKey !== tableKey)
    throw bad(`hand.tableKey: must be the table the hand is sent for (${tableKey})`);

  const ackOf = (row: typeof hand.$inferSelect): HandAck => {
    if (row.tableKey !== tableKey)
      throw new TRPCError({
        code: 'CONFLICT',
        message: `hand.handId: ${row.id} was already stored for another table.`,
      });
    return { handId: row.id, tableKey: row.tableKey, handNumber: row.handNumber, acceptedAt: row.createdAt };
  };
  const existing = await db.query.hand.findFirst({ where: eq(hand.id, completed.handId) });
  if (existing) return ackOf(existing);

  const parsed = parsePhh(completed.phh);
  if (!parsed.ok)
    throw bad(
      `hand.phh: ${parsed.error.message}${parsed.error.action ? ` (action ${parsed.error.action})` : ''}`,
    );
  const record = parsed.hand;
  if (record.config.variation !== completed.variation)
    throw bad(`hand.variation: the PHH plays ${record.config.variation}, not ${completed.variation}`);
  const replayed = replay(record);
  if (!replayed.ok)
    throw bad(
      `hand.phh: the hand does not replay${replayed.action ? ` at action ${replayed.action}` : ''}: ${replayed.error.message}`,
    );
  const n = record.config.players.length;
  if (completed.players.length !== n)
    throw bad(`hand.players: the PHH has ${n} players, the hand lists ${completed.players.length}`);
  const scale = record.scale;
  for (const [i, p] of completed.players.entries()) {
    if (p.playerIndex >= n || completed.players.findIndex((q) => q.playerIndex === p.playerIndex) !== i)
      throw bad(`hand.players.${i}.playerIndex: each player index 0-${n - 1} once`);
    const start = record.config.players[p.playerIndex]!.stack / scale;
    const finish = replayed.state.players[p.playerIndex]!.stack / scale;
    if (Math.abs(start - p.startingStack) > 1e-9)
      throw bad(`hand.players.${i}.startingStack: the PHH starts this player with ${start}`);
    if (Math.abs(finish - p.finishingStack) > 1e-9)
      throw bad(`hand.players.${i}.finishingStack: replaying the PHH leaves this player with ${finish}`);
  }

  // The add-on games' chips name the same seats' players as the hand does (a seat in the hand is its player).
  for (const [i, t] of (completed.addOnTransfers ?? []).entries()) {
    const p = completed.players.find((q) => q.seatIndex === t.seatIndex);
    if (p && p.playerId !== t.playerId)
      throw bad(
        `hand.addOnTransfers.${i}.playerId: seat ${t.seatIndex + 1} is ${p.playerId ?? 'a guest'} in this hand, not ${t.playerId ?? 'a guest'}`,
      );
  }

  const facts = factsOfHand(record, replayed.events, completed.actionTimes, completed.startedAt);

  // A player id the engine sent that is not one of this location's players is kept as a guest (null).
  const ids = [...completed.players, ...(completed.addOnTransfers ?? [])].flatMap((p) =>
    p.playerId ? [p.playerId] : [],
  );
  const known = new Set(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: player.id })
            .from(player)
            .where(and(eq(player.locationId, table.locationId), inArray(player.id, ids)))
        ).map((r) => r.id),
  );

  // Likewise an event that is not this location's: the hand is kept, outside any event.
  const eventId = completed.eventId
    ? ((
        await db
          .select({ id: event.id })
          .from(event)
          .where(and(eq(event.id, completed.eventId), eq(event.locationId, table.locationId)))
      )[0]?.id ?? null)
    : null;

  const { pot, allIn } = potOf(
    completed.players.map((p) => ({ ...p, collected: facts.players[p.playerIndex]!.collected })),
  );

  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(hand)
      .values({
        id: completed.handId,
        locationId: table.locationId,
        tableId: table.id,
        tableKey,
        handNumber: completed.handNumber,
        variation: completed.variation,
        eventId,
        startedAt: new Date(completed.startedAt),
        endedAt: new Date(completed.endedAt),
        phh: completed.phh,
        actionTimes: completed.actionTimes,
        bigBlind: facts.bigBlind,
        showdown: facts.showdown,
        pot,
        allIn,
        addOnTransfers:
          completed.addOnTransfers && completed.addOnTransfers.length > 0
            ? completed.addOnTransfers.map((t) => ({
                ...t,
                playerId: t.playerId && known.has(t.playerId) ? t.playerId : null,
              }))
            : null,
      })
      .onConflictDoNothing({ target: hand.id })
      .returning();
    if (!inserted) {
      // Another request stored the same hand a moment ago: answer what it answered.
      const row = await tx.query.hand.findFirst({ where: eq(hand.id, completed.handId) });
      return ackOf(row!);
    }
    const playerIdOf = (p: (typeof completed.players)[number]) =>
      p.playerId && known.has(p.playerId) ? p.playerId : null;
    await tx.insert(handPlayer).values(
      completed.players.map((p) => ({
        handId: completed.handId,
        playerIndex: p.playerIndex,
        locationId: table.locationId,
        playerId: playerIdOf(p),
        seatIndex: p.seatIndex,
        displayName: p.displayName,
        startingStack: p.startingStack,
        finishingStack: p.finishingStack,
        holeCards: p.holeCards,
        ...factColumns(facts.players[p.playerIndex]!),
      })),
    );
    await addHandToAggregates(
      tx,
      {
        id: completed.handId,
        locationId: table.locationId,
        tableKey,
        variation: completed.variation,
        eventId,
        startedAt: inserted.startedAt,
        endedAt: inserted.endedAt,
      },
      completed.players.flatMap((p) => {
        const playerId = playerIdOf(p);
        return playerId ? [{ playerId, facts: facts.players[p.playerIndex]! }] : [];
      }),
    );
    return ackOf(inserted);
  });
}
