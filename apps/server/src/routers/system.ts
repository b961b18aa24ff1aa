import { z } from 'zod';
import { publicProcedure, router } from '../trpc/init.js';

/**
 * The transport itself, for clients and smoke checks: what goes in comes back, after superjson both
 * ways (Date, Set, Map, BigInt, undefined). No data, no session; the HTTP layer bounds the size.
 */
export const systemRouter = router({
  echo: publicProcedure.input(z.unknown()).query(({ input }) => input),
  echoPost: publicProcedure.input(z.unknown()).mutation(({ input }) => input),
});
