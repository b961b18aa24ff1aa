import { getVariation } from '@railbird/poker';
import { blindLevel, type EventManager, levelStructure, type TableSettings } from '@railbird/protocol';
import { describe, expect, it } from 'vitest';
import { nextClock } from '../table/clock.js';
import type { TableInput } from '../table/inputs.js';
import type { TableModel } from '../table/model.js';
import { Projector } from '../table/project.js';
import { createTableModel, reduceTable } from '../table/reduce.js';
import { demoLevels, standardPayouts, startingStack, WINNER_PAUSE_MS } from './demo-tournament.js';
import { nextSimStep, type SimOptions } from './driver.js';
import { BotNameRegistry } from './names.js';
import { simulatedTableSettings } from './settings.js';

const MINUTE = 60_000;
const START = 1_790_000_000_000;

/** demo-3 as the server seeds it: NLH, six 20-minute levels with a big-blind ante, a break after the fourth. */
function demo3Settings(key = 'demo-3', levelMinutes = 20, breakMinutes = 10): TableSettings {
  const base = simulatedTableSettings({ key, name: 'Demo 3', variation: 'NLH', mode: 'MTT' });
  const blindLevels = [
    [25, 50],
    [50, 100],
    [75, 150],
    [100, 200],
    [150, 300],
    [200, 400],
  ].map(([sb, bb], index) =>
    blindLevel({
      ...levelStructure(getVariation('NLH')),
      index,
      blinds: [sb!, bb!, 0, 0, 0, 0, 0, 0, 0, 0],
      antes: [0, bb!, 0, 0, 0, 0, 0, 0, 0, 0],
      levelDuration: levelMinutes * 60,
      breakDuration: index === 3 ? breakMinutes * 60 : 0,
      smallestDenomination: 25,
    }),
  );
  return { ...base, defaultGameSettings: { ...base.defaultGameSettings, blindLevels } };
}

/** A table driven by the simulation on a virtual clock: each step moves it on by the step's delay. */
class SimTable {
  model: TableModel;
  time = START;
  seq = 0;
  readonly inputs: { time: number; input: TableInput; model: TableModel }[] = [];
  constructor(
    settings: TableSettings,
    readonly options: SimOptions = {},
    readonly names?: BotNameRegistry,
  ) {
    this.model = createTableModel({ key: settings.key, settings, mode: 'DEMO' });
    names?.register(settings.key, () => this.model.seats.map((s) => s.displayName));
  }
  step(): TableInput {
    const opts = {
      samples: 4,
      ...this.options,
      now: this.time,
      ...(this.names ? { takenNames: this.names.takenElsewhere(this.model.key) } : {}),
    };
    const step = nextSimStep(this.model, opts);
    if (!step) throw new Error(`the simulation stopped in ${this.model.gameState}`);
    // The runner waits the step's delay divided by its speed (runner.ts).
    this.time += Math.round(step.delayMs / (this.options.timeScale ?? 1));
    const result = reduceTable(this.model, {
      seq: ++this.seq,
      time: this.time,
      source: 'simulation',
      input: step.input,
    });
    if (!result.ok) throw new Error(`${JSON.stringify(step.input)} refused: ${result.error.message}`);
    if (result.model === this.model) throw new Error(`${JSON.stringify(step.input)} changed nothing`);
    this.model = result.model;
    this.inputs.push({ time: this.time, input: step.input, model: this.model });
    return step.input;
  }
  /** Steps until `done` holds (or fails after `max` steps). */
  until(done: (model: TableModel) => boolean, max = 60_000): void {
    for (let k = 0; k < max; k++) {
      if (done(this.model)) return;
      this.step();
    }
    throw new Error(
      `not reached in ${max} steps (${this.model.gameState}, ${this.model.seats.length} seated)`,
    );
  }
}

const eventOf = (model: TableModel) => model.eventManager?.event ?? null;
/** A demo tournament attached (`setEvent`) and its clock started (`eventClock`): two inputs. */
const started = (model: TableModel) => eventOf(model)?.isRunning === true && !!model.eventManager?.clock;
const numberOf = (model: TableModel) => Number(eventOf(model)?.uid.split(':').pop() ?? 0);

