// @vitest-environment happy-dom
import { emptyPlayerStats, toAnalytics } from '@railbird/poker';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouterOutputs } from '../../lib/trpc.js';
import { PlayerStatistics } from './player-stats.js';

afterEach(cleanup);

type Overview = RouterOutputs['player']['overview'];

/** An aggregate of `hands` hands in which the player put money in `vpip` times. */
function analyticsOf(hands: number, vpip: number) {
  const stats = emptyPlayerStats();
  stats.handsPlayed = hands;
  stats.counts.vpip = { done: vpip, opportunities: hands };
  stats.counts.pfr = { done: 1, opportunities: hands };
  stats.earnings = 42;
  stats.bigBlindsWon = 21;
  return toAnalytics(stats);
}

const row = (key: string, hands: number, vpip: number) => ({
  grouping: 'variation' as const,
  key,
  tableKey: null,
  firstHandAt: new Date(2026, 10, 20),
  lastHandAt: new Date(2026, 10, 21),
  handsPlayed: hands,
  analytics: analyticsOf(hands, vpip),
  applicability: null,
});

describe('player page statistics', () => {
  it('[PPAGE-6] a player without hands gets an empty state that says how hands arrive', () => {
    const view = render(<PlayerStatistics overview={{ all: null, variations: [], events: [] }} name="Ann" />);
    expect(view.getByText('No hands for Ann yet')).toBeTruthy();
    expect(view.container.textContent).toContain('check Ann in at a table');
  });

  it('[PPAGE-7] each figure stands over its sample: a percentage from 41 hands, a count from 3, bb/100 waiting for 100', () => {
    const overview = {
      all: { ...row('', 44, 15), grouping: 'all' as const },
      variations: [row('NLH', 41, 14), row('PLO', 3, 2)],
      events: [{ ...row('ev1', 3, 2), grouping: 'event' as const, eventName: 'Tuesday league' }],
    } as unknown as Overview;
    const view = render(<PlayerStatistics overview={overview} name="Ann" />);
    const rows = [...view.container.querySelectorAll('tbody tr')].map((r) => r.textContent ?? '');
    expect(rows[0]).toContain('All games');
    expect(rows[1]).toMatch(/NLH41.*34%41 hands/);
    expect(rows[2]).toMatch(/PLO3.*2\/33 hands/);
    expect(rows[1]).toContain('41 of 100 hands');
    expect(rows[3]).toContain('Tuesday league');
  });
});
