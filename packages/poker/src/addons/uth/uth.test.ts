import { describe, expect, it } from 'vitest';
import type { Card } from '../../cards/cards.js';
import { DEFAULT_UTH_RULES } from './rules.js';
import { playUthRound, scripted, step } from './test-driver.js';
import type { UthAction, UthEvent, UthState } from './types.js';
import { applyUth, canApplyUth, newUthTable, nextCardFor, uthOptions, verifyUth } from './uth.js';
import { uthView } from './view.js';

const table = (stacks: Record<number, number> = { 0: 1000, 3: 1000 }) =>
  newUthTable(
    DEFAULT_UTH_RULES,
    Object.entries(stacks).map(([seatIndex, stack]) => ({ seatIndex: Number(seatIndex), stack })),
  );

function refused(state: UthState, action: UthAction) {
  const result = applyUth(state, action);
  if (result.ok) throw new Error(`expected ${JSON.stringify(action)} to be refused`);
  return result.error;
}

function run(state: UthState, actions: UthAction[]): UthState {
  const events: UthEvent[] = [];
  return actions.reduce((s, a) => step(s, a, events), state);
}

const deal = (...cards: Card[]): UthAction[] => cards.map((card) => ({ type: 'dealCard', card }));

/** Two seats bet 10 (seat 0 also trips 5) and both have their hole cards: preflop decisions owed. */
function preflop(): UthState {
  return run(table(), [
    { type: 'bet', seatIndex: 0, ante: 10, trips: 5 },
    { type: 'bet', seatIndex: 3, ante: 10 },
    { type: 'closeBets' },
    ...deal('SA', 'C2', 'HA', 'D2'),
  ]);
}

