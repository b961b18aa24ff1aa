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

// ── Player filter ───────────────────────────────────────────────────────────────────────────────────

/**
 * Up to this many hand_player rows of the player at the location, their hands are looked up by id and
 * sorted; from this many on, the table's newest hands are walked and probed instead (a regular turns up
 * in a page of them). The two cost the same near √(51 × the table's hands): about 2,000 at 100,000.
 */
export const PLAYER_LOOKUP_ROWS = 2_000;
/** The walk reads at most this many of the table's newest hands before falling back to the lookup. */
export const PLAYER_WALK_HANDS = 2_000;

/**
 * The filter's player as the location's hand_player rows see it: the names played under there that
 * contain `part` in any case (every distinct name read once, by a skip scan of
 * `hand_player_location_name_idx`: one index probe a name, however many hands), and how many rows
 * match them or the player id, counted up to `upTo`.
 */
async function resolvePlayer(
  db: Database,
  locationId: string,
  part: string,
  upTo: number,
): Promise<{ names: string[]; rows: number }> {
  const found = (await db.execute(sql`
    with recursive names(n) as (
      (select ${handPlayer.displayName} from ${handPlayer} where ${handPlayer.locationId} = ${locationId}
        order by ${handPlayer.displayName} limit 1)
      union all
      select (select hp.display_name from ${handPlayer} hp
          where hp.location_id = ${locationId} and hp.display_name > names.n
          order by hp.display_name limit 1)
      from names where names.n is not null
    )
    select n from names where n is not null and n ilike ${containsPattern(part)}
  `)) as unknown as { rows: Array<{ n: string }> };
  const names = found.rows.map((r) => r.n);
  const counted = (await db.execute(sql`
    select count(*)::int as rows from (
      (select 1 from ${handPlayer} where ${handPlayer.locationId} = ${locationId} and ${nameIn(names)})
      union all
      (select 1 from ${handPlayer} where ${handPlayer.playerId} = ${part} and ${handPlayer.locationId} = ${locationId})
      limit ${upTo}
    ) m
  `)) as unknown as { rows: Array<{ rows: number | string }> };
  return { names, rows: Number(counted.rows[0]?.rows ?? 0) };
}

const nameIn = (names: string[]) =>
  names.length === 0
    ? sql`false`
    : sql`${handPlayer.displayName} in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )})`;

/** hand_player rows of the filter's player at the location: the id, or a name that matched. */
const playerRows = (locationId: string, part: string, names: string[]) =>
  sql`${handPlayer.locationId} = ${locationId} and (${handPlayer.playerId} = ${part} or ${nameIn(names)})`;

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

/**
 * `hand.list`: a page of the table's hands, newest first (ended_at desc, id desc). Without a player
 * the page is the table index's newest hands that pass the filter. With one, the player's rows at the
 * location say how: a few (under `PLAYER_LOOKUP_ROWS`: a stranger, an occasional visitor) and their
 * hands are looked up by id and sorted; many and the table's newest hands are walked with a probe
 * each, up to `PLAYER_WALK_HANDS` of them, falling back to the lookup when a page is not found there
 * (a regular of another table, rare at this one).
 */
