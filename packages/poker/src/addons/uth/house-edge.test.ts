import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../cards/deck.js';
import {
  countSevenCardClasses,
  estimateUthMainGame,
  SEVEN_CARD_CLASS_COUNTS,
  SEVEN_CARD_HANDS,
  tripsHouseEdge,
} from './house-edge.js';
import { DEFAULT_UTH_RULES, TRIPS_PAY_TABLES } from './rules.js';

describe('UTH house edge', () => {
  it('[UTH-EDGE-16] the seven-card class counts add up to C(52,7) and are the textbook ones', () => {
    const total = Object.values(SEVEN_CARD_CLASS_COUNTS).reduce((a, b) => a + b, 0);
    expect(total).toBe(SEVEN_CARD_HANDS);
    expect(SEVEN_CARD_HANDS).toBe((52 * 51 * 50 * 49 * 48 * 47 * 46) / 5040);
    // Straight flushes (royal included) 41,584 in every table of seven-card poker probabilities.
    expect(SEVEN_CARD_CLASS_COUNTS.royalFlush + SEVEN_CARD_CLASS_COUNTS.straightFlush).toBe(41_584);
  });

  it('[UTH-EDGE-16] the trips edge is exact per pay table: 8-7-4 3.498 % (published 3.50 %), 8-6-5 1.904 % (published 1.90 %), 9-7-4 0.902 %', () => {
    const edge = (name: keyof typeof TRIPS_PAY_TABLES) => tripsHouseEdge(TRIPS_PAY_TABLES[name]);
    expect(edge('8-7-4')).toEqual({
      houseWins: 4_679_700,
      hands: 133_784_560,
      edge: 4_679_700 / 133_784_560,
    });
    expect(edge('8-6-5').houseWins).toBe(2_547_324);
    expect(edge('9-7-4').houseWins).toBe(1_206_516);
    expect(edge('8-7-4').edge.toFixed(4)).toBe('0.0350');
    expect(edge('8-6-5').edge.toFixed(4)).toBe('0.0190');
    // A pay of a/b with b > 1 keeps the fraction whole by scaling both numbers.
    const half = tripsHouseEdge({ ...TRIPS_PAY_TABLES['8-7-4'], threeOfAKind: [5, 2] });
    expect(half.hands).toBe(2 * SEVEN_CARD_HANDS);
    expect(half.houseWins).toBe(2 * 4_679_700 + 6_461_620); // trips paying half a unit less
  });

  it.skipIf(process.env.RAILBIRD_SLOW_TESTS !== '1')(
    '[UTH-EDGE-16] (slow, RAILBIRD_SLOW_TESTS=1) our evaluator over all 133,784,560 hands gives exactly those counts',
    () => {
      expect(countSevenCardClasses()).toEqual(SEVEN_CARD_CLASS_COUNTS);
    },
    300_000,
  );

  it('[UTH-EDGE-16] the main-game estimate is a labelled, seeded Monte Carlo figure with its standard error', () => {
    const a = estimateUthMainGame(2_000, seededRandom(7), DEFAULT_UTH_RULES);
    const b = estimateUthMainGame(2_000, seededRandom(7), DEFAULT_UTH_RULES);
    expect(a).toEqual(b);
    expect(a.label).toBe('Monte Carlo estimate (not exact)');
    expect(a.standardError).toBeGreaterThan(0);
    // Loose sanity: within 4 standard errors of the published optimal-strategy figure −2.185 %.
    expect(Math.abs(a.meanPerAnte + 0.02185)).toBeLessThan(4 * a.standardError);
    expect(a.meanStakedPerAnte).toBeGreaterThan(2);
  });
});
