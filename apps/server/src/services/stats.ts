import {
  type AnalyticsView,
  addPlayerHand,
  type Card,
  emptyPlayerStats,
  type HandMatch,
  type HandMatchCell,
  isVariationCode,
  mergePlayerStats,
  type PlayerHandFacts,
  type PlayerStats,
  rankPrimeProduct,
  type StatApplicability,
  statApplicability,
  toAnalytics,
} from '@railbird/poker';
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { hand, handPlayer, player, playerStats, type StatsGrouping } from '../db/schema.js';
import { FACT_COLUMNS, factColumns, factsOfRow, factsOfStoredHand, rowHoldsFacts } from './hand-facts.js';

/**
 * Per-player statistics aggregates in the database (issue 8; decision 002 "Server aggregates"): one
 * `player_stats` row per player and grouping — all time, per variation, per event, per session —
 * holding the stats module's `PlayerStats` (counts and sums, never percentages). `table.ingestHand`
 * adds each hand in the transaction that stores it (`addHandToAggregates`); `recomputeLocationStats`
 * rebuilds every row of a location from its stored hands with the same code. Guests (no player id)
 * have no server aggregates.
 */

/**
 * A session is a player's continuous sitting at one table: their hands at that table, each starting
 * at most this long after the end of the one before. A longer pause, or a hand at another table,
 * makes a new session (at that table).
 */
export const SESSION_GAP_MS = 30 * 60 * 1000;

/** What the aggregates need to know about a hand. */
export interface StatsHand {
  id: string;
  locationId: string;
  tableKey: string;
  variation: string;
  eventId: string | null;
  startedAt: Date;
  endedAt: Date;
}

/** A `player_stats` row as the aggregation code handles it. */
export interface AggregateRow {
  playerId: string;
  grouping: StatsGrouping;
  groupKey: string;
  locationId: string;
  tableKey: string | null;
  firstHandAt: Date;
  lastHandAt: Date;
  stats: PlayerStats;
}

type RowKey = Pick<AggregateRow, 'playerId' | 'grouping' | 'groupKey'>;

const keyOf = (r: RowKey) => `${r.playerId}\u0000${r.grouping}\u0000${r.groupKey}`;
/** A hand's end as the aggregates use it: never before its start. */
const endOf = (h: StatsHand) => Math.max(h.startedAt.getTime(), h.endedAt.getTime());

/** The groupings other than the session that a hand adds to, with their keys. */
function fixedGroupings(h: StatsHand): Array<[StatsGrouping, string]> {
  const keys: Array<[StatsGrouping, string]> = [
    ['all', ''],
    ['variation', h.variation],
  ];
  if (h.eventId) keys.push(['event', h.eventId]);
  return keys;
}

/** Whether a hand belongs to a session of the same player and table (within the gap of its span). */
function touches(session: AggregateRow, h: StatsHand): boolean {
  return (
    h.startedAt.getTime() <= session.lastHandAt.getTime() + SESSION_GAP_MS &&
    session.firstHandAt.getTime() <= endOf(h) + SESSION_GAP_MS
  );
}

/** Sessions are keyed by their first hand: the earliest start, ties by hand id. */
const startsBefore = (a: { at: Date; id: string }, b: { at: Date; id: string }) =>
  a.at.getTime() < b.at.getTime() || (a.at.getTime() === b.at.getTime() && a.id < b.id);

function newRow(h: StatsHand, playerId: string, grouping: StatsGrouping, groupKey: string): AggregateRow {
  return {
    playerId,
    grouping,
    groupKey,
    locationId: h.locationId,
    tableKey: grouping === 'session' ? h.tableKey : null,
    firstHandAt: h.startedAt,
    lastHandAt: new Date(endOf(h)),
    stats: emptyPlayerStats(),
  };
}

function widen(row: AggregateRow, first: Date, last: Date): void {
  if (first.getTime() < row.firstHandAt.getTime()) row.firstHandAt = first;
  if (last.getTime() > row.lastHandAt.getTime()) row.lastHandAt = last;
}

/**
 * Adds one player's facts of one hand to their aggregates. `existing` holds the player's rows the hand
 * may touch (any superset will do: the others are ignored); they are changed in place. Returns the rows
 * to write and the keys of session rows that no longer exist (a late hand that bridges two sessions
 * merges them, with the stats module's merge, under the key of the earlier one; a hand earlier than its
 * session's first re-keys the session).
 */
