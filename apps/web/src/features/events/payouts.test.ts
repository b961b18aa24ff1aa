import { describe, expect, it } from 'vitest';
import { ordinal, payoutAmounts, payoutError, percentSum, standardPercents } from './payouts.js';

describe('payout tables (issue 17)', () => {
  it('[EVENTS-UI-1] the standard table for every field size adds up to 100 % in hundredths and pays more places as the field grows', () => {
    let places = 0;
    for (let field = 0; field <= 1200; field += field < 100 ? 1 : 37) {
      const table = standardPercents(field);
      expect(percentSum(table), `field ${field}`).toBe(100);
      expect(payoutError(table), `field ${field}`).toBeNull();
      expect(table.length).toBeGreaterThanOrEqual(places);
      places = table.length;
    }
    expect(standardPercents(6)).toEqual([65, 35]);
    expect(standardPercents(10)).toEqual([50, 30, 20]);
  });

  it('[EVENTS-UI-2] a payout table that does not add up to 100 % is refused with its sum, in the server’s words', () => {
    expect(payoutError([50, 30, 10])).toBe('Payout shares add up to 100% (these add up to 90%).');
    expect(payoutError([60, 30, 20])).toBe('Payout shares add up to 100% (these add up to 110%).');
    expect(payoutError([33.34, 33.33, 33.33])).toBeNull();
    expect(payoutError([])).toBe('At least one paid place.');
    expect(payoutError([100, 0])).toBe('2nd: each paid place gets more than 0%.');
    expect(payoutError([40, 60])).toBe('2nd: place 2 cannot be paid more than place 1.');
  });

  it('[EVENTS-UI-3] amounts are whole chips that add up to the pool, the odd chips to first', () => {
    expect(payoutAmounts(1000, [50, 30, 20])).toEqual([500, 300, 200]);
    const odd = payoutAmounts(1001, [33.34, 33.33, 33.33]);
    expect(odd.reduce((s, a) => s + a, 0)).toBe(1001);
    expect(odd).toEqual([335, 333, 333]);
  });

  it('[EVENTS-UI-4] places read 1st, 2nd, 3rd, 11th, 22nd', () => {
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
