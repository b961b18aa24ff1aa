import { describe, expect, it } from 'vitest';
import { parsePhh } from '../history/phh.js';
import { replay } from '../history/replay.js';
import { actionOptions } from './apply.js';
import { invariantViolations } from './invariants.js';
import { HandDriver } from './test-driver.js';

const nlh = (stacks: number[], extra: Partial<ConstructorParameters<typeof HandDriver>[0]> = {}) =>
  new HandDriver({
    variation: 'NLH',
    players: stacks.map((stack, i) => ({ name: `P${i + 1}`, stack })),
    blindsOrStraddles: [1, 2],
    ...extra,
  });

function dealNlh(hand: HandDriver): HandDriver {
  const cards = [
    'SA',
    'HA',
    'SK',
    'HK',
    'SQ',
    'HQ',
    'SJ',
    'HJ',
    'ST',
    'HT',
    'S9',
    'H9',
    'S8',
    'H8',
    'S7',
    'H7',
  ] as const;
  hand.state.players.forEach((_, i) => {
    hand.deal(i, cards[2 * i]!, cards[2 * i + 1]!);
  });
  return hand;
}

describe('blinds and turn order', () => {
  it('[BLIND-1] the blinds are posted and the player left of the big blind acts first', () => {
    const hand = dealNlh(nlh([100, 100, 100, 100]));
    expect(hand.state.players.map((p) => p.bet)).toEqual([1, 2, 0, 0]);
    expect(hand.actor).toBe(2);
  });

  it('[BLIND-2] heads-up the button posts the small blind, acts first before the flop and last after it', () => {
    // Position order: p1 is the big blind (left of the button), p2 the button.
    const hand = dealNlh(nlh([100, 100], { blindsOrStraddles: [2, 1] }));
    expect(hand.actor).toBe(1);
    hand.call(1).check(0).board('D2', 'D3', 'D4');
    expect(hand.actor).toBe(0);
  });

  it('[BLIND-3] a straddle acts last before the flop, and an ultimate (button) straddle sends action to the small blind', () => {
    const straddle = dealNlh(nlh([100, 100, 100, 100], { blindsOrStraddles: [1, 2, 4] }));
    expect(straddle.actor).toBe(3);
    expect(
      straddle.events
        .filter((e) => e.type === 'blindPosted')
        .map((e) => e.type === 'blindPosted' && e.straddle),
    ).toEqual([false, false, true]);
    const button = dealNlh(nlh([100, 100, 100, 100], { blindsOrStraddles: [1, 2, 0, 4] }));
    expect(button.actor).toBe(0);
  });

  it('[BET-1] acting out of turn is refused and changes nothing', () => {
    const hand = dealNlh(nlh([100, 100, 100]));
    const error = hand.refuse({ type: 'checkOrCall', player: 0 });
    expect(error).toMatchObject({ code: 'OUT_OF_TURN', rule: 'BET-1' });
    expect(error.message).toContain("p3's turn");
  });

  it('[BET-10] the big blind gets the option when everyone limps', () => {
    const hand = dealNlh(nlh([100, 100, 100]));
    hand.call(2).call(0);
    expect(hand.actor).toBe(1);
    expect(actionOptions(hand.state)).toMatchObject({ canCheck: true, canRaise: true, minRaiseTo: 4 });
    hand.check(1);
    expect(hand.state.phase).toBe('dealing');
  });
});

