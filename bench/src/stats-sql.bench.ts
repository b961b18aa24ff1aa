/**
 * Player statistics, JS against SQL: `npx tsx bench/src/stats-sql.bench.ts [--quick]`.
 *
 * The same per-player hand facts aggregated two ways, side by side in one run:
 * - by the stats module in JS (`addPlayerHand`, what the engine and the server run per hand), into
 *   all-time and per-variation aggregates;
 * - by SQL in Postgres: the facts of every hand in a table of columns (one row per player per hand,
 *   counts as integers), summed with GROUP BY, into the same aggregates (totals and ratio counts,
 *   RFI per position, the 13×13 grid and hand matching by rank-prime product).
 * Also, on a sample, each hand added to SQL totals by one upsert statement (what an incremental SQL
 * aggregate costs per hand without the JS merge). Both ways are checked to give the same numbers.
 *
 * Hands: a pool played by the rules engine (seeded random legal play, as bench/src/stats.bench.ts:
 * NLH 6- and 9-max, PLO, stud, triple draw), each with decision times; its facts computed once; the
 * 1,000,000 hands are the pool repeated, their seats spread over 500 players. luckScore is left out
 * (its cost is the equity enumeration; the equity bench measures it).
 *
 * Postgres: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
 * The bench works in a schema of its own (created, then dropped, even on failure). Prints figures;
 * never fails on a timing.
 */

import {
  addPlayerHand,
  apply,
  emptyPlayerStats,
  type HandConfig,
  type HandEvent,
  type HandFacts,
  handConfig,
  handFacts,
  type PlayerStats,
  type POSITIONS,
  RATIO_STATS,
  seededRandom,
  startHand,
  type VariationCode,
} from '@railbird/poker';
import pg from 'pg';
import { randomLegalAction } from '../../packages/poker/src/game/random-play.js';

const quick = process.argv.includes('--quick');
const HANDS = quick ? 200_000 : 1_000_000;
const POOL = quick ? 1_000 : 4_000;
const ROSTER = 500;
/** Hands added one statement at a time in the incremental SQL sample. */
const INCREMENTAL = quick ? 2_000 : 10_000;
const url =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

// ── Hands ─────────────────────────────────────────────────────────────────────────────────────────

const random = seededRandom(0x57a75);
const TABLES: { variation: VariationCode; players: number; weight: number; setup: object }[] = [
  { variation: 'NLH', players: 6, weight: 5, setup: { blindsOrStraddles: [1, 2] } },
  { variation: 'NLH', players: 9, weight: 3, setup: { blindsOrStraddles: [1, 2], antes: [0, 2] } },
  { variation: 'PLO', players: 6, weight: 2, setup: { blindsOrStraddles: [1, 2] } },
  { variation: 'STUD', players: 7, weight: 1, setup: { antes: 1, bringIn: 1, smallBet: 2, bigBet: 4 } },
  { variation: 'TRIPLE_DRAW_2_7', players: 5, weight: 1, setup: { blindsOrStraddles: [1, 2] } },
];
const VARIATIONS = [...new Set(TABLES.map((t) => t.variation))];

function simulate(): HandFacts {
  const total = TABLES.reduce((s, t) => s + t.weight, 0);
  let roll = random() * total;
  const table = TABLES.find((t) => (roll -= t.weight) < 0) ?? TABLES[0]!;
  const config: HandConfig = handConfig({
    variation: table.variation,
    players: Array.from({ length: table.players }, (_, i) => ({
      name: `seat${i}`,
      stack: 100 + Math.floor(random() * 300),
    })),
    ...table.setup,
  });
  const started = startHand(config);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.state;
  const events: HandEvent[] = [...started.events];
  for (let guard = 0; state.phase !== 'complete' && guard < 500; guard++) {
    const next = apply(state, randomLegalAction(state, random)!);
    if (!next.ok) throw new Error(`${next.error.rule}: ${next.error.message}`);
    state = next.state;
    events.push(...next.events);
  }
  const bets = events.filter((e) => e.type === 'bet').length;
  const decisionTimes = Array.from({ length: bets }, () => Math.round(500 + random() * random() * 30_000));
  return handFacts(config, events, { decisionTimes });
}

