import { describe, expect, it } from 'vitest';
import { HandDriver } from '../game/test-driver.js';
import { addHand, emptyPlayerStats, percentage, toAnalytics } from './aggregate.js';
import { statApplicability } from './applicability.js';
import { type FactsOptions, handFacts, type PlayerHandFacts, type RatioStatName } from './facts.js';
import { positionsOf } from './positions.js';
import { finish, table } from './testing/hands.js';

/**
 * One hand-written hand per rule and edge case (docs/decisions/002-player-statistics.md), each
 * asserting the exact flags. Player indices are position order: with three or more players 0 is the
 * small blind, 1 the big blind, the last the button; heads-up 0 is the big blind and 1 the button.
 */

const factsOf = (d: HandDriver, options?: FactsOptions) =>
  handFacts(d.state.config, finish(d).events, options);

/** `[done, opportunities]` of one stat for every player. */
function flags(d: HandDriver, stat: RatioStatName, options?: FactsOptions): [number, number][] {
  return factsOf(d, options).players.map((p) => [p.counts[stat].done, p.counts[stat].opportunities]);
}

const player = (d: HandDriver, i: number): PlayerHandFacts => factsOf(d).players[i]!;

describe('hands played, won and lost', () => {
  it('[STAT-1] every player dealt in plays the hand, a walk included', () => {
    const d = table([100, 100, 100]).fold(2).fold(0);
    const book = new Map();
    addHand(book, factsOf(d));
    expect([...book.values()].map((s) => s.handsPlayed)).toEqual([1, 1, 1]);
  });

  it('[STAT-2] a walk is a hand won: the big blind collects the pot', () => {
    const d = table([100, 100, 100]).fold(2).fold(0);
    expect(factsOf(d).players.map((p) => p.won)).toEqual([false, true, false]);
    expect(player(d, 1).collected).toBe(2);
    expect(player(d, 1).net).toBe(1);
  });

  it('[STAT-2] a split pot is won by each player who collects part of it', () => {
    // Board plays: a royal flush on the board splits the pot.
    const d = table([100, 100, 100], {}, [
      ['C2', 'D3'],
      ['C4', 'D5'],
      ['C7', 'D8'],
    ]);
    d.call(2).call(0).check(1).board('SA', 'SK', 'SQ').check(0).check(1).check(2);
    d.board('SJ').check(0).check(1).check(2).board('ST').check(0).check(1).check(2);
    expect(factsOf(d).players.map((p) => p.won)).toEqual([true, true, true]);
  });

  it('[STAT-3] a hand is lost when chips went in voluntarily and nothing came back; a checked-down big blind did not lose it', () => {
    const d = table([100, 100, 100], {}, [
      ['C2', 'D3'],
      ['SA', 'HA'],
      ['C7', 'D8'],
    ]);
    d.call(2).fold(0).check(1);
    d.board('S5', 'H9', 'DK').check(1).check(2).board('CJ').check(1).check(2).board('D4').check(1).check(2);
    // The big blind (aces) wins; the button limped and lost; the small blind folded its blind.
    expect(factsOf(d).players.map((p) => [p.won, p.lost])).toEqual([
      [false, false],
      [true, false],
      [false, true],
    ]);
    const loser = table([100, 100, 100], {}, [
      ['C2', 'D3'],
      ['C7', 'D8'],
      ['SA', 'HA'],
    ]);
    loser.call(2).fold(0).check(1);
    loser
      .board('S5', 'H9', 'DK')
      .check(1)
      .check(2)
      .board('CJ')
      .check(1)
      .check(2)
      .board('D4')
      .check(1)
      .check(2);
    expect(player(loser, 1).lost).toBe(false);
    expect(player(loser, 1).net).toBe(-2);
  });

  it('[STAT-4] earnings are collected minus contributed, uncalled bets returned', () => {
    const d = table([100, 100, 100]).raise(2, 6).fold(0).fold(1);
    expect(factsOf(d).players.map((p) => p.net)).toEqual([-1, -2, 3]);
  });
});

