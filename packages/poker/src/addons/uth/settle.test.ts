import { describe, expect, it } from 'vitest';
import type { Card } from '../../cards/cards.js';
import { DEFAULT_UTH_RULES, TRIPS_PAY_TABLES, type UthRules, winAt } from './rules.js';
import { dealerQualifies, settleUthHand, uthHandValue } from './settle.js';
import { playUthRound, scripted } from './test-driver.js';
import type { UthSeatSettlement } from './types.js';
import { newUthTable } from './uth.js';

/** Plays one seat (seat 0, stack 1000) through a scripted round and returns its settlement. */
function settleOne(options: {
  ante: number;
  trips?: number;
  hole: Card[];
  board: Card[];
  dealer: Card[];
  plan: ('check' | 'fold' | number)[];
  rules?: UthRules;
}): UthSeatSettlement & { stack: number; houseResult: number | null } {
  const { state } = playUthRound(
    newUthTable(options.rules ?? DEFAULT_UTH_RULES, [{ seatIndex: 0, stack: 1000 }]),
    {
      bets: [{ seatIndex: 0, ante: options.ante, trips: options.trips ?? 0 }],
      hole: { 0: options.hole },
      board: options.board,
      dealer: options.dealer,
      decide: scripted({ 0: options.plan }),
    },
  );
  const seat = state.seats[0]!;
  return { ...seat.settlement!, stack: seat.stack, houseResult: state.houseResult };
}

const pick = (s: UthSeatSettlement) => [s.outcome, s.ante, s.blind, s.trips, s.play, s.net];

