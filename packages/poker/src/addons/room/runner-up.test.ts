import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../cards/deck.js';
import { applyRunnerUp, newRunnerUp, runnerUpSeats, runnerUpView } from './runner-up.js';
import { hand, randomHand, seat } from './testing.js';
import { handOutcome, netOf } from './types.js';

const BOARD = ['CK', 'D7', 'S2', 'H9', 'C4'] as const;

describe('runner-up', () => {
  it('[RUNUP-1] the best shown hand that won nothing collects the prize from the house', () => {
    const outcome = hand(
      7,
      [
        seat(1, 100, 160, { holeCards: ['SK', 'HK'] }),
        seat(2, 100, 80, { holeCards: ['SA', 'HA'] }),
        seat(3, 100, 60, { holeCards: ['S3', 'H3'] }),
      ],
      { board: [...BOARD] },
    );
    const r = applyRunnerUp(newRunnerUp(25), { type: 'hand', outcome });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events).toEqual([
      {
        type: 'runnerUpPaid',
        handNumber: 7,
        seatIndexes: [2],
        transfers: [{ from: 'HOUSE', to: 2, amount: 25 }],
      },
    ]);
    expect(runnerUpView(r.state)).toEqual({ prize: 25, lastRunnerUpSeatIndex: 2 });
  });

  it('[RUNUP-2] no runner-up without two shown hands, or when every shown hand won a pot', () => {
    const noShow = hand(1, [seat(1, 100, 110), seat(2, 100, 90)]);
    const r = applyRunnerUp(newRunnerUp(25), { type: 'hand', outcome: noShow });
    expect(r.ok && r.events).toEqual([
      { type: 'noRunnerUp', handNumber: 1, reason: 'fewer than two hands were shown' },
    ]);
    const chop = hand(
      2,
      [
        seat(1, 100, 100, { holeCards: ['SA', 'HQ'], won: 20 }),
        seat(2, 100, 100, { holeCards: ['DA', 'CQ'], won: 20 }),
      ],
      { board: [...BOARD] },
    );
    const c = applyRunnerUp(newRunnerUp(25), { type: 'hand', outcome: chop });
    expect(c.ok && c.events).toEqual([
      { type: 'noRunnerUp', handNumber: 2, reason: 'every shown hand won a pot' },
    ]);
  });

  it('[RUNUP-3] tied runner-up hands split the prize, odd chip to the first left of the button', () => {
    const outcome = hand(
      3,
      [
        seat(1, 100, 190, { holeCards: ['SK', 'HK'] }),
        seat(4, 100, 55, { holeCards: ['SA', 'HA'] }),
        seat(8, 100, 55, { holeCards: ['DA', 'CA'] }),
      ],
      { board: [...BOARD], button: 5 },
    );
    const r = applyRunnerUp(newRunnerUp(25), { type: 'hand', outcome });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events[0]).toMatchObject({
      seatIndexes: [8, 4],
      transfers: [
        { from: 'HOUSE', to: 8, amount: 13 },
        { from: 'HOUSE', to: 4, amount: 12 },
      ],
    });
    expect(r.state.lastRunnerUpSeatIndex).toBe(8);
  });

  it('[RUNUP-4] a folded or mucked hand is never the runner-up, however strong', () => {
    const outcome = hand(
      4,
      [
        seat(1, 100, 150, { holeCards: ['SK', 'HK'] }),
        seat(2, 100, 90, { holeCards: ['S3', 'H3'] }),
        // Seat 3 held aces but mucked them: not shown, not ranked.
        seat(3, 100, 60),
      ],
      { board: [...BOARD] },
    );
    expect(runnerUpSeats(outcome)).toEqual([2]);
  });

  it('[RUNUP-5] hi-lo: a hand that won the low half is a winner, the runner-up is the next high hand that won nothing', () => {
    const outcome = handOutcome({
      handNumber: 5,
      buttonSeatIndex: 0,
      board: ['SA', 'D2', 'C7', 'HK', 'SQ'],
      handType: 'omahaHigh',
      seats: [
        { ...seat(1, 100, 150), holeCards: ['HA', 'CA', 'D9', 'C8'], showedDown: true, won: 50 },
        { ...seat(2, 100, 125), holeCards: ['H3', 'C4', 'DK', 'CK'], showedDown: true, won: 25 },
        { ...seat(3, 100, 75), holeCards: ['DQ', 'CQ', 'H9', 'S9'], showedDown: true, won: 0 },
        { ...seat(4, 100, 50), holeCards: ['DJ', 'CJ', 'H5', 'S6'], showedDown: true, won: 0 },
      ],
      pots: [{ amount: 100, winners: [1, 2] }],
    });
    // Trip aces scoop the high; trip kings (seat 2) took the low half with 7-4-3-2-A.
    expect(outcome.showdownRanking).toEqual([[1], [2], [3], [4]]);
    expect(runnerUpSeats(outcome)).toEqual([3]);
  });

  it('[RUNUP-6] bad input is refused and changes nothing', () => {
    const s = newRunnerUp(25);
    expect(applyRunnerUp(s, { type: 'setPrize', prize: 2.5 })).toMatchObject({
      ok: false,
      error: { code: 'BAD_AMOUNT' },
    });
    const r = applyRunnerUp(s, { type: 'hand', outcome: hand(9, [seat(1, 1, 2)]) });
    if (!r.ok) throw new Error(r.error.message);
    expect(applyRunnerUp(r.state, { type: 'hand', outcome: hand(9, [seat(1, 1, 2)]) })).toMatchObject({
      ok: false,
      error: { code: 'HAND_ALREADY_SEEN' },
    });
  });

  it('[RUNUP-7] exact settlement: the prize is paid whole from the house to losing shown hands only', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: 0, max: 1000 }),
        (seed, n, prize) => {
          const random = seededRandom(seed);
          const players = Array.from({ length: n }, (_, k) => ({
            seatIndex: k,
            playerId: `p${k}`,
            stack: 200,
          }));
          const outcome = randomHand(random, 1, players, 0);
          const r = applyRunnerUp(newRunnerUp(prize), { type: 'hand', outcome });
          if (!r.ok) return false;
          const paid = r.events.flatMap((e) => (e.type === 'runnerUpPaid' ? e.transfers : []));
          const net = netOf(paid);
          const winners = new Set(outcome.pots.flatMap((p) => p.winners));
          const shown = new Set(outcome.showdownRanking.flat());
          for (const t of paid)
            if (t.from !== 'HOUSE' || winners.has(t.to as number) || !shown.has(t.to as number)) return false;
          const total = paid.reduce((s, t) => s + t.amount, 0);
          const expectedPaid = r.events[0]!.type === 'runnerUpPaid' ? prize : 0;
          return total === expectedPaid && [...net.values()].reduce((a, b) => a + b, 0) === 0;
        },
      ),
      { numRuns: 300 },
    );
  });
});
