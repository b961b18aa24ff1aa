import { AppPendingRoute } from './app-pending.js';

/** `/tools/antennas/{tableKey}` (issue 18): each antenna's role, reads, last tag and errors. */
export function AntennasRoute() {
  return <AppPendingRoute />;
}

/** `/tools/auto-tracker/{tableKey}` (issue 18): what the engine inferred from chips and cards. */
export function AutoTrackerRoute() {
  return <AppPendingRoute />;
}
