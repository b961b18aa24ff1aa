import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { auditEntry, auditHead, pokerTable } from '../src/db/schema.js';
import { paths } from '../src/paths.js';
import { canonicalJson } from '../src/services/audit.js';
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
});