/** Seat `seat` of hand number `k` is this player (0…ROSTER-1); the SQL computes the same. */
const playerOf = (k: number, seat: number) => (k * 7 + seat * 131) % ROSTER;

// ── JS ────────────────────────────────────────────────────────────────────────────────────────────

interface Books {
  allTime: PlayerStats[];
  perVariation: PlayerStats[][];
}

function aggregateInJs(pool: readonly HandFacts[], withVariation: boolean): Books {
  const allTime = Array.from({ length: ROSTER }, emptyPlayerStats);
  const perVariation = VARIATIONS.map(() => Array.from({ length: ROSTER }, emptyPlayerStats));
  const variationIndex = pool.map((h) => VARIATIONS.indexOf(h.variation));
  for (let k = 0; k < HANDS; k++) {
    const i = k % pool.length;
    const hand = pool[i]!;
    const byVariation = perVariation[variationIndex[i]!]!;
    for (const p of hand.players) {
      const player = playerOf(k, p.player);
      addPlayerHand(allTime[player]!, p);
      if (withVariation) addPlayerHand(byVariation[player]!, p);
    }
  }
  return { allTime, perVariation };
}

// ── SQL ───────────────────────────────────────────────────────────────────────────────────────────

const COUNT_COLUMNS = RATIO_STATS.flatMap((s) => [`${snake(s)}_done`, `${snake(s)}_opp`]);
const FACT_COLUMNS: [string, string][] = [
  ['variation', 'text'],
  ['won', 'smallint'],
  ['lost', 'smallint'],
  ['net', 'double precision'],
  ['net_bb', 'double precision'],
  ['collected', 'double precision'],
  ['position', 'text'],
  ['hand_class', 'text'],
  ['prime_product', 'bigint'],
  ['tank_longest', 'integer'],
  ['tank_total', 'integer'],
  ['tank_decisions', 'integer'],
  ...COUNT_COLUMNS.map((c): [string, string] => [c, 'smallint']),
];

function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

function factRow(hand: HandFacts, p: HandFacts['players'][number]): unknown[] {
  return [
    hand.variation,
    p.won ? 1 : 0,
    p.lost ? 1 : 0,
    p.net,
    p.netBigBlinds,
    p.collected,
    p.position,
    p.handClass,
    p.primeProduct,
    Math.round(p.tank.longest),
    Math.round(p.tank.total),
    p.tank.decisions,
    ...RATIO_STATS.flatMap((s) => [p.counts[s].done, p.counts[s].opportunities]),
  ];
}

/** The aggregation queries, for one grouping (`extra` = '' for all time, ', variation' per variation). */
function aggregateQueries(extra: string): Record<string, string> {
  const sums = COUNT_COLUMNS.map((c) => `sum(${c})::int AS ${c}`).join(', ');
  return {
    totals: `SELECT player${extra}, count(*)::int AS hands, sum(won)::int AS won, sum(lost)::int AS lost,
        sum(net) AS earnings, sum(net_bb) AS bb, max(collected) AS largest_pot, max(net) AS largest_net,
        max(tank_longest) AS longest_tank, sum(tank_total)::bigint AS total_tank,
        sum(tank_decisions)::int AS timed, ${sums}
      FROM facts GROUP BY player${extra}`,
    rfiByPosition: `SELECT player${extra}, position, sum(rfi_done)::int AS done, sum(rfi_opp)::int AS opp
      FROM facts WHERE rfi_opp > 0 AND position IS NOT NULL GROUP BY player${extra}, position`,
    grid: `SELECT player${extra}, hand_class, count(*)::int AS dealt, sum(vpip_done)::int AS played,
        sum(won)::int AS won, sum(net) AS earnings
      FROM facts WHERE hand_class IS NOT NULL GROUP BY player${extra}, hand_class`,
    handMatches: `SELECT player${extra}, prime_product, count(*)::int AS dealt, sum(won)::int AS won,
        sum(lost)::int AS lost, sum(net) AS earnings
      FROM facts WHERE prime_product IS NOT NULL GROUP BY player${extra}, prime_product`,
  };
}

