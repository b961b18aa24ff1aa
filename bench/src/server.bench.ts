/**
 * Server throughput: `npx tsx bench/src/server.bench.ts [--quick]`.
 *
 * What the console does every 5 s for each connected table (spec §9): one batched GET of
 * `admin.current` + `table.socketUrl` (session lookup, membership, the location's tables, a signed
 * socket token). 50 concurrent clients (autocannon) hammer it as the signed-in demo admin, against
 * the server on its embedded PGlite and, when TEST_DATABASE_URL (or BENCH_DATABASE_URL) names a
 * Postgres that may create databases, on Postgres in a fresh database dropped afterwards. The server
 * runs in a child process so the load generator does not share its event loop. Prints requests per
 * second and latency percentiles side by side; it never fails on a timing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const quick = process.argv.includes('--quick');
const CONNECTIONS = 50;
const DURATION_S = quick ? 5 : 15;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverMain = join(repoRoot, 'apps', 'server', 'src', 'main.ts');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitHealthy(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become healthy');
}

interface Figures {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  total: number;
}

async function measure(label: string, databaseUrl: string | undefined): Promise<Figures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'railbird-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      RAILBIRD_DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      AUTH_SIGN_IN_LIMIT: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitHealthy(base, child);
    const credentials = JSON.parse(readFileSync(join(dataDir, 'demo-admin.json'), 'utf8'));
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(credentials),
    });
    if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const input = encodeURIComponent(JSON.stringify({ '1': { json: { tableKey: 'demo-1' } } }));
    const path = `/api/trpc/admin.current,table.socketUrl?batch=1&input=${input}`;
    const check = await fetch(`${base}${path}`, { headers: { cookie } });
    const body = (await check.json()) as Array<{ result?: unknown }>;
    if (check.status !== 200 || !body.every((r) => r.result))
      throw new Error(`the batch answered ${check.status}: ${JSON.stringify(body).slice(0, 200)}`);

    // Warm up (JIT, connection pool, prepared plans), then measure.
    await autocannon({ url: `${base}${path}`, headers: { cookie }, connections: CONNECTIONS, duration: 2 });
    const result = await autocannon({
      url: `${base}${path}`,
      headers: { cookie },
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    return {
      label,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      total: result.requests.total,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withPostgresDatabase<T>(adminUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `railbird_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await cleanup.end();
  }
}

const rows: Figures[] = [await measure('PGlite (embedded)', undefined)];
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (postgresUrl) rows.push(await withPostgresDatabase(postgresUrl, (url) => measure('Postgres', url)));
else console.log('(set TEST_DATABASE_URL or BENCH_DATABASE_URL to a Postgres to bench it too)');

console.log(
  `\nbatched admin.current + table.socketUrl, ${CONNECTIONS} concurrent clients, ${DURATION_S} s each\n`,
);
const header = ['database', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'requests', 'errors', 'non-2xx'];
const table = rows.map((r) => [
  r.label,
  r.requestsPerSecond.toFixed(0),
  String(r.p50),
  String(r.p90),
  String(r.p99),
  String(r.max),
  String(r.total),
  String(r.errors),
  String(r.non2xx),
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
const line = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
console.log(line(header));
for (const row of table) console.log(line(row));
