import { randomUUID } from 'node:crypto';
import { emptyPlayerStats, toAnalytics } from '@railbird/poker';
import { analyticsSchema, type CompletedHandInput, overlayAllTimeStatsSchema } from '@railbird/protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { playerStats, pokerTable } from '../src/db/schema.js';
import { issueSocketToken } from '../src/engine/socket-url.js';
import { paths } from '../src/paths.js';
import { appRouter } from '../src/routers/index.js';
import { overlayAnalytics } from '../src/services/overlay-stats.js';
import type { Services } from '../src/trpc/context.js';
import { createCallerFactory } from '../src/trpc/init.js';
import { playedHand, type SeatedPlayer } from './support/hands.js';
import { codeOf } from './support/outcome.js';
import { contextFor, TEST_ENGINE_SECRET, testServices } from './support/services.js';
import { buildWorld, type World } from './support/world.js';

const createCaller = createCallerFactory(appRouter);
const T0 = 1_767_700_000_000;
const MIN = 60_000;
/** Check-in photos as the kiosk stores them: small data:image URLs. */
const ANA_PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const CY_PHOTO =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////2wBDAf//////////////////////////////////////////////////////////////////////////////////////wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAL/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCdABmX/9k=';

describe('[OVERLAY-STATS] overlays read all-time statistics with their link token', () => {
  let handle: DatabaseHandle;
  let services: Services;
  let world: World;
  let secret: string;
  let ana: SeatedPlayer;
  let bo: SeatedPlayer;
  let cyId: string;
  let linkToken: string;
  let linkId: string;
  const guest: SeatedPlayer = { playerId: null, displayName: 'Walk-in' };
  const publicCaller = () => createCaller(contextFor(services));

  beforeAll(async () => {
    handle = openDatabase({ kind: 'pglite', dataDir: undefined }, paths.migrationsFolder);
    await handle.migrate();
    services = testServices(handle.db);
    world = await buildWorld(services, `os${randomUUID().slice(0, 6)}`);
    const table = await services.db.query.pokerTable.findFirst({
      where: eq(pokerTable.key, world.own.tableKey),
    });
    secret = table!.secret;
    const staff = world.caller('STAFF');
    ana = {
      playerId: (
        await staff.player.create({
          displayName: 'Ana',
          phone: '555-010-0101',
          handle: '@ana_secret_handle',
          bio: 'a bio overlays do not read here',
          profileUrl: ANA_PHOTO,
        })
      ).id,
      displayName: 'Ana',
    };
    bo = { playerId: (await staff.player.create({ displayName: 'Bo' })).id, displayName: 'Bo' };
    // Checked in with a photo, but no hand played yet.
    cyId = (await staff.player.create({ displayName: 'Cy', phone: '555-010-0303', profileUrl: CY_PHOTO })).id;
    const ingest = (h: CompletedHandInput) =>
      publicCaller().table.ingestHand({ tableKey: h.tableKey, secret, hand: h });
    for (let i = 0; i < 6; i++)
      await ingest(
        playedHand({
          tableKey: world.own.tableKey,
          seed: 900 + i,
          players: i % 2 === 0 ? [ana, bo, guest] : [ana, guest],
          startedAt: T0 + i * 3 * MIN,
        }),
      );
    const link = await world.caller('PRODUCER').overlay.createLink({ tableKey: world.own.tableKey });
    linkToken = link.token;
    linkId = link.id;
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  const storedAllTime = async (playerId: string) => {
    const [row] = await services.db
      .select()
      .from(playerStats)
      .where(and(eq(playerStats.playerId, playerId), eq(playerStats.grouping, 'all')));
    return row!.stats;
  };

  it('[OVERLAY-STATS-1] the server counts become the analytics shape the overlays read, extras the shape lacks dropped', async () => {
    const stats = await storedAllTime(ana.playerId!);
    const analytics = overlayAnalytics(stats);
    expect(analyticsSchema.safeParse(analytics).success).toBe(true);
    expect(analytics.handsPlayed).toBe(6);
    expect(analytics.vpip).toEqual(stats.counts.vpip);
    expect(analytics.earnings).toBe(stats.earnings);
    expect(Object.keys(analytics).sort()).toEqual(
      Object.keys(analyticsSchema.parse(toAnalytics(stats))).sort(),
    );
    expect(overlayAnalytics(emptyPlayerStats())).toMatchObject({
      handsPlayed: 0,
      bb100: null,
      luckScore: null,
    });
  });

  it('[OVERLAY-STATS-2] a valid link token answers each asked player of its location: all-time figures in the analytics shape and picture, no contact field', async () => {
    const answer = await publicCaller().overlay.allTimeStats({
      key: linkToken,
      tableKey: world.own.tableKey,
      playerIds: [ana.playerId!, bo.playerId!, cyId, 'nobody-such', ana.playerId!],
    });
    expect(overlayAllTimeStatsSchema.safeParse(answer).success).toBe(true);
    expect(answer.players.map((p) => p.playerId)).toEqual([ana.playerId, bo.playerId, cyId].sort());
    const byId = new Map(answer.players.map((p) => [p.playerId, p]));
    expect(byId.get(ana.playerId!)).toEqual({
      playerId: ana.playerId,
      analytics: overlayAnalytics(await storedAllTime(ana.playerId!)),
      profileUrl: ANA_PHOTO,
    });
    expect(byId.get(bo.playerId!)!.analytics!.handsPlayed).toBe(3);
    expect(byId.get(bo.playerId!)!.profileUrl).toBeNull();
    // No hand yet: still answered, for the picture, with no figures (the overlay keeps the session's).
    expect(byId.get(cyId)).toEqual({ playerId: cyId, analytics: null, profileUrl: CY_PHOTO });
    const text = JSON.stringify(answer);
    expect(text).not.toMatch(/0100101|010-0101|0100303|010-0303|phone|secret_handle|bio/);
  });

  it('[OVERLAY-STATS-3] another location’s player is never answered, even asked by id', async () => {
    const other = world.callerWithCookie(world.otherAdmin.cookie);
    const stranger = await other.player.create({ displayName: 'Stranger', profileUrl: ANA_PHOTO });
    const answer = await publicCaller().overlay.allTimeStats({
      key: linkToken,
      tableKey: world.own.tableKey,
      playerIds: [stranger.id, world.other.playerId],
    });
    expect(answer.players).toEqual([]);
  });

  it('[OVERLAY-STATS-4] a wrong, forged, expired, revoked, other-table or other-location token is UNAUTHORIZED', async () => {
    const call = (key: string, tableKey = world.own.tableKey) =>
      codeOf(publicCaller().overlay.allTimeStats({ key, tableKey, playerIds: [ana.playerId!] }));
    const own = { tableKey: world.own.tableKey, locationId: world.own.id, scope: 'viewer' as const };
    // Garbage, and a signature made with another secret.
    expect(await call('not-a-token')).toBe('UNAUTHORIZED');
    const forged = await issueSocketToken(
      { sub: `link:${linkId}`, ...own, ttlMs: 60_000, now: Date.now() },
      'another-secret-that-is-32-characters-long',
    );
    expect(await call(forged)).toBe('UNAUTHORIZED');
    // The real link's token at another table's key.
    expect(await call(linkToken, world.other.tableKey)).toBe('UNAUTHORIZED');
    // Expired.
    const expired = await issueSocketToken(
      { sub: `link:${linkId}`, ...own, ttlMs: 1000, now: Date.now() - 10_000 },
      TEST_ENGINE_SECRET,
    );
    expect(await call(expired)).toBe('UNAUTHORIZED');
    // Signed right but not an overlay link's: an operator's, or a link that does not exist.
    const operator = await issueSocketToken(
      { sub: world.users.STAFF.id, ...own, scope: 'operator', adminType: 'STAFF', now: Date.now() },
      TEST_ENGINE_SECRET,
    );
    expect(await call(operator)).toBe('UNAUTHORIZED');
    const noLink = await issueSocketToken(
      { sub: 'link:made-up', ...own, now: Date.now() },
      TEST_ENGINE_SECRET,
    );
    expect(await call(noLink)).toBe('UNAUTHORIZED');
    // The other location's link, presented for its own table, may not claim this location.
    const otherLink = await world
      .callerWithCookie(world.otherAdmin.cookie)
      .overlay.createLink({ tableKey: world.other.tableKey });
    const otherAnswer = await publicCaller().overlay.allTimeStats({
      key: otherLink.token,
      tableKey: world.other.tableKey,
      playerIds: [ana.playerId!],
    });
    expect(otherAnswer.players).toEqual([]);
    const claimsOwn = await issueSocketToken(
      { sub: `link:${otherLink.id}`, ...own, now: Date.now() },
      TEST_ENGINE_SECRET,
    );
    expect(await call(claimsOwn)).toBe('UNAUTHORIZED');
    // Revoked: refused from then on.
    expect(await call(linkToken)).toBe('ok');
    await world.caller('PRODUCER').overlay.revokeLink({ id: linkId });
    expect(await call(linkToken)).toBe('UNAUTHORIZED');
  });
});
