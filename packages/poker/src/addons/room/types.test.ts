import { describe, expect, it } from 'vitest';
import { hand, seat } from './testing.js';
import { handOutcome, netOf, splitChips, verifyHandOutcome } from './types.js';

describe('hand facts shared by the room games', () => {
  it('[ROOM-GAME-1] shown hands are ranked by the poker evaluator, ties grouped, best five named', () => {
    const outcome = hand(
      1,
      [
        seat(1, 100, 50, { holeCards: ['SA', 'HA'] }),
        seat(3, 100, 150, { holeCards: ['SK', 'HK'] }),
        seat(5, 100, 100, { holeCards: ['DA', 'CA'] }),
        seat(7, 100, 100),
      ],
      { board: ['CK', 'D7', 'S2', 'H9', 'C4'] },
    );
    // Set of kings beats aces; the two pairs of aces tie; seat 7 did not show.
    expect(outcome.showdownRanking).toEqual([[3], [1, 5]]);
    expect(outcome.seats.find((s) => s.seatIndex === 3)!.bestFive).toEqual(['SK', 'HK', 'CK', 'H9', 'D7']);
    expect(outcome.seats.find((s) => s.seatIndex === 7)!.bestFive).toBeNull();
  });

  it('[ROOM-GAME-2] Omaha hands rank with exactly two hole cards (the variation decides)', () => {
    const input = {
      handNumber: 1,
      buttonSeatIndex: 0,
      board: ['SA', 'SK', 'SQ', 'SJ', 'D2'] as const,
      seats: [
        { ...seat(0, 10, 10), holeCards: ['S3', 'H4', 'C5', 'D8'] as const, showedDown: true },
        { ...seat(1, 10, 10), holeCards: ['HA', 'CA', 'C6', 'D7'] as const, showedDown: true },
      ],
      pots: [],
    };
    // One spade in hand makes a flush only when any number of hole cards may play.
    expect(handOutcome(input).showdownRanking).toEqual([[0], [1]]);
    // In Omaha it is ace high, and two hole aces make trips.
    expect(handOutcome({ ...input, handType: 'omahaHigh' }).showdownRanking).toEqual([[1], [0]]);
  });

  it('[ROOM-GAME-3] a split gives the odd chip to the first winner left of the button', () => {
    expect(splitChips(10, [2, 5, 8], 4)).toEqual([
      { seatIndex: 5, amount: 4 },
      { seatIndex: 8, amount: 3 },
      { seatIndex: 2, amount: 3 },
    ]);
    expect(splitChips(7, [2, 5], 8)).toEqual([
      { seatIndex: 2, amount: 4 },
      { seatIndex: 5, amount: 3 },
    ]);
  });

  it('[ROOM-GAME-4] an impossible hand is refused: repeated seat, fractional chips, repeated card, stranger winning', () => {
    const good = hand(1, [seat(0, 10, 20), seat(1, 10, 0)]);
    expect(verifyHandOutcome(good)).toBeNull();
    expect(verifyHandOutcome({ ...good, seats: [good.seats[0]!, good.seats[0]!] })?.code).toBe(
      'BAD_HAND_OUTCOME',
    );
    expect(verifyHandOutcome({ ...good, seats: [{ ...good.seats[0]!, won: 1.5 }] })?.message).toMatch(
      /whole/,
    );
    expect(verifyHandOutcome({ ...good, board: ['SA', 'SA', 'D2'] })?.message).toMatch(/twice/);
    expect(verifyHandOutcome({ ...good, board: ['XX' as 'SA'] })?.message).toMatch(/not a card/);
    expect(verifyHandOutcome({ ...good, pots: [{ amount: 10, winners: [4] }] })?.message).toMatch(/seat 5/);
  });

  it('[ROOM-GAME-5] net of transfers sums to zero', () => {
    const net = netOf([
      { from: 'HOUSE', to: 1, amount: 5 },
      { from: 1, to: 2, amount: 3 },
    ]);
    expect(Object.fromEntries(net)).toEqual({ HOUSE: -5, 1: 2, 2: 3 });
  });
});
