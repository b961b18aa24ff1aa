import type { LocalEngineConfig } from '@railbird/protocol';
import type { HostedTableDefinition } from './table.js';

/**
 * The server's tables (local-engine.json) as the engine hosts them. The server is the source of truth
 * for a table's mode (issue 15: Settings said NONE where the engine, guessing from a `demo-` key,
 * said DEMO): a table opened without a journal starts in the mode the server stores, and a DEMO table
 * runs its simulated dealer and bots. A table restored from its journal keeps the mode it was in;
 * operators switch modes live over the table's socket.
 */
export function definitionsOf(local: LocalEngineConfig): HostedTableDefinition[] {
  return local.tables.map((t) => ({
    key: t.key,
    settings: t.tableSettings,
    locationId: t.locationId,
    secret: t.secret,
    mode: t.mode,
    simulated: t.mode === 'DEMO',
    obs: t.obs,
    revokedLinks: t.revokedLinks,
    defaultStreamDelaySeconds: t.defaultStreamDelaySeconds,
  }));
}
