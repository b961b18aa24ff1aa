import type { TableState } from '@railbird/protocol';
import { sampleTableFixture } from '@railbird/protocol/testing';
import { describe, expect, it } from 'vitest';
import {
  chooseCountdown,
  countdownTableKey,
  countdownTarget,
  eventClockPlace,
  formatCountdown,
} from './countdown.js';

describe('the countdown', () => {
  it('[CD-1] reads the start time as ISO, epoch seconds or epoch milliseconds', () => {
    expect(countdownTarget(new URLSearchParams('to=2026-03-01T19:00:00Z'))).toBe(Date.UTC(2026, 2, 1, 19));
    expect(countdownTarget(new URLSearchParams('start=1772391600'))).toBe(1_772_391_600_000);
    expect(countdownTarget(new URLSearchParams('time=1772391600000'))).toBe(1_772_391_600_000);
    expect(countdownTarget(new URLSearchParams('to=soon'))).toBeNull();
    expect(countdownTarget(new URLSearchParams(''))).toBeNull();
  });

  it('[CD-2] shows hours only when there are some, and never counts below zero', () => {
    expect(formatCountdown((2 * 3600 + 5 * 60 + 30) * 1000)).toBe('2:05:30');
    expect(formatCountdown(9_200)).toBe('0:10');
    expect(formatCountdown(-5_000)).toBe('0:00');
  });
});

describe('what a countdown screen counts down to (issue 15)', () => {
  const NOW = Date.UTC(2026, 2, 1, 18, 0);
  const MIN = 60_000;
  const event = {
    ...sampleTableFixture.eventManager.event!,
    name: 'Sunday Main',
    isRunning: false,
    startTime: NOW + 45 * MIN,
  };
  const state = (over: Partial<Pick<TableState, 'countdownTimer' | 'eventManager'>>) => ({
    countdownTimer: null,
    eventManager: { event: null, clock: null },
    ...over,
  });
  const q = (s: string) => new URLSearchParams(s);

  it('[CD-3] the time in the link wins while it is ahead, with its label; once passed, a live time takes over, else it says the start is now', () => {
    const link = `to=${new Date(NOW + 10 * MIN).toISOString()}&label=Main%20event`;
    expect(chooseCountdown(q(link), state({ eventManager: { event, clock: null } }), NOW)).toEqual({
      kind: 'running',
      target: NOW + 10 * MIN,
      label: 'Main event',
      source: 'link',
    });
    expect(chooseCountdown(q(link), null, NOW + 11 * MIN)).toMatchObject({ source: 'link' });
    expect(
      chooseCountdown(q(link), state({ eventManager: { event, clock: null } }), NOW + 11 * MIN),
    ).toMatchObject({ source: 'event-start', target: NOW + 45 * MIN, label: 'Main event' });
  });

  it('[CD-4] a table’s countdown timer comes first (running or paused), then its event: the start before it runs, then the level or break in play', () => {
    const timer = { label: 'Dinner break', endTime: NOW + 5 * MIN, pausedRemaining: null };
    expect(
      chooseCountdown(q(''), state({ countdownTimer: timer, eventManager: { event, clock: null } }), NOW),
    ).toEqual({
      kind: 'running',
      target: NOW + 5 * MIN,
      label: 'Dinner break',
      source: 'timer',
    });
    expect(
      chooseCountdown(
        q(''),
        state({ countdownTimer: { ...timer, endTime: null, pausedRemaining: 90_000 } }),
        NOW,
      ),
    ).toEqual({ kind: 'paused', remainingMs: 90_000, label: 'Dinner break', source: 'timer' });
    expect(chooseCountdown(q(''), state({ eventManager: { event, clock: null } }), NOW)).toEqual({
      kind: 'running',
      target: NOW + 45 * MIN,
      label: 'Sunday Main starts in',
      source: 'event-start',
    });
    const clock = { levelIndex: 3, isOnBreak: false, levelEndTime: NOW + 7 * MIN, pausedRemaining: null };
    const running = { event: { ...event, isRunning: true, startTime: NOW - 60 * MIN }, clock };
    expect(chooseCountdown(q(''), state({ eventManager: running }), NOW)).toEqual({
      kind: 'running',
      target: NOW + 7 * MIN,
      label: 'Level 4 ends in',
      source: 'clock',
    });
    const onBreak = {
      ...running,
      clock: { ...clock, isOnBreak: true, levelEndTime: null, pausedRemaining: 4 * MIN },
    };
    expect(chooseCountdown(q(''), state({ eventManager: onBreak }), NOW)).toEqual({
      kind: 'paused',
      remainingMs: 4 * MIN,
      label: 'Break ends in',
      source: 'clock',
    });
  });

  it('[CD-5] with no time in the link and nothing live to count to there is no choice (the screen says what to do); a table link names its table', () => {
    expect(chooseCountdown(q('key=abc'), null, NOW)).toBeNull();
    expect(chooseCountdown(q('to=soon'), state({}), NOW)).toBeNull();
    expect(
      chooseCountdown(
        q(''),
        state({ eventManager: { event: { ...event, startTime: NOW - MIN }, clock: null } }),
        NOW,
      ),
    ).toBeNull();
    expect(countdownTableKey('/countdown/demo-1')).toBe('demo-1');
    expect(countdownTableKey('/countdown/main%20table')).toBe('main table');
    expect(countdownTableKey('/countdown')).toBeNull();
  });

  it('[CD-6] the event’s clock shows too (issue 17): the whole clock screen when the countdown is the level’s, a strip under a link’s time or a timer, nothing without a running clock', () => {
    const clock = { levelIndex: 0, isOnBreak: false, levelEndTime: NOW + 7 * MIN, pausedRemaining: null };
    const running = { event: { ...event, isRunning: true, startTime: NOW - MIN }, clock };
    const table = state({ eventManager: running });
    expect(eventClockPlace(chooseCountdown(q(''), table, NOW), table)).toBe('full');
    const link = q(`to=${new Date(NOW + 30 * MIN).toISOString()}`);
    expect(eventClockPlace(chooseCountdown(link, table, NOW), table)).toBe('strip');
    const timer = state({
      eventManager: running,
      countdownTimer: { label: 'Dinner', endTime: NOW + MIN, pausedRemaining: null },
    });
    expect(eventClockPlace(chooseCountdown(q(''), timer, NOW), timer)).toBe('strip');
    const over = state({ eventManager: { event: { ...running.event, endTime: NOW }, clock } });
    expect(eventClockPlace(chooseCountdown(q(''), over, NOW), over)).toBeNull();
    expect(eventClockPlace(null, null)).toBeNull();
    expect(eventClockPlace(null, state({ eventManager: { event, clock: null } }))).toBeNull();
  });
});