describe('raise sizes', () => {
  it('[BET-3] a raise must be at least the size of the last raise', () => {
    const hand = dealNlh(nlh([100, 100, 100]));
    hand.raise(2, 7); // a raise of 5
    expect(hand.refuse({ type: 'betOrRaiseTo', player: 0, amount: 11 })).toMatchObject({ rule: 'BET-3' });
    hand.raise(0, 12);
    expect(actionOptions(hand.state)?.minRaiseTo).toBe(17);
  });

  it('[BET-4] pot limit caps a raise at the pot after calling', () => {
    const hand = new HandDriver({
      variation: 'PLO',
      players: [0, 1, 2].map((i) => ({ name: `P${i}`, stack: 1000 })),
      blindsOrStraddles: [1, 2],
    });
    hand.deal(0, 'SA', 'HA', 'DA', 'CA').deal(1, 'SK', 'HK', 'DK', 'CK').deal(2, 'SQ', 'HQ', 'DQ', 'CQ');
    // Preflop: pot 3, to call 2: raise to 2 + (3 + 2) = 7.
    expect(actionOptions(hand.state)).toMatchObject({ minRaiseTo: 4, maxRaiseTo: 7 });
    expect(hand.refuse({ type: 'betOrRaiseTo', player: 2, amount: 8 })).toMatchObject({ rule: 'BET-4' });
    hand.raise(2, 7);
    // Pot 10, small blind to call 6: 7 + (10 + 6) = 23.
    expect(actionOptions(hand.state)?.maxRaiseTo).toBe(23);
  });

  it('[BET-5] fixed limit caps the bets and raises on a street', () => {
    const hand = new HandDriver({
      variation: 'NLH',
      limits: 'FIXED_LIMIT',
      smallBet: 2,
      bigBet: 4,
      players: [0, 1, 2].map((i) => ({ name: `P${i}`, stack: 100 })),
      blindsOrStraddles: [1, 2],
    });
    dealNlh(hand);
    expect(actionOptions(hand.state)).toMatchObject({ minRaiseTo: 4, maxRaiseTo: 4 });
    hand.raise(2, 4).raise(0, 6).raise(1, 8).raise(2, 10);
    expect(hand.refuse({ type: 'betOrRaiseTo', player: 0, amount: 12 })).toMatchObject({
      code: 'RAISE_CAP_REACHED',
    });
    hand.call(0).call(1);
    expect(hand.state.phase).toBe('dealing');
  });

  it('[BET-6] a player who cannot cover the bet may only call all-in or fold', () => {
    const hand = dealNlh(nlh([100, 100, 5]));
    hand.raise(2, 5);
    hand.raise(0, 20);
    hand.call(1);
    // p3 is all-in for 5 already and is skipped; the round is over.
    expect(hand.state.phase).toBe('dealing');
  });

  it('[BET-7] a short all-in does not reopen raising for players who already acted', () => {
    const play = (shortAllInReopens: boolean) => {
      const hand = dealNlh(nlh([100, 100, 100, 15], { rules: { shortAllInReopens } }));
      hand.raise(2, 10); // p3 raises to 10: a raise of 8
      hand.raise(3, 15); // p4 all-in for 15: only 5 more, not a full raise
      hand.call(0).fold(1);
      return hand;
    };
    const tda = play(false);
    expect(tda.actor).toBe(2);
    expect(actionOptions(tda.state)).toMatchObject({ canRaise: false, callAmount: 5 });
    expect(tda.refuse({ type: 'betOrRaiseTo', player: 2, amount: 23 })).toMatchObject({ rule: 'BET-7' });
    const lenient = play(true);
    expect(actionOptions(lenient.state)).toMatchObject({ canRaise: true, minRaiseTo: 23 });
  });

  it('[BET-7] short all-ins that add up to a full raise reopen raising', () => {
    const hand = dealNlh(nlh([100, 100, 100, 15, 20]));
    hand.raise(2, 10).raise(3, 15).raise(4, 20); // 10 more than p3's 10: a full raise in total
    hand.call(0).fold(1);
    expect(actionOptions(hand.state)).toMatchObject({ canRaise: true, minRaiseTo: 28 });
  });

  it('[BET-9] in stud the lowest door card brings in or completes, and may not fold first', () => {
    const hand = new HandDriver({
      variation: 'STUD',
      players: [0, 1, 2].map((i) => ({ name: `P${i}`, stack: 500 })),
      antes: 1,
      bringIn: 2,
      smallBet: 10,
      bigBet: 20,
    });
    hand.deal(0, 'SA', 'HA', 'D9').deal(1, 'SK', 'HK', 'C3').deal(2, 'SQ', 'HQ', 'D3');
    expect(hand.actor).toBe(1); // C3: the three of clubs is lower than the three of diamonds
    expect(hand.refuse({ type: 'fold', player: 1 })).toMatchObject({ code: 'BRING_IN_REQUIRED' });
    hand.do({ type: 'bringIn', player: 1 });
    expect(actionOptions(hand.state)).toMatchObject({
      raiseKind: 'complete',
      minRaiseTo: 10,
      maxRaiseTo: 10,
      callAmount: 2,
    });
    hand.raise(2, 10);
    expect(actionOptions(hand.state)).toMatchObject({ raiseKind: 'raise', minRaiseTo: 20 });
  });
});

