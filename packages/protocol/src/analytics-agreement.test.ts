/** The analytics poker's statistics produce are what the table state message carries. */
import { addHand, emptyPlayerStats, handFacts, type PlayerStats, toAnalytics } from '@railbird/poker';
import { finish, table } from '@railbird/poker/testing';
import { describe, expect, it } from 'vitest';
import { analyticsSchema } from './index.js';

describe('the table state message', () => {
  it('[STAT-25] the analytics fit the protocol schema', () => {
    const book = new Map<string, PlayerStats>();
    const d = table([100, 100, 100]).raise(2, 6).call(0).call(1);
    addHand(book, handFacts(d.state.config, finish(d).events, { decisionTimes: [1500.6, 300, 200] }));
    for (const stats of [...book.values(), emptyPlayerStats()]) {
      const analytics = toAnalytics(stats);
      const parsed = analyticsSchema.safeParse(analytics);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
  });
});
