import { formatNumber } from '@railbird/poker/format';
import { describe, expect, it } from 'vitest';
import { averagePotText, handsPerHourText } from './figures.js';

describe('report figures read like every other number (spec §9, issue 15)', () => {
  it('[FMT-REPORT-1] an average pot reads in whole figures beside an abbreviated one: 239 and 5.3k', () => {
    expect(averagePotText({ averagePot: 238.92 })).toBe('239');
    expect(averagePotText({ averagePot: 5_312.4 })).toBe('5.3k');
    expect(averagePotText({ averagePot: 5_312.4 })).toBe(formatNumber(5_312.4));
    expect(averagePotText({ averagePot: 1_250_000 })).toBe('1.25m');
    expect(averagePotText({ averagePot: null })).toBe('—');
  });

  it('[FMT-REPORT-2] an average pot is chips: no dollar sign, whatever the game', () => {
    expect(averagePotText({ averagePot: 42.5 })).toBe('42.5');
    expect(averagePotText({ averagePot: 42.5 })).not.toContain('$');
  });

  it('[FMT-REPORT-3] hands per hour keep one decimal', () => {
    expect(handsPerHourText({ handsPerHour: 83.46 })).toBe('83.5');
    expect(handsPerHourText({ handsPerHour: 60 })).toBe('60.0');
    expect(handsPerHourText({ handsPerHour: null })).toBe('—');
  });
});
