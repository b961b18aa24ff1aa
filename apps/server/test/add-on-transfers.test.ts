import { randomUUID } from 'node:crypto';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddOnTransfer, CompletedHandInput, EngineCommandRecord } from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from '../src/db/client.js';
import { auditEntry, hand, pokerTable } from '../src/db/schema.js';
import { paths } from '../src/paths.js';
import { appRouter } from '../src/routers/index.js';
import { handDetail } from '../src/services/vault.js';
import type { Services } from '../src/trpc/context.js';
import { createCallerFactory, describeZodError } from '../src/trpc/init.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/databases.js';
import { sampleHand } from './support/hands.js';
import { contextFor, tempDir, testServices } from './support/services.js';
import { buildWorld, type World } from './support/world.js';

const createCaller = createCallerFactory(appRouter);
const T0 = 1_790_000_000_000;

/** How a call ended, with the message the wire gives (zod's issues worded as the error formatter does). */
async function refusal(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'ok';
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return `${error.code}: ${error.cause instanceof ZodError ? describeZodError(error.cause) : error.message}`;
  }
}

const runnerUp = (over: Partial<AddOnTransfer> = {}): AddOnTransfer => ({
  addOn: 'runnerUpAddOn',
  seatIndex: 1,
  playerId: null,
  displayName: 'Ann',
  amount: 50,
  reason: 'Runner-up: the best hand shown that won nothing',
  ...over,
});

