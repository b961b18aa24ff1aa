import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { verifySocketToken } from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { auditEntry, player, waitingEntry } from '../src/db/schema.js';
import { paths } from '../src/paths.js';
import { codeOf } from './support/outcome.js';
import { testServices } from './support/services.js';
import { buildWorld, type World } from './support/world.js';

// Issue 16: check-in at /signin/{tableKey}.
describe('check-in at a table', () => {
  let handle: DatabaseHandle;
  let world: World;
  let secret: string;

  beforeAll(async () => {
    handle = openDatabase({ kind: 'pglite', dataDir: undefined }, paths.migrationsFolder);
    await handle.migrate();
    const services = testServices(handle.db);
    secret = services.engine.secret;
    world = await buildWorld(services, `c${randomUUID().slice(0, 6)}`);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  /**
   * The phone in any format it could be written in (digits with separators between the groups, or
   * the last seven together). Not four digits alone: a record's random ids and hashes hold any four
   * digits now and then (CI once found "7001" in one).
   */
  const PHONE_7001 = /555\D{0,2}010\D{0,1}7001|0107001/;

  it('[CHECKIN-1] a new player registers by phone, and the same phone in any format is then recognised — never answered with a phone', async () => {
    const staff = world.caller('STAFF');
    const tableKey = world.own.tableKey;
    expect(await staff.checkIn.lookup({ tableKey, phone: '(555) 010-7001' })).toBeNull();
    const ava = await staff.checkIn.register({
      tableKey,
      phone: '(555) 010-7001',
      displayName: 'Ava Reyes',
      handle: '@ava',
      bio: 'Tuesdays.',
    });
    expect(ava).toEqual({ id: ava.id, displayName: 'Ava Reyes', handle: '@ava', profileUrl: null });
    const again = await staff.checkIn.lookup({ tableKey, phone: '555 010 7001' });
    expect(again).toEqual(ava);
    expect(JSON.stringify(again)).not.toMatch(PHONE_7001);
    const stored = await handle.db.query.player.findFirst({ where: eq(player.id, ava.id) });
    expect(stored?.phone).toBe('+15550107001');
    expect(stored?.locationId).toBe(world.own.id);
    // Audited without the phone.
    const audit = await handle.db.select().from(auditEntry).where(eq(auditEntry.subjectId, ava.id));
    expect(audit.map((a) => a.kind)).toEqual(['checkIn.register']);
    expect(audit[0]!.content).not.toMatch(PHONE_7001);
  });

  it('[CHECKIN-2] a phone already known at the location is CONFLICT with a clear message and writes nothing', async () => {
    const staff = world.caller('STAFF');
    const tableKey = world.own.tableKey;
    await staff.checkIn.register({ tableKey, phone: '555-010-7002', displayName: 'Bo' });
    const count = async () => (await handle.db.select({ n: sql<number>`count(*)::int` }).from(player))[0]!.n;
    const before = await count();
    const auditBefore = (await handle.db.select().from(auditEntry)).length;
    const error = await staff.checkIn
      .register({ tableKey, phone: '+1 555 010 7002', displayName: 'Bo Again' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('CONFLICT');
    expect((error as TRPCError).message).toMatch(/already has that phone number/);
    expect(await count()).toBe(before);
    expect((await handle.db.select().from(auditEntry)).length).toBe(auditBefore);
    // The index holds even when the check is raced: a direct duplicate insert is refused.
    await expect(
      handle.db
        .insert(player)
        .values({ id: randomUUID(), locationId: world.own.id, displayName: 'Dup', phone: '+15550107002' }),
    ).rejects.toThrow();
    // Another location may know the same phone: it is a different room.
    const otherAdmin = world.callerWithCookie(world.otherAdmin.cookie);
    await expect(
      otherAdmin.checkIn.register({
        tableKey: world.other.tableKey,
        phone: '555-010-7002',
        displayName: 'Bo',
      }),
    ).resolves.toMatchObject({ displayName: 'Bo' });
  });

  it('[CHECKIN-3] a table of another location is FORBIDDEN for lookup and register', async () => {
    const staff = world.caller('STAFF');
    expect(await codeOf(staff.checkIn.lookup({ tableKey: world.other.tableKey, phone: '5550107003' }))).toBe(
      'FORBIDDEN',
    );
    expect(
      await codeOf(
        staff.checkIn.register({ tableKey: world.other.tableKey, phone: '5550107003', displayName: 'X' }),
      ),
    ).toBe('FORBIDDEN');
  });

  it('[CHECKIN-4] the waiting list is first come first called, names only, joined once, and left', async () => {
    const staff = world.caller('STAFF');
    const tableKey = world.own.tableKey;
    const a = await staff.checkIn.register({ tableKey, phone: '555-010-7011', displayName: 'Cy' });
    const b = await staff.checkIn.register({ tableKey, phone: '555-010-7012', displayName: 'Di' });
    await staff.checkIn.waitingList.join({ tableKey, playerId: a.id });
    await staff.checkIn.waitingList.join({ tableKey, playerId: b.id });
    const list = await staff.checkIn.waitingList.join({ tableKey, playerId: a.id });
    expect(list.map((e) => e.displayName)).toEqual(['Cy', 'Di']);
    expect(JSON.stringify(list)).not.toMatch(/701[12]/);
    const after = await staff.checkIn.waitingList.leave({ tableKey, playerId: a.id });
    expect(after.map((e) => e.displayName)).toEqual(['Di']);
    expect((await staff.checkIn.waitingList.list({ tableKey })).map((e) => e.playerId)).toEqual([b.id]);
    // Leaving twice changes nothing; another location's player cannot be put on the list.
    await staff.checkIn.waitingList.leave({ tableKey, playerId: a.id });
    expect(await codeOf(staff.checkIn.waitingList.join({ tableKey, playerId: world.other.playerId }))).toBe(
      'FORBIDDEN',
    );
    const kinds = (await handle.db.select().from(auditEntry).where(eq(auditEntry.subjectId, a.id))).map(
      (r) => r.kind,
    );
    expect(kinds).toEqual(['checkIn.register', 'waitingList.join', 'waitingList.leave']);
    await staff.checkIn.waitingList.leave({ tableKey, playerId: b.id });
    expect(await handle.db.select().from(waitingEntry)).toEqual([]);
  });

  it('[CHECKIN-5] the kiosk socket token may only seat players: scope checkIn, for this table', async () => {
    const { socketUrl } = await world.caller('STAFF').checkIn.socketUrl({ tableKey: world.own.tableKey });
    const token = new URL(socketUrl).searchParams.get('token')!;
    const check = await verifySocketToken(token, secret, Date.now(), world.own.tableKey);
    expect(check.ok && check.claims.scope).toBe('checkIn');
  });

  it('[CHECKIN-6] migration 0006 keeps a shared phone on the first player and clears it from later ones', async () => {
    const db = handle.db;
    await db.execute(sql.raw('DROP INDEX "player_location_phone_idx"'));
    const first = randomUUID();
    const later = randomUUID();
    await db.insert(player).values([
      {
        id: first,
        locationId: world.own.id,
        displayName: 'First',
        phone: '+15550107099',
        createdAt: new Date(1),
      },
      {
        id: later,
        locationId: world.own.id,
        displayName: 'Later',
        phone: '+15550107099',
        createdAt: new Date(2),
      },
    ]);
    const migration = readFileSync(join(paths.migrationsFolder, '0006_check_in.sql'), 'utf8');
    const statements = migration.split('--> statement-breakpoint');
    await db.execute(sql.raw(statements[0]!));
    await db.execute(sql.raw(statements.at(-1)!));
    const phoneOf = async (id: string) => (await db.select().from(player).where(eq(player.id, id)))[0]!.phone;
    expect(await phoneOf(first)).toBe('+15550107099');
    expect(await phoneOf(later)).toBeNull();
  });
});