export function addHandToRows(
  existing: readonly AggregateRow[],
  h: StatsHand,
  playerId: string,
  facts: PlayerHandFacts,
): { rows: AggregateRow[]; removed: RowKey[] } {
  const rows: AggregateRow[] = [];
  const last = new Date(endOf(h));
  for (const [grouping, groupKey] of fixedGroupings(h)) {
    const row =
      existing.find((r) => r.playerId === playerId && r.grouping === grouping && r.groupKey === groupKey) ??
      newRow(h, playerId, grouping, groupKey);
    addPlayerHand(row.stats, facts);
    widen(row, h.startedAt, last);
    rows.push(row);
  }

  const removed: RowKey[] = [];
  const sessions = existing
    .filter(
      (r) =>
        r.playerId === playerId && r.grouping === 'session' && r.tableKey === h.tableKey && touches(r, h),
    )
    .sort((a, b) =>
      startsBefore({ at: a.firstHandAt, id: a.groupKey }, { at: b.firstHandAt, id: b.groupKey }) ? -1 : 1,
    );
  let session = sessions[0];
  if (!session) {
    session = newRow(h, playerId, 'session', h.id);
  } else {
    for (const later of sessions.slice(1)) {
      session.stats = mergePlayerStats(session.stats, later.stats);
      widen(session, later.firstHandAt, later.lastHandAt);
      removed.push({ playerId, grouping: 'session', groupKey: later.groupKey });
    }
    if (startsBefore({ at: h.startedAt, id: h.id }, { at: session.firstHandAt, id: session.groupKey })) {
      removed.push({ playerId, grouping: 'session', groupKey: session.groupKey });
      session.groupKey = h.id;
    }
  }
  addPlayerHand(session.stats, facts);
  widen(session, h.startedAt, last);
  rows.push(session);
  return { rows, removed };
}

/** One advisory lock per location: ingests share it, a rebuild takes it alone. */
const lockKey = (locationId: string) => sql`hashtextextended(${`railbird.player_stats:${locationId}`}, 0)`;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Tx;

const toValues = (r: AggregateRow) => ({
  ...r,
  handsPlayed: r.stats.handsPlayed,
  earnings: r.stats.earnings,
  updatedAt: new Date(),
});

