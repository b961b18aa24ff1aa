// The shell and every page inside it: one chunk, loaded after sign-in, so /login stays small.
export { ShellLayout } from '../app/shell-layout.js';
export { AuditLogRoute } from './audit-log.js';
export { EventPageRoute, EventsRoute } from './events.js';
export { HomeRoute } from './home.js';
export {
  CommentaryRoute,
  NotificationsRoute,
  PlayersRoute,
  ReportsRoute,
  SettingsRoute,
} from './sections.js';
export { TablesRoute } from './tables.js';
