import { randomUUID } from 'node:crypto';
import {
  addPlayerHand,
  type Card,
  emptyPlayerStats,
  handFacts,
  matchHand,
  type PlayerStats,
  parsePhh,
  replay,
} from '@railbird/poker';
import type { CompletedHandInput } from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { event, handPlayer, playerStats, pokerTable } from '../src/db/schema.js';
import { paths } from '../src/paths.js';
import { appRouter } from '../src/routers/index.js';
import { createPlayer } from '../src/services/players.js';
import { insertTable } from '../src/services/tables.js';
import type { Services } from '../src/trpc/context.js';
import { createCallerFactory } from '../src/trpc/init.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/databases.js';
import { playedHand, type SeatedPlayer } from './support/hands.js';
import { contextFor, testServices } from './support/services.js';
import { buildWorld, type World } from './support/world.js';

const createCaller = createCallerFactory(appRouter);
const T0 = 1_767_400_000_000;
const MIN = 60_000;

/** Numbers rounded to 9 significant digits: sums added in another order may differ in the last bits. */
function rounded(value: unknown): unknown {
  if (typeof value === 'number') return value === 0 ? 0 : Number(value.toPrecision(9));
  if (Array.isArray(value)) return value.map(rounded);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, rounded(v)]),
    );
  return value;
}

/** A player's facts of a hand computed here from the PHH alone (no clock, no equity). */
function plainFacts(h: CompletedHandInput, playerIndex: number) {
  const parsed = parsePhh(h.phh);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const replayed = replay(parsed.hand);
  if (!replayed.ok) throw new Error(replayed.error.message);
  return handFacts(parsed.hand.config, replayed.events).players[playerIndex]!;
}

/** The parts of an aggregate that neither decision times nor all-in equity enter. */
const plainPart = (s: PlayerStats) => ({
  handsPlayed: s.handsPlayed,
  handsWon: s.handsWon,
  handsLost: s.handsLost,
  earnings: s.earnings,
  bigBlindsWon: s.bigBlindsWon,
  counts: s.counts,
  rfiByPosition: s.rfiByPosition,
  startingHandStrengths: s.startingHandStrengths,
  handMatches: s.handMatches,
  largestPotWon: s.largestPotWon,
});

