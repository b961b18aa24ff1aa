import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payoutAmounts, payoutShares, placesPaid, standardPayouts, validatePayoutShares } from './payouts.js';

describe('payout structures', () => {
  it('[PAY-1] up to 30 entries the shares are the engine demo structure', () => {
    expect(payoutShares(0)).toEqual([1]);
    expect(payoutShares(3)).toEqual([1]);
    expect(payoutShares(4)).toEqual([0.65, 0.35]);
    expect(payoutShares(6)).toEqual([0.65, 0.35]);
    expect(payoutShares(7)).toEqual([0.5, 0.3, 0.2]);
    expect(payoutShares(10)).toEqual([0.5, 0.3, 0.2]);
    expect(payoutShares(11)).toEqual([0.4, 0.27, 0.19, 0.14]);
    expect(payoutShares(20)).toEqual([0.4, 0.27, 0.19, 0.14]);
    expect(payoutShares(21)).toEqual([0.38, 0.24, 0.17, 0.12, 0.09]);
    expect(payoutShares(30)).toEqual([0.38, 0.24, 0.17, 0.12, 0.09]);
  });

  it('[PAY-1] bigger fields pay about 15%, at least 5 places, the top share shrinking', () => {
    expect(placesPaid(31)).toBe(5);
    expect(placesPaid(40)).toBe(6);
    expect(placesPaid(100)).toBe(15);
    expect(placesPaid(1000)).toBe(150);
    const s7 = payoutShares(47).map((x) => Math.round(x * 100));
    expect(s7).toEqual([33, 20, 14, 11, 9, 7, 6]);
    const big = payoutShares(1000);
    expect(big[0]).toBeGreaterThan(0.17);
    expect(big[0]).toBeLessThan(0.2);
    expect(big[149]).toBeGreaterThan(0.0005);
  });

  it('[PAY-1] every standard table is valid and pays no more places than entries', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (entries) => {
        const shares = payoutShares(entries);
        expect(validatePayoutShares(shares)).toBeNull();
        expect(shares.length).toBe(placesPaid(entries));
        expect(shares.length).toBeLessThanOrEqual(Math.max(1, entries));
      }),
    );
  });

  it('[PAY-1] refuses a negative or fractional number of entries', () => {
    expect(() => payoutShares(-1)).toThrow(RangeError);
    expect(() => payoutShares(2.5)).toThrow(/whole number/);
  });

  it('[PAY-2] says in English why a table cannot be used', () => {
    expect(validatePayoutShares([])).toMatch(/no place/);
    expect(validatePayoutShares([0.6, 0.3])).toBe('The payout table adds up to 90%, not 100%.');
    expect(validatePayoutShares([0.5, 0.3, 0.3])).toMatch(/adds up to 110%/);
    expect(validatePayoutShares([0.3, 0.7])).toMatch(/Place 2 is paid 70%, more than place 1 \(30%\)/);
    expect(validatePayoutShares([1, 0])).toMatch(/Place 2 is paid 0%/);
    expect(validatePayoutShares([1.2, -0.2])).toMatch(/Place 2/);
    expect(validatePayoutShares([Number.NaN])).toMatch(/Place 1/);
    expect(validatePayoutShares([0.5, 0.5])).toBeNull();
    expect(validatePayoutShares([0.4, 0.27, 0.19, 0.14])).toBeNull();
    expect(validatePayoutShares([0.6, 0.4 + 2e-10])).toBeNull();
    expect(validatePayoutShares([0.6, 0.4 + 2e-9])).toMatch(/not 100%/);
  });

  it('[PAY-3] amounts are whole, add up to the pool, odd units to the winner', () => {
    expect(payoutAmounts([0.5, 0.3, 0.2], 900)).toEqual([450, 270, 180]);
    expect(payoutAmounts([0.4, 0.27, 0.19, 0.14], 1003)).toEqual([403, 270, 190, 140]);
    expect(payoutAmounts([0.65, 0.35], 555, 5)).toEqual([365, 190]);
    expect(payoutAmounts([0.65, 0.35], 557, 5)).toEqual([367, 190]);
    expect(payoutAmounts([1], 0)).toEqual([0]);
  });

  it('[PAY-3] refuses a bad table, pool or rounding unit', () => {
    expect(() => payoutAmounts([0.6, 0.3], 100)).toThrow('The payout table adds up to 90%, not 100%.');
    expect(() => payoutAmounts([1], -5)).toThrow(/prize pool/);
    expect(() => payoutAmounts([1], 10.5)).toThrow(/prize pool/);
    expect(() => payoutAmounts([1], 10, 0)).toThrow(/rounded/);
  });

  it('[PAY-3] for any field, pool and unit: no negative amount, the sum is the pool, multiples of the unit below the winner', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(1, 5, 10, 25, 100),
        (entries, pool, unit) => {
          const amounts = payoutAmounts(payoutShares(entries), pool, unit);
          expect(amounts.reduce((s, x) => s + x, 0)).toBe(pool);
          for (const a of amounts) expect(a).toBeGreaterThanOrEqual(0);
          for (const a of amounts.slice(1)) expect(a % unit).toBe(0);
          for (let k = 1; k < amounts.length; k++) {
            expect(amounts[k]!).toBeLessThanOrEqual(amounts[k - 1]!);
          }
        },
      ),
    );
  });

  it('[PAY-4] a standard table is the protocol payout shape and matches the engine demo amounts', () => {
    expect(standardPayouts(3, 300)).toEqual([{ place: 1, amount: 300 }]);
    expect(standardPayouts(9, 900).map((p) => p.amount)).toEqual([450, 270, 180]);
    expect(standardPayouts(12, 1200)).toEqual([
      { place: 1, amount: 480 },
      { place: 2, amount: 324 },
      { place: 3, amount: 228 },
      { place: 4, amount: 168 },
    ]);
  });
});