async function writeRows(db: Executor, rows: readonly AggregateRow[], batch = 200): Promise<void> {
  for (let i = 0; i < rows.length; i += batch) {
    await db
      .insert(playerStats)
      .values(rows.slice(i, i + batch).map(toValues))
      .onConflictDoUpdate({
        target: [playerStats.playerId, playerStats.grouping, playerStats.groupKey],
        set: {
          tableKey: sql`excluded.table_key`,
          firstHandAt: sql`excluded.first_hand_at`,
          lastHandAt: sql`excluded.last_hand_at`,
          handsPlayed: sql`excluded.hands_played`,
          earnings: sql`excluded.earnings`,
          stats: sql`excluded.stats`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
}

/**
 * Adds a hand's registered players to their aggregates; called inside the transaction that stores the
 * hand, so the hand and its statistics are written together or not at all. Each player's row of their
 * own is locked first (in id order, so two hands never wait on each other in a cycle): two hands of the
 * same player stored at once are added one after the other, never one over the other.
 */
export async function addHandToAggregates(
  tx: Tx,
  h: StatsHand,
  players: ReadonlyArray<{ playerId: string; facts: PlayerHandFacts }>,
): Promise<void> {
  if (players.length === 0) return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${lockKey(h.locationId)})`);
  const ids = [...new Set(players.map((p) => p.playerId))].sort();
  await tx
    .select({ id: player.id })
    .from(player)
    .where(inArray(player.id, ids))
    .orderBy(asc(player.id))
    .for('no key update');

  const end = endOf(h);
  const groupings: SQL[] = fixedGroupings(h).map(
    ([grouping, key]) => and(eq(playerStats.grouping, grouping), eq(playerStats.groupKey, key))!,
  );
  groupings.push(
    and(
      eq(playerStats.grouping, 'session'),
      eq(playerStats.tableKey, h.tableKey),
      gte(playerStats.lastHandAt, new Date(h.startedAt.getTime() - SESSION_GAP_MS)),
      lte(playerStats.firstHandAt, new Date(end + SESSION_GAP_MS)),
    )!,
  );
  const working: AggregateRow[] = (
    await tx
      .select()
      .from(playerStats)
      .where(and(inArray(playerStats.playerId, ids), or(...groupings)))
  ).map((r) => ({
    playerId: r.playerId,
    grouping: r.grouping,
    groupKey: r.groupKey,
    locationId: r.locationId,
    tableKey: r.tableKey,
    firstHandAt: r.firstHandAt,
    lastHandAt: r.lastHandAt,
    stats: r.stats,
  }));

  const removed = new Map<string, RowKey>();
  const touched = new Map<string, AggregateRow>();
  for (const p of players) {
    const result = addHandToRows(working, h, p.playerId, p.facts);
    for (const key of result.removed) {
      removed.set(keyOf(key), key);
      const at = working.findIndex((r) => keyOf(r) === keyOf(key));
      if (at >= 0) working.splice(at, 1);
    }
    for (const row of result.rows) {
      if (!working.includes(row)) working.push(row);
    }
  }
  for (const row of working) touched.set(keyOf(row), row);
  for (const key of touched.keys()) removed.delete(key);

  for (const key of removed.values()) {
    await tx
      .delete(playerStats)
      .where(
        and(
          eq(playerStats.playerId, key.playerId),
          eq(playerStats.grouping, key.grouping),
          eq(playerStats.groupKey, key.groupKey),
        ),
      );
  }
  await writeRows(tx, [...touched.values()]);
}

export interface RecomputeResult {
  /** Hands read. */
  hands: number;
  /** Aggregate rows written. */
  rows: number;
  /** `hand_player` rows whose facts changed (the statistics code changed since they were stored). */
  factsRewritten: number;
  /** Hands whose PHH no longer replays: their stored facts were used as they are. */
  unreplayable: string[];
}

const PAGE = 250;

/**
 * Rebuilds every aggregate of a location from its stored hands, in the order they were played: each
 * PHH is replayed and its facts computed as at ingest (stored facts that differ are rewritten), then
 * added with the same `addHandToRows` the ingest uses. One transaction, holding the location's lock
 * alone, so no hand is stored halfway through and readers see the old aggregates or the new ones.
 */
export async function recomputeLocationStats(db: Database, locationId: string): Promise<RecomputeResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${lockKey(locationId)})`);
    await tx.delete(playerStats).where(eq(playerStats.locationId, locationId));

    const rows = new Map<string, AggregateRow>();
    /** The latest session per player and table: hands come in order, so no earlier one can grow. */
    const openSessions = new Map<string, AggregateRow>();
    const result: RecomputeResult = { hands: 0, rows: 0, factsRewritten: 0, unreplayable: [] };
    let cursor: { startedAt: Date; id: string } | null = null;

    for (;;) {
      const after: SQL | undefined = cursor
        ? or(
            gt(hand.startedAt, cursor.startedAt),
            and(eq(hand.startedAt, cursor.startedAt), gt(hand.id, cursor.id)),
          )
        : undefined;
      const page = await tx
        .select({
          id: hand.id,
          tableKey: hand.tableKey,
          variation: hand.variation,
          eventId: hand.eventId,
          startedAt: hand.startedAt,
          endedAt: hand.endedAt,
          phh: hand.phh,
          actionTimes: hand.actionTimes,
          bigBlind: hand.bigBlind,
          showdown: hand.showdown,
        })
        .from(hand)
        .where(and(eq(hand.locationId, locationId), after))
        .orderBy(asc(hand.startedAt), asc(hand.id))
        .limit(PAGE);
      if (page.length === 0) break;
      cursor = page[page.length - 1]!;

      const seats = await tx
        .select()
        .from(handPlayer)
        .where(
          inArray(
            handPlayer.handId,
            page.map((p) => p.id),
          ),
        )
        .orderBy(asc(handPlayer.handId), asc(handPlayer.playerIndex));
      const seatsOf = new Map<string, (typeof seats)[number][]>();
      for (const s of seats) {
        const list = seatsOf.get(s.handId);
        if (list) list.push(s);
        else seatsOf.set(s.handId, [s]);
      }

      const rewrite: (typeof seats)[number][] = [];
      for (const stored of page) {
        result.hands++;
        const h: StatsHand = { ...stored, locationId };
        const facts = factsOfStoredHand(stored);
        if (!facts) result.unreplayable.push(stored.id);
        else if (facts.bigBlind !== stored.bigBlind || facts.showdown !== stored.showdown)
          await tx
            .update(hand)
            .set({ bigBlind: facts.bigBlind, showdown: facts.showdown })
            .where(eq(hand.id, stored.id));
        for (const seat of seatsOf.get(stored.id) ?? []) {
          let f = facts?.players[seat.playerIndex];
          if (!f) f = factsOfRow(seat);
          else if (!rowHoldsFacts(seat, f)) rewrite.push({ ...seat, ...factColumns(f) });
          if (!seat.playerId) continue;

          const sessionKey = `${seat.playerId}\u0000${h.tableKey}`;
          const existing: AggregateRow[] = [];
          for (const [grouping, groupKey] of fixedGroupings(h)) {
            const row = rows.get(keyOf({ playerId: seat.playerId, grouping, groupKey }));
            if (row) existing.push(row);
          }
          const open = openSessions.get(sessionKey);
          if (open) existing.push(open);
          const added = addHandToRows(existing, h, seat.playerId, f);
          for (const key of added.removed) rows.delete(keyOf(key));
          for (const row of added.rows) rows.set(keyOf(row), row);
          openSessions.set(sessionKey, added.rows[added.rows.length - 1]!);
        }
      }
      if (rewrite.length > 0) {
        result.factsRewritten += rewrite.length;
        for (let i = 0; i < rewrite.length; i += 100) {
          await tx
            .insert(handPlayer)
            .values(rewrite.slice(i, i + 100))
            .onConflictDoUpdate({
              target: [handPlayer.handId, handPlayer.playerIndex],
              set: Object.fromEntries(
                FACT_COLUMNS.map((k) => [k, sql.raw(`excluded."${handPlayer[k].name}"`)]),
              ),
            });
        }
      }
    }
    await writeRows(tx, [...rows.values()]);
    result.rows = rows.size;
    return result;
  });
}

