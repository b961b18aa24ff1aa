/**
 * Seeding for bench/src/vault.bench.ts: a database opened and migrated as the server opens it (PGlite
 * in a temp dir, or a Postgres database of its own), a location with two tables and their players, a
 * pool of hands played by the rules engine and stored by the real `ingestHand`, then that pool copied
 * in bulk SQL (`INSERT … SELECT generate_series`) into as many hands as the bench wants, with new ids,
 * hand numbers and spread timestamps, so 100,000 hands take seconds rather than 100,000 ingests.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  apply,
  type HandAction,
  type HandConfig,
  handConfig,
  type Random,
  seededRandom,
  startHand,
  toPhh,
  type VariationCode,
} from '@railbird/poker';
import { type CompletedHandInput, ingestHandInputSchema } from '@railbird/protocol';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Database, type DatabaseHandle, openDatabase } from '../../../apps/server/src/db/client.js';
import { hand, handPlayer, location, player, pokerTable } from '../../../apps/server/src/db/schema.js';
import { paths } from '../../../apps/server/src/paths.js';
import { ingestHand } from '../../../apps/server/src/services/hands.js';
import { createPlayer } from '../../../apps/server/src/services/players.js';
import { insertTable } from '../../../apps/server/src/services/tables.js';
import { randomLegalAction } from '../../../packages/poker/src/game/random-play.js';

export type Kind = 'pglite' | 'postgres';

export const postgresUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

export interface BenchDatabase {
  kind: Kind;
  handle: DatabaseHandle;
  db: Database;
  /** Server version, for the printout. */
  version: string;
  /** Closes the handle and removes the database (temp dir or Postgres database). */
  drop(): Promise<void>;
}

/** Rows of a raw query, whichever driver answered (pg gives a result with `rows`, PGlite too). */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

/**
 * A database opened and migrated by the server's own path (`openDatabase` + the committed
 * migrations), so the schema is the real one. PGlite lives in a temp dir (file-backed, as the
 * server's default); Postgres gets a database of its own, dropped by `drop`.
 */
