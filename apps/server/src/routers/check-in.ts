/**
 * Issue 16, check-in at `/signin/{tableKey}`: a tablet signed in by staff recognises a player by phone
 * or registers a new one, keeps the table's waiting list, and gets a socket that may only seat players
 * (docs/decisions/009-check-in-scope.md). The kiosk is public: no answer carries a phone number.
 */
import { randomUUID } from 'node:crypto';
import {
  type CheckInPlayer,
  checkInLookupSchema,
  checkInRegisterSchema,
  tableKeyInputSchema,
  type WaitingEntryView,
  waitingJoinSchema,
  waitingLeaveSchema,
  waitingListSchema,
} from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { player, waitingEntry } from '../db/schema.js';
import { engineBaseUrl, issueSocketToken, socketUrlFor } from '../engine/socket-url.js';
import { auditBy, auditedTransaction, recordChange } from '../services/audit.js';
import { isUniqueViolation, playerAtLocation } from '../services/players.js';
import { tableRefAtLocation } from '../services/tables.js';
import { router, staffProcedure } from '../trpc/init.js';

const PHONE_TAKEN =
  'A player at this location already has that phone number: look it up to check them in instead.';

const kioskView = (row: typeof player.$inferSelect): CheckInPlayer => ({
  id: row.id,
  displayName: row.displayName,
  handle: row.handle,
  profileUrl: row.profileUrl,
});

async function playerByPhone(db: Database, locationId: string, phone: string) {
  return db.query.player.findFirst({
    where: and(eq(player.locationId, locationId), eq(player.phone, phone)),
  });
}

async function waitingList(db: Database, tableId: string): Promise<WaitingEntryView[]> {
  const rows = await db
    .select({
      id: waitingEntry.id,
      playerId: waitingEntry.playerId,
      joinedAt: waitingEntry.joinedAt,
      displayName: player.displayName,
      handle: player.handle,
      profileUrl: player.profileUrl,
    })
    .from(waitingEntry)
    .innerJoin(player, eq(player.id, waitingEntry.playerId))
    .where(eq(waitingEntry.tableId, tableId))
    .orderBy(asc(waitingEntry.joinedAt), asc(waitingEntry.id));
  return rows;
}

export const checkInRouter = router({
  /** The location's player with this phone (name, handle, photo), or null: never the phone itself. */
  lookup: staffProcedure.input(checkInLookupSchema).query(async ({ ctx, input }) => {
    await tableRefAtLocation(ctx.db, ctx.location.locationId, input.tableKey);
    const row = await playerByPhone(ctx.db, ctx.location.locationId, input.phone);
    return row ? kioskView(row) : null;
  }),

  /** A new player of the location; a phone already known here is CONFLICT and writes nothing. */
  register: staffProcedure.input(checkInRegisterSchema).mutation(async ({ ctx, input }) => {
    const table = await tableRefAtLocation(ctx.db, ctx.location.locationId, input.tableKey);
    if (await playerByPhone(ctx.db, ctx.location.locationId, input.phone))
      throw new TRPCError({ code: 'CONFLICT', message: PHONE_TAKEN });
    try {
      return await auditedTransaction(ctx.db, ctx.location.locationId, async (tx) => {
        const [row] = await tx
          .insert(player)
          .values({
            id: randomUUID(),
            locationId: ctx.location.locationId,
            displayName: input.displayName,
            handle: input.handle ?? null,
            phone: input.phone,
            profileUrl: input.picture ?? null,
            bio: input.bio || null,
          })
          .returning();
        // The audit keeps who registered whom at which table, not the phone or the photo.
        await recordChange(tx, {
          ...auditBy(ctx),
          kind: 'checkIn.register',
          tableKey: table.key,
          subject: { id: row!.id, name: row!.displayName },
          after: { displayName: row!.displayName, handle: row!.handle, picture: row!.profileUrl !== null },
        });
        return kioskView(row!);
      });
    } catch (error) {
      // Two tablets registering one phone at once: the index refuses the second.
      if (isUniqueViolation(error)) throw new TRPCError({ code: 'CONFLICT', message: PHONE_TAKEN });
      throw error;
    }
  }),

  /**
   * The kiosk's socket to the table: a token of scope `checkIn`, which the engine lets seat a player
   * and nothing else, and which never receives hole cards (docs/decisions/009-check-in-scope.md).
   */
  socketUrl: staffProcedure.input(tableKeyInputSchema).query(async ({ ctx, input }) => {
    const table = await tableRefAtLocation(ctx.db, ctx.location.locationId, input.tableKey);
    const token = await issueSocketToken(
      {
        sub: ctx.account.id,
        tableKey: table.key,
        locationId: table.locationId,
        scope: 'checkIn',
        adminType: ctx.location.adminType,
        now: ctx.now(),
      },
      ctx.engine.secret,
    );
    return { socketUrl: socketUrlFor(engineBaseUrl(table, ctx.engine, ctx.requestHost), table.key, token) };
  }),

  waitingList: router({
    /** Names in the order they will be called; never a phone. */
    list: staffProcedure.input(waitingListSchema).query(async ({ ctx, input }) => {
      const table = await tableRefAtLocation(ctx.db, ctx.location.locationId, input.tableKey);
      return waitingList(ctx.db, table.id);
    }),

    /** Puts a player of the location at the end of the list; joining twice keeps their place. */
    join: staffProcedure
      .input(waitingJoinSchema)
      .mutation(({ ctx, input }) =>
        changeWaitingList(ctx, input, 'waitingList.join', (tx, tableId, playerId) =>
          tx
            .insert(waitingEntry)
            .values({ id: randomUUID(), locationId: ctx.location.locationId, tableId, playerId })
            .onConflictDoNothing()
            .returning(),
        ),
      ),

    /** Takes a player off the list (seated, passed, or gone); not on it: nothing changes. */
    leave: staffProcedure.input(waitingLeaveSchema).mutation(({ ctx, input }) =>
      changeWaitingList(ctx, input, 'waitingList.leave', (tx, tableId, playerId) =>
        tx
          .delete(waitingEntry)
          .where(and(eq(waitingEntry.tableId, tableId), eq(waitingEntry.playerId, playerId)))
          .returning(),
      ),
    ),
  }),
});

/**
 * One change to a table's waiting list: the table and the player checked at the staff's location, the
 * change and its audit record in one transaction (no record when it changed no row), then the list.
 */
async function changeWaitingList(
  ctx: Parameters<typeof auditBy>[0] & { db: Database },
  input: { tableKey: string; playerId: string },
  kind: 'waitingList.join' | 'waitingList.leave',
  change: (tx: Database, tableId: string, playerId: string) => Promise<unknown[]>,
): Promise<WaitingEntryView[]> {
  const table = await tableRefAtLocation(ctx.db, ctx.location.locationId, input.tableKey);
  const who = await playerAtLocation(ctx.db, ctx.location.locationId, input.playerId);
  await auditedTransaction(ctx.db, ctx.location.locationId, async (tx) => {
    if ((await change(tx, table.id, who.id)).length === 0) return;
    await recordChange(tx, {
      ...auditBy(ctx),
      kind,
      tableKey: table.key,
      subject: { id: who.id, name: who.displayName },
    });
  });
  return waitingList(ctx.db, table.id);
}