type Row = Record<string, unknown>;

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await run();
  return { ms: performance.now() - start, value };
}

/** Runs the four queries of a grouping; answers their rows and the time of the whole. */
async function aggregateInSql(client: pg.Client, extra: string) {
  return timed(async () => {
    const out: Record<string, Row[]> = {};
    for (const [name, text] of Object.entries(aggregateQueries(extra)))
      out[name] = (await client.query(text)).rows;
    return out;
  });
}

/** Every all-time number of the JS aggregates that the SQL computed too, compared player by player. */
function compare(books: Books, sql: Record<string, Row[]>): string[] {
  const problems: string[] = [];
  const near = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a));
  for (const row of sql.totals!) {
    const s = books.allTime[Number(row.player)]!;
    const pairs: [string, number, number][] = [
      ['hands', s.handsPlayed, Number(row.hands)],
      ['won', s.handsWon, Number(row.won)],
      ['lost', s.handsLost, Number(row.lost)],
      ['earnings', s.earnings, Number(row.earnings)],
      ['bigBlindsWon', s.bigBlindsWon, Number(row.bb)],
      ['largestPotWon', s.largestPotWon, Number(row.largest_pot)],
      ['longestTank', s.longestTank, Number(row.longest_tank)],
      ['totalTank', s.totalTank, Number(row.total_tank)],
      ...RATIO_STATS.flatMap((stat): [string, number, number][] => [
        [`${stat}.done`, s.counts[stat].done, Number(row[`${snake(stat)}_done`])],
        [`${stat}.opportunities`, s.counts[stat].opportunities, Number(row[`${snake(stat)}_opp`])],
      ]),
    ];
    for (const [what, js, db] of pairs)
      if (!near(js, db)) problems.push(`player ${row.player} ${what}: ${js} vs ${db}`);
  }
  for (const row of sql.rfiByPosition!) {
    const cell = books.allTime[Number(row.player)]!.rfiByPosition[row.position as (typeof POSITIONS)[number]];
    if (cell?.done !== row.done || cell?.opportunities !== row.opp)
      problems.push(`player ${row.player} rfi ${row.position}`);
  }
  for (const row of sql.grid!) {
    const cell = books.allTime[Number(row.player)]!.startingHandStrengths[String(row.hand_class)];
    if (
      !cell ||
      cell.dealt !== row.dealt ||
      cell.played !== row.played ||
      !near(cell.earnings, Number(row.earnings))
    )
      problems.push(`player ${row.player} grid ${row.hand_class}`);
  }
  for (const row of sql.handMatches!) {
    const cell = books.allTime[Number(row.player)]!.handMatches[String(row.prime_product)];
    if (
      !cell ||
      cell.dealt !== row.dealt ||
      cell.won !== row.won ||
      !near(cell.earnings, Number(row.earnings))
    )
      problems.push(`player ${row.player} hand match ${row.prime_product}`);
  }
  const cells = (pick: (s: PlayerStats) => object) =>
    books.allTime.reduce((n, s) => n + Object.keys(pick(s)).length, 0);
  if (sql.grid!.length !== cells((s) => s.startingHandStrengths)) problems.push('grid cell count');
  if (sql.handMatches!.length !== cells((s) => s.handMatches)) problems.push('hand match cell count');
  if (sql.rfiByPosition!.length !== cells((s) => s.rfiByPosition)) problems.push('rfi cell count');
  return problems;
}

