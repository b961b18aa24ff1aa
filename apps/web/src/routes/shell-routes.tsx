// The shell and every page inside it: one chunk, loaded after sign-in, so /login stays small.
export { ShellLayout } from '../app/shell-layout.js';
export { HomeRoute } from './home.js';
export {
  CommentaryRoute,
  EventsRoute,
  NotificationsRoute,
  PlayersRoute,
  ReportsRoute,
  SettingsRoute,
} from './sections.js';
export { TablesRoute } from './tables.js';
