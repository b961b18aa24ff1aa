import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalJson, chainHash, GENESIS_HASH } from '@railbird/protocol';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { auditEntry, auditHead, location, pokerTable } from '../src/db/schema.js';
import { paths } from '../src/paths.js';
import {
  type AuditChange,
  auditedTransaction,
  listAudit,
  recordChange,
  verifyAudit,
} from '../src/services/audit.js';
import type { Services } from '../src/trpc/context.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/databases.js';
import { codeOf } from './support/outcome.js';
import { testServices } from './support/services.js';
import { addMember, buildWorld, newInvitation, newLocation, signUp, type World } from './support/world.js';

const NOW = 1_767_300_000_000;

describe.each(databaseKinds)('audit record on %s', (kind) => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  let services: Services;
  let world: World;

  /** The location's entries in log order, as stored. */
  const rows = (locationId: string) =>
    services.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.locationId, locationId))
      .orderBy(asc(auditEntry.seq));
  const last = async (locationId: string) => (await rows(locationId)).at(-1)!;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    handle = openDatabase(testDb.target, paths.migrationsFolder);
    await handle.migrate();
    services = testServices(handle.db, { now: () => NOW });
    world = await buildWorld(services, `a${randomUUID().slice(0, 6)}`);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await testDb?.drop();
  });

  it('[AUDIT-1] each table change records one entry: who (name and type then), what, when, only what changed', async () => {
    const manager = world.caller('MANAGER');
    const key = `${world.tag}-audit1`;
    const start = (await rows(world.own.id)).length;
    await manager.table.create({ key, name: 'Audit one', variation: 'NLH', gameMode: 'CASH' });
    await manager.table.update({ tableKey: key, name: 'Audit one bis' });
    await manager.table.updateSettings({ tableKey: key, settings: { isLeftHanded: true } });
    await manager.table.updateSettings({
      tableKey: key,
      settings: {
        defaultGameSettings: {
          ...(await manager.table.get({ tableKey: key })).settings.defaultGameSettings,
          variation: 'PLO',
        },
      },
    });
    await world.caller('STAFF').table.setMode({ tableKey: key, mode: 'GAME' });
    const { secret } = await manager.table.rotateSecret({ tableKey: key });
    await manager.table.remove({ tableKey: key });

    const entries = (await rows(world.own.id)).slice(start);
    expect(entries.map((e) => [e.kind, e.tableKey, e.actorName, e.actorType])).toEqual([
      ['table.create', key, `MANAGER ${world.tag}`, 'MANAGER'],
      ['table.update', key, `MANAGER ${world.tag}`, 'MANAGER'],
      ['table.updateSettings', key, `MANAGER ${world.tag}`, 'MANAGER'],
      ['table.updateSettings', key, `MANAGER ${world.tag}`, 'MANAGER'],
      ['table.setMode', key, `STAFF ${world.tag}`, 'STAFF'],
      ['table.rotateSecret', key, `MANAGER ${world.tag}`, 'MANAGER'],
      ['table.remove', key, `MANAGER ${world.tag}`, 'MANAGER'],
    ]);
    expect(entries.every((e) => e.actorId === world.users[e.actorType as 'MANAGER' | 'STAFF'].id)).toBe(true);
    expect(entries.every((e) => e.at.getTime() === NOW && e.source === 'console')).toBe(true);
    const [created, renamed, leftHanded, plo, mode, rotated, removed] = entries;
    expect([created!.before, created!.after]).toEqual([
      null,
      { name: 'Audit one', ip: null, variation: 'NLH', gameMode: 'CASH', capacity: 9 },
    ]);
    expect([renamed!.before, renamed!.after]).toEqual([{ name: 'Audit one' }, { name: 'Audit one bis' }]);
    expect([leftHanded!.before, leftHanded!.after]).toEqual([
      { isLeftHanded: false },
      { isLeftHanded: true },
    ]);
    // A change of game reads as the paths that changed, never two copies of the settings.
    expect(plo!.before).toMatchObject({ 'defaultGameSettings.variation': 'NLH' });
    expect(plo!.after).toMatchObject({ 'defaultGameSettings.variation': 'PLO' });
    expect(Object.keys(plo!.after!).every((path) => path.startsWith('defaultGameSettings.'))).toBe(true);
    expect(Object.keys(plo!.after!)).not.toContain('defaultGameSettings');
    expect([mode!.before, mode!.after]).toEqual([{ mode: 'NONE' }, { mode: 'GAME' }]);
    expect([rotated!.before, rotated!.after]).toEqual([null, null]);
    expect(entries.some((e) => e.content.includes(secret))).toBe(false);
    expect(removed!.before).toMatchObject({ name: 'Audit one bis', variation: 'PLO' });
    expect(removed!.after).toBeNull();
  });

  it('[AUDIT-2] location, staff and overlay changes record one entry each, with the member or invitation they concern', async () => {
    const admin = world.caller('ADMIN');
    const loc = world.own.id;
    const start = (await rows(loc)).length;
    await admin.location.update({ name: `Own ${world.tag} renamed` });
    const invite = await admin.location.invite({
      email: `audit2-${world.tag}@example.com`,
      adminType: 'STAFF',
    });
    await admin.location.cancelInvitation({ invitationId: invite.invitationId });
    const member = await signUp(services, `audit2m-${world.tag}@example.com`, 'Member Two');
    await addMember(services, loc, member.id, 'STAFF');
    await admin.location.setMemberType({ userId: member.id, adminType: 'MANAGER' });
    await admin.location.removeMember({ userId: member.id });
    const producer = world.caller('PRODUCER');
    await producer.overlay.saveSkin({
      name: 'House',
      key: 'audit2',
      primaryColor: '#112233',
      secondaryColor: '#ffffff',
    });
    await producer.overlay.saveSkin({
      name: 'House',
      key: 'audit2',
      primaryColor: '#445566',
      secondaryColor: '#ffffff',
    });
    const link = await producer.overlay.createLink({ tableKey: world.own.tableKey, label: 'OBS left' });

    const entries = (await rows(loc)).slice(start);
    const brief = entries.map((e) => ({
      kind: e.kind,
      by: e.actorType,
      table: e.tableKey,
      subject: [e.subjectId, e.subjectName],
      before: e.before,
      after: e.after,
    }));
    expect(brief).toEqual([
      {
        kind: 'location.update',
        by: 'ADMIN',
        table: null,
        subject: [null, null],
        before: { name: `Own ${world.tag}` },
        after: { name: `Own ${world.tag} renamed` },
      },
      {
        kind: 'location.invite',
        by: 'ADMIN',
        table: null,
        subject: [invite.invitationId, `audit2-${world.tag}@example.com`],
        before: null,
        after: { email: `audit2-${world.tag}@example.com`, adminType: 'STAFF' },
      },
      {
        kind: 'invitation.revoke',
        by: 'ADMIN',
        table: null,
        subject: [invite.invitationId, `audit2-${world.tag}@example.com`],
        before: { status: 'pending' },
        after: { status: 'canceled' },
      },
      {
        kind: 'location.setMemberType',
        by: 'ADMIN',
        table: null,
        subject: [member.id, 'Member Two'],
        before: { adminType: 'STAFF' },
        after: { adminType: 'MANAGER' },
      },
      {
        kind: 'location.removeMember',
        by: 'ADMIN',
        table: null,
        subject: [member.id, 'Member Two'],
        before: { adminType: 'MANAGER' },
        after: null,
      },
      {
        kind: 'overlay.saveSkin',
        by: 'PRODUCER',
        table: null,
        subject: ['audit2', 'House'],
        before: null,
        after: { name: 'House', primaryColor: '#112233', secondaryColor: '#ffffff' },
      },
      {
        kind: 'overlay.saveSkin',
        by: 'PRODUCER',
        table: null,
        subject: ['audit2', 'House'],
        before: { primaryColor: '#112233' },
        after: { primaryColor: '#445566' },
      },
      {
        kind: 'overlay.createLink',
        by: 'PRODUCER',
        table: world.own.tableKey,
        subject: [link.id, 'OBS left'],
        before: null,
        after: { route: 'overlays', scope: 'viewer', expiresAt: link.expiresAt.toISOString() },
      },
    ]);
    expect(entries.some((e) => e.content.includes(link.token))).toBe(false);
  });

  it('[AUDIT-3] a new location and an accepted invitation are recorded in the location they concern', async () => {
    const newcomer = await signUp(services, `audit3-${world.tag}@example.com`, 'New Comer');
    const created = await world
      .callerWithCookie(newcomer.cookie)
      .location.create({ name: 'Audit Three Room' });
    expect((await rows(created.id)).map((e) => [e.seq, e.kind, e.actorId, e.actorType, e.after])).toEqual([
      [1, 'location.create', newcomer.id, 'ADMIN', { name: 'Audit Three Room' }],
    ]);
    const invitationId = await newInvitation(
      services,
      world.own.id,
      world.users.ADMIN.id,
      newcomer.email,
      'STAFF',
    );
    await world.callerWithCookie(newcomer.cookie).location.acceptInvitation({ invitationId });
    const accepted = await last(world.own.id);
    expect([accepted.kind, accepted.actorId, accepted.actorName, accepted.actorType]).toEqual([
      'invitation.accept',
      newcomer.id,
      'New Comer',
      'STAFF',
    ]);
    expect([accepted.subjectId, accepted.after]).toEqual([invitationId, { adminType: 'STAFF' }]);
  });

  it('[AUDIT-4] a refused change records nothing: bad settings, too low an admin type, another location, the last ADMIN, nothing changed', async () => {
    const before = await rows(world.own.id);
    const head = await services.db.query.auditHead.findFirst({
      where: eq(auditHead.locationId, world.own.id),
    });
    const attempts = [
      () =>
        world
          .caller('MANAGER')
          .table.updateSettings({ tableKey: world.own.tableKey, settings: { capacity: 50 } }),
      () => world.caller('STAFF').table.update({ tableKey: world.own.tableKey, name: 'Nope' }),
      () => world.caller('MANAGER').table.update({ tableKey: world.other.tableKey, name: 'Nope' }),
      () => world.caller('MANAGER').table.remove({ tableKey: 'no-such-table' }),
      () =>
        world.caller('ADMIN').location.setMemberType({ userId: world.users.ADMIN.id, adminType: 'STAFF' }),
      () => world.caller('ADMIN').location.cancelInvitation({ invitationId: world.other.invitationId }),
    ];
    const codes = [];
    for (const attempt of attempts) codes.push(await codeOf(attempt()));
    expect(codes).toEqual(['BAD_REQUEST', 'FORBIDDEN', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'FORBIDDEN']);
    // A save that changes nothing is no change.
    const row = await services.db.query.pokerTable.findFirst({
      where: eq(pokerTable.key, world.own.tableKey),
    });
    await world.caller('MANAGER').table.update({ tableKey: world.own.tableKey, name: row!.name });
    const after = await rows(world.own.id);
    expect(after).toEqual(before);
    const headAfter = await services.db.query.auditHead.findFirst({
      where: eq(auditHead.locationId, world.own.id),
    });
    expect(headAfter?.seq).toBe(head?.seq);
  });

  it('[AUDIT-5] audit.list: newest first, a page at a time, per table and kind; staff changes reach only an ADMIN', async () => {
    const manager = world.caller('MANAGER');
    const key = `${world.tag}-audit5`;
    await manager.table.create({ key, name: 'Five', variation: 'NLH', gameMode: 'CASH' });
    for (const name of ['Five a', 'Five b', 'Five c']) await manager.table.update({ tableKey: key, name });
    await manager.table.update({ tableKey: world.own.tableKey, name: `Elsewhere ${world.tag}` });

    const first = await manager.audit.list({ tableKey: key, limit: 3 });
    expect(first.entries.map((e) => [e.kind, e.after])).toEqual([
      ['table.update', { name: 'Five c' }],
      ['table.update', { name: 'Five b' }],
      ['table.update', { name: 'Five a' }],
    ]);
    expect(first.entries[0]!.actor).toEqual({
      id: world.users.MANAGER.id,
      name: `MANAGER ${world.tag}`,
      type: 'MANAGER',
    });
    expect(first.nextBefore).toBe(first.entries[2]!.seq);
    const second = await manager.audit.list({ tableKey: key, limit: 3, before: first.nextBefore! });
    expect(second.entries.map((e) => e.kind)).toEqual(['table.create']);
    expect(second.nextBefore).toBeNull();

    const all = await manager.audit.list({ limit: 200 });
    const seqs = all.entries.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    expect(all.entries[0]!.tableKey).toBe(world.own.tableKey);
    expect(all.entries.some((e) => e.kind === 'location.invite')).toBe(false);
    const asAdmin = await world.caller('ADMIN').audit.list({ limit: 200 });
    expect(asAdmin.entries.some((e) => e.kind === 'location.invite')).toBe(true);
    expect(
      (await world.caller('ADMIN').audit.list({ kind: 'table.create' })).entries.every(
        (e) => e.kind === 'table.create',
      ),
    ).toBe(true);
    expect(await codeOf(world.caller('STAFF').audit.list({ kind: 'location.invite' }))).toBe('FORBIDDEN');
    expect(await codeOf(world.caller('PRODUCER').audit.list({}))).toBe('FORBIDDEN');
    expect(await codeOf(manager.audit.list({ tableKey: world.other.tableKey }))).toBe('FORBIDDEN');
    expect(await codeOf(manager.audit.list({ locationId: world.other.id }))).toBe('FORBIDDEN');
    // A removed table's history stays readable.
    await manager.table.remove({ tableKey: key });
    expect((await manager.audit.list({ tableKey: key })).entries[0]!.kind).toBe('table.remove');
  });

  it('[AUDIT-14] audit.list filters by a group of kinds, by actor and by a time range, and pages within them', async () => {
    const loc = await newLocation(services, `Filters ${world.tag}`);
    for (let i = 1; i <= 6; i++) {
      const entry = change(loc, i);
      if (i % 2 === 0) {
        entry.actor = { id: 'u-bo', name: 'Bo Staff', type: 'STAFF' };
        entry.kind = 'table.setMode';
      }
      await auditedTransaction(services.db, loc, (tx) => recordChange(tx, entry));
    }
    const seqs = async (options: Omit<Parameters<typeof listAudit>[2], 'limit'>, limit = 50) => {
      const page = await listAudit(services.db, loc, { limit, ...options });
      return { seqs: page.entries.map((e) => e.seq), nextBefore: page.nextBefore };
    };
    expect((await seqs({ kinds: ['table.setMode', 'table.remove'] })).seqs).toEqual([6, 4, 2]);
    expect((await seqs({ actorId: 'u-ada' })).seqs).toEqual([5, 3, 1]);
    // `since` is inclusive, `until` exclusive: entry i is at NOW + i s.
    expect((await seqs({ since: new Date(NOW + 2000), until: new Date(NOW + 5000) })).seqs).toEqual([
      4, 3, 2,
    ]);
    expect((await seqs({ actorId: 'u-ada', kinds: ['table.setMode'] })).seqs).toEqual([]);
    const first = await seqs({ actorId: 'u-ada', since: new Date(NOW + 2000) }, 1);
    expect(first).toEqual({ seqs: [5], nextBefore: 5 });
    expect(await seqs({ actorId: 'u-ada', since: new Date(NOW + 2000), before: 5 }, 1)).toEqual({
      seqs: [3],
      nextBefore: null,
    });

    // Through the router: the filters reach the query, and still only the caller's location.
    const admin = world.caller('ADMIN');
    const mine = await admin.audit.list({
      actorId: world.users.MANAGER.id,
      kinds: ['table.create', 'table.update'],
      since: new Date(NOW),
      until: new Date(NOW + 1),
      limit: 200,
    });
    expect(mine.entries.length).toBeGreaterThan(0);
    expect(
      mine.entries.every(
        (e) => e.actor.id === world.users.MANAGER.id && ['table.create', 'table.update'].includes(e.kind),
      ),
    ).toBe(true);
    expect((await admin.audit.list({ until: new Date(NOW) })).entries).toEqual([]);
    expect((await admin.audit.list({ actorId: 'u-ada' })).entries).toEqual([]);
  });

  it('[AUDIT-6] 20 concurrent renames: numbered 1, 2, 3 … without a gap, each before the previous after', async () => {
    const locationId = await newLocation(services, `Race ${world.tag}`);
    const racer = await signUp(services, `racer-${world.tag}@example.com`, 'Racer');
    await addMember(services, locationId, racer.id, 'MANAGER');
    const caller = world.callerWithCookie(racer.cookie);
    const key = `${world.tag}-race`;
    await caller.table.create({ key, name: 'Race 0', variation: 'NLH', gameMode: 'CASH' });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => caller.table.update({ tableKey: key, name: `Race ${i + 1}` })),
    );
    // Two refused ones in the middle must not leave holes either.
    await codeOf(caller.table.update({ tableKey: key, ip: '300.1.1.1 x' }));
    await codeOf(caller.table.remove({ tableKey: 'missing-race' }));
    await caller.table.update({ tableKey: key, name: 'Race end' });
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    const entries = await rows(locationId);
    expect(entries.map((e) => e.seq)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    const renames = entries.slice(1);
    for (let i = 1; i < renames.length; i++) expect(renames[i]!.before).toEqual(renames[i - 1]!.after);
    expect(renames[0]!.before).toEqual({ name: 'Race 0' });
    expect(renames.at(-1)!.after).toEqual({ name: 'Race end' });
  });

  it('[AUDIT-7] content is the whole entry as canonical JSON: sorted keys, no spaces, the columns’ values', async () => {
    const entry = await last(world.own.id);
    const parsed = JSON.parse(entry.content);
    expect(canonicalJson(parsed)).toBe(entry.content);
    expect(parsed).toEqual({
      v: 1,
      locationId: world.own.id,
      seq: entry.seq,
      at: entry.at.toISOString(),
      source: entry.source,
      actor: { id: entry.actorId, name: entry.actorName, type: entry.actorType },
      tableKey: entry.tableKey,
      kind: entry.kind,
      subject: entry.subjectId ? { id: entry.subjectId, name: entry.subjectName } : null,
      before: entry.before,
      after: entry.after,
    });
    expect(canonicalJson({ b: [1, { d: 2, c: undefined }], a: 'x' })).toBe('{"a":"x","b":[1,{"d":2}]}');
  });

  it('[CHAIN-DB-1] every entry is chained to the one before: prev_hash is its hash, the head keeps the last, audit.verify passes', async () => {
    const entries = await rows(world.own.id);
    expect(entries.length).toBeGreaterThan(20);
    let prevHash = GENESIS_HASH;
    for (const entry of entries) {
      expect(entry.prevHash).toBe(prevHash);
      expect(entry.hash).toBe(await chainHash(prevHash, entry.content));
      prevHash = entry.hash;
    }
    const [head] = await services.db.select().from(auditHead).where(eq(auditHead.locationId, world.own.id));
    expect(head).toMatchObject({ seq: entries.length, hash: prevHash });
    expect(await world.caller('ADMIN').audit.verify({})).toEqual({
      ok: true,
      entries: entries.length,
      head: prevHash,
    });
    const exported = await world.caller('ADMIN').audit.exportChain({});
    const lines = exported.text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.at(-1)).toEqual({ head: { seq: entries.length, hash: prevHash } });
    expect(lines.slice(0, -1).map((l) => l.seq)).toEqual(entries.map((e) => e.seq));
  });

  it('[CHAIN-DB-2] the database refuses to update or delete an entry; deleting the location still takes its log', async () => {
    const entry = await last(world.own.id);
    expect(
      await refusal(
        services.db.update(auditEntry).set({ actorName: 'Nobody' }).where(eq(auditEntry.id, entry.id)),
      ),
    ).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(services.db.delete(auditEntry).where(eq(auditEntry.id, entry.id)))).toMatch(
      /append-only: DELETE refused/,
    );
    expect((await last(world.own.id)).actorName).toBe(entry.actorName);
    const gone = await newLocation(services, `Gone ${world.tag}`);
    await auditedTransaction(services.db, gone, (tx) => recordChange(tx, change(gone, 1)));
    await services.db.delete(location).where(eq(location.id, gone));
    expect(await rows(gone)).toEqual([]);
  });

  it('[CHAIN-DB-3] with the guard switched off, an edited, rehashed, removed or column-edited entry is named by audit.verify', async () => {
    const loc = await newLocation(services, `Tamper ${world.tag}`);
    for (let i = 1; i <= 6; i++)
      await auditedTransaction(services.db, loc, (tx) => recordChange(tx, change(loc, i)));
    expect(await verifyAudit(services.db, loc)).toMatchObject({ ok: true, entries: 6 });
    const tamper = async (statement: ReturnType<typeof sql>) => {
      await services.db.execute(sql`ALTER TABLE audit_entry DISABLE TRIGGER audit_entry_append_only`);
      try {
        await services.db.execute(statement);
      } finally {
        await services.db.execute(sql`ALTER TABLE audit_entry ENABLE TRIGGER audit_entry_append_only`);
      }
    };
    const at = (seq: number) => sql`location_id = ${loc} AND seq = ${seq}`;
    // A column only: what the console shows differs from what was recorded.
    await tamper(sql`UPDATE audit_entry SET actor_name = 'Someone else' WHERE ${at(2)}`);
    expect(await verifyAudit(services.db, loc)).toMatchObject({
      ok: false,
      seq: 2,
      problem: 'columns-edited',
    });
    await tamper(sql`UPDATE audit_entry SET actor_name = 'Ada Manager' WHERE ${at(2)}`);
    expect(await verifyAudit(services.db, loc)).toMatchObject({ ok: true });
    // Content and columns edited together, and the hash recomputed the way the chain does it.
    await tamper(sql`UPDATE audit_entry SET content = replace(content, 'Step 4', 'Step X'),
      after = '{"name":"Step X"}'::jsonb WHERE ${at(4)}`);
    expect(await verifyAudit(services.db, loc)).toMatchObject({ ok: false, seq: 4, problem: 'edited' });
    await tamper(
      sql`UPDATE audit_entry SET hash = encode(sha256(convert_to(prev_hash || content, 'UTF8')), 'hex') WHERE ${at(4)}`,
    );
    expect(await verifyAudit(services.db, loc)).toMatchObject({ ok: false, seq: 4, problem: 'edited' });
    // An entry removed.
    await tamper(sql`DELETE FROM audit_entry WHERE ${at(3)}`);
    expect(await verifyAudit(services.db, loc)).toMatchObject({ ok: false, seq: 4, problem: 'unlinked' });
  });

  it('[CHAIN-DB-5] an entry written while the chain is read is not taken for one removed: the chain is judged up to the head read', async () => {
    const loc = await newLocation(services, `Busy ${world.tag}`);
    for (let i = 1; i <= 3; i++)
      await auditedTransaction(services.db, loc, (tx) => recordChange(tx, change(loc, i)));
    const [third] = await services.db.select().from(auditHead).where(eq(auditHead.locationId, loc));
    // What a reader sees mid-write: the head read at 3, then entry 4 already committed.
    await auditedTransaction(services.db, loc, (tx) => recordChange(tx, change(loc, 4)));
    await services.db
      .update(auditHead)
      .set({ seq: third!.seq, hash: third!.hash })
      .where(eq(auditHead.locationId, loc));
    expect(await verifyAudit(services.db, loc)).toEqual({ ok: true, entries: 3, head: third!.hash });
  });

  it('[CHAIN-DB-4] the migration chains the entries written before it, as recordChange would have', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'railbird-migrations-'));
    try {
      // The migrations up to 0010 (before the chain), applied to a new database holding two entries.
      cpSync(paths.migrationsFolder, folder, { recursive: true });
      const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8'));
      const full = journal.entries;
      journal.entries = full.filter((e: { tag: string }) => e.tag < '0011');
      writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
      const old = openDatabase({ kind: 'pglite', dataDir: undefined }, folder);
      await old.migrate();
      const loc = randomUUID();
      await old.db.execute(
        sql`INSERT INTO location (id, name, slug, created_at) VALUES (${loc}, 'Old', ${`old-${loc}`}, now())`,
      );
      const contents = [1, 2, 3].map((seq) => canonicalJson({ v: 1, seq, note: `before the chain ${seq}` }));
      for (const [i, content] of contents.entries()) {
        await old.db.execute(sql`INSERT INTO audit_entry (id, location_id, seq, at, source, actor_name, kind, content)
          VALUES (${randomUUID()}, ${loc}, ${i + 1}, now(), 'console', 'Ada', 'table.update', ${content})`);
      }
      await old.db.execute(sql`INSERT INTO audit_head (location_id, seq) VALUES (${loc}, 3)`);
      journal.entries = full;
      writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(old.db as never, { migrationsFolder: folder });
      const chained = await old.db
        .select()
        .from(auditEntry)
        .where(eq(auditEntry.locationId, loc))
        .orderBy(asc(auditEntry.seq));
      let prevHash = GENESIS_HASH;
      for (const [i, entry] of chained.entries()) {
        expect(entry.prevHash).toBe(prevHash);
        expect(entry.hash).toBe(await chainHash(prevHash, contents[i]!));
        prevHash = entry.hash;
      }
      const [head] = await old.db.select().from(auditHead).where(eq(auditHead.locationId, loc));
      expect(head!.hash).toBe(prevHash);
      await old.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

/** The database's own message for a refused statement (drizzle wraps it as the cause). */
async function refusal(query: PromiseLike<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
  return 'not refused';
}

/** The i-th change of a test location, as a console procedure would record it. */
function change(locationId: string, i: number): AuditChange {
  return {
    locationId,
    actor: { id: 'u-ada', name: 'Ada Manager', type: 'MANAGER' },
    at: new Date(NOW + i * 1000),
    kind: 'table.update',
    tableKey: 'tamper-1',
    before: { name: `Step ${i - 1}` },
    after: { name: `Step ${i}` },
  };
}