/** Each hand of the sample added to per-player SQL totals by one upsert (autocommit), as hands end. */
async function incrementalInSql(client: pg.Client, pool: readonly HandFacts[]) {
  const columns = ['hands', 'won', 'lost', 'earnings', 'bb', 'total_tank', 'timed', ...COUNT_COLUMNS];
  await client.query(
    `CREATE UNLOGGED TABLE totals (player integer PRIMARY KEY, ${columns
      .map((c) => `${c} ${c === 'earnings' || c === 'bb' ? 'double precision' : 'bigint'} NOT NULL`)
      .join(', ')}, largest_pot double precision NOT NULL, longest_tank integer NOT NULL)`,
  );
  const all = [...columns, 'largest_pot', 'longest_tank'];
  const set = [
    ...columns.map((c) => `${c} = t.${c} + excluded.${c}`),
    'largest_pot = greatest(t.largest_pot, excluded.largest_pot)',
    'longest_tank = greatest(t.longest_tank, excluded.longest_tank)',
  ].join(', ');
  const texts = new Map<number, string>();
  const textFor = (players: number) => {
    let text = texts.get(players);
    if (!text) {
      const width = all.length + 1;
      const values = Array.from(
        { length: players },
        (_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`,
      ).join(', ');
      text = `INSERT INTO totals AS t (player, ${all.join(', ')}) VALUES ${values} ON CONFLICT (player) DO UPDATE SET ${set}`;
      texts.set(players, text);
    }
    return text;
  };
  return timed(async () => {
    for (let k = 0; k < INCREMENTAL; k++) {
      const hand = pool[k % pool.length]!;
      const params: unknown[] = [];
      for (const p of hand.players) {
        params.push(
          playerOf(k, p.player),
          1,
          p.won ? 1 : 0,
          p.lost ? 1 : 0,
          p.net,
          p.netBigBlinds,
          Math.round(p.tank.total),
          p.tank.decisions,
          ...RATIO_STATS.flatMap((s) => [p.counts[s].done, p.counts[s].opportunities]),
          p.collected,
          Math.round(p.tank.longest),
        );
      }
      await client.query({
        name: `add${hand.players.length}`,
        text: textFor(hand.players.length),
        values: params,
      });
    }
  });
}

// ── Run ───────────────────────────────────────────────────────────────────────────────────────────

const t0 = performance.now();
const pool = Array.from({ length: POOL }, simulate);
const generated = performance.now() - t0;
const factRows = pool.reduce((n, h) => n + h.players.length, 0);
const playerHands = Array.from({ length: HANDS }, (_, k) => pool[k % POOL]!.players.length).reduce(
  (a, b) => a + b,
  0,
);

function timeJs(label: string, withVariation: boolean): { label: string; ms: number; books: Books } {
  aggregateInJs(pool, withVariation); // warm-up pass (JIT), not timed
  const start = performance.now();
  const books = aggregateInJs(pool, withVariation);
  return { label, ms: performance.now() - start, books };
}
const jsAllTime = timeJs('JS stats module: all time', false);
const jsBoth = timeJs('JS stats module: all time + per variation', true);

const schema = `stats_bench_${process.pid}_${Date.now().toString(36)}`;
const client = new pg.Client({ connectionString: url });
await client.connect();
const sqlFigures: { label: string; ms: number }[] = [];
let loadMs = 0;
let problems: string[] = [];
let incremental: { ms: number } | undefined;
try {
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.query(`SET search_path TO ${schema}`);
  await client.query(`SET work_mem = '64MB'`);
  // The pool's facts, then every hand as the pool repeated with its seats mapped to players (in SQL,
  // so the million hands never cross the wire).
  await client.query(
    `CREATE TABLE pool_facts (pool_hand integer NOT NULL, seat integer NOT NULL, ${FACT_COLUMNS.map(
      ([c, t]) => `${c} ${t}`,
    ).join(', ')})`,
  );
  const batch: unknown[][] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const width = FACT_COLUMNS.length + 2;
    const values = batch
      .map((_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`)
      .join(', ');
    await client.query(
      `INSERT INTO pool_facts (pool_hand, seat, ${FACT_COLUMNS.map(([c]) => c).join(', ')}) VALUES ${values}`,
      batch.flat(),
    );
    batch.length = 0;
  };
  for (const [i, hand] of pool.entries()) {
    for (const p of hand.players) {
      batch.push([i, p.player, ...factRow(hand, p)]);
      if (batch.length >= 500) await flush();
    }
  }
  await flush();
  const load = await timed(async () => {
    await client.query(
      `CREATE UNLOGGED TABLE facts AS
         SELECT k AS hand, ((k * 7 + f.seat * 131) % ${ROSTER})::int AS player, ${FACT_COLUMNS.map(([c]) => `f.${c}`).join(', ')}
         FROM generate_series(0, ${HANDS - 1}) AS k JOIN pool_facts AS f ON f.pool_hand = k % ${POOL}`,
    );
    await client.query('VACUUM ANALYZE facts');
  });
  loadMs = load.ms;

  const [{ rows: stored }] = [await client.query('SELECT count(*)::int AS n FROM facts')];
  if (Number(stored[0]!.n) !== playerHands)
    throw new Error(`facts: ${stored[0]!.n} rows, expected ${playerHands}`);

  await aggregateInSql(client, ''); // warm-up (buffers), not timed
  const allTime = await aggregateInSql(client, '');
  sqlFigures.push({ label: 'SQL GROUP BY: all time', ms: allTime.ms });
  const perVariation = await aggregateInSql(client, ', variation');
  sqlFigures.push({ label: 'SQL GROUP BY: per variation', ms: perVariation.ms });
  sqlFigures.push({ label: 'SQL GROUP BY: all time + per variation', ms: allTime.ms + perVariation.ms });
  problems = compare(jsAllTime.books, allTime.value);
  const jsVariationRows = jsBoth.books.perVariation.flat().filter((s) => s.handsPlayed > 0).length;
  if (perVariation.value.totals!.length !== jsVariationRows)
    problems.push(
      `per-variation aggregates: SQL ${perVariation.value.totals!.length}, JS ${jsVariationRows}`,
    );

  incremental = await incrementalInSql(client, pool);
} finally {
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
  await client.end();
}

const version = (await (async () => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return String((await c.query('SHOW server_version')).rows[0]!.server_version);
  } finally {
    await c.end();
  }
})()) as string;

