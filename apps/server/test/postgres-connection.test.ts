/**
 * A Postgres connection that dies while the server holds it (checked out for a transaction, between
 * two statements) must not end the server: the transaction fails, the connection is dropped, and the
 * next query gets a new one. Driven for real: another session terminates the backend with
 * pg_terminate_backend, as Postgres does to every session when it shuts down.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { paths } from '../src/paths.js';
import { createTestDatabase, type TestDatabase } from './support/databases.js';

describe.skipIf(!process.env.TEST_DATABASE_URL)('a Postgres connection lost while in use', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  const errors: Error[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    handle = openDatabase(database.target, paths.migrationsFolder, {
      onConnectionError: (error) => errors.push(error),
    });
  });

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('[PG-CONN-1] a connection terminated mid-transaction fails that transaction, is reported, and the next query works', async () => {
    const url = (database.target as { url: string }).url;
    const killer = new pg.Client({ connectionString: url });
    await killer.connect();
    try {
      const outcome = await handle.db
        .transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: { pid: number }[];
          };
          await killer.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
          // Between two statements: the socket closes under a connection nobody is querying.
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => 'committed',
          () => 'failed',
        );
      expect(outcome).toBe('failed');
      expect(errors.length).toBeGreaterThan(0);
      const again = (await handle.db.execute(sql`select 2 as two`)) as unknown as { rows: { two: number }[] };
      expect(again.rows[0]!.two).toBe(2);
    } finally {
      await killer.end();
    }
  });
});
