import { randomBytes } from 'node:crypto';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { LOCAL_ENGINE_FILE, localEngineConfigSchema } from '@railbird/protocol';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../src/app.js';
import { loadServerConfig } from '../src/config.js';
import { isSealed, keyFrom, keyringOf, keySourceOf, open, seal } from '../src/crypto/secret-box.js';
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from '../src/db/client.js';
import { pokerTable } from '../src/db/schema.js';
import { createLogger } from '../src/log.js';
import { paths } from '../src/paths.js';
import { appRouter } from '../src/routers/index.js';
import { PREVIOUS_SECRET_GRACE_MS, tableForEngine } from '../src/services/engine-auth.js';
import { insertTable, newTableSettings } from '../src/services/tables.js';
import type { Services } from '../src/trpc/context.js';
import { createCallerFactory } from '../src/trpc/init.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/databases.js';
import { sampleHand } from './support/hands.js';
import { refusalOf } from './support/outcome.js';
import { contextFor, tempDir, testServices } from './support/services.js';
import { buildWorld, type Caller, type World } from './support/world.js';

const createCaller = createCallerFactory(appRouter);

/** What the database holds in the secret columns, read past the column codec. */
async function storedSecrets(db: Services['db'], key: string) {
  const [row] = await db
    .select({
      secret: sql<string>`${pokerTable.secret}`,
      previousSecret: sql<string | null>`${pokerTable.previousSecret}`,
    })
    .from(pokerTable)
    .where(eq(pokerTable.key, key));
  return row!;
}

describe('the secret box table secrets are sealed with', () => {
  const keyring = keyringOf({ authSecret: 'an-auth-secret-that-is-long-enough-for-this' });
  const plain = randomBytes(32).toString('base64url');

  it('[SECRET-BOX-1] a value is sealed as v1:<iv>:<ciphertext>:<tag> with a fresh IV each time, and opens to itself', () => {
    const a = seal(keyring, plain);
    const b = seal(keyring, plain);
    expect(a).toMatch(/^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]+:[A-Za-z0-9_-]{22}$/);
    expect(a).not.toContain(plain);
    expect(a.split(':')[1]).not.toBe(b.split(':')[1]);
    expect(open(keyring, a)).toBe(plain);
    expect(open(keyring, b)).toBe(plain);
    expect(isSealed(a)).toBe(true);
    expect(isSealed(plain)).toBe(false);
  });

  it('[SECRET-BOX-2] an altered value, or one sealed under another key, does not open', () => {
    const sealed = seal(keyring, plain);
    const [version, iv, body, tag] = sealed.split(':') as [string, string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0]! ^= 1;
    expect(() => open(keyring, [version, iv, flipped.toString('base64url'), tag].join(':'))).toThrow(
      /no key of this server opens/,
    );
    const other = keyringOf({ authSecret: 'another-auth-secret-that-is-long-enough' });
    expect(() => open(other, sealed)).toThrow(/no key of this server opens/);
    // The message never carries the value.
    try {
      open(other, sealed);
    } catch (error) {
      expect(String(error)).not.toContain(sealed);
    }
  });

  it('[SECRET-BOX-3] RAILBIRD_SECRET_KEY must be 32 bytes of base64 and wins over the AUTH secret; the error never echoes it', () => {
    const secretKey = randomBytes(32).toString('base64');
    expect(keyFrom({ secretKey, authSecret: 'x'.repeat(40) }).equals(Buffer.from(secretKey, 'base64'))).toBe(
      true,
    );
    expect(keyFrom({ authSecret: 'x'.repeat(40) }).equals(keyFrom({ authSecret: 'x'.repeat(40) }))).toBe(
      true,
    );
    expect(keyFrom({ authSecret: 'x'.repeat(40) }).equals(keyFrom({ authSecret: 'y'.repeat(40) }))).toBe(
      false,
    );
    const short = randomBytes(16).toString('base64');
    expect(() => keyFrom({ secretKey: short })).toThrow(/RAILBIRD_SECRET_KEY: expected 32 bytes/);
    try {
      keyFrom({ secretKey: short });
    } catch (error) {
      expect(String(error)).not.toContain(short);
    }
    // Two keys of one version: each opens what it sealed.
    const both = keyringOf({ secretKey }, { authSecret: 'x'.repeat(40) });
    expect(open(both, seal(keyringOf({ authSecret: 'x'.repeat(40) }), plain))).toBe(plain);
  });
});

