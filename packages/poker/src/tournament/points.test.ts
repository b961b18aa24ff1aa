import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formulaPoints, leagueStandings, pointsTable, pointsTableProblem, tablePoints } from './points.js';

describe('league points', () => {
  it('[PTS-1] the PokerStars formula: 10·√n/√k·(1 + log10(b + 0.25))', () => {
    // n = 100, b = 100: 1 + log10(100.25) = 3.0010843; winner 10·10·3.0010843 = 300.11; 4th half of that.
    expect(formulaPoints(100, 1, 100)).toBe(300.11);
    expect(formulaPoints(100, 4, 100)).toBe(150.05);
    // n = 9, b = 10: 1 + log10(10.25) = 2.0107239; winner 30·2.0107239 = 60.32.
    expect(formulaPoints(9, 1, 10)).toBe(60.32);
    expect(formulaPoints(9, 9, 10, 4)).toBe(20.1072);
    // A freeroll still scores: 1 + log10(0.25) = 0.39794.
    expect(formulaPoints(1, 1, 0)).toBe(3.98);
  });

  it('[PTS-1] a better place, a bigger field or a bigger buy-in never scores less', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 4999 }),
        (n, b, k0) => {
          const k = Math.min(k0, n - 1);
          expect(formulaPoints(n, k, b, 6)).toBeGreaterThan(formulaPoints(n, k + 1, b, 6));
          expect(formulaPoints(n + 1, k, b, 6)).toBeGreaterThan(formulaPoints(n, k, b, 6));
          expect(formulaPoints(n, k, b + 1, 6)).toBeGreaterThan(formulaPoints(n, k, b, 6));
          expect(formulaPoints(n, k, b, 6)).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('[PTS-1] refuses a place outside the field or a negative buy-in', () => {
    expect(() => formulaPoints(10, 11, 10)).toThrow(/from 1 to 10/);
    expect(() => formulaPoints(0, 1, 10)).toThrow(/entries/);
    expect(() => formulaPoints(10, 1, -1)).toThrow(/buy-in/);
  });

  it('[PTS-2] a fixed table scores its places and 0 beyond', () => {
    const table = [25, 18, 13, 9, 6, 4, 3, 2, 1];
    expect(tablePoints(table, 1)).toBe(25);
    expect(tablePoints(table, 9)).toBe(1);
    expect(tablePoints(table, 10)).toBe(0);
    expect(pointsTableProblem(table)).toBeNull();
    expect(pointsTableProblem([10, 12])).toMatch(/Place 2 scores 12, more than place 1/);
    expect(pointsTableProblem([10, -1])).toMatch(/0 or more/);
  });

  it('[PTS-3] a points table per place in the Event.points shape', () => {
    expect(pointsTable({ kind: 'table', points: [10, 5] }, 3, 100)).toEqual([
      { place: 1, points: 10 },
      { place: 2, points: 5 },
      { place: 3, points: 0 },
    ]);
    const formula = pointsTable({ kind: 'formula' }, 4, 0);
    expect(formula.map((p) => p.place)).toEqual([1, 2, 3, 4]);
    expect(formula[0]!.points).toBe(formulaPoints(4, 1, 0));
    expect(() => pointsTable({ kind: 'table', points: [1, 2] }, 2, 0)).toThrow(/more than place 1/);
  });

  it('[PTS-4] standings add points per player; ties go to wins, then best finish, then share a rank', () => {
    const standings = leagueStandings([
      { player: 'Ann', place: 1, points: 10 },
      { player: 'Bob', place: 2, points: 7 },
      { player: 'Cid', place: 3, points: 5 },
      { player: 'Bob', place: 3, points: 3 },
      { player: 'Cid', place: 2, points: 5 },
      { player: 'Dee', place: 2, points: 10 },
      { player: 'Eve', place: 2, points: 10 },
      { player: 'Fay', place: 4, points: 1 },
    ]);
    expect(standings.map((s) => [s.rank, s.player, s.points, s.wins, s.bestFinish, s.events])).toEqual([
      [1, 'Ann', 10, 1, 1, 1], // 10 points and a win
      [2, 'Bob', 10, 0, 2, 2], // 10 points, no win, best 2nd — tied with Cid, Dee and Eve
      [2, 'Cid', 10, 0, 2, 2],
      [2, 'Dee', 10, 0, 2, 1],
      [2, 'Eve', 10, 0, 2, 1],
      [6, 'Fay', 1, 0, 4, 1],
    ]);
    expect(leagueStandings([])).toEqual([]);
    expect(() => leagueStandings([{ player: 'X', place: 0, points: 1 }])).toThrow(/place of 0/);
  });

  it('[PTS-4] a best finish breaks a tie on points and wins', () => {
    const standings = leagueStandings([
      { player: 'Low', place: 5, points: 4 },
      { player: 'High', place: 3, points: 4 },
    ]);
    expect(standings.map((s) => [s.rank, s.player])).toEqual([
      [1, 'High'],
      [2, 'Low'],
    ]);
  });
});
