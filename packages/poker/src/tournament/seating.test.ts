import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../cards/deck.js';
import {
  balanceSuggestions,
  breakOrder,
  type SeatingPlan,
  seatDraw,
  type TableSeating,
  tablesNeeded,
} from './seating.js';

const names = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);

/** Tables of `seatCount` seats holding `counts[i]` players each, in the lowest seats. */
function tablesWith(counts: number[], seatCount = 9): TableSeating[] {
  let next = 1;
  return counts.map((count, i) => ({
    table: i + 1,
    seats: Array.from({ length: seatCount }, (_, seat) => (seat < count ? `P${next++}` : null)),
  }));
}

const countOf = (t: TableSeating) => t.seats.filter((p) => p !== null).length;
const everyone = (tables: readonly TableSeating[]) =>
  tables.flatMap((t) => t.seats.filter((p): p is string => p !== null)).sort();

describe('seat draw', () => {
  it('[SEAT-1] how many tables a field needs', () => {
    expect(tablesNeeded(0, 9)).toBe(0);
    expect(tablesNeeded(9, 9)).toBe(1);
    expect(tablesNeeded(10, 9)).toBe(2);
    expect(() => tablesNeeded(10, 1)).toThrow(/seats/);
  });

  it('[SEAT-1] every player gets one seat, counts balanced, the same draw for the same seed', () => {
    const tables = [1, 2, 3].map((table) => ({ table, seatCount: 9 }));
    const draw = seatDraw(names(22), tables, seededRandom(7));
    expect(draw.map((a) => a.player).sort()).toEqual(names(22).sort());
    expect(new Set(draw.map((a) => `${a.table}:${a.seat}`)).size).toBe(22);
    expect([1, 2, 3].map((t) => draw.filter((a) => a.table === t).length)).toEqual([8, 7, 7]);
    expect(seatDraw(names(22), tables, seededRandom(7))).toEqual(draw);
    expect(seatDraw(names(22), tables, seededRandom(8))).not.toEqual(draw);
  });

  it('[SEAT-1] for any field and tables: seats exist, are used once, counts differ by at most one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 2, max: 10 }),
        fc.integer(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (tableCount, seatCount, seed, fill) => {
          const n = Math.floor(tableCount * seatCount * fill);
          const tables = Array.from({ length: tableCount }, (_, i) => ({ table: i + 1, seatCount }));
          const draw = seatDraw(names(n), tables, seededRandom(seed));
          expect(draw).toHaveLength(n);
          expect(new Set(draw.map((a) => `${a.table}:${a.seat}`)).size).toBe(n);
          for (const a of draw) expect(a.seat).toBeLessThan(seatCount);
          const counts = tables.map((t) => draw.filter((a) => a.table === t.table).length);
          expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('[SEAT-1] the draw is fair: each player lands at each table about equally often', () => {
    const random = seededRandom(2024);
    const tables = [1, 2].map((table) => ({ table, seatCount: 9 }));
    let atTableOne = 0;
    const runs = 2000;
    for (let r = 0; r < runs; r++) {
      if (seatDraw(names(12), tables, random).find((a) => a.player === 'P1')!.table === 1) atTableOne++;
    }
    // Expected 1000, standard deviation ≈ 22.
    expect(Math.abs(atTableOne - runs / 2)).toBeLessThan(110);
  });

  it('[SEAT-1] refuses more players than seats and duplicates', () => {
    const one = [{ table: 1, seatCount: 2 }];
    expect(() => seatDraw(names(3), one, seededRandom(1))).toThrow('3 players do not fit in 2 seats.');
    expect(() => seatDraw(['A', 'A'], one, seededRandom(1))).toThrow(/twice/);
  });
});

describe('table balancing', () => {
  it('[SEAT-2] no move while the tables differ by less than two', () => {
    expect(balanceSuggestions(tablesWith([8, 7, 7])).moves).toEqual([]);
  });

  it('[SEAT-2] moves from the biggest table to the smallest until they differ by less than two', () => {
    const plan = balanceSuggestions(tablesWith([9, 7, 5]));
    expect(plan.moves).toEqual([
      { player: 'P1', from: { table: 1, seat: 0 }, to: { table: 3, seat: 5 } },
      { player: 'P2', from: { table: 1, seat: 1 }, to: { table: 3, seat: 6 } },
    ]);
    expect(plan.tables.map(countOf)).toEqual([7, 7, 7]);
  });

  it('[SEAT-2] the player who would be big blind next is the one who moves', () => {
    const tables = tablesWith([9, 6]);
    tables[0] = { ...tables[0]!, nextBigBlindSeat: 4 };
    tables[0] = { ...tables[0]!, seats: tables[0]!.seats.map((p, seat) => (seat === 4 ? null : p)) };
    // Seat 4 is empty: the big blind goes to seat 5 (P6), then seat 6 (P7).
    const plan = balanceSuggestions(tables);
    expect(plan.moves.map((m) => [m.player, m.from.seat])).toEqual([['P6', 5]]);
    expect(plan.tables.map(countOf)).toEqual([7, 7]);
  });

  it('[SEAT-2] leaves the input alone and never loses or doubles a player', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 8 }), (counts) => {
        const tables = tablesWith(counts);
        const before = JSON.stringify(tables);
        const plan: SeatingPlan = balanceSuggestions(tables);
        expect(JSON.stringify(tables)).toBe(before);
        expect(everyone(plan.tables)).toEqual(everyone(tables));
        const after = plan.tables.map(countOf);
        expect(Math.max(...after) - Math.min(...after)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('breaking tables', () => {
  it('[SEAT-3] breaks the table with the fewest players; its players fill the others, balanced', () => {
    const plan = breakOrder(tablesWith([5, 6, 4]))!;
    expect(plan.table).toBe(3);
    expect(plan.moves.map((m) => m.player)).toEqual(['P12', 'P13', 'P14', 'P15']);
    expect(plan.moves.map((m) => m.to.table)).toEqual([1, 1, 2, 1]);
    expect(plan.tables.map((t) => [t.table, countOf(t)])).toEqual([
      [1, 8],
      [2, 7],
    ]);
  });

  it('[SEAT-3] ties go to the highest table number', () => {
    expect(breakOrder(tablesWith([4, 4, 4]))!.table).toBe(3);
  });

  it('[SEAT-3] no break while the players do not fit elsewhere, nor with one table', () => {
    expect(breakOrder(tablesWith([8, 8, 3]))).toBeNull();
    expect(breakOrder(tablesWith([3]))).toBeNull();
  });

  it('[SEAT-3] with a Random the free seats are drawn, the same for the same seed', () => {
    const a = breakOrder(tablesWith([5, 6, 4]), seededRandom(3))!;
    const b = breakOrder(tablesWith([5, 6, 4]), seededRandom(3))!;
    expect(a).toEqual(b);
    expect(everyone(a.tables)).toEqual(everyone(tablesWith([5, 6, 4])));
  });

  it('[SEAT-3] breaking keeps everyone seated once and the others balanced', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 2, maxLength: 8 }),
        fc.integer(),
        (counts, seed) => {
          const tables = balanceSuggestions(tablesWith(counts)).tables;
          const plan = breakOrder(tables, seededRandom(seed));
          if (!plan) return;
          expect(everyone(plan.tables)).toEqual(everyone(tables));
          expect(plan.tables.map((t) => t.table)).not.toContain(plan.table);
          const after = plan.tables.map(countOf);
          expect(Math.max(...after) - Math.min(...after)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('[SEAT-3] refuses a player seated twice or a big blind seat the table does not have', () => {
    const twice: TableSeating[] = [
      { table: 1, seats: ['A', null] },
      { table: 2, seats: ['A', null] },
    ];
    expect(() => breakOrder(twice)).toThrow('A is seated twice.');
    expect(() => balanceSuggestions([{ table: 1, seats: ['A'], nextBigBlindSeat: 3 }])).toThrow(/no seat 3/);
  });
});
