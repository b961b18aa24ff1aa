import { authedProcedure, router } from '../trpc/init.js';

export const adminRouter = router({
  /** The signed-in user's id (spec §7: admin.userId, no input, an id). */
  userId: authedProcedure.query(({ ctx }) => ctx.user.id),
});
