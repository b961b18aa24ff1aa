import { describe, expect, it } from 'vitest';
import {
  bb100Figure,
  byDay,
  cumulativeSeries,
  ratioFigure,
  seriesSummary,
  sortStartingHands,
  vaultHref,
} from './player-figures.js';

describe('player page figures', () => {
  it('[PPAGE-1] a percentage shows only with its sample: none is —, under 10 chances the count, then the percentage', () => {
    expect(ratioFigure({ done: 0, opportunities: 0 }, 'hand')).toEqual({
      value: '—',
      sample: '0 hands',
      enough: false,
    });
    expect(ratioFigure({ done: 2, opportunities: 3 }, 'hand')).toEqual({
      value: '2/3',
      sample: '3 hands',
      enough: false,
    });
    expect(ratioFigure({ done: 14, opportunities: 41 }, 'hand')).toEqual({
      value: '34%',
      sample: '41 hands',
      enough: true,
    });
    expect(ratioFigure({ done: 1, opportunities: 1 }, 'flop seen', 'flops seen').sample).toBe('1 flop seen');
  });

  it('[PPAGE-2] bb/100 waits for 100 hands and says how far the sample is', () => {
    expect(bb100Figure(2447.1, 17)).toEqual({ value: '—', sample: '17 of 100 hands', enough: false });
    expect(bb100Figure(-12.34, 412)).toEqual({ value: '\u221212.3', sample: '412 hands', enough: true });
    expect(bb100Figure(44.5, 100).value).toBe('+44.5');
  });

  it('[PPAGE-3] the earnings series runs on from the hands before it, and its table sums by day', () => {
    const day1 = new Date(2026, 10, 20, 21, 0).toISOString();
    const day1b = new Date(2026, 10, 20, 22, 0).toISOString();
    const day2 = new Date(2026, 10, 21, 20, 0).toISOString();
    const series = cumulativeSeries(
      [
        { at: day1, net: 10 },
        { at: day1b, net: -4 },
        { at: day2, net: 30 },
      ],
      5,
      100,
    );
    expect(series.map((p) => [p.hand, p.total])).toEqual([
      [6, 110],
      [7, 106],
      [8, 136],
    ]);
    expect(byDay(series)).toEqual([
      { day: '2026-11-20', hands: 2, net: 6, total: 106 },
      { day: '2026-11-21', hands: 1, net: 30, total: 136 },
    ]);
    expect(seriesSummary(series)).toBe('+136 after 8 hands; highest +136 (hand 8), lowest +106 (hand 7).');
    expect(seriesSummary([])).toBe('No hands yet.');
  });

  it('[PPAGE-4] the hand-matching table sorts by any column, ties by the strongest ranks', () => {
    const rows = [
      { primeProduct: 82, ranks: 'AK', timesDealt: 4, wins: 1, losses: 2, earnings: -30 },
      { primeProduct: 4, ranks: 'AA', timesDealt: 2, wins: 2, losses: 0, earnings: 80 },
      { primeProduct: 1681, ranks: 'KK', timesDealt: 4, wins: 3, losses: 1, earnings: 55 },
    ];
    expect(sortStartingHands(rows, 'ranks', 'asc').map((r) => r.ranks)).toEqual(['AA', 'AK', 'KK']);
    expect(sortStartingHands(rows, 'timesDealt', 'desc').map((r) => r.ranks)).toEqual(['AK', 'KK', 'AA']);
    expect(sortStartingHands(rows, 'earnings', 'asc').map((r) => r.ranks)).toEqual(['AK', 'KK', 'AA']);
    expect(sortStartingHands(rows, 'winRate', 'desc').map((r) => r.ranks)).toEqual(['AA', 'KK', 'AK']);
  });

  it('[PPAGE-5] a recent hand links to the vault by table and hand', () => {
    expect(vaultHref('demo-1', 'h 1')).toBe('/vault/demo-1?hand=h%201');
  });
});
