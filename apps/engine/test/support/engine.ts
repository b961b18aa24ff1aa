import { type EngineOptions, type RunningEngine, startEngine } from '../../src/engine.js';
import { createLogger } from '../../src/log.js';
import { simulatedTableSettings } from '../../src/simulation/settings.js';
import type { HostedTableDefinition } from '../../src/table/table.js';
import { SECRET } from './client.js';

/** A table definition for tests: the spec's sample table playing `variation`. */
export function tableDefinition(
  key: string,
  variation: Parameters<typeof simulatedTableSettings>[0]['variation'] = 'NLH',
  extra: Partial<HostedTableDefinition> = {},
): HostedTableDefinition {
  return { key, settings: simulatedTableSettings({ key, variation }), locationId: 'loc-1', ...extra };
}

/** An engine on a free loopback port, keeping nothing on disk unless `dataDir` is given. */
export function testEngine(
  options: Partial<EngineOptions> & { tables: HostedTableDefinition[] },
): Promise<RunningEngine> {
  return startEngine({
    dataDir: null,
    host: '127.0.0.1',
    port: 0,
    secret: SECRET,
    log: createLogger('silent'),
    now: Date.now,
    version: 'test',
    devLevel: 3,
    heartbeatMs: 0,
    ...options,
  });
}