export async function listHands(
  db: Database,
  locationId: string,
  input: { tableKey: string; filter: HandFilter; cursor?: string | null; limit: number },
  /** The thresholds (tests take each way on a few hands). */
  tuning: { lookupRows: number; walkHands: number } = {
    lookupRows: PLAYER_LOOKUP_ROWS,
    walkHands: PLAYER_WALK_HANDS,
  },
): Promise<HandPage> {
  const after = input.cursor ? decodeCursor(input.cursor) : null;
  const table = await tableRefAtLocation(db, locationId, input.tableKey);
  const { player, ...rest } = input.filter;
  const where = handConditions(locationId, table.key, rest);
  if (after)
    where.push(sql`(${hand.endedAt}, ${hand.id}) < (${microsToTimestamp(after.endedMicros)}, ${after.id})`);
  const page = (extra: SQL[] = []) =>
    db
      .select({ ...summaryColumns, endedMicros: endedMicrosColumn })
      .from(hand)
      .where(and(...where, ...extra))
      .orderBy(desc(hand.endedAt), desc(hand.id))
      .limit(input.limit + 1);
  let rows: Awaited<ReturnType<typeof page>>;
  if (player === undefined) rows = await page();
  else {
    const { names, rows: playerRowCount } = await resolvePlayer(db, locationId, player, tuning.lookupRows);
    const matching = playerRows(locationId, player, names);
    // By id: the matching hand ids first (an init plan the hands are then fetched by primary key for).
    const lookUp = () =>
      page([
        sql`${hand.id} = any(array(select distinct ${handPlayer.handId} from ${handPlayer} where ${matching}))`,
      ]);
    if (playerRowCount === 0) rows = [];
    else if (playerRowCount < tuning.lookupRows) rows = await lookUp();
    else {
      // The walk: the table's newest hands that pass the rest of the filter, in the index's order (a
      // subquery with a limit, so the planner keeps that order and stops at a page), probed for the player.
      const walk = db
        .select({ ...summaryColumns, endedMicros: endedMicrosColumn.as('ended_micros') })
        .from(hand)
        .where(and(...where))
        .orderBy(desc(hand.endedAt), desc(hand.id))
        .limit(tuning.walkHands)
        .as('walk');
      rows = await db
        .select()
        .from(walk)
        .where(
          sql`exists (select 1 from ${handPlayer} where ${handPlayer.handId} = ${walk.id} and ${matching})`,
        )
        .orderBy(desc(walk.endedAt), desc(walk.id))
        .limit(input.limit + 1);
      if (rows.length <= input.limit) {
        const [walked] = await db.select({ n: sql<number>`count(*)::int` }).from(
          db
            .select({ id: hand.id })
            .from(hand)
            .where(and(...where))
            .orderBy(desc(hand.endedAt), desc(hand.id))
            .limit(tuning.walkHands)
            .as('walked'),
        );
        if (Number(walked?.n ?? 0) >= tuning.walkHands) rows = await lookUp();
      }
    }
  }
  const shown = rows.slice(0, input.limit);
  const players = await playersOf(
    db,
    shown.map((r) => r.id),
  );
  const last = shown.at(-1);
  return {
    hands: shown.map(({ endedMicros: _, ...row }) => summaryOf(row, players.get(row.id) ?? [])),
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
    addOnTransfers: row.addOnTransfers ?? [],
  };
}

/** The session list reads the table's newest hands this many at first, more as it needs (see below). */
export const SESSION_FIRST_READ = 4_096;

/**
 * `hand.sessions`: runs of the table's hands, each starting at most 30 minutes after the one before
 * ended, newest first. Counted in SQL over the table's newest hands only (the vault's index, no
 * sort): `lag` marks the hands that open a run, a running sum numbers the runs. The oldest run read
 * may have begun before the oldest hand read, so the newest `limit` runs are certain once more than
 * `limit` are found or every hand of the table was read; until then the read widens, in proportion
 to the runs still wanted. At one table a
 * hand ends before the next one starts.
 */
export async function handSessions(
  db: Database,
  locationId: string,
  input: { tableKey: string; limit: number },
  firstRead = SESSION_FIRST_READ,
): Promise<HandSession[]> {
  const table = await tableRefAtLocation(db, locationId, input.tableKey);
  for (let read = Math.max(1, firstRead); ; ) {
    const result = (await db.execute(sql`
      with newest as (
        select ${hand.startedAt} as started_at, ${hand.endedAt} as ended_at, ${hand.id} as id
        from ${hand}
        where ${hand.locationId} = ${locationId} and ${hand.tableKey} = ${table.key}
        order by ${hand.endedAt} desc, ${hand.id} desc
        limit ${read}
      ), marked as (
        select started_at, ended_at, id,
          case when started_at <= lag(ended_at) over w + make_interval(mins => ${SESSION_GAP_MINUTES})
            then 0 else 1 end as opens
        from newest
        window w as (order by ended_at, id)
      ), numbered as (
        select started_at, ended_at, sum(opens) over (order by ended_at, id rows unbounded preceding) as run
        from marked
      )
      select (extract(epoch from min(started_at)) * 1000)::float8 as "from",
        (extract(epoch from max(ended_at)) * 1000)::float8 as "to",
        count(*)::int as hands,
        (select count(*) from newest)::int as "read"
      from numbered group by run order by run desc limit ${input.limit + 1}
    `)) as unknown as {
      rows: Array<{ from: number | string; to: number | string; hands: number; read: number }>;
    };
    const everything = result.rows.length === 0 || Number(result.rows[0]!.read) < read;
    if (everything || result.rows.length > input.limit)
      return result.rows.slice(0, input.limit).map((r) => ({
        from: new Date(Number(r.from)),
        to: new Date(Number(r.to)),
        hands: Number(r.hands),
      }));
    // All but the oldest run read are whole: read about as many hands again per run still wanted.
    const whole = result.rows.length - 1;
    read = whole > 0 ? Math.ceil((read * (input.limit + 1) * 1.25) / whole) : read * 4;
  }
}