console.log(
  `player statistics over ${HANDS.toLocaleString('en')} simulated hands (${playerHands.toLocaleString('en')} player-hands; a pool of ${POOL.toLocaleString('en')} hands, ${factRows.toLocaleString('en')} fact rows, played by the rules engine in ${(generated / 1000).toFixed(1)} s), ${ROSTER} players, ${VARIATIONS.length} variations`,
);
console.log(
  `Postgres ${version}: the ${HANDS.toLocaleString('en')} hands' facts materialised server-side in ${(loadMs / 1000).toFixed(1)} s (not counted below)`,
);
const rows = [
  ['aggregating the same facts', 'hands/s', 'µs per hand', 'total s'],
  ...[jsAllTime, jsBoth, ...sqlFigures].map((r) => [
    r.label,
    Math.round((HANDS / r.ms) * 1000).toLocaleString('en'),
    ((r.ms * 1000) / HANDS).toFixed(2),
    (r.ms / 1000).toFixed(2),
  ]),
  ...(incremental
    ? [
        [
          `SQL incremental: one upsert per hand (${INCREMENTAL.toLocaleString('en')} hands)`,
          Math.round((INCREMENTAL / incremental.ms) * 1000).toLocaleString('en'),
          ((incremental.ms * 1000) / INCREMENTAL).toFixed(2),
          (incremental.ms / 1000).toFixed(2),
        ],
      ]
    : []),
];
const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
const line = (row: string[]) =>
  row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
console.log(line(rows[0]!));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of rows.slice(1)) console.log(line(row));
console.log(
  problems.length === 0
    ? 'JS and SQL agree on every player: totals, the 16 ratio counts, RFI by position, the 13×13 grid and hand matches.'
    : `JS and SQL DISAGREE (${problems.length}): ${problems.slice(0, 10).join('; ')}`,
);
if (problems.length > 0) process.exitCode = 1;
