import { AppPendingRoute } from './app-pending.js';

/** `/vault/{tableKey}` (issue 18): every stored hand of the table, the replayer and the exports. */
export function VaultRoute() {
  return <AppPendingRoute />;
}
