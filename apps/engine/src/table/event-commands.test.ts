import { blindLevel, type Event } from '@railbird/protocol';
import { sampleTableFixture } from '@railbird/protocol/testing';
import { describe, expect, it } from 'vitest';
import { prepareHand } from '../../test/support/room.js';
import { MemoryJournal } from '../journal/journal.js';
import { createLogger } from '../log.js';
import { simulatedTableSettings } from '../simulation/settings.js';
import type { EventClockCommand, TableInput } from './inputs.js';
import type { TableModel } from './model.js';
import { createTableModel, reduceTable } from './reduce.js';
import { Table } from './table.js';

const T0 = 1_790_000_000_000;
const MINUTE = 60_000;

/** 10-minute levels 1/2, 2/4, 3/6 (a 5-minute break after level 2), then 5/10 until the end. */
const LEVELS = [1, 2, 3, 5].map((sb, index) =>
  blindLevel({
    index,
    blinds: [sb, sb * 2, 0, 0, 0, 0, 0, 0, 0, 0],
    levelDuration: index === 3 ? 0 : 10 * 60,
    breakDuration: index === 1 ? 5 * 60 : 0,
  }),
);

const EVENT: Event = { ...sampleTableFixture.eventManager.event!, uid: 'event-1', name: 'Thursday Turbo' };

function cashTable(): TableModel {
  const settings = simulatedTableSettings({ key: 't1', variation: 'NLH', mode: 'MTT' });
  return createTableModel({ key: 't1', settings, mode: 'GAME' });
}

let seq = 0;
/** Applies an input at `time`; throws with the reason when it is refused. */
function apply(model: TableModel, input: TableInput, time: number): TableModel {
  const result = reduceTable(model, { seq: ++seq, time, source: 'operator', input });
  if (!result.ok) throw new Error(result.error.message);
  return result.model;
}
/** The refusal of an input (it must be refused). */
function refusal(model: TableModel, input: TableInput, time: number) {
  const result = reduceTable(model, { seq: ++seq, time, source: 'operator', input });
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
}
const cmd = (command: Extract<TableInput, { kind: 'command' }>['command']): TableInput => ({
  kind: 'command',
  command,
});
const setEvent = (event: Event | null, blindLevels = LEVELS) =>
  cmd({ event: 'setEvent', data: event ? { event, blindLevels } : { event } });
const clock = (data: EventClockCommand['data']) => cmd({ event: 'eventClock', data });
const tick = (at: number) => cmd({ event: 'clockTick', data: { at } });

/** A table with the event attached and its clock started at T0. */
function running(): TableModel {
  return apply(apply(cashTable(), setEvent(EVENT), T0), clock({ action: 'start' }), T0);
}

