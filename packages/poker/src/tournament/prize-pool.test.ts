import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../cards/deck.js';
import { type BountyMode, knockout, prizePool, prizePoolProblem } from './prize-pool.js';

describe('prize pool', () => {
  it('[POOL-2] amounts go to the pool, fees to the house', () => {
    expect(
      prizePool({
        buyIn: { amount: 100, fee: 10 },
        entries: 20,
        reEntry: { amount: 100, fee: 10 },
        reEntries: 4,
        rebuy: { amount: 50, fee: 0 },
        rebuys: 6,
        addOn: { amount: 50, fee: 5 },
        addOns: 15,
      }),
    ).toEqual({
      prizePool: 2400 + 300 + 750,
      bountyPool: 0,
      fees: 240 + 75,
      overlay: 0,
      collected: 3450 + 315,
    });
  });

  it('[POOL-2] a bounty comes out of every buy-in and re-entry, not out of rebuys or add-ons', () => {
    const pool = prizePool({
      buyIn: { amount: 100, fee: 10 },
      entries: 10,
      reEntry: { amount: 100, fee: 10 },
      reEntries: 2,
      rebuy: { amount: 100, fee: 0 },
      rebuys: 3,
      bounty: 50,
    });
    expect(pool.bountyPool).toBe(12 * 50);
    expect(pool.prizePool).toBe(12 * 50 + 300);
    expect(pool.fees).toBe(120);
    expect(pool.prizePool + pool.bountyPool + pool.fees).toBe(pool.collected);
  });

  it('[POOL-2] a guarantee adds the overlay when the field falls short, nothing when it does not', () => {
    const short = prizePool({ buyIn: { amount: 100, fee: 10 }, entries: 8, guarantee: 1000 });
    expect(short).toMatchObject({ prizePool: 1000, overlay: 200 });
    const over = prizePool({ buyIn: { amount: 100, fee: 10 }, entries: 12, guarantee: 1000 });
    expect(over).toMatchObject({ prizePool: 1200, overlay: 0 });
  });

  it('[POOL-1] refuses what cannot be counted, saying why', () => {
    const buyIn = { amount: 100, fee: 10 };
    expect(prizePoolProblem({ buyIn, entries: 10 })).toBeNull();
    expect(prizePoolProblem({ buyIn, entries: -1 })).toMatch(/number of buy-ins/);
    expect(prizePoolProblem({ buyIn, entries: 3, rebuys: 2 })).toBe(
      'The event has no rebuy, yet 2 were counted.',
    );
    expect(prizePoolProblem({ buyIn, entries: 3, bounty: 150 })).toMatch(
      /bounty \(150\) is more than the buy-in/,
    );
    expect(
      prizePoolProblem({ buyIn, entries: 3, bounty: 50, reEntry: { amount: 40, fee: 0 }, reEntries: 1 }),
    ).toMatch(/re-entry amount/);
    expect(prizePoolProblem({ buyIn: { amount: 100.5, fee: 0 }, entries: 1 })).toMatch(/buy-in amount/);
    expect(() => prizePool({ buyIn, entries: 1.5 })).toThrow(RangeError);
  });
});

describe('knockouts', () => {
  it('[KO-1] fixed: the eliminator gets the whole head in cash and heads do not grow', () => {
    expect(knockout('fixed', 50, [50])).toEqual([{ cash: 50, addedToHead: 0, head: 50 }]);
  });

  it('[KO-1] progressive: half in cash, half onto the eliminator head', () => {
    expect(knockout('progressive', 50, [50])).toEqual([{ cash: 25, addedToHead: 25, head: 75 }]);
    // The victim had grown to 75: 37 cash (rounded down), 38 onto the head.
    expect(knockout('progressive', 75, [100])).toEqual([{ cash: 37, addedToHead: 38, head: 138 }]);
    expect(knockout('progressive', 100, [50], { cashShare: 0.6, roundTo: 5 })).toEqual([
      { cash: 60, addedToHead: 40, head: 90 },
    ]);
  });

  it('[KO-1] a split knockout shares the head equally, the odd unit to the first eliminator', () => {
    expect(knockout('fixed', 51, [50, 50])).toEqual([
      { cash: 26, addedToHead: 0, head: 50 },
      { cash: 25, addedToHead: 0, head: 50 },
    ]);
    const pko = knockout('progressive', 100, [50, 80, 50]);
    expect(pko.map((s) => s.cash + s.addedToHead)).toEqual([34, 33, 33]);
  });

  it('[KO-1] refuses a knockout without an eliminator or with a bad head', () => {
    expect(() => knockout('fixed', 50, [])).toThrow(/at least one eliminator/);
    expect(() => knockout('progressive', -1, [50])).toThrow(/head/);
    expect(() => knockout('progressive', 50, [50], { cashShare: 1.5 })).toThrow(/cash share/);
  });

  it('[KO-2] from the first knockout to the winner, cash paid plus heads left is always the bounty pool', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.integer({ min: 1, max: 500 }),
        fc.constantFrom<BountyMode>('fixed', 'progressive'),
        fc.integer(),
        (players, bounty, mode, seed) => {
          const random = seededRandom(seed);
          const heads = new Map<number, number>();
          for (let p = 0; p < players; p++) heads.set(p, bounty);
          let cash = 0;
          while (heads.size > 1) {
            const alive = [...heads.keys()];
            const victim = alive[Math.floor(random() * alive.length)]!;
            const others = alive.filter((p) => p !== victim);
            const count = random() < 0.2 ? Math.min(2, others.length) : 1;
            const eliminators = others.slice(0, count);
            const shares = knockout(
              mode,
              heads.get(victim)!,
              eliminators.map((p) => heads.get(p)!),
            );
            heads.delete(victim);
            shares.forEach((share, i) => {
              expect(share.cash).toBeGreaterThanOrEqual(0);
              expect(share.addedToHead).toBeGreaterThanOrEqual(0);
              cash += share.cash;
              heads.set(eliminators[i]!, share.head);
            });
            const left = [...heads.values()].reduce((s, h) => s + h, 0);
            expect(cash + left).toBe(players * bounty);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
