import { PLAYABLE_ADD_ONS, type RoundState, tableStateSchema } from '@railbird/protocol';
import { describe, expect, it } from 'vitest';
import { MemoryJournal } from '../journal/journal.js';
import { createLogger } from '../log.js';
import { Table } from '../table/table.js';
import { simulatedAddOns } from './addons.js';
import { BotNameRegistry } from './names.js';
import { SimRunner } from './runner.js';
import { simulatedTableSettings } from './settings.js';

const log = createLogger('silent');

function demoTable(key: string): Table {
  return Table.open({
    definition: {
      key,
      settings: simulatedTableSettings({ key, name: key, variation: 'NLH' }),
      mode: 'DEMO',
      simulated: true,
    },
    journal: new MemoryJournal(),
    now: Date.now,
    log,
    version: 'test',
    devLevel: 3,
    frameMs: 0,
  });
}

describe('simulated add-on tables (issue 19)', () => {
  it('[SIM-ADDON-1] nine demo tables, one per add-on, play it with bots: each field non-null, confirmations and settlements reached', async () => {
    const tables = PLAYABLE_ADD_ONS.map((_, k) => demoTable(`sim-${k + 1}`));
    const addOns = simulatedAddOns(tables, PLAYABLE_ADD_ONS);
    const names = new BotNameRegistry();
    const runners = tables.map(
      (t) =>
        new SimRunner(t, { speed: Number.POSITIVE_INFINITY, samples: 2, players: 5, log, names, addOns }),
    );
    const seen = new Map<string, Set<string>>(tables.map((t) => [t.key, new Set()]));
    /** What each table must reach: a banked game's settlement, a room game's confirmation or a few hands. */
    const goal: Record<string, (s: Set<string>) => boolean> = {
      blackjack: (s) => s.has('SETTLING') && s.has('PLAYER_ACTION'),
      uth: (s) => s.has('SETTLING') && s.has('PLAYER_ACTION'),
      nitGameAddOn: (s) => s.has('NIT GAME CONFIRMATION'),
      powerupsAddOn: (s) => s.has('POWERUP CONFIRMATION'),
    };
    for (const r of runners) r.start();
    const end = Date.now() + 25_000;
    const done = () =>
      tables.every((t, k) => {
        const addOn = PLAYABLE_ADD_ONS[k]!;
        const s = seen.get(t.key)!;
        return (goal[addOn] ?? ((x: Set<string>) => x.has('hands:3')))(s);
      });
    while (!done() && Date.now() < end) {
      for (const [k, t] of tables.entries()) {
        const model = t.pendingModel;
        const s = seen.get(t.key)!;
        const addOn = PLAYABLE_ADD_ONS[k]!;
        const banked =
          addOn === 'blackjack' ? model.addOns?.blackjack : addOn === 'uth' ? model.addOns?.uth : null;
        if (banked) s.add(banked.roundState);
        if (model.metrics.roundsPlayed >= 3) s.add('hands:3');
        const round =
          model.addOns?.nitGameAddOn?.phase === 'CONFIRMATION'
            ? 'NIT GAME CONFIRMATION'
            : model.addOns?.powerupsAddOn?.pending
              ? 'POWERUP CONFIRMATION'
              : null;
        if (round) s.add(round satisfies RoundState);
      }
      await new Promise((r) => setTimeout(r, 1));
    }
    await Promise.all(runners.map((r) => r.stop()));
    for (const [k, t] of tables.entries()) {
      const addOn = PLAYABLE_ADD_ONS[k]!;
      const state = t.state();
      expect(tableStateSchema.safeParse(state).success).toBe(true);
      expect(state.addOns, t.key).toEqual([addOn]);
      expect(state[addOn], `${t.key} ${addOn}`).not.toBeNull();
      expect([...seen.get(t.key)!], `${t.key} ${addOn}`).toSatisfy((s: string[]) =>
        (goal[addOn] ?? ((x: Set<string>) => x.has('hands:3')))(new Set(s)),
      );
    }
    await Promise.all(tables.map((t) => t.close()));
  }, 40_000);
});
