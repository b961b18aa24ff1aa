import { describe, expect, it } from 'vitest';
import { gameSettings, idleTableState } from './build.js';
import { localEngineConfigSchema } from './local-engine.js';

const settings = idleTableState({
  key: 'demo-1',
  name: 'Demo 1',
  gameSettings: gameSettings(),
}).tableSettings;
const table = {
  key: 'demo-1',
  name: 'Demo 1',
  locationId: 'loc_1',
  secret: 'a-secret-of-sixteen-plus',
  variation: 'NLH',
  gameMode: 'CASH',
  blinds: { small: 1, big: 2 },
  tableSettings: settings,
};

describe('local engine file', () => {
  it('[LOCAL-1] a file with the demo table parses', () => {
    const parsed = localEngineConfigSchema.parse({
      v: 1,
      serverUrl: 'http://127.0.0.1:3000',
      writtenAt: 1,
      tables: [table],
    });
    expect(parsed.tables[0]?.key).toBe('demo-1');
  });

  it('[LOCAL-2] a table whose summary disagrees with its settings, or a server URL with a path, is refused', () => {
    const bad = localEngineConfigSchema.safeParse({
      v: 1,
      serverUrl: 'http://127.0.0.1:3000',
      writtenAt: 1,
      tables: [{ ...table, variation: 'PLO' }],
    });
    expect(bad.success).toBe(false);
    const path = localEngineConfigSchema.safeParse({
      v: 1,
      serverUrl: 'http://127.0.0.1:3000/api',
      writtenAt: 1,
      tables: [],
    });
    expect(path.success).toBe(false);
  });
});
