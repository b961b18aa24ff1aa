import { blindLevel } from '@railbird/protocol';
import { describe, expect, it } from 'vitest';
import { clockShortcut, clockText, clockView, levelName } from './clock.js';

const levels = [
  blindLevel({ index: 0, levelDuration: 600 }),
  blindLevel({ index: 1, levelDuration: 600, breakDuration: 300 }),
  blindLevel({ index: 2, levelDuration: 600 }),
];
const T = 1_800_000_000_000;

describe('the clock from the engine (issue 17)', () => {
  it('[EVENTS-UI-6] time left is the level end time minus now, never a counter: a late render reads the right second', () => {
    const clock = { levelIndex: 0, isOnBreak: false, levelEndTime: T + 125_000, pausedRemaining: null };
    expect(clockView(clock, levels, T).remainingMs).toBe(125_000);
    expect(clockView(clock, levels, T + 120_000).remainingMs).toBe(5_000);
    expect(clockView(clock, levels, T + 999_000).remainingMs).toBe(0);
    expect(clockView(clock, levels, T).status).toBe('running');
  });

  it('[EVENTS-UI-7] a paused clock shows what was left and does not move', () => {
    const clock = { levelIndex: 1, isOnBreak: false, levelEndTime: null, pausedRemaining: 42_000 };
    const view = clockView(clock, levels, T);
    expect(view.status).toBe('paused');
    expect(clockView(clock, levels, T + 60_000).remainingMs).toBe(42_000);
    expect(view.level).toBe(levels[1]);
    expect(view.next).toBe(levels[2]);
  });

  it('[EVENTS-UI-8] the time to the break adds the levels before it; none on a break or after the last', () => {
    const clock = { levelIndex: 0, isOnBreak: false, levelEndTime: T + 60_000, pausedRemaining: null };
    expect(clockView(clock, levels, T).toBreakMs).toBe(60_000 + 600_000);
    expect(clockView({ ...clock, levelIndex: 2 }, levels, T).toBreakMs).toBeNull();
    expect(clockView({ ...clock, isOnBreak: true, levelIndex: 1 }, levels, T).toBreakMs).toBeNull();
    expect(clockView(null, levels, T)).toMatchObject({ status: 'not-started', toBreakMs: 1_200_000 });
  });

  it('[EVENTS-UI-9] the clock reads 9:05 and 1:02:03, rounding seconds up; levels count from 1', () => {
    expect(clockText(545_000)).toBe('9:05');
    expect(clockText(544_001)).toBe('9:05');
    expect(clockText(3_723_000)).toBe('1:02:03');
    expect(clockText(0)).toBe('0:00');
    expect(levelName({ levelIndex: 2, isOnBreak: false })).toBe('Level 3');
    expect(levelName({ levelIndex: 2, isOnBreak: true })).toBe('Break after level 3');
  });
});

describe('clock keys (UI.md)', () => {
  it('[EVENTS-UI-25] P starts, pauses or resumes; + and − move a minute once the clock runs', () => {
    expect(clockShortcut('p', 'not-started')?.action).toEqual({ action: 'start' });
    expect(clockShortcut('P', 'running')?.action).toEqual({ action: 'pause' });
    expect(clockShortcut('p', 'paused')?.action).toEqual({ action: 'resume' });
    expect(clockShortcut('+', 'running')?.action).toEqual({ action: 'adjust', ms: 60_000 });
    expect(clockShortcut('-', 'paused')?.action).toEqual({ action: 'adjust', ms: -60_000 });
    expect(clockShortcut('+', 'not-started')).toBeNull();
    expect(clockShortcut('x', 'running')).toBeNull();
  });
});
