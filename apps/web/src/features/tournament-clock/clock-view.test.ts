import { blindLevel, type Event, gameSettings } from '@railbird/protocol';
import { sampleTableFixture } from '@railbird/protocol/testing';
import { describe, expect, it } from 'vitest';
import {
  averageStack,
  clockRemainingMs,
  clockView,
  formatClockTime,
  levelBlinds,
  msToNextBreak,
  msUntilNextSecond,
  ordinal,
  shownSecond,
} from './clock-view.js';

const MIN = 60_000;
const T = Date.UTC(2026, 10, 26, 20, 0, 0, 183);

/** The demo's structure: 20-minute levels with a big-blind ante, a 10-minute break after level 4. */
const LEVELS = [
  [25, 50],
  [50, 100],
  [75, 150],
  [100, 200],
  [150, 300],
].map(([sb, bb], index) =>
  blindLevel({
    index,
    blinds: [sb!, bb!, 0, 0, 0, 0, 0, 0, 0, 0],
    antes: [0, bb!, 0, 0, 0, 0, 0, 0, 0, 0],
    levelDuration: 20 * 60,
    breakDuration: index === 3 ? 10 * 60 : 0,
  }),
);
const SETTINGS = gameSettings({ mode: 'MTT', blindLevels: LEVELS });

const EVENT: Event = {
  ...structuredClone(sampleTableFixture.eventManager.event!),
  name: 'Thursday Turbo',
  startTime: T - 30 * MIN,
  endTime: null,
  isRunning: true,
  numEntries: 6,
  buyIn: { amount: 100, fee: 10, chips: 5000 },
  payouts: [
    { place: 2, amount: 210 },
    { place: 1, amount: 390 },
  ],
  results: [],
};

const stateWith = (clock: NonNullable<typeof sampleTableFixture.eventManager.clock> | null) => ({
  gameSettings: SETTINGS,
  eventManager: { event: EVENT, clock },
});

describe('time on the clock', () => {
  it('[TVCLOCK-1] time left reads m:ss, with hours only when there are some, never below 0:00', () => {
    expect(formatClockTime(20 * 60)).toBe('20:00');
    expect(formatClockTime(9 * 60 + 5)).toBe('9:05');
    expect(formatClockTime(3600 + 2 * 60 + 3)).toBe('1:02:03');
    expect(formatClockTime(0)).toBe('0:00');
    expect(formatClockTime(-3)).toBe('0:00');
  });

  it('[TVCLOCK-2] the second shown is rounded up: a 20-minute level shows 20:00 for its first second and 0:00 only once it is over', () => {
    expect(shownSecond(20 * MIN)).toBe(1200);
    expect(shownSecond(20 * MIN - 1)).toBe(1200);
    expect(shownSecond(20 * MIN - 1000)).toBe(1199);
    expect(shownSecond(1)).toBe(1);
    expect(shownSecond(0)).toBe(0);
    expect(shownSecond(-250)).toBe(0);
  });

  it('[TVCLOCK-3] the screen redraws exactly when the shown second changes, counted from the end time', () => {
    // 12.183 s left: 13 shown until 12.000 s left, 183 ms from now.
    expect(msUntilNextSecond(12_183)).toBe(183);
    expect(shownSecond(12_183 - 183)).toBe(12);
    expect(shownSecond(12_183 - 182)).toBe(13);
    expect(msUntilNextSecond(12_000)).toBe(1000);
    expect(msUntilNextSecond(0)).toBeNull();
  });

  it('[TVCLOCK-4] time left is the stored end time less the engine time; a paused clock shows its frozen remainder', () => {
    const running = { levelIndex: 0, isOnBreak: false, levelEndTime: T + 7 * MIN, pausedRemaining: null };
    expect(clockRemainingMs(running, T)).toBe(7 * MIN);
    expect(clockRemainingMs(running, T + 3 * MIN)).toBe(4 * MIN);
    const paused = { ...running, levelEndTime: null, pausedRemaining: 95_000 };
    expect(clockRemainingMs(paused, T)).toBe(95_000);
    expect(clockRemainingMs(paused, T + 10 * MIN)).toBe(95_000);
    expect(clockRemainingMs({ ...running, levelEndTime: null }, T)).toBeNull();
  });
});

