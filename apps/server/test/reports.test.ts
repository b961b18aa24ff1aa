import { randomUUID } from 'node:crypto';
import type { CompletedHandInput, ReportInput } from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { handPlayer, pokerTable } from '../src/db/schema.js';
import { paths } from '../src/paths.js';
import { appRouter } from '../src/routers/index.js';
import { createPlayer } from '../src/services/players.js';
import { tablesReport } from '../src/services/reports.js';
import { insertTable } from '../src/services/tables.js';
import type { Services } from '../src/trpc/context.js';
import { createCallerFactory } from '../src/trpc/init.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/databases.js';
import { runningEvent } from './support/events.js';
import { playedHand, type SeatedPlayer, sampleHand } from './support/hands.js';
import { contextFor, testServices } from './support/services.js';
import { buildWorld, type World } from './support/world.js';

const createCaller = createCallerFactory(appRouter);
const MIN = 60_000;
const DAY1 = Date.parse('2026-01-05T00:00:00Z');
const DAY2 = DAY1 + 24 * 60 * MIN;
const DAY3 = DAY2 + 24 * 60 * MIN;
const at = (day: number, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return day + (h! * 60 + m!) * MIN;
};
const close = (got: number | null, want: number) => expect(got).toBeCloseTo(want, 6);

async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'ok';
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
}

