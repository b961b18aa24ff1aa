import { randomUUID } from 'node:crypto';
import type { CompletedHandInput } from '@railbird/protocol';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { handPlayer, playerStats, pokerTable, seating } from '../src/db/schema.js';
import { paths } from '../src/paths.js';
import { appRouter } from '../src/routers/index.js';
import { ranksOfPrimeProduct } from '../src/services/players-page.js';
import type { Services } from '../src/trpc/context.js';
import { createCallerFactory } from '../src/trpc/init.js';
import { playedHand, type SeatedPlayer } from './support/hands.js';
import { refusalOf } from './support/outcome.js';
import { contextFor, testServices } from './support/services.js';
import { buildWorld, type World } from './support/world.js';

const createCaller = createCallerFactory(appRouter);
const T0 = 1_767_600_000_000;
const MIN = 60_000;

/** Numbers to 9 significant digits: sums added in another order may differ in the last bits. */
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

// Issue 16: the player page reads a player's hands, results and starting hands; two records of one
// person merge into one.
describe('player page and merging records', () => {
  let handle: DatabaseHandle;
  let services: Services;
  let world: World;
  let secret: string;
  let seed = 500;
  const guest: SeatedPlayer = { playerId: null, displayName: 'Walk-in' };

  const ingest = async (h: CompletedHandInput) => {
    await createCaller(contextFor(services)).table.ingestHand({ tableKey: h.tableKey, secret, hand: h });
    return h;
  };
  const play = (minute: number, players: SeatedPlayer[], variation: 'NLH' | 'PLO' = 'NLH') =>
    ingest(
      playedHand({
        tableKey: world.own.tableKey,
        seed: seed++,
        players,
        startedAt: T0 + minute * MIN,
        variation,
      }),
    );
  const person = async (displayName: string, extra: { phone?: string } = {}): Promise<SeatedPlayer> => ({
    playerId: (await world.caller('STAFF').player.create({ displayName, ...extra })).id,
    displayName,
  });
  const statsRowsOf = async (playerId: string) =>
    (
      await services.db
        .select()
        .from(playerStats)
        .where(eq(playerStats.playerId, playerId))
        .orderBy(asc(playerStats.grouping), asc(playerStats.groupKey))
    ).map(({ updatedAt: _, ...row }) => row);

  beforeAll(async () => {
    handle = openDatabase({ kind: 'pglite', dataDir: undefined }, paths.migrationsFolder);
    await handle.migrate();
    services = testServices(handle.db);
    world = await buildWorld(services, `pp${randomUUID().slice(0, 6)}`);
    const table = await services.db.query.pokerTable.findFirst({
      where: eq(pokerTable.key, world.own.tableKey),
    });
    secret = table!.secret;
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('[PHANDS-1] recent hands are newest first and paged on the server, each with its table, cards, position and result', async () => {
    const ann = await person('Ann Pages');
    const bob = await person('Bob Pages');
    const sent: CompletedHandInput[] = [];
    for (let i = 0; i < 5; i++) sent.push(await play(i * 3, [ann, bob, guest]));
    const staff = world.caller('STAFF');
    const seen: string[] = [];
    let cursor: string | undefined;
    const sizes: number[] = [];
    do {
      const page = await staff.player.hands({
        playerId: ann.playerId!,
        limit: 2,
        ...(cursor ? { cursor } : {}),
      });
      sizes.push(page.hands.length);
      seen.push(...page.hands.map((h) => h.handId));
      for (const h of page.hands) {
        const shipped = sent.find((s) => s.handId === h.handId)!;
        const seat = shipped.players.find((p) => p.playerId === ann.playerId)!;
        expect(h.tableKey).toBe(world.own.tableKey);
        expect(h.holeCards).toEqual(seat.holeCards);
        expect(h.net).toBe(seat.finishingStack - seat.startingStack);
        expect(h.position).toMatch(/^(sb|bb|btn)$/);
        expect(h.variation).toBe('NLH');
      }
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(sizes).toEqual([2, 2, 1]);
    expect(seen).toEqual([...sent].reverse().map((h) => h.handId));
    // Bob's hands are his own: the same five, none of Ann's page twice.
    expect((await staff.player.hands({ playerId: bob.playerId!, limit: 100 })).hands).toHaveLength(5);
  });

  it('[PHANDS-2] another location’s player and a made-up cursor are refused', async () => {
    const staff = world.caller('STAFF');
    expect(await refusalOf(staff.player.hands({ playerId: world.other.playerId }))).toMatch(/^FORBIDDEN/);
    expect(
      await refusalOf(staff.player.hands({ playerId: world.own.playerId, cursor: 'not-a-cursor' })),
    ).toMatch(/^BAD_REQUEST: That cursor/);
    const empty = await staff.player.hands({ playerId: world.own.playerId });
    expect(empty).toEqual({ hands: [], nextCursor: null });
  });

  it('[PMATCH-1] the hand-matching table lists every starting hand by its ranks with times dealt, wins, losses and earnings (spec §5)', async () => {
    expect(ranksOfPrimeProduct(2 * 41)).toBe('AK');
    expect(ranksOfPrimeProduct(37 * 37)).toBe('QQ');
    expect(ranksOfPrimeProduct(2 * 2 * 41 * 3)).toBe('AAK2');
    expect(ranksOfPrimeProduct(43)).toBe('?');
    const cat = await person('Cat Match');
    const dan = await person('Dan Match');
    for (let i = 0; i < 6; i++) await play(100 + i * 3, [cat, dan]);
    const staff = world.caller('STAFF');
    const table = await staff.player.startingHands({ playerId: cat.playerId! });
    const all = await staff.player.stats({ playerId: cat.playerId!, grouping: 'all' });
    const totals = table.hands.reduce(
      (t, h) => ({ dealt: t.dealt + h.timesDealt, earnings: t.earnings + h.earnings }),
      { dealt: 0, earnings: 0 },
    );
    expect(totals.dealt).toBe(6);
    expect(totals.earnings).toBeCloseTo(all.rows[0]!.analytics.earnings, 6);
    // Each row agrees with player.handMatch for the same ranks.
    const first = table.hands[0]!;
    const suits = ['S', 'H'];
    const cards = [...first.ranks].map((r, i) => `${suits[i]}${r}`) as never;
    const match = await staff.player.handMatch({ playerId: cat.playerId!, cards });
    expect([match.timesDealt, match.wins, match.losses, match.earnings]).toEqual([
      first.timesDealt,
      first.wins,
      first.losses,
      first.earnings,
    ]);
    // The page's statistics in one call: all time, per variation, per event.
    const overview = await staff.player.overview({ playerId: cat.playerId! });
    expect(overview.all!.handsPlayed).toBe(6);
    expect(overview.variations.map((v) => [v.key, v.handsPlayed])).toEqual([['NLH', 6]]);
    expect(overview.events).toEqual([]);
    expect((await staff.player.overview({ playerId: world.own.playerId })).all).toBeNull();
    // The earnings chart's points are the hands, oldest first, summing to the all-time result.
    const chart = await staff.player.earnings({ playerId: cat.playerId! });
    expect(chart.points).toHaveLength(6);
    expect(chart.points.map((p) => p.at.getTime())).toEqual(
      [...chart.points.map((p) => p.at.getTime())].sort((a, b) => a - b),
    );
    expect(chart.points.reduce((s, p) => s + p.net, 0)).toBeCloseTo(all.rows[0]!.analytics.earnings, 6);
    expect(chart.earlierHands).toBe(0);
    const latest = await staff.player.earnings({ playerId: cat.playerId!, limit: 4 });
    expect([latest.points.length, latest.earlierHands]).toEqual([4, 2]);
    expect(latest.earlierNet + latest.points.reduce((s, p) => s + p.net, 0)).toBeCloseTo(
      all.rows[0]!.analytics.earnings,
      6,
    );
  });

  it('[MERGE-1] merging moves every hand, seating and entry, the stats follow, the other record disappears, and it is audited', async () => {
    const keep = await person('Eve Merge');
    const dupe = await person('Eve M.', { phone: '555-010-7777' });
    const other = await person('Fay Merge');
    // Eve plays as both records: a session at the table under each, and one PLO hand as the duplicate.
    for (let i = 0; i < 3; i++) await play(200 + i * 3, [keep, other, guest]);
    for (let i = 0; i < 3; i++) await play(300 + i * 3, [dupe, other, guest]);
    await play(310, [dupe, other], 'PLO');
    const tableRow = await services.db.query.pokerTable.findFirst({
      where: eq(pokerTable.key, world.own.tableKey),
    });
    await services.db.insert(seating).values({
      id: randomUUID(),
      locationId: world.own.id,
      tableId: tableRow!.id,
      playerId: dupe.playerId!,
      seatIndex: 3,
    });
    const staff = world.caller('STAFF');
    expect((await staff.player.handCount({ playerId: dupe.playerId! })).hands).toBe(4);
    expect(await refusalOf(staff.player.merge({ keepId: keep.playerId!, mergeId: dupe.playerId! }))).toMatch(
      /^FORBIDDEN/,
    );

    const result = await world
      .caller('MANAGER')
      .player.merge({ keepId: keep.playerId!, mergeId: dupe.playerId! });
    expect([result.handsMoved, result.seatingsMoved, result.entriesMoved]).toEqual([4, 1, 0]);
    // The kept record keeps its name and takes the phone only the duplicate had.
    expect(result.kept.displayName).toBe('Eve Merge');
    expect(result.kept.phone).toBe('+15550107777');
    expect(await refusalOf(staff.player.get({ playerId: dupe.playerId! }))).toMatch(/^NOT_FOUND/);
    const moved = await services.db
      .select()
      .from(handPlayer)
      .where(and(eq(handPlayer.locationId, world.own.id), eq(handPlayer.playerId, keep.playerId!)));
    expect(moved).toHaveLength(7);
    expect((await staff.player.hands({ playerId: keep.playerId!, limit: 100 })).hands).toHaveLength(7);
    const seats = await services.db.select().from(seating).where(eq(seating.playerId, keep.playerId!));
    expect(seats).toHaveLength(1);

    // The stats follow: what the merge wrote equals a rebuild of the whole location from the hands.
    const afterMerge = await statsRowsOf(keep.playerId!);
    expect(afterMerge.find((r) => r.grouping === 'all')!.handsPlayed).toBe(7);
    expect(afterMerge.filter((r) => r.grouping === 'session')).toHaveLength(2);
    expect(afterMerge.find((r) => r.grouping === 'variation' && r.groupKey === 'PLO')!.handsPlayed).toBe(1);
    await world.caller('MANAGER').player.recomputeStats({});
    expect(rounded(afterMerge)).toEqual(rounded(await statsRowsOf(keep.playerId!)));
    expect(await statsRowsOf(dupe.playerId!)).toEqual([]);

    const audit = await world.caller('ADMIN').audit.list({ kind: 'player.merge' });
    expect(audit.entries[0]).toMatchObject({
      kind: 'player.merge',
      subject: { id: keep.playerId, name: 'Eve Merge' },
      before: { merged: { id: dupe.playerId, displayName: 'Eve M.' } },
      after: { handsMoved: 4, seatingsMoved: 1, entriesMoved: 0 },
    });
    // Never a phone in the record (the whole number: four digits alone turn up in random ids).
    expect(JSON.stringify(audit.entries[0])).not.toMatch(/555\D{0,2}010\D?7777|0107777/);
  });

  it('[MERGE-2] merging a player into itself is refused and changes nothing', async () => {
    const gil = await person('Gil Self');
    await play(400, [gil, guest]);
    const before = await statsRowsOf(gil.playerId!);
    const manager = world.caller('MANAGER');
    const audited = (await world.caller('ADMIN').audit.list({ kind: 'player.merge' })).entries.length;
    expect(await refusalOf(manager.player.merge({ keepId: gil.playerId!, mergeId: gil.playerId! }))).toBe(
      'BAD_REQUEST: A player cannot be merged into itself: choose the other record of this person.',
    );
    expect(await statsRowsOf(gil.playerId!)).toEqual(before);
    expect((await manager.player.hands({ playerId: gil.playerId! })).hands).toHaveLength(1);
    expect((await world.caller('ADMIN').audit.list({ kind: 'player.merge' })).entries).toHaveLength(audited);
  });

  it('[MERGE-3] merging across locations is refused with a clear message and changes nothing', async () => {
    const hal = await person('Hal Local');
    await play(500, [hal, guest]);
    const manager = world.caller('MANAGER');
    for (const input of [
      { keepId: hal.playerId!, mergeId: world.other.playerId },
      { keepId: world.other.playerId, mergeId: hal.playerId! },
    ]) {
      expect(await refusalOf(manager.player.merge(input))).toBe(
        'FORBIDDEN: These records belong to different locations: only two players of this location can be merged.',
      );
    }
    expect((await manager.player.get({ playerId: hal.playerId! })).displayName).toBe('Hal Local');
    expect((await world.caller('ADMIN').player.hands({ playerId: hal.playerId! })).hands).toHaveLength(1);
    expect(await refusalOf(manager.player.merge({ keepId: hal.playerId!, mergeId: 'nobody' }))).toMatch(
      /^NOT_FOUND/,
    );
  });
});
