import { RANK_PRIMES } from '@railbird/poker';
import { TRPCError } from '@trpc/server';
import { and, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { event, hand, handPlayer, playerStats, pokerTable } from '../db/schema.js';
import { handMatchAggregate, playerStatsRows } from './stats.js';

/**
 * What the player page reads besides the aggregates (issue 16): the player's stored hands newest
 * first, their result hand by hand for the earnings chart, and spec §5 hand matching for every
 * starting hand they were dealt.
 */

/** One of a player's hands as the page lists it. */
export interface PlayerHandView {
  handId: string;
  tableKey: string;
  /** The table's name while it exists. */
  tableName: string | null;
  handNumber: number;
  variation: string;
  startedAt: Date;
  endedAt: Date;
  /** Spec notation; null where a card was not read. */
  holeCards: Array<string | null>;
  position: string | null;
  net: number;
  netBigBlinds: number;
  bigBlind: number;
  /** The hand reached a showdown; `won` says whether this player collected. */
  showdown: boolean;
  won: boolean;
}

/** A page cursor: the last hand's start and id, so hands that start at the same moment never skip. */
const encodeCursor = (at: Date, id: string) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');

function decodeCursor(cursor: string): { at: Date; id: string } {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const bar = text.indexOf('|');
  const at = new Date(text.slice(0, bar));
  if (bar < 0 || Number.isNaN(at.getTime()) || bar === text.length - 1)
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'That cursor is not one player.hands gave out: start again from the first page.',
    });
  return { at, id: text.slice(bar + 1) };
}

/** A page of the player's hands, newest first; `nextCursor` asks for the next (older) page. */
export async function playerHands(
  db: Database,
  playerId: string,
  options: { cursor?: string | undefined; limit: number },
): Promise<{ hands: PlayerHandView[]; nextCursor: string | null }> {
  const conditions: SQL[] = [eq(handPlayer.playerId, playerId)];
  if (options.cursor) {
    const after = decodeCursor(options.cursor);
    conditions.push(
      or(lt(hand.startedAt, after.at), and(eq(hand.startedAt, after.at), lt(hand.id, after.id)))!,
    );
  }
  const rows = await db
    .select({
      handId: hand.id,
      tableKey: hand.tableKey,
      tableName: pokerTable.name,
      handNumber: hand.handNumber,
      variation: hand.variation,
      startedAt: hand.startedAt,
      endedAt: hand.endedAt,
      holeCards: handPlayer.holeCards,
      position: handPlayer.position,
      net: handPlayer.net,
      netBigBlinds: handPlayer.netBigBlinds,
      bigBlind: hand.bigBlind,
      showdown: hand.showdown,
      won: handPlayer.won,
    })
    .from(handPlayer)
    .innerJoin(hand, eq(hand.id, handPlayer.handId))
    .leftJoin(pokerTable, eq(pokerTable.id, hand.tableId))
    .where(and(...conditions))
    .orderBy(desc(hand.startedAt), desc(hand.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    hands: page,
    nextCursor: rows.length > options.limit && last ? encodeCursor(last.startedAt, last.handId) : null,
  };
}

/** One point of the earnings chart: a hand's end and the player's result in it. */
export interface EarningsPoint {
  at: Date;
  net: number;
  netBigBlinds: number;
}

/**
 * The player's results hand by hand, oldest first: the latest `limit` hands, and how many hands came
 * before them (so a chart of a long career says it shows the latest part, and from what total).
 */
export async function playerEarnings(
  db: Database,
  playerId: string,
  limit: number,
): Promise<{ points: EarningsPoint[]; earlierHands: number; earlierNet: number }> {
  const rows = await db
    .select({ at: hand.endedAt, net: handPlayer.net, netBigBlinds: handPlayer.netBigBlinds })
    .from(handPlayer)
    .innerJoin(hand, eq(hand.id, handPlayer.handId))
    .where(eq(handPlayer.playerId, playerId))
    .orderBy(desc(hand.startedAt), desc(hand.id))
    .limit(limit);
  const [total] = await db
    .select({
      hands: sql<number>`count(*)::int`,
      net: sql<number>`coalesce(sum(${handPlayer.net}), 0)::float8`,
    })
    .from(handPlayer)
    .where(eq(handPlayer.playerId, playerId));
  const shownNet = rows.reduce((sum, r) => sum + r.net, 0);
  return {
    points: rows.reverse(),
    earlierHands: Math.max(0, (total?.hands ?? 0) - rows.length),
    earlierNet: rows.length < (total?.hands ?? 0) ? (total?.net ?? 0) - shownNet : 0,
  };
}

const RANK_LETTERS = '23456789TJQKA';

/**
 * The ranks a spec §5 product stands for, highest first (`AK`, `QQ`, `AAK2`): each rank's prime
 * divides it once per card of that rank, so the product factors back into exactly one set of ranks.
 */
export function ranksOfPrimeProduct(product: number): string {
  let rest = product;
  let ranks = '';
  for (let rank = 12; rank >= 0 && rest > 1; rank--) {
    const prime = RANK_PRIMES[rank]!;
    while (rest % prime === 0) {
      ranks += RANK_LETTERS[rank];
      rest /= prime;
    }
  }
  return rest === 1 ? ranks : '?';
}

/** Spec §5 for one starting hand: how often the ranks were dealt, won, lost, and what they earned. */
export interface StartingHandView {
  primeProduct: number;
  /** The ranks, highest first (`AK`); suits do not enter hand matching. */
  ranks: string;
  timesDealt: number;
  wins: number;
  losses: number;
  earnings: number;
}

/** Every starting hand of the all-time aggregate, or of one variation's, most dealt first. */
export async function playerStartingHands(
  db: Database,
  playerId: string,
  variation?: string,
): Promise<{ grouping: 'all' | 'variation'; key: string; hands: StartingHandView[] }> {
  const { grouping, key, where } = handMatchAggregate(playerId, variation);
  const [row] = await db
    .select({
      cells: sql<Record<
        string,
        { dealt: number; won: number; lost: number; earnings: number }
      > | null>`${playerStats.stats} -> 'handMatches'`,
    })
    .from(playerStats)
    .where(where);
  const hands = Object.entries(row?.cells ?? {})
    .map(([product, cell]) => ({
      primeProduct: Number(product),
      ranks: ranksOfPrimeProduct(Number(product)),
      timesDealt: cell.dealt,
      wins: cell.won,
      losses: cell.lost,
      earnings: cell.earnings,
    }))
    .sort(
      (a, b) => b.timesDealt - a.timesDealt || b.earnings - a.earnings || a.primeProduct - b.primeProduct,
    );
  return { grouping, key, hands };
}

/** The player page's statistics: all time, each variation and each event, with the events' names. */
export async function playerOverview(db: Database, playerId: string) {
  const [all, variations, events] = await Promise.all([
    playerStatsRows(db, playerId, { grouping: 'all', limit: 1 }),
    playerStatsRows(db, playerId, { grouping: 'variation', limit: 100 }),
    playerStatsRows(db, playerId, { grouping: 'event', limit: 100 }),
  ]);
  const names = new Map(
    events.length === 0
      ? []
      : (
          await db
            .select({ id: event.id, name: event.name })
            .from(event)
            .where(
              inArray(
                event.id,
                events.map((e) => e.key),
              ),
            )
        ).map((e) => [e.id, e.name] as const),
  );
  return {
    all: all[0] ?? null,
    variations,
    events: events.map((e) => ({ ...e, eventName: names.get(e.key) ?? null })),
  };
}
