import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { location } from '../src/db/schema.js';
import { paths } from '../src/paths.js';
import { auditChain, auditedTransaction, recordChange } from '../src/services/audit.js';
import { createTestDatabase } from './support/databases.js';

/**
 * `railbird audit verify` (issue 20, decision 012) against the chains this server writes: the real
 * command line, on a stopped server's embedded database, on Postgres and on a downloaded chain file.
 */
const bin = resolve(import.meta.dirname, '../../cli/bin/railbird.js');

function railbird(args: string[], env: Record<string, string> = {}) {
  const out = spawnSync(process.execPath, [bin, 'audit', 'verify', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', ...env },
  });
  const lines = out.stdout
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { status: out.status, lines, stderr: out.stderr };
}

/** A location with `n` recorded changes, as the console records them. */
async function seed(handle: DatabaseHandle, n: number): Promise<string> {
  const id = randomUUID();
  await handle.db.insert(location).values({ id, name: 'Verify', slug: `verify-${id.slice(0, 8)}` });
  for (let i = 1; i <= n; i++) {
    await auditedTransaction(handle.db, id, (tx) =>
      recordChange(tx, {
        locationId: id,
        actor: { id: 'u-ada', name: 'Ada Manager', type: 'MANAGER' },
        at: new Date(1_767_300_000_000 + i * 1000),
        kind: 'table.update',
        tableKey: 'cli-1',
        before: { name: `Step ${i - 1}` },
        after: { name: `Step ${i}` },
      }),
    );
  }
  return id;
}

/** Edits an entry the way someone with the database's keys could: the guard off, the row changed. */
async function tamper(handle: DatabaseHandle, locationId: string, seq: number): Promise<void> {
  await handle.db.execute(sql`ALTER TABLE audit_entry DISABLE TRIGGER audit_entry_append_only`);
  await handle.db.execute(
    sql`UPDATE audit_entry SET content = replace(content, 'Step', 'Stop'), after = '{"name":"Stop"}'::jsonb WHERE location_id = ${locationId} AND seq = ${seq}`,
  );
  await handle.db.execute(sql`ALTER TABLE audit_entry ENABLE TRIGGER audit_entry_append_only`);
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'railbird-audit-cli-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('railbird audit verify', () => {
  it('[AUDIT-CLI-1] a stopped server’s embedded database: an untouched chain passes, an edited entry is named (exit 1)', async () => {
    const dataDir = tempDir();
    let handle = openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') }, paths.migrationsFolder);
    await handle.migrate();
    const loc = await seed(handle, 5);
    await handle.close();

    const clean = railbird(['--data-dir', dataDir]);
    expect(clean.stderr).toBe('');
    expect(clean.status).toBe(0);
    expect(clean.lines).toEqual([
      { location: loc, ok: true, entries: 5, head: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);

    handle = openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') }, paths.migrationsFolder);
    await tamper(handle, loc, 3);
    await handle.close();
    const broken = railbird(['--data-dir', dataDir]);
    expect(broken.status).toBe(1);
    expect(broken.lines).toEqual([
      expect.objectContaining({
        location: loc,
        ok: false,
        seq: 3,
        problem: 'edited',
        message: expect.stringContaining('Entry 3'),
      }),
    ]);
  }, 60_000);

  it('[AUDIT-CLI-2] a downloaded chain: passes untouched, names the line edited, the entry removed, and a malformed file', async () => {
    const handle = openDatabase({ kind: 'pglite', dataDir: undefined }, paths.migrationsFolder);
    await handle.migrate();
    const loc = await seed(handle, 4);
    const { links, head } = await auditChain(handle.db, loc);
    await handle.close();
    const dir = tempDir();
    const write = (name: string, lines: unknown[]) => {
      const file = join(dir, name);
      writeFileSync(file, `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
      return file;
    };
    const exported = links.map(({ seq, content, prevHash, hash }) => ({ seq, content, prevHash, hash }));
    const good = write('good.jsonl', [...exported, { head }]);
    expect(railbird([good])).toMatchObject({ status: 0, lines: [{ location: loc, ok: true, entries: 4 }] });

    const text = readFileSync(good, 'utf8').split('\n');
    text[1] = text[1]!.replace('Step 2', 'Step 9');
    const edited = join(dir, 'edited.jsonl');
    writeFileSync(edited, text.join('\n'));
    expect(railbird([edited])).toMatchObject({
      status: 1,
      lines: [{ ok: false, seq: 2, problem: 'edited' }],
    });

    const removed = write('removed.jsonl', [...exported.filter((l) => l.seq !== 4), { head }]);
    expect(railbird([removed])).toMatchObject({
      status: 1,
      lines: [{ ok: false, seq: 4, problem: 'truncated' }],
    });

    const malformed = write('malformed.jsonl', [{ seq: 1, content: '{}', prevHash: 'zz', hash: 'x' }]);
    const bad = railbird([malformed]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('line 1: prevHash: a hash is 64 lowercase hexadecimal characters');
  }, 60_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    '[AUDIT-CLI-3] Postgres by --database: every location’s chain, only the tampered one fails, --location narrows it',
    async () => {
      const testDb = await createTestDatabase('postgres');
      try {
        const handle = openDatabase(testDb.target, paths.migrationsFolder);
        await handle.migrate();
        const a = await seed(handle, 3);
        const b = await seed(handle, 6);
        await tamper(handle, b, 5);
        await handle.close();
        const url = (testDb.target as { url: string }).url;
        const both = railbird(['--database', url]);
        expect(both.status).toBe(1);
        expect(both.lines).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ location: a, ok: true, entries: 3 }),
            expect.objectContaining({ location: b, ok: false, seq: 5 }),
          ]),
        );
        expect(railbird(['--location', a], { DATABASE_URL: url })).toMatchObject({
          status: 0,
          lines: [{ location: a, ok: true }],
        });
      } finally {
        await testDb.drop();
      }
    },
    60_000,
  );
});
