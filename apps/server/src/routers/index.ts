import { router } from '../trpc/init.js';
import { adminRouter } from './admin.js';
import { aiRouter } from './ai.js';
import { auditRouter } from './audit.js';
import { checkInRouter } from './check-in.js';
import { eventRouter } from './event.js';
import { handRouter } from './hand.js';
import { locationRouter } from './location.js';
import { notificationRouter } from './notification.js';
import { overlayRouter } from './overlay.js';
import { playerRouter } from './player.js';
import { reportRouter } from './report.js';
import { systemRouter } from './system.js';
import { tableRouter } from './table.js';

/** One router per noun, merged here. The web app imports only `type AppRouter`. */
export const appRouter = router({
  admin: adminRouter,
  ai: aiRouter,
  audit: auditRouter,
  checkIn: checkInRouter,
  event: eventRouter,
  hand: handRouter,
  location: locationRouter,
  notification: notificationRouter,
  overlay: overlayRouter,
  player: playerRouter,
  report: reportRouter,
  system: systemRouter,
  table: tableRouter,
});

export type AppRouter = typeof appRouter;