describe('UTH settlement', () => {
  it('[UTH-SETTLE-8] a fold loses ante and blind, but the trips bet still pays on the hand', () => {
    const s = settleOne({
      ante: 10,
      trips: 5,
      hole: ['SA', 'HA'],
      board: ['DA', 'C7', 'S9', 'HJ', 'D2'],
      dealer: [],
      plan: ['check', 'check', 'fold'],
    });
    expect(s.handClass).toBe('threeOfAKind');
    expect(pick(s)).toEqual(['LOSE', -10, -10, 15, 0, -5]);
    expect(s.stack).toBe(1000 - 5);
    expect(s.houseResult).toBe(5);
  });

  it('[UTH-SETTLE-9] a dealer without a pair pushes the ante; blind and play still have action both ways', () => {
    const board: Card[] = ['H2', 'D7', 'C9', 'SJ', 'DK'];
    const dealer: Card[] = ['D5', 'C8']; // K-J-9-8-7: no pair
    expect(dealerQualifies(uthHandValue(dealer, board))).toBe(false);
    const win = settleOne({ ante: 10, hole: ['SA', 'C3'], board, dealer, plan: ['check', 'check', 1] });
    expect(pick(win)).toEqual(['WIN', 0, 0, 0, 10, 10]);
    const lose = settleOne({ ante: 10, hole: ['S3', 'C4'], board, dealer, plan: ['check', 'check', 1] });
    expect(pick(lose)).toEqual(['LOSE', 0, -10, 0, -10, -20]);
    // A qualifying dealer who loses pays the ante.
    const paid = settleOne({ ante: 10, hole: ['SA', 'CK'], board, dealer: ['D9', 'C8'], plan: [4] });
    expect(pick(paid)).toEqual(['WIN', 10, 0, 0, 40, 50]);
  });

  it('[UTH-SETTLE-10] the blind pays by its table only when the player wins; below a straight it pushes; a loss loses it', () => {
    // Flush (hearts) beats the dealer's pair of kings: blind 3:2, ante 1:1, play 4:1 here, trips 7:1.
    const flush = settleOne({
      ante: 10,
      trips: 5,
      hole: ['HA', 'HQ'],
      board: ['H2', 'H7', 'H9', 'CJ', 'SK'],
      dealer: ['CK', 'D3'],
      plan: [4],
    });
    expect(flush.handClass).toBe('flush');
    expect(pick(flush)).toEqual(['WIN', 10, 15, 35, 40, 100]);
    // The same flush loses to a full house: the blind goes with the ante and play; trips still pays.
    const beaten = settleOne({
      ante: 10,
      trips: 5,
      hole: ['HA', 'HQ'],
      board: ['H2', 'H7', 'H9', 'CJ', 'SJ'],
      dealer: ['DJ', 'D9'],
      plan: [4],
    });
    expect(pick(beaten)).toEqual(['LOSE', -10, -10, 35, -40, -25]);
    // Two pair wins: the blind pushes.
    const twoPair = settleOne({
      ante: 10,
      hole: ['SA', 'HK'],
      board: ['DA', 'CK', 'S2', 'H7', 'D9'],
      dealer: ['C9', 'D3'],
      plan: [4],
    });
    expect(pick(twoPair)).toEqual(['WIN', 10, 0, 0, 40, 50]);
    // Each line of the blind table, settled directly on hand values.
    const cases: [Card[], Card[], string, number][] = [
      [['SA', 'SK'], ['SQ', 'SJ', 'ST', 'D2', 'C3'], 'royalFlush', 5000],
      [['S9', 'SK'], ['SQ', 'SJ', 'ST', 'D2', 'C3'], 'straightFlush', 500],
      [['SQ', 'HQ'], ['DQ', 'CQ', 'ST', 'D2', 'C3'], 'fourOfAKind', 100],
      [['SQ', 'HQ'], ['DQ', 'CT', 'ST', 'D2', 'C3'], 'fullHouse', 30],
      [['SA', 'SK'], ['DQ', 'CJ', 'ST', 'D2', 'C3'], 'straight', 10],
      [['SA', 'HA'], ['DA', 'CJ', 'ST', 'D2', 'C3'], 'threeOfAKind', 0],
    ];
    for (const [hole, board, handClass, blind] of cases) {
      const s = settleUthHand(
        {
          seatIndex: 0,
          ante: 10,
          blind: 10,
          trips: 0,
          play: 10,
          hasFolded: false,
          playerValue: uthHandValue(hole, board),
          dealerValue: 1,
        },
        DEFAULT_UTH_RULES,
      );
      expect([s.handClass, s.blind]).toEqual([handClass, blind]);
    }
  });

  it('[UTH-SETTLE-11] a tie pushes ante, blind and play; only trips is settled', () => {
    // A royal flush on the board: both play it; trips pays 50 to 1.
    const royal = settleOne({
      ante: 10,
      trips: 5,
      hole: ['H2', 'D3'],
      board: ['SA', 'SK', 'SQ', 'SJ', 'ST'],
      dealer: ['C4', 'D5'],
      plan: [4],
    });
    expect(royal.handClass).toBe('royalFlush');
    expect(pick(royal)).toEqual(['PUSH', 0, 0, 250, 0, 250]);
    // A straight on the board, neither hand improves: everything pushes, trips pays 4 to 1.
    const straight = settleOne({
      ante: 10,
      trips: 5,
      hole: ['H2', 'C2'],
      board: ['H5', 'D6', 'C7', 'S8', 'D9'],
      dealer: ['D2', 'S3'],
      plan: ['check', 'check', 1],
    });
    expect(pick(straight)).toEqual(['PUSH', 0, 0, 20, 0, 20]);
    expect(straight.stack).toBe(1020);
  });

  it('[UTH-SETTLE-12] an odd blind paid 3:2 rounds down to the chip (a 5-chip blind on a flush wins 7)', () => {
    expect(winAt([3, 2], 5)).toBe(7);
    expect(winAt([3, 2], 10)).toBe(15);
    const s = settleOne({
      ante: 5,
      hole: ['HA', 'HQ'],
      board: ['H2', 'H7', 'H9', 'CJ', 'SK'],
      dealer: ['CK', 'D3'],
      plan: [3],
    });
    expect(pick(s)).toEqual(['WIN', 5, 7, 0, 15, 27]);
    expect(s.returned).toBe(5 + 5 + 15 + 27);
  });

  it('[UTH-SETTLE-16] the trips pay table is a rule of the table: 8-6-5 pays a straight 5 and a flush 6', () => {
    const rules = { ...DEFAULT_UTH_RULES, tripsPays: TRIPS_PAY_TABLES['8-6-5'] };
    const straight = settleOne({
      ante: 10,
      trips: 10,
      hole: ['H2', 'C2'],
      board: ['H5', 'D6', 'C7', 'S8', 'D9'],
      dealer: ['D2', 'S3'],
      plan: ['check', 'check', 1],
      rules,
    });
    expect(straight.trips).toBe(50);
    const flush = settleOne({
      ante: 10,
      trips: 10,
      hole: ['HA', 'HQ'],
      board: ['H2', 'H7', 'H9', 'CJ', 'SK'],
      dealer: ['CK', 'D3'],
      plan: [4],
      rules,
    });
    expect(flush.trips).toBe(60);
  });
});
