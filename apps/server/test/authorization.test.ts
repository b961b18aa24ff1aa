import { randomUUID } from 'node:crypto';
import { ADMIN_TYPE_RANK, type AdminType } from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { location, pokerTable } from '../src/db/schema.js';
import { paths } from '../src/paths.js';
import { createPlayer } from '../src/services/players.js';
import { insertTable } from '../src/services/tables.js';
import type { Services } from '../src/trpc/context.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/databases.js';
import { eventInput, newPlayers, openEvent, runningEvent } from './support/events.js';
import { sampleHand } from './support/hands.js';
import { testServices } from './support/services.js';
import {
  addMember,
  buildWorld,
  type CallerName,
  callPath,
  newInvitation,
  newLocation,
  procedurePaths,
  signUp,
  type World,
} from './support/world.js';

type Least = AdminType | 'authed' | 'public';
type Outcome = 'ok' | TRPCError['code'];

interface Case {
  /** The least caller the procedure admits (DESIGN.md §4). */
  least: Least;
  /** Valid input aimed at the caller's own location; made afresh for every call. */
  own?: (w: World, as: CallerName) => unknown;
  /** Input aimed at the other location's data; every admitted caller gets FORBIDDEN. */
  other?: (w: World) => unknown;
  /** Undoes what a successful call changed that would spoil later calls. */
  after?: (w: World, as: CallerName, result: unknown) => Promise<void>;
  /** Outcomes that differ from the rule, by caller. */
  exceptions?: Partial<Record<CallerName, Outcome>>;
}

let services: Services;
let counter = 0;
const fresh = (what: string) => `${what}${++counter}`;

const ownTable = (w: World) => ({ tableKey: w.own.tableKey });
const otherTable = (w: World) => ({ tableKey: w.other.tableKey });
const otherLocation = (w: World) => ({ locationId: w.other.id });
const freshMember = async (w: World) => {
  const u = await signUp(services, `${fresh('member')}-${w.tag}@example.com`, 'Fresh member');
  await addMember(services, w.own.id, u.id, 'STAFF');
  return { userId: u.id };
};
const freshTable = async (w: World) => {
  const row = await insertTable(services.db, w.own.id, {
    key: fresh(`${w.tag}-x`),
    name: 'Fresh',
    variation: 'NLH',
    gameMode: 'CASH',
  });
  return { tableKey: row.key };
};
/** Issue 18: a hand stored at the table of the own (or the other) location, for `hand.get`. */
const storedHand = async (w: World, which: 'own' | 'other') => {
  const tableKey = w[which].tableKey;
  const table = await services.db.query.pokerTable.findFirst({ where: eq(pokerTable.key, tableKey) });
  const hand = sampleHand(tableKey);
  await callPath(w.caller('signedOut'), 'table.ingestHand', { tableKey, secret: table!.secret, hand });
  return { handId: hand.handId };
};
/** Issue 18: a report's range (a day), for every table or one table of the own (or the other) location. */
const reportRange = (w: World, which?: 'own' | 'other') => ({
  from: new Date('2026-01-01T00:00:00Z'),
  to: new Date('2026-01-02T00:00:00Z'),
  ...(which ? { tableKey: w[which].tableKey } : {}),
});
/** An event of the other location, made by its admin. */
const otherEvent = async (w: World) => openEvent(w.callerWithCookie(w.otherAdmin.cookie));
const deleteLocation = async (id: string) => {
  await services.db.delete(location).where(eq(location.id, id));
};