describe('the event manager and tournament clock (issue 17)', () => {
  it('[CLOCK-1] start, pause, resume, adjust, skip to a level and stop move end times, never a counter', () => {
    let m = running();
    expect(m.eventManager!.clock).toEqual({
      levelIndex: 0,
      isOnBreak: false,
      levelEndTime: T0 + 10 * MINUTE,
      pausedRemaining: null,
    });
    // Paused four minutes in: six minutes left, and still six after a long pause.
    m = apply(m, clock({ action: 'pause' }), T0 + 4 * MINUTE);
    expect(m.eventManager!.clock).toMatchObject({ levelEndTime: null, pausedRemaining: 6 * MINUTE });
    m = apply(m, clock({ action: 'resume' }), T0 + 30 * MINUTE);
    expect(m.eventManager!.clock).toMatchObject({ levelEndTime: T0 + 36 * MINUTE, pausedRemaining: null });
    // Two minutes more, then one less.
    m = apply(m, clock({ action: 'adjust', ms: 2 * MINUTE }), T0 + 31 * MINUTE);
    m = apply(m, clock({ action: 'adjust', ms: -MINUTE }), T0 + 31 * MINUTE);
    expect(m.eventManager!.clock!.levelEndTime).toBe(T0 + 37 * MINUTE);
    // Removing more than is left ends the level now: level 2 starts, counted from now.
    m = apply(m, clock({ action: 'adjust', ms: -20 * MINUTE }), T0 + 32 * MINUTE);
    expect(m.eventManager!.clock).toMatchObject({ levelIndex: 1, levelEndTime: T0 + 42 * MINUTE });
    // Adjusting a paused clock changes the time left, never below none.
    m = apply(m, clock({ action: 'pause' }), T0 + 33 * MINUTE);
    m = apply(m, clock({ action: 'adjust', ms: -30 * MINUTE }), T0 + 33 * MINUTE);
    expect(m.eventManager!.clock).toMatchObject({ levelIndex: 1, pausedRemaining: 0 });
    // Skipping keeps a paused clock paused, with the whole level left; running, it starts afresh.
    m = apply(m, clock({ action: 'skipTo', levelIndex: 2 }), T0 + 34 * MINUTE);
    expect(m.eventManager!.clock).toEqual({
      levelIndex: 2,
      isOnBreak: false,
      levelEndTime: null,
      pausedRemaining: 10 * MINUTE,
    });
    m = apply(m, clock({ action: 'resume' }), T0 + 35 * MINUTE);
    m = apply(m, clock({ action: 'skipTo', levelIndex: 0 }), T0 + 36 * MINUTE);
    expect(m.eventManager!.clock).toMatchObject({ levelIndex: 0, levelEndTime: T0 + 46 * MINUTE });
    expect(m.levelIndex).toBe(0);
    m = apply(m, clock({ action: 'stop' }), T0 + 37 * MINUTE);
    expect(m.eventManager).toEqual({ event: EVENT, clock: null });
  });

  it('[CLOCK-2] a level ends into its break, the break into the next level, the last plays until the end', () => {
    let m = running();
    const ends: unknown[] = [];
    for (const at of [10, 20, 25, 35].map((min) => T0 + min * MINUTE)) {
      // A tick before the end changes nothing.
      expect(apply(m, tick(at - 1), at - 1)).toBe(m);
      m = apply(m, tick(at), at);
      const c = m.eventManager!.clock!;
      ends.push([c.levelIndex, c.isOnBreak, c.levelEndTime && (c.levelEndTime - T0) / MINUTE]);
    }
    expect(ends).toEqual([
      [1, false, 20],
      [1, true, 25],
      [2, false, 35],
      [3, false, null],
    ]);
    // The blinds the table plays follow between hands.
    expect(m.levelIndex).toBe(3);
    expect(apply(m, tick(T0 + 600 * MINUTE), T0 + 600 * MINUTE)).toBe(m);
  });

  it('[CLOCK-3] ends missed while the engine was down are caught up from end to end, without drift', () => {
    const m = running();
    // Applied 27 minutes and 12 seconds late: level 1 ended at 10, level 2 at 20, the break at 25.
    const late = T0 + 27 * MINUTE + 12_000;
    const caught = apply(m, tick(late), late);
    expect(caught.eventManager!.clock).toEqual({
      levelIndex: 2,
      isOnBreak: false,
      levelEndTime: T0 + 35 * MINUTE,
      pausedRemaining: null,
    });
    // One tick or one per end: the same clock.
    let stepwise = m;
    for (const min of [10, 20, 25]) stepwise = apply(stepwise, tick(T0 + min * MINUTE + 3_000), late);
    expect(stepwise.eventManager!.clock).toEqual(caught.eventManager!.clock);
    // A command comes after the ends that passed before it: a pause late in level 3 keeps its time left.
    const paused = apply(m, clock({ action: 'pause' }), T0 + 30 * MINUTE);
    expect(paused.eventManager!.clock).toMatchObject({ levelIndex: 2, pausedRemaining: 5 * MINUTE });
  });

  it('[CLOCK-4] setEvent attaches an event with the clock off, updates it keeping the clock, and detaches it', () => {
    const m = apply(running(), tick(T0 + 12 * MINUTE), T0 + 12 * MINUTE);
    const before = m.eventManager!.clock;
    // The same event with new figures: the clock runs on.
    const updated = apply(m, setEvent({ ...EVENT, numEntries: 31 }, undefined as never), T0 + 13 * MINUTE);
    expect(updated.eventManager!.event!.numEntries).toBe(31);
    expect(updated.eventManager!.clock).toBe(before);
    expect(updated.gameSettings.blindLevels.map((l) => l.blinds[1])).toEqual([2, 4, 6, 10]);
    // Another event: attached with its clock off.
    const other = apply(m, setEvent({ ...EVENT, uid: 'event-2' }), T0 + 13 * MINUTE);
    expect(other.eventManager).toEqual({ event: { ...EVENT, uid: 'event-2' }, clock: null });
    // Detached: a cash table again.
    const cash = apply(m, setEvent(null), T0 + 13 * MINUTE);
    expect(cash.eventManager).toBeUndefined();
    expect(cash.eventLevels).toBeUndefined();
  });

  it('[CLOCK-5] bad input is refused with a reason a tournament director understands, and changes nothing', () => {
    const cash = cashTable();
    const m = running();
    const cases: [TableModel, TableInput, string, RegExp][] = [
      [cash, clock({ action: 'start' }), 'CONFLICT', /plays no event.*setEvent/],
      [m, clock({ action: 'start' }), 'CONFLICT', /already running \(level 1\)/],
      [m, clock({ action: 'resume' }), 'CONFLICT', /not paused: it is running \(level 1\)/],
      [m, clock({ action: 'skipTo', levelIndex: 4 }), 'BAD_REQUEST', /no level 5: .* 4 levels/],
      [
        apply(m, clock({ action: 'pause' }), T0),
        clock({ action: 'pause' }),
        'CONFLICT',
        /already paused at level 1, 10:00 left/,
      ],
      [apply(m, clock({ action: 'stop' }), T0), clock({ action: 'stop' }), 'CONFLICT', /nothing to stop/],
      [
        apply(m, clock({ action: 'skipTo', levelIndex: 3 }), T0),
        clock({ action: 'pause' }),
        'CONFLICT',
        /Level 4 plays until the end/,
      ],
      [
        apply(m, setEvent({ ...EVENT, uid: 'event-2' }), T0),
        clock({ action: 'adjust', ms: 60_000 }),
        'CONFLICT',
        /not running: start it first/,
      ],
      [
        m,
        setEvent(EVENT, [LEVELS[0]!, { ...LEVELS[1]!, levelDuration: 0 }, LEVELS[2]!]),
        'BAD_REQUEST',
        /Level 2 has no duration/,
      ],
      [
        m,
        cmd({ event: 'setEvent', data: { event: null, blindLevels: LEVELS } }),
        'BAD_REQUEST',
        /comes with an event/,
      ],
      [
        apply(m, clock({ action: 'skipTo', levelIndex: 3 }), T0),
        setEvent(EVENT, LEVELS.slice(0, 2)),
        'CONFLICT',
        /clock is at level 4 but the new structure has 2 levels/,
      ],
    ];
    for (const [model, input, code, message] of cases) {
      const copy = structuredClone(model);
      const error = refusal(model, input, T0 + MINUTE);
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
      expect(model).toEqual(copy);
    }
  });

  it('[CLOCK-6] the clock keeps running and under control while the table shows a read error', () => {
    const m = {
      ...running(),
      error: { code: 'CARD_ALREADY_SEEN', antennaId: 1, card: 'SA', message: 'x', time: T0 },
    };
    const paused = apply(m as TableModel, clock({ action: 'pause' }), T0 + MINUTE);
    expect(paused.eventManager!.clock!.pausedRemaining).toBe(9 * MINUTE);
    const ticked = apply(m as TableModel, tick(T0 + 10 * MINUTE), T0 + 10 * MINUTE);
    expect(ticked.eventManager!.clock!.levelIndex).toBe(1);
  });
});

