import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blindLevel, type Event } from '@railbird/protocol';
import { sampleTableFixture } from '@railbird/protocol/testing';
import { ManualClock } from '@railbird/room/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { closeRooms, openRoom, T0, tokenFor } from '../../test/support/room.js';
import { FileJournal } from '../journal/journal.js';
import { createLogger } from '../log.js';
import { simulatedTableSettings } from '../simulation/settings.js';
import type { JournalEntry, TableInput } from '../table/inputs.js';
import { type HostedTableDefinition, Table } from '../table/table.js';
import { ClockTimer } from './clock-timer.js';

const MINUTE = 60_000;
const log = createLogger('silent');

/** 10-minute levels, a 5-minute break after level 2, the last level until the end. */
const LEVELS = [1, 2, 3, 5].map((sb, index) =>
  blindLevel({
    index,
    blinds: [sb, sb * 2, 0, 0, 0, 0, 0, 0, 0, 0],
    levelDuration: index === 3 ? 0 : 10 * 60,
    breakDuration: index === 1 ? 5 * 60 : 0,
  }),
);
const EVENT: Event = { ...sampleTableFixture.eventManager.event!, uid: 'event-1', name: 'Thursday Turbo' };

const definition = (key: string): HostedTableDefinition => ({
  key,
  settings: simulatedTableSettings({ key, variation: 'NLH', mode: 'MTT' }),
  locationId: 'loc-1',
});
const setEvent = (event: Event): TableInput => ({
  kind: 'command',
  command: { event: 'setEvent', data: { event, blindLevels: LEVELS } },
});
const start: TableInput = { kind: 'command', command: { event: 'eventClock', data: { action: 'start' } } };

/** Lets the tick a timer fired reach the journal (on disk) and commit. */
async function settle(table: Table) {
  await new Promise((resolve) => setImmediate(resolve));
  for (let k = 0; k < 400 && table.pendingModel !== table.model; k++)
    await new Promise((resolve) => setTimeout(resolve, 5));
}

async function submit(table: Table, input: TableInput) {
  const result = await table.submit(input, { source: 'operator' });
  if (!result.ok) throw new Error(result.error.message);
}

const dirs: string[] = [];
afterEach(async () => {
  await closeRooms();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the engine's clock timer (issue 17)", () => {
  it('[CLOCK-9] the timer applies each end on the dot, journaled, and follows pause and resume', async () => {
    const clock = new ManualClock(T0);
    const dir = mkdtempSync(join(tmpdir(), 'railbird-clock-'));
    dirs.push(dir);
    const table = Table.open({
      definition: definition('t1'),
      journal: new FileJournal(dir),
      now: clock.now,
      log,
      version: 'test',
      devLevel: 3,
      frameMs: 0,
    });
    const timer = new ClockTimer(table, { now: clock.now, timers: clock, log });
    timer.start();
    expect(timer.due).toBeNull();
    await submit(table, setEvent(EVENT));
    await submit(table, start);
    expect(timer.due).toBe(T0 + 10 * MINUTE);
    clock.advance(10 * MINUTE - 1);
    await settle(table);
    expect(table.model.eventManager!.clock!.levelIndex).toBe(0);
    clock.advance(1);
    await settle(table);
    expect(table.model.eventManager!.clock).toMatchObject({ levelIndex: 1, levelEndTime: T0 + 20 * MINUTE });
    expect(table.model.levelIndex).toBe(1);
    // Paused: no timer; resumed: the timer waits for the new end.
    await submit(table, { kind: 'command', command: { event: 'eventClock', data: { action: 'pause' } } });
    expect(timer.due).toBeNull();
    clock.advance(30 * MINUTE);
    await submit(table, { kind: 'command', command: { event: 'eventClock', data: { action: 'resume' } } });
    expect(timer.due).toBe(T0 + 50 * MINUTE);
    clock.advance(10 * MINUTE);
    await settle(table);
    expect(table.model.eventManager!.clock).toMatchObject({ levelIndex: 1, isOnBreak: true });
    timer.stop();
    await table.close();
  });

  it('[CLOCK-10] a crashed engine restarted from its journal resumes the clock where it stands, catching up without drift', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'railbird-clock-'));
    dirs.push(dir);
    const clock = new ManualClock(T0);
    const open = () =>
      Table.open({
        definition: definition('t1'),
        journal: new FileJournal(dir),
        now: clock.now,
        log,
        version: 'test',
        devLevel: 3,
        frameMs: 0,
      });
    const first = open();
    const timer = new ClockTimer(first, { now: clock.now, timers: clock, log });
    timer.start();
    await submit(first, setEvent(EVENT));
    await submit(first, start);
    clock.advance(12 * MINUTE);
    await settle(first);
    const before = first.model.eventManager!.clock;
    expect(before).toMatchObject({ levelIndex: 1, levelEndTime: T0 + 20 * MINUTE });
    // The engine dies (nothing more is written) and comes back 18 minutes later, in level 3.
    timer.stop();
    await first.close();
    clock.advance(18 * MINUTE);
    const second = open();
    expect(second.model.eventManager!.clock).toEqual(before);
    const again = new ClockTimer(second, { now: clock.now, timers: clock, log });
    again.start();
    clock.advance(0);
    await settle(second);
    // Level 2 ended at 20, its break at 25: level 3 ends at 35, as if the engine had never stopped.
    expect(second.model.eventManager!.clock).toEqual({
      levelIndex: 2,
      isOnBreak: false,
      levelEndTime: T0 + 35 * MINUTE,
      pausedRemaining: null,
    });
    expect(second.model.levelIndex).toBe(2);
    expect(again.due).toBe(T0 + 35 * MINUTE);
    again.stop();
    await second.close();
  });
});

