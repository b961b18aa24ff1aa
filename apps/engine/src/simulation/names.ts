/**
 * Bot names unique across the simulated tables of an engine (issue 15): the same bot never sits at
 * two tables at once, so the players directory lists each once. The registry keeps no names of its
 * own: each table's runner registers how to read who sits there now (its model, rebuilt from the
 * journal after a restart), and a bot's name is picked among those nobody uses at another table.
 */

/** First names the bots take, more than nine full tables need. */
export const BOT_NAMES: readonly string[] = [
  'Ana',
  'Ben',
  'Cleo',
  'Dev',
  'Eli',
  'Fay',
  'Gus',
  'Hal',
  'Ivy',
  'Jon',
  'Kai',
  'Lia',
  'Max',
  'Nia',
  'Oto',
  'Pia',
  'Quin',
  'Rae',
  'Sol',
  'Tess',
  'Uma',
  'Vic',
  'Wen',
  'Xia',
  'Yuri',
  'Zoe',
  'Abe',
  'Bea',
  'Cy',
  'Dot',
  'Emi',
  'Finn',
  'Gia',
  'Hugo',
  'Ines',
  'Jade',
  'Kit',
  'Leo',
  'Mae',
  'Ned',
  'Ola',
  'Pax',
  'Remy',
  'Sia',
  'Tao',
  'Ugo',
  'Vera',
  'Wes',
  'Xan',
  'Yas',
  'Zed',
  'Ada',
  'Bo',
  'Cam',
  'Dara',
  'Ezra',
  'Flo',
  'Gil',
  'Hana',
  'Ike',
  'Juno',
  'Kofi',
  'Luz',
  'Mo',
  'Noor',
  'Odin',
  'Pru',
  'Ren',
  'Saul',
  'Tam',
  'Una',
  'Val',
  'Will',
  'Yan',
  'Zia',
];

/**
 * The names free for a new bot: the pool without `taken`. When the pool runs out (many tables), the
 * names come back with a number ("Ana 2"), still unique.
 */
export function freeNames(taken: ReadonlySet<string>): string[] {
  for (let round = 1; ; round++) {
    const names = BOT_NAMES.map((n) => (round === 1 ? n : `${n} ${round}`)).filter((n) => !taken.has(n));
    if (names.length > 0) return names;
  }
}

/** Who sits at each table of an engine, read when a name is picked. */
export class BotNameRegistry {
  readonly #tables = new Map<string, () => readonly string[]>();

  /** A table's seated names, read live; the returned function forgets the table. */
  register(tableKey: string, seated: () => readonly string[]): () => void {
    this.#tables.set(tableKey, seated);
    return () => {
      if (this.#tables.get(tableKey) === seated) this.#tables.delete(tableKey);
    };
  }

  /** Names seated at the tables other than `tableKey`. */
  takenElsewhere(tableKey: string): Set<string> {
    const taken = new Set<string>();
    for (const [key, seated] of this.#tables) if (key !== tableKey) for (const n of seated()) taken.add(n);
    return taken;
  }
}

/**
 * The registry of this process, for runners not given one: an engine process runs one engine
 * (main.ts), so its simulated tables all share it. Tests that start several engines in one process
 * share it too, which only widens the uniqueness.
 */
export const processBotNames = new BotNameRegistry();