describe('where a server finds its table secret key', () => {
  it('[SECRET-BOX-4] RAILBIRD_SECRET_KEY, else AUTH_SECRET, else the AUTH secret in the data directory; none: no key', () => {
    const dir = tempDir('railbird-secret-key-');
    try {
      expect(keySourceOf({}, dir)).toBeUndefined();
      const stored = randomBytes(32).toString('base64url');
      writeFileSync(join(dir, 'auth-secret'), `${stored}\n`);
      expect(keySourceOf({}, dir)).toEqual({ secretKey: undefined, authSecret: stored });
      expect(keySourceOf({ AUTH_SECRET: 'z'.repeat(40) }, dir)?.authSecret).toBe('z'.repeat(40));
      expect(keySourceOf({ RAILBIRD_DATA_DIR: dir })?.authSecret).toBe(stored);
      const secretKey = randomBytes(32).toString('base64');
      expect(keyFrom(keySourceOf({ RAILBIRD_SECRET_KEY: secretKey }, dir)!).toString('base64')).toBe(
        secretKey,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(databaseKinds)('table engine secrets at rest and rotated on %s', (kind) => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  let services: Services;
  let world: World;
  let engine: Caller;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    handle = openDatabase(testDb.target, paths.migrationsFolder);
    await handle.migrate();
    services = testServices(handle.db);
    world = await buildWorld(services, `secrets-${kind}`);
    engine = createCaller(contextFor(services));
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await testDb?.drop();
  });

  it('[SECRET-AT-REST-1] the database holds the secret sealed; every read of ours gets the secret itself', async () => {
    const row = await insertTable(services.db, world.own.id, {
      key: `sealed-${kind}`,
      name: 'Sealed',
      variation: 'NLH',
      gameMode: 'CASH',
    });
    const stored = await storedSecrets(services.db, row.key);
    expect(isSealed(stored.secret)).toBe(true);
    expect(stored.secret).not.toContain(row.secret);
    expect(row.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const read = await services.db.query.pokerTable.findFirst({ where: eq(pokerTable.key, row.key) });
    expect(read!.secret).toBe(row.secret);
    expect((await tableForEngine(services.db, row.key, row.secret)).id).toBe(row.id);
    await expect(tableForEngine(services.db, row.key, stored.secret)).rejects.toThrow(/wrong engine secret/);
  });

  it('[SECRET-AT-REST-3] a table’s OBS password is sealed in the database like its secret; Studio reads only that one is stored', async () => {
    const producer = world.caller('PRODUCER');
    const tableKey = world.own.tableKey;
    await producer.overlay.setObs({ tableKey, url: 'ws://192.168.1.60:4455', password: 'obs-hunter-22' });
    const [raw] = await services.db
      .select({
        password: sql<string>`${pokerTable.obs}->>'password'`,
        url: sql<string>`${pokerTable.obs}->>'url'`,
      })
      .from(pokerTable)
      .where(eq(pokerTable.key, tableKey));
    expect(raw!.url).toBe('ws://192.168.1.60:4455');
    expect(isSealed(raw!.password)).toBe(true);
    expect(raw!.password).not.toContain('obs-hunter-22');
    const read = await services.db.query.pokerTable.findFirst({ where: eq(pokerTable.key, tableKey) });
    expect(read!.obs).toEqual({ url: 'ws://192.168.1.60:4455', password: 'obs-hunter-22' });
    expect(await producer.overlay.obs({ tableKey })).toMatchObject({ hasPassword: true });
    // Keeping the password while changing the address keeps the same password, sealed afresh.
    await producer.overlay.setObs({ tableKey, url: 'ws://192.168.1.61:4455' });
    const kept = await services.db.query.pokerTable.findFirst({ where: eq(pokerTable.key, tableKey) });
    expect(kept!.obs).toEqual({ url: 'ws://192.168.1.61:4455', password: 'obs-hunter-22' });
    await producer.overlay.setObs({ tableKey, url: null });
  });

  it('[SECRET-ROTATE-1] after a rotation the old secret works for the grace period, then is refused; the audit record holds neither', async () => {
    const key = world.own.tableKey;
    const before = await services.db.query.pokerTable.findFirst({ where: eq(pokerTable.key, key) });
    const old = before!.secret;
    const rotatedAt = Date.now();
    const { secret: fresh } = await world.caller('MANAGER').table.rotateSecret({ tableKey: key });
    expect(fresh).not.toBe(old);
    const stored = await storedSecrets(services.db, key);
    expect(isSealed(stored.secret) && isSealed(stored.previousSecret!)).toBe(true);

    // Within the grace, through the procedure an engine calls: the old secret still ships a hand.
    const ack = await engine.table.ingestHand({ tableKey: key, secret: old, hand: sampleHand(key) });
    expect(ack.handId).toBeTruthy();
    await engine.table.ingestHand({ tableKey: key, secret: fresh, hand: sampleHand(key) });

    const row = (await services.db.query.pokerTable.findFirst({ where: eq(pokerTable.key, key) }))!;
    const at = row.secretRotatedAt!.getTime();
    expect(Math.abs(at - rotatedAt)).toBeLessThan(5_000);
    await expect(
      tableForEngine(services.db, key, old, at + PREVIOUS_SECRET_GRACE_MS - 1),
    ).resolves.toBeTruthy();
    await expect(tableForEngine(services.db, key, old, at + PREVIOUS_SECRET_GRACE_MS)).rejects.toThrow(
      /wrong engine secret/,
    );
    await expect(
      tableForEngine(services.db, key, fresh, at + 10 * PREVIOUS_SECRET_GRACE_MS),
    ).resolves.toBeTruthy();

    // Past the grace (the rotation moved 11 minutes back), the procedure refuses the old secret.
    await services.db
      .update(pokerTable)
      .set({ secretRotatedAt: new Date(at - PREVIOUS_SECRET_GRACE_MS - 60_000) })
      .where(eq(pokerTable.key, key));
    expect(
      await refusalOf(engine.table.ingestHand({ tableKey: key, secret: old, hand: sampleHand(key) })),
    ).toMatch(/^UNAUTHORIZED/);

    // A second rotation keeps only the secret just replaced.
    const { secret: third } = await world.caller('MANAGER').table.rotateSecret({ tableKey: key });
    await expect(tableForEngine(services.db, key, fresh)).resolves.toBeTruthy();
    await expect(tableForEngine(services.db, key, old)).rejects.toThrow(/wrong engine secret/);
    await expect(tableForEngine(services.db, key, third)).resolves.toBeTruthy();

    const entries = await services.db.execute(sql`SELECT e::text AS line FROM audit_entry e`);
    const lines = (entries as unknown as { rows: Array<{ line: string }> }).rows
      .map((r) => r.line)
      .join('\n');
    expect(lines).toContain('table.rotateSecret');
    for (const secret of [old, fresh, third, stored.secret, stored.previousSecret!]) {
      expect(lines).not.toContain(secret);
    }
  });
});

describe.each(databaseKinds)('a database from before decision 016 on %s', (kind) => {
  const dirs: string[] = [];
  let testDb: TestDatabase | undefined;
  let server: RunningServer | undefined;

  afterAll(async () => {
    await server?.close();
    await testDb?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('[SECRET-AT-REST-2] a plain secret is sealed when the server starts, and the engine holding it keeps working', async () => {
    const dir = tempDir('railbird-secret-migration-');
    dirs.push(dir);
    const before = join(dir, 'drizzle-0011');
    cpSync(paths.migrationsFolder, before, { recursive: true });
    const journalPath = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
    journal.entries = journal.entries.filter((e) => e.tag < '0012');
    writeFileSync(journalPath, JSON.stringify(journal));

    let target: DatabaseTarget;
    if (kind === 'pglite') target = { kind: 'pglite', dataDir: join(dir, 'pglite') };
    else {
      testDb = await createTestDatabase(kind);
      target = testDb.target;
    }
    const old = openDatabase(target, before);
    await old.migrate();
    const plain = randomBytes(32).toString('base64url');
    const obsPassword = `obs-${randomBytes(6).toString('hex')}`;
    const settings = newTableSettings({
      key: 'old-1',
      name: 'Old table',
      variation: 'NLH',
      gameMode: 'CASH',
    });
    await old.db.execute(
      sql`INSERT INTO "location" ("id", "name", "slug", "created_at") VALUES ('loc-old', 'Old room', 'old-room', now())`,
    );
    await old.db.execute(sql`
      INSERT INTO "poker_table" ("id", "location_id", "key", "name", "settings", "constants", "secret", "obs")
      VALUES ('t-old', 'loc-old', 'old-1', 'Old table', ${JSON.stringify(settings)}::jsonb,
              '{"devLevel":3,"version":"0.1.0"}'::jsonb, ${plain},
              ${JSON.stringify({ url: 'ws://10.0.0.5:4455', password: obsPassword })}::jsonb)`);
    await old.close();

    let logs = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logs += chunk.toString();
        done();
      },
    });
    const dataDir = join(dir, 'data');
    const config = loadServerConfig(
      { PORT: '0', HOST: '127.0.0.1', RAILBIRD_DATA_DIR: dataDir, AUTH_SIGN_IN_LIMIT: '0' },
      { cwd: dir, defaultWebDistDir: join(dir, 'web') },
    );
    server = await startServer(config, createLogger('trace', sink), { database: target });
    const db = server.services.db;

    const stored = await storedSecrets(db, 'old-1');
    expect(isSealed(stored.secret)).toBe(true);
    expect(stored.secret).not.toContain(plain);
    // Every table the server seeded is sealed too: no plain secret is left.
    const plainLeft = await db
      .select({ key: pokerTable.key })
      .from(pokerTable)
      .where(sql`${pokerTable.secret} NOT LIKE 'v1:%'`);
    expect(plainLeft).toEqual([]);
    // Its OBS password too.
    const [obs] = await db
      .select({ password: sql<string>`${pokerTable.obs}->>'password'` })
      .from(pokerTable)
      .where(eq(pokerTable.key, 'old-1'));
    expect(isSealed(obs!.password)).toBe(true);
    expect(obs!.password).not.toContain(obsPassword);

    // The engine reads the same secret it had from local-engine.json, and it still opens the table.
    const file = localEngineConfigSchema.parse(
      JSON.parse(readFileSync(join(dataDir, LOCAL_ENGINE_FILE), 'utf8')),
    );
    expect(file.tables.find((t) => t.key === 'old-1')?.secret).toBe(plain);
    expect(file.tables.find((t) => t.key === 'old-1')?.obs).toEqual({
      url: 'ws://10.0.0.5:4455',
      password: obsPassword,
    });
    const engine = createCaller(contextFor(server.services));
    const ack = await engine.table.ingestHand({
      tableKey: 'old-1',
      secret: plain,
      hand: sampleHand('old-1'),
    });
    expect(ack.handId).toBeTruthy();

    // A second pass (the next start) changes nothing.
    const { sealPlainTableSecrets } = await import('../src/services/engine-auth.js');
    expect(await sealPlainTableSecrets(db)).toBe(0);
    expect((await storedSecrets(db, 'old-1')).secret).toBe(stored.secret);
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(plain);
    expect(logs).not.toContain(obsPassword);
    expect(logs).not.toContain(stored.secret);
  });
});