describe('UTH reducer', () => {
  it('[UTH-1] ante and blind are equal and within the table limits; trips is optional and needs an ante', () => {
    const s = run(table(), [{ type: 'bet', seatIndex: 0, ante: 10, trips: 5 }]);
    const seat = s.seats[0]!;
    expect([seat.ante, seat.blind, seat.trips, seat.stack]).toEqual([10, 10, 5, 975]);
    // Replacing a bet gives the old one back first.
    const replaced = run(s, [{ type: 'bet', seatIndex: 0, ante: 20 }]).seats[0]!;
    expect([replaced.ante, replaced.blind, replaced.trips, replaced.stack]).toEqual([20, 20, 0, 960]);
    expect(refused(table(), { type: 'bet', seatIndex: 0, ante: 4 }).message).toBe(
      'the ante must be between 5 and 500 chips (the blind matches it); 4 is not',
    );
    expect(refused(table(), { type: 'bet', seatIndex: 0, ante: 0, trips: 5 }).message).toMatch(
      /needs an ante/,
    );
    expect(refused(table(), { type: 'bet', seatIndex: 0, ante: 10, trips: 101 }).code).toBe(
      'BET_OUT_OF_LIMITS',
    );
    expect(refused(table(), { type: 'closeBets' }).message).toBe('nobody has bet: place an ante first');
    const closed = run(s, [{ type: 'closeBets' }]);
    expect(refused(closed, { type: 'bet', seatIndex: 3, ante: 10 }).message).toMatch(/^bets are closed/);
  });

  it('[UTH-2] a bet or play bet beyond the stack is refused, and an unknown seat is named', () => {
    expect(refused(table({ 0: 25 }), { type: 'bet', seatIndex: 0, ante: 10, trips: 10 }).message).toBe(
      'seat 1 has 25 chips; ante 10 + blind 10 + trips 10 needs 30',
    );
    expect(refused(table(), { type: 'bet', seatIndex: 7, ante: 10 }).code).toBe('NO_SUCH_SEAT');
    const short = run(table({ 0: 50 }), [
      { type: 'bet', seatIndex: 0, ante: 10 },
      { type: 'closeBets' },
      ...deal('SA', 'HA'),
    ]);
    expect(refused(short, { type: 'play', seatIndex: 0, multiple: 4 }).message).toBe(
      'a 4× play bet is 40 chips; seat 1 has 30',
    );
    expect(uthOptions(short).seats[0]!.plays).toEqual([{ multiple: 3, amount: 30 }]);
  });

  it('[UTH-3] cards go round-robin to the betting seats, then the board, then the dealer; a card already out is refused', () => {
    let s = run(table(), [
      { type: 'bet', seatIndex: 0, ante: 10 },
      { type: 'bet', seatIndex: 3, ante: 10 },
      { type: 'closeBets' },
    ]);
    const order: unknown[] = [];
    for (const card of ['SA', 'HK', 'C2', 'D7'] as Card[]) {
      order.push(nextCardFor(s));
      s = run(s, deal(card));
    }
    expect(order).toEqual([
      { to: 'seat', seatIndex: 0 },
      { to: 'seat', seatIndex: 3 },
      { to: 'seat', seatIndex: 0 },
      { to: 'seat', seatIndex: 3 },
    ]);
    expect(s.seats.map((x) => x.cards)).toEqual([
      ['SA', 'C2'],
      ['HK', 'D7'],
    ]);
    expect(refused(s, { type: 'dealCard', card: 'S9' }).message).toBe(
      'no card is expected now (seats 1, 4 have not decided yet); S9 was not placed',
    );
    s = run(s, [
      { type: 'check', seatIndex: 0 },
      { type: 'check', seatIndex: 3 },
    ]);
    expect(nextCardFor(s)).toEqual({ to: 'board', index: 0 });
    const dup = refused(s, { type: 'dealCard', card: 'HK' });
    expect(dup.code).toBe('CARD_ALREADY_OUT');
    expect(dup.message).toBe('HK is already out this round; re-read the card meant for the flop');
    expect(refused(s, { type: 'dealCard', card: 'X1' as Card }).code).toBe('MALFORMED_CARD');
  });

  it('[UTH-4] one play bet per hand: after it the seat decides nothing more, and no seat decides twice on a street', () => {
    let s = run(preflop(), [{ type: 'play', seatIndex: 0, multiple: 4 }]);
    expect(s.seats[0]!.play).toBe(40);
    expect(s.seats[0]!.stack).toBe(1000 - 25 - 40);
    expect(refused(s, { type: 'play', seatIndex: 0, multiple: 3 }).message).toBe(
      'seat 1 already made its play bet (40 on the preflop); one play bet per hand',
    );
    s = run(s, [{ type: 'check', seatIndex: 3 }, ...deal('S7', 'D8', 'C9')]);
    expect(uthOptions(s).waitingOn).toEqual([3]);
    const checked = run(preflop(), [{ type: 'check', seatIndex: 3 }]);
    expect(refused(checked, { type: 'check', seatIndex: 3 }).message).toBe(
      'seat 4 already checked on the preflop',
    );
    expect(refused(preflop(), { type: 'check', seatIndex: 1 }).code).toBe('NO_SUCH_SEAT');
  });

  it('[UTH-5] 4× or 3× the ante only before the flop', () => {
    const s = preflop();
    expect(refused(s, { type: 'play', seatIndex: 0, multiple: 2 }).message).toBe(
      'on the preflop the play bet is 4× or 3× the ante, not 2×',
    );
    expect(canApplyUth(s, { type: 'play', seatIndex: 0, multiple: 3 })).toBe(true);
    expect(run(s, [{ type: 'play', seatIndex: 3, multiple: 3 }]).seats[1]!.play).toBe(30);
    const flop = run(s, [
      { type: 'check', seatIndex: 0 },
      { type: 'check', seatIndex: 3 },
      ...deal('S7', 'D8', 'C9'),
    ]);
    expect(refused(flop, { type: 'play', seatIndex: 0, multiple: 4 }).rule).toBe('UTH-6');
    expect(refused(flop, { type: 'play', seatIndex: 0, multiple: 3 }).code).toBe('MULTIPLE_NOT_ALLOWED');
  });

  it('[UTH-6] 2× the ante only on the flop, and only once the flop is out', () => {
    const s = run(preflop(), [
      { type: 'check', seatIndex: 0 },
      { type: 'check', seatIndex: 3 },
    ]);
    expect(refused(s, { type: 'play', seatIndex: 0, multiple: 2 }).message).toBe(
      'deal the flop first (3 card(s) to come)',
    );
    const flop = run(s, deal('S7', 'D8', 'C9'));
    expect(flop.street).toBe('flop');
    expect(uthOptions(flop).seats[0]!.plays).toEqual([{ multiple: 2, amount: 20 }]);
    const bet = run(flop, [{ type: 'play', seatIndex: 0, multiple: 2 }]);
    expect(bet.seats[0]!.play).toBe(20);
    const river = run(bet, [{ type: 'check', seatIndex: 3 }, ...deal('H3', 'H4')]);
    expect(refused(river, { type: 'play', seatIndex: 3, multiple: 2 }).message).toBe(
      'on the river the play bet is 1× the ante, not 2×',
    );
  });

  it('[UTH-7] on the river 1× or fold; no check there, and no fold before it', () => {
    expect(refused(preflop(), { type: 'fold', seatIndex: 0 }).message).toBe(
      'a player folds only on the river; on the preflop check instead',
    );
    const river = run(preflop(), [
      { type: 'check', seatIndex: 0 },
      { type: 'check', seatIndex: 3 },
      ...deal('S7', 'D8', 'C9'),
      { type: 'check', seatIndex: 0 },
      { type: 'check', seatIndex: 3 },
      ...deal('H3', 'H4'),
    ]);
    expect(river.street).toBe('river');
    expect(refused(river, { type: 'check', seatIndex: 0 }).message).toBe(
      'on the river seat 1 must bet 1× or fold',
    );
    const options = uthOptions(river).seats[0]!;
    expect([options.canCheck, options.canFold, options.plays]).toEqual([
      false,
      true,
      [{ multiple: 1, amount: 10 }],
    ]);
    const done = run(river, [
      { type: 'play', seatIndex: 0, multiple: 1 },
      { type: 'fold', seatIndex: 3 },
    ]);
    expect(done.roundState).toBe('DEALER_ACTION');
    expect(nextCardFor(done)).toEqual({ to: 'dealer', index: 0 });
  });

  it('[UTH-18] the round walks WAITING_FOR_BETS → DEALING → PLAYER_ACTION → DEALER_ACTION → SETTLING → WAITING_FOR_BETS', () => {
    const { state, events } = playUthRound(table(), {
      bets: [{ seatIndex: 0, ante: 10 }],
      hole: { 0: ['SA', 'HA'] },
      board: ['C2', 'D7', 'H9', 'SJ', 'DK'],
      dealer: ['C3', 'D4'],
    });
    const changes = events.flatMap((e) => (e.type === 'roundStateChanged' ? [e.to] : []));
    expect(changes).toEqual(['DEALING', 'PLAYER_ACTION', 'DEALER_ACTION', 'SETTLING']);
    expect(refused(state, { type: 'bet', seatIndex: 0, ante: 10 }).code).toBe('WRONG_STATE');
    const next = run(state, [{ type: 'nextRound' }]);
    expect(next.roundState).toBe('WAITING_FOR_BETS');
    expect(next.roundNumber).toBe(2);
    expect(next.seats[0]!.stack).toBe(state.seats[0]!.stack);
    expect([next.board, next.dealerCards, next.seats[0]!.cards, next.seats[0]!.ante]).toEqual([
      [],
      [],
      [],
      0,
    ]);
  });

  it('[UTH-18] when every seat folds the dealer cards are not needed: straight to SETTLING', () => {
    const { state, events } = playUthRound(table(), {
      bets: [{ seatIndex: 0, ante: 10 }],
      hole: { 0: ['S3', 'H4'] },
      board: ['C9', 'DT', 'HQ', 'SK', 'D7'],
      decide: scripted({ 0: ['check', 'check', 'fold'] }),
    });
    expect(state.roundState).toBe('SETTLING');
    expect(state.dealerCards).toEqual([]);
    expect(events.some((e) => e.type === 'dealerRevealed')).toBe(false);
    expect(state.seats[0]!.stack).toBe(980);
  });

  it('[UTH-19] a player sits down at any time and plays from the next round', () => {
    const s = run(preflop(), [{ type: 'sit', seatIndex: 5, stack: 200 }]);
    expect(s.seats.map((x) => x.seatIndex)).toEqual([0, 3, 5]);
    expect(s.seats[2]).toMatchObject({ stack: 200, ante: 0, cards: [] });
    expect(uthOptions(s).waitingOn).toEqual([0, 3]);
    expect(refused(s, { type: 'bet', seatIndex: 5, ante: 10 }).code).toBe('WRONG_STATE');
    const settled = run(s, [
      { type: 'play', seatIndex: 0, multiple: 4 },
      { type: 'play', seatIndex: 3, multiple: 4 },
      ...deal('S7', 'D8', 'C9', 'H3', 'H4', 'CK', 'DQ'),
    ]);
    expect(settled.roundState).toBe('SETTLING');
    expect(settled.seats[2]).toMatchObject({ stack: 200, settlement: null });
    const next = run(settled, [{ type: 'nextRound' }, { type: 'bet', seatIndex: 5, ante: 10 }]);
    expect(next.seats[2]).toMatchObject({ stack: 180, ante: 10 });
    expect(refused(s, { type: 'sit', seatIndex: 3, stack: 100 })).toMatchObject({
      code: 'SEAT_TAKEN',
      rule: 'UTH-19',
    });
    expect(refused(s, { type: 'sit', seatIndex: 6, stack: -1 }).code).toBe('BAD_AMOUNT');
  });

  it('[UTH-19] a seat leaves or adds chips only with nothing riding: no bet this round, or the round settled', () => {
    const bet = run(table(), [{ type: 'bet', seatIndex: 0, ante: 10, trips: 5 }]);
    const waiting = refused(bet, { type: 'leave', seatIndex: 0 });
    expect(waiting).toEqual({
      code: 'BET_RIDING',
      rule: 'UTH-19',
      message:
        'seat 1 has 25 chips riding on this round (WAITING_FOR_BETS): to leave, take the bet back (an ante of 0) first',
    });
    expect(refused(bet, { type: 'topUp', seatIndex: 0, amount: 100 }).code).toBe('BET_RIDING');
    const left = applyUth(run(bet, [{ type: 'bet', seatIndex: 0, ante: 0 }]), {
      type: 'leave',
      seatIndex: 0,
    });
    expect(left.ok && left.events).toEqual([{ type: 'left', seatIndex: 0, stack: 1000 }]);
    expect(left.ok && left.state.seats.map((x) => x.seatIndex)).toEqual([3]);
    // Mid-round: a seat that bet is held; one that did not goes and comes back as it likes.
    const mid = run(preflop(), [{ type: 'sit', seatIndex: 5, stack: 200 }]);
    expect(refused(mid, { type: 'leave', seatIndex: 3 }).message).toBe(
      'seat 4 has 20 chips riding on this round (PLAYER_ACTION): to leave, wait until the round is settled',
    );
    expect(refused(mid, { type: 'topUp', seatIndex: 0, amount: 10 }).message).toMatch(
      /^seat 1 has 25 chips riding/,
    );
    expect(run(mid, [{ type: 'topUp', seatIndex: 5, amount: 50 }]).seats[2]!.stack).toBe(250);
    expect(run(mid, [{ type: 'leave', seatIndex: 5 }]).seats.map((x) => x.seatIndex)).toEqual([0, 3]);
    // Settled: everyone may go, with what the round paid.
    const settled = run(mid, [
      { type: 'play', seatIndex: 0, multiple: 4 },
      { type: 'check', seatIndex: 3 },
      ...deal('S7', 'D8', 'C9'),
      { type: 'check', seatIndex: 3 },
      ...deal('H3', 'H4'),
      { type: 'fold', seatIndex: 3 },
      ...deal('CK', 'DQ'),
    ]);
    expect(settled.roundState).toBe('SETTLING');
    const gone = applyUth(settled, { type: 'leave', seatIndex: 3 });
    expect(gone.ok && gone.events).toEqual([{ type: 'left', seatIndex: 3, stack: 980 }]);
    expect(run(settled, [{ type: 'topUp', seatIndex: 0, amount: 7 }]).seats[0]!.stack).toBe(
      settled.seats[0]!.stack + 7,
    );
    expect(refused(settled, { type: 'topUp', seatIndex: 0, amount: 0 }).code).toBe('BAD_AMOUNT');
    expect(refused(settled, { type: 'leave', seatIndex: 1 }).code).toBe('NO_SUCH_SEAT');
    expect(canApplyUth(mid, { type: 'leave', seatIndex: 0 })).toBe(false);
    expect(verifyUth(mid, { type: 'leave', seatIndex: 5 })).toBeNull();
  });

  it('[UTH-15] the projection has the protocol shape; a hidden view holds no hole card until the showdown', () => {
    const s = preflop();
    const open = uthView(s, { hideHoleCards: false });
    expect(open.rules).toMatchObject({ minAnte: 5, preflopMultiples: [4, 3], tripsPayTable: '8-7-4' });
    expect(open.seats.map((seat) => seat.seatIndex)).toEqual(s.seats.map((seat) => seat.seatIndex));
    // The buttons a screen shows are the reducer's options: both seats owe a preflop decision.
    expect(open.options).toMatchObject({ street: 'preflop', nextCard: null, waitingOn: [0, 3] });
    expect(open.options.seats.find((seat) => seat.seatIndex === 0)).toMatchObject({
      plays: [
        { multiple: 4, amount: 40 },
        { multiple: 3, amount: 30 },
      ],
      canCheck: true,
      canFold: false,
    });
    expect(open).toMatchObject({
      roundState: 'PLAYER_ACTION',
      dealerCards: [],
      board: [],
      hands: [
        {
          seatIndex: 0,
          ante: 10,
          blind: 10,
          trips: 5,
          play: 0,
          cards: ['SA', 'HA'],
          hasFolded: false,
          result: null,
        },
        {
          seatIndex: 3,
          ante: 10,
          blind: 10,
          trips: 0,
          play: 0,
          cards: ['C2', 'D2'],
          hasFolded: false,
          result: null,
        },
      ],
    });
    expect(JSON.stringify(uthView(s, { hideHoleCards: true }))).not.toMatch(/SA|HA|C2|D2/);
    const { state } = playUthRound(table(), {
      bets: [
        { seatIndex: 0, ante: 10 },
        { seatIndex: 3, ante: 10 },
      ],
      hole: { 0: ['SA', 'HA'], 3: ['S3', 'H4'] },
      board: ['C9', 'DT', 'HQ', 'SK', 'D7'],
      dealer: ['C3', 'D4'],
      decide: scripted({ 3: ['check', 'check', 'fold'] }),
    });
    const shown = uthView(state, { hideHoleCards: true });
    expect(shown.hands.map((h) => [h.cards, h.result])).toEqual([
      [['SA', 'HA'], 'WIN'],
      [[null, null], 'LOSE'],
    ]);
  });
});
