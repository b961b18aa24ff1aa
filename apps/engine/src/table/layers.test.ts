import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The table's modules from the top down (docs/decisions/004-table-engine.md, "Layers"). A module may
 * import only modules of a lower layer: a read or a command flows down once — validation, game
 * action, projection, facts — and nothing calls back up or sideways.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['host', 'local-definitions'], // the tables an engine runs, as the server lists them
  ['table'], // runtime: journal, pushes, effects
  ['reduce'], // a journal entry → the next model
  ['reads', 'commands', 'settings'], // validation: which read or command it is; the server's settings
  [
    'registration',
    'card-reads',
    'chip-reads',
    'table-commands',
    'seat-commands',
    'hand-commands',
    'event-commands',
  ],
  ['steps'], // game actions on the table's hand
  ['settle'],
  ['hand'],
  ['setup'],
  ['project'], // model → table state message
  ['players'],
  ['shown'],
  ['diagnostics'], // what the antennas read and the engine inferred (issue 18)
  ['states', 'results'], // facts read off the model; what a step returns
  ['seats', 'rotation'], // who sits where; what the next hand plays (mixed game, bomb pot)
  ['units'],
  ['model', 'inputs', 'antennas', 'transitions', 'clock'],
];

const here = dirname(fileURLToPath(import.meta.url));
const modules = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => f.slice(0, -3));
const layerOf = (name: string) => LAYERS.findIndex((layer) => layer.includes(name));

/** The table modules `name` imports (values and types), by name. */
function importsOf(name: string): string[] {
  const source = readFileSync(join(here, `${name}.ts`), 'utf8');
  return [...source.matchAll(/from '\.\/([a-z-]+)\.js'/g)].map((m) => m[1]!);
}

describe('table layers', () => {
  it('[LAYER-1] every table module has its place in the layers', () => {
    expect(modules.filter((m) => layerOf(m) < 0)).toEqual([]);
    expect(LAYERS.flat().filter((m) => !modules.includes(m))).toEqual([]);
  });

  it('[LAYER-2] a table module imports only modules of a lower layer (calls only go down)', () => {
    const wrong = modules.flatMap((m) =>
      importsOf(m)
        .filter((target) => layerOf(target) <= layerOf(m))
        .map((target) => `${m} → ${target}`),
    );
    expect(wrong).toEqual([]);
  });
});
