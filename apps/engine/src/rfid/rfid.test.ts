import type { CompletedHandInput } from '@railbird/protocol';
import { describe, expect, it } from 'vitest';
import { TableDriver } from '../../test/support/table-driver.js';
import { MemoryJournal } from '../journal/journal.js';
import { createLogger } from '../log.js';
import { SimRunner } from '../simulation/runner.js';
import { simulatedTableSettings } from '../simulation/settings.js';
import { Table } from '../table/table.js';
import type { RfidRead } from './adapter.js';
import { RecordedReads } from './recorded.js';
import { SimulatedAntennas } from './simulated.js';

const log = createLogger('silent');

function table(mode: 'DEMO' | 'SCAN' | 'NONE', onHandCompleted?: (hand: CompletedHandInput) => void) {
  return Table.open({
    definition: { key: 'r1', settings: simulatedTableSettings({ key: 'r1', variation: 'NLH' }), mode },
    journal: new MemoryJournal(),
    now: Date.now,
    log,
    version: 'test',
    devLevel: 3,
    frameMs: 0,
    ...(onHandCompleted ? { onHandCompleted } : {}),
  });
}

describe('RFID adapters', () => {
  it('[RFID-1] the simulated sample table has 12 antennas; a tag arriving is a read, a tag that stays is not', async () => {
    const reads: RfidRead[] = [];
    const antennas = new SimulatedAntennas({
      antennas: simulatedTableSettings({ key: 'x', variation: 'NLH' }).antennas.length,
      now: () => 5,
    });
    expect(antennas.antennas).toBe(12);
    antennas.start((read) => {
      reads.push(read);
      return Promise.resolve();
    });
    await antennas.place(3, 'TAG-A');
    await antennas.place(3, 'TAG-A');
    await antennas.place(10, 'TAG-A');
    expect(reads).toEqual([
      { antennaId: 3, tagId: 'TAG-A', time: 5 },
      { antennaId: 10, tagId: 'TAG-A', time: 5 },
    ]);
    expect(antennas.tagsOn(10)).toEqual(['TAG-A']);
    await expect(antennas.place(12, 'TAG-B')).rejects.toThrow(/no antenna 12/);
    antennas.clear();
    await antennas.place(10, 'TAG-A');
    expect(reads).toHaveLength(3);
  });

  it('[RFID-2] reads recorded in RECORD mode play back into a table with their spacing', async () => {
    const recorder = TableDriver.game('NLH', [100, 100]);
    recorder.command('setTableMode', { tableMode: 'RECORD' });
    recorder.read(2, 'TAG-1').read(9, 'TAG-2').read(11, 'TAG-3');
    recorder.command('setTableMode', { tableMode: 'NONE' });
    const recording = recorder.effects.find((e) => e.type === 'recordingFinished');
    if (recording?.type !== 'recordingFinished') throw new Error('no recording');
    const scanning = table('SCAN');
    const playback = new RecordedReads(recording.reads, { antennas: 12, speed: 100 });
    scanning.attach(playback);
    await playback.done;
    expect(scanning.state().table.reads!.map((r) => [r.antennaId, r.tagId])).toEqual([
      [2, 'TAG-1'],
      [9, 'TAG-2'],
      [11, 'TAG-3'],
    ]);
    await scanning.close();
  });

  it('[RFID-3] a DEMO table deals through its simulated antennas: bots play whole hands', async () => {
    const hands: CompletedHandInput[] = [];
    const demo = table('DEMO', (hand) => hands.push(hand));
    const runner = new SimRunner(demo, { speed: Number.POSITIVE_INFINITY, samples: 4, log });
    runner.start();
    // Cards go through the simulated antennas: some lie on them while a hand is played (they are
    // swept off between hands, so look while it runs rather than after stopping).
    const lyingNow = () =>
      Array.from({ length: 12 }, (_, a) => runner.antennas.tagsOn(a).length).reduce((a, b) => a + b, 0);
    let mostLying = 0;
    // A bot that busts is unseated between hands and another sits down after: count the most seated,
    // since the runner may stop in between.
    let mostSeated = 0;
    const end = Date.now() + 20_000;
    while (hands.length < 3 && Date.now() < end) {
      mostLying = Math.max(mostLying, lyingNow());
      mostSeated = Math.max(mostSeated, demo.model.seats.length);
      await new Promise((r) => setTimeout(r, 5));
    }
    await runner.stop();
    expect(hands.length).toBeGreaterThanOrEqual(3);
    expect(mostSeated).toBe(6);
    expect(demo.model.seats.length).toBeLessThanOrEqual(6);
    expect(mostLying).toBeGreaterThan(0);
    await demo.close();
  });
});
