import { describe, expect, it } from 'vitest';
import { HandDriver } from '../game/test-driver.js';
import { computeEquity } from './equity.js';
import { equitySpot } from './spot.js';
import { type TableSnapshot, tableEquity, tableSnapshot } from './table.js';

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, stack: 100 }));

describe('the engine entry point', () => {
  it('[EQUITY-TABLE-1] a reducer state: live players get equity per board, outs and whether they trail; folded cards are dead', () => {
    const hand = new HandDriver({ variation: 'NLH', players: players(3), blindsOrStraddles: [1, 2] });
    hand.deal(0, 'SA', 'HA').deal(1, 'S9', 'S8').deal(2, 'CK', 'C7');
    hand.raise(2, 6).raise(0, 100).call(1).fold(2);
    hand.board('S2', 'S7', 'DK');
    const table = tableEquity(tableSnapshot(hand.state));
    expect(table.exact).toBe(true);
    expect(table.players[2]).toBeNull();
    const expected = computeEquity(
      equitySpot('NLH', {
        hands: [
          ['SA', 'HA'],
          ['S9', 'S8'],
        ],
        boards: [['S2', 'S7', 'DK']],
        dead: ['CK', 'C7'],
      }),
    );
    const [aces, draw] = [table.players[0]!, table.players[1]!];
    expect(aces.equity).toBe(expected.hands[0]!.equity);
    expect(aces.equitiesList).toEqual([{ equity: expected.hands[0]!.equity, isExact: true }]);
    expect(aces.isLosing).toBe(false);
    expect(draw.isLosing).toBe(true);
    expect(aces.outs).toEqual([]);
    // The turn cards that put the flush draw ahead: the eight spades nobody holds.
    expect(draw.outs).toEqual(['S3', 'S4', 'S5', 'S6', 'ST', 'SJ', 'SQ', 'SK']);
    expect(draw.madeHands[0]?.name).toBe('High card');
    expect(aces.madeHands[0]?.name).toBe('One pair');
  });

  it('[EQUITY-TABLE-2] two boards: one equity per board in equitiesList, the equity their mean; a lone live player has it all', () => {
    const snapshot: TableSnapshot = {
      variation: 'PLO8',
      players: [
        { cards: ['SA', 'H2', 'SK', 'HQ'], live: true },
        { cards: ['D7', 'D8', 'C9', 'CT'], live: true },
        { cards: ['C2', 'C3', 'D4', 'D5'], live: false },
      ],
      boards: [
        ['CA', 'D9', 'S5'],
        ['H3', 'H4', 'SJ'],
      ],
      dead: [],
    };
    const table = tableEquity(snapshot);
    const first = table.players[0]!;
    expect(first.equitiesList).toHaveLength(2);
    expect(first.equity).toBeCloseTo((first.equitiesList[0]!.equity + first.equitiesList[1]!.equity) / 2, 15);
    expect(first.madeHands.map((h) => h?.handType ?? null)).toEqual(['omahaHigh', null]);
    const alone = tableEquity({
      ...snapshot,
      players: snapshot.players.map((p, i) => ({ ...p, live: i === 1 })),
    });
    expect(alone.players[1]!.equity).toBe(1);
    expect(alone.players[0]).toBeNull();
  });

  it('[EQUITY-TABLE-3] draw games: replacements owed are dealt from the stub, and the drawer gets odds of improving', () => {
    const snapshot: TableSnapshot = {
      variation: 'NL_SINGLE_DRAW_2_7',
      players: [
        { cards: ['D7', 'C5', 'H4', 'S3'], live: true, discarded: ['CK'] },
        { cards: ['S8', 'D6', 'C4', 'H3', 'S2'], live: true },
      ],
      boards: [],
      dead: ['CK'],
    };
    const table = tableEquity(snapshot);
    expect(table.exact).toBe(true);
    const drawer = table.players[0]!;
    expect(drawer.draw?.drawing).toBe(1);
    // Only a deuce (three left) beats the pat 8-6-4-3-2: an eight makes 8-7, a six a straight.
    expect(drawer.draw?.draws).toBe(42);
    expect(drawer.equity).toBeCloseTo(3 / 42, 15);
    expect(table.players[1]!.draw).toBeNull();
  });

  it('[EQUITY-TABLE-4] stud: down cards nobody saw and streets to come are dealt from the stub', () => {
    const snapshot: TableSnapshot = {
      variation: 'STUD',
      players: [
        { cards: ['SA', 'HA', 'C2', 'D5', 'S9', 'HJ'], live: true },
        { cards: [null, 'DQ', 'CK', 'D6', 'S8', 'HT'], live: true },
      ],
      boards: [],
      dead: [],
    };
    const table = tableEquity(snapshot, { maxExactWork: 1e8 });
    expect(table.exact).toBe(true);
    const sum = table.players[0]!.equity + table.players[1]!.equity;
    expect(sum).toBeCloseTo(1, 12);
    expect(table.players[0]!.equity).toBeGreaterThan(0.5);
  });
});
