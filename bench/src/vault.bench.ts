/**
 * The vault on 100,000 stored hands: `npx tsx bench/src/vault.bench.ts [--quick]` (or `npm run bench -- vault`).
 *
 * Issue 18 asks for the vault's first page time and the export's throughput on 100,000 stored hands,
 * on PGlite and on Postgres. For each database, in one run:
 * - Seeding (not measured below): the database opened and migrated by the server's own path (PGlite
 *   file-backed in a temp dir, as the server's default; Postgres in a database of its own), a location
 *   with two tables; per table a pool of hands played by the rules engine with seeded random legal
 *   play (NLH 6- and 9-handed, PLO, 2-7 triple draw) stored by the real `ingestHand` (facts, pot,
 *   all-in), then copied in bulk SQL to 100,000 hands at the measured table and 5,000 at a second
 *   one, interleaved in time, so the query has to pick its table's hands.
 * - The vault (`listHands`, services/vault.ts, called without HTTP or tRPC): the first page of 50
 *   hands with no filter, with a player filter (part of a regular's name), with the showdown filter,
 *   both, and a player who never sat at the table (nothing matches: the worst case); page 100 through
 *   the cursors; the session list. Median and p95 over 50 runs after warm-up. Anchor: the bare
 *   `SELECT id … WHERE table_key = $1 ORDER BY ended_at DESC, id DESC LIMIT 50` (the index floor).
 * - The export (`writeHandExport`, http/hand-export.ts, without HTTP) of every hand of the table in
 *   each format into a sink that counts bytes: hands/s, MB/s, and peak RSS and heap growth (whole run,
 *   and first half: flat when it streams). Hands/s counts every hand read, including the ones a format
 *   skips (draw hands in .txt and .ohh.json: parsed, not written). Anchor: the same rows' `phh` read
 *   oldest first in keyset batches of the export's size, with no formatting (the I/O floor).
 * Every figure is printed with its ratio to the anchor measured in the same run. Postgres is
 * BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test (skipped,
 * with a note, when unreachable). `--quick`: 20,000 hands, 20 runs. Never fails on a timing.
 * Run time is mostly the export (about 1,000 hands/s per format: three formats × 100,000 hands × two
 * databases) and the pool's ingest; expect 10–15 minutes in full on two cores, 3–5 with --quick.
 */
import { cpus, loadavg } from 'node:os';
import { HAND_EXPORT_FORMATS, type HandFilter } from '@railbird/protocol';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { EXPORT_BATCH, writeHandExport } from '../../apps/server/src/http/hand-export.js';
import { handSessions, listHands } from '../../apps/server/src/services/vault.js';
import {
  collect,
  fmt,
  printTable,
  type Streamed,
  streamRun,
  type Timing,
  timeRuns,
} from './vault/measure.js';
import { type Kind, openBenchDatabase, type PoolRows, postgresUrl, rowsOf, seed } from './vault/seed.js';

const quick = process.argv.includes('--quick');
const HANDS = quick ? 20_000 : 100_000;
const OTHER_HANDS = quick ? 1_000 : 5_000;
const POOL = quick ? 300 : 1_000;
const RUNS = quick ? 20 : 50;
const PAGE = 50;
const DEEP_PAGE = 100;
const FORMATS = HAND_EXPORT_FORMATS;

const TABLE = 'vault-bench-1';
const OTHER = 'vault-bench-2';
const ROSTER = ['Ann Archer', 'Bob Baker', 'Cat Carter', 'Dan Dixon', 'Eve Ellis', 'Fay Fisher', 'Gus Grant'];
const ROSTER_MORE = [
  'Hal Hughes',
  'Ivy Irwin',
  'Jon Jones',
  'Kim Keller',
  'Lou Lopez',
  'Max Moore',
  'Ned Nash',
];
const OTHER_ROSTER = ['Zed Zimmer', 'Yul York', 'Xia Xu', 'Wes Wade', 'Ann Archer', 'Vic Vance'];
const FIRST = Date.UTC(2026, 0, 5, 18);
/** Hands of an evening's session at the measured table (90 s apart: 7.5 hours), one a day. */
const PER_SESSION = 300;

interface Row {
  what: string;
  timing?: Timing;
  streamed?: Streamed;
  /** Anchor median (ms) or anchor hands/s this row is compared with. */
  ratio?: number;
  note?: string;
}

interface Result {
  kind: Kind;
  pool: PoolRows;
  version: string;
  seeding: string;
  rows: Row[];
}

