import { randomUUID } from 'node:crypto';
import { ANTENNA_ACTOR_ID, type EngineCommandRecord } from '@railbird/protocol';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { auditEntry, pokerTable } from '../src/db/schema.js';
import { paths } from '../src/paths.js';
import { appRouter } from '../src/routers/index.js';
import type { Services } from '../src/trpc/context.js';
import { createCallerFactory } from '../src/trpc/init.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/databases.js';
import { codeOf } from './support/outcome.js';
import { contextFor, testServices } from './support/services.js';
import { buildWorld, type World } from './support/world.js';

const createCaller = createCallerFactory(appRouter);
const T0 = 1_790_000_000_000;

const moment = (over: Partial<EngineCommandRecord['before']> = {}): EngineCommandRecord['before'] => ({
  tableMode: 'GAME',
  gameState: 'STANDBY',
  roundState: 'WAITING FOR ROUND START',
  handNumber: 3,
  paused: false,
  ...over,
});

describe.each(databaseKinds)('operator commands in the audit record on %s', (kind) => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  let services: Services;
  let world: World;
  const engine = () => createCaller(contextFor(services));
  const secretOf = async (tableKey: string) =>
    (await services.db.query.pokerTable.findFirst({ where: eq(pokerTable.key, tableKey) }))!.secret;
  const commandRows = (locationId: string) =>
    services.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.locationId, locationId))
      .orderBy(asc(auditEntry.seq))
      .then((rows) => rows.filter((r) => r.kind === 'command'));

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    handle = openDatabase(testDb.target, paths.migrationsFolder);
    await handle.migrate();
    services = testServices(handle.db, { now: () => T0 + 999_999 });
    world = await buildWorld(services, `c${randomUUID().slice(0, 6)}`);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await testDb?.drop();
  });

  it('[AUDIT-8] an engine records its operator commands: who, what, when (journal time), the table before and after; once per journal entry', async () => {
    const tableKey = world.own.tableKey;
    const secret = await secretOf(tableKey);
    const staff = world.users.STAFF;
    const seat: EngineCommandRecord = {
      seq: 7,
      time: T0,
      actor: { id: staff.id, type: 'STAFF' },
      command: 'seatPlayer',
      data: { seatIndex: 2, displayName: 'Bob', stack: 200 },
      before: moment(),
      after: moment(),
    };
    const start: EngineCommandRecord = {
      seq: 8,
      time: T0 + 1000,
      actor: { id: staff.id, type: 'STAFF' },
      command: 'startRound',
      data: {},
      before: moment(),
      after: moment({ gameState: 'IN ROUND', roundState: 'ACTION', handNumber: 4 }),
    };
    expect(await engine().table.recordCommands({ tableKey, secret, commands: [seat, start] })).toEqual({
      recorded: 2,
      lastSeq: 8,
    });
    // The answer was lost: the engine ships the batch again, with one more.
    const online: EngineCommandRecord = {
      ...start,
      seq: 9,
      time: T0 + 2000,
      actor: { id: 'apiKey', type: null },
      command: 'setPaused',
      data: { paused: true },
      before: start.after,
      after: { ...start.after, paused: true },
    };
    expect(
      await engine().table.recordCommands({ tableKey, secret, commands: [seat, start, online] }),
    ).toEqual({
      recorded: 1,
      lastSeq: 9,
    });

    const rows = await commandRows(world.own.id);
    expect(
      rows.map((r) => [r.subjectId, r.subjectName, r.actorId, r.actorName, r.actorType, r.source]),
    ).toEqual([
      [`journal:7@${T0}`, 'seatPlayer', staff.id, `STAFF ${world.tag}`, 'STAFF', 'engine'],
      [`journal:8@${T0 + 1000}`, 'startRound', staff.id, `STAFF ${world.tag}`, 'STAFF', 'engine'],
      [`journal:9@${T0 + 2000}`, 'setPaused', null, 'Online API key', null, 'engine'],
    ]);
    expect(rows.map((r) => r.at.getTime())).toEqual([T0, T0 + 1000, T0 + 2000]);
    expect(rows[1]!.before).toEqual(moment());
    expect(rows[1]!.after).toEqual({ ...start.after, data: {} });
    expect(rows[0]!.after).toMatchObject({ data: { displayName: 'Bob', seatIndex: 2 } });

    // The Table Manager reads them with the table's other entries, newest first.
    const page = await world.caller('STAFF').audit.list({ tableKey, kind: 'command', limit: 2 });
    expect(page.entries.map((e) => e.subject?.name)).toEqual(['setPaused', 'startRound']);
    expect(page.entries[1]).toMatchObject({
      source: 'engine',
      actor: { name: `STAFF ${world.tag}`, type: 'STAFF' },
    });
  });

  it('[AUDIT-9] commands need the table secret; another table’s secret, a bad batch or an empty one records nothing', async () => {
    const tableKey = world.own.tableKey;
    const before = (await commandRows(world.own.id)).length;
    const command: EngineCommandRecord = {
      seq: 100,
      time: T0,
      actor: { id: world.users.STAFF.id, type: 'STAFF' },
      command: 'voidHand',
      data: {},
      before: moment(),
      after: moment(),
    };
    const otherSecret = await secretOf(world.other.tableKey);
    expect(
      await codeOf(engine().table.recordCommands({ tableKey, secret: otherSecret, commands: [command] })),
    ).toBe('UNAUTHORIZED');
    const secret = await secretOf(tableKey);
    expect(await codeOf(engine().table.recordCommands({ tableKey, secret, commands: [] }))).toBe(
      'BAD_REQUEST',
    );
    expect(
      await codeOf(engine().table.recordCommands({ tableKey, secret, commands: [{ ...command, seq: 0 }] })),
    ).toBe('BAD_REQUEST');
    expect(await commandRows(world.own.id)).toHaveLength(before);
  });

  it('[AUDIT-12] antenna reads and opened hole-card feeds land as card.read and feed.opened, named for the antennas or the overlay link; the history can leave them out', async () => {
    const tableKey = world.own.tableKey;
    const secret = await secretOf(tableKey);
    const link = await world
      .caller('PRODUCER')
      .overlay.createLink({ tableKey, route: 'overlays', label: 'Main cam' });
    const read: EngineCommandRecord = {
      seq: 200,
      time: T0 + 5000,
      actor: { id: ANTENNA_ACTOR_ID, type: null },
      command: 'cardRead',
      data: { antennaId: 4, tagId: 'E28011606000' },
      before: moment({ gameState: 'IN ROUND', roundState: 'ACTION' }),
      after: moment({ gameState: 'IN ROUND', roundState: 'ACTION' }),
    };
    const viewed = (seq: number, id: string, audience: 'operator' | 'delayed'): EngineCommandRecord => ({
      ...read,
      seq,
      time: T0 + 5000 + seq,
      actor: { id, type: audience === 'operator' ? 'STAFF' : null },
      command: 'feedOpened',
      data: {
        scope: audience === 'operator' ? 'operator' : 'viewer',
        page: 'overlays',
        remote: '10.0.0.7',
        audience,
      },
    });
    const staffFeed = viewed(201, world.users.STAFF.id, 'operator');
    const linkFeed = viewed(202, `link:${link.id}`, 'delayed');
    expect(
      await engine().table.recordCommands({ tableKey, secret, commands: [read, staffFeed, linkFeed] }),
    ).toEqual({
      recorded: 3,
      lastSeq: 202,
    });
    // Shipped again after a lost answer: nothing twice.
    expect(
      await engine().table.recordCommands({ tableKey, secret, commands: [read, staffFeed, linkFeed] }),
    ).toMatchObject({
      recorded: 0,
    });
    const admin = world.caller('ADMIN');
    const reads = await admin.audit.list({ tableKey, kind: 'card.read' });
    expect(
      reads.entries.map((e) => [e.actor.name, e.subject?.name, (e.after as { data: unknown }).data]),
    ).toEqual([['Antennas', 'cardRead', { antennaId: 4, tagId: 'E28011606000' }]]);
    const feeds = await admin.audit.list({ tableKey, kind: 'feed.opened' });
    expect(feeds.entries.map((e) => [e.actor.name, e.actor.type])).toEqual([
      ['Overlay link “Main cam”', null],
      [`STAFF ${world.tag}`, 'STAFF'],
    ]);
    const history = await world
      .caller('STAFF')
      .audit.list({ tableKey, excludeKinds: ['card.read', 'feed.opened'] });
    expect(history.entries.some((e) => e.kind === 'card.read' || e.kind === 'feed.opened')).toBe(false);
    expect(await admin.audit.verify({})).toMatchObject({ ok: true });
  });
});
