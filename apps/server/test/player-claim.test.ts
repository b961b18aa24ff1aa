import { randomUUID } from 'node:crypto';
import type { CompletedHandInput } from '@railbird/protocol';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { handPlayer, pokerTable } from '../src/db/schema.js';
import { paths } from '../src/paths.js';
import { appRouter } from '../src/routers/index.js';
import type { Services } from '../src/trpc/context.js';
import { createCallerFactory } from '../src/trpc/init.js';
import { playedHand, type SeatedPlayer } from './support/hands.js';
import { refusalOf } from './support/outcome.js';
import { contextFor, testServices } from './support/services.js';
import { buildWorld, type World } from './support/world.js';

const createCaller = createCallerFactory(appRouter);
const MIN = 60_000;

// Issue 16, "players seated without check-in can be linked to a record later, and their hands follow":
// the engine's identifyPlayer links the seat from now on; player.claimSeatHands takes what it played.
describe('a walk-in linked to their record later', () => {
  let handle: DatabaseHandle;
  let services: Services;
  let world: World;
  let secret: string;
  let seed = 900;
  const now = Date.now();
  // Seats are the players' order (support/hands.ts): the walk-in sits at seat 3 (index 2).
  const walkIn: SeatedPlayer = { playerId: null, displayName: 'Seat 3' };
  const regular: SeatedPlayer = { playerId: null, displayName: 'Regular' };
  const other: SeatedPlayer = { playerId: null, displayName: 'Other guest' };

  const play = async (minutesAgo: number, players: SeatedPlayer[]) => {
    const h: CompletedHandInput = playedHand({
      tableKey: world.own.tableKey,
      seed: seed++,
      players,
      startedAt: now - minutesAgo * MIN,
    });
    await createCaller(contextFor(services)).table.ingestHand({ tableKey: h.tableKey, secret, hand: h });
    return h;
  };
  const unlinkedAtSeat3 = async () =>
    (
      await services.db
        .select()
        .from(handPlayer)
        .where(
          and(
            eq(handPlayer.locationId, world.own.id),
            eq(handPlayer.seatIndex, 2),
            isNull(handPlayer.playerId),
          ),
        )
    ).length;

  beforeAll(async () => {
    handle = openDatabase({ kind: 'pglite', dataDir: undefined }, paths.migrationsFolder);
    await handle.migrate();
    services = testServices(handle.db);
    world = await buildWorld(services, `pc${randomUUID().slice(0, 6)}`);
    const table = await services.db.query.pokerTable.findFirst({
      where: eq(pokerTable.key, world.own.tableKey),
    });
    secret = table!.secret;
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('[LINK-1] the hands of this sitting become the player’s and their statistics follow; an earlier person at that seat keeps theirs', async () => {
    // Two hours ago another "Seat 3" played there (another person: past a session gap), then someone
    // else sat there; the walk-in has played four hands in the last twenty minutes.
    await play(130, [regular, other, walkIn]);
    await play(125, [regular, other, walkIn]);
    await play(60, [regular, walkIn, other]);
    for (const ago of [20, 15, 10, 5]) await play(ago, [regular, other, walkIn]);
    const staff = world.caller('STAFF');
    const rosa = await staff.player.create({ displayName: 'Rosa Link', handle: '@rosa' });
    expect((await staff.player.handCount({ playerId: rosa.id })).hands).toBe(0);

    const result = await staff.player.claimSeatHands({
      playerId: rosa.id,
      tableKey: world.own.tableKey,
      seatIndex: 2,
      displayName: 'Seat 3',
    });
    expect(result.claimed).toBe(4);
    expect((await staff.player.handCount({ playerId: rosa.id })).hands).toBe(4);
    const stats = await staff.player.stats({ playerId: rosa.id });
    expect(stats.rows[0]?.handsPlayed).toBe(4);
    // The earlier "Seat 3" two hours ago (two hands) and the other guest an hour ago stay nobody's.
    expect(await unlinkedAtSeat3()).toBe(3);

    const audit = await world.caller('ADMIN').audit.list({ kind: 'player.claimSeatHands' });
    expect(audit.entries[0]).toMatchObject({
      kind: 'player.claimSeatHands',
      tableKey: world.own.tableKey,
      subject: { id: rosa.id, name: 'Rosa Link' },
      after: { handsClaimed: 4 },
    });
  });

  it('[LINK-2] nothing to take, another location’s player or a seat that does not exist is refused and changes nothing', async () => {
    const staff = world.caller('STAFF');
    const sam = await staff.player.create({ displayName: 'Sam Link' });
    const before = await unlinkedAtSeat3();
    // Seat 3's hands of this sitting were taken by LINK-1: nothing is left to take.
    expect(
      await refusalOf(
        staff.player.claimSeatHands({
          playerId: sam.id,
          tableKey: world.own.tableKey,
          seatIndex: 2,
          displayName: 'Seat 3',
        }),
      ),
    ).toMatch(/^NOT_FOUND: No unlinked hands of Seat 3 at seat 3/);
    const foreign = world.other.playerId;
    expect(
      await refusalOf(
        staff.player.claimSeatHands({
          playerId: foreign,
          tableKey: world.own.tableKey,
          seatIndex: 2,
          displayName: 'Seat 3',
        }),
      ),
    ).toMatch(/^FORBIDDEN/);
    expect(
      await refusalOf(
        staff.player.claimSeatHands({
          playerId: sam.id,
          tableKey: world.own.tableKey,
          seatIndex: 10,
          displayName: 'Seat 3',
        }),
      ),
    ).toMatch(/^BAD_REQUEST[\s\S]*a table has at most 10 seats/);
    expect(await unlinkedAtSeat3()).toBe(before);
    expect((await staff.player.handCount({ playerId: sam.id })).hands).toBe(0);
  });
});
