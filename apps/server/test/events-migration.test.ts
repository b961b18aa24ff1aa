import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseTarget, openDatabase } from '../src/db/client.js';
import { paths } from '../src/paths.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/databases.js';
import { tempDir } from './support/services.js';

// Issue 17, migration 0007: an event stored before it keeps its money in the new shapes.
describe.each(databaseKinds)('migration 0007 on %s', (kind) => {
  const dirs: string[] = [];
  let testDb: TestDatabase | undefined;

  afterAll(async () => {
    await testDb?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('[EVENT-DB-1] amounts become {amount, fee, chips} objects (none when 0), payout fractions become percent, and the old points go', async () => {
    const dir = tempDir('railbird-events-migration-');
    dirs.push(dir);
    // The migrations as they were before 0007.
    const before = join(dir, 'drizzle-0006');
    cpSync(paths.migrationsFolder, before, { recursive: true });
    const journalPath = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
    journal.entries = journal.entries.filter((e) => e.tag < '0007');
    writeFileSync(journalPath, JSON.stringify(journal));
    rmSync(join(before, '0007_events.sql'));

    let target: DatabaseTarget;
    if (kind === 'pglite') target = { kind: 'pglite', dataDir: join(dir, 'pglite') };
    else {
      testDb = await createTestDatabase(kind);
      target = testDb.target;
    }
    const old = openDatabase(target, before);
    await old.migrate();
    await old.db.execute(
      sql`INSERT INTO "location" ("id", "name", "slug", "created_at") VALUES ('loc', 'Old room', 'old-room', now())`,
    );
    await old.db.execute(sql`
      INSERT INTO "event" ("id", "location_id", "name", "start_time", "max_players", "buy_in", "rebuy", "bounty", "payouts", "points")
      VALUES ('old', 'loc', 'Old night', now(), 9, 50, 0, 10, '[0.5, 0.3, 0.2]'::jsonb, '[10, 5]'::jsonb),
             ('bare', 'loc', 'Bare night', now(), 9, 0, 0, 0, '[]'::jsonb, '[]'::jsonb)`);
    await old.close();

    const now = openDatabase(target, paths.migrationsFolder);
    await now.migrate();
    const rows = await now.db.query.event.findMany({ orderBy: (e, { asc }) => [asc(e.id)] });
    await now.close();
    expect(
      rows.map((r) => [r.id, r.buyIn, r.rebuy, r.reEntry, r.addOn, r.bounty, r.payouts, r.points, r.status]),
    ).toEqual([
      ['bare', { amount: 0, fee: 0, chips: 1 }, null, null, null, null, null, null, 'SCHEDULED'],
      [
        'old',
        { amount: 50, fee: 0, chips: 1 },
        null,
        null,
        null,
        { amount: 10, isProgressive: false },
        [50, 30, 20],
        null,
        'SCHEDULED',
      ],
    ]);
    expect(rows[0]!.blindLevels).toEqual([]);
  });
});