describe.each(databaseKinds)('reports aggregate stored hands in SQL on %s', (kind) => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  let services: Services;
  let world: World;
  let tableA: string;
  let tableB: string;
  const sent: CompletedHandInput[] = [];
  /** Each stored hand's pot, as the brief defines it: Σ(starting − finishing + collected) of its players. */
  const pots = new Map<string, number>();
  let ann: SeatedPlayer;
  let bob: SeatedPlayer;
  let cat: SeatedPlayer;
  const guest: SeatedPlayer = { playerId: null, displayName: 'Walk-in' };

  const admin = () => world.caller('PRODUCER');
  const range = (from: number, to: number, extra: Partial<ReportInput> = {}): ReportInput => ({
    from: new Date(from),
    to: new Date(to),
    ...extra,
  });
  const inRange = (from: number, to: number, tableKey?: string) =>
    sent.filter((h) => h.endedAt >= from && h.endedAt < to && (!tableKey || h.tableKey === tableKey));

  /** Sessions of one table's hands, computed here hand by hand: a start ≤ 30 min after the last end continues one. */
  function sessionsOf(hands: CompletedHandInput[]) {
    const sorted = [...hands].sort((a, b) => a.startedAt - b.startedAt);
    const sessions: Array<{ start: number; end: number }> = [];
    for (const h of sorted) {
      const last = sessions.at(-1);
      if (last && h.startedAt <= last.end + 30 * MIN) last.end = Math.max(last.end, h.endedAt);
      else sessions.push({ start: h.startedAt, end: h.endedAt });
    }
    return sessions;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    handle = openDatabase(testDb.target, paths.migrationsFolder);
    await handle.migrate();
    services = testServices(handle.db);
    world = await buildWorld(services, `r${randomUUID().slice(0, 6)}`);
    tableA = world.own.tableKey;
    tableB = (
      await insertTable(services.db, world.own.id, {
        key: `${world.tag}-b`,
        name: 'Table B',
        variation: 'PLO',
        gameMode: 'CASH',
      })
    ).key;
    const person = async (displayName: string) => ({
      playerId: (await createPlayer(services.db, world.own.id, { displayName })).id,
      displayName,
    });
    ann = await person('Ann');
    bob = await person('Bob');
    cat = await person('Cat');

    const engine = createCaller(contextFor(services));
    const secretOf = async (key: string) =>
      (await services.db.query.pokerTable.findFirst({ where: eq(pokerTable.key, key) }))!.secret;
    const secrets = { [tableA]: await secretOf(tableA), [tableB]: await secretOf(tableB) };
    let seed = 7;
    const play = (tableKey: string, startedAt: number, players: SeatedPlayer[], variation: 'NLH' | 'PLO') =>
      playedHand({ tableKey, seed: seed++, players, startedAt, variation });
    const hands: CompletedHandInput[] = [
      // Table A, day 1: one session of three hands (18:00–18:20), then a second at 19:30.
      play(tableA, at(DAY1, '18:00'), [ann, bob, cat], 'NLH'),
      play(tableA, at(DAY1, '18:10'), [ann, bob, cat], 'NLH'),
      play(tableA, at(DAY1, '18:20'), [ann, bob, guest], 'NLH'),
      play(tableA, at(DAY1, '19:30'), [ann, cat], 'NLH'),
      // Ends exactly at midnight: day 2's hand, not day 1's (`to` is exclusive).
      sampleHand(tableA, { startedAt: DAY2 - MIN, endedAt: DAY2 }),
      // Table A, day 2.
      play(tableA, at(DAY2, '20:00'), [bob, cat, guest], 'NLH'),
      // Table B (PLO): day 1 at 18:05, day 2 two hands a quarter of an hour apart.
      play(tableB, at(DAY1, '18:05'), [bob, cat], 'PLO'),
      play(tableB, at(DAY2, '21:00'), [ann, bob, cat], 'PLO'),
      play(tableB, at(DAY2, '21:15'), [ann, guest], 'PLO'),
    ];
    for (const h of hands) {
      await engine.table.ingestHand({ tableKey: h.tableKey, secret: secrets[h.tableKey]!, hand: h });
      sent.push(h);
    }
    const seats = await services.db
      .select()
      .from(handPlayer)
      .where(
        inArray(
          handPlayer.handId,
          hands.map((h) => h.handId),
        ),
      );
    for (const s of seats)
      pots.set(s.handId, (pots.get(s.handId) ?? 0) + s.startingStack - s.finishingStack + s.collected);
    // Another location's hand in the same hours: never in this location's reports.
    const otherSecret = await secretOf(world.other.tableKey);
    await engine.table.ingestHand({
      tableKey: world.other.tableKey,
      secret: otherSecret,
      hand: sampleHand(world.other.tableKey, { startedAt: at(DAY1, '18:00'), endedAt: at(DAY1, '18:01') }),
    });
  }, 90_000);

  afterAll(async () => {
    await handle?.close();
    await testDb?.drop();
  });

  it('[REPORT-1] hands, sessions, dealing hours, hands per hour, pots and utilisation per table match the hands', async () => {
    const report = await admin().report.tables(range(DAY1, DAY3));
    const hours = 48;
    expect(report.elapsedHours).toBe(hours);
    for (const key of [tableA, tableB]) {
      const mine = inRange(DAY1, DAY3, key);
      const row = report.tables.find((t) => t.tableKey === key)!;
      const sessions = sessionsOf(mine);
      const dealingHours = sessions.reduce((s, x) => s + (x.end - x.start), 0) / (60 * MIN);
      const potsHere = mine.map((h) => pots.get(h.handId)!);
      expect(row.hands).toBe(mine.length);
      expect(row.sessions).toBe(sessions.length);
      close(row.dealingHours, dealingHours);
      close(row.handsPerHour, mine.length / dealingHours);
      close(row.utilisation, dealingHours / hours);
      close(row.averagePot, potsHere.reduce((a, b) => a + b, 0) / potsHere.length);
      expect(row.largestPot).toBe(Math.max(...potsHere));
    }
    // Table A: 18:00–18:20 one session (three hands), 19:30 another, then the midnight hand and 20:00.
    expect(report.tables.find((t) => t.tableKey === tableA)!.sessions).toBe(4);
    expect(report.tables.find((t) => t.tableKey === tableB)).toMatchObject({ name: 'Table B', sessions: 2 });

    const all = inRange(DAY1, DAY3);
    const allPots = all.map((h) => pots.get(h.handId)!);
    expect(report.total).toMatchObject({ tableKey: null, name: 'All tables', hands: all.length });
    close(report.total.averagePot, allPots.reduce((a, b) => a + b, 0) / all.length);
    expect(report.total.largestPot).toBe(Math.max(...allPots));
    const dealing = report.tables.reduce((s, t) => s + t.dealingHours, 0);
    close(report.total.dealingHours, dealing);
    close(report.total.utilisation, dealing / (hours * report.tables.length));
    expect(report.tables.map((t) => t.tableKey)).not.toContain(world.other.tableKey);
  });

  it('[REPORT-2] the range is on the end of the hand, from inclusive and to exclusive', async () => {
    const day1 = await admin().report.tables(range(DAY1, DAY2, { tableKey: tableA }));
    const day2 = await admin().report.tables(range(DAY2, DAY3, { tableKey: tableA }));
    expect(day1.total.hands).toBe(4);
    expect(day2.total.hands).toBe(2);
    expect(day1.tables.map((t) => t.tableKey)).toEqual([tableA]);
    const empty = await admin().report.tables(range(DAY3, DAY3 + 60 * MIN));
    expect(empty.total).toMatchObject({ hands: 0, handsPerHour: null, averagePot: null, largestPot: null });
  });

  it('[REPORT-3] a range reaching into the future counts utilisation over the hours that have passed', async () => {
    const now = at(DAY2, '12:00');
    const q = { from: new Date(DAY2), to: new Date(DAY3), timeZone: 'UTC' };
    const direct = await tablesReport(services.db, world.own.id, q, now);
    expect(direct.elapsedHours).toBe(12);
    close(direct.total.utilisation, direct.total.dealingHours / (12 * direct.tables.length));
  });

  it('[REPORT-4] activity counts hands and pots by hour of the day and by day in the admin’s time zone', async () => {
    const utc = await admin().report.activity(range(DAY1, DAY3));
    expect(utc.byHour).toHaveLength(24);
    const all = inRange(DAY1, DAY3);
    const hourOf = (ms: number, offsetHours: number) => new Date(ms + offsetHours * 60 * MIN).getUTCHours();
    for (const bucket of utc.byHour)
      expect(bucket.hands, `hour ${bucket.key}`).toBe(
        all.filter((h) => hourOf(h.endedAt, 0) === Number(bucket.key)).length,
      );
    expect(utc.byDay.map((d) => [d.key, d.hands])).toEqual([
      ['2026-01-05', 5],
      ['2026-01-06', 4],
    ]);
    const day2Pots = all.filter((h) => h.endedAt >= DAY2).map((h) => pots.get(h.handId)!);
    expect(utc.byDay[1]!.largestPot).toBe(Math.max(...day2Pots));
    close(utc.byDay[1]!.averagePot, day2Pots.reduce((a, b) => a + b, 0) / day2Pots.length);

    // New York is five hours behind in January: the midnight hand is 19:00 on the 5th there.
    const ny = await admin().report.activity(range(DAY1, DAY3, { timeZone: 'America/New_York' }));
    for (const bucket of ny.byHour)
      expect(bucket.hands, `NY hour ${bucket.key}`).toBe(
        all.filter((h) => hourOf(h.endedAt, -5) === Number(bucket.key)).length,
      );
    expect(ny.byDay.map((d) => [d.key, d.hands])).toEqual([
      ['2026-01-05', 6],
      ['2026-01-06', 3],
    ]);
  });

  it('[REPORT-5] variations played: hands per variation and their share', async () => {
    const variations = await admin().report.variations(range(DAY1, DAY3));
    const all = inRange(DAY1, DAY3);
    expect(variations.map((v) => [v.variation, v.hands])).toEqual([
      ['NLH', 6],
      ['PLO', 3],
    ]);
    close(variations[0]!.share, 6 / all.length);
    const ploPots = all.filter((h) => h.variation === 'PLO').map((h) => pots.get(h.handId)!);
    expect(variations[1]!.largestPot).toBe(Math.max(...ploPots));
  });

  it('[REPORT-6] player results: hands and net in chips and big blinds per player, best first, guests by name, no bb/100 under 100 hands', async () => {
    const report = await admin().report.players(range(DAY1, DAY3));
    const all = inRange(DAY1, DAY3);
    const want = new Map<string, { hands: number; net: number }>();
    for (const h of all)
      for (const p of h.players) {
        const key = p.playerId ?? `guest:${p.displayName}`;
        const w = want.get(key) ?? { hands: 0, net: 0 };
        w.hands += 1;
        w.net += p.finishingStack - p.startingStack;
        want.set(key, w);
      }
    expect(report.truncated).toBe(false);
    expect(report.players).toHaveLength(want.size);
    for (const row of report.players) {
      const w = want.get(row.playerId ?? `guest:${row.displayName}`)!;
      expect(row.hands, row.displayName).toBe(w.hands);
      close(row.net, w.net);
      // Every hand here is played at 1/2: net in big blinds is half the chips.
      close(row.netBigBlinds, w.net / 2);
      expect(row.bb100).toBeNull();
    }
    const nets = report.players.map((p) => p.net);
    expect(nets).toEqual([...nets].sort((a, b) => b - a));
    // The midnight hand's seats were never linked: they count under the names played (Ann, Bob, Cat).
    const guests = report.players.filter((p) => p.playerId === null).map((p) => p.displayName);
    expect(guests.sort()).toEqual(['Ann', 'Bob', 'Cat', 'Walk-in']);
    expect(report.players.find((p) => p.playerId === ann.playerId)?.displayName).toBe('Ann');
    expect(report.players.find((p) => p.playerId === bob.playerId)).toBeDefined();

    // One table narrows the players to that table's hands.
    const b = await admin().report.players(range(DAY1, DAY3, { tableKey: tableB }));
    expect(b.players.reduce((s, p) => s + p.hands, 0)).toBe(
      inRange(DAY1, DAY3, tableB).reduce((s, h) => s + h.players.length, 0),
    );
  });

  it('[REPORT-7] event results: the events starting in the range with entrants, prize pool and winner', async () => {
    const manager = world.caller('ADMIN');
    const a = (await createPlayer(services.db, world.own.id, { displayName: 'Winner Wendy' })).id;
    const b = (await createPlayer(services.db, world.own.id, { displayName: 'Runner-up Rick' })).id;
    const inside = await runningEvent(manager, [a, b], {
      name: 'Report turbo',
      startTime: new Date(at(DAY1, '19:00')),
    });
    await manager.event.eliminate({ eventId: inside, playerId: b, eliminatedBy: a });
    await runningEvent(manager, [a, b], { name: 'Later turbo', startTime: new Date(DAY3) });
    const events = await admin().report.events(range(DAY1, DAY3));
    expect(events.map((e) => e.name)).toEqual(['Report turbo']);
    expect(events[0]).toMatchObject({
      entries: 2,
      players: 2,
      prizePool: 200,
      status: 'FINISHED',
      winner: { playerId: a, displayName: 'Winner Wendy', payout: 200 },
    });
  });

  it('[REPORT-8] another location’s table is FORBIDDEN, an unknown one NOT_FOUND, a bad range BAD_REQUEST', async () => {
    const other = range(DAY1, DAY3, { tableKey: world.other.tableKey });
    for (const path of ['tables', 'activity', 'variations', 'players'] as const)
      expect(await codeOf(admin().report[path](other)), path).toBe('FORBIDDEN');
    expect(await codeOf(admin().report.tables(range(DAY1, DAY3, { tableKey: 'nobody-has-this' })))).toBe(
      'NOT_FOUND',
    );
    expect(await codeOf(admin().report.tables(range(DAY2, DAY1)))).toBe('BAD_REQUEST');
    expect(await codeOf(admin().report.tables(range(DAY1, DAY1)))).toBe('BAD_REQUEST');
    expect(await codeOf(admin().report.tables(range(DAY1, DAY1 + 367 * 24 * 60 * MIN)))).toBe('BAD_REQUEST');
    expect(await codeOf(admin().report.players(range(DAY1, DAY2, { timeZone: 'Nowhere/Else' })))).toBe(
      'BAD_REQUEST',
    );
    expect(await codeOf(world.caller('signedOut').report.tables(range(DAY1, DAY2)))).toBe('UNAUTHORIZED');
  });
});