// Issue 19: the chips the add-on games move are kept by the server with the hand and the command.
describe.each(databaseKinds)('add-on chips in the records on %s', (kind) => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  let services: Services;
  let world: World;
  let secret: string;
  let tableKey: string;
  const engine = () => createCaller(contextFor(services));
  const handCount = async () => Number((await services.db.select({ n: count() }).from(hand))[0]!.n);

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    handle = openDatabase(testDb.target, paths.migrationsFolder);
    await handle.migrate();
    services = testServices(handle.db, { now: () => T0 + 999_999 });
    world = await buildWorld(services, `a${randomUUID().slice(0, 6)}`);
    tableKey = world.own.tableKey;
    secret = (await services.db.query.pokerTable.findFirst({ where: eq(pokerTable.key, tableKey) }))!.secret;
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    await testDb?.drop();
  });

  it('[ADDON-DB-2] a hand’s add-on transfers are stored with it and hand.get returns them (a player id not of this location kept as a guest); sent again, nothing changes', async () => {
    const transfers: AddOnTransfer[] = [
      runnerUp(),
      {
        addOn: 'powerupsAddOn',
        seatIndex: 4,
        playerId: null,
        displayName: 'Cat',
        amount: -10,
        reason: 'Powerups: Bob’s pickpocket takes from the hand’s biggest winner',
      },
      {
        addOn: 'powerupsAddOn',
        seatIndex: 2,
        playerId: null,
        displayName: 'Bob',
        amount: 10,
        reason: 'Powerups: Bob’s pickpocket takes from the hand’s biggest winner',
      },
      // Not dealt in but holding a bingo card: a seat the hand does not list.
      {
        addOn: 'bingoAddOn',
        seatIndex: 6,
        playerId: world.own.playerId,
        displayName: 'Dee',
        amount: 20,
        reason: 'Bingo: Dee has bingo (game 1)',
      },
      {
        addOn: 'bingoAddOn',
        seatIndex: 7,
        playerId: world.other.playerId,
        displayName: 'Eve',
        amount: 20,
        reason: 'Bingo: Dee and Eve share bingo (game 1)',
      },
    ];
    const h = sampleHand(tableKey, { handNumber: 11, addOnTransfers: transfers });
    const ack = await engine().table.ingestHand({ tableKey, secret, hand: h });
    const stored = await services.db.query.hand.findFirst({ where: eq(hand.id, h.handId) });
    const kept = transfers.map((t, i) => (i === 4 ? { ...t, playerId: null } : t));
    expect(stored!.addOnTransfers).toEqual(kept);

    const detail = await world.caller('PRODUCER').hand.get({ handId: h.handId });
    expect(detail.addOnTransfers).toEqual(kept);
    // The poker result is the hand's, untouched.
    expect(detail.players.map((p) => [p.seatIndex, p.finishingStack])).toEqual([
      [1, 194],
      [2, 198],
      [4, 208],
    ]);

    // The engine ships it again (its answer was lost), even with other transfers: the first is kept.
    const before = await handCount();
    const again = await engine().table.ingestHand({
      tableKey,
      secret,
      hand: { ...h, addOnTransfers: [runnerUp({ amount: 999 })] },
    });
    expect(again).toEqual(ack);
    expect(await handCount()).toBe(before);
    expect(
      (await services.db.query.hand.findFirst({ where: eq(hand.id, h.handId) }))!.addOnTransfers,
    ).toEqual(kept);

    // A hand without add-on chips has none: null stored, [] read.
    const plain = sampleHand(tableKey, { handNumber: 12 });
    await engine().table.ingestHand({ tableKey, secret, hand: plain });
    expect(
      (await services.db.query.hand.findFirst({ where: eq(hand.id, plain.handId) }))!.addOnTransfers,
    ).toBeNull();
    expect((await world.caller('STAFF').hand.get({ handId: plain.handId })).addOnTransfers).toEqual([]);
  });

  it('[ADDON-DB-3] a bad transfer is BAD_REQUEST naming the field, and nothing is written', async () => {
    const before = await handCount();
    const send = (addOnTransfers: unknown) =>
      refusal(
        engine().table.ingestHand({
          tableKey,
          secret,
          hand: sampleHand(tableKey, { addOnTransfers } as Partial<CompletedHandInput>),
        }),
      );
    expect(await send([runnerUp({ amount: 0 })])).toMatch(/^BAD_REQUEST: hand\.addOnTransfers\.0\.amount: /);
    expect(await send([runnerUp(), runnerUp({ addOn: 'poker' as never })])).toMatch(
      /^BAD_REQUEST: hand\.addOnTransfers\.1\.addOn: /,
    );
    expect(await send([runnerUp({ seatIndex: 10 })])).toMatch(
      /^BAD_REQUEST: hand\.addOnTransfers\.0\.seatIndex: /,
    );
    expect(await send([runnerUp({ reason: '' })])).toMatch(/^BAD_REQUEST: hand\.addOnTransfers\.0\.reason: /);
    expect(await send(Array.from({ length: 201 }, () => runnerUp()))).toMatch(
      /^BAD_REQUEST: hand\.addOnTransfers: /,
    );
    // Seat 2 is Bob, a guest, in this hand: a transfer cannot name someone else there.
    expect(await send([runnerUp({ seatIndex: 2, playerId: world.own.playerId })])).toBe(
      `BAD_REQUEST: hand.addOnTransfers.0.playerId: seat 3 is a guest in this hand, not ${world.own.playerId}`,
    );
    expect(await handCount()).toBe(before);
  });

  it('[ADDON-DB-4] an add-on action’s chips are in its audit entry (after.transfers), recorded once however often it is shipped', async () => {
    const moment: EngineCommandRecord['before'] = {
      tableMode: 'GAME',
      gameState: 'STANDBY',
      roundState: 'WAITING FOR ROUND START',
      handNumber: 3,
      paused: false,
    };
    const buyIn: EngineCommandRecord = {
      seq: 41,
      time: T0,
      actor: { id: world.users.STAFF.id, type: 'STAFF' },
      command: 'addOnAction',
      data: { addOn: 'oneNDoneAddOn', action: { type: 'buyIn', seatIndex: 1 } },
      before: moment,
      after: moment,
      transfers: [
        runnerUp({
          addOn: 'oneNDoneAddOn',
          displayName: 'Bob',
          amount: 100,
          reason: 'One-and-done: bought in',
        }),
      ],
    };
    const predict: EngineCommandRecord = {
      ...buyIn,
      seq: 42,
      time: T0 + 1000,
      data: { addOn: 'fortuneTellerAddOn', action: { type: 'drawPrompts' } },
      transfers: undefined,
    };
    delete predict.transfers;
    expect(await engine().table.recordCommands({ tableKey, secret, commands: [buyIn, predict] })).toEqual({
      recorded: 2,
      lastSeq: 42,
    });
    expect(await engine().table.recordCommands({ tableKey, secret, commands: [buyIn, predict] })).toEqual({
      recorded: 0,
      lastSeq: 42,
    });
    const rows = (
      await services.db
        .select()
        .from(auditEntry)
        .where(eq(auditEntry.locationId, world.own.id))
        .orderBy(asc(auditEntry.seq))
    ).filter((r) => r.kind === 'command' && r.subjectName === 'addOnAction');
    expect(rows.map((r) => r.after)).toEqual([
      { ...moment, data: buyIn.data, transfers: buyIn.transfers },
      { ...moment, data: predict.data },
    ]);
    // The content the chain will hash says it too.
    expect(JSON.parse(rows[0]!.content).after.transfers).toEqual(buyIn.transfers);
    const page = await world.caller('STAFF').audit.list({ tableKey, kind: 'command', limit: 2 });
    expect((page.entries[1]!.after as { transfers?: unknown }).transfers).toEqual(buyIn.transfers);

    // A bad transfer refuses the batch naming the field; nothing is recorded.
    expect(
      await refusal(
        engine().table.recordCommands({
          tableKey,
          secret,
          commands: [
            { ...buyIn, seq: 43, transfers: [{ ...buyIn.transfers![0]!, reason: 'x'.repeat(201) }] },
          ],
        }),
      ),
    ).toMatch(/^BAD_REQUEST: commands\.0\.transfers\.0\.reason: /);
    expect(
      (await services.db.select().from(auditEntry).where(eq(auditEntry.locationId, world.own.id))).filter(
        (r) => r.subjectId === `journal:43@${T0}`,
      ),
    ).toEqual([]);
  });
});

