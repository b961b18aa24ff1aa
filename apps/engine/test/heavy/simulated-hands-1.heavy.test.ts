import type { VariationCode } from '@railbird/poker';
import { describe, expect, it } from 'vitest';
import { playSimulatedHands } from './simulate.js';

/**
 * Issue 5 check, part 1 of 3 (the variations are split over three files so the test runner can
 * spread them over its workers): 1,000 simulated hands of each variation; see simulate.ts for what
 * is checked on every push and every hand. HANDS overrides the count (e.g. HANDS=50 for a quick run).
 */
const HANDS = Number(process.env.HANDS ?? 1000);
const VARIATIONS: VariationCode[] = ['NLH', 'PLO', 'PLO8', 'PLO5', 'BIG_O', 'PLO6'];

describe('simulated tables, every variation (heavy)', () => {
  for (const variation of VARIATIONS) {
    it(`[SIM-1] ${HANDS} hands of ${variation}: pushes valid, chips conserved, every hand replays to its stacks`, async () => {
      const report = await playSimulatedHands(variation, HANDS);
      expect(report.failures).toEqual([]);
      expect(report.hands).toBe(HANDS);
      expect(report.pushes.operator).toBeGreaterThan(1);
      expect(report.pushes.hidden).toBe(report.pushes.operator);
      // Plausible play: some hands are won without a showdown, some go to one.
      expect(report.showdowns).toBeGreaterThan(HANDS * 0.05);
      expect(report.showdowns).toBeLessThan(HANDS * 0.95);
    }, 600_000);
  }
});
