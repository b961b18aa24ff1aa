import { getVariation } from '@railbird/poker';
import { blindLevel, levelStructure, type TableSettings } from '@railbird/protocol';
import { describe, expect, it } from 'vitest';
import { MemoryJournal } from '../journal/journal.js';
import { createLogger } from '../log.js';
import { Table } from '../table/table.js';
import { BotNameRegistry } from './names.js';
import { SimRunner } from './runner.js';
import { simulatedTableSettings } from './settings.js';

const log = createLogger('silent');

/** An NLH tournament table with one-minute levels (25/50 → 200/400), as demo-3 plays them faster. */
function tournamentTable(key: string): Table {
  const base = simulatedTableSettings({ key, name: key, variation: 'NLH', mode: 'MTT' });
  const blindLevels = [25, 50, 100, 200].map((sb, index) =>
    blindLevel({
      ...levelStructure(getVariation('NLH')),
      index,
      blinds: [sb, sb * 2, 0, 0, 0, 0, 0, 0, 0, 0],
      levelDuration: 60,
      smallestDenomination: 25,
    }),
  );
  const settings: TableSettings = {
    ...base,
    defaultGameSettings: { ...base.defaultGameSettings, blindLevels },
  };
  return Table.open({
    definition: { key, settings, mode: 'DEMO', simulated: true },
    journal: new MemoryJournal(),
    now: Date.now,
    log,
    version: 'test',
    devLevel: 3,
    frameMs: 0,
  });
}

describe('simulation runner (issue 15)', () => {
  it('[SIM-RUN-1] fast runners of one engine keep bot names apart and run the tournament clock on simulated time', async () => {
    const names = new BotNameRegistry();
    const tables = [tournamentTable('t1'), tournamentTable('t2')];
    const runners = tables.map(
      (t) => new SimRunner(t, { speed: Number.POSITIVE_INFINITY, samples: 2, players: 9, log, names }),
    );
    for (const r of runners) r.start();
    let clash: string[] = [];
    const end = Date.now() + 20_000;
    // Until the first table's clock reached level 3 (two minutes of simulated play).
    while ((tables[0]!.model.eventManager?.clock?.levelIndex ?? 0) < 2 && Date.now() < end) {
      const all = tables.flatMap((t) => t.pendingModel.seats.map((s) => s.displayName));
      if (new Set(all).size !== all.length) clash = all;
      await new Promise((r) => setTimeout(r, 2));
    }
    await Promise.all(runners.map((r) => r.stop()));
    expect(clash).toEqual([]);
    const model = tables[0]!.model;
    expect(model.eventManager?.clock?.levelIndex).toBeGreaterThanOrEqual(2);
    expect(model.eventManager?.event?.name).toBe('t1 tournament #1');
    // The table plays the clock's level, or the one before while a hand begun under it ends.
    const level = model.eventManager!.clock!.levelIndex;
    expect([level, level - 1]).toContain(model.levelIndex);
    await Promise.all(tables.map((t) => t.close()));
  });
});
