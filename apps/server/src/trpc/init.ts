import { initTRPC, TRPCError } from '@trpc/server';
import type { Context } from './context.js';
import { transformer } from './transformer.js';

// isDev off: error responses never carry stack traces; the server log has them.
const t = initTRPC.context<Context>().create({ transformer, isDev: false });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Anyone may call it, signed in or not. */
export const publicProcedure = t.procedure;

/** Only a signed-in user; the procedure sees `ctx.session` and `ctx.user`. */
export const authedProcedure = t.procedure.use(async ({ ctx, next }) => {
  const session = await ctx.getSession();
  if (!session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to do this.' });
  return next({ ctx: { session: session.session, user: session.user } });
});
