import {
  handDetailSchema,
  handIdInputSchema,
  handListInputSchema,
  handPageSchema,
  handSessionSchema,
  handSessionsInputSchema,
} from '@railbird/protocol';
import { z } from 'zod';
import { handDetail, handSessions, listHands } from '../services/vault.js';
import { producerProcedure, router } from '../trpc/init.js';

/**
 * Issue 18, the vault: a table's stored hands for any admin of the location that owns the table
 * (another location's table FORBIDDEN, an unknown one NOT_FOUND).
 */
export const handRouter = router({
  /** The table's hands newest first, one keyset page at a time (`cursor` = the last page's `nextCursor`). */
  list: producerProcedure
    .input(handListInputSchema)
    .output(handPageSchema)
    .query(({ ctx, input }) => listHands(ctx.db, ctx.location.locationId, input)),

  /** One hand for the replayer: summary, PHH, action times and the odds at each street. */
  get: producerProcedure
    .input(handIdInputSchema)
    .output(handDetailSchema)
    .query(({ ctx, input }) => handDetail(ctx.db, ctx.location.locationId, input.handId)),

  /** Runs of the table's hands each starting within 30 minutes of the one before, newest first. */
  sessions: producerProcedure
    .input(handSessionsInputSchema)
    .output(z.array(handSessionSchema))
    .query(({ ctx, input }) => handSessions(ctx.db, ctx.location.locationId, input)),
});
