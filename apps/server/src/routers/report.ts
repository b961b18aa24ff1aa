import {
  activityReportSchema,
  eventsReportSchema,
  playersReportSchema,
  reportInputSchema,
  tablesReportSchema,
  variationFiguresSchema,
} from '@railbird/protocol';
import { z } from 'zod';
import {
  activityReport,
  eventsReport,
  playersReport,
  tablesReport,
  variationsReport,
} from '../services/reports.js';
import { producerProcedure, router } from '../trpc/init.js';

/**
 * Issue 18, reports (`/reports`): figures over [from, to) for the caller's active location, or one
 * of its tables (another location's table FORBIDDEN). Any admin type may read them. One procedure
 * per section so each loads, fails and exports on its own; all take the same input.
 */
export const reportRouter = router({
  /** Hands, sessions, dealing hours, hands per hour, utilisation and pots: the location and each table. */
  tables: producerProcedure
    .input(reportInputSchema)
    .output(tablesReportSchema)
    .query(({ ctx, input }) => tablesReport(ctx.db, ctx.location.locationId, input, ctx.now())),

  /** Hands and pots by hour of the day and by day, in the admin's time zone. */
  activity: producerProcedure
    .input(reportInputSchema)
    .output(activityReportSchema)
    .query(({ ctx, input }) => activityReport(ctx.db, ctx.location.locationId, input)),

  /** Hands per variation and their share. */
  variations: producerProcedure
    .input(reportInputSchema)
    .output(z.array(variationFiguresSchema))
    .query(({ ctx, input }) => variationsReport(ctx.db, ctx.location.locationId, input)),

  /** Each player's hands and net result (chips, big blinds, bb/100 past 100 hands), best first. */
  players: producerProcedure
    .input(reportInputSchema)
    .output(playersReportSchema)
    .query(({ ctx, input }) => playersReport(ctx.db, ctx.location.locationId, input)),

  /** The location's events starting in the range: entrants, prize pool, winner. */
  events: producerProcedure
    .input(reportInputSchema)
    .output(eventsReportSchema)
    .query(({ ctx, input }) => eventsReport(ctx.db, ctx.location.locationId, input)),
});
