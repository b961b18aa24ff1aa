import { randomUUID } from 'node:crypto';
import { parsePhh } from '@railbird/poker';
import type { CompletedHandInput, HandSummary } from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { hand, pokerTable } from '../src/db/schema.js';
import { paths } from '../src/paths.js';
import { appRouter } from '../src/routers/index.js';
import { encodeCursor, handConditions, handSessions, listHands } from '../src/services/vault.js';
import { handOdds } from '../src/services/vault-odds.js';
import type { Services } from '../src/trpc/context.js';
import { createCallerFactory, describeZodError } from '../src/trpc/init.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/databases.js';
import { playedHand, SAMPLE_PHH, type SeatedPlayer } from './support/hands.js';
import { contextFor, testServices } from './support/services.js';
import { ALL_IN_PREFLOP_PHH, handFromPhh, playedAnyHand } from './support/vault-hands.js';
import { buildWorld, type World } from './support/world.js';

const createCaller = createCallerFactory(appRouter);
const T0 = 1_767_500_000_000;
const MIN = 60_000;

async function codeOf(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
    return { code: 'ok', message: '' };
  } catch (error) {
    // A caller gets zod's issues; over the wire the error formatter words them (describeZodError).
    if (error instanceof TRPCError)
      return {
        code: error.code,
        message: error.cause instanceof ZodError ? describeZodError(error.cause) : error.message,
      };
    throw error;
  }
}

