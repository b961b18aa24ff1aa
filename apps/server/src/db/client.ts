import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** What both drivers have in common; code that uses the database depends on this, never on a driver. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DatabaseHandle {
  db: Database;
  dialect: 'pglite' | 'postgres';
  /** Applies the committed migrations that have not run yet. Safe to call on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** dataDir undefined = in memory (tests). */
  | { kind: 'pglite'; dataDir: string | undefined };

export interface DatabaseOptions {
  /**
   * A Postgres connection failed, idle or checked out (Postgres restarted, the network dropped it).
   * pg removes it from the pool and the next query opens a new one; without a listener the error
   * would end the process. Default: a warning on stderr.
   */
  onConnectionError?: (error: Error) => void;
}

export function openDatabase(
  target: DatabaseTarget,
  migrationsFolder: string,
  options: DatabaseOptions = {},
): DatabaseHandle {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    const onError =
      options.onConnectionError ??
      ((error: Error) => process.emitWarning(`a Postgres connection failed: ${error.message}`));
    pool.on('error', onError);
    // The pool listens to idle connections only. One checked out between two statements of a
    // transaction when Postgres goes away emits 'error' on the client itself, and with no listener
    // that ends the process (seen when Postgres restarted under an ingest): every connection gets one.
    // The transaction's next statement then fails and pg drops the connection from the pool.
    pool.on('connect', (client) => {
      client.on('error', onError);
    });
    const db = drizzlePg(pool, { schema });
    return {
      db,
      dialect: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = new PGlite(target.dataDir ?? 'memory://');
  const db = drizzlePglite(client, { schema });
  return {
    db,
    dialect: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export function databaseTarget(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') };
}