/** Every procedure of the router, with who may call it and inputs for the own and the other location. */
const cases: Record<string, Case> = {
  'admin.current': { least: 'PRODUCER' },
  'admin.isValid': { least: 'PRODUCER' },
  'admin.updateProfile': { least: 'authed', own: () => ({ phone: '(555) 010-1234' }) },
  'admin.userId': { least: 'authed' },
  'ai.textToSpeech': { least: 'PRODUCER', own: () => ({ text: 'Hi.' }) },
  'audit.list': {
    least: 'STAFF',
    own: (w) => ({ tableKey: w.own.tableKey }),
    other: (w) => ({ tableKey: w.other.tableKey }),
  },
  'audit.verify': { least: 'ADMIN', own: () => ({}), other: otherLocation },
  'audit.exportChain': { least: 'ADMIN', own: () => ({}), other: otherLocation },
  'checkIn.lookup': {
    least: 'STAFF',
    own: (w) => ({ ...ownTable(w), phone: '555-010-4242' }),
    other: (w) => ({ ...otherTable(w), phone: '555-010-4242' }),
  },
  'checkIn.register': {
    least: 'STAFF',
    own: (w) => ({
      ...ownTable(w),
      phone: `555-02${String(++counter).padStart(5, '0')}`,
      displayName: 'Kiosk walk-in',
    }),
    other: (w) => ({ ...otherTable(w), phone: '555-020-9999', displayName: 'Nope' }),
  },
  'checkIn.socketUrl': { least: 'STAFF', own: ownTable, other: otherTable },
  'checkIn.waitingList.join': {
    least: 'STAFF',
    own: (w) => ({ ...ownTable(w), playerId: w.own.playerId }),
    other: (w) => ({ ...otherTable(w), playerId: w.other.playerId }),
  },
  'checkIn.waitingList.leave': {
    least: 'STAFF',
    own: (w) => ({ ...ownTable(w), playerId: w.own.playerId }),
    other: (w) => ({ ...otherTable(w), playerId: w.other.playerId }),
  },
  'checkIn.waitingList.list': { least: 'STAFF', own: ownTable, other: otherTable },
  // Issue 17: each call gets an event of its own, made by the location's ADMIN (or the other's).
  'event.chop': { least: 'STAFF', own: () => ({ method: 'ICM', stacks: [600, 400], prizes: [70, 30] }) },
  'event.create': { least: 'MANAGER', own: () => eventInput() },
  'event.eliminate': {
    least: 'STAFF',
    own: async (w) => {
      const players = await newPlayers(services.db, w.own.id, fresh('Out '), 3);
      return {
        eventId: await runningEvent(w.caller('ADMIN'), players),
        playerId: players[2]!,
        eliminatedBy: players[0],
      };
    },
    other: async (w) => ({ eventId: await otherEvent(w), playerId: w.other.playerId }),
  },
  'event.enter': {
    least: 'STAFF',
    own: async (w) => ({
      eventId: await openEvent(w.caller('ADMIN')),
      playerId: w.own.playerId,
      kind: 'BUY_IN',
      levelIndex: 0,
    }),
    other: async (w) => ({ eventId: await otherEvent(w), playerId: w.other.playerId, kind: 'BUY_IN' }),
  },
  'event.get': {
    least: 'STAFF',
    own: async (w) => ({ eventId: await openEvent(w.caller('ADMIN')) }),
    other: async (w) => ({ eventId: await otherEvent(w) }),
  },
  'event.list': { least: 'STAFF', own: () => ({}), other: otherLocation },
  'event.reinstate': {
    least: 'MANAGER',
    own: async (w) => {
      const players = await newPlayers(services.db, w.own.id, fresh('Back '), 3);
      const eventId = await runningEvent(w.caller('ADMIN'), players);
      await w.caller('ADMIN').event.eliminate({ eventId, playerId: players[1]! });
      return { eventId, playerId: players[1]! };
    },
    other: async (w) => ({ eventId: await otherEvent(w), playerId: w.other.playerId }),
  },
  'event.remove': {
    least: 'MANAGER',
    own: async (w) => ({ eventId: await openEvent(w.caller('ADMIN')) }),
    other: async (w) => ({ eventId: await otherEvent(w) }),
  },
  'event.setPayouts': {
    least: 'MANAGER',
    own: async (w) => ({ eventId: await openEvent(w.caller('ADMIN')), shares: [60, 40] }),
    other: async (w) => ({ eventId: await otherEvent(w), shares: [100] }),
  },
  'event.setRegistration': {
    least: 'MANAGER',
    own: async (w) => ({ eventId: await openEvent(w.caller('ADMIN')), open: false }),
    other: async (w) => ({ eventId: await otherEvent(w), open: true }),
  },
  'event.setStatus': {
    least: 'MANAGER',
    own: async (w) => {
      const players = await newPlayers(services.db, w.own.id, fresh('Start '), 2);
      const eventId = await openEvent(w.caller('ADMIN'));
      for (const playerId of players)
        await w.caller('ADMIN').event.enter({ eventId, playerId, kind: 'BUY_IN', levelIndex: 0 });
      return { eventId, status: 'RUNNING' };
    },
    other: async (w) => ({ eventId: await otherEvent(w), status: 'FINISHED' }),
  },
  'event.standings': { least: 'STAFF', own: () => ({ league: 'Tuesday league' }) },
  'event.update': {
    least: 'MANAGER',
    own: async (w) => ({ eventId: await openEvent(w.caller('ADMIN')), name: 'Renamed turbo' }),
    other: async (w) => ({ eventId: await otherEvent(w), name: 'Nope' }),
  },
  'hand.get': { least: 'PRODUCER', own: (w) => storedHand(w, 'own'), other: (w) => storedHand(w, 'other') },
  'hand.list': { least: 'PRODUCER', own: ownTable, other: otherTable },
  'hand.sessions': { least: 'PRODUCER', own: ownTable, other: otherTable },
  'location.acceptInvitation': {
    least: 'authed',
    // An invitation to a third location, addressed to the caller; the membership is undone after.
    own: async (w, as) => {
      if (as === 'signedOut') return { invitationId: 'none' };
      const locationId = await newLocation(services, fresh('Invite place '));
      await addMember(services, locationId, w.otherAdmin.id, 'ADMIN');
      return { invitationId: await newInvitation(services, locationId, w.otherAdmin.id, w.users[as].email) };
    },
    // Another admin's invitation is not the caller's to accept.
    other: (w) => ({ invitationId: w.other.invitationId }),
    after: async (_w, _as, result) => deleteLocation((result as { locationId: string }).locationId),
  },
  'location.cancelInvitation': {
    least: 'ADMIN',
    own: async (w) => ({
      invitationId: await newInvitation(services, w.own.id, w.users.ADMIN.id, `${fresh('c')}@example.com`),
    }),
    other: (w) => ({ invitationId: w.other.invitationId }),
  },
  'location.create': {
    least: 'authed',
    own: () => ({ name: 'A new room' }),
    after: async (_w, _as, result) => deleteLocation((result as { id: string }).id),
  },
  'location.get': { least: 'PRODUCER', own: () => ({}), other: otherLocation },
  'location.invitations': { least: 'ADMIN' },
  'location.invite': {
    least: 'ADMIN',
    own: (w) => ({ email: `${fresh('new-staff')}-${w.tag}@example.com`, adminType: 'STAFF' }),
  },
  'location.list': { least: 'authed' },
  'location.members': { least: 'ADMIN' },
  'location.removeMember': {
    least: 'ADMIN',
    own: freshMember,
    other: (w) => ({ userId: w.otherAdmin.id }),
  },
  'location.setMemberType': {
    least: 'ADMIN',
    own: async (w) => ({ ...(await freshMember(w)), adminType: 'MANAGER' }),
    other: (w) => ({ userId: w.otherAdmin.id, adminType: 'STAFF' }),
  },
  'location.switch': {
    least: 'authed',
    own: (w) => ({ locationId: w.own.id }),
    other: otherLocation,
    // Someone who belongs nowhere cannot switch to the own location either.
    exceptions: { noLocation: 'FORBIDDEN' },
  },
  'location.update': { least: 'MANAGER', own: (w) => ({ name: `Own ${w.tag}` }) },
  'notification.list': { least: 'PRODUCER', own: () => ({}), other: otherLocation },
  'notification.markAllRead': { least: 'PRODUCER' },
  'notification.markRead': {
    least: 'PRODUCER',
    own: (w) => ({ ids: [w.own.notificationId] }),
    other: (w) => ({ ids: [w.other.notificationId] }),
  },
  'notification.support': {
    least: 'PRODUCER',
    own: () => ({ body: 'The shot clock is stuck.', page: '/manager' }),
  },
  'notification.unreadCount': { least: 'PRODUCER' },
  'overlay.allTimeStats': {
    // Overlays are not signed in: the link's token is the credential (overlay-stats.test.ts).
    least: 'public',
    own: async (w) => ({
      key: (await w.caller('ADMIN').overlay.createLink({ tableKey: w.own.tableKey })).token,
      tableKey: w.own.tableKey,
      playerIds: [w.own.playerId],
    }),
  },
  'overlay.createLink': { least: 'PRODUCER', own: ownTable, other: otherTable },
  'overlay.links': { least: 'PRODUCER', own: () => ({}), other: otherLocation },
  'overlay.obs': { least: 'PRODUCER', own: ownTable, other: otherTable },
  'overlay.revokeLink': {
    least: 'PRODUCER',
    own: async (w) => ({ id: (await w.caller('ADMIN').overlay.createLink({ tableKey: w.own.tableKey })).id }),
    // Another location's link is NOT_FOUND from here, not FORBIDDEN: [STUDIO-7] pins it.
  },
  'overlay.saveSkin': {
    least: 'PRODUCER',
    own: () => ({ name: 'House', key: 'house', primaryColor: '#112233', secondaryColor: '#ffffff' }),
  },
  'overlay.setObs': {
    least: 'PRODUCER',
    own: (w) => ({ tableKey: w.own.tableKey, url: 'ws://127.0.0.1:4455' }),
    other: (w) => ({ tableKey: w.other.tableKey, url: 'ws://127.0.0.1:4455' }),
  },
  'overlay.skins': { least: 'PRODUCER', own: () => ({}), other: otherLocation },
  // A phone names one player per location (issue 16): every admitted caller creates a fresh one.
  'player.create': {
    least: 'STAFF',
    own: () => ({ displayName: 'Walk-in', phone: `555-01${String(++counter).padStart(5, '0')}` }),
  },
  'player.get': {
    least: 'STAFF',
    own: (w) => ({ playerId: w.own.playerId }),
    other: (w) => ({ playerId: w.other.playerId }),
  },
  'player.handMatch': {
    least: 'PRODUCER',
    own: (w) => ({ playerId: w.own.playerId, cards: ['SA', 'HA'] }),
    other: (w) => ({ playerId: w.other.playerId, cards: ['SA', 'HA'] }),
  },
  'player.earnings': {
    least: 'STAFF',
    own: (w) => ({ playerId: w.own.playerId }),
    other: (w) => ({ playerId: w.other.playerId }),
  },
  'player.handCount': {
    least: 'STAFF',
    own: (w) => ({ playerId: w.own.playerId }),
    other: (w) => ({ playerId: w.other.playerId }),
  },
  'player.hands': {
    least: 'STAFF',
    own: (w) => ({ playerId: w.own.playerId }),
    other: (w) => ({ playerId: w.other.playerId }),
  },
  'player.list': { least: 'STAFF', own: () => ({}), other: otherLocation },
  // An admitted caller gets past the door to the walk of the seat's hands: none here, NOT_FOUND
  // (player-claim.test.ts plays the hands that are taken).
  'player.claimSeatHands': {
    least: 'STAFF',
    own: (w) => ({ playerId: w.own.playerId, tableKey: w.own.tableKey, seatIndex: 2, displayName: 'Nobody' }),
    other: (w) => ({ playerId: w.other.playerId, tableKey: w.own.tableKey, seatIndex: 2, displayName: 'X' }),
    exceptions: { STAFF: 'NOT_FOUND', MANAGER: 'NOT_FOUND', ADMIN: 'NOT_FOUND' },
  },
  'player.merge': {
    least: 'MANAGER',
    own: async (w) => {
      const keep = await createPlayer(services.db, w.own.id, { displayName: fresh('Keep ') });
      const merge = await createPlayer(services.db, w.own.id, { displayName: fresh('Merge ') });
      return { keepId: keep.id, mergeId: merge.id };
    },
    other: (w) => ({ keepId: w.own.playerId, mergeId: w.other.playerId }),
  },
  'player.overview': {
    least: 'PRODUCER',
    own: (w) => ({ playerId: w.own.playerId }),
    other: (w) => ({ playerId: w.other.playerId }),
  },
  'player.recomputeStats': { least: 'MANAGER', own: () => ({}), other: otherLocation },
  'player.startingHands': {
    least: 'PRODUCER',
    own: (w) => ({ playerId: w.own.playerId }),
    other: (w) => ({ playerId: w.other.playerId }),
  },
  'player.stats': {
    least: 'PRODUCER',
    own: (w) => ({ playerId: w.own.playerId, grouping: 'session' }),
    other: (w) => ({ playerId: w.other.playerId }),
  },
  'player.update': {
    least: 'STAFF',
    own: (w) => ({ playerId: w.own.playerId, bio: 'Plays every Tuesday.' }),
    other: (w) => ({ playerId: w.other.playerId, bio: 'x' }),
  },
  // Issue 18: any admin reads the location's reports; another location's table is FORBIDDEN.
  'report.activity': {
    least: 'PRODUCER',
    own: (w) => reportRange(w, 'own'),
    other: (w) => reportRange(w, 'other'),
  },
  'report.events': { least: 'PRODUCER', own: (w) => reportRange(w) },
  'report.players': {
    least: 'PRODUCER',
    own: (w) => reportRange(w, 'own'),
    other: (w) => reportRange(w, 'other'),
  },
  'report.tables': {
    least: 'PRODUCER',
    own: (w) => reportRange(w, 'own'),
    other: (w) => reportRange(w, 'other'),
  },
  'report.variations': {
    least: 'PRODUCER',
    own: (w) => reportRange(w, 'own'),
    other: (w) => reportRange(w, 'other'),
  },
  'system.echo': { least: 'public', own: () => ({ at: new Date(0) }) },
  'system.echoPost': { least: 'public', own: () => ({ ids: new Set([1, 2]) }) },
  'table.create': { least: 'MANAGER', own: (w) => ({ key: fresh(`${w.tag}-new`), name: 'New table' }) },
  'table.engineSecret': { least: 'MANAGER', own: ownTable, other: otherTable },
  'table.get': { least: 'PRODUCER', own: ownTable, other: otherTable },
  'table.ingestHand': {
    // Engines are not admins: the table's secret is the credential (table-ingest.test.ts).
    least: 'public',
    own: async (w) => {
      const table = await services.db.query.pokerTable.findFirst({
        where: eq(pokerTable.key, w.own.tableKey),
      });
      return { tableKey: w.own.tableKey, secret: table!.secret, hand: sampleHand(w.own.tableKey) };
    },
  },
  'table.recordCommands': {
    // Engines: the table's secret is the credential (audit-commands.test.ts).
    least: 'public',
    own: async (w) => {
      const table = await services.db.query.pokerTable.findFirst({
        where: eq(pokerTable.key, w.own.tableKey),
      });
      const moment = {
        tableMode: 'GAME',
        gameState: 'STANDBY',
        roundState: 'WAITING FOR ROUND START',
        handNumber: 0,
        paused: false,
      } as const;
      return {
        tableKey: w.own.tableKey,
        secret: table!.secret,
        commands: [
          {
            seq: 1,
            time: 1,
            actor: { id: w.users.STAFF.id, type: 'STAFF' },
            command: 'setPaused',
            data: {},
            before: moment,
            after: moment,
          },
        ],
      };
    },
  },
  'table.verifyApiKey': {
    // Engines again: the online table's secret is the credential (engine-auth.test.ts).
    least: 'public',
    own: async (w) => {
      const row = await insertTable(services.db, w.own.id, {
        key: fresh(`online-${w.tag}-`),
        name: 'Online',
        variation: 'NLH',
        gameMode: 'CASH',
      });
      return { tableKey: row.key, apiKey: w.users.STAFF.id, secret: row.secret };
    },
  },
  'table.list': { least: 'PRODUCER', own: () => ({}), other: otherLocation },
  'table.remove': { least: 'MANAGER', own: freshTable, other: otherTable },
  'table.rotateSecret': { least: 'MANAGER', own: ownTable, other: otherTable },
  'table.setMode': {
    least: 'STAFF',
    own: (w) => ({ ...ownTable(w), mode: 'GAME' }),
    other: (w) => ({ ...otherTable(w), mode: 'GAME' }),
  },
  'table.socketUrl': { least: 'PRODUCER', own: ownTable, other: otherTable },
  'table.update': {
    least: 'MANAGER',
    own: (w) => ({ ...ownTable(w), name: 'Renamed' }),
    other: (w) => ({ ...otherTable(w), name: 'Renamed' }),
  },
  'table.updateSettings': {
    least: 'MANAGER',
    own: (w) => ({ ...ownTable(w), settings: { isLeftHanded: true } }),
    other: (w) => ({ ...otherTable(w), settings: { isLeftHanded: true } }),
  },
};