describe('VPIP and PFR', () => {
  it('[STAT-5] a walk is not a VPIP opportunity for the big blind; the folders had one', () => {
    const d = table([100, 100, 100]).fold(2).fold(0);
    expect(flags(d, 'vpip')).toEqual([
      [0, 1],
      [0, 0],
      [0, 1],
    ]);
    expect(flags(d, 'pfr')).toEqual([
      [0, 1],
      [0, 0],
      [0, 1],
    ]);
  });

  it('[STAT-5] a small blind completion is VPIP and not PFR; the big blind checking its option is neither', () => {
    const d = table([100, 100, 100]).fold(2).call(0).check(1);
    expect(flags(d, 'vpip')).toEqual([
      [1, 1],
      [0, 1],
      [0, 1],
    ]);
    expect(flags(d, 'pfr')).toEqual([
      [0, 1],
      [0, 1],
      [0, 1],
    ]);
  });

  it('[STAT-5] a straddle is forced: the straddler who checks is not VPIP, and a straddler walked is no opportunity', () => {
    const setup = { blindsOrStraddles: [1, 2, 4] };
    const checked = table([100, 100, 100, 100], setup).call(3).fold(0).fold(1).check(2);
    expect(flags(checked, 'vpip')).toEqual([
      [0, 1],
      [0, 1],
      [0, 1],
      [1, 1],
    ]);
    const walked = table([100, 100, 100, 100], setup).fold(3).fold(0).fold(1);
    expect(flags(walked, 'vpip')).toEqual([
      [0, 1],
      [0, 1],
      [0, 0],
      [0, 1],
    ]);
  });

  it('[STAT-5] a blind all-in from posting has no decision, so no VPIP opportunity', () => {
    const d = table([100, 2, 100]).call(2).call(0);
    expect(flags(d, 'vpip')).toEqual([
      [1, 1],
      [0, 0],
      [1, 1],
    ]);
  });

  it('[STAT-6] PFR counts any preflop raise, once per hand', () => {
    const d = table([100, 100, 100]).raise(2, 6).raise(0, 18).fold(1).raise(2, 54).call(0);
    expect(flags(d, 'pfr')).toEqual([
      [1, 1],
      [0, 1],
      [1, 1],
    ]);
  });
});

describe('RFI and steal', () => {
  it('[STAT-7] the first player folded to has an RFI opportunity; an open-limp is not an RFI', () => {
    const d = table([100, 100, 100, 100, 100, 100]).call(2).fold(3).fold(4).fold(5).fold(0).check(1);
    expect(flags(d, 'rfi')).toEqual([
      [0, 0],
      [0, 0],
      [0, 1],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });

  it('[STAT-7] an open raise after folds is an RFI from that position; the big blind never has one without a straddle', () => {
    const d = table([100, 100, 100, 100, 100, 100]).fold(2).fold(3).raise(4, 5).fold(5).fold(0).fold(1);
    const f = factsOf(d).players;
    expect(f.map((p) => p.position)).toEqual(['sb', 'bb', 'utg', 'hj', 'co', 'btn']);
    expect(flags(d, 'rfi')).toEqual([
      [0, 0],
      [0, 0],
      [0, 1],
      [0, 1],
      [1, 1],
      [0, 0],
    ]);
    const stats = emptyPlayerStats();
    const book = new Map([['P5', stats]]);
    addHand(book, factsOf(d));
    expect(stats.rfiByPosition).toEqual({ co: { done: 1, opportunities: 1 } });
  });

  it('[STAT-7] with a straddle the big blind folded to has an RFI opportunity', () => {
    const d = table([100, 100, 100, 100], { blindsOrStraddles: [1, 2, 4] })
      .fold(3)
      .fold(0)
      .raise(1, 12)
      .fold(2);
    expect(flags(d, 'rfi')).toEqual([
      [0, 1],
      [1, 1],
      [0, 0],
      [0, 1],
    ]);
  });

  it('[STAT-8] a steal is an RFI from the cutoff, button or small blind', () => {
    const d = table([100, 100, 100, 100, 100, 100])
      .fold(2)
      .fold(3)
      .fold(4)
      .raise(5, 5)
      .raise(0, 15)
      .fold(1)
      .fold(5);
    expect(flags(d, 'steal')).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 1],
      [1, 1],
    ]);
  });

  it('[STAT-8] heads-up the button posts the small blind and has a steal opportunity', () => {
    const d = table([100, 100]).raise(1, 5).fold(0);
    expect(factsOf(d).players.map((p) => p.position)).toEqual(['bb', 'sb']);
    expect(flags(d, 'steal')).toEqual([
      [0, 0],
      [1, 1],
    ]);
    expect(flags(d, 'rfi')).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });

  it('[STAT-7] positions count back from the button at every table size', () => {
    expect(positionsOf(3)).toEqual(['sb', 'bb', 'btn']);
    expect(positionsOf(4)).toEqual(['sb', 'bb', 'co', 'btn']);
    expect(positionsOf(5)).toEqual(['sb', 'bb', 'utg', 'co', 'btn']);
    expect(positionsOf(7)).toEqual(['sb', 'bb', 'utg', 'lj', 'hj', 'co', 'btn']);
    expect(positionsOf(10)).toEqual(['sb', 'bb', 'utg', 'utg1', 'utg2', 'utg3', 'lj', 'hj', 'co', 'btn']);
  });
});

