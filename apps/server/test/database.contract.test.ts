import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TRPCError } from '@trpc/server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Auth } from '../src/auth/auth.js';
import { demoAdminFile, ensureDemoAdmin } from '../src/auth/demo-admin.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { paths } from '../src/paths.js';
import { appRouter } from '../src/routers/index.js';
import type { Services } from '../src/trpc/context.js';
import { createCallerFactory } from '../src/trpc/init.js';
import { cookieHeader } from './support/cookies.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/databases.js';
import { contextFor, testServices } from './support/services.js';

const createCaller = createCallerFactory(appRouter);

// One contract, every database we support: what passes on PGlite must pass on Postgres.
describe.each(databaseKinds)('database contract on %s', (kind) => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  let auth: Auth;
  let services: Services;
  let dataDir: string;

  const callerFor = (headers: Headers) => createCaller(contextFor(services, headers));

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    handle = openDatabase(testDb.target, paths.migrationsFolder);
    await handle.migrate();
    dataDir = mkdtempSync(join(tmpdir(), 'railbird-db-test-'));
    services = testServices(handle.db);
    auth = services.auth;
  });

  afterAll(async () => {
    await handle?.close();
    await testDb?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('[DB-1] migrations create the auth and domain tables, and running them again changes nothing', async () => {
    await handle.migrate();
    // Both drivers answer { rows }; the shared Database type leaves the result shape open.
    const { rows } = (await handle.db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    )) as unknown as { rows: Array<{ table_name: string }> };
    expect(rows.map((r) => r.table_name)).toEqual([
      'account',
      'audit_entry',
      'audit_head',
      'entry',
      'event',
      'hand',
      'hand_player',
      'invitation',
      'location',
      'member',
      'notification',
      'notification_read',
      'overlay_link',
      'overlay_skin',
      'player',
      'player_stats',
      'poker_table',
      'seating',
      'session',
      'user',
      'verification',
      'waiting_entry',
    ]);
  });

  it('[AUTH-1] a user signs up and signs in with email and password; a wrong password is refused', async () => {
    const email = `player-${kind}@example.com`;
    const signUp = await auth.api.signUpEmail({ body: { email, password: 'correct horse', name: 'Player' } });
    expect(signUp.user.email).toBe(email);

    const signIn = await auth.api.signInEmail({ body: { email, password: 'correct horse' } });
    expect(signIn.user.id).toBe(signUp.user.id);

    await expect(auth.api.signInEmail({ body: { email, password: 'wrong horse' } })).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it('[AUTH-2] admin.userId answers UNAUTHORIZED to an anonymous caller and the user id to a signed-in one', async () => {
    const anonymous = callerFor(new Headers());
    const error = await anonymous.admin.userId().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('UNAUTHORIZED');

    const email = `admin-${kind}@example.com`;
    const { user } = await auth.api.signUpEmail({ body: { email, password: 'long enough', name: 'Admin' } });
    const { headers } = await auth.api.signInEmail({
      body: { email, password: 'long enough' },
      returnHeaders: true,
    });
    const signedIn = callerFor(new Headers({ cookie: cookieHeader(headers) }));
    expect(await signedIn.admin.userId()).toBe(user.id);
  });

  it('[AUTH-3] the demo admin is created once, with a generated password kept in the data directory', async () => {
    const deps = { auth, db: handle.db, dataDir };
    const first = await ensureDemoAdmin(deps, 'demo@railbird.local');
    expect(first.created).toBe(true);
    expect(first.credentials.password.length).toBeGreaterThanOrEqual(16);
    const file = JSON.parse(readFileSync(demoAdminFile(dataDir), 'utf8'));
    expect(file).toEqual(first.credentials);

    const second = await ensureDemoAdmin(deps, 'demo@railbird.local');
    expect(second).toEqual({ credentials: first.credentials, created: false });
    const signIn = await auth.api.signInEmail({ body: first.credentials });
    expect(signIn.user.email).toBe('demo@railbird.local');
  });

  it('[AUTH-4] when the demo-admin file is lost, the same user gets a new password that works', async () => {
    const deps = { auth, db: handle.db, dataDir };
    const before = await ensureDemoAdmin(deps, 'demo@railbird.local');
    const userBefore = (await auth.api.signInEmail({ body: before.credentials })).user.id;
    rmSync(demoAdminFile(dataDir));

    const after = await ensureDemoAdmin(deps, 'demo@railbird.local');
    expect(after.created).toBe(false);
    expect(after.credentials.password).not.toBe(before.credentials.password);
    expect((await auth.api.signInEmail({ body: after.credentials })).user.id).toBe(userBefore);
    await expect(auth.api.signInEmail({ body: before.credentials })).rejects.toMatchObject({
      statusCode: 401,
    });
  });
});