const CALLERS: CallerName[] = ['signedOut', 'noLocation', 'PRODUCER', 'STAFF', 'MANAGER', 'ADMIN'];

/** The rule: signed out → UNAUTHORIZED; not a member, or below the least type → FORBIDDEN; else ok. */
function expected(c: Case, as: CallerName): Outcome {
  const exception = c.exceptions?.[as];
  if (exception) return exception;
  if (c.least === 'public') return 'ok';
  if (as === 'signedOut') return 'UNAUTHORIZED';
  if (c.least === 'authed') return 'ok';
  if (as === 'noLocation') return 'FORBIDDEN';
  return ADMIN_TYPE_RANK[as] >= ADMIN_TYPE_RANK[c.least] ? 'ok' : 'FORBIDDEN';
}

async function outcomeOf(
  call: Promise<unknown>,
): Promise<{ outcome: Outcome; result?: unknown; message?: string }> {
  try {
    return { outcome: 'ok', result: await call };
  } catch (error) {
    if (error instanceof TRPCError) return { outcome: error.code, message: error.message };
    throw error;
  }
}

describe.each(databaseKinds)('authorization matrix on %s', (kind) => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  let world: World;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    handle = openDatabase(testDb.target, paths.migrationsFolder);
    await handle.migrate();
    services = testServices(handle.db);
    world = await buildWorld(services, `m${randomUUID().slice(0, 6)}`);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await testDb?.drop();
  });

  it('[AUTHZ-0] the matrix covers every procedure of the router', () => {
    expect(Object.keys(cases).sort()).toEqual(procedurePaths());
  });

  it.each(Object.keys(cases))(
    '[AUTHZ-1] %s answers each admin type, own location, other location and signed out as its least type says',
    async (path) => {
      const c = cases[path]!;
      const seen: string[] = [];
      for (const as of CALLERS) {
        const want = expected(c, as);
        const input = await c.own?.(world, as);
        const got = await outcomeOf(callPath(world.caller(as), path, input));
        seen.push(
          `${as}/own: ${got.outcome}${got.outcome === want ? '' : ` (want ${want}: ${got.message})`}`,
        );
        if (got.outcome === 'ok') await c.after?.(world, as, got.result);

        if (c.other && want === 'ok') {
          const other = await outcomeOf(callPath(world.caller(as), path, await c.other(world)));
          seen.push(
            `${as}/other: ${other.outcome}${other.outcome === 'FORBIDDEN' ? '' : ` (want FORBIDDEN: ${other.message})`}`,
          );
        }
      }
      expect(seen.filter((line) => line.includes('want'))).toEqual([]);
    },
    30_000,
  );

  it('[AUTHZ-2] another location is FORBIDDEN even for its own data shapes: never an empty list', async () => {
    const admin = world.caller('ADMIN');
    for (const path of ['table.list', 'player.list', 'notification.list', 'overlay.links', 'overlay.skins']) {
      const got = await outcomeOf(callPath(admin, path, { locationId: world.other.id }));
      expect(got.outcome, path).toBe('FORBIDDEN');
    }
    // …while the own location's list is not empty.
    const tables = (await admin.table.list({})) as Array<{ key: string }>;
    expect(tables.map((t) => t.key)).toContain(world.own.tableKey);
    expect(tables.map((t) => t.key)).not.toContain(world.other.tableKey);
  });
});