describe('3bet, 4bet and 3bet+', () => {
  it('[STAT-9] a squeeze is a 3bet; the caller in between had a 3bet opportunity too', () => {
    // co opens, btn calls, sb squeezes, bb folds, co and btn fold.
    const d = table([100, 100, 100, 100]).raise(2, 6).call(3).raise(0, 24).fold(1).fold(2).fold(3);
    expect(flags(d, 'threeBet')).toEqual([
      [1, 1],
      [0, 0],
      [0, 0],
      [0, 1],
    ]);
    expect(flags(d, 'fourBet')).toEqual([
      [0, 0],
      [0, 1],
      [0, 1],
      [0, 1],
    ]);
    expect(flags(d, 'threeBetPlus')).toEqual([
      [1, 1],
      [0, 1],
      [0, 1],
      [0, 1],
    ]);
  });

  it('[STAT-10] a 4bet answers a 3bet, cold or by the opener', () => {
    const d = table([200, 200, 200, 200])
      .raise(2, 6)
      .raise(3, 18)
      .fold(0)
      .raise(1, 50)
      .raise(2, 120)
      .fold(3)
      .fold(1);
    expect(flags(d, 'fourBet')).toEqual([
      [0, 1],
      [1, 1],
      [0, 0],
      [0, 0],
    ]);
  });

  it('[STAT-11] 3bet+ is any re-raise before the flop: every decision facing a raise with the right to raise', () => {
    const d = table([200, 200, 200, 200])
      .raise(2, 6)
      .raise(3, 18)
      .fold(0)
      .raise(1, 50)
      .raise(2, 120)
      .fold(3)
      .fold(1);
    // The opener's re-raise faced a 4bet (level 4): a 3bet+ but neither a 3bet nor a 4bet.
    expect(flags(d, 'threeBetPlus')).toEqual([
      [0, 1],
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
  });

  it('[STAT-9] a raise over a straddle is an open, not a 3bet', () => {
    const d = table([100, 100, 100, 100], { blindsOrStraddles: [1, 2, 4] })
      .raise(3, 12)
      .fold(0)
      .fold(1)
      .raise(2, 36)
      .fold(3);
    expect(flags(d, 'threeBet')).toEqual([
      [0, 1],
      [0, 1],
      [1, 1],
      [0, 0],
    ]);
  });

  it('[STAT-9] no 3bet opportunity without the chips to re-raise', () => {
    // The big blind has 6 chips: calling the raise to 6 is all it can do.
    const d = table([100, 6, 100]).raise(2, 6).fold(0).call(1);
    expect(flags(d, 'threeBet')).toEqual([
      [0, 1],
      [0, 0],
      [0, 0],
    ]);
  });

  it('[STAT-10] a short all-in that does not reopen raising gives the opener no 4bet opportunity', () => {
    const rules = { rules: { shortAllInReopens: false } };
    // p3 opens to 10, p1 goes all-in for 13 (not a full raise), p2 calls: p3 may only call or fold.
    const d = table([13, 100, 100], rules).raise(2, 10).raise(0, 13).call(1).call(2);
    expect(flags(d, 'fourBet')).toEqual([
      [0, 0],
      [0, 1],
      [0, 0],
    ]);
    const reopens = table([13, 100, 100], { rules: { shortAllInReopens: true } })
      .raise(2, 10)
      .raise(0, 13)
      .call(1)
      .call(2);
    expect(flags(reopens, 'fourBet')).toEqual([
      [0, 0],
      [0, 1],
      [0, 1],
    ]);
  });
});

describe('aggression frequency', () => {
  it('[STAT-12] AFq counts postflop bets and raises over bets, raises, calls and folds; checks and preflop do not count', () => {
    const d = table([200, 200, 200]).raise(2, 6).call(0).call(1);
    d.board('C2', 'D7', 'CK').check(0).raise(1, 10).raise(2, 30).fold(0).call(1);
    d.board('S3').check(1).raise(2, 40).raise(1, 100).fold(2);
    expect(flags(d, 'afq')).toEqual([
      [0, 1],
      [2, 3],
      [2, 3],
    ]);
  });
});

describe('continuation bets', () => {
  it('[STAT-13] the preflop raiser who bets the flop when checked to makes a cbet; turn and river chain on it', () => {
    const d = table([200, 200, 200]).raise(2, 6).fold(0).call(1);
    d.board('C2', 'D7', 'CK').check(1).raise(2, 8).call(1);
    d.board('S3').check(1).raise(2, 20).call(1);
    d.board('S4').check(1).check(2);
    expect(flags(d, 'cbet')).toEqual([
      [0, 0],
      [0, 0],
      [1, 1],
    ]);
    expect(flags(d, 'cbetTurn')).toEqual([
      [0, 0],
      [0, 0],
      [1, 1],
    ]);
    expect(flags(d, 'cbetRiver')).toEqual([
      [0, 0],
      [0, 0],
      [0, 1],
    ]);
    expect(flags(d, 'foldToCbet')).toEqual([
      [0, 0],
      [0, 1],
      [0, 0],
    ]);
    expect(flags(d, 'foldToCbetTurn')).toEqual([
      [0, 0],
      [0, 1],
      [0, 0],
    ]);
  });

  it('[STAT-13] a donk bet removes the cbet opportunity', () => {
    const d = table([200, 200, 200]).raise(2, 6).fold(0).call(1);
    d.board('C2', 'D7', 'CK').raise(1, 8).call(2);
    d.board('S3').check(1).raise(2, 20).fold(1);
    expect(flags(d, 'cbet')).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    // No flop cbet, so the turn bet is not a turn cbet either (the chain is broken).
    expect(flags(d, 'cbetTurn')).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });

  it('[STAT-13] a raiser who checks the flop had the opportunity and passed; a delayed turn bet is not a turn cbet', () => {
    const d = table([200, 200, 200]).raise(2, 6).fold(0).call(1);
    d.board('C2', 'D7', 'CK').check(1).check(2);
    d.board('S3').check(1).raise(2, 20).fold(1);
    expect(flags(d, 'cbet')[2]).toEqual([0, 1]);
    expect(flags(d, 'cbetTurn')[2]).toEqual([0, 0]);
  });

  it('[STAT-14] folding to a cbet is counted at the first decision facing it; a player facing a raise of it is not facing the cbet', () => {
    const d = table([200, 200, 200, 200]).fold(2).raise(3, 6).call(0).call(1);
    d.board('C2', 'D7', 'CK').check(0).check(1).raise(3, 10).raise(0, 40).fold(1).fold(3);
    expect(flags(d, 'foldToCbet')).toEqual([
      [0, 1],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });

  it('[STAT-13] an all-in preflop is not a cbet opportunity nor a showdown choice', () => {
    const d = table([50, 200, 200], {}, [
      ['C2', 'D3'],
      ['SA', 'HA'],
      ['SK', 'HK'],
    ]);
    d.raise(2, 6).raise(0, 50).fold(1).call(2);
    d.board('C5', 'D9', 'HJ').board('S8').board('C4');
    expect(flags(d, 'cbet')).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    // Neither the all-in player nor the bigger stack that called has a decision after the flop.
    expect(flags(d, 'wtsd')).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(flags(d, 'wsd')).toEqual([
      [0, 1],
      [0, 0],
      [1, 1],
    ]);
  });
});

describe('showdowns', () => {
  it('[STAT-15] WTSD: a player who saw the flop with a decision and was still in at the end went to showdown', () => {
    const d = table([200, 200, 200], {}, [
      ['C2', 'D3'],
      ['SA', 'HA'],
      ['SK', 'HK'],
    ]);
    d.call(2).call(0).check(1);
    d.board('C5', 'D9', 'HJ').raise(0, 4).call(1).call(2);
    d.board('S8').raise(0, 10).fold(1).call(2);
    d.board('C4').check(0).check(2);
    expect(flags(d, 'wtsd')).toEqual([
      [1, 1],
      [0, 1],
      [1, 1],
    ]);
  });

  it('[STAT-16] a player who calls the river and mucks reached showdown and did not win at it', () => {
    const d = table([200, 200], {}, [
      ['C2', 'D3'],
      ['SA', 'HA'],
    ]);
    d.call(1).check(0);
    d.board('C5', 'D9', 'HJ').check(0).check(1).board('S8').check(0).check(1);
    d.board('C4').raise(0, 2).call(1);
    d.show(0).show(1);
    expect(flags(d, 'wsd')).toEqual([
      [0, 1],
      [1, 1],
    ]);
    const mucked = table([200, 200], {}, [
      ['SA', 'HA'],
      ['C2', 'D3'],
    ]);
    mucked.call(1).check(0);
    mucked.board('C5', 'D9', 'HJ').check(0).check(1).board('S8').check(0).check(1);
    mucked.board('C4').raise(0, 2).call(1);
    mucked.show(0).do({ type: 'muck', player: 1 });
    expect(factsOf(mucked).showdown).toBe(true);
    expect(flags(mucked, 'wsd')).toEqual([
      [1, 1],
      [0, 1],
    ]);
    expect(flags(mucked, 'wtsd')).toEqual([
      [1, 1],
      [1, 1],
    ]);
  });

  it('[STAT-15] a hand won without a showdown: the flop was seen, showdown not reached', () => {
    const d = table([200, 200]).call(1).check(0).board('C5', 'D9', 'HJ').raise(0, 4).fold(1);
    expect(flags(d, 'wtsd')).toEqual([
      [0, 1],
      [0, 1],
    ]);
    expect(flags(d, 'wsd')).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });
});

describe('big blinds, pots and tank', () => {
  it('[STAT-17] results in big blinds use the big blind, not a straddle', () => {
    const d = table([100, 100, 100, 100], { blindsOrStraddles: [1, 2, 4] })
      .raise(3, 12)
      .fold(0)
      .fold(1)
      .fold(2);
    const f = factsOf(d);
    expect(f.bigBlind).toBe(2);
    expect(f.players.map((p) => p.netBigBlinds)).toEqual([-0.5, -1, -2, 3.5]);
  });

  it('[STAT-17] amounts are divided by the chips per unit; big blinds do not change', () => {
    const d = table([10000, 10000, 10000], { blindsOrStraddles: [50, 100] })
      .raise(2, 300)
      .fold(0)
      .fold(1);
    const f = factsOf(d, { chipsPerUnit: 100 });
    expect(f.bigBlind).toBe(1);
    expect(f.players.map((p) => p.net)).toEqual([-0.5, -1, 1.5]);
    expect(f.players.map((p) => p.netBigBlinds)).toEqual([-0.5, -1, 1.5]);
  });

  it('[STAT-19] largest pot won is the gross amount collected', () => {
    const d = table([100, 100, 100]).raise(2, 6).call(0).fold(1);
    d.board('C5', 'D9', 'HJ').raise(0, 10).fold(2);
    // The flop bet nobody called comes back; it is not part of the pot won.
    expect(player(d, 0).collected).toBe(14);
    expect(player(d, 0).net).toBe(8);
  });

  it('[STAT-20] decision times are read one per betting action, per player', () => {
    const d = table([100, 100, 100]).raise(2, 6).call(0).fold(1);
    // raise (p3), call (p1), fold (p2) — the fold was not timed.
    const f = factsOf(d, { decisionTimes: [1200, 800.4, null] });
    expect(f.players.map((p) => p.tank)).toEqual([
      { longest: 800.4, total: 800.4, decisions: 1 },
      { longest: 0, total: 0, decisions: 0 },
      { longest: 1200, total: 1200, decisions: 1 },
    ]);
    const book = new Map();
    addHand(book, f);
    expect(toAnalytics(book.get('P1')).longestTank).toBe(800);
  });
});

describe('stud and draw', () => {
  it('[STAT-5] stud: the bring-in is forced, completing is a raise, and there is no RFI', () => {
    const d = new HandDriver({
      variation: 'STUD',
      players: [100, 100, 100].map((stack, i) => ({ name: `P${i + 1}`, stack })),
      antes: 1,
      bringIn: 1,
      smallBet: 2,
      bigBet: 4,
      burnsRecorded: false,
    });
    // The lowest door card brings in: p1 (C2).
    d.deal(0, 'SA', 'HA', 'C2').deal(1, 'SK', 'HK', 'DK').deal(2, 'SQ', 'HQ', 'DQ');
    expect(d.actor).toBe(0);
    d.do({ type: 'bringIn', player: 0 }).raise(1, 2).fold(2).call(0);
    expect(flags(d, 'vpip')).toEqual([
      [1, 1],
      [1, 1],
      [0, 1],
    ]);
    expect(flags(d, 'pfr')).toEqual([
      [0, 1],
      [1, 1],
      [0, 1],
    ]);
    expect(flags(d, 'rfi')).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(factsOf(d).players.map((p) => p.position)).toEqual([null, null, null]);
  });
});

describe('no value without an opportunity', () => {
  it('[STAT-23] a stat never offered has no percentage, not 0%', () => {
    const d = table([100, 100, 100]).fold(2).fold(0);
    const book = new Map();
    addHand(book, factsOf(d));
    const bb = toAnalytics(book.get('P2'));
    expect(bb.vpip).toEqual({ done: 0, opportunities: 0 });
    expect(percentage(bb.vpip)).toBeNull();
    expect(percentage(toAnalytics(book.get('P1')).vpip)).toBe(0);
    expect(toAnalytics(emptyPlayerStats()).bb100).toBeNull();
    expect(toAnalytics(emptyPlayerStats()).luckScore).toBeNull();
  });
});

describe('which variation has which statistic', () => {
  it('[STAT-26] RFI and steal need blinds, the 13×13 grid two-card hold’em, luck a board', () => {
    expect(statApplicability('NLH')).toMatchObject({ startingHandView: 'grid13x13', luckScore: true });
    expect(statApplicability('NLH').ratioStats).toContain('rfi');
    expect(statApplicability('PLO')).toMatchObject({ startingHandView: 'primeProduct', luckScore: true });
    expect(statApplicability('PINEAPPLE_NLH').startingHandView).toBe('primeProduct');
    expect(statApplicability('STUD').ratioStats).not.toContain('rfi');
    expect(statApplicability('STUD').ratioStats).not.toContain('steal');
    expect(statApplicability('STUD')).toMatchObject({ startingHandView: 'primeProduct', luckScore: false });
    expect(statApplicability('TRIPLE_DRAW_2_7').luckScore).toBe(false);
  });
});
