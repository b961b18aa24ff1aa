import { describe, expect, it } from 'vitest';
import type { Card } from '../cards/cards.js';
import { HandDriver } from '../game/test-driver.js';
import { addHand, type PlayerStats, toAnalytics } from './aggregate.js';
import { handFacts } from './facts.js';
import type { AllInEquity } from './luck.js';
import { exactEquity } from './testing/exact-equity.js';
import { finish, table } from './testing/hands.js';

/**
 * luckScore (STAT-21): actual minus all-in expected winnings, per pot and per board, in big blinds,
 * only when every live hand is known and cards are still to come. Heads-up, index 0 is the big blind
 * and index 1 the button (small blind).
 */

const KK: Card[] = ['SK', 'HK'];
const AA: Card[] = ['SA', 'HA'];
const evens: AllInEquity = (spot) => spot.hands.map(() => 1 / spot.hands.length);

/** Kings (big blind) against aces (button) to the turn of a K-7-2-3 board, 100 chips each. */
function toTheTurn(): HandDriver {
  const d = table([100, 100], {}, [KK, AA]);
  d.raise(1, 6).call(0).board('DK', 'C7', 'D2').check(0).raise(1, 10).call(0);
  return d.board('H3');
}

describe('luckScore', () => {
  it('[STAT-21] a turn all-in: luck is what was collected minus equity × pot, in big blinds', () => {
    // Aces win only with one of the two aces left among 44 cards: equity 1/22 of a 200 pot.
    const d = toTheTurn().raise(0, 84).call(1).board('C9');
    const f = handFacts(d.state.config, finish(d).events, { equity: exactEquity });
    const [kings, aces] = f.players;
    expect(kings!.collected).toBe(200);
    expect(kings!.luck).toBeCloseTo(200 - (200 * 21) / 22, 9);
    expect(aces!.luck).toBeCloseTo(-200 / 22, 9);
    expect(aces!.luckBigBlinds).toBeCloseTo(-100 / 22, 9);
    const book = new Map<string, PlayerStats>();
    addHand(book, f);
    expect(toAnalytics(book.get('P2')!).luckScore).toBeCloseTo(-100 / 22, 9);
  });

  it('[STAT-21] the equity is asked per pot, with the hands that can win that pot', () => {
    // A short stack (10) all-in preflop against two callers who then get it in on the flop.
    const d = table([10, 100, 100], {}, [['C2', 'D2'], KK, AA]);
    d.raise(2, 6).raise(0, 10).call(1).call(2).board('DK', 'C7', 'D3').raise(1, 90).call(2);
    const asked: number[] = [];
    const f = handFacts(d.state.config, finish(d).events, {
      equity: (spot) => {
        asked.push(spot.hands.length);
        return evens(spot);
      },
    });
    expect(asked).toEqual([3, 2]);
    // Evens: the main pot (30) in thirds, the side pot (180) in halves.
    const expected = [10, 100, 100];
    f.players.forEach((p, i) => {
      expect(p.luck).toBeCloseTo(p.collected - expected[i]!, 9);
    });
  });

  it('[STAT-21] a river all-in has no cards to come: no luck', () => {
    const d = toTheTurn().check(0).check(1).board('C9').raise(0, 84).call(1);
    const f = handFacts(d.state.config, finish(d).events, { equity: exactEquity });
    expect(f.players.map((p) => p.luck)).toEqual([null, null]);
  });

  it('[STAT-21] a live hand nobody read leaves the hand out', () => {
    const d = new HandDriver({
      variation: 'NLH',
      players: [
        { name: 'P1', stack: 100 },
        { name: 'P2', stack: 100 },
      ],
      blindsOrStraddles: [2, 1],
    });
    d.deal(0, ...KK).do({ type: 'dealHole', player: 1, cards: [null, null] });
    d.raise(1, 100).call(0);
    const f = handFacts(d.state.config, finish(d).events, { equity: evens });
    expect(f.players.map((p) => p.luck)).toEqual([null, null]);
  });

  it('[STAT-21] without an equity function there is no luck, and the aggregate says "no value"', () => {
    const d = toTheTurn().raise(0, 84).call(1).board('C9');
    const f = handFacts(d.state.config, finish(d).events);
    expect(f.players.map((p) => p.luck)).toEqual([null, null]);
    const book = new Map<string, PlayerStats>();
    addHand(book, f);
    expect(toAnalytics(book.get('P1')!).luckScore).toBeNull();
  });

  it('[STAT-21] run it twice: each board carries half of every pot, the other board’s cards are dead, both players won a board', () => {
    const d = table([100, 100], { numBoards: 2 }, [KK, AA]);
    const board0: Card[] = ['DK', 'C7', 'D2'];
    const board1: Card[] = ['S5', 'S6', 'C8'];
    d.raise(1, 6)
      .call(0)
      .board(...board0)
      .board(...board1)
      .raise(0, 94)
      .call(1);
    d.board('H3').board('D9').board('CQ').board('H4');
    const f = handFacts(d.state.config, finish(d).events, { equity: exactEquity });
    const e0 = exactEquity({ variation: 'NLH', hands: [KK, AA], board: board0, dead: board1 });
    const e1 = exactEquity({ variation: 'NLH', hands: [KK, AA], board: board1, dead: board0 });
    const expected = [100 * e0[0]! + 100 * e1[0]!, 100 * e0[1]! + 100 * e1[1]!];
    // Kings make a set on the first board, aces hold on the second: 100 each.
    expect(f.players.map((p) => [p.won, p.collected])).toEqual([
      [true, 100],
      [true, 100],
    ]);
    f.players.forEach((p, i) => {
      expect(p.luck).toBeCloseTo(100 - expected[i]!, 9);
    });
    expect(f.players.map((p) => [p.counts.wtsd, p.counts.wsd])).toEqual([
      [
        { done: 1, opportunities: 1 },
        { done: 1, opportunities: 1 },
      ],
      [
        { done: 1, opportunities: 1 },
        { done: 1, opportunities: 1 },
      ],
    ]);
  });

  it('[STAT-21] folded hands a table read are dead cards for the runout', () => {
    const d = table([100, 100, 100], {}, [['SQ', 'HQ'], KK, AA]);
    d.raise(2, 6).fold(0).call(1).board('DK', 'C7', 'D2').raise(1, 94).call(2);
    const dead: Card[][] = [];
    handFacts(d.state.config, finish(d).events, {
      equity: (spot) => {
        dead.push([...spot.dead]);
        return evens(spot);
      },
    });
    expect(dead).toEqual([['SQ', 'HQ']]);
  });

  it('[STAT-21] a pineapple all-in before its discard does not qualify; after the discard it does', () => {
    const pineapple = (cards: Card[][]) => {
      const d = new HandDriver({
        variation: 'PINEAPPLE_NLH',
        players: cards.map((_, i) => ({ name: `P${i + 1}`, stack: 100 })),
        blindsOrStraddles: [2, 1],
        burnsRecorded: false,
      });
      cards.forEach((c, i) => {
        d.deal(i, ...c);
      });
      return d;
    };
    const before = pineapple([
      ['SK', 'HK', 'C2'],
      ['SA', 'HA', 'C3'],
    ]).raise(1, 100);
    before.call(0);
    expect(
      handFacts(before.state.config, finish(before).events, { equity: evens }).players[0]!.luck,
    ).toBeNull();
    const after = pineapple([
      ['SK', 'HK', 'C2'],
      ['SA', 'HA', 'C3'],
    ]).raise(1, 6);
    after.call(0);
    after.do({ type: 'discard', player: 0, cards: ['C2'] }).do({ type: 'discard', player: 1, cards: ['C3'] });
    after.board('DK', 'C7', 'D2').raise(0, 94).call(1);
    expect(
      handFacts(after.state.config, finish(after).events, { equity: evens }).players[0]!.luck,
    ).not.toBeNull();
  });

  it('[STAT-21] stud has cards to come in the hands, not on a board: no luck', () => {
    const d = new HandDriver({
      variation: 'STUD',
      // Three chips: the ante, then the bring-in and a completion put both all-in on third street.
      players: [0, 1].map((i) => ({ name: `P${i + 1}`, stack: 3 })),
      antes: 1,
      bringIn: 1,
      smallBet: 2,
      bigBet: 4,
      burnsRecorded: false,
    });
    d.deal(0, 'SA', 'HA', 'C2').deal(1, 'SK', 'HK', 'DK');
    d.do({ type: 'bringIn', player: 0 }).raise(1, 2).call(0);
    const f = handFacts(d.state.config, finish(d).events, { equity: evens });
    expect(f.players.map((p) => p.luck)).toEqual([null, null]);
  });
});
