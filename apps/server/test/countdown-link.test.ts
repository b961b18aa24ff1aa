/**
 * Issue 15: a countdown link made by the server carries the time it counts down to (and its words),
 * so the room's countdown screen never opens on "No start time" when the producer gave one.
 */
import { randomUUID } from 'node:crypto';
import { verifySocketToken } from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { paths } from '../src/paths.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/databases.js';
import { TEST_ENGINE_SECRET, testServices } from './support/services.js';
import { buildWorld, type World } from './support/world.js';

const NOW = 1_767_300_000_000;

describe.each(databaseKinds)('countdown links on %s', (kind) => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  let world: World;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    handle = openDatabase(testDb.target, paths.migrationsFolder);
    await handle.migrate();
    world = await buildWorld(testServices(handle.db, { now: () => NOW }), `c${randomUUID().slice(0, 6)}`);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await testDb?.drop();
  });

  it('[LINK-CD-1] a countdown link carries its time (ISO) and label in the query, with a hiddenViewer token for its table', async () => {
    const producer = world.caller('PRODUCER');
    const startsAt = NOW + 90 * 60_000;
    const link = await producer.overlay.createLink({
      tableKey: world.own.tableKey,
      route: 'countdown',
      countdown: { to: startsAt, label: '  Main event & side  ' },
    });
    expect(link.path).toMatch(new RegExp(`^/countdown/${world.own.tableKey}\\?key=`));
    const query = new URLSearchParams(link.path.split('?')[1]);
    expect(query.get('to')).toBe(new Date(startsAt).toISOString());
    expect(Date.parse(query.get('to')!)).toBe(startsAt);
    expect(query.get('label')).toBe('Main event & side');
    expect(link.scope).toBe('hiddenViewer');
    expect(
      await verifySocketToken(query.get('key')!, TEST_ENGINE_SECRET, NOW, world.own.tableKey),
    ).toMatchObject({ ok: true, claims: { scope: 'hiddenViewer', locationId: world.own.id } });

    // Without a time the link still names its table and key: the screen counts to the live table.
    const live = await producer.overlay.createLink({ tableKey: world.own.tableKey, route: 'countdown' });
    const liveQuery = new URLSearchParams(live.path.split('?')[1]);
    expect(liveQuery.get('to')).toBeNull();
    expect(liveQuery.get('key')).toBeTruthy();
  });

  it('[LINK-CD-2] a countdown time on another route, or one that is not a time, is refused naming the field', async () => {
    const producer = world.caller('PRODUCER');
    const codeOf = async (input: Parameters<typeof producer.overlay.createLink>[0]) => {
      try {
        await producer.overlay.createLink(input);
        return 'ok';
      } catch (error) {
        if (!(error instanceof TRPCError)) throw error;
        const issues = (error.cause as { issues?: { path: PropertyKey[] }[] } | undefined)?.issues ?? [];
        return `${error.code}: ${issues.map((i) => i.path.join('.')).join(', ')}`;
      }
    };
    const tableKey = world.own.tableKey;
    expect(await codeOf({ tableKey, route: 'stream', countdown: { to: NOW } })).toBe(
      'BAD_REQUEST: countdown',
    );
    expect(await codeOf({ tableKey, route: 'countdown', countdown: { to: 1_000 } })).toBe(
      'BAD_REQUEST: countdown.to',
    );
    expect(await codeOf({ tableKey, route: 'countdown', countdown: { to: NOW, label: ' ' } })).toBe(
      'BAD_REQUEST: countdown.label',
    );
  });
});