// Issue 18: the vault's procedures over stored hands, on each database.
describe.each(databaseKinds)('the vault on %s', (kind) => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  let services: Services;
  let world: World;
  let secret: string;
  let tableKey: string;
  let ann: SeatedPlayer;
  const guest: SeatedPlayer = { playerId: null, displayName: 'Walk-in 50%' };
  const bob: SeatedPlayer = { playerId: null, displayName: 'Bob' };
  const sent: CompletedHandInput[] = [];
  let allIn: CompletedHandInput;
  let sample: CompletedHandInput;

  const staff = () => world.caller('STAFF');
  const ingest = async (h: CompletedHandInput) => {
    await createCaller(contextFor(services)).table.ingestHand({ tableKey: h.tableKey, secret, hand: h });
    sent.push(h);
    return h;
  };
  /** Every hand of a listing, page after page. */
  const everything = async (filter: Record<string, unknown> = {}, limit = 7) => {
    const hands: HandSummary[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 100; pages++) {
      const page = await staff().hand.list({ tableKey: tableKey as never, filter, cursor, limit });
      hands.push(...page.hands);
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    return hands;
  };
  const newestFirst = (hs: CompletedHandInput[]) =>
    [...hs].sort((a, b) => b.endedAt - a.endedAt || (a.handId < b.handId ? 1 : -1)).map((h) => h.handId);

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    handle = openDatabase(testDb.target, paths.migrationsFolder);
    await handle.migrate();
    services = testServices(handle.db);
    world = await buildWorld(services, `v${randomUUID().slice(0, 6)}`);
    tableKey = world.own.tableKey;
    const table = await services.db.query.pokerTable.findFirst({ where: eq(pokerTable.key, tableKey) });
    secret = table!.secret;
    ann = { playerId: world.own.playerId, displayName: 'Ann Registered' };
    // Session 1: twelve hands a minute or so apart; then a 31-minute gap; session 2: eight hands, the
    // first PLO ones, and two hands ending at the same moment (ties broken by id).
    let at = T0;
    for (let k = 0; k < 12; k++) {
      const h = await ingest(
        playedHand({
          tableKey,
          seed: 10 + k,
          players: k % 3 === 0 ? [ann, bob, guest] : [bob, guest],
          startedAt: at,
        }),
      );
      at = h.endedAt + 20_000;
    }
    sample = await ingest(handFromPhh(tableKey, SAMPLE_PHH, { startedAt: at }));
    at = sample.endedAt + 31 * MIN + 1000;
    for (let k = 0; k < 8; k++) {
      const h = await ingest(
        playedHand({
          tableKey,
          seed: 50 + k,
          players: [ann, bob, guest],
          startedAt: at,
          variation: k < 3 ? 'PLO' : 'NLH',
        }),
      );
      at = h.endedAt + 30 * MIN; // exactly 30 minutes: still the same session
    }
    const last = sent.at(-1)!;
    await ingest({ ...last, handId: randomUUID(), startedAt: last.startedAt, endedAt: last.endedAt });
    allIn = await ingest(handFromPhh(tableKey, ALL_IN_PREFLOP_PHH, { startedAt: last.endedAt + 60_000 }));
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    await testDb?.drop();
  });

  it('[VAULT-1] a table’s hands come newest first (ended_at, then id, descending), each once across pages, with their players', async () => {
    const hands = await everything();
    expect(hands.map((h) => h.id)).toEqual(newestFirst(sent));
    const first = (await staff().hand.list({ tableKey: tableKey as never })).hands[0]!;
    expect(first.id).toBe(allIn.handId);
    expect(first).toMatchObject({
      tableKey,
      variation: 'NLH',
      pot: 200,
      allIn: true,
      showdown: true,
      bigBlind: 2,
    });
    expect(
      first.players.map((p) => [p.playerIndex, p.displayName, p.startingStack, p.finishingStack, p.won]),
    ).toEqual([
      [0, 'Ann', 100, 200, true],
      [1, 'Bob', 100, 0, false],
      [2, 'Cat', 100, 100, false],
    ]);
    expect(first.players[0]!.holeCards).toEqual(['SA', 'HA']);
  });

  it('[VAULT-2] keyset pages neither repeat nor skip a hand when hands are stored between two pages', async () => {
    const before = newestFirst(sent);
    const page1 = await staff().hand.list({ tableKey: tableKey as never, limit: 10 });
    // A newer hand arrives (it belongs before page 1) and an older one (it belongs after the cursor).
    const newer = handFromPhh(tableKey, SAMPLE_PHH, { startedAt: allIn.endedAt + 60_000 });
    const older = handFromPhh(tableKey, SAMPLE_PHH, { startedAt: T0 - 10 * MIN });
    const tables = await services.db.query.pokerTable.findFirst({ where: eq(pokerTable.key, tableKey) });
    const engine = createCaller(contextFor(services)).table;
    await engine.ingestHand({ tableKey, secret: tables!.secret, hand: newer });
    await engine.ingestHand({ tableKey, secret: tables!.secret, hand: older });
    const rest: string[] = [];
    let cursor = page1.nextCursor;
    while (cursor) {
      const page = await staff().hand.list({ tableKey: tableKey as never, cursor, limit: 10 });
      rest.push(...page.hands.map((h) => h.id));
      cursor = page.nextCursor;
    }
    expect([...page1.hands.map((h) => h.id), ...rest]).toEqual([...before, older.handId]);
    sent.push(newer, older);
  });

  it('[VAULT-3] each filter narrows in the database: player by id or part of a name, variation, pot, showdown, all in, from/to', async () => {
    const ids = (hs: HandSummary[]) => hs.map((h) => h.id).sort();
    const all = await everything();
    const expectFilter = async (filter: Record<string, unknown>, keep: (h: HandSummary) => boolean) => {
      const got = await everything(filter);
      expect(ids(got), JSON.stringify(filter)).toEqual(ids(all.filter(keep)));
      expect(got.length, JSON.stringify(filter)).toBeGreaterThan(0);
      return got;
    };
    await expectFilter({ player: ann.playerId }, (h) => h.players.some((p) => p.playerId === ann.playerId));
    await expectFilter({ player: 'registered' }, (h) =>
      h.players.some((p) => p.displayName === 'Ann Registered'),
    );
    // The pattern characters of a name are taken as they are: "50%" matches the walk-in, "%" alone nobody else.
    await expectFilter({ player: 'IN 50%' }, (h) =>
      h.players.some((p) => p.displayName === guest.displayName),
    );
    expect(await everything({ player: '_' })).toEqual([]);
    await expectFilter({ variation: 'PLO' }, (h) => h.variation === 'PLO');
    await expectFilter({ showdown: true }, (h) => h.showdown);
    await expectFilter({ showdown: false }, (h) => !h.showdown);
    const allIns = await expectFilter({ allIn: true }, (h) => h.allIn);
    expect(allIns.map((h) => h.id)).toContain(allIn.handId);
    await expectFilter({ allIn: false }, (h) => !h.allIn);
    // The sample hand: 6 + 2 + 6 in the pot (Cat's uncalled 10 came back).
    expect(all.find((h) => h.id === sample.handId)!.pot).toBe(14);
    await expectFilter({ minPot: 14, maxPot: 14 }, (h) => h.pot === 14);
    await expectFilter({ minPot: 20 }, (h) => h.pot >= 20);
    await expectFilter({ maxPot: 20 }, (h) => h.pot <= 20);
    const from = new Date(sample.endedAt);
    const to = new Date(allIn.endedAt);
    const window = await expectFilter({ from, to }, (h) => h.endedAt >= from && h.endedAt < to);
    expect(window.map((h) => h.id)).toContain(sample.handId);
    expect(window.map((h) => h.id)).not.toContain(allIn.handId);
    await expectFilter(
      { player: 'bob', variation: 'NLH', showdown: true },
      (h) => h.players.some((p) => p.displayName === 'Bob') && h.variation === 'NLH' && h.showdown,
    );
  });

  it('[VAULT-4] another location’s table is FORBIDDEN, an unknown table NOT_FOUND, another location’s hand FORBIDDEN', async () => {
    const other = world.other.tableKey as never;
    // One call at a time: a call started before the one awaited could reject unhandled meanwhile.
    for (const call of [
      () => staff().hand.list({ tableKey: other }),
      () => staff().hand.sessions({ tableKey: other }),
      () => world.callerWithCookie(world.otherAdmin.cookie).hand.get({ handId: allIn.handId }),
    ])
      expect((await codeOf(call())).code).toBe('FORBIDDEN');
    expect((await codeOf(staff().hand.list({ tableKey: 'no-such-table' as never }))).code).toBe('NOT_FOUND');
    expect((await codeOf(staff().hand.get({ handId: 'no-such-hand' }))).code).toBe('NOT_FOUND');
  });

  it('[VAULT-5] a malformed cursor or filter is BAD_REQUEST naming it', async () => {
    for (const cursor of [
      'not a cursor!',
      'bm9wZQ',
      encodeCursor({ endedMicros: 1n, id: 'x' }).slice(0, -2) + '$$',
    ])
      expect(await codeOf(staff().hand.list({ tableKey: tableKey as never, cursor }))).toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringMatching(/^cursor: /),
      });
    expect(
      await codeOf(staff().hand.list({ tableKey: tableKey as never, filter: { minPot: 9, maxPot: 3 } })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('filter.maxPot') });
    expect(
      await codeOf(callAny(staff(), 'hand.list', { tableKey, filter: { showdown: 'yes' } })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('filter.showdown') });
  });

  it('[VAULT-6] a hand for the replayer: current PHH, action times, the table’s name and the odds at each street (all in preflop: shares add up to 1)', async () => {
    const started = performance.now();
    const detail = await staff().hand.get({ handId: allIn.handId });
    const ms = performance.now() - started;
    expect(detail.tableName).toBe(`${world.tag}a table`);
    expect(detail.phh).toContain('finishing_stacks = [200, 0, 100]');
    expect(detail.actionTimes).toEqual(allIn.actionTimes);
    expect(detail.odds.map((o) => [o.label, o.afterAction])).toEqual([
      ['Preflop', 3],
      ['All in', 6],
    ]);
    const [preflop, shove] = detail.odds;
    expect(preflop!.equities.reduce((s: number, e) => s + (e ?? 0), 0)).toBeCloseTo(1, 9);
    expect(preflop!.equities.every((e) => e !== null)).toBe(true);
    expect(shove!.equities[2]).toBeNull();
    expect(shove!.equities[0]! + shove!.equities[1]!).toBeCloseTo(1, 9);
    // AA against KK all in preflop: about 81–82 %.
    expect(shove!.equities[0]).toBeGreaterThan(0.8);
    expect(shove!.equities[0]).toBeLessThan(0.83);
    expect(ms).toBeLessThan(1000);

    const played = await staff().hand.get({ handId: sample.handId });
    expect(played.odds.map((o) => o.label)).toEqual(['Preflop', 'Flop']);
    expect(played.odds[1]!.equities[1]).toBeNull(); // Bob folded preflop
  });

  it('[VAULT-7] sessions split where the next hand starts more than 30 minutes after the last one ended, newest first', async () => {
    const sessions = await staff().hand.sessions({ tableKey: tableKey as never });
    const inOrder = [...sent].sort((a, b) => a.startedAt - b.startedAt);
    const firstOfSecond = inOrder.findIndex((h) => h.startedAt > sample.endedAt);
    const oldest = inOrder.slice(0, firstOfSecond);
    const newest = inOrder.slice(firstOfSecond);
    // The hand stored 10 minutes before T0 (VAULT-2) is within 30 minutes of the first session.
    expect(sessions).toEqual([
      {
        from: new Date(newest[0]!.startedAt),
        to: new Date(Math.max(...newest.map((h) => h.endedAt))),
        hands: newest.length,
      },
      {
        from: new Date(oldest[0]!.startedAt),
        to: new Date(Math.max(...oldest.map((h) => h.endedAt))),
        hands: oldest.length,
      },
    ]);
    expect((await staff().hand.sessions({ tableKey: tableKey as never, limit: 1 })).length).toBe(1);
  });

  it('[VAULT-10] the player filter finds the same hands, in the same pages, by id lookup, by walking the newest hands, and by a walk that falls back to the lookup', async () => {
    const locationId = world.own.id;
    const ways = {
      lookUp: { lookupRows: Number.MAX_SAFE_INTEGER, walkHands: Number.MAX_SAFE_INTEGER },
      walk: { lookupRows: 1, walkHands: Number.MAX_SAFE_INTEGER },
      walkThenLookUp: { lookupRows: 1, walkHands: 3 },
    };
    const pages = async (filter: Record<string, unknown>, tuning?: (typeof ways)['walk']) => {
      const seen: string[][] = [];
      let cursor: string | null = null;
      do {
        const page = await listHands(handle.db, locationId, { tableKey, filter, cursor, limit: 4 }, tuning);
        seen.push(page.hands.map((h) => h.id));
        cursor = page.nextCursor;
      } while (cursor && seen.length < 50);
      return seen;
    };
    for (const filter of [
      { player: ann.playerId },
      { player: 'registered' },
      { player: 'BOB' },
      { player: 'IN 50%' },
      { player: '_' },
      { player: 'Zed Nobody' },
      { player: 'bob', showdown: true },
      { player: ann.playerId, variation: 'PLO' },
    ]) {
      // What the filter meant before it had ways: a probe of each hand for the id or the name, any case.
      const meant = await handle.db
        .select({ id: hand.id })
        .from(hand)
        .where(and(...handConditions(locationId, tableKey, filter as never)))
        .orderBy(desc(hand.endedAt), desc(hand.id));
      const expected = await pages(filter);
      expect(expected.flat(), JSON.stringify(filter)).toEqual(meant.map((h) => h.id));
      for (const [way, tuning] of Object.entries(ways))
        expect(await pages(filter, tuning), `${way} ${JSON.stringify(filter)}`).toEqual(expected);
    }
  });

  it('[VAULT-11] the session list reads back from the newest hands only as far as it needs, and finds the same sessions however little it reads first', async () => {
    const input = { tableKey, limit: 10 };
    const all = await handSessions(handle.db, world.own.id, input);
    expect(all.length).toBe(2);
    for (const limit of [1, 2, 3])
      for (const firstRead of [1, 2, 5, 1000])
        expect(
          await handSessions(handle.db, world.own.id, { tableKey, limit }, firstRead),
          `limit ${limit}, first read ${firstRead}`,
        ).toEqual(all.slice(0, limit));
  });
});

