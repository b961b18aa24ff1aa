import type { PlayerResult, TableFigures } from '@railbird/protocol';
import { describe, expect, it } from 'vitest';
import {
  bucketCsv,
  eventCsvRow,
  rangeChoice,
  reportInput,
  tableCsvRow,
  winnersAndLosers,
} from './report-model.js';

const now = new Date(2026, 0, 15, 21, 30); // 15 Jan 2026, 21:30 local
const today = { first: '2026-01-15', last: '2026-01-15' };

describe('the reports page model', () => {
  it('[REPORT-MODEL-1] a preset is a valid range, shown by hour up to two days and by day beyond', () => {
    const t = rangeChoice({ preset: 'today', custom: today }, now);
    expect(t).toMatchObject({ valid: true, error: undefined, byHour: true });
    expect(t.shown).toEqual(t.range);
    expect(t.range).toEqual({ from: new Date(2026, 0, 15), to: new Date(2026, 0, 16) });
    expect(rangeChoice({ preset: 'last7', custom: today }, now)).toMatchObject({
      valid: true,
      byHour: false,
    });
  });

  it('[REPORT-MODEL-2] a custom range says what is wrong with it, asks nothing, and the page still names today', () => {
    const choose = (first: string, last: string) =>
      rangeChoice({ preset: 'custom', custom: { first, last } }, now);
    expect(choose('', '2026-01-15')).toMatchObject({ valid: false, error: 'Pick both days.', range: null });
    expect(choose('', '2026-01-15').shown).toEqual({
      from: new Date(2026, 0, 15),
      to: new Date(2026, 0, 16),
    });
    expect(choose('2026-01-15', '2026-01-10')).toMatchObject({
      valid: false,
      error: 'The last day cannot be before the first.',
    });
    expect(choose('2025-01-01', '2026-01-15')).toMatchObject({
      valid: false,
      error: 'A report covers at most 366 days.',
    });
    expect(choose('2025-01-15', '2026-01-15')).toMatchObject({ valid: true, byHour: false });
    expect(choose('2026-01-14', '2026-01-15')).toMatchObject({ valid: true, byHour: true });
  });

  it('[REPORT-MODEL-3] the request names a table only when one is chosen', () => {
    const range = { from: new Date(2026, 0, 15), to: new Date(2026, 0, 16) };
    expect(reportInput(range, '', 'Europe/Paris')).toEqual({ ...range, timeZone: 'Europe/Paris' });
    expect(reportInput(range, 'demo-1', 'UTC')).toEqual({ ...range, tableKey: 'demo-1', timeZone: 'UTC' });
    expect(reportInput(null, '', 'UTC')).toEqual({ from: new Date(0), to: new Date(1), timeZone: 'UTC' });
  });

  it('[REPORT-MODEL-4] activity and pots export the same buckets: hours by their label, days by their date; pots only where hands were dealt', () => {
    const bucket = (key: string, hands: number) => ({
      key,
      hands,
      averagePot: hands * 2,
      largestPot: hands * 5,
    });
    const activity = { byHour: [bucket('9', 3), bucket('10', 0)], byDay: [bucket('2026-01-15', 3)] };
    expect(bucketCsv(activity, true, false)).toEqual({
      header: ['Hour', 'Hands', 'Average pot', 'Largest pot'],
      rows: [
        ['09:00', 3, 6, 15],
        ['10:00', 0, 0, 0],
      ],
    });
    expect(bucketCsv(activity, true, true).rows).toEqual([['09:00', 3, 6, 15]]);
    expect(bucketCsv(activity, false, false)).toEqual({
      header: ['Day', 'Hands', 'Average pot', 'Largest pot'],
      rows: [['2026-01-15', 3, 6, 15]],
    });
  });

  it('[REPORT-MODEL-5] the players chart shows the eight biggest winners, then the eight biggest losers', () => {
    const player = (i: number, net: number): PlayerResult =>
      ({
        playerId: null,
        displayName: `P${i}`,
        hands: 10,
        handsWon: 1,
        net,
        netBigBlinds: net / 2,
        bb100: null,
      }) as PlayerResult;
    // Results come best first, as the server sorts them.
    const players = Array.from({ length: 20 }, (_, i) => player(i, 100 - i * 10)).filter((p) => p.net !== 0);
    const chart = winnersAndLosers(players);
    expect(chart.map((p) => p.name)).toEqual([
      ...['P0', 'P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7'],
      ...['P12', 'P13', 'P14', 'P15', 'P16', 'P17', 'P18', 'P19'],
    ]);
    expect(chart.every((p) => p.hands === 10)).toBe(true);
  });

  it('[REPORT-MODEL-6] the CSV rows write utilisation as a percentage and leave out what is not known', () => {
    const table = {
      name: 'All tables',
      tableKey: null,
      hands: 12,
      sessions: 2,
      dealingHours: 1.5,
      handsPerHour: 8,
      utilisation: 0.25,
      averagePot: 40,
      largestPot: 300,
      showdowns: 5,
    } as TableFigures;
    expect(tableCsvRow(table)).toEqual(['All tables', '', 12, 2, 1.5, 8, 25, 40, 300, 5]);
    expect(tableCsvRow({ ...table, utilisation: null })[6]).toBeNull();
    const event = {
      id: 'e1',
      name: 'Friday Deepstack',
      startTime: new Date(Date.UTC(2026, 0, 16, 19)),
      status: 'RUNNING',
      entries: 30,
      players: 28,
      prizePool: 3000,
      winner: null,
    };
    expect(eventCsvRow(event as never)).toEqual([
      'Friday Deepstack',
      '2026-01-16T19:00:00.000Z',
      'RUNNING',
      30,
      28,
      3000,
      undefined,
      undefined,
    ]);
  });
});
