import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../src/app.js';
import { loadServerConfig } from '../src/config.js';
import { csvField } from '../src/http/event-results-csv.js';
import { createLogger } from '../src/log.js';
import { createPlayer } from '../src/services/players.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/databases.js';
import { runningEvent } from './support/events.js';
import { tempDir } from './support/services.js';
import { buildWorld, type World } from './support/world.js';

// Issue 17: GET /api/events/{eventId}/results.csv over real HTTP.
describe.each(databaseKinds)('event results as CSV on %s', (kind) => {
  let testDb: TestDatabase;
  let server: RunningServer;
  let dir: string;
  let world: World;
  let eventId: string;
  const csv = (id: string, cookie?: string, method = 'GET') =>
    fetch(`${server.url}/api/events/${id}/results.csv`, { method, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    dir = tempDir('railbird-events-csv-');
    const config = loadServerConfig(
      { PORT: '0', HOST: '127.0.0.1', RAILBIRD_DATA_DIR: join(dir, 'data'), AUTH_SIGN_IN_LIMIT: '0' },
      { cwd: dir, defaultWebDistDir: join(dir, 'web') },
    );
    server = await startServer(config, createLogger('silent'), { database: testDb.target });
    world = await buildWorld(server.services, `v${Date.now().toString(36)}`);
    const names = ['Ann "The Shark" Lee', 'Bo, Jr.', '=HYPERLINK("http://x")'];
    const ids: string[] = [];
    for (const displayName of names)
      ids.push((await createPlayer(server.services.db, world.own.id, { displayName })).id);
    const manager = world.caller('MANAGER');
    eventId = await runningEvent(manager, ids, { name: 'Friday, late' });
    await manager.event.eliminate({ eventId, playerId: ids[2]!, eliminatedBy: ids[0] });
    await manager.event.eliminate({ eventId, playerId: ids[1]!, eliminatedBy: ids[0] });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await testDb?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('[EVENT-CSV-1] a member of the location downloads the results: a header row, one row per place, RFC 4180 quoting, no formula', async () => {
    const res = await csv(eventId, world.users.PRODUCER.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Friday-late-results.csv"');
    const text = await res.text();
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')).toEqual([
      'Place,Player,Handle,Payout,Points,Bounties won,Buy-ins,Re-entries,Rebuys,Add-ons,Status',
      // Three entries: the winner takes all (330 of 3 × 110, fees 30 out).
      '1,"Ann ""The Shark"" Lee",,300,0,0,1,0,0,0,in play',
      '2,"Bo, Jr.",,0,0,0,1,0,0,0,out',
      `3,"'=HYPERLINK(""http://x"")",,0,0,0,1,0,0,0,out`,
      '',
    ]);
  });

  it('[EVENT-CSV-2] signed out is 401, another location’s member 403, an unknown event 404, an address that does not decode 400, a POST 405', async () => {
    expect((await csv(eventId)).status).toBe(401);
    expect((await csv(eventId, world.otherAdmin.cookie)).status).toBe(403);
    expect((await csv(eventId, world.users.noLocation.cookie)).status).toBe(403);
    expect((await csv('no-such-event', world.users.STAFF.cookie)).status).toBe(404);
    expect((await csv('%E0%A4%A', world.users.STAFF.cookie)).status).toBe(400);
    expect((await csv(eventId, world.users.STAFF.cookie, 'POST')).status).toBe(405);
  });

  it('[EVENT-CSV-3] fields are quoted only when they hold a comma, a quote or a line break; formulas are defused', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('-1+2')).toBe("'-1+2");
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
  });
});