// ── Reading ──────────────────────────────────────────────────────────────────────────────────────────

export interface PlayerStatsRowView {
  grouping: StatsGrouping;
  /** '' for all time; the variation code, the event id or the session id. */
  key: string;
  /** Sessions: the table. */
  tableKey: string | null;
  firstHandAt: Date;
  lastHandAt: Date;
  handsPlayed: number;
  /** Every statistic as `{done, opportunities}` and the amounts (packages/poker `toAnalytics`). */
  analytics: AnalyticsView;
  /** Variation rows: which statistics mean something in that game. */
  applicability: StatApplicability | null;
}

/** A player's aggregates of one grouping, most recent first (all of them, or the one `key` names). */
export async function playerStatsRows(
  db: Database,
  playerId: string,
  options: { grouping: StatsGrouping; key?: string | undefined; limit: number; before?: Date | undefined },
): Promise<PlayerStatsRowView[]> {
  const rows = await db
    .select()
    .from(playerStats)
    .where(
      and(
        eq(playerStats.playerId, playerId),
        eq(playerStats.grouping, options.grouping),
        options.grouping === 'all'
          ? undefined
          : options.key
            ? eq(playerStats.groupKey, options.key)
            : undefined,
        options.before ? lt(playerStats.lastHandAt, options.before) : undefined,
      ),
    )
    .orderBy(desc(playerStats.lastHandAt), asc(playerStats.groupKey))
    .limit(options.limit);
  return rows.map((r) => ({
    grouping: r.grouping,
    key: r.groupKey,
    tableKey: r.tableKey,
    firstHandAt: r.firstHandAt,
    lastHandAt: r.lastHandAt,
    handsPlayed: r.handsPlayed,
    analytics: toAnalytics(r.stats),
    applicability:
      r.grouping === 'variation' && isVariationCode(r.groupKey) ? statApplicability(r.groupKey) : null,
  }));
}

/**
 * The aggregate hand matching reads (spec §5): all time, or one variation's when `variation` is given;
 * `where` picks its row of `player_stats`.
 */
export function handMatchAggregate(playerId: string, variation?: string) {
  const grouping: 'all' | 'variation' = variation ? 'variation' : 'all';
  const key = variation ?? '';
  const where = and(
    eq(playerStats.playerId, playerId),
    eq(playerStats.grouping, grouping),
    eq(playerStats.groupKey, key),
  );
  return { grouping, key, where };
}

export interface HandMatchView extends HandMatch {
  /** Which aggregate answered: all time, or the variation asked for. */
  grouping: 'all' | 'variation';
  key: string;
}

/**
 * Spec §5 hand matching for a player's current hand: how often the same ranks were dealt to them
 * before (the hand is not stored until it ends), with their wins, losses and earnings. Reads one cell
 * of the aggregate, not the aggregate.
 */
export async function handMatchOf(
  db: Database,
  playerId: string,
  cards: readonly Card[],
  variation?: string,
): Promise<HandMatchView> {
  const primeProduct = rankPrimeProduct(cards);
  const { grouping, key, where } = handMatchAggregate(playerId, variation);
  const [row] = await db
    .select({
      cell: sql<HandMatchCell | null>`${playerStats.stats} -> 'handMatches' -> ${String(primeProduct)}::text`,
    })
    .from(playerStats)
    .where(where);
  const cell = row?.cell ?? null;
  return {
    grouping,
    key,
    primeProduct,
    timesDealt: cell?.dealt ?? 0,
    wins: cell?.won ?? 0,
    losses: cell?.lost ?? 0,
    earnings: cell?.earnings ?? 0,
  };
}
