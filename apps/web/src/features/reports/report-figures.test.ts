import { describe, expect, it } from 'vitest';
import {
  bb100Text,
  chipsText,
  countText,
  csvField,
  csvFileName,
  csvOf,
  customRange,
  daysIn,
  hoursText,
  paceText,
  percentText,
  presetRange,
  signedChips,
} from './report-figures.js';

describe('report ranges are the admin’s local days, from inclusive and to exclusive', () => {
  const now = new Date(2026, 0, 15, 21, 30); // 15 Jan 2026, 21:30 local

  it('[REPORT-RANGE-1] Today, Yesterday, Last 7 days and This month start and end at local midnight', () => {
    expect(presetRange('today', now)).toEqual({ from: new Date(2026, 0, 15), to: new Date(2026, 0, 16) });
    expect(presetRange('yesterday', now)).toEqual({ from: new Date(2026, 0, 14), to: new Date(2026, 0, 15) });
    expect(presetRange('last7', now)).toEqual({ from: new Date(2026, 0, 9), to: new Date(2026, 0, 16) });
    expect(daysIn(presetRange('last7', now))).toBe(7);
    expect(presetRange('thisMonth', now)).toEqual({ from: new Date(2026, 0, 1), to: new Date(2026, 0, 16) });
  });

  it('[REPORT-RANGE-2] a custom range includes its last day; a missing day is no range', () => {
    expect(customRange('2026-01-05', '2026-01-05')).toEqual({
      from: new Date(2026, 0, 5),
      to: new Date(2026, 0, 6),
    });
    expect(customRange('2026-01-31', '2026-02-01')).toEqual({
      from: new Date(2026, 0, 31),
      to: new Date(2026, 1, 2),
    });
    expect(customRange('', '2026-01-05')).toBeNull();
  });
});

describe('report figures follow spec §9', () => {
  it('[REPORT-FMT-1] counts and pots abbreviate above 999; a pot is chips with three figures at most', () => {
    expect(countText(1_204)).toBe('1.2k');
    expect(countText(87)).toBe('87');
    expect(chipsText(238.92)).toBe('239');
    expect(chipsText(5_312.4)).toBe('5.3k');
    expect(chipsText(1_250_000)).toBe('1.25m');
    expect(chipsText(null)).toBe('—');
  });

  it('[REPORT-FMT-2] a result is signed with a real minus; break-even is 0', () => {
    expect(signedChips(1_240)).toBe('+1.2k');
    expect(signedChips(-120)).toBe('\u2212120');
    expect(signedChips(0)).toBe('0');
  });

  it('[REPORT-FMT-3] pace keeps one decimal, dealing time reads in hours and minutes, a share in whole percent', () => {
    expect(paceText(83.46)).toBe('83.5');
    expect(paceText(null)).toBe('—');
    expect(hoursText(0.4)).toBe('24 m');
    expect(hoursText(3.0833)).toBe('3 h 05 m');
    expect(percentText(0.456)).toBe('46%');
    expect(percentText(0.001)).toBe('<1%');
    expect(percentText(0)).toBe('0%');
    expect(percentText(null)).toBe('—');
  });

  it('[REPORT-FMT-4] bb/100 shows from 100 hands on; below that the sample, muted', () => {
    expect(bb100Text(null, 37)).toEqual({ value: '— (37/100)', enough: false });
    expect(bb100Text(12.345, 250)).toEqual({ value: '+12.3', enough: true });
    expect(bb100Text(-4, 100)).toEqual({ value: '\u22124.0', enough: true });
  });
});

describe('report CSV is RFC 4180 with formulas defused', () => {
  it('[REPORT-CSV-1] commas, quotes and line breaks are quoted; quotes doubled; rows end in CRLF', () => {
    expect(csvField('Smith, Ann')).toBe('"Smith, Ann"');
    expect(csvField('The "Rock"')).toBe('"The ""Rock"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(
      csvOf(
        ['Player', 'Net'],
        [
          ['Ann', 12.5],
          ['Bob', null],
        ],
      ),
    ).toBe('Player,Net\r\nAnn,12.5\r\nBob,\r\n');
  });

  it('[REPORT-CSV-2] a text cell a spreadsheet would run as a formula is written as text', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tx')).toBe("'\tx");
  });

  it('[REPORT-CSV-3] numbers stay numbers: negative, unabbreviated, at most two decimals', () => {
    expect(csvField(-120)).toBe('-120');
    expect(csvField(1_250_000)).toBe('1250000');
    expect(csvField(83.456)).toBe('83.46');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('[REPORT-CSV-4] the file is named after the section, the table and the days', () => {
    const day = { from: new Date(2026, 0, 5), to: new Date(2026, 0, 6) };
    const week = { from: new Date(2026, 0, 5), to: new Date(2026, 0, 12) };
    expect(csvFileName('players', day, null)).toBe('railbird-report-players-2026-01-05.csv');
    expect(csvFileName('tables', week, 'demo-1')).toBe(
      'railbird-report-tables-demo-1-2026-01-05-to-2026-01-11.csv',
    );
  });
});
