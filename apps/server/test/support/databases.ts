import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseTarget } from '../../src/db/client.js';

/**
 * The databases every contract suite runs against: PGlite always, the real Postgres when
 * TEST_DATABASE_URL is set. Each Postgres run gets a database of its own, created here and dropped
 * afterwards, so reruns and parallel runs never see each other's rows. (A schema per run would not
 * do: drizzle-kit writes `"public"."user"` into foreign keys.)
 */
export const databaseKinds: Array<DatabaseTarget['kind']> = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

const PREFIX = 'railbird_test_';
/** Databases left by a run that crashed are dropped by a later run once they are this old. */
const STALE_MS = 6 * 60 * 60 * 1000;

export async function createTestDatabase(kind: DatabaseTarget['kind']): Promise<TestDatabase> {
  if (kind === 'pglite') return { target: { kind: 'pglite', dataDir: undefined }, drop: async () => {} };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await dropStale(admin);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // A pool's end() resolves before its sockets have closed; forcing them shut then makes each
        // client throw "terminating connection" into the test run. Wait (briefly) for them to go.
        for (let waited = 0; waited < 2000; waited += 50) {
          const { rows } = await client.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (rows[0]!.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

async function dropStale(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE $1`,
    [`${PREFIX}%`],
  );
  for (const { datname } of rows) {
    const created = Number.parseInt(datname.slice(PREFIX.length).split('_')[0] ?? '', 36);
    if (Number.isFinite(created) && Date.now() - created > STALE_MS) {
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => {});
    }
  }
}
