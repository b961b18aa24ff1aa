import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chipChop, chop, chopProblem, icmChop } from './chop.js';
import { icmEquities, placeProbabilities } from './icm.js';

describe('final-table deals', () => {
  it('[CHOP-3] chip chop: the smallest prize each, the rest by chips', () => {
    // m = 200; P − n·m = 1000 − 600 = 400, shared 50/30/20.
    expect(chipChop([50_000, 30_000, 20_000], [500, 300, 200]).amounts).toEqual([400, 320, 280]);
    // Fewer prizes than players: m = 0, the pool goes by chips alone.
    expect(chipChop([60, 30, 10], [700, 300]).amounts).toEqual([600, 300, 100]);
  });

  it('[CHOP-2] ICM chop: each gets the ICM equity of the remaining prizes, rounded to whole units', () => {
    const deal = icmChop([5000, 3000, 2000], [5000, 3000, 2000]);
    // 100 × the hand-worked 38.392857 / 32.75 / 28.857143 of icm.test.ts.
    expect(deal.amounts).toEqual([3839, 3275, 2886]);
    expect(deal.total).toBe(10_000);
    expect(deal.playingFor).toBe(0);
  });

  it('[CHOP-4] the odd units go to the largest remainders, then the earlier player; below a unit to the chip leader', () => {
    expect(icmChop([100, 100, 100], [500, 300, 200]).amounts).toEqual([334, 333, 333]);
    // 1001 in units of 5: 330 each, two units of 5 by remainder (all equal → earlier), the 1 to the leader.
    expect(chipChop([100, 100, 100], [401, 300, 300], { roundTo: 5 }).amounts).toEqual([336, 335, 330]);
    expect(chipChop([100, 100, 200], [401, 300, 300], { roundTo: 5 }).amounts.reduce((s, a) => s + a)).toBe(
      1001,
    );
  });

  it('[CHOP-5] a save is taken off first prize and left to play for', () => {
    const deal = icmChop([100, 100, 100], [500, 300, 200], { save: 100 });
    expect(deal.playingFor).toBe(100);
    expect(deal.total).toBe(900);
    expect(deal.amounts).toEqual([300, 300, 300]);
    const chip = chipChop([50_000, 30_000, 20_000], [500, 300, 200], { save: 100 });
    // Prizes 400/300/200 after the save: m = 200, 900 − 600 = 300 shared 50/30/20.
    expect(chip.amounts).toEqual([350, 290, 260]);
  });

  it('[CHOP-5] an ICM chop with a save is worth the same as the ICM equity of the full prizes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1e6 }), { minLength: 2, maxLength: 8 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (stacks, raw, fraction) => {
          const prizes = raw.slice(0, stacks.length).sort((a, b) => b - a);
          const save = Math.floor(prizes[0]! * fraction);
          const deal = icmChop(stacks, prizes, { save });
          const full = icmEquities(stacks, prizes);
          const win = placeProbabilities(stacks, 1).map((row) => row[0]!);
          deal.exact.forEach((x, i) => {
            expect(x + win[i]! * save).toBeCloseTo(full[i]!, 5);
          });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('[CHOP-4] any deal: whole amounts, none negative, adding up to the pool less the save, each within a unit of exact', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'icm' | 'chip'>('icm', 'chip'),
        fc.array(fc.integer({ min: 1, max: 1e7 }), { minLength: 2, maxLength: 9 }),
        fc.array(fc.integer({ min: 0, max: 1e6 }), { minLength: 1, maxLength: 9 }),
        fc.constantFrom(1, 5, 25, 100),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (method, stacks, raw, roundTo, fraction) => {
          const prizes = raw.slice(0, stacks.length).sort((a, b) => b - a);
          const save = Math.floor(prizes[0]! * fraction);
          const deal = chop(method, stacks, prizes, { save, roundTo });
          const pool = prizes.reduce((s, p) => s + p, 0);
          expect(deal.amounts.reduce((s, a) => s + a, 0)).toBe(pool - save);
          expect(deal.total).toBe(pool - save);
          deal.amounts.forEach((a, i) => {
            expect(Number.isInteger(a)).toBe(true);
            expect(a).toBeGreaterThanOrEqual(0);
            expect(Math.abs(a - deal.exact[i]!)).toBeLessThan(2 * roundTo);
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('[CHOP-1] refuses a deal that cannot be made, saying why', () => {
    expect(chopProblem([100], [10])).toMatch(/at least two players/);
    expect(chopProblem([100, 0], [10])).toMatch(/needs chips/);
    expect(chopProblem([100, 50], [])).toMatch(/no prize/);
    expect(chopProblem([100, 50], [30, 20, 10])).toMatch(/3 prizes left but only 2 players/);
    expect(chopProblem([100, 50], [30, 20.5])).toMatch(/whole amount/);
    expect(chopProblem([100, 50], [30, 20], { save: 31 })).toMatch(/more than first prize/);
    expect(chopProblem([100, 50], [30, 20], { roundTo: 0 })).toMatch(/unit/);
    expect(chopProblem([100, 50], [30, 20], { save: 10, roundTo: 5 })).toBeNull();
    expect(() => icmChop([100, 50], [30, 20], { save: 31 })).toThrow(RangeError);
  });
});
