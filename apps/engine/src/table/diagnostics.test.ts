import { READ_RATE_WINDOW_MS, TRACKER_LOG_LENGTH } from '@railbird/protocol';
import { describe, expect, it } from 'vitest';
import { TableDriver, tagOf } from '../../test/support/table-driver.js';
import { simulatedTableSettings } from '../simulation/settings.js';
import { antennaGains, diagnose, READ_RING_LENGTH, readRate } from './diagnostics.js';
import { createTableModel, reduceTable } from './reduce.js';

/** Three players with chips tracked: seat antenna 0 = GREY 1, 1 = RED 5, 2 = GREEN 25; seat 0 acts first. */
function withChips(sensitivities?: { board: number; card: number; cutCard: number }) {
  const table = TableDriver.game('NLH', [200, 200, 200], { chips: true });
  if (sensitivities) table.settings({ ...table.model.settings, sensitivities });
  table.command('setTableMode', { tableMode: 'REGISTER_CHIPS' });
  for (let i = 0; i < 10; i++) table.read(0, `GREY-${i}`).read(1, `RED-${i}`).read(2, `GREEN-${i}`);
  table.command('setTableMode', { tableMode: 'REGISTER_ALL_IN' }).read(9, 'ALLIN-1');
  table.command('setTableMode', { tableMode: 'GAME' }).command('startRound');
  return table.deal(1, 'SA', 'SK').deal(2, 'HA', 'HK').deal(0, 'D2', 'C7');
}

const statsOf = (table: TableDriver, antennaId: number) =>
  table.state().table.antennaStats!.find((a) => a.antennaId === antennaId)!;
const tracker = (table: TableDriver) => table.state().table.tracker!;

describe('antenna diagnostics', () => {
  it('[DIAG-1] each antenna counts its reads, its last tag, card and time, for every antenna of the table', () => {
    const table = TableDriver.game('NLH', [200, 200, 200]).command('startRound');
    const board = table.antennas.board!;
    const boardReadsBefore = statsOf(table, board).reads;
    table.deal(1, 'SA');
    const seat = statsOf(table, table.seatAntenna(1));
    expect(seat).toMatchObject({ reads: 1, lastTagId: tagOf('SA'), lastCard: 'SA', lastReadAt: table.time });
    // The deck was registered on the board antenna: 52 reads there, none since.
    expect(boardReadsBefore).toBe(52);
    expect(table.state().table.antennaStats!.map((a) => a.antennaId)).toEqual(
      table.model.settings.antennas.map((a) => a.id).sort((x, y) => x - y),
    );
    expect(statsOf(table, table.seatAntenna(5))).toMatchObject({
      reads: 0,
      lastTagId: null,
      readsPerSecond: 0,
    });
  });

  it('[DIAG-2] reads per second count the reads of the last 10 s up to the antenna’s last read', () => {
    const table = new TableDriver(
      createTableModel({ key: 't1', settings: simulatedTableSettings({ key: 't1', variation: 'NLH' }) }),
    ).command('setTableMode', { tableMode: 'SCAN' });
    // The driver's clock moves 1 s per input: 5 reads, then 20 s of other inputs, then 3 reads.
    for (let i = 0; i < 5; i++) table.read(4, `T-${i}`);
    expect(statsOf(table, 4).readsPerSecond).toBe(0.5);
    for (let i = 0; i < 20; i++) table.read(3, `U-${i}`);
    // The window is the antenna's own: antenna 4 still shows its last 10 s of reading.
    expect(statsOf(table, 4).readsPerSecond).toBe(0.5);
    for (let i = 0; i < 3; i++) table.read(4, `V-${i}`);
    expect(statsOf(table, 4).readsPerSecond).toBe(0.3);
    expect(statsOf(table, 4).reads).toBe(8);
    expect(READ_RATE_WINDOW_MS).toBe(10_000);
  });

  it('[DIAG-3] the ring of read times is bounded however fast an antenna reads', () => {
    const table = new TableDriver(
      createTableModel({ key: 't1', settings: simulatedTableSettings({ key: 't1', variation: 'NLH' }) }),
    ).command('setTableMode', { tableMode: 'SCAN' });
    let model = table.model;
    for (let i = 0; i < 500; i++) {
      const r = reduceTable(model, {
        seq: i + 1,
        time: table.time + i, // 1 ms apart: 500 reads inside the window
        source: 'antenna',
        input: { kind: 'read', antennaId: 2, tagId: `F-${i % 7}` },
      });
      if (!r.ok) throw new Error(r.error.message);
      model = r.model;
    }
    const antenna = model.diagnostics!.antennas[2]!;
    expect(antenna.reads).toBe(500);
    expect(antenna.recent.length).toBe(READ_RING_LENGTH);
    expect(readRate(antenna)).toBe(READ_RING_LENGTH / 10);
  });

  it('[DIAG-4] a read that puts the table in its error state counts against its antenna, by code', () => {
    const table = TableDriver.game('NLH', [200, 200, 200]).command('startRound');
    table.deal(1, 'SA');
    table.read(table.seatAntenna(2), tagOf('SA'));
    table.command('clearError');
    table.read(table.seatAntenna(5), tagOf('D9'));
    table.command('clearError');
    table.read(table.seatAntenna(2), tagOf('SA'));
    const s2 = statsOf(table, table.seatAntenna(2));
    expect(s2.errors).toEqual({ CARD_ALREADY_SEEN: 2 });
    expect(s2.lastError).toMatchObject({ code: 'CARD_ALREADY_SEEN', time: table.time });
    expect(statsOf(table, table.seatAntenna(5)).errors).toEqual({ SEAT_NOT_IN_HAND: 1 });
    expect(statsOf(table, table.seatAntenna(1)).errors).toEqual({});
  });

  it('[DIAG-5] a read that changes nothing (a card where it lies) is not journaled and not counted', () => {
    const table = TableDriver.game('NLH', [200, 200, 200]).command('startRound');
    table.deal(1, 'SA');
    const before = table.model;
    table.deal(1, 'SA');
    expect(table.model).toBe(before);
    expect(statsOf(table, table.seatAntenna(1)).reads).toBe(1);
  });
});