describe('one event at several tables of the engine (issue 17)', () => {
  it('[CLOCK-11] a clock command at one table applies at every table of the event at the same instant: identical end times', async () => {
    const journals = new Map<string, JournalEntry[]>();
    const { connect, table, clock } = openRoom(
      [definition('t1'), definition('t2'), definition('t3')],
      // Minutes pass on the room's clock: no heartbeats, and no ping that would drop the operator.
      { heartbeatMs: 0, pingMs: 24 * 60 * MINUTE },
      (key) => {
        const entries: JournalEntry[] = [];
        journals.set(key, entries);
        return {
          recover: () => ({ snapshot: null, entries: [] }),
          append: (entry: JournalEntry) => {
            entries.push(entry);
            return Promise.resolve();
          },
          snapshot: () => {},
          close: () => Promise.resolve(),
        };
      },
    );
    await submit(table('t1'), setEvent(EVENT));
    await submit(table('t2'), setEvent(EVENT));
    await submit(table('t3'), setEvent({ ...EVENT, uid: 'event-2' }));
    clock.advance(1234);
    const op = await connect({ table: 't2', page: 'manager', token: await tokenFor('t2', 'operator') });
    await op.send({ event: 'eventClock', data: { action: 'start' }, tableKey: 't2', requestId: 'c1' });
    expect(op.packets.at(-1)).toMatchObject({ event: 'ack', data: { requestId: 'c1' } });
    const started = table('t2').model.eventManager!.clock;
    expect(started).toMatchObject({ levelIndex: 0, levelEndTime: T0 + 1234 + 10 * MINUTE });
    expect(table('t1').model.eventManager!.clock).toEqual(started);
    expect(table('t3').model.eventManager!.clock).toBeNull();
    // Journaled at each table of the event, with the same instant.
    const clockEntries = (key: string) =>
      journals.get(key)!.filter((e) => e.input.kind === 'command' && e.input.command.event === 'eventClock');
    expect(clockEntries('t1').map((e) => e.input)).toEqual(clockEntries('t2').map((e) => e.input));
    expect(clockEntries('t3')).toEqual([]);

    clock.advance(4 * MINUTE);
    await op.send({
      event: 'eventClock',
      data: { action: 'adjust', ms: -30_000 },
      tableKey: 't2',
      requestId: 'c2',
    });
    await op.send({ event: 'eventClock', data: { action: 'pause' }, tableKey: 't2', requestId: 'c3' });
    expect(table('t1').model.eventManager!.clock).toEqual(table('t2').model.eventManager!.clock);
    expect(table('t1').model.eventManager!.clock!.pausedRemaining).toBe(6 * MINUTE - 30_000);
    // A resent command is a duplicate here and is not sent on; a refusal here touches no other table.
    await op.send({
      event: 'eventClock',
      data: { action: 'adjust', ms: -30_000 },
      tableKey: 't2',
      requestId: 'c2',
    });
    expect(op.packets.at(-1)).toMatchObject({ event: 'ack', data: { requestId: 'c2', duplicate: true } });
    await op.send({
      event: 'eventClock',
      data: { action: 'skipTo', levelIndex: 9 },
      tableKey: 't2',
      requestId: 'c4',
    });
    expect(op.packets.at(-1)).toMatchObject({
      event: 'error',
      data: { code: 'BAD_REQUEST', requestId: 'c4' },
    });
    expect(clockEntries('t1')).toHaveLength(3);
    expect(table('t1').model.eventManager!.clock!.pausedRemaining).toBe(6 * MINUTE - 30_000);
  });
});