export async function openBenchDatabase(kind: Kind): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'railbird-vault-bench-'));
    const handle = openDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') }, paths.migrationsFolder);
    const cleanup = async () => {
      await handle.close().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    };
    try {
      await handle.migrate();
      const [v] = await rowsOf<{ server_version: string }>(handle.db, sql`SHOW server_version`);
      return { kind, handle, db: handle.db, version: `PGlite (${v?.server_version})`, drop: cleanup };
    } catch (error) {
      await cleanup();
      throw error;
    }
  }
  const name = `railbird_bench_vault_${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ kind: 'postgres', url: url.toString() }, paths.migrationsFolder);
  const drop = async () => {
    await handle.close().catch(() => {});
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  try {
    await handle.migrate();
    const [v] = await rowsOf<{ server_version: string }>(handle.db, sql`SHOW server_version`);
    return { kind, handle, db: handle.db, version: `Postgres ${v?.server_version}`, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

// ── The pool: hands played by the rules engine ──────────────────────────────────────────────────────

interface Seat {
  playerId: string | null;
  displayName: string;
}

const SETUPS: { variation: VariationCode; weight: number; sizes: number[] }[] = [
  { variation: 'NLH', weight: 7, sizes: [6, 6, 9] },
  { variation: 'PLO', weight: 2, sizes: [6] },
  { variation: 'TRIPLE_DRAW_2_7', weight: 1, sizes: [5] },
];

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Some players of the roster, in a random order (shuffled copy, first `n`). */
function seatsOf(random: Random, roster: readonly Seat[], n: number): Seat[] {
  const copy = [...roster];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

/**
 * One hand played with seeded random legal actions, shipped as the engine ships it (as
 * apps/server/test/support/hands.ts `playedHand`, for several variations): PHH, stacks, hole cards,
 * one time per action, a few seconds apart.
 */
function playHand(random: Random, roster: readonly Seat[], startedAt: number) {
  const total = SETUPS.reduce((s, t) => s + t.weight, 0);
  let roll = random() * total;
  const setup = SETUPS.find((t) => (roll -= t.weight) < 0) ?? SETUPS[0]!;
  const seated = seatsOf(random, roster, Math.min(roster.length, pick(random, setup.sizes)));
  const config: HandConfig = handConfig({
    variation: setup.variation,
    players: seated.map((p) => ({ name: p.displayName, stack: 100 + Math.floor(random() * 300) })),
    blindsOrStraddles: [1, 2],
  });
  const started = startHand(config);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.state;
  const actions: HandAction[] = [];
  for (let guard = 0; state.phase !== 'complete'; guard++) {
    if (guard > 1000) throw new Error('a random hand did not end');
    const action = randomLegalAction(state, random)!;
    const next = apply(state, action);
    if (!next.ok) throw new Error(`${next.error.rule}: ${next.error.message}`);
    state = next.state;
    actions.push(action);
  }
  const times: number[] = [];
  let at = startedAt;
  for (const action of actions) {
    at += action.type.startsWith('deal') ? 0 : 1000 + Math.floor(random() * 6000);
    times.push(at);
  }
  return {
    variation: setup.variation,
    startedAt,
    endedAt: at + 2000,
    players: seated.map((p, i) => ({
      playerIndex: i,
      seatIndex: i,
      playerId: p.playerId,
      displayName: p.displayName,
      startingStack: config.players[i]!.stack,
      finishingStack: state.players[i]!.stack,
      holeCards: [...state.players[i]!.hole],
    })),
    phh: toPhh({ config, actions }),
    actionTimes: times,
  } satisfies Omit<CompletedHandInput, 'handId' | 'tableKey' | 'handNumber'>;
}

// ── Seeding ─────────────────────────────────────────────────────────────────────────────────────────

export interface TablePlan {
  key: string;
  /** Display names of its regulars (every fifth a guest with no directory id). */
  roster: string[];
  /** Hands played by the engine and ingested; the rest are copies of them. */
  pool: number;
  hands: number;
  /**
   * First hand's start, the time between hands' starts (ms) and hands a session: one session a day,
   * each starting at the time of day of `firstAt` (so the vault's session list has sessions to find).
   */
  firstAt: number;
  gapMs: number;
  perSession: number;
}

/** The rows the pool left, as stored: copied as they are into another database. */
export interface PoolRows {
  locationId: string;
  locations: (typeof location.$inferSelect)[];
  tables: (typeof pokerTable.$inferSelect)[];
  players: (typeof player.$inferSelect)[];
  hands: (typeof hand.$inferSelect)[];
  handPlayers: (typeof handPlayer.$inferSelect)[];
  /** Per table key, its pool's hand ids in the order played. */
  poolIds: Record<string, string[]>;
}

export interface Seeded {
  locationId: string;
  pool: PoolRows;
  /** How the pool came: played and ingested here, or copied from another database. */
  poolMs: { playMs: number; ingestMs: number; transferMs: number };
  copyMs: number;
  analyzeMs: number;
}

const GUEST_EVERY = 5;

/**
 * The pool, played by the rules engine and stored by the real `ingestHand`: a location, its tables
 * and players, each table's pool hands; answers the rows as stored.
 */
async function ingestPool(db: Database, plans: readonly TablePlan[], seedValue: number) {
  const locationId = randomUUID();
  await db
    .insert(location)
    .values({ id: locationId, name: 'Vault bench', slug: `vault-bench-${locationId}` });
  const ids = new Map<string, string | null>();
  const random = seededRandom(seedValue);
  const poolIds: Record<string, string[]> = {};
  let playMs = 0;
  let ingestMs = 0;
  for (const plan of plans) {
    const table = await insertTable(db, locationId, {
      key: plan.key,
      name: `Vault bench ${plan.key}`,
      variation: 'NLH',
      gameMode: 'CASH',
    });
    const roster: Seat[] = [];
    for (const [i, displayName] of plan.roster.entries()) {
      let playerId = ids.get(displayName);
      if (playerId === undefined) {
        playerId =
          i % GUEST_EVERY === GUEST_EVERY - 1
            ? null
            : (await createPlayer(db, locationId, { displayName })).id;
        ids.set(displayName, playerId);
      }
      roster.push({ playerId, displayName });
    }
    let t = performance.now();
    const played = Array.from({ length: plan.pool }, (_, k) => playHand(random, roster, startOf(plan, k)));
    playMs += performance.now() - t;
    t = performance.now();
    const list: string[] = [];
    for (const [k, h] of played.entries()) {
      const handId = randomUUID();
      list.push(handId);
      await ingestHand(
        db,
        ingestHandInputSchema.parse({
          tableKey: plan.key,
          secret: table.secret,
          hand: { ...h, handId, tableKey: plan.key, handNumber: k + 1 },
        }),
      );
    }
    ingestMs += performance.now() - t;
    poolIds[plan.key] = list;
  }
  const pool: PoolRows = {
    locationId,
    locations: await db.select().from(location).where(eq(location.id, locationId)),
    tables: await db.select().from(pokerTable).where(eq(pokerTable.locationId, locationId)),
    players: await db.select().from(player).where(eq(player.locationId, locationId)),
    hands: await db.select().from(hand).where(eq(hand.locationId, locationId)),
    handPlayers: await db.select().from(handPlayer).where(eq(handPlayer.locationId, locationId)),
    poolIds,
  };
  return { pool, playMs, ingestMs };
}

/** The pool's rows written as they are into another database (the same ids). */
async function writePool(db: Database, pool: PoolRows): Promise<void> {
  const chunks = async <T extends PgTable>(table: T, rows: T['$inferInsert'][]) => {
    for (let i = 0; i < rows.length; i += 1000) await db.insert(table).values(rows.slice(i, i + 1000));
  };
  await chunks(location, pool.locations);
  await chunks(pokerTable, pool.tables);
  await chunks(player, pool.players);
  await chunks(hand, pool.hands);
  await chunks(handPlayer, pool.handPlayers);
}

/**
 * A location with the plans' tables and hands: the pool played and ingested here (or, given `from`,
 * the rows another database's ingest stored, written as they are), then each table's pool copied to
 * its `hands` in SQL. The copies keep everything of their pool hand (PHH, action times, facts, pot,
 * all-in) but get a new id, hand number and start; the tables' hands interleave in time. Foreign keys
 * are not re-checked for the copies where the role may skip them (the rows are consistent by
 * construction; checking them doubles the copy's time). Then ANALYZE, as autovacuum would on
 * Postgres after such a load (PGlite has no autovacuum: see the bench's note).
 */
export async function seed(
  db: Database,
  plans: readonly TablePlan[],
  seedValue: number,
  from?: PoolRows,
): Promise<Seeded> {
  let pool: PoolRows;
  const poolMs = { playMs: 0, ingestMs: 0, transferMs: 0 };
  if (from) {
    const t = performance.now();
    await writePool(db, from);
    pool = from;
    poolMs.transferMs = performance.now() - t;
  } else {
    const ingested = await ingestPool(db, plans, seedValue);
    pool = ingested.pool;
    poolMs.playMs = ingested.playMs;
    poolMs.ingestMs = ingested.ingestMs;
  }
  let t = performance.now();
  const [role] = await rowsOf<{ super: boolean }>(
    db,
    sql`SELECT rolsuper AS super FROM pg_roles WHERE rolname = current_user`,
  );
  await db.transaction(async (tx) => {
    if (role?.super) await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    for (const plan of plans) {
      const poolIds = pool.poolIds[plan.key];
      if (!poolIds) throw new Error(`no pool for ${plan.key}`);
      const step = 25_000;
      for (let k = poolIds.length; k < plan.hands; k += step)
        await copyPool(tx as unknown as Database, {
          key: plan.key,
          poolIds,
          from: k,
          to: Math.min(plan.hands, k + step) - 1,
          plan,
        });
    }
  });
  const copyMs = performance.now() - t;
  t = performance.now();
  await db.execute(sql`ANALYZE hand`);
  await db.execute(sql`ANALYZE hand_player`);
  return { locationId: pool.locationId, pool, poolMs, copyMs, analyzeMs: performance.now() - t };
}

/** The hand id of copy `k` of a table: a UUID made from the table key and k (same in both inserts). */
const copyId = (key: string, k: SQL) => sql`md5(${`vault-bench:${key}:`} || ${k}::text)::uuid::text`;

/** Every column of a table as `alias.column`, except the ones given their own expression. */
function selectList(
  table: PgTable,
  alias: string,
  overrides: Record<string, SQL>,
): { names: SQL; values: SQL } {
  const columns = Object.values(getTableColumns(table)).map((c) => c.name);
  for (const name of Object.keys(overrides))
    if (!columns.includes(name)) throw new Error(`no column ${name} to override`);
  return {
    names: sql.join(
      columns.map((c) => sql.identifier(c)),
      sql`, `,
    ),
    values: sql.join(
      columns.map((c) => overrides[c] ?? sql`${sql.identifier(alias)}.${sql.identifier(c)}`),
      sql`, `,
    ),
  };
}

const DAY_MS = 86_400_000;
/** When hand k of a table starts (epoch ms): session k ÷ perSession, a day apart. */
function startOf(plan: TablePlan, k: number): number {
  return plan.firstAt + Math.floor(k / plan.perSession) * DAY_MS + (k % plan.perSession) * plan.gapMs;
}

/** Copies k = from…to of a table: hand k is pool hand k mod pool, started as `startOf` says. */
async function copyPool(
  db: Database,
  o: { key: string; poolIds: string[]; from: number; to: number; plan: TablePlan },
): Promise<void> {
  const k = sql.raw('k');
  // The ids are UUIDs the bench made: safe to inline (one literal rather than a parameter each).
  for (const id of o.poolIds) if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error(`not a UUID: ${id}`);
  const pool = sql`(SELECT id, (n - 1)::int AS i FROM unnest(${sql.raw(`'{${o.poolIds.join(',')}}'::text[]`)}) WITH ORDINALITY AS u(id, n))`;
  const range = sql`generate_series(${o.from}::int, ${o.to}::int) AS k`;
  const { firstAt, gapMs, perSession } = o.plan;
  const started = sql`to_timestamp((${firstAt}::bigint + (k / ${perSession})::bigint * ${DAY_MS}::bigint + (k % ${perSession})::bigint * ${gapMs}::bigint) / 1000.0)`;
  const hands = selectList(hand, 'h', {
    id: copyId(o.key, k),
    hand_number: sql`k + 1`,
    started_at: started,
    ended_at: sql`${started} + (h.ended_at - h.started_at)`,
    created_at: sql`now()`,
  });
  await db.execute(sql`INSERT INTO hand (${hands.names})
    SELECT ${hands.values} FROM ${range} JOIN ${pool} AS p ON p.i = k % ${o.poolIds.length} JOIN hand AS h ON h.id = p.id`);
  const players = selectList(handPlayer, 'hp', { hand_id: copyId(o.key, k) });
  await db.execute(sql`INSERT INTO hand_player (${players.names})
    SELECT ${players.values} FROM ${range} JOIN ${pool} AS p ON p.i = k % ${o.poolIds.length} JOIN hand_player AS hp ON hp.hand_id = p.id`);
}