describe('the auto-tracker', () => {
  it('[TRACK-1] chips at the acting seat log a PENDING inference; confirming makes it CONFIRMED', () => {
    const table = withChips();
    table.read(table.seatAntenna(0), 'GREY-0').read(table.seatAntenna(0), 'GREY-1');
    let t = tracker(table);
    expect(t.entries.at(-1)).toMatchObject({
      handNumber: 1,
      seatIndex: 0,
      antennaId: table.seatAntenna(0),
      source: 'CHIPS',
      kind: 'call',
      amount: 2,
      outcome: 'PENDING',
      sensitivity: 50,
    });
    table.command('confirmAction');
    t = tracker(table);
    expect(t.entries.at(-1)).toMatchObject({ kind: 'call', outcome: 'CONFIRMED' });
    expect(t.totals).toMatchObject({ inferred: 1, confirmed: 1, rejected: 0, manual: 0 });
    expect(t.byKind.call).toMatchObject({ inferred: 1, confirmed: 1 });
  });

  it('[TRACK-2] more chips update the pending inference (a call becomes a raise) rather than logging two', () => {
    const table = withChips();
    table.read(table.seatAntenna(0), 'GREY-0').read(table.seatAntenna(0), 'GREY-1');
    table.read(table.seatAntenna(0), 'RED-0');
    const t = tracker(table);
    expect(t.entries.filter((e) => e.source === 'CHIPS')).toHaveLength(1);
    expect(t.entries.at(-1)).toMatchObject({ kind: 'raise', amount: 7, outcome: 'PENDING' });
    expect(t.byKind).toMatchObject({ call: { inferred: 0 }, raise: { inferred: 1 } });
  });

  it('[TRACK-3] rejecting an inference makes it REJECTED; an action then entered by hand is a MANUAL miss', () => {
    const table = withChips();
    table.read(table.seatAntenna(0), 'RED-0').read(table.seatAntenna(0), 'GREY-0');
    table.command('rejectAction');
    expect(tracker(table).entries.at(-1)).toMatchObject({ kind: 'raise', outcome: 'REJECTED' });
    table.act('call');
    const t = tracker(table);
    expect(t.entries.at(-1)).toMatchObject({
      source: 'OPERATOR',
      kind: 'call',
      seatIndex: 0,
      outcome: 'MANUAL',
    });
    expect(t.totals).toMatchObject({ inferred: 1, confirmed: 0, rejected: 1, manual: 1 });
    expect(t.byKind.call).toMatchObject({ manual: 1 });
  });

  it('[TRACK-4] undo of a pending inference makes it UNDONE; undo of a confirmed one too, and each undo is a correction', () => {
    const table = withChips();
    table.read(table.seatAntenna(0), 'ALLIN-1');
    expect(tracker(table).entries.at(-1)).toMatchObject({
      source: 'ALL_IN_BUTTON',
      kind: 'allIn',
      amount: 200,
    });
    table.command('undo');
    let t = tracker(table);
    expect(t.entries.at(-2)).toMatchObject({ kind: 'allIn', outcome: 'UNDONE' });
    expect(t.entries.at(-1)).toMatchObject({ kind: 'undo', outcome: 'MANUAL', handNumber: 1 });
    table.read(table.seatAntenna(0), 'GREY-2').read(table.seatAntenna(0), 'GREY-3');
    table.command('confirmAction');
    expect(tracker(table).totals).toMatchObject({ inferred: 2, confirmed: 1, undone: 1 });
    table.command('undo');
    t = tracker(table);
    expect(t.entries.find((e) => e.kind === 'call')).toMatchObject({ outcome: 'UNDONE' });
    expect(t.totals).toMatchObject({ inferred: 2, confirmed: 0, undone: 2, corrections: 2 });
  });

  it('[TRACK-5] cards reaching the muck log the fold the engine APPLIED; clearing an error is a correction', () => {
    const table = TableDriver.game('NLH', [200, 200, 200]).command('startRound');
    table.deal(1, 'SA', 'SK').deal(2, 'HA', 'HK').deal(0, 'D2', 'C7');
    table.muck('D2');
    expect(tracker(table).entries.at(-1)).toMatchObject({
      source: 'MUCK',
      kind: 'fold',
      seatIndex: 0,
      card: 'D2',
      outcome: 'APPLIED',
      antennaId: table.antennas.muck,
    });
    // Seat 2 mucks out of turn: an error; the operator clears it.
    table.read(table.antennas.muck!, tagOf('HA'));
    table.command('clearError');
    expect(tracker(table).entries.at(-1)).toMatchObject({
      kind: 'clearError',
      antennaId: table.antennas.muck,
    });
    // A fold entered by hand while the muck antenna should read it is a miss.
    table.act('fold');
    const t = tracker(table);
    expect(t.entries.at(-1)).toMatchObject({ kind: 'fold', outcome: 'MANUAL', seatIndex: 1 });
    expect(t.totals).toMatchObject({ inferred: 1, confirmed: 1, manual: 1, corrections: 1 });
  });

  it('[TRACK-6] the log keeps the last 50 entries; the counters count them all', () => {
    const table = withChips();
    for (let i = 0; i < 60; i++) {
      table.read(table.seatAntenna(0), `GREY-${i % 2}`).read(table.seatAntenna(0), `GREY-${(i + 1) % 2}`);
      table.command('rejectAction');
    }
    const t = tracker(table);
    expect(t.entries).toHaveLength(TRACKER_LOG_LENGTH);
    expect(t.totals).toMatchObject({ inferred: 60, rejected: 60 });
    expect(t.entries.at(-1)!.id).toBe(60);
    expect(t.entries[0]!.id).toBe(11);
  });

  it('[TRACK-7] each entry records the sensitivity in force for the antenna that read', () => {
    const table = withChips({ board: 40, card: 72, cutCard: 10 });
    table.read(table.seatAntenna(0), 'GREY-0').read(table.seatAntenna(0), 'GREY-1');
    expect(tracker(table).entries.at(-1)).toMatchObject({ sensitivity: 72 });
    expect(antennaGains(table.model.settings)).toMatchObject({
      [table.antennas.board!]: 40,
      [table.antennas.muck!]: 72,
      [table.seatAntenna(3)]: 72,
    });
  });
});