async function canReachPostgres(): Promise<string | null> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => {});
  }
}

async function measure(kind: Kind, from?: PoolRows): Promise<Result> {
  const bench = await openBenchDatabase(kind);
  const { db } = bench;
  try {
    const started = performance.now();
    const seeded = await seed(
      db,
      [
        {
          key: TABLE,
          roster: [...ROSTER, ...ROSTER_MORE],
          pool: POOL,
          hands: HANDS,
          firstAt: FIRST,
          gapMs: 90_000,
          perSession: PER_SESSION,
        },
        {
          key: OTHER,
          roster: OTHER_ROSTER,
          pool: Math.min(POOL, 100),
          hands: OTHER_HANDS,
          firstAt: FIRST + 45_000,
          gapMs: Math.floor((PER_SESSION * 90_000) / Math.ceil((OTHER_HANDS * PER_SESSION) / HANDS)),
          perSession: Math.ceil((OTHER_HANDS * PER_SESSION) / HANDS),
        },
      ],
      0x7a017,
      from,
    );
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const { playMs, ingestMs, transferMs } = seeded.poolMs;
    const poolHands = seeded.pool.hands.length;
    const seeding = `seeded in ${s(performance.now() - started)}: ${
      from
        ? `the pool's ${poolHands} ingested hands written as stored in ${s(transferMs)}`
        : `a pool of ${poolHands} hands played in ${s(playMs)}, ingested in ${s(ingestMs)} (${fmt.ms(ingestMs / poolHands)} ms a hand)`
    }, copied to ${fmt.int(HANDS + OTHER_HANDS)} in ${s(seeded.copyMs)}; ANALYZE ${s(seeded.analyzeMs)}`;
    const [{ n: stored } = { n: 0 }] = await rowsOf<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM hand WHERE table_key = ${TABLE}`,
    );
    if (stored !== HANDS) throw new Error(`${stored} hands stored at ${TABLE}, expected ${HANDS}`);

    const rows: Row[] = [];
    const locationId = seeded.locationId;
    const list = (filter: HandFilter, cursor: string | null = null) =>
      listHands(db, locationId, { tableKey: TABLE, filter, cursor, limit: PAGE });

    // ── First page ──
    const anchor = await timeRuns(RUNS, 5, () =>
      db.execute(
        sql`SELECT id FROM hand WHERE table_key = ${TABLE} ORDER BY ended_at DESC, id DESC LIMIT ${PAGE}`,
      ),
    );
    rows.push({
      what: 'anchor: bare SELECT id … LIMIT 50 (index floor)',
      timing: anchor,
      ratio: anchor.median,
    });
    const regular = ROSTER[0]!.split(' ')[0]!.toLowerCase();
    const stranger = OTHER_ROSTER[0]!;
    const filters: [string, HandFilter, number][] = [
      ['first page, no filter', {}, RUNS],
      [`first page, player "${regular}"`, { player: regular }, RUNS],
      ['first page, showdown', { showdown: true }, RUNS],
      [`first page, player "${regular}" + showdown`, { player: regular, showdown: true }, RUNS],
      [`first page, player never at this table (0 hands)`, { player: stranger }, quick ? 3 : 5],
    ];
    for (const [what, filter, runs] of filters) {
      const first = await list(filter);
      const timing = await timeRuns(runs, Math.min(3, runs), () => list(filter));
      rows.push({ what, timing, ratio: anchor.median, note: `${first.hands.length} hands` });
    }

    // ── Page 100 by cursor ──
    let cursor: string | null = null;
    const walkStart = performance.now();
    for (let p = 1; p < DEEP_PAGE; p++) cursor = (await list({}, cursor)).nextCursor;
    const walkMs = performance.now() - walkStart;
    const deepCursor = cursor;
    const deep = await list({}, deepCursor);
    const deepTiming = await timeRuns(RUNS, 3, () => list({}, deepCursor));
    rows.push({
      what: `page ${DEEP_PAGE} by cursor`,
      timing: deepTiming,
      ratio: anchor.median,
      note: `${deep.hands.length} hands; walking pages 1–${DEEP_PAGE - 1}: ${fmt.ms(walkMs / (DEEP_PAGE - 1))} ms a page`,
    });
    const sessions = await handSessions(db, locationId, { tableKey: TABLE, limit: 20 });
    rows.push({
      what: 'session list (hand.sessions, 20)',
      timing: await timeRuns(quick ? 3 : 5, 1, () =>
        handSessions(db, locationId, { tableKey: TABLE, limit: 20 }),
      ),
      ratio: anchor.median,
      note: `${sessions.length} sessions`,
    });

    // ── Export ──
    const ioFloor = await streamRun(async (sink) => {
      let after: { ended: string; id: string } | null = null;
      let n = 0;
      for (;;) {
        const batch: { phh: string; ended: string; id: string }[] = await rowsOf(
          db,
          sql`SELECT phh, ended_at::text AS ended, id FROM hand WHERE table_key = ${TABLE}
              ${after ? sql`AND (ended_at, id) > (${after.ended}::timestamptz, ${after.id})` : sql``}
              ORDER BY ended_at, id LIMIT ${EXPORT_BATCH}`,
        );
        for (const r of batch) await sink(r.phh);
        n += batch.length;
        if (batch.length < EXPORT_BATCH) return n;
        const last = batch.at(-1)!;
        after = { ended: last.ended, id: last.id };
      }
    });
    const floorRate = (ioFloor.hands / ioFloor.ms) * 1000;
    rows.push({
      what: `anchor: phh read in batches of ${fmt.int(EXPORT_BATCH)} (I/O floor)`,
      streamed: ioFloor,
      ratio: floorRate,
    });
    for (const format of FORMATS) {
      collect();
      try {
        let skipped = 0;
        const streamed = await streamRun(async (sink) => {
          const count = await writeHandExport(db, { locationId, tableKey: TABLE, filter: {}, format }, sink);
          skipped = count.skipped;
          return count.written + count.skipped;
        });
        rows.push({
          what: `export .${format}`,
          streamed,
          ratio: floorRate,
          note: skipped
            ? `${fmt.int(skipped)} skipped (not hold'em or Omaha): read and parsed, not written`
            : '',
        });
      } catch (error) {
        rows.push({
          what: `export .${format}`,
          note: `failed: ${(error as Error).message.split('\n')[0]}`,
        });
      }
    }
    return { kind, pool: seeded.pool, version: bench.version, seeding, rows };
  } finally {
    await bench.drop();
  }
}