// Migration 0010: hands stored before it have no add-on transfers, and read as none.
describe.each(databaseKinds)('migration 0010 on %s', (kind) => {
  const dirs: string[] = [];
  let testDb: TestDatabase | undefined;

  afterAll(async () => {
    await testDb?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('[ADDON-DB-1] an older hand keeps add_on_transfers null and hand.get gives it no add-on chips', async () => {
    const dir = tempDir('railbird-addon-migration-');
    dirs.push(dir);
    const before = join(dir, 'drizzle-0009');
    cpSync(paths.migrationsFolder, before, { recursive: true });
    const journalPath = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
    journal.entries = journal.entries.filter((e) => e.tag < '0010');
    writeFileSync(journalPath, JSON.stringify(journal));
    rmSync(join(before, '0010_add_on_transfers.sql'));

    let target: DatabaseTarget;
    if (kind === 'pglite') target = { kind: 'pglite', dataDir: join(dir, 'pglite') };
    else {
      testDb = await createTestDatabase(kind);
      target = testDb.target;
    }
    const old = openDatabase(target, before);
    await old.migrate();
    await old.db.execute(
      sql`INSERT INTO "location" ("id", "name", "slug", "created_at") VALUES ('loc', 'Old room', 'old-room', now())`,
    );
    await old.db.execute(sql`
      INSERT INTO "hand" ("id", "location_id", "table_key", "hand_number", "variation", "started_at", "ended_at", "phh", "action_times", "big_blind", "showdown", "pot", "all_in")
      VALUES ('old-hand', 'loc', 't1', 1, 'NLH', now(), now(), '', '[]'::jsonb, 2, false, 0, false)`);
    await old.close();

    const now = openDatabase(target, paths.migrationsFolder);
    await now.migrate();
    const row = await now.db.query.hand.findFirst({ where: eq(hand.id, 'old-hand') });
    expect(row!.addOnTransfers).toBeNull();
    expect((await handDetail(now.db, 'loc', 'old-hand')).addOnTransfers).toEqual([]);
    // The column takes what ingest writes.
    await now.db
      .update(hand)
      .set({ addOnTransfers: [runnerUp()] })
      .where(eq(hand.id, 'old-hand'));
    expect((await handDetail(now.db, 'loc', 'old-hand')).addOnTransfers).toEqual([runnerUp()]);
    await now.close();
    // Two PGlite databases migrated from nothing: slow on a busy machine.
  }, 120_000);
});
