import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { publicProcedure, router } from '../trpc/init.js';

/**
 * The transport itself, for the wire tests: what goes in comes back, after superjson both ways (Date,
 * Set, Map, BigInt, undefined). No data, no session; the HTTP layer bounds the size. Served only with
 * RAILBIRD_WIRE_CHECKS=true: a deployment has no use for a public procedure that returns its input.
 */
const wireCheck = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.wireChecks)
    throw new TRPCError({
      code: 'NOT_FOUND',
      message: "The echo procedures are the transport's checks: this server does not serve them.",
    });
  return next();
});

export const systemRouter = router({
  echo: wireCheck.input(z.unknown()).query(({ input }) => input),
  echoPost: wireCheck.input(z.unknown()).mutation(({ input }) => input),
});