function callAny(caller: ReturnType<World['caller']>, path: string, input: unknown): Promise<unknown> {
  const fn = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return (fn as (input: unknown) => Promise<unknown>)(input);
}

describe('the replayer’s odds in every game family', () => {
  it.each([
    ['NLH', ['Preflop', 'Flop', 'Turn', 'River']],
    ['PLO8', ['Preflop', 'Flop', 'Turn', 'River']],
    ['BADUGI', ['Predraw', 'Draw 1', 'Draw 2', 'Draw 3']],
    ['STUD', ['3rd street', '4th street', '5th street', '6th street', '7th street']],
  ] as const)(
    '[VAULT-8] %s: a point per betting round it reached, named for it; live shares add up to 1, folded players none',
    (variation, streets) => {
      const labels = new Set<string>();
      for (let seed = 1; seed <= 6; seed++) {
        const h = playedAnyHand({
          tableKey: 't',
          seed,
          names: ['A', 'B', 'C', 'D'],
          startedAt: 0,
          variation,
        });
        const parsed = parsePhh(h.phh);
        if (!parsed.ok) throw new Error(parsed.error.message);
        const odds = handOdds(parsed.hand);
        expect(odds.length).toBeGreaterThan(0);
        for (const o of odds) {
          labels.add(o.label);
          expect([...streets, 'All in']).toContain(o.label);
          expect(o.equities.reduce((s: number, e) => s + (e ?? 0), 0)).toBeCloseTo(1, 6);
        }
        // Once a player is out, they have no share at any later point.
        for (const [i, o] of odds.entries())
          for (const later of odds.slice(i + 1))
            o.equities.forEach((e, p) => {
              if (e === null) expect(later.equities[p]).toBeNull();
            });
      }
      expect(labels.has(streets[0])).toBe(true);
    },
  );
});

it('[VAULT-9] a point where a live hand was never seen has no shares for anyone; once that player folds, shares return', () => {
  const parsed = parsePhh(SAMPLE_PHH.replace('"d dh p3 QhQd"', '"d dh p3 ????"'));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const odds = handOdds(parsed.hand);
  expect(odds.map((o) => [o.label, o.equities, o.exact])).toEqual([
    ['Preflop', [null, null, null], false],
    ['Flop', [null, null, null], false],
  ]);
  const muckedUnknown = parsePhh(SAMPLE_PHH.replace('"d dh p2 7c2d"', '"d dh p2 ????"'));
  if (!muckedUnknown.ok) throw new Error(muckedUnknown.error.message);
  const [preflop, flop] = handOdds(muckedUnknown.hand);
  expect(preflop!.equities).toEqual([null, null, null]);
  expect(flop!.equities[1]).toBeNull();
  expect(flop!.equities[0]! + flop!.equities[2]!).toBeCloseTo(1, 9);
});
