import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseTarget, openDatabase } from '../src/db/client.js';
import { hand } from '../src/db/schema.js';
import { paths } from '../src/paths.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/databases.js';
import { tempDir } from './support/services.js';

// Issue 18, migration 0008: hands stored before it get their pot and all-in flag from hand_player.
describe.each(databaseKinds)('migration 0008 on %s', (kind) => {
  const dirs: string[] = [];
  let testDb: TestDatabase | undefined;

  afterAll(async () => {
    await testDb?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('[VAULT-DB-1] pot = Σ starting − finishing + collected; all in = someone finished with only what they collected; the vault index exists', async () => {
    const dir = tempDir('railbird-vault-migration-');
    dirs.push(dir);
    const before = join(dir, 'drizzle-0007');
    cpSync(paths.migrationsFolder, before, { recursive: true });
    const journalPath = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
    journal.entries = journal.entries.filter((e) => e.tag < '0008');
    writeFileSync(journalPath, JSON.stringify(journal));
    rmSync(join(before, '0008_vault.sql'));

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
      INSERT INTO "hand" ("id", "location_id", "table_key", "hand_number", "variation", "started_at", "ended_at", "phh", "action_times", "big_blind", "showdown")
      VALUES ('folded', 'loc', 't1', 1, 'NLH', now(), now(), '', '[]'::jsonb, 2, false),
             ('shoved', 'loc', 't1', 2, 'NLH', now(), now(), '', '[]'::jsonb, 2, true),
             ('bare', 'loc', 't1', 3, 'NLH', now(), now(), '', '[]'::jsonb, 2, false)`);
    const row = (id: string, i: number, start: number, finish: number, collected: number) =>
      sql`(${id}, ${i}, 'loc', ${i}, ${`P${i}`}, ${start}, ${finish}, ${finish - start}, ${collected}, 0, false, false, '[]'::jsonb, 0, 0, 0, '{}'::jsonb)`;
    await old.db.execute(sql`
      INSERT INTO "hand_player" ("hand_id", "player_index", "location_id", "seat_index", "display_name", "starting_stack", "finishing_stack", "net", "collected", "net_big_blinds", "won", "lost", "hole_cards", "tank_longest", "tank_total", "tank_decisions", "counts")
      VALUES ${sql.join(
        [
          // The sample hand: Ann puts in 6, Bob 2, Cat 6 (+10 returned) and collects 14.
          row('folded', 0, 200, 194, 0),
          row('folded', 1, 200, 198, 0),
          row('folded', 2, 200, 208, 14),
          // Ann shoves 100 and wins 200; Bob calls his 100 and loses; Cat folds.
          row('shoved', 0, 100, 200, 200),
          row('shoved', 1, 100, 0, 0),
          row('shoved', 2, 100, 100, 0),
        ],
        sql`, `,
      )}`);
    await old.close();

    const now = openDatabase(target, paths.migrationsFolder);
    await now.migrate();
    const rows = await now.db
      .select({ id: hand.id, pot: hand.pot, allIn: hand.allIn })
      .from(hand)
      .orderBy(asc(hand.id));
    const indexes = (await now.db.execute(
      sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'hand_table_key_ended_idx'`,
    )) as unknown as { rows: Array<{ indexdef: string }> };
    await now.close();
    expect(rows).toEqual([
      { id: 'bare', pot: 0, allIn: false },
      { id: 'folded', pot: 14, allIn: false },
      { id: 'shoved', pot: 200, allIn: true },
    ]);
    expect(indexes.rows.map((r) => r.indexdef)).toEqual([
      expect.stringContaining('(table_key, ended_at, id)'),
    ]);
  });
});
