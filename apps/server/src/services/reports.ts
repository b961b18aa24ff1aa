/**
 * Issue 18, reports: a location's (or one table's) hands over a date range, aggregated IN THE
 * DATABASE — one SQL statement per report with GROUP BY and window functions; no hand row is ever
 * loaded here, only the aggregates (a year of a busy room is a few hundred thousand hands).
 *
 * The range is on `hand.ended_at`: `from` inclusive, `to` exclusive. Sessions, dealing hours, hands
 * per hour and utilisation are defined in packages/protocol/src/reports.ts (and on the page):
 * a session is a run of a table's hands each starting at most 30 minutes after the previous one's
 * end (the players' sessions use the same gap: services/stats.ts `SESSION_GAP_MS`), found with
 * `lag()` over the table's hands in start order and numbered with a running `sum()`.
 *
 * Raw `sql` through `db.execute` rather than the query builder: the window functions and CTEs read
 * as SQL, and both drivers (PGlite, node-postgres) answer `{ rows }`. Every figure is cast in SQL
 * (`::int`, `::float8`) so neither driver hands back a bigint string.
 */
import {
  type ActivityBucket,
  type ActivityReport,
  type EventResult,
  type PlayerResult,
  type PlayersReport,
  REPORT_MAX_PLAYERS,
  REPORT_MIN_BB100_HANDS,
  REPORT_SESSION_GAP_MINUTES,
  type ReportQuery,
  type TableFigures,
  type TablesReport,
  type Variation,
  type VariationFigures,
} from '@railbird/protocol';
import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { event } from '../db/schema.js';
import { type EntryWithPlayer, entriesOf, eventSummary, outcomeOf } from './events.js';
import { listTableSummaries, tableRefAtLocation } from './tables.js';

const HOUR_MS = 60 * 60 * 1000;

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The hands a report covers: the location's, ended in [from, to), at one table when asked. */
function scope(locationId: string, q: ReportQuery, alias = 'hand'): SQL {
  const h = sql.raw(`"${alias}"`);
  return sql`${h}.location_id = ${locationId}
    AND ${h}.ended_at >= ${q.from.toISOString()}::timestamptz
    AND ${h}.ended_at < ${q.to.toISOString()}::timestamptz
    ${q.tableKey ? sql`AND ${h}.table_key = ${q.tableKey}` : sql``}`;
}

/** A table asked for by key must be the caller's location's (FORBIDDEN otherwise, NOT_FOUND if nobody has it). */
export async function checkReportScope(db: Database, locationId: string, q: ReportQuery): Promise<void> {
  if (q.tableKey) await tableRefAtLocation(db, locationId, q.tableKey);
}

const num = (v: unknown): number => Number(v ?? 0);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

interface TableRow {
  table_key: string;
  hands: number;
  sessions: number;
  dealing_seconds: number;
  average_pot: number | null;
  largest_pot: number | null;
  pot_sum: number;
  showdowns: number;
}

/**
 * `report.tables`: per table and for the location, hands, sessions, dealing hours, hands per hour,
 * utilisation, average and largest pot, showdowns. Every table of the location gets a row (an idle
 * one shows zeros: that is the point of a utilisation report), and so does a key with hands whose
 * table has since been removed.
 */
