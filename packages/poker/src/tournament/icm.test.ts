import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../cards/deck.js';
import { ICM_MAX_EXACT_PLAYERS, icmEquities, icmEquitiesSampled, placeProbabilities } from './icm.js';

/** The definition, by brute force: every finishing order of the players with chips, its Harville probability. */
function icmByOrders(stacks: number[], prizes: number[]): number[] {
  const equity = stacks.map(() => 0);
  const walk = (left: number[], probability: number, place: number): void => {
    if (place >= prizes.length || left.length === 0) return;
    const chips = left.reduce((s, i) => s + stacks[i]!, 0);
    for (const i of left) {
      const p = (probability * stacks[i]!) / chips;
      equity[i]! += p * prizes[place]!;
      walk(
        left.filter((j) => j !== i),
        p,
        place + 1,
      );
    }
  };
  walk(
    stacks.flatMap((s, i) => (s > 0 ? [i] : [])),
    1,
    0,
  );
  return equity;
}

const stacksArb = (min: number, max: number) =>
  fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: min, maxLength: max });
const prizesArb = fc
  .array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 9 })
  .map((p) => p.sort((a, b) => b - a));

describe('ICM', () => {
  it('[ICM-2] stacks 5000/3000/2000, prizes 50/30/20: the hand-computed Harville values', () => {
    // S = 10000. P(1st): A 1/2, B 3/10, C 1/5.
    // P(A 2nd) = P(B 1st)·5/7 + P(C 1st)·5/8 = 3/14 + 1/8 = 19/56; P(A 3rd) = 1 − 28/56 − 19/56 = 9/56.
    //   A = 50·1/2 + 30·19/56 + 20·9/56 = 25 + 750/56 = 1075/28 ≈ 38.392857.
    // P(B 2nd) = P(A 1st)·3/5 + P(C 1st)·3/8 = 3/10 + 3/40 = 3/8; P(B 3rd) = 1 − 3/10 − 3/8 = 13/40.
    //   B = 50·3/10 + 30·3/8 + 20·13/40 = 15 + 11.25 + 6.5 = 32.75.
    // P(C 2nd) = P(A 1st)·2/5 + P(B 1st)·2/7 = 1/5 + 3/35 = 2/7; P(C 3rd) = 1 − 1/5 − 2/7 = 18/35.
    //   C = 50·1/5 + 30·2/7 + 20·18/35 = 10 + 60/7 + 72/7 = 202/7 ≈ 28.857143. A + B + C = 100.
    const [a, b, c] = icmEquities([5000, 3000, 2000], [50, 30, 20]);
    expect(a).toBeCloseTo(1075 / 28, 9);
    expect(b).toBeCloseTo(32.75, 9);
    expect(c).toBeCloseTo(202 / 7, 9);
    const probabilities = placeProbabilities([5000, 3000, 2000], 3);
    expect(probabilities[0]![1]).toBeCloseTo(19 / 56, 12);
    expect(probabilities[2]![2]).toBeCloseTo(18 / 35, 12);
  });

  it('[ICM-2] the Wikipedia example: 50/30/20% of the chips, prizes 70/30 → 45.18 / 32.25 / 22.57', () => {
    // https://en.wikipedia.org/wiki/Independent_Chip_Model; A = 70/2 + 30·19/56, B = 21 + 30·3/8, C = 14 + 30·2/7.
    const [a, b, c] = icmEquities([50, 30, 20], [70, 30]);
    expect(a).toBeCloseTo(35 + (30 * 19) / 56, 9);
    expect(b).toBeCloseTo(32.25, 9);
    expect(c).toBeCloseTo(14 + 60 / 7, 9);
    expect([a, b, c].map((x) => Number(x!.toFixed(2)))).toEqual([45.18, 32.25, 22.57]);
  });

  it('[ICM-2] heads-up is linear in chips: second prize plus the chip share of the difference', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 1, max: 1e6 }), (x, y) => {
        const [ex, ey] = icmEquities([x, y], [700, 300]);
        expect(ex).toBeCloseTo(300 + (400 * x) / (x + y), 9);
        expect(ey).toBeCloseTo(300 + (400 * y) / (x + y), 9);
      }),
    );
  });

  it('[ICM-1] the memoised model equals the sum over every finishing order', () => {
    fc.assert(
      fc.property(stacksArb(1, 7), prizesArb, (stacks, prizes) => {
        const fast = icmEquities(stacks, prizes);
        const slow = icmByOrders(stacks, prizes);
        fast.forEach((e, i) => {
          expect(e).toBeCloseTo(slow[i]!, 6);
        });
      }),
      { numRuns: 150 },
    );
  });

  it('[ICM-2] the equities add up to the prizes of the places paid', () => {
    fc.assert(
      fc.property(stacksArb(1, 12), prizesArb, (stacks, prizes) => {
        const paid = prizes.slice(0, stacks.length).reduce((s, p) => s + p, 0);
        const sum = icmEquities(stacks, prizes).reduce((s, e) => s + e, 0);
        expect(Math.abs(sum - paid)).toBeLessThanOrEqual(1e-9 * Math.max(1, paid));
      }),
      { numRuns: 150 },
    );
  });

  it('[ICM-2] equal stacks get equal equity, and reordering players reorders their equity', () => {
    fc.assert(
      fc.property(stacksArb(2, 10), prizesArb, fc.integer(), (stacks, prizes, seed) => {
        const random = seededRandom(seed);
        const order = stacks.map((_, i) => i).sort(() => random() - 0.5);
        const equity = icmEquities(stacks, prizes);
        const shuffled = icmEquities(
          order.map((i) => stacks[i]!),
          prizes,
        );
        order.forEach((i, k) => {
          expect(shuffled[k]).toBeCloseTo(equity[i]!, 6);
        });
        for (let i = 0; i < stacks.length; i++) {
          for (let j = 0; j < stacks.length; j++) {
            if (stacks[i] === stacks[j]) expect(equity[i]).toBeCloseTo(equity[j]!, 6);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('[ICM-2] a bigger stack never gets less, and nobody gets more than first prize', () => {
    fc.assert(
      fc.property(stacksArb(2, 10), prizesArb, (stacks, prizes) => {
        const equity = icmEquities(stacks, prizes);
        for (let i = 0; i < stacks.length; i++) {
          expect(equity[i]!).toBeGreaterThanOrEqual(0);
          expect(equity[i]!).toBeLessThanOrEqual(prizes[0]! + 1e-9);
          for (let j = 0; j < stacks.length; j++) {
            if (stacks[i]! > stacks[j]!) expect(equity[i]!).toBeGreaterThanOrEqual(equity[j]! - 1e-9);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('[ICM-1] a stack of 0 gets 0 and takes no place', () => {
    const equity = icmEquities([0, 600, 0, 400], [60, 30, 10]);
    expect(equity[0]).toBe(0);
    expect(equity[2]).toBe(0);
    expect(equity[1]! + equity[3]!).toBeCloseTo(90, 9);
    expect(equity[1]).toBeCloseTo(30 + 30 * 0.6, 9);
    expect(icmEquities([0, 0], [10, 5])).toEqual([0, 0]);
    expect(icmEquities([], [10])).toEqual([]);
  });

  it('[ICM-1] refuses negative stacks or prizes, and too many players for the exact model', () => {
    expect(() => icmEquities([100, -1], [10])).toThrow(/stack/);
    expect(() => icmEquities([100, 50], [10, Number.NaN])).toThrow(/prize/);
    const many = new Array(ICM_MAX_EXACT_PLAYERS + 1).fill(100);
    expect(() => icmEquities(many, [10])).toThrow(/icmEquitiesSampled/);
  });

  it('[ICM-1] 16 players and 9 prizes are exact and quick', () => {
    const stacks = Array.from({ length: 16 }, (_, i) => 1000 * (i + 1));
    const prizes = [3000, 2000, 1500, 1200, 1000, 800, 600, 500, 400];
    const equity = icmEquities(stacks, prizes);
    expect(equity.reduce((s, e) => s + e, 0)).toBeCloseTo(11_000, 6);
    for (let i = 1; i < 16; i++) expect(equity[i]!).toBeGreaterThan(equity[i - 1]!);
  });

  it('[ICM-3] the sampled estimate lands near the exact value', () => {
    const stacks = [12_000, 8000, 5000, 3000, 1500, 500];
    const prizes = [500, 300, 200];
    const exact = icmEquities(stacks, prizes);
    const sampled = icmEquitiesSampled(stacks, prizes, seededRandom(17), 40_000);
    // Standard error ≤ 500/√40000 = 2.5; allow four of them.
    sampled.forEach((e, i) => {
      expect(Math.abs(e - exact[i]!)).toBeLessThan(10);
    });
    expect(sampled.reduce((s, e) => s + e, 0)).toBeCloseTo(1000, 6);
    expect(icmEquitiesSampled([0, 10, 0], [10, 5], seededRandom(1), 10)).toEqual([0, 10, 0]);
  });
});
