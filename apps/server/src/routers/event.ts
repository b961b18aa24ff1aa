/**
 * Issue 17, events (`/events`, `/events/{id}`): the least admin type per call — STAFF run the night
 * (read, enter players, eliminate, chop, standings), MANAGERs set events up and undo (create, edit,
 * remove, registration, status, payouts, reinstate). Every change is audited in its transaction and
 * answers the event as `event.get` reads it afterwards; every refusal changes nothing.
 */
import {
  type ChopResult,
  eventChopSchema,
  eventCreateSchema,
  eventEliminateSchema,
  eventEnterSchema,
  eventGetSchema,
  eventListSchema,
  eventReinstateSchema,
  eventRemoveSchema,
  eventSetPayoutsSchema,
  eventSetRegistrationSchema,
  eventSetStatusSchema,
  eventStandingsSchema,
  eventUpdateSchema,
} from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import type { Database } from '../db/client.js';
import { auditBy, auditedTransaction } from '../services/audit.js';
import { eventDetail, listEvents, loadEvent } from '../services/events.js';
import {
  createEvent,
  removeEvent,
  setPayouts,
  setRegistration,
  updateEvent,
} from '../services/events-admin.js';
import { standingsOf } from '../services/events-league.js';
import { chopOf } from '../services/events-maths.js';
import { eliminatePlayer, enterEvent, reinstatePlayer, setEventStatus } from '../services/events-play.js';
import { assertOwnLocation, managerProcedure, router, staffProcedure } from '../trpc/init.js';

type Ctx = Parameters<typeof auditBy>[0] & { db: Database };

/** Runs an audited change, then reads the event back as `event.get` answers it. */
async function change(ctx: Ctx, eventId: string | null, work: (tx: Database) => Promise<string | unknown>) {
  const locationId = ctx.location.locationId;
  const result = await auditedTransaction(ctx.db, locationId, work);
  const id = eventId ?? (result as string);
  return eventDetail(await loadEvent(ctx.db, locationId, id));
}

export const eventRouter = router({
  /** The location's events by start time (optionally from/to and one status), with their money and field. */
  list: staffProcedure.input(eventListSchema).query(({ ctx, input }) => {
    assertOwnLocation(ctx, input.locationId);
    return listEvents(ctx.db, ctx.location.locationId, input);
  }),

  /** Every field of the event, its entries, eliminations, results, money, payout table and snapshot. */
  get: staffProcedure
    .input(eventGetSchema)
    .query(async ({ ctx, input }) =>
      eventDetail(await loadEvent(ctx.db, ctx.location.locationId, input.eventId)),
    ),

  create: managerProcedure
    .input(eventCreateSchema)
    .mutation(({ ctx, input }) => change(ctx, null, (tx) => createEvent(tx, auditBy(ctx), input))),

  /** Any fields; prices are fixed once someone has paid them; the merged event passes create's rules. */
  update: managerProcedure
    .input(eventUpdateSchema)
    .mutation(({ ctx, input }) => change(ctx, input.eventId, (tx) => updateEvent(tx, auditBy(ctx), input))),

  /** Only an event nobody has entered (CONFLICT otherwise). */
  remove: managerProcedure.input(eventRemoveSchema).mutation(async ({ ctx, input }) => {
    await auditedTransaction(ctx.db, ctx.location.locationId, (tx) =>
      removeEvent(tx, auditBy(ctx), input.eventId),
    );
    return { eventId: input.eventId, removed: true };
  }),

  setRegistration: managerProcedure
    .input(eventSetRegistrationSchema)
    .mutation(({ ctx, input }) =>
      change(ctx, input.eventId, (tx) => setRegistration(tx, auditBy(ctx), input.eventId, input.open)),
    ),

  /** SCHEDULED → RUNNING (2+ players in), back to SCHEDULED before anyone is out, FINISHED at one left. */
  setStatus: managerProcedure
    .input(eventSetStatusSchema)
    .mutation(({ ctx, input }) =>
      change(ctx, input.eventId, (tx) => setEventStatus(tx, auditBy(ctx), input.eventId, input.status)),
    ),

  /**
   * A buy-in, rebuy, re-entry or add-on counted against the event's rules. `levelIndex` is the clock's
   * current level as the console reads it from the engine (`eventManager.clock.levelIndex`).
   */
  enter: staffProcedure
    .input(eventEnterSchema)
    .mutation(({ ctx, input }) => change(ctx, input.eventId, (tx) => enterEvent(tx, auditBy(ctx), input))),

  /** The engine's ELIMINATION CONFIRMATION: place = players left; bounty to `eliminatedBy`; one left wins. */
  eliminate: staffProcedure
    .input(eventEliminateSchema)
    .mutation(({ ctx, input }) =>
      change(ctx, input.eventId, (tx) => eliminatePlayer(tx, auditBy(ctx), input)),
    ),

  /** Undoes the latest elimination (this player's), its bounty and, if it ended the event, the finish. */
  reinstate: managerProcedure
    .input(eventReinstateSchema)
    .mutation(({ ctx, input }) =>
      change(ctx, input.eventId, (tx) => reinstatePlayer(tx, auditBy(ctx), input)),
    ),

  /** Percent per place adding up to 100, or null for the standard structure by field size. */
  setPayouts: managerProcedure
    .input(eventSetPayoutsSchema)
    .mutation(({ ctx, input }) =>
      change(ctx, input.eventId, (tx) => setPayouts(tx, auditBy(ctx), input.eventId, input.shares)),
    ),

  /** A final-table deal, calculated only: ICM or chip chop of the prizes left, whole units. */
  chop: staffProcedure.input(eventChopSchema).query(({ input }): ChopResult => {
    const deal = chopOf(input.method, input.stacks, input.prizes, input.save);
    if ('problem' in deal) throw new TRPCError({ code: 'BAD_REQUEST', message: deal.problem });
    return { method: input.method, ...deal };
  }),

  /** A league's standings over its finished events at this location. */
  standings: staffProcedure
    .input(eventStandingsSchema)
    .query(({ ctx, input }) => standingsOf(ctx.db, ctx.location.locationId, input.league)),
});
