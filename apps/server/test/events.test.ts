import { randomUUID } from 'node:crypto';
import { eventSchema, setEventDataSchema } from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { auditEntry } from '../src/db/schema.js';
import { paths } from '../src/paths.js';
import type { Services } from '../src/trpc/context.js';
import { describeZodError } from '../src/trpc/init.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/databases.js';
import {
  eventInput,
  eventRecord,
  newPlayers,
  openEvent,
  runningEvent,
  turboLevels,
} from './support/events.js';
import { codeOf, refusalOf as rawRefusalOf } from './support/outcome.js';
import { testServices } from './support/services.js';
import { buildWorld, type Caller, type World } from './support/world.js';

/** As `refusalOf`, with a zod failure worded as the server answers it over HTTP (`field.path: message`). */
async function refusalOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'ok';
  } catch (error) {
    if (error instanceof TRPCError && error.cause instanceof ZodError)
      return `${error.code}: ${describeZodError(error.cause)}`;
    return rawRefusalOf(Promise.reject(error));
  }
}

// Issue 17: events — the server side (router `event`, tables event and entry, migration 0007).
describe.each(databaseKinds)('events on %s', (kind) => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  let services: Services;
  let world: World;
  let manager: Caller;
  let staff: Caller;
  let tag = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    handle = openDatabase(testDb.target, paths.migrationsFolder);
    await handle.migrate();
    services = testServices(handle.db);
    world = await buildWorld(services, `e${randomUUID().slice(0, 6)}`);
    manager = world.caller('MANAGER');
    staff = world.caller('STAFF');
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await testDb?.drop();
  });

  const players = (count: number) => newPlayers(services.db, world.own.id, `P${++tag}`, count);
  const record = (eventId: string) => eventRecord(services.db, eventId, world.own.id);

  /** Asserts that `call` is refused with `code` and a message matching `message`, and changes nothing. */
  async function refusedUnchanged(
    eventId: string,
    call: () => Promise<unknown>,
    code: string,
    message: RegExp,
  ) {
    const before = await record(eventId);
    const refusal = await refusalOf(call());
    expect(refusal.startsWith(`${code}: `), refusal).toBe(true);
    expect(refusal).toMatch(message);
    expect(await record(eventId)).toEqual(before);
  }

  it('[EVENT-1] an event keeps every field of spec §3, reads back whole, and its snapshot is the table state event', async () => {
    const created = await manager.event.create(
      eventInput({
        name: 'Tuesday PKO',
        endTime: new Date('2026-12-01T23:00:00Z'),
        maxPlayers: 40,
        buyIn: { amount: 100, fee: 10, chips: 10_000 },
        rebuy: { amount: 100, fee: 0, chips: 10_000, untilLevelIndex: 2 },
        reEntry: { amount: 100, fee: 10, chips: 10_000, untilLevelIndex: 3, maxCount: 2 },
        addOn: { amount: 50, fee: 0, chips: 15_000, atLevelIndex: 3 },
        bounty: { amount: 40, isProgressive: true },
        payoutShares: [50, 30, 20],
        pointsRule: { kind: 'FORMULA', multiplier: 1 },
        league: 'Winter league',
        tableKeys: [world.own.tableKey],
      }),
    );
    const event = await staff.event.get({ eventId: created.id });
    expect(event).toMatchObject({
      name: 'Tuesday PKO',
      status: 'SCHEDULED',
      isRegistrationOpen: false,
      startTime: new Date('2026-12-01T19:00:00Z'),
      endTime: new Date('2026-12-01T23:00:00Z'),
      maxPlayers: 40,
      buyIn: { amount: 100, fee: 10, chips: 10_000 },
      rebuy: { amount: 100, fee: 0, chips: 10_000, untilLevelIndex: 2 },
      reEntry: { amount: 100, fee: 10, chips: 10_000, untilLevelIndex: 3, maxCount: 2 },
      addOn: { amount: 50, fee: 0, chips: 15_000, atLevelIndex: 3 },
      bounty: { amount: 40, isProgressive: true },
      payoutShares: [50, 30, 20],
      isStandardPayout: false,
      pointsRule: { kind: 'FORMULA', multiplier: 1 },
      league: 'Winter league',
      tableKeys: [world.own.tableKey],
      entries: 0,
      prizePool: 0,
    });
    expect(event.blindLevels).toHaveLength(6);
    expect(event.blindLevels.map((l) => [l.index, l.levelDuration, l.blinds[0], l.blinds[1]])).toEqual(
      turboLevels().map((l, i) => [i, 600, l.blinds[0], l.blinds[1]]),
    );
    const snapshot = eventSchema.parse(event.snapshot);
    // What the console sends the table is what the engine's setEvent command takes.
    expect(setEventDataSchema.parse(event.setEvent)).toEqual({
      event: snapshot,
      blindLevels: event.blindLevels,
    });
    expect(snapshot).toMatchObject({
      uid: created.id,
      startTime: Date.parse('2026-12-01T19:00:00Z'),
      isRunning: false,
      league: { uid: 'winter-league', name: 'Winter league' },
      bounty: { amount: 40, isProgressive: true },
    });
    const audit = await services.db
      .select()
      .from(auditEntry)
      .where(and(eq(auditEntry.subjectId, created.id), eq(auditEntry.kind, 'event.create')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(world.users.MANAGER.id);
  });

  it('[EVENT-2] a level with no duration, payouts off 100%, a period past the structure or a bounty above the buy-in is BAD_REQUEST naming the field, and nothing is written', async () => {
    const before = (await staff.event.list({})).length;
    const levels = turboLevels(3);
    const cases: Array<[Parameters<typeof eventInput>[0], RegExp]> = [
      [
        { blindLevels: [{ ...levels[0]!, levelDuration: 0 }, levels[1]!] },
        /^blindLevels\.0\.levelDuration: level 1 has no duration: give it a length in seconds \(only the last level may play until the end\)/,
      ],
      [{ payoutShares: [50, 30, 10] }, /^payoutShares: payout shares add up to 100% \(these add up to 90%\)/],
      [
        { blindLevels: levels, rebuy: { amount: 100, fee: 0, chips: 1000, untilLevelIndex: 3 } },
        /rebuy\.untilLevelIndex: the rebuy period must end within the blind structure, which has 3 levels \(last index 2\)/,
      ],
      [
        { bounty: { amount: 150, isProgressive: false } },
        /bounty\.amount: a bounty is part of the buy-in: at most its amount \(100\)/,
      ],
      [
        { pointsRule: { kind: 'BY_PLACE', points: [10, 20] } },
        /pointsRule\.points\.?1?: no place scores more/,
      ],
      [{ tableKeys: ['no-such-table'] }, /tableKeys: there is no table "no-such-table"/],
    ];
    for (const [overrides, message] of cases) {
      const refusal = await refusalOf(manager.event.create(eventInput(overrides)));
      expect(refusal).toMatch(/^(BAD_REQUEST|NOT_FOUND): /);
      expect(refusal.replace(/^[A-Z_]+: /, '')).toMatch(message);
    }
    expect(await staff.event.list({})).toHaveLength(before);
    // The last level may play until the end, as the engine's setEvent allows.
    const untilTheEnd = await manager.event.create(
      eventInput({ blindLevels: [levels[0]!, { ...levels[1]!, levelDuration: 0 }] }),
    );
    expect(untilTheEnd.blindLevels.map((l) => l.levelDuration)).toEqual([600, 0]);
    // The merged event of an update passes the same rules.
    const eventId = await openEvent(manager);
    await refusedUnchanged(
      eventId,
      () =>
        manager.event.update({
          eventId,
          blindLevels: turboLevels(2),
          addOn: { amount: 10, fee: 0, chips: 100, atLevelIndex: 4 },
        }),
      'BAD_REQUEST',
      /addOn\.atLevelIndex: the add-on level must be within the blind structure, which has 2 levels/,
    );
  });

  it('[EVENT-3] buy-ins need registration open, once per player, and room under max players; each refusal says why and changes nothing', async () => {
    const [a, b, c] = await players(3);
    const created = await manager.event.create(eventInput({ maxPlayers: 2 }));
    const eventId = created.id;
    const buyIn = (playerId: string) =>
      staff.event.enter({ eventId, playerId, kind: 'BUY_IN', levelIndex: 0 });
    await refusedUnchanged(
      eventId,
      () => buyIn(a!),
      'CONFLICT',
      /Registration is closed: open it to take buy-ins\./,
    );
    const registering = await manager.event.setRegistration({ eventId, open: true });
    expect(registering.status).toBe('REGISTERING');
    const after = await buyIn(a!);
    expect(after.entryList).toMatchObject([
      { playerId: a, kind: 'BUY_IN', amount: 100, fee: 10, chips: 10_000, levelIndex: 0 },
    ]);
    await refusedUnchanged(
      eventId,
      () => buyIn(a!),
      'CONFLICT',
      /has already bought in; after an elimination they may re-enter instead/,
    );
    await buyIn(b!);
    await refusedUnchanged(
      eventId,
      () => buyIn(c!),
      'CONFLICT',
      /The event is full: 2 of 2 players are in play\./,
    );
    await refusedUnchanged(
      eventId,
      () => staff.event.enter({ eventId, playerId: c!, kind: 'BUY_IN', levelIndex: 6 }),
      'BAD_REQUEST',
      /levelIndex: the event's structure has 6 levels; 6 is past its last/,
    );
    // Another location's player is not this location's to enter.
    await refusedUnchanged(eventId, () => buyIn(world.other.playerId), 'FORBIDDEN', /another location/);
    const audit = await services.db.select().from(auditEntry).where(eq(auditEntry.kind, 'event.enter'));
    expect(audit.filter((e) => (e.after as { event: { id: string } }).event.id === eventId)).toHaveLength(2);
  });

  it('[EVENT-4] rebuys only once the event runs, only for a player in it, and only until the last rebuy level', async () => {
    const [a, b, c] = await players(3);
    const eventId = await openEvent(manager, {
      rebuy: { amount: 100, fee: 0, chips: 10_000, untilLevelIndex: 2 },
    });
    for (const playerId of [a!, b!])
      await staff.event.enter({ eventId, playerId, kind: 'BUY_IN', levelIndex: 0 });
    const rebuy = (playerId: string, levelIndex: number) =>
      staff.event.enter({ eventId, playerId, kind: 'REBUY', levelIndex });
    await refusedUnchanged(
      eventId,
      () => rebuy(a!, 0),
      'CONFLICT',
      /The event has not started: a rebuy is taken once it is running/,
    );
    await manager.event.setStatus({ eventId, status: 'RUNNING' });
    await refusedUnchanged(
      eventId,
      () => rebuy(c!, 0),
      'CONFLICT',
      /is not in play in this event: only a player in it may rebuy/,
    );
    expect((await rebuy(a!, 2)).standings.find((p) => p.playerId === a)?.rebuys).toBe(1);
    await refusedUnchanged(
      eventId,
      () => rebuy(a!, 3),
      'CONFLICT',
      /The rebuy period is over: rebuys end after level 3 \(index 2\), the clock is on level 4 \(index 3\)\./,
    );
    const noRebuys = await runningEvent(manager, await players(2));
    await refusedUnchanged(
      noRebuys,
      () => staff.event.enter({ eventId: noRebuys, playerId: a!, kind: 'REBUY', levelIndex: 0 }),
      'CONFLICT',
      /This event has no rebuys\./,
    );
  });

  it('[EVENT-5] a re-entry comes only after an elimination, until its level, at most maxCount times', async () => {
    const [a, b, c] = await players(3);
    const eventId = await runningEvent(manager, [a!, b!, c!], {
      reEntry: { amount: 100, fee: 10, chips: 10_000, untilLevelIndex: 1, maxCount: 1 },
    });
    const reEnter = (playerId: string, levelIndex = 0) =>
      staff.event.enter({ eventId, playerId, kind: 'RE_ENTRY', levelIndex });
    await refusedUnchanged(
      eventId,
      () => reEnter(a!),
      'CONFLICT',
      /is still in play: a re-entry comes after an elimination/,
    );
    await staff.event.eliminate({ eventId, playerId: a!, eliminatedBy: b });
    await refusedUnchanged(
      eventId,
      () => reEnter(a!, 2),
      'CONFLICT',
      /The re-entry period is over: re-entries end after level 2 \(index 1\), the clock is on level 3 \(index 2\)\./,
    );
    const back = await reEnter(a!, 1);
    expect(back.entries).toBe(4);
    expect(back.standings.find((p) => p.playerId === a)).toMatchObject({
      isAlive: true,
      reEntries: 1,
      place: null,
    });
    await staff.event.eliminate({ eventId, playerId: a!, eliminatedBy: c });
    await refusedUnchanged(
      eventId,
      () => reEnter(a!, 1),
      'CONFLICT',
      /has re-entered 1 time, the most this event allows/,
    );
  });

  it('[EVENT-6] the add-on is taken once per player, at its level only', async () => {
    const [a, b] = await players(2);
    const eventId = await runningEvent(manager, [a!, b!], {
      addOn: { amount: 50, fee: 0, chips: 15_000, atLevelIndex: 3 },
    });
    const addOn = (levelIndex: number) =>
      staff.event.enter({ eventId, playerId: a!, kind: 'ADD_ON', levelIndex });
    await refusedUnchanged(
      eventId,
      () => addOn(2),
      'CONFLICT',
      /The add-on is taken at level 4 \(index 3\); the clock is on level 3 \(index 2\)\./,
    );
    const after = await addOn(3);
    expect(after.money.chipsInPlay).toBe(35_000);
    await refusedUnchanged(
      eventId,
      () => addOn(3),
      'CONFLICT',
      /has already taken the add-on: it is once per player/,
    );
  });

  it('[EVENT-7] the turbo night: six players, fixed bounties, eliminations to a winner; places are players left, the event finishes with results and payouts that add up to the pool', async () => {
    const six = await players(6);
    const eventId = await runningEvent(manager, six, {
      maxPlayers: 6,
      bounty: { amount: 20, isProgressive: false },
      pointsRule: { kind: 'BY_PLACE', points: [100, 60, 40, 20, 10, 5] },
    });
    const running = await staff.event.get({ eventId });
    // Six buy-ins of 100 + 10: fees 60, bounties 6 × 20, prize pool 6 × 80; standard shares for six: 65/35.
    expect(running.money).toEqual({
      buyIns: 660,
      reEntries: 0,
      rebuys: 0,
      addOns: 0,
      collected: 660,
      fees: 60,
      bounties: 120,
      prizePool: 480,
      chipsInPlay: 60_000,
    });
    expect(running.payoutTable).toEqual([
      { place: 1, share: 65, amount: 312 },
      { place: 2, share: 35, amount: 168 },
    ]);
    const [p1, p2, p3, p4, p5, p6] = six as [string, string, string, string, string, string];
    // p1 knocks out p6, p5, p4; p2 knocks out p3; p1 beats p2 heads-up.
    const order: Array<[string, string]> = [
      [p6, p1],
      [p5, p1],
      [p4, p1],
      [p3, p2],
    ];
    for (const [out, by] of order) {
      const detail = await staff.event.eliminate({ eventId, playerId: out, eliminatedBy: by });
      expect(detail.status).toBe('RUNNING');
      const elimination = detail.eliminations.at(-1)!;
      expect(elimination).toMatchObject({
        playerId: out,
        place: detail.playersLeft + 1,
        bountyPaid: 20,
        bountyAdded: 0,
      });
    }
    const done = await staff.event.eliminate({ eventId, playerId: p2, eliminatedBy: p1 });
    expect(done.status).toBe('FINISHED');
    expect(done.finishedAt).not.toBeNull();
    expect(done.results.map((r) => [r.place, r.playerId, r.payout, r.points, r.bountiesWon])).toEqual([
      [1, p1, 312, 100, 100],
      [2, p2, 168, 60, 20],
      [3, p3, 0, 40, 0],
      [4, p4, 0, 20, 0],
      [5, p5, 0, 10, 0],
      [6, p6, 0, 5, 0],
    ]);
    expect(done.results.reduce((s, r) => s + r.payout, 0)).toBe(done.money.prizePool);
    const snapshot = eventSchema.parse(done.snapshot);
    expect(snapshot.results[0]).toEqual({
      place: 1,
      uid: p1,
      displayName: done.results[0]!.displayName,
      payout: 312,
      points: 100,
    });
    // Finished: nobody is left to eliminate, and the stored results are what `get` reads.
    await refusedUnchanged(
      eventId,
      () => staff.event.eliminate({ eventId, playerId: p1 }),
      'CONFLICT',
      /This event is finished/,
    );
  });

  it('[EVENT-8] progressive knockouts pay half in cash and add half to the eliminator’s head; the winner collects their own; no bounty money appears or vanishes', async () => {
    const [a, b, c] = await players(3);
    const eventId = await runningEvent(manager, [a!, b!, c!], {
      bounty: { amount: 40, isProgressive: true },
    });
    let detail = await staff.event.eliminate({ eventId, playerId: c!, eliminatedBy: b });
    expect(detail.eliminations.at(-1)).toMatchObject({ bountyPaid: 20, bountyAdded: 20 });
    expect(detail.standings.find((p) => p.playerId === b)).toMatchObject({ bounty: 60, bountiesWon: 20 });
    detail = await staff.event.eliminate({ eventId, playerId: b!, eliminatedBy: a });
    // b's head of 60: 30 in cash, 30 onto a's 40.
    expect(detail.eliminations.at(-1)).toMatchObject({ bountyPaid: 30, bountyAdded: 30 });
    expect(detail.status).toBe('FINISHED');
    const won = Object.fromEntries(detail.results.map((r) => [r.playerId, r.bountiesWon]));
    expect(won).toEqual({ [a!]: 30 + 70, [b!]: 20, [c!]: 0 });
    expect(Object.values(won).reduce((s, x) => s + x, 0)).toBe(detail.money.bounties);
  });

  it('[EVENT-9] reinstate undoes the latest elimination, its bounty and the finish; an earlier one is refused', async () => {
    const [a, b, c] = await players(3);
    const eventId = await runningEvent(manager, [a!, b!, c!], {
      bounty: { amount: 40, isProgressive: true },
    });
    await staff.event.eliminate({ eventId, playerId: c!, eliminatedBy: a });
    const before = await record(eventId);
    const finished = await staff.event.eliminate({ eventId, playerId: b!, eliminatedBy: a });
    expect(finished.status).toBe('FINISHED');
    await refusedUnchanged(
      eventId,
      () => manager.event.reinstate({ eventId, playerId: c! }),
      'CONFLICT',
      /Only the latest elimination can be undone, and that was .*'s: reinstate them first\./,
    );
    expect(await codeOf(staff.event.reinstate({ eventId, playerId: b! }))).toBe('FORBIDDEN');
    const reopened = await manager.event.reinstate({ eventId, playerId: b! });
    expect(reopened.status).toBe('RUNNING');
    expect(reopened.results.map((r) => r.playerId)).toEqual([c]);
    const now = await record(eventId);
    expect(now.entries).toEqual(before.entries);
    expect(now.row).toMatchObject({ status: 'RUNNING', results: null, finishedAt: null });
  });

  it('[EVENT-10] payouts: shares must add up to 100%, custom shares make the table, null goes back to the standard structure by field size', async () => {
    const eventId = await runningEvent(manager, await players(4));
    await refusedUnchanged(
      eventId,
      () => manager.event.setPayouts({ eventId, shares: [60, 30] }),
      'BAD_REQUEST',
      /shares: payout shares add up to 100% \(these add up to 90%\)/,
    );
    expect(await codeOf(staff.event.setPayouts({ eventId, shares: [100] }))).toBe('FORBIDDEN');
    const custom = await manager.event.setPayouts({ eventId, shares: [70, 30] });
    expect(custom.payoutTable).toEqual([
      { place: 1, share: 70, amount: 280 },
      { place: 2, share: 30, amount: 120 },
    ]);
    const standard = await manager.event.setPayouts({ eventId, shares: null });
    expect(standard.isStandardPayout).toBe(true);
    expect(standard.payoutTable.map((p) => p.share)).toEqual([65, 35]);
  });

  it('[EVENT-11] an event players have entered cannot be removed; an empty one can, audited', async () => {
    const [a] = await players(1);
    const eventId = await openEvent(manager);
    await staff.event.enter({ eventId, playerId: a!, kind: 'BUY_IN', levelIndex: 0 });
    await refusedUnchanged(
      eventId,
      () => manager.event.remove({ eventId }),
      'CONFLICT',
      /This event has 1 entry: an event players have paid into cannot be removed\./,
    );
    const empty = await openEvent(manager);
    expect(await manager.event.remove({ eventId: empty })).toEqual({ eventId: empty, removed: true });
    expect(await codeOf(staff.event.get({ eventId: empty }))).toBe('NOT_FOUND');
    const audit = await services.db.select().from(auditEntry).where(eq(auditEntry.subjectId, empty));
    expect(audit.map((e) => e.kind)).toEqual(['event.create', 'event.setRegistration', 'event.remove']);
  });

  it('[EVENT-12] chop: ICM and chip chop share exactly the prizes left; a deal that cannot be made is BAD_REQUEST', async () => {
    const icm = await staff.event.chop({
      method: 'ICM',
      stacks: [50_000, 30_000, 20_000],
      prizes: [700, 300, 0],
    });
    expect(icm.amounts.reduce((s, x) => s + x, 0)).toBe(1000);
    expect(icm.amounts[0]).toBeGreaterThan(icm.amounts[1]!);
    const chip = await staff.event.chop({
      method: 'CHIP_CHOP',
      stacks: [60_000, 40_000],
      prizes: [600, 400],
    });
    expect(chip).toEqual({ method: 'CHIP_CHOP', amounts: [520, 480], total: 1000, playingFor: 0 });
    expect(
      await refusalOf(staff.event.chop({ method: 'ICM', stacks: [100, 50], prizes: [10], save: 20 })),
    ).toMatch(/^BAD_REQUEST: The amount left to play for \(20\) is more than first prize \(10\)\./);
  });

  it('[EVENT-13] league standings add up the points of the league’s finished events', async () => {
    const league = `League ${++tag}`;
    const [a, b, c] = await players(3);
    const rule = { kind: 'BY_PLACE' as const, points: [10, 5, 1] };
    for (const [first, second, third] of [
      [a, b, c],
      [a, c, b],
      [b, a, c],
    ]) {
      const eventId = await runningEvent(manager, [a!, b!, c!], { league, pointsRule: rule });
      await staff.event.eliminate({ eventId, playerId: third! });
      await staff.event.eliminate({ eventId, playerId: second! });
      expect((await staff.event.get({ eventId })).results[0]!.playerId).toBe(first);
    }
    // A running event of the league does not count yet.
    await runningEvent(manager, [a!, b!], { league, pointsRule: rule });
    const standings = await staff.event.standings({ league });
    expect(standings.map((s) => [s.rank, s.playerId, s.points, s.events, s.wins, s.bestFinish])).toEqual([
      [1, a, 25, 3, 2, 1],
      [2, b, 16, 3, 1, 1],
      [3, c, 7, 3, 0, 2],
    ]);
  });

  it('[EVENT-14] list: the location’s events by start time, filtered by dates and status; another location is FORBIDDEN', async () => {
    const early = await openEvent(manager, { name: 'Early', startTime: new Date('2030-01-01T18:00:00Z') });
    const late = (
      await manager.event.create(eventInput({ name: 'Late', startTime: new Date('2030-01-02T18:00:00Z') }))
    ).id;
    const window = await staff.event.list({
      from: new Date('2030-01-01T00:00:00Z'),
      to: new Date('2030-01-03T00:00:00Z'),
    });
    expect(window.map((e) => [e.id, e.status])).toEqual([
      [early, 'REGISTERING'],
      [late, 'SCHEDULED'],
    ]);
    expect(window[0]).toMatchObject({
      entries: 0,
      maxPlayers: 9,
      buyIn: { amount: 100, fee: 10, chips: 10_000 },
      prizePool: 0,
    });
    const scheduled = await staff.event.list({ from: new Date('2030-01-01T00:00:00Z'), status: 'SCHEDULED' });
    expect(scheduled.map((e) => e.id)).toEqual([late]);
    expect(await codeOf(staff.event.list({ locationId: world.other.id }))).toBe('FORBIDDEN');
    const theirs = await world.callerWithCookie(world.otherAdmin.cookie).event.create(eventInput());
    expect(await codeOf(staff.event.get({ eventId: theirs.id }))).toBe('FORBIDDEN');
    expect(await codeOf(world.caller('PRODUCER').event.list({}))).toBe('FORBIDDEN');
  });

  it('[EVENT-15] start needs two players in; back to scheduled only before anyone is out; finishing by hand only at one player left', async () => {
    const [a, b, c] = await players(3);
    const eventId = await openEvent(manager);
    await staff.event.enter({ eventId, playerId: a!, kind: 'BUY_IN', levelIndex: 0 });
    await refusedUnchanged(
      eventId,
      () => manager.event.setStatus({ eventId, status: 'RUNNING' }),
      'CONFLICT',
      /An event starts with at least 2 players in; 1 is\./,
    );
    await staff.event.enter({ eventId, playerId: b!, kind: 'BUY_IN', levelIndex: 0 });
    await staff.event.enter({ eventId, playerId: c!, kind: 'BUY_IN', levelIndex: 0 });
    const started = await manager.event.setStatus({ eventId, status: 'RUNNING' });
    expect(started).toMatchObject({ status: 'RUNNING', snapshot: { isRunning: true } });
    await refusedUnchanged(
      eventId,
      () => manager.event.setStatus({ eventId, status: 'FINISHED' }),
      'CONFLICT',
      /3 players are still in play/,
    );
    await staff.event.eliminate({ eventId, playerId: c! });
    await refusedUnchanged(
      eventId,
      () => manager.event.setStatus({ eventId, status: 'SCHEDULED' }),
      'CONFLICT',
      /cannot go back to scheduled/,
    );
    await refusedUnchanged(
      eventId,
      () => staff.event.eliminate({ eventId, playerId: a!, eliminatedBy: a }),
      'BAD_REQUEST',
      /eliminatedBy: a player cannot eliminate themselves/,
    );
    await refusedUnchanged(
      eventId,
      () => staff.event.eliminate({ eventId, playerId: a!, eliminatedBy: c }),
      'CONFLICT',
      /is not in play in this event, so cannot have eliminated/,
    );
  });

  it('[EVENT-16] prices cannot change once someone has paid them; other fields can, audited as a diff', async () => {
    const [a] = await players(1);
    const eventId = await openEvent(manager);
    await staff.event.enter({ eventId, playerId: a!, kind: 'BUY_IN', levelIndex: 0 });
    await refusedUnchanged(
      eventId,
      () => manager.event.update({ eventId, buyIn: { amount: 200, fee: 10, chips: 10_000 } }),
      'CONFLICT',
      /buyIn: players have entered at these prices, so they can no longer change\./,
    );
    const renamed = await manager.event.update({ eventId, name: 'Renamed', league: 'Spring' });
    expect(renamed).toMatchObject({ name: 'Renamed', league: 'Spring', buyIn: { amount: 100 } });
    const [audit] = await services.db
      .select()
      .from(auditEntry)
      .where(and(eq(auditEntry.subjectId, eventId), eq(auditEntry.kind, 'event.update')));
    expect(audit?.before).toEqual({ name: 'Tuesday turbo', league: null });
    expect(audit?.after).toEqual({ name: 'Renamed', league: 'Spring' });
    expect(await codeOf(staff.event.update({ eventId, name: 'x' }))).toBe('FORBIDDEN');
  });

  it('[EVENT-17] merging two records of a player keeps their entries and finishing place', async () => {
    const [a, b, dup] = await players(3);
    const eventId = await runningEvent(manager, [a!, b!, dup!]);
    await staff.event.eliminate({ eventId, playerId: dup!, eliminatedBy: a });
    await staff.event.eliminate({ eventId, playerId: b!, eliminatedBy: a });
    await manager.player.merge({ keepId: b!, mergeId: dup! });
    const detail = await staff.event.get({ eventId });
    // Both records were in this event: the kept one now holds both lives; the stored results follow.
    expect(detail.entryList.map((e) => e.playerId).sort()).toEqual([a, b, b].sort());
    const { row } = await record(eventId);
    expect(row!.results!.map((r) => r.playerId).sort()).toEqual([a, b, b].sort());
  });

  it('[EVENT-18] two buy-ins racing for the last seat: one gets it, the other is told the event is full', async () => {
    const [a, b, c] = await players(3);
    const eventId = await openEvent(manager, { maxPlayers: 2 });
    await staff.event.enter({ eventId, playerId: a!, kind: 'BUY_IN', levelIndex: 0 });
    const outcomes = await Promise.all(
      [b!, c!].map((playerId) =>
        refusalOf(
          world
            .caller(playerId === b ? 'STAFF' : 'MANAGER')
            .event.enter({ eventId, playerId, kind: 'BUY_IN', levelIndex: 0 }),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(outcomes.find((o) => o !== 'ok')).toMatch(
      /^CONFLICT: The event is full: 2 of 2 players are in play\./,
    );
    const detail = await staff.event.get({ eventId });
    expect(detail.entries).toBe(2);
    const audit = await services.db.select().from(auditEntry).where(eq(auditEntry.kind, 'event.enter'));
    expect(audit.filter((e) => (e.after as { event: { id: string } }).event.id === eventId)).toHaveLength(2);
  });

  it('[EVENT-19] rebuys and add-ons add their whole amount to the prize pool; re-entries carry a new bounty; fees stay out', async () => {
    const [a, b] = await players(2);
    const eventId = await runningEvent(manager, [a!, b!], {
      buyIn: { amount: 100, fee: 10, chips: 10_000 },
      rebuy: { amount: 100, fee: 5, chips: 10_000, untilLevelIndex: 3 },
      reEntry: { amount: 100, fee: 10, chips: 10_000, untilLevelIndex: 3, maxCount: 3 },
      addOn: { amount: 50, fee: 0, chips: 20_000, atLevelIndex: 3 },
      bounty: { amount: 25, isProgressive: false },
    });
    const enter = (playerId: string, kind: 'REBUY' | 'RE_ENTRY' | 'ADD_ON', levelIndex: number) =>
      staff.event.enter({ eventId, playerId, kind, levelIndex });
    await enter(a!, 'REBUY', 1);
    // Heads-up inside the re-entry period: the event waits for b to re-enter rather than finish.
    const waiting = await staff.event.eliminate({ eventId, playerId: b!, eliminatedBy: a, levelIndex: 2 });
    expect(waiting).toMatchObject({ status: 'RUNNING', playersLeft: 1 });
    await enter(b!, 'RE_ENTRY', 2);
    await enter(a!, 'ADD_ON', 3);
    const { money, entries, payoutTable } = await staff.event.get({ eventId });
    expect(entries).toBe(3);
    // Amounts: 3 × 100 (buy-ins, re-entry) + 100 (rebuy) + 50 (add-on); bounties 3 × 25 carved out.
    expect(money).toEqual({
      buyIns: 220,
      reEntries: 110,
      rebuys: 105,
      addOns: 50,
      collected: 485,
      fees: 35,
      bounties: 75,
      prizePool: 375,
      chipsInPlay: 60_000,
    });
    expect(payoutTable.reduce((s, p) => s + p.amount, 0)).toBe(375);
    // Past the re-entry period the last elimination wins the event.
    const done = await staff.event.eliminate({ eventId, playerId: b!, eliminatedBy: a, levelIndex: 4 });
    expect(done.status).toBe('FINISHED');
    expect(done.results.map((r) => [r.place, r.playerId, r.payout])).toEqual([
      [1, a, 375],
      [2, b, 0],
    ]);
  });

  it('[EVENT-20] late registration: a buy-in after an elimination moves the places of those already out, stored too', async () => {
    const [a, b, c, d] = await players(4);
    const eventId = await runningEvent(manager, [a!, b!, c!]);
    const out = await staff.event.eliminate({ eventId, playerId: c!, eliminatedBy: a, levelIndex: 1 });
    expect(out.eliminations[0]).toMatchObject({ playerId: c, place: 3 });
    const late = await staff.event.enter({ eventId, playerId: d!, kind: 'BUY_IN', levelIndex: 2 });
    expect(late.eliminations[0]).toMatchObject({ playerId: c, place: 4 });
    const stored = (await record(eventId)).entries.find((e) => e.playerId === c);
    expect(stored?.place).toBe(4);
    await manager.event.setRegistration({ eventId, open: false });
    await refusedUnchanged(
      eventId,
      () => staff.event.enter({ eventId, playerId: d!, kind: 'BUY_IN', levelIndex: 2 }),
      'CONFLICT',
      /has already bought in/,
    );
  });
});
