import { router } from '../trpc/init.js';
import { adminRouter } from './admin.js';

/** One router per noun, merged here. The web app imports only `type AppRouter`. */
export const appRouter = router({
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
