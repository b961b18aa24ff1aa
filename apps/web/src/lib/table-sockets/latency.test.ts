import { describe, expect, it } from 'vitest';
import { formatAge, isLatencyWarning, latencyHue } from './latency.js';

describe('latency indicator', () => {
  it('[LAT-1] hue 120 at 1 s or less, 0 at 2 s or more, linear between', () => {
    expect([0, 999, 1000, 1250, 1500, 1750, 1999, 2000, 60_000].map(latencyHue)).toEqual([
      120, 120, 120, 90, 60, 30, 0, 0, 0,
    ]);
  });

  it('[LAT-2] a spinner once the packet age passes 1500 ms (or before any packet)', () => {
    expect(isLatencyWarning(1500)).toBe(false);
    expect(isLatencyWarning(1501)).toBe(true);
    expect(isLatencyWarning(null)).toBe(true);
  });

  it('[LAT-3] ages read naturally', () => {
    expect(formatAge(420)).toBe('0.4 s');
    expect(formatAge(45_000)).toBe('45 s');
    expect(formatAge(600_000)).toBe('10 min');
  });
});
