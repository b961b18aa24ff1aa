import type { Table } from './table.js';

/** The tables this engine runs, by key. The first one is served to a client that names none. */
export class TableHost {
  readonly #tables = new Map<string, Table>();

  constructor(tables: Table[]) {
    for (const table of tables) {
      if (this.#tables.has(table.key)) throw new Error(`two tables share the key ${table.key}`);
      this.#tables.set(table.key, table);
    }
  }

  add(table: Table): void {
    if (this.#tables.has(table.key)) throw new Error(`two tables share the key ${table.key}`);
    this.#tables.set(table.key, table);
  }

  /** The table stops being hosted (the caller closes it); false if it was not. */
  remove(key: string): boolean {
    return this.#tables.delete(key);
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

  get all(): Table[] {
    return [...this.#tables.values()];
  }
}