describe('bets nobody can call in full (issue 13)', () => {
  /** Heads-up: p1 is the big blind (2) with `short` chips, p2 the button (small blind 1) with 1000. */
  const headsUp = (short: number, extra: Partial<ConstructorParameters<typeof HandDriver>[0]> = {}) =>
    dealNlh(nlh([short, 1000], { blindsOrStraddles: [2, 1], ...extra }));
  const fixedLimit = { limits: 'FIXED_LIMIT', smallBet: 2, bigBet: 4 } as const;
  const returned = (hand: HandDriver) =>
    hand.events.flatMap((e) => (e.type === 'uncalledReturned' ? [[e.player, e.amount]] : []));
  const runOut = (hand: HandDriver) => hand.show(0).show(1).board('D2', 'D3', 'D4').board('C9').board('CT');

  it('[BET-11] no limit: a raise beyond the short stack is accepted and the part nobody can call comes back', () => {
    const hand = headsUp(30);
    expect(actionOptions(hand.state)).toMatchObject({ canRaise: true, maxRaiseTo: 1000, callableTo: 30 });
    hand.raise(1, 500).call(0);
    expect(returned(hand)).toEqual([[1, 470]]);
    expect(hand.state.players.map((p) => p.committed)).toEqual([30, 30]);
    runOut(hand);
    // p1 holds aces against kings: the pot of 60 is p1's, p2 keeps 970.
    expect(hand.state.result?.finishingStacks).toEqual([60, 970]);
  });

  it('[BET-11] pot limit: a pot-sized raise beyond the short stack is accepted and the excess comes back', () => {
    const hand = new HandDriver({
      variation: 'PLO',
      players: [
        { name: 'P1', stack: 5 },
        { name: 'P2', stack: 1000 },
      ],
      blindsOrStraddles: [2, 1],
    });
    hand.deal(0, 'SA', 'HA', 'DA', 'CA').deal(1, 'SK', 'HK', 'DK', 'CK');
    // Pot 3, one to call: the pot limit is 2 + (3 + 1) = 6, one more than p1 can ever match.
    expect(actionOptions(hand.state)).toMatchObject({ minRaiseTo: 4, maxRaiseTo: 6, callableTo: 5 });
    hand.raise(1, 6).call(0);
    expect(returned(hand)).toEqual([[1, 1]]);
    runOut(hand);
    expect(hand.state.result?.finishingStacks).toEqual([10, 995]);
  });

  it('[BET-11] fixed limit: a full raise against a stack that cannot call it is accepted and the excess comes back', () => {
    const hand = headsUp(3, fixedLimit);
    // p1 has 1 behind the big blind: the raise is still to 4, the limit; p1 can match 3.
    expect(actionOptions(hand.state)).toMatchObject({ minRaiseTo: 4, maxRaiseTo: 4, callableTo: 3 });
    hand.raise(1, 4).call(0);
    expect(returned(hand)).toEqual([[1, 1]]);
    runOut(hand);
    expect(hand.state.result?.finishingStacks).toEqual([6, 997]);
  });

  it('[BET-11] a raise is accepted when everyone else is all-in; all of it above the all-in comes back', () => {
    const hand = dealNlh(nlh([100, 100, 30]));
    hand.raise(2, 30).fold(0);
    expect(actionOptions(hand.state)).toMatchObject({ canRaise: true, callAmount: 28, callableTo: 30 });
    hand.raise(1, 60);
    expect(hand.state.phase).toBe('dealing');
    expect(returned(hand)).toEqual([[1, 30]]);
    expect(hand.state.players.map((p) => p.stack)).toEqual([99, 70, 0]);
  });

  it('[BET-11] the part nobody matched comes back only when the street closes, measured against every bet', () => {
    // p3 raises to 40 over p4's all-in of 12 while p1 can still call: nothing returns yet.
    const hand = dealNlh(nlh([100, 100, 40, 12]));
    hand.raise(2, 40).call(3);
    expect(returned(hand)).toEqual([]);
    // p1 folds after putting in 1, p2 folds its blind: nobody matched more than p4's 12.
    hand.fold(0).fold(1);
    expect(returned(hand)).toEqual([[2, 28]]);
    expect(hand.state.players.map((p) => p.committed)).toEqual([1, 2, 12, 12]);
  });

  it('[BET-11] a PHH history with a fixed-limit over-bet replays to exact stacks, as does one stopped at the short stack (BET-12)', () => {
    // PHH heads-up: p1 is the big blind with 3 in all, p2 the button with aces.
    const history = (raise: number) =>
      [
        "variant = 'FT'",
        'antes = [0, 0]',
        'blinds_or_straddles = [1, 2]',
        'small_bet = 2',
        'big_bet = 4',
        'starting_stacks = [3, 1000]',
        `actions = ['d dh p1 7c2d', 'd dh p2 AsAh', 'p2 cbr ${raise}', 'p1 cc', 'd db 2h3h4h', 'd db 9c', 'd db Tc']`,
      ].join('\n');
    const replayed = (raise: number) => {
      const parsed = parsePhh(history(raise));
      if (!parsed.ok) throw new Error(parsed.error.message);
      return replay(parsed.hand);
    };
    const over = replayed(4);
    expect(over.ok && over.state.result?.finishingStacks).toEqual([0, 1003]);
    expect(over.ok && over.events.filter((e) => e.type === 'uncalledReturned')).toEqual([
      { type: 'uncalledReturned', player: 1, amount: 1 },
    ]);
    const capped = replayed(3);
    expect(capped.ok && capped.state.result?.finishingStacks).toEqual([0, 1003]);
    expect(replayed(6)).toMatchObject({ ok: false, error: { rule: 'BET-4' } });
  });

  it('[BET-12] fixed limit: a bet is the limit or an all-in for less, never the short stack', () => {
    const hand = headsUp(3, fixedLimit);
    expect(hand.refuse({ type: 'betOrRaiseTo', player: 1, amount: 3 })).toMatchObject({
      code: 'AMOUNT_TOO_SMALL',
      rule: 'BET-3',
    });
    expect(hand.refuse({ type: 'betOrRaiseTo', player: 1, amount: 6 })).toMatchObject({ rule: 'BET-4' });
    // The short big blind, facing the raise to 4 with 3 in all, can only call all-in.
    hand.raise(1, 4);
    expect(actionOptions(hand.state)).toMatchObject({ canRaise: false, callAmount: 1 });
    // A stack short of the limit bets it all: the all-in for less is the only smaller bet.
    const short = dealNlh(nlh([100, 100, 3], { blindsOrStraddles: [1, 2], ...fixedLimit }));
    expect(actionOptions(short.state)).toMatchObject({ canRaise: true, minRaiseTo: 3, maxRaiseTo: 3 });
    short.raise(2, 3);
    expect(short.events.at(-1)).toMatchObject({ type: 'bet', kind: 'raise', to: 3, allIn: true });
  });

  it('[BET-12] no limit: the smallest raise is a full raise even when the opponent has less behind', () => {
    const hand = dealNlh(nlh([100, 100, 3]));
    hand.call(2).call(0);
    // The big blind may raise to 4; p3, all-in for 3 in all, cannot match it, but 3 is no raise size.
    expect(actionOptions(hand.state)).toMatchObject({ canRaise: true, minRaiseTo: 4 });
  });

  it('[BET-12] a replay of software that stops bets at what can be called (betsStopAtCallable) accepts them', () => {
    const hand = headsUp(3, { ...fixedLimit, rules: { betsStopAtCallable: true } });
    expect(actionOptions(hand.state)).toMatchObject({ minRaiseTo: 3, maxRaiseTo: 4 });
    hand.raise(1, 3).call(0);
    expect(returned(hand)).toEqual([]);
  });
});

