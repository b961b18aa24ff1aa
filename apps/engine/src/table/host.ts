import { idleTableState } from '@railbird/protocol';
import { Table } from './table.js';

export const DEMO_TABLE_KEY = 'demo-1';

/** The tables this engine runs, by key. The first one is served to a client that names none. */
export class TableHost {
  readonly #tables = new Map<string, Table>();

  constructor(tables: Table[]) {
    for (const table of tables) {
      if (this.#tables.has(table.key)) throw new Error(`two tables share the key ${table.key}`);
      this.#tables.set(table.key, table);
    }
  }

  get(key: string): Table | undefined {
    return this.#tables.get(key);
  }

  get defaultTable(): Table | undefined {
    return this.#tables.values().next().value;
  }

  get keys(): string[] {
    return [...this.#tables.keys()];
  }
}

/**
 * The local engine's demo table, idle: no round runs until the rules engine lands (no fake game loop).
 * `now` is passed in so tests get a fixed updateTime.
 */
export function demoHost(options: { now: () => number; version: string }): TableHost {
  return new TableHost([
    new Table(
      idleTableState({
        key: DEMO_TABLE_KEY,
        name: 'Demo table',
        code: 'DEMO1',
        updateTime: options.now(),
        version: options.version,
        devLevel: 3,
      }),
    ),
  ]);
}