describe('what the clock screen shows', () => {
  it('[TVCLOCK-5] blinds and ante as spec §9 writes them, apart for the room: a big-blind ante is named so', () => {
    expect(levelBlinds(LEVELS[0]!, 'MTT')).toEqual({
      blinds: '25/50',
      ante: '50',
      anteLabel: 'BB ante',
      text: '25/50 (50)',
    });
    const classic = blindLevel({ blinds: [500, 1000, 0, 0, 0, 0, 0, 0, 0, 0], antes: Array(10).fill(100) });
    expect(levelBlinds(classic, 'MTT')).toMatchObject({ blinds: '500/1k', ante: '100', anteLabel: 'Ante' });
    expect(levelBlinds(blindLevel(), 'CASH')).toMatchObject({ blinds: '$1/$2', ante: null });
  });

  it('[TVCLOCK-6] the next break is what is left of this level plus every level before the next one with a break; none on a break or after the last', () => {
    expect(msToNextBreak(LEVELS, { levelIndex: 0, isOnBreak: false }, 13 * MIN)).toBe(13 * MIN + 60 * MIN);
    expect(msToNextBreak(LEVELS, { levelIndex: 3, isOnBreak: false }, 5 * MIN)).toBe(5 * MIN);
    expect(msToNextBreak(LEVELS, { levelIndex: 3, isOnBreak: true }, 5 * MIN)).toBeNull();
    expect(msToNextBreak(LEVELS, { levelIndex: 4, isOnBreak: false }, 5 * MIN)).toBeNull();
    const untimed = LEVELS.map((l, i) => (i === 1 ? { ...l, levelDuration: 0 } : l));
    expect(msToNextBreak(untimed, { levelIndex: 0, isOnBreak: false }, MIN)).toBeNull();
  });

  it('[TVCLOCK-7] players left are entries less finishing places; the average stack shares the chips in play among them', () => {
    const two = { ...EVENT, results: EVENT.results.concat([result(6), result(5)]) };
    expect(averageStack(EVENT)).toBe(5000);
    expect(averageStack(two)).toBe(7500);
    expect(averageStack({ ...EVENT, results: [1, 2, 3, 4, 5, 6].map(result) })).toBeNull();
    expect(ordinal(1)).toBe('1st');
    expect(ordinal(2)).toBe('2nd');
    expect(ordinal(3)).toBe('3rd');
    expect(ordinal(11)).toBe('11th');
    expect(ordinal(22)).toBe('22nd');
  });

  it('[TVCLOCK-8] a running level: its number, time, blinds, the next level, the break, the field and the payouts by place', () => {
    const clock = {
      levelIndex: 1,
      isOnBreak: false,
      levelEndTime: T + 13 * MIN + 34_000,
      pausedRemaining: null,
    };
    const view = clockView(stateWith(clock), { ...EVENT, results: [result(6)] }, T);
    expect(view).toMatchObject({
      phase: 'level',
      isPaused: false,
      levelLabel: 'Level 2',
      remainingMs: 13 * MIN + 34_000,
      target: T + 13 * MIN + 34_000,
      next: { label: 'Level 3', blinds: { text: '75/150 (150)' } },
      nextBreakMs: 13 * MIN + 34_000 + 40 * MIN,
      playersLeft: 5,
      entries: 6,
      averageStack: '6k',
      prizePool: '600',
      payouts: [
        { place: '1st', amount: '390', name: null },
        { place: '2nd', amount: '210', name: null },
      ],
    });
    expect(view.blinds?.text).toBe('50/100 (100)');
    // A table still set to CASH plays the event in chips: no dollar sign.
    const cash = { ...stateWith(clock), gameSettings: { ...SETTINGS, mode: 'CASH' as const } };
    expect(clockView(cash, EVENT, T).blinds?.text).toBe('50/100 (100)');
    expect(formatClockTime(shownSecond(view.remainingMs!))).toBe('13:34');
  });

  it('[TVCLOCK-9] a break counts the break down and names the level after it; a paused clock says so and stands still; the last level has no next', () => {
    const onBreak = { levelIndex: 3, isOnBreak: true, levelEndTime: T + 9 * MIN, pausedRemaining: null };
    expect(clockView(stateWith(onBreak), EVENT, T)).toMatchObject({
      phase: 'break',
      isOnBreak: true,
      remainingMs: 9 * MIN,
      next: { label: 'Level 5', blinds: { blinds: '150/300' } },
      nextBreakMs: null,
    });
    const paused = { levelIndex: 2, isOnBreak: false, levelEndTime: null, pausedRemaining: 61_500 };
    const view = clockView(stateWith(paused), EVENT, T);
    expect(view).toMatchObject({ phase: 'paused', isPaused: true, remainingMs: 61_500, target: null });
    expect(clockView(stateWith(paused), EVENT, T + 5 * MIN).remainingMs).toBe(61_500);
    expect(view.nextBreakMs).toBe(61_500 + 20 * MIN);
    const last = { levelIndex: 4, isOnBreak: false, levelEndTime: T + MIN, pausedRemaining: null };
    expect(clockView(stateWith(last), EVENT, T).next).toBeNull();
  });

  it('[TVCLOCK-10] before the start it counts to the start and shows level 1; once over it names the winner', () => {
    const soon = { ...EVENT, isRunning: false, startTime: T + 15 * MIN };
    expect(
      clockView({ ...stateWith(null), eventManager: { event: soon, clock: null } }, soon, T),
    ).toMatchObject({
      phase: 'starting',
      remainingMs: 15 * MIN,
      target: T + 15 * MIN,
      next: { label: 'Level 1', blinds: { blinds: '25/50' } },
    });
    const over = {
      ...EVENT,
      isRunning: false,
      endTime: T,
      results: [result(2), { ...result(1), displayName: 'Ava' }],
    };
    expect(clockView(stateWith(null), over, T)).toMatchObject({
      phase: 'finished',
      winner: 'Ava',
      remainingMs: null,
    });
  });
});

function result(place: number): Event['results'][number] {
  return { place, uid: `p${place}`, displayName: `Player ${place}`, payout: 0, points: 0 };
}
