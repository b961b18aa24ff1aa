import { describe, expect, it } from 'vitest';
import { potsOf } from './pots.js';
import { HandDriver } from './test-driver.js';

function players(stacks: number[]) {
  return stacks.map((stack, i) => ({ name: `P${i + 1}`, stack }));
}

describe('pots and showdown', () => {
  it('[POT-2] side pots for several all-ins: each player wins only what they matched', () => {
    // p1 (SB) 20, p2 (BB) 50, p3 100, p4 100. Everyone all-in preflop.
    const hand = new HandDriver({
      variation: 'NLH',
      players: players([20, 50, 100, 100]),
      blindsOrStraddles: [1, 2],
    });
    hand.deal(0, 'SA', 'HA').deal(1, 'SK', 'HK').deal(2, 'SQ', 'HQ').deal(3, 'C7', 'D2');
    hand.raise(2, 100).call(3).call(0).call(1);
    expect(potsOf(hand.state.players)).toEqual([
      { amount: 80, eligible: [0, 1, 2, 3] },
      { amount: 90, eligible: [1, 2, 3] },
      { amount: 100, eligible: [2, 3] },
    ]);
    hand.board('C3', 'D4', 'H9').board('SJ').board('C8');
    hand.show(0).show(1).show(2).show(3);
    // Aces win the main pot, kings the first side pot, queens the last.
    expect(hand.stacks).toEqual([80, 90, 100, 0]);
    expect(hand.state.result?.showdown).toBe(true);
  });

  it('[POT-3] a tie splits the pot evenly', () => {
    const hand = new HandDriver({
      variation: 'NLH',
      players: players([100, 100, 100]),
      blindsOrStraddles: [1, 2],
    });
    hand.deal(0, 'S2', 'H3').deal(1, 'D2', 'C3').deal(2, 'SK', 'HK');
    hand.call(2).call(0).check(1);
    hand.board('SA', 'DA', 'HA');
    hand.raise(0, 3).call(1).fold(2);
    hand.board('CA').check(0).check(1).board('SQ').check(0).check(1);
    hand.show(0).show(1);
    // Both play the board (four aces, queen kicker): 6 preflop + 3 + 3 splits 6 and 6.
    expect(hand.stacks).toEqual([101, 101, 98]);
  });

  it('[POT-4] an odd chip of a split pot goes to the first tied player left of the button', () => {
    // Antes make an odd pot: 3 players ante 1, blinds 1/2; p3 folds; p1 calls; p2 checks: pot 3 + 4 = 7.
    const hand = new HandDriver({
      variation: 'NLH',
      players: players([100, 100, 100]),
      blindsOrStraddles: [1, 2],
      antes: 1,
    });
    hand.deal(0, 'S2', 'H3').deal(1, 'D2', 'C3').deal(2, 'SK', 'HK');
    hand.fold(2).call(0).check(1);
    hand
      .board('SA', 'DA', 'HA')
      .check(0)
      .check(1)
      .board('CA')
      .check(0)
      .check(1)
      .board('SQ')
      .check(0)
      .check(1);
    hand.show(0).show(1);
    expect(hand.stacks).toEqual([101, 100, 99]);
  });

  it('[POT-5] hi-lo: the low half goes to the best 8-or-better low, the odd chip to the high half', () => {
    const hand = new HandDriver({
      variation: 'PLO8',
      players: players([100, 100]),
      blindsOrStraddles: [2, 1],
      antes: [1, 0],
      anteTrimming: false,
    });
    // p1 (big blind) and p2 (button): pot 2 + 2 + 1 dead ante = 5.
    hand.deal(0, 'SA', 'S2', 'HK', 'DK').deal(1, 'CQ', 'DQ', 'HJ', 'SJ');
    hand.call(1).check(0);
    hand
      .board('C3', 'D4', 'H9')
      .check(0)
      .check(1)
      .board('CK')
      .check(0)
      .check(1)
      .board('S8')
      .check(0)
      .check(1);
    hand.show(0).show(1);
    // p1 makes both the high (three kings) and the low (8-4-3-2-A): scoops.
    expect(hand.stacks).toEqual([102, 98]);
  });

  it('[POT-6] hi-lo without a qualifying low: the high hand scoops', () => {
    const hand = new HandDriver({
      variation: 'PLO8',
      players: players([100, 100]),
      blindsOrStraddles: [2, 1],
    });
    hand.deal(0, 'SA', 'S2', 'HK', 'DK').deal(1, 'CQ', 'DQ', 'HJ', 'SJ');
    hand.call(1).check(0);
    hand
      .board('CT', 'D9', 'H9')
      .check(0)
      .check(1)
      .board('CK')
      .check(0)
      .check(1)
      .board('SQ')
      .check(0)
      .check(1);
    hand.show(0).show(1);
    expect(hand.stacks).toEqual([102, 98]);
    expect(hand.state.result!.pots[0]!.shares.map((s) => s.handType)).toEqual(['omahaHigh']);
  });

  it('[POT-7] hi-lo split: different players win each half, the odd chip to the high', () => {
    const hand = new HandDriver({
      variation: 'PLO8',
      players: players([100, 100]),
      blindsOrStraddles: [2, 1],
      antes: [1, 0],
      anteTrimming: false,
    });
    hand.deal(0, 'SA', 'S2', 'H7', 'D7').deal(1, 'CK', 'DK', 'HJ', 'SJ');
    hand.call(1).check(0);
    hand
      .board('C3', 'D4', 'H8')
      .check(0)
      .check(1)
      .board('HK')
      .check(0)
      .check(1)
      .board('SQ')
      .check(0)
      .check(1);
    hand.show(0).show(1);
    // Pot 5: high (p2, kings) 3, low (p1, 8-4-3-2-A) 2.
    expect(hand.stacks).toEqual([97 + 2, 98 + 3]);
  });

  it('[POT-8] two boards: each board wins half of every pot', () => {
    const hand = new HandDriver({
      variation: 'NLH',
      players: players([100, 100]),
      blindsOrStraddles: [2, 1],
      numBoards: 2,
    });
    hand.deal(0, 'SA', 'HA').deal(1, 'SK', 'HK');
    hand.raise(1, 100).call(0);
    hand.do({ type: 'dealBoard', board: 0, cards: ['C2', 'D3', 'H8'] });
    hand.do({ type: 'dealBoard', board: 1, cards: ['CK', 'D4', 'H9'] });
    hand
      .do({ type: 'dealBoard', board: 0, cards: ['S5'] })
      .do({ type: 'dealBoard', board: 1, cards: ['S6'] });
    hand
      .do({ type: 'dealBoard', board: 0, cards: ['CJ'] })
      .do({ type: 'dealBoard', board: 1, cards: ['CT'] });
    hand.show(0).show(1);
    expect(hand.stacks).toEqual([100, 100]);
    expect(hand.state.result!.pots[0]!.shares.map((s) => s.winners)).toEqual([[0], [1]]);
  });

  it('[GAME-SHOW-1] a mucked hand gives up the pot; the last hand shown takes it', () => {
    const hand = new HandDriver({
      variation: 'NLH',
      players: players([100, 100]),
      blindsOrStraddles: [2, 1],
    });
    hand.deal(0, 'SA', 'HA').deal(1, 'S7', 'H2');
    hand.call(1).check(0);
    hand
      .board('C2', 'D3', 'H8')
      .check(0)
      .check(1)
      .board('CK')
      .check(0)
      .check(1)
      .board('SQ')
      .check(0)
      .check(1);
    expect(hand.state.phase).toBe('showdown');
    hand.show(1).do({ type: 'muck', player: 0 });
    expect(hand.stacks).toEqual([98, 102]);
  });
});
