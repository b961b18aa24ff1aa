/**
 * Issue 15, "one name, one mode everywhere": a table renamed by the server (local-engine.json through
 * `configure`) shows its new name to every audience in the very next state, even in the middle of a
 * hand, and the server's stored mode is the mode a table is first hosted in. Real sockets.
 */
import { LOCAL_ENGINE_FILE, localEngineConfigSchema, type TableState } from '@railbird/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningEngine } from '../src/engine.js';
import { simulatedTableSettings } from '../src/simulation/settings.js';
import { definitionsOf } from '../src/table/local-definitions.js';
import { Client, token } from './support/client.js';
import { tableDefinition, testEngine } from './support/engine.js';

const engines: RunningEngine[] = [];
const clients: Client[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await Promise.all(engines.splice(0).map((e) => e.close()));
});

async function connect(engine: RunningEngine, scope: 'operator' | 'viewer' | 'hiddenViewer', page: string) {
  const client = await Client.connect(engine.port, { table: 't1', page, token: await token('t1', scope) });
  clients.push(client);
  await client.waitFor((p) => p.event === 'state');
  return client;
}

const nameOf = (client: Client) => (client.states.get('t1') as TableState).tableSettings.name;

describe('one name for a table everywhere', () => {
  it('[NAME-1] a table renamed while a hand is played shows the new name to operators, viewers and hidden viewers in the next state; the game in play waits for the hand to end', async () => {
    const first = tableDefinition('t1', 'NLH');
    const engine = await testEngine({ tables: [first], frameMs: 0 });
    engines.push(engine);
    const operator = await connect(engine, 'operator', 'table');
    const viewer = await connect(engine, 'viewer', 'stream');
    const hidden = await connect(engine, 'hiddenViewer', 'table-display');
    await operator.command('t1', 'setTableMode', { tableMode: 'DEMO' });
    for (const seatIndex of [0, 1, 2])
      await operator.command('t1', 'seatPlayer', { seatIndex, displayName: `P${seatIndex + 1}`, stack: 200 });
    expect(await operator.command('t1', 'startRound')).toMatchObject({ event: 'ack' });
    const table = engine.tables.get('t1')!;
    expect(table.state().game.gameState).toBe('IN ROUND');
    const oldName = first.settings.name;
    for (const c of [operator, viewer, hidden]) expect(nameOf(c)).toBe(oldName);

    // Renamed and switched to PLO in one write of the file, as Settings would.
    const plo = simulatedTableSettings({ key: 't1', variation: 'PLO' });
    const marks = [operator, viewer, hidden].map((c) => c.packets.length);
    await engine.configure({
      tables: [{ ...first, settings: { ...plo, name: 'Main Feature', code: 'MAIN' } }],
    });
    await Promise.all(
      [operator, viewer, hidden].map((c, k) =>
        c.waitFor((p) => p.event === 'statePatch' || p.event === 'state', 1000, marks[k]),
      ),
    );
    for (const c of [operator, viewer, hidden]) {
      expect(nameOf(c)).toBe('Main Feature');
      expect((c.states.get('t1') as TableState).tableSettings.code).toBe('MAIN');
      expect((c.states.get('t1') as TableState).gameSettings.variation).toBe('NLH');
    }
    expect(table.model.pendingSettings?.defaultGameSettings.variation).toBe('PLO');
    expect(table.model.pendingSettings?.name).toBe('Main Feature');

    // Renamed back during the same hand: back at once; the new game still waits.
    await engine.configure({
      tables: [{ ...first, settings: { ...plo, name: oldName, code: first.settings.code } }],
    });
    await operator.waitFor(() => nameOf(operator) === oldName, 1000);
    await hidden.waitFor(() => nameOf(hidden) === oldName, 1000);
    expect(table.model.pendingSettings?.defaultGameSettings.variation).toBe('PLO');
  });

  it('[MODE-SERVER-1] local-engine.json carries the mode the server stores: a DEMO table is hosted in DEMO and simulated, a NONE table waits, whatever its key; a file without modes reads NONE', async () => {
    const file = (mode?: string) =>
      localEngineConfigSchema.parse({
        v: 1,
        serverUrl: 'http://127.0.0.1:3000',
        writtenAt: 1,
        tables: [
          ['demo-1', 'DEMO'],
          ['feature', 'DEMO'],
          ['demo-9', mode],
        ].map(([key, m]) => ({
          key,
          name: key,
          locationId: 'loc-1',
          secret: 'a-secret-of-sixteen-chars',
          variation: 'NLH',
          gameMode: 'CASH',
          blinds: { small: 1, big: 2 },
          tableSettings: simulatedTableSettings({ key: key!, variation: 'NLH' }),
          ...(m ? { mode: m } : {}),
        })),
      });
    expect(LOCAL_ENGINE_FILE).toBe('local-engine.json');
    const definitions = definitionsOf(file());
    expect(definitions.map((d) => [d.key, d.mode, d.simulated])).toEqual([
      ['demo-1', 'DEMO', true],
      ['feature', 'DEMO', true],
      ['demo-9', 'NONE', false],
    ]);
    const engine = await testEngine({ tables: definitions });
    engines.push(engine);
    expect(engine.tables.get('feature')!.state().table.mode).toBe('DEMO');
    expect(engine.tables.get('demo-9')!.state().table.mode).toBe('NONE');
    expect(definitionsOf(file('GAME'))[2]!.mode).toBe('GAME');
  });
});