describe('diagnostics and the journal', () => {
  it('[DIAG-6] replaying the journal rebuilds the same diagnostics', () => {
    const table = withChips();
    table.read(table.seatAntenna(0), 'RED-0').read(table.seatAntenna(0), 'GREY-0');
    table.command('rejectAction').act('call');
    table.act('call').act('check');
    table.read(table.seatAntenna(4), tagOf('S2'));
    table.command('clearError');
    table.burn('C2').board('H2', 'H3', 'H4');
    const settings = simulatedTableSettings({ key: 't1', variation: 'NLH' });
    let model = createTableModel({
      key: 't1',
      settings: { ...settings, isChipsEnabled: true, capabilities: ['CARDS', 'CHIPS'] },
    });
    for (const entry of table.journal) {
      const r = reduceTable(model, entry);
      if (!r.ok) throw new Error(r.error.message);
      model = r.model;
    }
    expect(model.diagnostics).toEqual(table.model.diagnostics);
    expect(model.diagnostics!.tracker.entries.length).toBeGreaterThan(3);
  });

  it('[DIAG-7] an input that changes nothing leaves the model the very same object', () => {
    const table = TableDriver.game('NLH', [200, 200, 200]);
    const model = table.model;
    expect(
      diagnose(model, model, {
        seq: 1,
        time: 1,
        source: 'operator',
        input: { kind: 'command', command: { event: 'setPaused', data: { paused: false } } },
      }),
    ).toBe(model);
  });
});
