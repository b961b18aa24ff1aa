import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_STREAM_DELAY_SECONDS,
  LOCAL_ENGINE_FILE,
  localEngineConfigSchema,
  SOCKET_TOKEN_TTL_MS,
  verifySocketToken,
} from '@railbird/protocol';
import type { TRPCError } from '@trpc/server';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { hand, handPlayer, pokerTable } from '../src/db/schema.js';
import { writeLocalEngineFile } from '../src/engine/local-engine.js';
import { paths } from '../src/paths.js';
import { appRouter } from '../src/routers/index.js';
import { createRateLimiter } from '../src/services/rate-limit.js';
import { insertTable } from '../src/services/tables.js';
import type { Services } from '../src/trpc/context.js';
import { createCallerFactory } from '../src/trpc/init.js';
import { createEspeak } from '../src/tts/espeak.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/databases.js';
import { sampleHand } from './support/hands.js';
import { refusalOf } from './support/outcome.js';
import { contextFor, TEST_ENGINE_SECRET, tempDir, testServices } from './support/services.js';
import { buildWorld, type Caller, type World } from './support/world.js';

const createCaller = createCallerFactory(appRouter);
const NOW = 1_767_300_000_000;

/** The parts of a RIFF/WAVE file a player needs: format, rate, and the sample bytes. */
function decodeWav(bytes: Buffer) {
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
  expect(bytes.toString('ascii', 8, 12)).toBe('WAVE');
  let offset = 12;
  let format:
    | { audioFormat: number; channels: number; sampleRate: number; bitsPerSample: number }
    | undefined;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      format = {
        audioFormat: bytes.readUInt16LE(offset + 8),
        channels: bytes.readUInt16LE(offset + 10),
        sampleRate: bytes.readUInt32LE(offset + 12),
        bitsPerSample: bytes.readUInt16LE(offset + 22),
      };
    }
    if (id === 'data')
      return { format: format!, samples: bytes.subarray(offset + 8, offset + 8 + size), size };
    offset += 8 + size;
  }
  throw new Error('no data chunk');
}