describe.each(databaseKinds)('player statistics aggregates on %s', (kind) => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  let services: Services;
  let world: World;
  let secrets: Record<string, string>;
  let tableA: string;
  let tableB: string;
  let eventId: string;
  let otherEventId: string;
  let ann: SeatedPlayer;
  let bob: SeatedPlayer;
  let cat: SeatedPlayer;
  const guest: SeatedPlayer = { playerId: null, displayName: 'Walk-in' };
  const sent: CompletedHandInput[] = [];
  let seed = 100;

  const engine = () => createCaller(contextFor(services));
  const ingest = async (h: CompletedHandInput) => {
    await engine().table.ingestHand({ tableKey: h.tableKey, secret: secrets[h.tableKey]!, hand: h });
    sent.push(h);
    return h;
  };
  const play = (
    tableKey: string,
    minute: number,
    players: SeatedPlayer[],
    extra: { variation?: 'NLH' | 'PLO'; eventId?: string | null } = {},
  ) => playedHand({ tableKey, seed: seed++, players, startedAt: T0 + minute * MIN, ...extra });
  const rowsOf = async (playerId?: string) =>
    (
      await services.db
        .select()
        .from(playerStats)
        .where(
          and(
            eq(playerStats.locationId, world.own.id),
            playerId ? eq(playerStats.playerId, playerId) : undefined,
          ),
        )
        .orderBy(asc(playerStats.playerId), asc(playerStats.grouping), asc(playerStats.groupKey))
    ).map(({ updatedAt: _, ...row }) => row);
  const rowOf = async (playerId: string, grouping: string, groupKey: string) =>
    (await rowsOf(playerId)).find((r) => r.grouping === grouping && r.groupKey === groupKey);
  /** What the test expects for one player over some sent hands, added here by the stats module. */
  const expectedOver = (playerId: string, hands: readonly CompletedHandInput[]) => {
    const stats = emptyPlayerStats();
    for (const h of hands) {
      const seat = h.players.find((p) => p.playerId === playerId);
      if (seat) addPlayerHand(stats, plainFacts(h, seat.playerIndex));
    }
    return stats;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    handle = openDatabase(testDb.target, paths.migrationsFolder);
    await handle.migrate();
    services = testServices(handle.db);
    world = await buildWorld(services, `s${randomUUID().slice(0, 6)}`);
    tableA = world.own.tableKey;
    tableB = (
      await insertTable(services.db, world.own.id, {
        key: `${world.tag}-b`,
        name: 'B',
        variation: 'PLO',
        gameMode: 'CASH',
      })
    ).key;
    secrets = {};
    for (const key of [tableA, tableB]) {
      const row = await services.db.query.pokerTable.findFirst({ where: eq(pokerTable.key, key) });
      secrets[key] = row!.secret;
    }
    const person = async (displayName: string) => ({
      playerId: (await createPlayer(services.db, world.own.id, { displayName })).id,
      displayName,
    });
    ann = await person('Ann');
    bob = await person('Bob');
    cat = await person('Cat');
    eventId = randomUUID();
    otherEventId = randomUUID();
    await services.db.insert(event).values([
      {
        id: eventId,
        locationId: world.own.id,
        name: 'Tuesday league',
        startTime: new Date(T0),
        maxPlayers: 60,
      },
      {
        id: otherEventId,
        locationId: world.other.id,
        name: 'Elsewhere',
        startTime: new Date(T0),
        maxPlayers: 9,
      },
    ]);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await testDb?.drop();
  });

  it('[AGG-1] storing a hand adds it to each registered player’s all-time, variation, event and session aggregates, as the stats module adds it', async () => {
    const first = await ingest(play(tableA, 0, [ann, bob, cat, guest]));
    const second = await ingest(play(tableA, 2, [ann, bob, cat, guest]));
    const third = await ingest(play(tableA, 4, [ann, bob, cat]));
    // Table B plays PLO in the event; an event of another location is not this hand's.
    const plo = await ingest(play(tableB, 5, [ann, bob], { variation: 'PLO', eventId }));
    const foreign = await ingest(play(tableB, 7, [bob, cat], { variation: 'PLO', eventId: otherEventId }));

    for (const p of [ann, bob, cat]) {
      const all = await rowOf(p.playerId!, 'all', '');
      expect(plainPart(all!.stats), p.displayName).toEqual(plainPart(expectedOver(p.playerId!, sent)));
      expect(all!.handsPlayed).toBe(all!.stats.handsPlayed);
      expect(all!.earnings).toBe(all!.stats.earnings);
      // Counts, never percentages: every ratio statistic is {done, opportunities}.
      for (const count of Object.values(all!.stats.counts))
        expect(Object.keys(count).sort()).toEqual(['done', 'opportunities']);
    }
    const annNlh = await rowOf(ann.playerId!, 'variation', 'NLH');
    expect(plainPart(annNlh!.stats)).toEqual(plainPart(expectedOver(ann.playerId!, [first, second, third])));
    expect((await rowOf(ann.playerId!, 'variation', 'PLO'))!.handsPlayed).toBe(1);
    expect((await rowOf(ann.playerId!, 'event', eventId))!.stats).toEqual(
      (await rowOf(ann.playerId!, 'variation', 'PLO'))!.stats,
    );
    expect(await rowOf(bob.playerId!, 'event', otherEventId)).toBeUndefined();
    expect((await rowOf(bob.playerId!, 'event', eventId))!.handsPlayed).toBe(1);
    expect(foreign.eventId).toBe(otherEventId);

    // One session per table for each player so far, keyed by its first hand.
    const annSessions = (await rowsOf(ann.playerId!)).filter((r) => r.grouping === 'session');
    expect(annSessions.map((s) => [s.groupKey, s.tableKey, s.handsPlayed]).sort()).toEqual(
      [
        [first.handId, tableA, 3],
        [plo.handId, tableB, 1],
      ].sort(),
    );
    const atA = annSessions.find((s) => s.tableKey === tableA)!;
    expect(atA.firstHandAt.getTime()).toBe(first.startedAt);
    expect(atA.lastHandAt.getTime()).toBe(third.endedAt);
    // Guests have no server aggregates.
    expect((await rowsOf()).every((r) => r.playerId !== null)).toBe(true);
  });

  it('[AGG-2] a session is a continuous sitting at one table: a pause over 30 minutes starts a new one, and a late hand that bridges two merges them', async () => {
    const sessionsOf = async () =>
      (await rowsOf(cat.playerId!))
        .filter((r) => r.grouping === 'session' && r.tableKey === tableA)
        .map((s) => [s.groupKey, s.handsPlayed])
        .sort();
    const firstAtA = (await sessionsOf())[0]![0] as string;
    const lastAtA = (await rowOf(cat.playerId!, 'session', firstAtA))!.lastHandAt.getTime();
    const minuteAt = (at: number) => (at - T0) / MIN;
    // 31 minutes after Cat's last hand at A ended: a new sitting; exactly 30 after that one: the same.
    const resumed = await ingest(play(tableA, minuteAt(lastAtA) + 31, [cat, guest]));
    const same = await ingest(play(tableA, minuteAt(resumed.endedAt) + 30, [cat, guest]));
    const later = await ingest(play(tableA, minuteAt(same.endedAt) + 40, [cat, guest]));
    expect(await sessionsOf()).toEqual(
      [
        [firstAtA, 3],
        [resumed.handId, 2],
        [later.handId, 1],
      ].sort(),
    );
    // A hand the engine shipped late, played between the two: within 30 minutes of both, so one sitting.
    const between = await ingest(play(tableA, minuteAt(same.endedAt) + 20, [cat, guest]));
    expect(between.endedAt + 30 * MIN).toBeGreaterThanOrEqual(later.startedAt);
    expect(await sessionsOf()).toEqual(
      [
        [firstAtA, 3],
        [resumed.handId, 4],
      ].sort(),
    );
    const merged = await rowOf(cat.playerId!, 'session', resumed.handId);
    expect(plainPart(merged!.stats)).toEqual(
      plainPart(expectedOver(cat.playerId!, [resumed, same, between, later])),
    );
    expect(merged!.firstHandAt.getTime()).toBe(resumed.startedAt);
    expect(merged!.lastHandAt.getTime()).toBe(later.endedAt);

    // Shipped late and earlier than a sitting's first hand: the session takes that hand's id.
    const atB = (await rowsOf(cat.playerId!)).find((r) => r.grouping === 'session' && r.tableKey === tableB)!;
    const early = await ingest(
      play(tableB, minuteAt(atB.firstHandAt.getTime()) - 10, [cat, guest], { variation: 'PLO' }),
    );
    const nowAtB = (await rowsOf(cat.playerId!)).filter(
      (r) => r.grouping === 'session' && r.tableKey === tableB,
    );
    expect(nowAtB.map((r) => [r.groupKey, r.handsPlayed])).toEqual([[early.handId, atB.handsPlayed + 1]]);
    expect(nowAtB[0]!.firstHandAt.getTime()).toBe(early.startedAt);
  });

  it('[AGG-3] hands of one player stored at the same moment are both counted, and a hand sent three times at once counts once', async () => {
    const before = (await rowOf(bob.playerId!, 'all', ''))!.handsPlayed;
    const together = [0, 1, 2, 3].flatMap((k) => [
      play(tableA, 400 + k, [ann, bob]),
      play(tableB, 400 + k, [bob, cat], { variation: 'PLO' }),
    ]);
    await Promise.all(together.map(ingest));
    expect((await rowOf(bob.playerId!, 'all', ''))!.handsPlayed).toBe(before + 8);

    const repeated = play(tableA, 405, [ann, bob]);
    await Promise.all([1, 2, 3].map(() => ingest(repeated)));
    sent.splice(sent.indexOf(repeated) + 1, 2); // `ingest` recorded it three times
    expect((await rowOf(bob.playerId!, 'all', ''))!.handsPlayed).toBe(before + 9);
    expect(plainPart((await rowOf(bob.playerId!, 'all', ''))!.stats)).toEqual(
      plainPart(expectedOver(bob.playerId!, sent)),
    );
  });

  it('[AGG-4] rebuilding from the stored hands gives the aggregates the ingests built, and repairs changed ones', async () => {
    const incremental = await rowsOf();
    expect(incremental.length).toBeGreaterThan(10);
    const manager = world.caller('MANAGER');
    const result = await manager.player.recomputeStats({});
    expect(result).toMatchObject({ factsRewritten: 0, unreplayable: [] });
    expect(result.hands).toBe(new Set(sent.map((h) => h.handId)).size);
    expect(rounded(await rowsOf())).toEqual(rounded(incremental));

    // Spoil a stored fact and an aggregate: the rebuild replays the PHH and puts both right.
    const victim = sent[0]!;
    await services.db
      .update(handPlayer)
      .set({ counts: {}, net: 12345 })
      .where(and(eq(handPlayer.handId, victim.handId), eq(handPlayer.playerIndex, 0)));
    await services.db.delete(playerStats).where(eq(playerStats.playerId, ann.playerId!));
    const again = await manager.player.recomputeStats({ locationId: world.own.id });
    expect(again.factsRewritten).toBe(1);
    expect(rounded(await rowsOf())).toEqual(rounded(incremental));
  });

  it('[AGG-5] player.stats answers each grouping as counts, and player.handMatch how the same ranks did before', async () => {
    const producer = world.caller('PRODUCER');
    const all = await producer.player.stats({ playerId: ann.playerId! });
    expect(all.rows).toHaveLength(1);
    const expected = expectedOver(ann.playerId!, sent);
    expect(all.rows[0]!.analytics.handsPlayed).toBe(expected.handsPlayed);
    expect(all.rows[0]!.analytics.vpip).toEqual(expected.counts.vpip);

    const sessions = await producer.player.stats({ playerId: ann.playerId!, grouping: 'session' });
    const lastHands = sessions.rows.map((r) => r.lastHandAt.getTime());
    expect(lastHands).toEqual([...lastHands].sort((a, b) => b - a));
    const one = await producer.player.stats({
      playerId: ann.playerId!,
      grouping: 'session',
      key: sessions.rows[0]!.key,
    });
    expect(one.rows).toEqual([sessions.rows[0]]);
    const older = await producer.player.stats({
      playerId: ann.playerId!,
      grouping: 'session',
      before: sessions.rows[0]!.lastHandAt,
    });
    expect(older.rows).toEqual(sessions.rows.slice(1));

    const variations = await producer.player.stats({ playerId: ann.playerId!, grouping: 'variation' });
    const plo = variations.rows.find((r) => r.key === 'PLO')!;
    expect(plo.applicability?.startingHandView).toBe('primeProduct');
    expect(variations.rows.find((r) => r.key === 'NLH')!.applicability?.startingHandView).toBe('grid13x13');

    // Ann's first hold'em hand, asked again with its suits changed: the ranks are what match.
    const seat = sent[0]!.players.find((p) => p.playerId === ann.playerId)!;
    const cards = seat.holeCards as Card[];
    const swapped = cards.map((c) => `${c[0] === 'S' ? 'H' : 'S'}${c[1]}` as Card);
    const want = matchHand(expected, cards);
    expect(want.timesDealt).toBeGreaterThan(0);
    for (const asked of [cards, swapped]) {
      const got = await producer.player.handMatch({ playerId: ann.playerId!, cards: asked });
      expect(got).toEqual({ grouping: 'all', key: '', ...want });
    }
    const nlh = await producer.player.handMatch({ playerId: ann.playerId!, cards, variation: 'NLH' });
    expect(nlh.timesDealt).toBe(
      matchHand(
        expectedOver(
          ann.playerId!,
          sent.filter((h) => h.variation === 'NLH'),
        ),
        cards,
      ).timesDealt,
    );
    const never = await producer.player.handMatch({
      playerId: ann.playerId!,
      cards: ['S2', 'H2', 'D2', 'C2'],
    });
    expect(never).toMatchObject({ timesDealt: 0, wins: 0, losses: 0, earnings: 0 });

    // Another location's player is FORBIDDEN, whatever the procedure.
    for (const call of [
      () => producer.player.stats({ playerId: world.other.playerId }),
      () => producer.player.handMatch({ playerId: world.other.playerId, cards }),
    ]) {
      await expect(call()).rejects.toSatisfy((e) => e instanceof TRPCError && e.code === 'FORBIDDEN');
    }
  });
});
