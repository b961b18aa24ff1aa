import type { TableState } from '@railbird/protocol';
import { describe, expect, it } from 'vitest';
import { TableDriver, tagOf } from '../../test/support/table-driver.js';
import { MemoryJournal } from '../journal/journal.js';
import { createLogger } from '../log.js';
import { Table } from '../table/table.js';
import { InlineEquity } from './equity.js';

describe('equities in the round status', () => {
  it('[EQ-ENG-1] once the hole cards are read, each live player shows an equity, outs on the flop and who is losing', async () => {
    const setup = TableDriver.game('NLH', [200, 200]);
    const table = Table.open({
      definition: { key: 't1', settings: setup.model.settings },
      journal: new MemoryJournal(),
      now: Date.now,
      log: createLogger('silent'),
      version: 'test',
      devLevel: 3,
      frameMs: 0,
      equity: new InlineEquity(),
    });
    for (const entry of setup.journal) await table.submit(entry.input, { source: 'operator' });
    const states: TableState[] = [];
    table.subscribe((s) => states.push(s));
    const command = (event: string, data: object = {}) =>
      table.submit({ kind: 'command', command: { event, data } as never }, { source: 'operator' });
    const read = (antennaId: number, card: Parameters<typeof tagOf>[0]) =>
      table.submit({ kind: 'read', antennaId, tagId: tagOf(card) }, { source: 'antenna' });
    await command('startRound');
    for (const [seat, card] of [
      [0, 'SA'],
      [0, 'SK'],
      [1, 'D7'],
      [1, 'C2'],
    ] as const)
      await read(seat, card);
    await new Promise((r) => setTimeout(r, 50));
    const players = () => table.state().playerGroup.players.map((p) => p.roundStatus!);
    const [ace, seven] = players();
    expect(ace!.equitiesList).toHaveLength(1);
    expect(ace!.equitiesList[0]!.isExact).toBe(true);
    expect(ace!.equitiesList[0]!.equity + seven!.equitiesList[0]!.equity).toBeCloseTo(1, 6);
    expect(ace!.equitiesList[0]!.equity).toBeGreaterThan(0.6);
    expect([ace!.isLosing, seven!.isLosing]).toEqual([false, true]);
    await command('action', { type: 'call' });
    await command('action', { type: 'check' });
    for (const card of ['H3', 'D4', 'C9'] as const) await read(9, card);
    await new Promise((r) => setTimeout(r, 50));
    // On the flop the player behind has outs (a seven, a deuce, a five for the straight).
    expect(players()[1]!.outs.length).toBeGreaterThan(0);
    expect(players()[1]!.isLosing).toBe(true);
    await table.close();
  });
});