describe('gathering the pot', () => {
  it('[POT-1] an uncalled bet goes back to the bettor and the last player wins without a showdown', () => {
    const hand = dealNlh(nlh([100, 100, 100]));
    hand.raise(2, 50).fold(0).fold(1);
    expect(hand.state.phase).toBe('complete');
    expect(hand.stacks).toEqual([99, 98, 103]);
    expect(hand.events.some((e) => e.type === 'uncalledReturned' && e.player === 2 && e.amount === 48)).toBe(
      true,
    );
    expect(hand.state.result?.showdown).toBe(false);
  });

  it('[ANTE-1] a big-blind ante is dead money in the main pot', () => {
    const hand = dealNlh(nlh([100, 100, 100], { antes: [0, 2, 0], anteTrimming: false }));
    hand.fold(2).fold(0);
    expect(hand.stacks).toEqual([99, 101, 100]);
  });

  it('[ANTE-2] uniform antes: the unmatched part of a larger ante is returned', () => {
    const hand = dealNlh(nlh([100, 100, 100], { antes: [0, 2, 0], anteTrimming: true }));
    // Nobody else antes, so p2's ante is matched by nobody and comes back before the blinds.
    expect(hand.state.players[1]).toMatchObject({ stack: 98, bet: 2, committed: 0 });
  });

  it('[HAND-1] nothing is accepted once the hand is over, and every state keeps the invariants', () => {
    const hand = dealNlh(nlh([100, 100, 100]));
    expect(invariantViolations(hand.state)).toEqual([]);
    hand.fold(2).fold(0);
    expect(invariantViolations(hand.state)).toEqual([]);
    expect(hand.refuse({ type: 'checkOrCall', player: 1 })).toMatchObject({ code: 'HAND_COMPLETE' });
  });
});
