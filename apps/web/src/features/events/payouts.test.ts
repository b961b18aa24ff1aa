import { describe, expect, it } from 'vitest';
import {
  ordinal,
  payoutAmounts,
  payoutError,
  percentSum,
  standardPayouts,
  toPercents,
  toShares,
} from './payouts.js';

describe('payout tables (issue 17)', () => {
  it('[EVENTS-UI-1] the standard table for every field size adds up to 100 % and pays more places as the field grows', () => {
    let places = 0;
    for (let field = 1; field <= 400; field++) {
      const table = standardPayouts(field);
      expect(percentSum(table), `field ${field}`).toBe(100);
      expect(payoutError(table), `field ${field}`).toBeNull();
      expect(table.length).toBeGreaterThanOrEqual(places);
      places = table.length;
    }
    expect(standardPayouts(6)).toEqual([65, 35]);
    expect(standardPayouts(10)).toEqual([50, 30, 20]);
  });

  it('[EVENTS-UI-2] a payout table that does not add up to 100 % is refused with its sum', () => {
    expect(payoutError([50, 30, 10])).toBe('The shares add up to 90 %, not 100 %.');
    expect(payoutError([60, 30, 20])).toBe('The shares add up to 110 %, not 100 %.');
    expect(payoutError([33.34, 33.33, 33.33])).toBeNull();
    expect(payoutError([])).toBe('Pay at least one place.');
    expect(payoutError([100, 0])).toBe('Place 2 needs a share above 0 %.');
    expect(payoutError([40, 60])).toBe('A place pays more than the place above it.');
    expect(payoutError([Number.NaN])).toBe('Place 1 needs a share above 0 %.');
  });

  it('[EVENTS-UI-3] amounts are whole chips that add up to the pool, the odd chips to first', () => {
    expect(payoutAmounts(1000, [50, 30, 20])).toEqual([500, 300, 200]);
    const odd = payoutAmounts(1001, [33.33, 33.33, 33.34]);
    expect(odd.reduce((s, a) => s + a, 0)).toBe(1001);
    expect(odd).toEqual([335, 333, 333]);
  });

  it('[EVENTS-UI-4] percentages and stored shares convert both ways without drift', () => {
    expect(toShares([50, 30, 20])).toEqual([0.5, 0.3, 0.2]);
    expect(toPercents(toShares([32, 20, 14, 10, 8, 6.5, 5, 4.5]))).toEqual([32, 20, 14, 10, 8, 6.5, 5, 4.5]);
  });

  it('[EVENTS-UI-5] places read 1st, 2nd, 3rd, 11th, 22nd', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
  });
});