export async function tablesReport(
  db: Database,
  locationId: string,
  q: ReportQuery,
  now: number,
): Promise<TablesReport> {
  await checkReportScope(db, locationId, q);
  const gap = sql.raw(`interval '${REPORT_SESSION_GAP_MINUTES} minutes'`);
  const rows = await rowsOf<TableRow>(
    db,
    sql`WITH marked AS (
        SELECT table_key, id, started_at, greatest(ended_at, started_at) AS ended_at, pot, showdown,
          CASE WHEN started_at <= lag(greatest(ended_at, started_at))
                 OVER (PARTITION BY table_key ORDER BY started_at, id) + ${gap}
               THEN 0 ELSE 1 END AS is_new
        FROM hand WHERE ${scope(locationId, q)}
      ), numbered AS (
        SELECT *, sum(is_new) OVER (PARTITION BY table_key ORDER BY started_at, id
                                    ROWS UNBOUNDED PRECEDING) AS session_no
        FROM marked
      ), sessions AS (
        SELECT table_key, session_no, count(*) AS hands,
          extract(epoch FROM max(ended_at) - min(started_at)) AS seconds,
          sum(pot) AS pot_sum, max(pot) AS largest_pot,
          count(*) FILTER (WHERE showdown) AS showdowns
        FROM numbered GROUP BY table_key, session_no
      )
      SELECT table_key,
        sum(hands)::int AS hands,
        count(*)::int AS sessions,
        sum(seconds)::float8 AS dealing_seconds,
        (sum(pot_sum) / sum(hands))::float8 AS average_pot,
        max(largest_pot)::float8 AS largest_pot,
        sum(pot_sum)::float8 AS pot_sum,
        sum(showdowns)::int AS showdowns
      FROM sessions GROUP BY table_key ORDER BY table_key`,
  );
  const elapsedMs = Math.max(0, Math.min(q.to.getTime(), now) - q.from.getTime());
  const elapsedHours = elapsedMs / HOUR_MS;
  const tables = q.tableKey
    ? [
        {
          key: q.tableKey,
          name: (await listTableSummaries(db, locationId)).find((t) => t.key === q.tableKey)?.name,
        },
      ]
    : (await listTableSummaries(db, locationId)).map((t) => ({
        key: t.key,
        name: t.name as string | undefined,
      }));
  const byKey = new Map(rows.map((r) => [r.table_key, r]));
  for (const r of rows)
    if (!tables.some((t) => t.key === r.table_key)) tables.push({ key: r.table_key, name: undefined });

  const figures = (
    tableKey: string | null,
    name: string,
    r: Omit<TableRow, 'table_key'> | undefined,
    tableCount: number,
  ): TableFigures => {
    const hands = num(r?.hands);
    const dealingHours = num(r?.dealing_seconds) / 3600;
    return {
      tableKey,
      name,
      hands,
      sessions: num(r?.sessions),
      dealingHours,
      handsPerHour: dealingHours > 0 ? hands / dealingHours : null,
      utilisation: elapsedHours > 0 && tableCount > 0 ? dealingHours / (elapsedHours * tableCount) : null,
      averagePot: hands > 0 ? num(r?.pot_sum) / hands : null,
      largestPot: numOrNull(r?.largest_pot),
      showdowns: num(r?.showdowns),
    };
  };
  const perTable = tables.map((t) => figures(t.key, t.name ?? `${t.key} (removed)`, byKey.get(t.key), 1));
  // The location's row adds the tables' sums (a few dozen rows at most), never hands.
  const sum = (pick: (r: TableRow) => number) => rows.reduce((s, r) => s + num(pick(r)), 0);
  const largest = rows.reduce<number | null>(
    (m, r) => (r.largest_pot === null ? m : Math.max(m ?? Number.NEGATIVE_INFINITY, num(r.largest_pot))),
    null,
  );
  const total = figures(
    q.tableKey ?? null,
    q.tableKey ? (perTable[0]?.name ?? q.tableKey) : 'All tables',
    {
      hands: sum((r) => r.hands),
      sessions: sum((r) => r.sessions),
      dealing_seconds: sum((r) => r.dealing_seconds),
      average_pot: null,
      largest_pot: largest,
      pot_sum: sum((r) => r.pot_sum),
      showdowns: sum((r) => r.showdowns),
    },
    tables.length,
  );
  return { elapsedHours, total, tables: perTable };
}

interface BucketRow {
  key: string;
  hands: number;
  average_pot: number | null;
  largest_pot: number | null;
}

const bucket = (r: BucketRow): ActivityBucket => ({
  key: String(r.key),
  hands: num(r.hands),
  averagePot: numOrNull(r.average_pot),
  largestPot: numOrNull(r.largest_pot),
});

/** `report.activity`: hands and pots by hour of the day (all 24, in the admin's zone) and by day. */
export async function activityReport(
  db: Database,
  locationId: string,
  q: ReportQuery,
): Promise<ActivityReport> {
  await checkReportScope(db, locationId, q);
  const local = sql`(ended_at AT TIME ZONE ${q.timeZone})`;
  const figures = sql`count(*)::int AS hands, avg(pot)::float8 AS average_pot, max(pot)::float8 AS largest_pot`;
  const [hours, days] = await Promise.all([
    rowsOf<BucketRow>(
      db,
      sql`SELECT extract(hour FROM ${local})::int::text AS key, ${figures}
        FROM hand WHERE ${scope(locationId, q)} GROUP BY 1`,
    ),
    rowsOf<BucketRow>(
      db,
      sql`SELECT to_char(${local}, 'YYYY-MM-DD') AS key, ${figures}
        FROM hand WHERE ${scope(locationId, q)} GROUP BY 1 ORDER BY 1`,
    ),
  ]);
  const byHourKey = new Map(hours.map((r) => [String(r.key), r]));
  return {
    byHour: Array.from({ length: 24 }, (_, h) =>
      bucket(byHourKey.get(String(h)) ?? { key: String(h), hands: 0, average_pot: null, largest_pot: null }),
    ),
    byDay: days.map(bucket),
  };
}