/** One database's figures, printed as soon as it is done. */
function print(r: Result): void {
  console.log(`\n${r.version}: ${r.seeding}`);
  const timed = r.rows.filter((row) => row.timing);
  printTable([
    ['vault (listHands)', 'median ms', 'p95 ms', 'runs', '÷ anchor', ''],
    ...timed.map((row) => [
      row.what,
      fmt.ms(row.timing!.median),
      fmt.ms(row.timing!.p95),
      String(row.timing!.runs),
      row.ratio ? fmt.ratio(row.timing!.median / row.ratio) : '',
      row.note ?? '',
    ]),
  ]);
  console.log('');
  const exported = r.rows.filter((row) => !row.timing);
  printTable([
    [
      'export (all hands)',
      'hands/s',
      'MB/s',
      's',
      'MB out',
      'RSS peak MB',
      '1st half',
      'heap MB',
      'vs anchor',
      '',
    ],
    ...exported.map((row) => {
      const s = row.streamed;
      if (!s) return [row.what, row.note ?? ''];
      const rate = (s.hands / s.ms) * 1000;
      return [
        row.what,
        fmt.int(rate),
        ((s.bytes / 1024 / 1024 / s.ms) * 1000).toFixed(1),
        (s.ms / 1000).toFixed(1),
        (s.bytes / 1024 / 1024).toFixed(0),
        fmt.mb(s.rssPeakMb),
        fmt.mb(s.rssFirstHalfMb),
        fmt.mb(s.heapPeakMb),
        row.ratio ? `${fmt.ratio(row.ratio / rate)} slower` : '',
        row.note ?? '',
      ];
    }),
  ]);
}

// PGlite first: its pool is played and ingested for real; Postgres gets the rows that ingest stored.
const load = loadavg().map((l) => l.toFixed(1));
console.log(
  `the vault on ${fmt.int(HANDS)} stored hands of one table (+${fmt.int(OTHER_HANDS)} at another), pages of ${PAGE}${quick ? ' (--quick)' : ''}; ${cpus().length} cores, load average ${load.join(' ')} at the start`,
);
const pglite = await measure('pglite');
print(pglite);
const unreachable = await canReachPostgres();
if (unreachable === null) print(await measure('postgres', pglite.pool));
else console.log(`\nPostgres not measured (${postgresUrl}: ${unreachable})`);
console.log(
  `\nload average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(
      ' ',
    )} at the end (a machine busy with other work makes every figure slower; the ratios suffer less)`,
);
