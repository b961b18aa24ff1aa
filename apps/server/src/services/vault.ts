/**
 * Issue 18, the vault: a table's stored hands, newest first, paged by keyset; one hand with its
 * history and the odds at each street; the table's sessions. Every filter runs in SQL, so a table of
 * 100,000 hands is read a page at a time (index `hand_table_key_ended_idx`).
 */
import { normalizePhh, type PhhHand } from '@railbird/poker';
import type {
  HandDetail,
  HandFilter,
  HandPage,
  HandSession,
  HandSummary,
  HandSummaryPlayer,
  Variation,
} from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { and, asc, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { hand, handPlayer, pokerTable } from '../db/schema.js';
import { tableRefAtLocation } from './tables.js';
import { handOdds } from './vault-odds.js';

/** A session ends when the next hand starts more than this long after the last one ended. */
export const SESSION_GAP_MINUTES = 30;

type HandRow = typeof hand.$inferSelect;

// ── Cursor ──────────────────────────────────────────────────────────────────────────────────────────

/** Where a page ended: the last hand's ended_at (epoch microseconds, as the database keeps it) and id. */
export interface HandCursor {
  endedMicros: bigint;
  id: string;
}

export function encodeCursor(c: HandCursor): string {
  return Buffer.from(`${c.endedMicros}|${c.id}`, 'utf8').toString('base64url');
}

/** The cursor a page gave out; anything else is BAD_REQUEST "cursor: …". */
export function decodeCursor(text: string): HandCursor {
  const bad = () =>
    new TRPCError({
      code: 'BAD_REQUEST',
      message: 'cursor: not a cursor this list gave out; start again without one',
    });
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw bad();
  const decoded = Buffer.from(text, 'base64url').toString('utf8');
  const match = /^(-?\d{1,19})\|(.{1,200})$/s.exec(decoded);
  if (!match) throw bad();
  return { endedMicros: BigInt(match[1]!), id: match[2]! };
}

/** `ended_at` as exact epoch microseconds (text: a bigint does not fit a JS number exactly everywhere). */
export const endedMicrosColumn = sql<string>`(extract(epoch from ${hand.endedAt}) * 1000000)::bigint::text`;
export const microsToTimestamp = (micros: bigint) =>
  sql`(timestamptz 'epoch' + ${micros.toString()}::bigint * interval '1 microsecond')`;

// ── Filter ──────────────────────────────────────────────────────────────────────────────────────────

/** `%part%` for ILIKE with the pattern characters of `part` taken literally. */
const containsPattern = (part: string) => `%${part.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE of a table's hands narrowed by a filter (DESIGN: every filter in SQL). */
export function handConditions(locationId: string, tableKey: string, filter: HandFilter): SQL[] {
  const where: SQL[] = [eq(hand.locationId, locationId), eq(hand.tableKey, tableKey)];
  if (filter.from) where.push(gte(hand.endedAt, filter.from));
  if (filter.to) where.push(lt(hand.endedAt, filter.to));
  if (filter.variation) where.push(eq(hand.variation, filter.variation));
  if (filter.minPot !== undefined) where.push(gte(hand.pot, filter.minPot));
  if (filter.maxPot !== undefined) where.push(lte(hand.pot, filter.maxPot));
  if (filter.showdown !== undefined) where.push(eq(hand.showdown, filter.showdown));
  if (filter.allIn !== undefined) where.push(eq(hand.allIn, filter.allIn));
  if (filter.player !== undefined)
    where.push(
      sql`exists (select 1 from ${handPlayer} where ${handPlayer.handId} = ${hand.id} and (${handPlayer.playerId} = ${filter.player} or ${handPlayer.displayName} ilike ${containsPattern(filter.player)}))`,
    );
  return where;
}

// ── Summaries ───────────────────────────────────────────────────────────────────────────────────────

const summaryColumns = {
  id: hand.id,
  tableKey: hand.tableKey,
  handNumber: hand.handNumber,
  variation: hand.variation,
  startedAt: hand.startedAt,
  endedAt: hand.endedAt,
  pot: hand.pot,
  bigBlind: hand.bigBlind,
  showdown: hand.showdown,
  allIn: hand.allIn,
  eventId: hand.eventId,
};
type SummaryRow = { [K in keyof typeof summaryColumns]: HandRow[K] };

/** The players of these hands, one query, by hand id in PHH order. */
async function playersOf(db: Database, ids: string[]): Promise<Map<string, HandSummaryPlayer[]>> {
  const byHand = new Map<string, HandSummaryPlayer[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byHand;
  const rows = await db
    .select({
      handId: handPlayer.handId,
      playerIndex: handPlayer.playerIndex,
      seatIndex: handPlayer.seatIndex,
      displayName: handPlayer.displayName,
      playerId: handPlayer.playerId,
      holeCards: handPlayer.holeCards,
      startingStack: handPlayer.startingStack,
      finishingStack: handPlayer.finishingStack,
      net: handPlayer.net,
      won: handPlayer.won,
    })
    .from(handPlayer)
    .where(inArray(handPlayer.handId, ids))
    .orderBy(asc(handPlayer.handId), asc(handPlayer.playerIndex));
  for (const { handId, holeCards, ...p } of rows)
    byHand.get(handId)?.push({ ...p, holeCards: holeCards as HandSummaryPlayer['holeCards'] });
  return byHand;
}

function summaryOf(row: SummaryRow, players: HandSummaryPlayer[]): HandSummary {
  return { ...row, variation: row.variation as Variation, players };
}

// ── Procedures ──────────────────────────────────────────────────────────────────────────────────────

/** `hand.list`: a page of the table's hands, newest first (ended_at desc, id desc). */
export async function listHands(
  db: Database,
  locationId: string,
  input: { tableKey: string; filter: HandFilter; cursor?: string | null; limit: number },
): Promise<HandPage> {
  const after = input.cursor ? decodeCursor(input.cursor) : null;
  const table = await tableRefAtLocation(db, locationId, input.tableKey);
  const where = handConditions(locationId, table.key, input.filter);
  if (after)
    where.push(sql`(${hand.endedAt}, ${hand.id}) < (${microsToTimestamp(after.endedMicros)}, ${after.id})`);
  const rows = await db
    .select({ ...summaryColumns, endedMicros: endedMicrosColumn })
    .from(hand)
    .where(and(...where))
    .orderBy(desc(hand.endedAt), desc(hand.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const players = await playersOf(
    db,
    page.map((r) => r.id),
  );
  const last = page.at(-1);
  return {
    hands: page.map(({ endedMicros: _, ...row }) => summaryOf(row, players.get(row.id) ?? [])),
    nextCursor:
      rows.length > input.limit && last
        ? encodeCursor({ endedMicros: BigInt(last.endedMicros), id: last.id })
        : null,
  };
}

/**
 * The hand's PHH as the current writer has it (packages/poker `normalizePhh`: finishing stacks,
 * discards before replacements, the current variant codes), with its parsed record; a stored text
 * that no longer parses is given as it is, without a record.
 */
export function currentPhh(stored: string): { text: string; record: PhhHand | null } {
  const normalized = normalizePhh(stored);
  return normalized.ok ? { text: normalized.text, record: normalized.hand } : { text: stored, record: null };
}

/** `hand.get`: one hand of the caller's location for the replayer. */
export async function handDetail(db: Database, locationId: string, handId: string): Promise<HandDetail> {
  const row = await db.query.hand.findFirst({ where: eq(hand.id, handId) });
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: `There is no hand "${handId}".` });
  if (row.locationId !== locationId)
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: `Hand "${handId}" was played at another location; switch to that location to see it.`,
    });
  const [table] = row.tableId
    ? await db.select({ name: pokerTable.name }).from(pokerTable).where(eq(pokerTable.id, row.tableId))
    : [];
  const players = await playersOf(db, [row.id]);
  const phh = currentPhh(row.phh);
  return {
    ...summaryOf(row, players.get(row.id) ?? []),
    tableName: table?.name ?? row.tableKey,
    phh: phh.text,
    actionTimes: row.actionTimes,
    odds: phh.record ? handOdds(phh.record) : [],
  };
}

/**
 * `hand.sessions`: runs of the table's hands, each starting at most 30 minutes after the one before
 * ended, newest first. Counted in SQL: `lag` marks the hands that open a run, a running sum numbers
 * the runs. Hands are taken in the order they ended (the vault's index, no sort): at one table a hand
 * ends before the next one starts.
 */
export async function handSessions(
  db: Database,
  locationId: string,
  input: { tableKey: string; limit: number },
): Promise<HandSession[]> {
  const table = await tableRefAtLocation(db, locationId, input.tableKey);
  const result = (await db.execute(sql`
    with marked as (
      select ${hand.startedAt} as started_at, ${hand.endedAt} as ended_at, ${hand.id} as id,
        case when ${hand.startedAt} <= lag(${hand.endedAt}) over w + make_interval(mins => ${SESSION_GAP_MINUTES})
          then 0 else 1 end as opens
      from ${hand}
      where ${hand.locationId} = ${locationId} and ${hand.tableKey} = ${table.key}
      window w as (order by ${hand.endedAt}, ${hand.id})
    ), numbered as (
      select started_at, ended_at, sum(opens) over (order by ended_at, id rows unbounded preceding) as run
      from marked
    )
    select (extract(epoch from min(started_at)) * 1000)::float8 as "from",
      (extract(epoch from max(ended_at)) * 1000)::float8 as "to",
      count(*)::int as hands
    from numbered group by run order by run desc limit ${input.limit}
  `)) as unknown as { rows: Array<{ from: number | string; to: number | string; hands: number }> };
  return result.rows.map((r) => ({
    from: new Date(Number(r.from)),
    to: new Date(Number(r.to)),
    hands: Number(r.hands),
  }));
}
