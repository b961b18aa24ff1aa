import { describe, expect, it } from 'vitest';
import { chopRows, prizesLeft } from './chop.js';

const table = (name: string, players: { uid?: string | null; displayName: string; stack: number }[]) => ({
  tableSettings: { name },
  playerGroup: { players },
});

describe('the chop calculator starts from the tables (issue 17)', () => {
  it('[EVENTS-UI-23] each player left takes their stack from the table that seats them, by id, else by name; nobody seated is typed in', () => {
    const rows = chopRows(
      [
        { playerId: 'p1', displayName: 'Ava' },
        { playerId: 'p2', displayName: 'Bo' },
        { playerId: 'p3', displayName: 'Cy' },
      ],
      [
        table('Table 1', [
          { uid: 'p1', displayName: 'Ava R.', stack: 41_000 },
          { uid: null, displayName: 'bo', stack: 18_500 },
        ]),
        null,
        table('Table 2', [{ uid: 'someone-else', displayName: 'Cy', stack: 999 }]),
      ],
    );
    expect(rows.map((r) => [r.playerId, r.stack, r.tableName])).toEqual([
      ['p1', 41_000, 'Table 1'],
      ['p2', 18_500, 'Table 1'],
      ['p3', Number.NaN, null],
    ]);
  });

  it('[EVENTS-UI-24] the prizes to chop are the places still to decide, first first', () => {
    const payouts = [
      { place: 2, share: 30, amount: 300 },
      { place: 1, share: 50, amount: 500 },
      { place: 3, share: 20, amount: 200 },
    ];
    expect(prizesLeft(payouts, 2)).toEqual([500, 300]);
    expect(prizesLeft(payouts, 5)).toEqual([500, 300, 200]);
  });
});