describe.each(databaseKinds)('tables, sockets, hands and speech on %s', (kind) => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  let services: Services;
  let world: World;
  let engine: Caller;
  let dataDir: string;

  const secretOf = async (tableKey: string) =>
    (await services.db.query.pokerTable.findFirst({ where: eq(pokerTable.key, tableKey) }))!.secret;
  const handRows = async () => {
    const [h] = await services.db.select({ n: count() }).from(hand);
    const [p] = await services.db.select({ n: count() }).from(handPlayer);
    return { hands: Number(h!.n), players: Number(p!.n) };
  };

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    handle = openDatabase(testDb.target, paths.migrationsFolder);
    await handle.migrate();
    dataDir = tempDir('railbird-tables-');
    services = testServices(handle.db, {
      now: () => NOW,
      ttsLimiter: createRateLimiter(3, 60_000),
      tablesChanged: async () => {
        await writeLocalEngineFile(handle.db, dataDir, 'http://127.0.0.1:3000', NOW);
      },
    });
    world = await buildWorld(services, `t${randomUUID().slice(0, 6)}`);
    engine = world.caller('signedOut');
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await testDb?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('[SOCK-TOKEN-1] staff get an operator token for a minute; a producer a producer one (Studio commands, delayed feed); both for this table and location', async () => {
    for (const [as, scope] of [
      ['STAFF', 'operator'],
      ['PRODUCER', 'producer'],
    ] as const) {
      const { socketUrl } = await world.caller(as).table.socketUrl({ tableKey: world.own.tableKey });
      const url = new URL(socketUrl);
      expect(`${url.origin}${url.pathname}`).toBe('ws://localhost:5001/');
      expect(url.searchParams.get('table')).toBe(world.own.tableKey);
      const check = await verifySocketToken(
        url.searchParams.get('token')!,
        TEST_ENGINE_SECRET,
        NOW,
        world.own.tableKey,
      );
      expect(check).toEqual({
        ok: true,
        claims: {
          v: 1,
          sub: world.users[as].id,
          tableKey: world.own.tableKey,
          locationId: world.own.id,
          scope,
          adminType: as,
          exp: NOW + SOCKET_TOKEN_TTL_MS,
        },
      });
      expect(
        await verifySocketToken(
          url.searchParams.get('token')!,
          TEST_ENGINE_SECRET,
          NOW + SOCKET_TOKEN_TTL_MS,
        ),
      ).toMatchObject({
        ok: false,
        reason: 'expired',
      });
    }
  });

  it('[SOCK-TOKEN-2] a venue table with an ip is reached on ws://<ip>:5000; a local one on ENGINE_PUBLIC_URL, else the host the browser used', async () => {
    const manager = world.caller('MANAGER');
    await manager.table.create({ key: `${world.tag}-venue`, name: 'Venue', ip: '192.168.1.40' });
    const venue = await manager.table.socketUrl({ tableKey: `${world.tag}-venue` });
    expect(venue.socketUrl).toMatch(/^ws:\/\/192\.168\.1\.40:5000\/\?table=/);

    const cookie = world.users.MANAGER.cookie;
    const viaLan = createCaller(contextFor(services, new Headers({ cookie, host: '10.0.0.7:3000' })));
    expect((await viaLan.table.socketUrl({ tableKey: world.own.tableKey })).socketUrl).toMatch(
      /^ws:\/\/10\.0\.0\.7:5001\//,
    );

    const configured = createCaller(
      contextFor(
        { ...services, engine: { ...services.engine, publicUrl: 'wss://tables.example.com/engine' } },
        new Headers({ cookie, host: '10.0.0.7:3000' }),
      ),
    );
    expect((await configured.table.socketUrl({ tableKey: world.own.tableKey })).socketUrl).toMatch(
      /^wss:\/\/tables\.example\.com\/engine\/\?table=/,
    );
  });

  it('[SOCK-TOKEN-3] an overlay link carries a long-lived viewer token, hidden routes a hiddenViewer one', async () => {
    const producer = world.caller('PRODUCER');
    const link = await producer.overlay.createLink({ tableKey: world.own.tableKey });
    expect(link.path).toMatch(new RegExp(`^/overlays/${world.own.tableKey}\\?key=`));
    expect(link.expiresAt).toEqual(new Date(NOW + 30 * 86_400_000));
    const token = new URLSearchParams(link.path.split('?')[1]).get('key')!;
    expect(
      await verifySocketToken(token, TEST_ENGINE_SECRET, NOW + 29 * 86_400_000, world.own.tableKey),
    ).toMatchObject({
      ok: true,
      claims: { scope: 'viewer', locationId: world.own.id },
    });
    const hidden = await producer.overlay.createLink({
      tableKey: world.own.tableKey,
      route: 'stream-hidden',
      ttlDays: 2,
    });
    expect(hidden.scope).toBe('hiddenViewer');
    expect((await producer.overlay.links({})).map((l) => l.id)).toEqual([hidden.id, link.id]);
    // A local table's overlay finds the engine on its own host; a venue table's link names its engine.
    expect(new URLSearchParams(link.path.split('?')[1]).get('engine')).toBeNull();
    const venue = await insertTable(services.db, world.own.id, {
      key: `venue-${randomUUID().slice(0, 8)}`,
      name: 'Venue',
      variation: 'NLH',
      gameMode: 'CASH',
      ip: '10.0.0.7',
    });
    const venueLink = await producer.overlay.createLink({ tableKey: venue.key });
    expect(new URLSearchParams(venueLink.path.split('?')[1]).get('engine')).toBe('ws://10.0.0.7:5000');
  });

  it('[STUDIO-DEFAULT-DELAY] a table with a working overlay link gets the room’s default delay (30 s until a manager changes it) in local-engine.json; without one, none', async () => {
    const table = await insertTable(services.db, world.own.id, {
      key: `delay-${randomUUID().slice(0, 8)}`,
      name: 'Feature table',
      variation: 'NLH',
      gameMode: 'CASH',
    });
    await services.tablesChanged();
    const read = () =>
      localEngineConfigSchema
        .parse(JSON.parse(readFileSync(join(dataDir, LOCAL_ENGINE_FILE), 'utf8')))
        .tables.find((t) => t.key === table.key)?.defaultStreamDelaySeconds;
    expect(read()).toBeNull();
    const manager = world.caller('MANAGER');
    expect((await manager.location.get({})).defaultStreamDelaySeconds).toBe(DEFAULT_STREAM_DELAY_SECONDS);
    expect((await world.caller('PRODUCER').admin.current()).location.defaultStreamDelaySeconds).toBe(30);

    const link = await world.caller('PRODUCER').overlay.createLink({ tableKey: table.key });
    expect(read()).toBe(30);

    // Only managers and admins change it, within 0–1800 whole seconds; the change reaches the engine.
    for (const as of ['STAFF', 'PRODUCER'] as const) {
      expect(await refusalOf(world.caller(as).location.update({ defaultStreamDelaySeconds: 0 }))).toMatch(
        /^FORBIDDEN: /,
      );
    }
    for (const bad of [-1, 1801, 2.5]) {
      expect(await refusalOf(manager.location.update({ defaultStreamDelaySeconds: bad }))).toMatch(
        /^BAD_REQUEST: [\s\S]*defaultStreamDelaySeconds/,
      );
    }
    expect(await refusalOf(manager.location.update({}))).toMatch(/^BAD_REQUEST: [\s\S]*nothing to change/);
    expect(read()).toBe(30);
    expect(await manager.location.update({ defaultStreamDelaySeconds: 45 })).toMatchObject({
      defaultStreamDelaySeconds: 45,
    });
    expect(read()).toBe(45);
    const entries = await world.caller('ADMIN').audit.list({ kind: 'location.update' });
    expect(entries.entries[0]).toMatchObject({
      before: { defaultStreamDelaySeconds: 30 },
      after: { defaultStreamDelaySeconds: 45 },
    });

    // The last working link revoked: the table is off air; the engine keeps the delay it has.
    await world.caller('PRODUCER').overlay.revokeLink({ id: link.id });
    expect(read()).toBeNull();
    await manager.location.update({ defaultStreamDelaySeconds: DEFAULT_STREAM_DELAY_SECONDS });
  });

  it('[STUDIO-7] a producer revokes an overlay link: listed as revoked, named in local-engine.json for the engine, recorded once', async () => {
    const producer = world.caller('PRODUCER');
    const link = await producer.overlay.createLink({ tableKey: world.own.tableKey, label: 'Main cam' });
    const read = () =>
      localEngineConfigSchema.parse(JSON.parse(readFileSync(join(dataDir, LOCAL_ENGINE_FILE), 'utf8')));
    expect(read().tables.find((t) => t.key === world.own.tableKey)?.revokedLinks).not.toContain(
      `link:${link.id}`,
    );
    const revoked = await producer.overlay.revokeLink({ id: link.id });
    expect(revoked.revokedAt).toEqual(new Date(NOW));
    expect((await producer.overlay.links({})).find((l) => l.id === link.id)?.revokedAt).toEqual(
      new Date(NOW),
    );
    expect(read().tables.find((t) => t.key === world.own.tableKey)?.revokedLinks).toContain(
      `link:${link.id}`,
    );
    // Again: nothing changes, nothing more recorded.
    await producer.overlay.revokeLink({ id: link.id });
    const entries = await world.caller('ADMIN').audit.list({ kind: 'overlay.revokeLink' });
    expect(entries.entries.filter((e) => e.subject?.id === link.id)).toHaveLength(1);
    // Another location's link is not this producer's to revoke.
    const foreign = await world
      .callerWithCookie(world.otherAdmin.cookie)
      .overlay.createLink({ tableKey: world.other.tableKey });
    expect(await refusalOf(producer.overlay.revokeLink({ id: foreign.id }))).toMatch(/^NOT_FOUND/);
  });

  it("[STUDIO-8] the table's OBS is stored for the engine; Studio reads the address and whether a password is set, never the password", async () => {
    const producer = world.caller('PRODUCER');
    const tableKey = world.own.tableKey;
    const read = () =>
      localEngineConfigSchema.parse(JSON.parse(readFileSync(join(dataDir, LOCAL_ENGINE_FILE), 'utf8')));
    expect(await producer.overlay.obs({ tableKey })).toMatchObject({ url: null, hasPassword: false });
    await producer.overlay.setObs({ tableKey, url: 'ws://192.168.1.60:4455', password: 'hunter22' });
    const shown = await producer.overlay.obs({ tableKey });
    expect(shown).toMatchObject({ url: 'ws://192.168.1.60:4455', hasPassword: true });
    expect(JSON.stringify(shown)).not.toContain('hunter22');
    expect(read().tables.find((t) => t.key === tableKey)?.obs).toEqual({
      url: 'ws://192.168.1.60:4455',
      password: 'hunter22',
    });
    // A new address keeps the password; null clears it; a bad address is refused and changes nothing.
    await producer.overlay.setObs({ tableKey, url: 'ws://192.168.1.61:4455' });
    expect(read().tables.find((t) => t.key === tableKey)?.obs?.password).toBe('hunter22');
    expect(await refusalOf(producer.overlay.setObs({ tableKey, url: 'http://obs.local' }))).toMatch(
      /^BAD_REQUEST[\s\S]*ws:\/\/host:port/,
    );
    expect((await producer.overlay.obs({ tableKey })).url).toBe('ws://192.168.1.61:4455');
    await producer.overlay.setObs({ tableKey, url: 'ws://192.168.1.61:4455', password: null });
    expect(read().tables.find((t) => t.key === tableKey)?.obs).toEqual({
      url: 'ws://192.168.1.61:4455',
      password: null,
    });
    const entries = await world.caller('ADMIN').audit.list({ kind: 'studio.setObs' });
    expect(JSON.stringify(entries)).not.toContain('hunter22');
    expect(entries.entries.length).toBeGreaterThanOrEqual(3);
    await producer.overlay.setObs({ tableKey, url: null });
    expect(read().tables.find((t) => t.key === tableKey)?.obs).toBeNull();
  });

  it('[TABLE-1] creating, changing and removing tables rewrites local-engine.json for the engine', async () => {
    const manager = world.caller('MANAGER');
    const key = `${world.tag}-plo8`;
    const created = await manager.table.create({ key, name: 'Hi-lo', variation: 'PLO8', capacity: 6 });
    expect(created.settings.defaultGameSettings.blindLevels[0]).toMatchObject({
      numPlayerCards: 4,
      rankingTypes: ['HIGH_2', 'LOW_8_2'],
      limits: { PREFLOP: 'POT_LIMIT', RIVER: 'POT_LIMIT' },
    });
    const read = () =>
      localEngineConfigSchema.parse(JSON.parse(readFileSync(join(dataDir, LOCAL_ENGINE_FILE), 'utf8')));
    expect(read().tables.find((t) => t.key === key)).toMatchObject({
      variation: 'PLO8',
      locationId: world.own.id,
    });

    await manager.table.update({ tableKey: key, ip: '192.168.1.41' });
    expect(read().tables.find((t) => t.key === key)).toBeUndefined();
    await manager.table.update({ tableKey: key, ip: null });
    const { secret } = await manager.table.rotateSecret({ tableKey: key });
    expect(read().tables.find((t) => t.key === key)?.secret).toBe(secret);
    await manager.table.remove({ tableKey: key });
    expect(read().tables.find((t) => t.key === key)).toBeUndefined();

    expect(await refusalOf(manager.table.create({ key: world.other.tableKey, name: 'Taken' }))).toMatch(
      /^CONFLICT: key:/,
    );
  });

  it('[TABLE-2] settings change part by part and stay valid; the mode is recorded', async () => {
    const manager = world.caller('MANAGER');
    const changed = await manager.table.updateSettings({
      tableKey: world.own.tableKey,
      settings: { capacity: 6, name: 'Feature table' },
    });
    expect(changed.settings.capacity).toBe(6);
    expect(changed.name).toBe('Feature table');
    expect(changed.settings.key).toBe(world.own.tableKey);
    const moded = await world
      .caller('STAFF')
      .table.setMode({ tableKey: world.own.tableKey, mode: 'REGISTER_DECK' });
    expect(moded.mode).toBe('REGISTER_DECK');
    expect(moded.updateTime.getTime()).toBeGreaterThanOrEqual(changed.updateTime.getTime());
  });

  it('[TABLE-3] a change of variation gives every level the new game’s structure and keeps its stakes', async () => {
    const manager = world.caller('MANAGER');
    const key = `${world.tag}-var`;
    const created = await manager.table.create({ key, name: 'Omaha', variation: 'PLO' });
    const game = created.settings.defaultGameSettings;
    const levels = [
      { ...game.blindLevels[0]!, blinds: [5, 10, 0, 0, 0, 0, 0, 0, 0, 0], levelDuration: 1200 },
      { ...game.blindLevels[0]!, index: 1, blinds: [10, 20, 0, 0, 0, 0, 0, 0, 0, 0], breakDuration: 600 },
    ];
    const changed = await manager.table.updateSettings({
      tableKey: key,
      settings: { defaultGameSettings: { ...game, variation: 'PLO8', blindLevels: levels } },
    });
    const after = changed.settings.defaultGameSettings;
    expect(after.variation).toBe('PLO8');
    expect(after.blindLevels.map((l) => l.rankingTypes)).toEqual([
      ['HIGH_2', 'LOW_8_2'],
      ['HIGH_2', 'LOW_8_2'],
    ]);
    expect(
      after.blindLevels.map((l) => [l.blinds[0], l.blinds[1], l.levelDuration, l.breakDuration]),
    ).toEqual([
      [5, 10, 1200, 0],
      [10, 20, 0, 600],
    ]);

    // To a bring-in game the blinds become the bring-in and small bet.
    const stud = await manager.table.updateSettings({
      tableKey: key,
      settings: { defaultGameSettings: { ...after, variation: 'STUD' } },
    });
    expect(stud.settings.defaultGameSettings.blindLevels[0]).toMatchObject({
      bringIn: 5,
      smallBet: 10,
      numBoardCards: 0,
    });
    expect(stud.settings.defaultGameSettings.blindLevels[0]!.blinds.every((b) => b === 0)).toBe(true);
    await manager.table.remove({ tableKey: key });
  });

  // Over HTTP the message reads `settings.defaultGameSettings.shotClockDuration: …` (wire.test.ts).
  it('[TABLE-4] a bad setting is BAD_REQUEST naming the field, and nothing is saved', async () => {
    const manager = world.caller('MANAGER');
    const before = await manager.table.get({ tableKey: world.own.tableKey });
    const game = before.settings.defaultGameSettings;
    expect(
      await refusalOf(
        manager.table.updateSettings({
          tableKey: world.own.tableKey,
          settings: { defaultGameSettings: { ...game, shotClockDuration: -5 } },
        }),
      ),
    ).toMatch(/^BAD_REQUEST: [\s\S]*shotClockDuration/);
    const after = await manager.table.get({ tableKey: world.own.tableKey });
    expect(after.settings).toEqual(before.settings);
    expect(after.updateTime).toEqual(before.updateTime);
  });

  it('[INGEST-1] a hand is stored with its PHH and one row of statistics facts per player', async () => {
    const secret = await secretOf(world.own.tableKey);
    const guest = sampleHand(world.own.tableKey);
    guest.players[2]!.playerId = world.own.playerId;
    guest.players[1]!.playerId = world.other.playerId; // not this location's: kept as a guest
    const ack = await engine.table.ingestHand({ tableKey: world.own.tableKey, secret, hand: guest });
    expect(ack).toMatchObject({ handId: guest.handId, tableKey: world.own.tableKey, handNumber: 1 });
    expect(ack.acceptedAt).toBeInstanceOf(Date);

    const stored = await services.db.query.hand.findFirst({ where: eq(hand.id, guest.handId) });
    expect(stored).toMatchObject({ phh: guest.phh, locationId: world.own.id, bigBlind: 2, showdown: false });
    const players = await services.db.query.handPlayer.findMany({
      where: eq(handPlayer.handId, guest.handId),
      orderBy: handPlayer.playerIndex,
    });
    expect(
      players.map((p) => [p.displayName, p.position, p.net, p.won, p.handClass, p.primeProduct, p.playerId]),
    ).toEqual([
      ['Ann', 'sb', -6, false, 'AKs', 82, null],
      ['Bob', 'bb', -2, false, '72o', 51, null],
      ['Cat', 'btn', 8, true, 'QQ', 1369, world.own.playerId],
    ]);
    // Decision times from the engine's clock: Cat raised 4 s after the deal, Ann called 2.5 s later…
    expect(players[2]).toMatchObject({ tankLongest: 4000, tankTotal: 7000, tankDecisions: 2 });
    expect(players[0]!.counts.vpip).toEqual({ done: 1, opportunities: 1 });
    expect(players[1]!.counts.vpip).toEqual({ done: 0, opportunities: 1 });
    expect(players[2]!.counts.pfr).toEqual({ done: 1, opportunities: 1 });
  });

  it('[INGEST-2] sending the same hand again answers the same ack and writes nothing, even at the same moment', async () => {
    const secret = await secretOf(world.own.tableKey);
    const h = sampleHand(world.own.tableKey, { handNumber: 2 });
    const input = { tableKey: world.own.tableKey, secret, hand: h };
    const first = await engine.table.ingestHand(input);
    const before = await handRows();
    const again = await engine.table.ingestHand(input);
    expect(again).toEqual(first);
    expect(await handRows()).toEqual(before);

    const racing = sampleHand(world.own.tableKey, { handNumber: 3 });
    const acks = await Promise.all(
      [1, 2, 3].map(() => engine.table.ingestHand({ tableKey: world.own.tableKey, secret, hand: racing })),
    );
    expect(new Set(acks.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await handRows()).toEqual({ hands: before.hands + 1, players: before.players + 3 });
  });

  it('[INGEST-3] a wrong secret, an unknown table or a rotated secret is UNAUTHORIZED, and nothing is written', async () => {
    const before = await handRows();
    const h = sampleHand(world.own.tableKey);
    const wrong = 'x'.repeat(43);
    expect(
      await refusalOf(engine.table.ingestHand({ tableKey: world.own.tableKey, secret: wrong, hand: h })),
    ).toMatch(/^UNAUTHORIZED/);
    expect(
      await refusalOf(
        engine.table.ingestHand({
          tableKey: 'no-such-table',
          secret: wrong,
          hand: { ...h, tableKey: 'no-such-table' },
        }),
      ),
    ).toMatch(/^UNAUTHORIZED/);
    // The other location's secret does not open this table.
    const otherSecret = await secretOf(world.other.tableKey);
    expect(
      await refusalOf(
        engine.table.ingestHand({ tableKey: world.own.tableKey, secret: otherSecret, hand: h }),
      ),
    ).toMatch(/^UNAUTHORIZED/);
    const old = await secretOf(world.own.tableKey);
    await world.caller('MANAGER').table.rotateSecret({ tableKey: world.own.tableKey });
    expect(
      await refusalOf(engine.table.ingestHand({ tableKey: world.own.tableKey, secret: old, hand: h })),
    ).toMatch(/^UNAUTHORIZED/);
    expect(await handRows()).toEqual(before);
  });

  it('[INGEST-4] a hand that does not replay, or disagrees with its history, is BAD_REQUEST naming the field', async () => {
    const secret = await secretOf(world.own.tableKey);
    const before = await handRows();
    const send = (changes: Parameters<typeof sampleHand>[1]) =>
      refusalOf(
        engine.table.ingestHand({
          tableKey: world.own.tableKey,
          secret,
          hand: sampleHand(world.own.tableKey, changes),
        }),
      );
    const base = sampleHand(world.own.tableKey);
    // A raise to 3 is less than a full raise over the big blind of 2.
    expect(await send({ phh: base.phh.replace('"p3 cbr 6"', '"p3 cbr 3"') })).toMatch(
      /^BAD_REQUEST: hand\.phh: the hand does not replay at action 4: /,
    );
    expect(await send({ phh: base.phh.replace(', "p1 f"]', ']') })).toMatch(
      /^BAD_REQUEST: hand\.phh: the hand does not replay/,
    );
    expect(await send({ phh: 'variant = ' })).toMatch(/^BAD_REQUEST: hand\.phh: /);
    expect(await send({ variation: 'PLO' })).toMatch(/^BAD_REQUEST: hand\.variation: the PHH plays NLH/);
    expect(
      await send({ players: base.players.map((p, i) => (i === 2 ? { ...p, finishingStack: 210 } : p)) }),
    ).toMatch(
      /^BAD_REQUEST: hand\.players\.2\.finishingStack: replaying the PHH leaves this player with 208/,
    );
    expect(await send({ tableKey: world.other.tableKey })).toMatch(/^BAD_REQUEST: hand\.tableKey/);
    expect(await handRows()).toEqual(before);
  });

  it('[INGEST-5] a hand id already stored for another table is a CONFLICT', async () => {
    const h = sampleHand(world.own.tableKey);
    await engine.table.ingestHand({
      tableKey: world.own.tableKey,
      secret: await secretOf(world.own.tableKey),
      hand: h,
    });
    const reused = { ...h, tableKey: world.other.tableKey };
    expect(
      await refusalOf(
        engine.table.ingestHand({
          tableKey: world.other.tableKey,
          secret: await secretOf(world.other.tableKey),
          hand: reused,
        }),
      ),
    ).toMatch(/^CONFLICT: hand\.handId/);
  });

  it('[APIKEY-1] an online table’s engine may ask about an apiKey: members watch (producers read-only), others are refused', async () => {
    const online = await insertTable(services.db, world.own.id, {
      key: `online-${randomUUID().slice(0, 8)}`,
      name: 'Online',
      variation: 'NLH',
      gameMode: 'CASH',
    });
    const ask = (apiKey: string, secret = online.secret, tableKey = online.key) =>
      engine.table.verifyApiKey({ tableKey, apiKey, secret });
    expect(await ask(world.users.STAFF.id)).toEqual({ scope: 'operator' });
    expect(await ask(world.users.PRODUCER.id)).toEqual({ scope: 'viewer' });
    expect(await refusalOf(ask(world.otherAdmin.id))).toMatch(/^FORBIDDEN: /);
    expect(await refusalOf(ask('nobody-at-all'))).toMatch(/^FORBIDDEN: /);
    expect(await refusalOf(ask(world.users.STAFF.id, 'x'.repeat(32)))).toMatch(/^UNAUTHORIZED: /);
    // A table reached with socket tokens is not opened by an apiKey.
    const local = await secretOf(world.own.tableKey);
    expect(await refusalOf(ask(world.users.STAFF.id, local, world.own.tableKey))).toMatch(
      /^BAD_REQUEST: tableKey: /,
    );
  });

  it('[TTS-1] a short sentence comes back as base64 audio that decodes to a WAV of non-zero length', async () => {
    const base64 = await world
      .caller('PRODUCER')
      .ai.textToSpeech({ text: 'Seat four raises to twelve hundred.' });
    expect(base64).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const wav = decodeWav(Buffer.from(base64, 'base64'));
    expect(wav.format).toMatchObject({ audioFormat: 1, channels: 1, bitsPerSample: 16 });
    expect(wav.size).toBeGreaterThan(0);
    expect(wav.samples.length).toBe(wav.size);
    const seconds = wav.size / (wav.format.sampleRate * 2);
    expect(seconds).toBeGreaterThan(0.5);
    expect(seconds).toBeLessThan(10);
    // Not silence: some sample is loud.
    let peak = 0;
    for (let i = 0; i + 1 < wav.samples.length; i += 2)
      peak = Math.max(peak, Math.abs(wav.samples.readInt16LE(i)));
    expect(peak).toBeGreaterThan(1000);
  });

  it('[TTS-2] each admin may ask a few times a minute, then TOO_MANY_REQUESTS', async () => {
    const staff = world.caller('STAFF');
    const codes: string[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        await staff.ai.textToSpeech({ text: 'Flop.' }).then(
          () => 'ok',
          (e: TRPCError) => e.code,
        ),
      );
    }
    expect(codes).toEqual(['ok', 'ok', 'ok', 'TOO_MANY_REQUESTS']);
    // Another admin has a budget of their own.
    await expect(world.caller('MANAGER').ai.textToSpeech({ text: 'Turn.' })).resolves.toBeTypeOf('string');
  });

  it('[TTS-3] without espeak-ng the answer says so: SERVICE_UNAVAILABLE naming what to install', async () => {
    const missing = createCaller(
      contextFor(
        {
          ...services,
          tts: createEspeak({ command: '/nonexistent/espeak-ng' }),
          ttsLimiter: createRateLimiter(9, 60_000),
        },
        new Headers({ cookie: world.users.ADMIN.cookie }),
      ),
    );
    const error = (await missing.ai.textToSpeech({ text: 'River.' }).catch((e: unknown) => e)) as TRPCError;
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toMatch(/espeak-ng is not installed.*apt-get install espeak-ng/);
  });
});
