import { describe, expect, it } from 'vitest';
import { countdownTarget, formatCountdown } from './countdown.js';

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
