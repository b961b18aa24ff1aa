import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { localEngineConfigSchema } from '@railbird/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/support/databases.js';
import { tempDir } from '../../test/support/services.js';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { pokerTable, user } from '../db/schema.js';
import { localEngineFile, writeLocalEngineFile } from '../engine/local-engine.js';
import { paths } from '../paths.js';
import { DEMO_TABLES, ensureDemoLocation } from './seed.js';

describe.each(databaseKinds)('the demo room on %s', (kind) => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  let adminId: string;
  let dataDir: string;
  const modes = async () =>
    Object.fromEntries(
      (await handle.db.select({ key: pokerTable.key, mode: pokerTable.mode }).from(pokerTable)).map((r) => [
        r.key,
        r.mode,
      ]),
    );

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    handle = openDatabase(testDb.target, paths.migrationsFolder);
    await handle.migrate();
    adminId = randomUUID();
    await handle.db.insert(user).values({ id: adminId, name: 'Demo Admin', email: `${adminId}@example.com` });
    dataDir = tempDir('railbird-seed-');
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await testDb?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('[SEED-MODE-1] one mode everywhere: the demo tables are stored in DEMO, and local-engine.json gives the engine each table’s stored mode', async () => {
    await ensureDemoLocation(handle.db, adminId);
    expect(DEMO_TABLES.map((t) => t.mode)).toEqual(['DEMO', 'DEMO', 'DEMO']);
    expect(await modes()).toEqual({ 'demo-1': 'DEMO', 'demo-2': 'DEMO', 'demo-3': 'DEMO' });

    const written = await writeLocalEngineFile(
      handle.db,
      dataDir,
      'http://127.0.0.1:3000',
      1_767_300_000_000,
    );
    const read = localEngineConfigSchema.parse(JSON.parse(readFileSync(localEngineFile(dataDir), 'utf8')));
    expect(read).toEqual(written);
    expect(read.tables.map((t) => [t.key, t.mode, t.name, t.tableSettings.name])).toEqual([
      ['demo-1', 'DEMO', 'Demo 1', 'Demo 1'],
      ['demo-2', 'DEMO', 'Demo 2', 'Demo 2'],
      ['demo-3', 'DEMO', 'Demo 3', 'Demo 3'],
    ]);
  });

  it('[SEED-MODE-2] a demo table an older seed stored as NONE is corrected on the next start; a mode set since is kept', async () => {
    await handle.db.update(pokerTable).set({ mode: 'NONE' }).where(eq(pokerTable.key, 'demo-2'));
    await handle.db.update(pokerTable).set({ mode: 'GAME' }).where(eq(pokerTable.key, 'demo-3'));
    await ensureDemoLocation(handle.db, adminId);
    expect(await modes()).toEqual({ 'demo-1': 'DEMO', 'demo-2': 'DEMO', 'demo-3': 'GAME' });
    const config = await writeLocalEngineFile(handle.db, dataDir, 'http://127.0.0.1:3000', 1_767_300_000_000);
    expect(config.tables.map((t) => t.mode)).toEqual(['DEMO', 'DEMO', 'GAME']);
  });
});
