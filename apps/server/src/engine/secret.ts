import { join } from 'node:path';
import { ENGINE_SECRET_FILE } from '@railbird/protocol';
import { loadOrCreateSecretFile } from '@railbird/service';

/**
 * The secret that signs socket tokens, shared with the engine and the relays (packages/protocol
 * local-engine.ts): ENGINE_SECRET when set, else `<dataDir>/engine-secret`, created by whichever
 * process starts first.
 */
export function loadOrCreateEngineSecret(configured: string | undefined, dataDir: string): string {
  return configured ?? loadOrCreateSecretFile(join(dataDir, ENGINE_SECRET_FILE), 'set ENGINE_SECRET');
}