/** `report.variations`: hands per variation (most played first), their share and pots. */
export async function variationsReport(
  db: Database,
  locationId: string,
  q: ReportQuery,
): Promise<VariationFigures[]> {
  await checkReportScope(db, locationId, q);
  const rows = await rowsOf<
    { variation: string; hands: number; share: number } & Omit<BucketRow, 'key' | 'hands'>
  >(
    db,
    sql`SELECT variation, count(*)::int AS hands,
        (count(*)::float8 / sum(count(*)) OVER ()) AS share,
        avg(pot)::float8 AS average_pot, max(pot)::float8 AS largest_pot
      FROM hand WHERE ${scope(locationId, q)}
      GROUP BY variation ORDER BY hands DESC, variation`,
  );
  return rows.map((r) => ({
    variation: r.variation as Variation,
    hands: num(r.hands),
    share: num(r.share),
    averagePot: numOrNull(r.average_pot),
    largestPot: numOrNull(r.largest_pot),
  }));
}

interface PlayerRow {
  player_id: string | null;
  display_name: string;
  hands: number;
  hands_won: number;
  net: number;
  net_big_blinds: number;
  players: number;
  rank_best: number;
  rank_worst: number;
}

/**
 * `report.players`: per player, hands, hands won, net in chips and in big blinds, bb/100 past the
 * sample; best result first. A linked seat counts for its directory player (under their name now); an
 * unlinked one for the name it was played under. Past REPORT_MAX_PLAYERS, the best and the worst
 * halves are kept (winners and losers both stay on the report).
 */
export async function playersReport(
  db: Database,
  locationId: string,
  q: ReportQuery,
): Promise<PlayersReport> {
  await checkReportScope(db, locationId, q);
  const half = Math.floor(REPORT_MAX_PLAYERS / 2);
  const rows = await rowsOf<PlayerRow>(
    db,
    sql`WITH per_player AS (
        SELECT hp.player_id,
          coalesce(max(p.display_name), max(hp.display_name)) AS display_name,
          count(*)::int AS hands,
          (count(*) FILTER (WHERE hp.won))::int AS hands_won,
          sum(hp.net)::float8 AS net,
          sum(hp.net_big_blinds)::float8 AS net_big_blinds
        FROM hand_player hp
        JOIN hand ON hand.id = hp.hand_id
        LEFT JOIN player p ON p.id = hp.player_id
        WHERE ${scope(locationId, q)}
        GROUP BY hp.player_id, CASE WHEN hp.player_id IS NULL THEN hp.display_name END
      ), ranked AS (
        SELECT *, count(*) OVER ()::int AS players,
          row_number() OVER (ORDER BY net DESC, hands DESC, display_name)::int AS rank_best,
          row_number() OVER (ORDER BY net ASC, hands DESC, display_name)::int AS rank_worst
        FROM per_player
      )
      SELECT * FROM ranked
      WHERE players <= ${REPORT_MAX_PLAYERS} OR rank_best <= ${half} OR rank_worst <= ${half}
      ORDER BY rank_best`,
  );
  const players: PlayerResult[] = rows.map((r) => {
    const hands = num(r.hands);
    const netBigBlinds = num(r.net_big_blinds);
    return {
      playerId: r.player_id,
      displayName: r.display_name,
      hands,
      handsWon: num(r.hands_won),
      net: num(r.net),
      netBigBlinds,
      bb100: hands >= REPORT_MIN_BB100_HANDS ? (100 * netBigBlinds) / hands : null,
    };
  });
  return { players, truncated: rows.length > 0 && num(rows[0]!.players) > rows.length };
}

/**
 * `report.events`: the location's events starting in [from, to) (`tableKey` does not narrow them),
 * each with its entries, prize pool and winner, read with the events service's own reads
 * (`entriesOf`, `eventSummary`, `outcomeOf`) so the figures are the events page's.
 */
export async function eventsReport(db: Database, locationId: string, q: ReportQuery): Promise<EventResult[]> {
  const rows = await db
    .select()
    .from(event)
    .where(and(eq(event.locationId, locationId), gte(event.startTime, q.from), lt(event.startTime, q.to)))
    .orderBy(asc(event.startTime), asc(event.id));
  const entries = await entriesOf(
    db,
    rows.map((r) => r.id),
  );
  const byEvent = new Map<string, EntryWithPlayer[]>();
  for (const e of entries) byEvent.set(e.eventId, [...(byEvent.get(e.eventId) ?? []), e]);
  return rows.map((row) => {
    const state = { event: row, entries: byEvent.get(row.id) ?? [] };
    const summary = eventSummary(state);
    const first = outcomeOf(state).results.find((r) => r.place === 1);
    return {
      id: summary.id,
      name: summary.name,
      startTime: summary.startTime,
      status: summary.status,
      entries: summary.entries,
      players: summary.players,
      prizePool: summary.prizePool,
      winner: first
        ? { playerId: first.playerId, displayName: first.displayName, payout: first.payout }
        : null,
    };
  });
}
