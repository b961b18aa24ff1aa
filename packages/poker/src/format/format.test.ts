import { describe, expect, it } from 'vitest';
import { formatBlinds, formatNumber, formatStack, rankWord, scorePercentage, streetWord } from './format.js';

describe('number formatting (spec §9)', () => {
  it('[FMT-1] values up to 999 are written in full; above, k with 0 or 1 decimals', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(12.5)).toBe('12.5');
    expect(formatNumber(1000)).toBe('1k');
    expect(formatNumber(1049)).toBe('1k');
    expect(formatNumber(1050)).toBe('1.1k');
    expect(formatNumber(1500)).toBe('1.5k');
    expect(formatNumber(12_345)).toBe('12.3k');
    expect(formatNumber(999_949)).toBe('999.9k');
  });

  it('[FMT-2] millions with 0 or 2 decimals, and a value that rounds up moves to the next unit', () => {
    expect(formatNumber(999_999)).toBe('1m');
    expect(formatNumber(1_000_000)).toBe('1m');
    expect(formatNumber(1_250_000)).toBe('1.25m');
    expect(formatNumber(1_500_000)).toBe('1.50m');
    expect(formatNumber(12_345_678)).toBe('12.35m');
    expect(formatNumber(-2500)).toBe('-2.5k');
  });

  it('[FMT-3] stacks show at most three significant figures, two in compact mode', () => {
    expect(formatStack(950)).toBe('950');
    expect(formatStack(12_345)).toBe('12.3k');
    expect(formatStack(123_456)).toBe('123k');
    expect(formatStack(1_234_567)).toBe('1.23m');
    expect(formatStack(999_999)).toBe('1m');
    expect(formatStack(12_345, true)).toBe('12k');
    expect(formatStack(1_234_567, true)).toBe('1.20m');
  });

  it('[FMT-6] a chip amount keeps the k and m rules of FMT-1/2: 1.2k not 1.23k, 1.50m not 1.5m', () => {
    expect(formatStack(1234)).toBe('1.2k');
    expect(formatStack(1049)).toBe(formatNumber(1049));
    expect(formatStack(1050)).toBe('1.1k');
    expect(formatStack(1_500_000)).toBe('1.50m');
    expect(formatStack(12_345_678)).toBe('12.30m');
    expect(formatStack(123_456_789)).toBe('123m');
    expect(formatStack(999_950)).toBe('1m');
    expect(formatStack(-2500)).toBe('-2.5k');
    // Every chip amount above 999 reads as formatNumber would write it, to at most 3 figures.
    for (const v of [1000, 1234, 5300, 12_345, 99_949, 250_000, 2_000_000, 7_654_321]) {
      expect(formatStack(v)).toMatch(/^\d{1,3}(\.\d)?k$|^\d{1,3}(\.\d\d)?m$/);
    }
  });

  it('[FMT-7] under 1k a chip amount keeps three figures: an average pot of 238.92 reads 239', () => {
    expect(formatStack(238.92)).toBe('239');
    expect(formatStack(12.5)).toBe('12.5');
    expect(formatStack(3.756)).toBe('3.76');
    expect(formatStack(0.5)).toBe('0.5');
    expect(formatStack(0)).toBe('0');
    expect(formatStack(999.6)).toBe('1k');
  });

  it('[FMT-4] blinds carry a dollar sign only in cash games, boards as nB, bomb pots as BP', () => {
    expect(formatBlinds({ mode: 'CASH', blinds: [1, 2] })).toBe('$1/$2');
    expect(formatBlinds({ mode: 'MTT', blinds: [500, 1000], ante: 1000 })).toBe('500/1k (1k)');
    expect(formatBlinds({ mode: 'CASH', blinds: [1, 2, 4], numBoards: 2 })).toBe('$1/$2/$4 2B');
    expect(formatBlinds({ mode: 'SNG', blinds: [25, 50], bombPot: true })).toBe('25/50 BP');
  });

  it('[FMT-5] score percentage is round(first / second × 100), no value without a second', () => {
    expect(scorePercentage(1, 3)).toBe(33);
    expect(scorePercentage(2, 3)).toBe(67);
    expect(scorePercentage(0, 0)).toBeNull();
  });
});

describe('street names', () => {
  it('[FMT-8] board streets by their name, stud streets by their number', () => {
    expect((['PREFLOP', 'FLOP', 'TURN', 'RIVER'] as const).map(streetWord)).toEqual([
      'Preflop',
      'Flop',
      'Turn',
      'River',
    ]);
    expect(streetWord('THIRD')).toBe('3rd street');
    expect(streetWord('SEVENTH')).toBe('7th street');
  });
});

describe('rank words', () => {
  it('[FMT-9] ranks by index, deuce first, one or several', () => {
    expect(rankWord(0)).toBe('deuce');
    expect(rankWord(4, true)).toBe('sixes');
    expect(rankWord(11)).toBe('king');
    expect(rankWord(12, true)).toBe('aces');
  });
});
