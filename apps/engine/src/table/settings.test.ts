import { describe, expect, it } from 'vitest';
import { TableDriver } from '../../test/support/table-driver.js';
import { simulatedLevel, simulatedTableSettings } from '../simulation/settings.js';
import { createTableModel } from './reduce.js';

const PLO8 = simulatedTableSettings({ key: 't1', variation: 'PLO8' });

/** Three NLH players at seats 0, 1, 2 in a hand: seat 0 acts first, seat 1 posts 1, seat 2 posts 2. */
function handDealt(table = TableDriver.game('NLH', [200, 200, 200])) {
  return table.command('startRound').deal(1, 'SA', 'SK').deal(2, 'HA', 'HK').deal(0, 'D2', 'C7');
}

/** Replays the driver's journal on a new table of the settings it started with. */
function replayed(table: TableDriver, first: TableDriver['model']['settings']) {
  const copy = new TableDriver(createTableModel({ key: 't1', settings: first }));
  for (const entry of table.journal) {
    copy.time = entry.time - 1000;
    const result = copy.try(entry.input, entry.requestId);
    if (!result.ok) throw new Error(result.error.message);
  }
  return copy;
}

describe("the server's settings for a hosted table", () => {
  it('[CONF-11] between hands new settings apply at once: variation, blind levels, name; the same settings again change nothing', () => {
    const table = TableDriver.game('NLH', [200, 200, 200]);
    table.settings(PLO8);
    expect(table.model.settings).toEqual(PLO8);
    expect(table.model.gameSettings.variation).toBe('PLO8');
    expect(table.model.pendingSettings).toBeUndefined();
    expect(table.state().round.blindLevel.rankingTypes).toEqual(['HIGH_2', 'LOW_8_2']);
    expect(table.model.gameState).toBe('STANDBY');
    const entries = table.journal.length;
    table.settings(structuredClone(PLO8));
    expect(table.journal.length).toBe(entries);
    table.command('startRound');
    expect(table.model.hand!.config.variation).toBe('PLO8');
  });

  it('[CONF-12] during a hand new settings wait, the screens keep the game in play, and they apply on the input that ends it', () => {
    const table = handDealt();
    table.settings(PLO8);
    expect(table.model.pendingSettings).toEqual(PLO8);
    expect(table.model.gameSettings.variation).toBe('NLH');
    expect(table.state().gameSettings.variation).toBe('NLH');
    expect(table.state().tableSettings.defaultGameSettings.variation).toBe('NLH');
    table.act('fold').act('fold');
    expect(table.model.gameState).toBe('CLEARING');
    expect(table.model.pendingSettings).toBeUndefined();
    expect(table.model.gameSettings.variation).toBe('PLO8');
    expect(table.model.history.at(-1)!.variation).toBe('NLH');
    table.command('startRound');
    expect(table.model.hand!.config.variation).toBe('PLO8');
    expect(table.state().gameSettings.variation).toBe('PLO8');
  });

  it('[CONF-13] settings changed back during the hand leave nothing pending; a voided hand also ends the wait', () => {
    const table = handDealt();
    const first = table.model.settings;
    table.settings(PLO8).settings(first);
    expect(table.model.pendingSettings).toBeUndefined();
    table.settings(PLO8);
    table.command('voidHand');
    expect(table.model.gameSettings.variation).toBe('PLO8');
  });

  it('[CONF-14] the blind level stays if the new structure has it, else the last level', () => {
    const table = TableDriver.game('NLH', [200, 200, 200]);
    const level = (bb: number) => ({
      ...simulatedLevel('NLH'),
      blinds: [bb / 2, bb, 0, 0, 0, 0, 0, 0, 0, 0],
    });
    const withLevels = (...bbs: number[]) => ({
      ...table.model.settings,
      defaultGameSettings: { ...table.model.settings.defaultGameSettings, blindLevels: bbs.map(level) },
    });
    table.settings(withLevels(2, 4, 8));
    table.model = { ...table.model, levelIndex: 2 };
    table.settings(withLevels(2, 4, 8, 16));
    expect(table.model.levelIndex).toBe(2);
    table.settings(withLevels(10, 20));
    expect(table.model.levelIndex).toBe(1);
    expect(table.state().round.blindLevel.blinds.slice(0, 2)).toEqual([10, 20]);
  });

  it('[CONF-15] a smaller capacity waits (with its antennas) for the seats beyond it to be free; the game applies meanwhile; nobody is unseated', () => {
    const table = TableDriver.game('NLH', [200, 200]);
    table.command('seatPlayer', { seatIndex: 7, displayName: 'P8', stack: 200 });
    const sixMax = simulatedTableSettings({ key: 't1', variation: 'PLO8', capacity: 6 });
    table.settings(sixMax);
    expect(table.model.seats.map((s) => s.seatIndex)).toEqual([0, 1, 7]);
    expect(table.model.gameSettings.variation).toBe('PLO8');
    expect(table.model.settings.capacity).toBe(9);
    expect(table.model.settings.antennas).toHaveLength(12);
    expect(table.model.pendingSettings).toEqual(sixMax);
    table.command('unseatPlayer', { seatIndex: 7 });
    expect(table.model.settings).toEqual(sixMax);
    expect(table.model.pendingSettings).toBeUndefined();
  });

  it('[CONF-16] replaying the journal, settings included, rebuilds the same model', () => {
    const table = TableDriver.game('NLH', [200, 200, 200]);
    const first = table.model.settings;
    handDealt(table).settings(PLO8);
    expect(replayed(table, first).model).toEqual(table.model);
    table.act('fold').act('fold').command('startRound');
    const copy = replayed(table, first);
    expect(copy.model).toEqual(table.model);
    expect(JSON.stringify(copy.model)).toBe(JSON.stringify(table.model));
    expect(table.journal.filter((e) => e.source === 'server')).toHaveLength(1);
  });
});