describe('the new level at the table (issue 17)', () => {
  it('[CLOCK-7] a level that ends mid-hand applies at the next hand: the hand keeps its blinds, the screens too', async () => {
    let now = T0;
    const table = Table.open({
      definition: {
        key: 't1',
        settings: simulatedTableSettings({ key: 't1', variation: 'NLH', mode: 'MTT' }),
      },
      journal: new MemoryJournal(),
      now: () => now,
      log: createLogger('silent'),
      version: 'test',
      devLevel: 3,
      frameMs: 0,
    });
    const submit = async (input: TableInput) => {
      const result = await table.submit(input, { source: 'operator' });
      if (!result.ok) throw new Error(result.error.message);
    };
    await submit(setEvent(EVENT));
    await submit(clock({ action: 'start' }));
    await prepareHand(table);
    expect(table.model.hand!.config.blindsOrStraddles.slice(0, 2)).toEqual([1, 2]);
    now = T0 + 10 * MINUTE;
    await submit(tick(now));
    // The clock is at level 2; the hand and the screens keep level 1 until the hand is over.
    expect(table.model.eventManager!.clock!.levelIndex).toBe(1);
    expect(table.model.levelIndex).toBe(0);
    expect(table.state().round.blindLevel.blinds.slice(0, 2)).toEqual([1, 2]);
    expect(table.model.hand!.config.blindsOrStraddles.slice(0, 2)).toEqual([1, 2]);
    await submit(cmd({ event: 'voidHand', data: {} }));
    expect(table.model.levelIndex).toBe(1);
    expect(table.state().round.blindLevel.blinds.slice(0, 2)).toEqual([2, 4]);
    await submit(cmd({ event: 'startRound', data: {} }));
    expect(table.model.hand!.config.blindsOrStraddles.slice(0, 2)).toEqual([2, 4]);
    await table.close();
  });

  it("[CLOCK-8] the event's structure stays the table's when the server's settings change the game", () => {
    let m = running();
    const settings = simulatedTableSettings({ key: 't1', variation: 'NLH', mode: 'MTT' });
    const renamed = {
      ...settings,
      defaultGameSettings: { ...settings.defaultGameSettings, name: 'Other game' },
    };
    m = apply(m, { kind: 'settings', settings: renamed }, T0 + MINUTE);
    expect(m.gameSettings.name).toBe('Other game');
    expect(m.gameSettings.blindLevels.map((l) => l.blinds[1])).toEqual([2, 4, 6, 10]);
  });
});