describe('demo tournament (issue 15)', () => {
  it('[DEMO-T-1] a finished demo tournament shows its winner, then a full field with fresh stacks starts the next at level 1', () => {
    const table = new SimTable(demo3Settings());
    table.until(started);
    const first = eventOf(table.model)!;
    expect(first).toMatchObject({ name: 'Demo 3 tournament #1', numEntries: 6, isRunning: true });
    expect(first.buyIn).toEqual({ amount: 100, fee: 10, chips: 5000 });
    expect(first.payouts).toEqual([
      { place: 1, amount: 390 },
      { place: 2, amount: 210 },
    ]);
    expect(table.model.seats.map((s) => s.stack)).toEqual([5000, 5000, 5000, 5000, 5000, 5000]);
    const startedAt = table.time;

    table.until((m) => eventOf(m)?.isRunning === false);
    const over = eventOf(table.model)!;
    const minutes = (table.time - startedAt) / MINUTE;
    // The figure for the report: how long a demo tournament lasts in table time.
    console.info(`demo tournament #1: ${minutes.toFixed(0)} min, ${table.model.roundCount} hands`);
    expect(minutes).toBeGreaterThan(40);
    // Every entry finished in one place, 6 → 1, the winner last; the two paid places paid.
    expect(over.results.map((r) => r.place).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(over.results.at(-1)!.place).toBe(1);
    expect(new Set(over.results.map((r) => r.uid)).size).toBe(6);
    expect(over.results.filter((r) => r.payout > 0).map((r) => [r.place, r.payout])).toEqual(
      expect.arrayContaining([
        [1, 390],
        [2, 210],
      ]),
    );
    expect(over.endTime).toBe(table.time);
    // The demo goes through the operator's commands and the engine's clock, as a real tournament does.
    const events = new Set(
      table.inputs.map((i) => (i.input.kind === 'command' ? i.input.command.event : '')),
    );
    expect([...events].filter((e) => /event|clock/i.test(e)).sort()).toEqual([
      'clockTick',
      'eventClock',
      'setEvent',
    ]);
    const winner = over.results.find((r) => r.place === 1)!;
    expect(table.model.seats.map((s) => s.displayName)).toEqual([winner.displayName]);

    // The winner stays alone at the table a while, then leaves; the next field sits down.
    const ended = table.time;
    table.step();
    expect(table.model.seats).toHaveLength(0);
    expect(table.time - ended).toBe(WINNER_PAUSE_MS);
    table.until((m) => numberOf(m) === 2 && started(m));
    const second = table.model;
    expect(eventOf(second)).toMatchObject({ name: 'Demo 3 tournament #2', numEntries: 6, results: [] });
    expect(second.eventManager!.clock).toMatchObject({ levelIndex: 0, isOnBreak: false });
    expect(second.levelIndex).toBe(0);
    expect(second.seats.map((s) => s.stack)).toEqual(Array(6).fill(startingStack(second)));
    table.until((m) => m.gameState === 'IN ROUND');
    expect(table.model.hand!.config.blindsOrStraddles.slice(0, 2)).toEqual([25, 50]);
  });

  it.each([
    { levels: 2, pause: 1, speed: 1 },
    { levels: 2, pause: 1, speed: 10 },
  ])(
    '[DEMO-T-2] the levels advance on time: each ends levelDuration after the last, the break after level 4, blinds follow ($levels-minute levels at speed $speed)',
    ({ levels, pause, speed }) => {
      // Two-minute levels and a one-minute break, so that the test reaches the break; at speed 10
      // the clock runs ten times faster (and so do the hands).
      const table = new SimTable(demo3Settings('demo-3', levels, pause), { timeScale: speed });
      table.until(started);
      const start = eventOf(table.model)!.startTime;
      const clocks: { at: number; clock: EventManager['clock'] }[] = [];
      let last = JSON.stringify(table.model.eventManager?.clock);
      table.until((m) => {
        if (JSON.stringify(m.eventManager?.clock) !== last)
          clocks.push({ at: table.time, clock: m.eventManager!.clock });
        // Every hand is dealt at the clock's level (a level that changed mid-hand waited for it to end).
        const input = table.inputs.at(-1)?.input;
        if (input?.kind === 'command' && input.command.event === 'startRound')
          expect(m.levelIndex).toBe(m.eventManager!.clock?.levelIndex ?? m.levelIndex);
        last = JSON.stringify(m.eventManager?.clock);
        return (m.eventManager?.clock?.levelIndex ?? 0) >= 5 || eventOf(m)?.isRunning === false;
      });
      const ends = clocks.map(
        (c) => c.clock && [c.clock.levelIndex, c.clock.isOnBreak, c.clock.levelEndTime],
      );
      // A level lasts `levels` minutes of the table's time: that divided by the speed on the clock.
      const level = (levels * MINUTE) / speed;
      const rest = (pause * MINUTE) / speed;
      expect(ends.slice(0, 5)).toEqual([
        [1, false, start + 2 * level],
        [2, false, start + 3 * level],
        [3, false, start + 4 * level],
        [3, true, start + 4 * level + rest],
        [4, false, start + 5 * level + rest],
      ]);
      // Each change came when it was due (within a step's few seconds), not a hand later.
      const due = [1, 2, 3, 4, 4].map((k, i) => start + k * level + (i === 4 ? rest : 0));
      for (const [k, c] of clocks.slice(0, 5).entries()) {
        expect(c.at - due[k]!).toBeGreaterThanOrEqual(0);
        expect(c.at - due[k]!).toBeLessThan(5000 / speed);
      }
      // No hand starts during the break.
      const duringBreak = table.inputs.filter(
        (i) =>
          i.time > start + 4 * level &&
          i.time < start + 4 * level + rest &&
          i.input.kind === 'command' &&
          i.input.command.event === 'startRound',
      );
      expect(duringBreak).toEqual([]);
    },
  );

  it('[DEMO-T-3] the table state carries the running tournament and its clock as an end time', () => {
    const table = new SimTable(demo3Settings());
    table.until(started);
    const state = new Projector().project(
      table.model,
      {
        cloud: { isConnected: false, lastSyncTime: null, pendingHands: 0 },
        requestingIps: [],
        version: 't',
        devLevel: 3,
        ip: null,
      },
      table.time,
    );
    expect(state.eventManager.event).toMatchObject({ name: 'Demo 3 tournament #1', isRunning: true });
    expect(state.eventManager.clock).toEqual({
      levelIndex: 0,
      isOnBreak: false,
      levelEndTime: eventOf(table.model)!.startTime + 20 * MINUTE,
      pausedRemaining: null,
    });
    expect(state.game.gameStateSince).toBeTypeOf('number');
  });

  it('[DEMO-T-4] a table left from before demo tournaments (one player, no event) is cleared and a tournament starts', () => {
    const table = new SimTable(demo3Settings());
    table.until((m) => m.roundCount > 0 && m.gameState === 'IN ROUND');
    // An older journal: hands played, no event on the table.
    table.model = { ...table.model, eventManager: undefined, hand: null, gameState: 'SETUP' } as TableModel;
    table.model = { ...table.model, seats: table.model.seats.slice(0, 1) };
    table.until(started, 200);
    expect(table.model.seats).toHaveLength(6);
    expect(table.model.seats.every((s) => s.stats.handsPlayed === 0 && s.stack === 5000)).toBe(true);
  });

  it('[DEMO-T-5] payouts follow the standard structure and add up to the prize pool', () => {
    expect(standardPayouts(3, 300)).toEqual([{ place: 1, amount: 300 }]);
    expect(standardPayouts(9, 900).map((p) => p.amount)).toEqual([450, 270, 180]);
    for (const n of [2, 5, 6, 7, 10, 11, 20, 21, 60]) {
      const payouts = standardPayouts(n, n * 100);
      expect(payouts.reduce((s, p) => s + p.amount, 0)).toBe(n * 100);
      expect(payouts.length).toBeLessThan(n);
    }
  });

  it('[DEMO-T-6] a level out of its time waits for none: the next end counts from the last end, the last level has none', () => {
    const levels = demo3Settings().defaultGameSettings.blindLevels;
    const clock = { levelIndex: 4, isOnBreak: false, levelEndTime: 1000, pausedRemaining: null };
    expect(nextClock(clock, levels, 999)).toBeNull();
    expect(nextClock(clock, levels, 5000)).toEqual({
      ...clock,
      levelIndex: 5,
      levelEndTime: 1000 + 20 * MINUTE,
    });
    expect(nextClock({ ...clock, levelIndex: 5 }, levels, 5000)).toEqual({
      ...clock,
      levelIndex: 5,
      levelEndTime: null,
    });
    // Ten times faster, the demo plays the structure with two-minute levels.
    const fast = demoLevels({ settings: demo3Settings() }, 10)!;
    expect(nextClock(clock, fast, 5000)!.levelEndTime).toBe(1000 + 2 * MINUTE);
  });

  it('[DEMO-T-7] setEventManager refuses an event that is not one, and changes nothing', () => {
    const model = createTableModel({ key: 'demo-3', settings: demo3Settings(), mode: 'DEMO' });
    const result = reduceTable(model, {
      seq: 1,
      time: START,
      source: 'simulation',
      input: {
        kind: 'command',
        command: { event: 'setEventManager', data: { event: null, clock: { levelIndex: -1 } } as never },
      },
    });
    expect(result.ok).toBe(false);
  });
});

describe('bot names (issue 15)', () => {
  it('[SIM-NAMES-1] bots sharing an engine registry never sit at two tables at once', () => {
    const names = new BotNameRegistry();
    // Three tournament tables and a cash table: many fields sit down and leave.
    const tables = [
      new SimTable(demo3Settings('demo-3'), { players: 9 }, names),
      new SimTable(demo3Settings('demo-4'), { players: 9 }, names),
      new SimTable(demo3Settings('demo-5'), { players: 9 }, names),
      new SimTable(simulatedTableSettings({ key: 'demo-1', variation: 'NLH' }), { players: 9 }, names),
    ];
    const seen = new Set<string>();
    for (let k = 0; k < 1500; k++) {
      for (const t of tables) {
        t.step();
        const input = t.inputs.at(-1)!.input;
        if (input.kind === 'command' && input.command.event === 'seatPlayer')
          seen.add(input.command.data.displayName);
      }
      const all = tables.flatMap((t) => t.model.seats.map((s) => s.displayName));
      expect(new Set(all).size).toBe(all.length);
    }
    expect(seen.size).toBeGreaterThanOrEqual(36);
  });

  it('[SIM-NAMES-2] a table only sees the names of the others, and forgets a table that leaves', () => {
    const names = new BotNameRegistry();
    const stop = names.register('a', () => ['Ana', 'Ben']);
    names.register('b', () => ['Cleo']);
    expect([...names.takenElsewhere('b')]).toEqual(['Ana', 'Ben']);
    expect([...names.takenElsewhere('a')]).toEqual(['Cleo']);
    stop();
    expect([...names.takenElsewhere('b')]).toEqual([]);
  });
});
