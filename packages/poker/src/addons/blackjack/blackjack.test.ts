import { describe, expect, it } from 'vitest';
import { nextCardFor } from './flow.js';
import { blackjackOptions } from './options.js';
import { applyBlackjack } from './reducer.js';
import { type BlackjackRules, DEFAULT_BLACKJACK_RULES } from './rules.js';
import { createBlackjack } from './start.js';
import { cards, netOf, play, round, table } from './test-driver.js';
import type { BlackjackAction, BlackjackState } from './types.js';
import { blackjackView } from './view.js';

function refused(state: BlackjackState, action: BlackjackAction) {
  const result = applyBlackjack(state, action);
  if (result.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  return result.error;
}

const seat0 = (type: 'hit' | 'stand' | 'double' | 'split' | 'surrender'): BlackjackAction => ({
  type,
  seatIndex: 0,
});

describe('table setup (BJ-0)', () => {
  it('[BJ-0] rules a table cannot deal are refused with the reason', () => {
    const bad = (rules: Partial<BlackjackRules>, chipUnit = 1) => {
      const created = createBlackjack({ rules: { ...DEFAULT_BLACKJACK_RULES, ...rules }, chipUnit });
      return created.ok ? null : created.error.message;
    };
    expect(bad({ decks: 9 })).toBe('a shoe holds 1 to 8 decks, not 9');
    expect(bad({ penetration: 0.95 })).toBe(
      'the cut card sits between half and nine tenths of the shoe, not at 0.95',
    );
    expect(bad({ minBet: 12 }, 5)).toBe(
      'the minimum bet must be a positive multiple of the 5-chip unit, not 12',
    );
    expect(bad({ maxBet: 5 })).toBe(
      'the maximum bet must be a multiple of 1 no lower than the minimum, not 5',
    );
    expect(bad({})).toBeNull();
  });
});

describe('bets (BJ-1)', () => {
  it('[BJ-1] a bet is within the table limits and the stack, once per round', () => {
    const start = table({ minBet: 10, maxBet: 500 }, [{ seatIndex: 0, stack: 300 }]);
    expect(refused(start, { type: 'bet', seatIndex: 0, amount: 5 })).toMatchObject({
      code: 'BET_TOO_SMALL',
      message: 'the table minimum is 10; 5 is below it',
    });
    expect(refused(start, { type: 'bet', seatIndex: 0, amount: 600 })).toMatchObject({
      code: 'BET_TOO_LARGE',
      message: 'the table maximum is 500; 600 is above it',
    });
    expect(refused(start, { type: 'bet', seatIndex: 0, amount: 400 }).code).toBe('NOT_ENOUGH_CHIPS');
    expect(refused(start, { type: 'bet', seatIndex: 4, amount: 10 }).code).toBe('NO_SUCH_SEAT');
    const { state } = play(start, { type: 'bet', seatIndex: 0, amount: 50 });
    expect(state.seats[0]).toMatchObject({ stack: 250, bet: 50 });
    expect(refused(state, { type: 'bet', seatIndex: 0, amount: 20 })).toMatchObject({
      code: 'BET_ALREADY_PLACED',
      message: 'seat 1 has already bet 50 this round',
    });
  });

  it('[BJ-1] nobody betting means nothing to deal; no bets once the deal started', () => {
    const start = table();
    expect(refused(start, { type: 'deal' }).code).toBe('NO_BETS');
    const { state } = play(start, { type: 'bet', seatIndex: 0, amount: 10 }, { type: 'deal' });
    expect(state.roundState).toBe('DEALING');
    expect(refused(state, { type: 'bet', seatIndex: 0, amount: 10 })).toMatchObject({
      code: 'WRONG_ROUND_STATE',
      message: 'cannot bet now: the round is at DEALING, not WAITING_FOR_BETS',
    });
  });

  it('[BJ-1] bets are whole chip units', () => {
    const start = table({ minBet: 10, maxBet: 100 }, [{ seatIndex: 0, stack: 1000 }], 5);
    expect(refused(start, { type: 'bet', seatIndex: 0, amount: 12 }).code).toBe('BAD_AMOUNT');
    expect(() => play(start, { type: 'bet', seatIndex: 0, amount: 15 })).not.toThrow();
  });

  it('[BJ-1] a player may join and leave between rounds; a bet not dealt to goes back', () => {
    const { state, events } = play(
      table(),
      { type: 'sit', seatIndex: 5, stack: 200 },
      { type: 'bet', seatIndex: 5, amount: 20 },
      { type: 'leave', seatIndex: 5 },
    );
    expect(state.seats.map((s) => s.seatIndex)).toEqual([0]);
    expect(events.at(-1)).toEqual({ type: 'left', seatIndex: 5, stack: 200 });
    expect(refused(table(), { type: 'sit', seatIndex: 0, stack: 10 }).code).toBe('SEAT_BUSY');
  });
});

describe('seats follow the table (BJ-19)', () => {
  /** Seat 0 bet 10 and holds 17 against the dealer's 5 (hole 9): seat 0 is to act. */
  const midRound = () => round(table(), { 0: 10 }, ['HT', 'C5', 'S7', 'D9']).state;

  it('[BJ-19] a player sits down mid-round and plays from the next round', () => {
    const sat = play(midRound(), { type: 'sit', seatIndex: 4, stack: 300 });
    expect(sat.events).toEqual([{ type: 'seated', seatIndex: 4, stack: 300 }]);
    expect(sat.state.roundState).toBe('PLAYER_ACTION');
    expect(refused(sat.state, { type: 'bet', seatIndex: 4, amount: 10 }).code).toBe('WRONG_ROUND_STATE');
    const settled = play(sat.state, seat0('stand'), ...cards('H8')).state;
    expect(settled.roundState).toBe('SETTLING');
    expect(settled.hands.map((h) => h.seatIndex)).toEqual([0]);
    expect(settled.seats.find((s) => s.seatIndex === 4)).toMatchObject({ stack: 300, bet: 0, net: null });
    const next = play(settled, { type: 'nextRound' }, { type: 'bet', seatIndex: 4, amount: 20 }).state;
    expect(next.seats.find((s) => s.seatIndex === 4)).toMatchObject({ stack: 280, bet: 20 });
    expect(refused(midRound(), { type: 'sit', seatIndex: 0, stack: 5 }).code).toBe('SEAT_BUSY');
    expect(refused(midRound(), { type: 'sit', seatIndex: 4, stack: 2.5 }).code).toBe('BAD_AMOUNT');
  });

  it('[BJ-19] chips riding keep a seat in until the round is settled; with nothing riding it leaves or adds chips any time', () => {
    const state = play(midRound(), { type: 'sit', seatIndex: 4, stack: 300 }).state;
    for (const action of [
      { type: 'leave', seatIndex: 0 },
      { type: 'topUp', seatIndex: 0, amount: 50 },
    ] as const) {
      const error = refused(state, action);
      expect(error.code).toBe('BET_RIDING');
      expect(error.rule).toBe('BJ-19');
    }
    expect(refused(state, { type: 'leave', seatIndex: 0 }).message).toBe(
      'seat 1 has 10 chips riding on this round (PLAYER_ACTION): it can leave once the round is settled',
    );
    // The new seat has nothing riding: it goes (or buys more) mid-round.
    expect(play(state, { type: 'topUp', seatIndex: 4, amount: 50 }).events).toEqual([
      { type: 'toppedUp', seatIndex: 4, amount: 50, stack: 350 },
    ]);
    const left = play(state, { type: 'leave', seatIndex: 4 });
    expect(left.events).toEqual([{ type: 'left', seatIndex: 4, stack: 300 }]);
    expect(left.state.seats.map((s) => s.seatIndex)).toEqual([0]);
    // Settled, seat 0 leaves with what the round paid (990 + 20).
    const settled = play(state, seat0('stand'), ...cards('H8')).state;
    expect(play(settled, { type: 'leave', seatIndex: 0 }).events).toEqual([
      { type: 'left', seatIndex: 0, stack: 1010 },
    ]);
    expect(play(settled, { type: 'topUp', seatIndex: 0, amount: 5 }).state.seats[0]!.stack).toBe(1015);
  });

  it('[BJ-19] a top-up is whole, positive chips at a seat that is there; a bet not yet dealt to does not stop it', () => {
    const bet = play(table(), { type: 'bet', seatIndex: 0, amount: 10 }).state;
    expect(play(bet, { type: 'topUp', seatIndex: 0, amount: 40 }).state.seats[0]).toMatchObject({
      stack: 1030,
      bet: 10,
    });
    expect(refused(bet, { type: 'topUp', seatIndex: 0, amount: 0 }).code).toBe('BAD_AMOUNT');
    expect(refused(bet, { type: 'topUp', seatIndex: 0, amount: 1.5 }).code).toBe('BAD_AMOUNT');
    expect(refused(bet, { type: 'topUp', seatIndex: 3, amount: 10 }).code).toBe('NO_SUCH_SEAT');
    expect(refused(bet, { type: 'leave', seatIndex: 3 })).toMatchObject({
      code: 'NO_SUCH_SEAT',
      rule: 'BJ-19',
    });
  });
});

describe('dealing through the antennas (BJ-2, BJ-3)', () => {
  it('[BJ-2] one card to each hand in seat order, the up card, second cards, then the hole card', () => {
    const two = [
      { seatIndex: 3, stack: 1000 },
      { seatIndex: 0, stack: 1000 },
    ];
    let { state } = play(
      table({}, two),
      { type: 'bet', seatIndex: 3, amount: 10 },
      { type: 'bet', seatIndex: 0, amount: 10 },
      { type: 'deal' },
    );
    const order = [];
    for (const card of ['C2', 'C3', 'C4', 'C5', 'C6', 'C7'] as const) {
      order.push(nextCardFor(state));
      state = play(state, ...cards(card)).state;
    }
    expect(order).toEqual([
      { kind: 'player', seatIndex: 0, handIndex: 0 },
      { kind: 'player', seatIndex: 3, handIndex: 0 },
      { kind: 'dealer', slot: 'up' },
      { kind: 'player', seatIndex: 0, handIndex: 0 },
      { kind: 'player', seatIndex: 3, handIndex: 0 },
      { kind: 'dealer', slot: 'hole' },
    ]);
    expect(state.roundState).toBe('PLAYER_ACTION');
    expect(state.hands.map((h) => h.cards)).toEqual([
      ['C2', 'C5'],
      ['C3', 'C6'],
    ]);
  });

  it('[BJ-2] without a peek (no hole card) the dealer gets one card until the players are done', () => {
    const { state } = round(table({ dealerPeeks: false }), { 0: 10 }, ['C9', 'D5', 'H9']);
    expect(state.dealer.cards).toEqual(['D5']);
    expect(state.roundState).toBe('PLAYER_ACTION');
    const after = play(state, seat0('stand'), ...cards('S5', 'SK')).state;
    expect(after.dealer.cards).toEqual(['D5', 'S5', 'SK']);
    expect(after.roundState).toBe('SETTLING');
    expect(netOf(after, 0)).toBe(-10);
  });

  it('[BJ-3] a card the shoe cannot hold is refused with the reason and nothing changes', () => {
    const { state } = round(table({ decks: 1 }), { 0: 10 }, ['SA', 'D5']);
    const error = refused(state, { type: 'dealCard', card: 'SA' });
    expect(error).toEqual({
      code: 'CARD_NOT_IN_SHOE',
      rule: 'BJ-3',
      message:
        'SA cannot come out of the shoe: a 1-deck shoe holds 1 and all have been dealt since the shuffle (a misread or a card from another deck?)',
    });
    // Six decks hold six aces of spades: the seventh is refused.
    const sixDecks = play(
      round(table({ decks: 6 }), { 0: 10 }, ['SA', 'SA', 'SA', 'SA']).state,
      { type: 'declineInsurance', seatIndex: 0 },
      seat0('split'),
      ...cards('SA', 'SA'),
    ).state;
    expect(sixDecks.shoe.seen[51]).toBe(6);
    expect(nextCardFor(sixDecks)).toEqual({ kind: 'dealer', slot: 'hit' });
    expect(refused(sixDecks, { type: 'dealCard', card: 'SA' }).code).toBe('CARD_NOT_IN_SHOE');
  });

  it('[BJ-3] a card when none is due, or a decision when a card is due, is refused', () => {
    expect(refused(table(), { type: 'dealCard', card: 'SA' })).toMatchObject({
      code: 'NO_CARD_EXPECTED',
      message: 'no card is due now (round at WAITING_FOR_BETS): the table is taking bets',
    });
    const { state } = round(table(), { 0: 10 }, ['C9', 'D5', 'H7', 'S8']);
    const hit = play(state, seat0('hit')).state;
    expect(refused(hit, seat0('stand'))).toMatchObject({
      code: 'CARD_EXPECTED',
      message: "cannot stand yet: deal seat 1's hand 1 first",
    });
    expect(refused(state, { type: 'dealCard', card: 'C3' }).message).toBe(
      'no card is due now (round at PLAYER_ACTION): seat 1 is to act on hand 1',
    );
  });
});

describe('the cut card (BJ-4)', () => {
  it('[BJ-4] the cut card lets the round finish, then the next deal waits for a shuffle', () => {
    const { state } = round(table(), { 0: 10 }, ['C9', 'D5', 'H7']);
    const cut = play(state, { type: 'cutCard' }, ...cards('S8'), seat0('stand'), ...cards('SK')).state;
    expect(cut.roundState).toBe('SETTLING');
    expect(refused(cut, { type: 'cutCard' }).code).toBe('CUT_CARD_ALREADY_OUT');
    const next = play(cut, { type: 'nextRound' }, { type: 'bet', seatIndex: 0, amount: 10 }).state;
    expect(refused(next, { type: 'deal' })).toMatchObject({
      code: 'SHUFFLE_DUE',
      message: 'the cut card came out: shuffle the shoe before the next deal',
    });
    const shuffled = play(next, { type: 'shuffle' }, { type: 'deal' }).state;
    expect(shuffled.shoe).toMatchObject({ dealt: 0, cutCardOut: false, shuffleDue: false });
    expect(shuffled.roundState).toBe('DEALING');
  });

  it('[BJ-4] the shoe counts cards since the shuffle and puts the cut card at the penetration', () => {
    const start = table({ decks: 6, penetration: 0.75 });
    expect(start.shoe.cutCardAt).toBe(234);
    const { state } = round(start, { 0: 10 }, ['C9', 'D5', 'H7', 'S8']);
    expect(state.shoe.dealt).toBe(4);
    expect(refused(state, { type: 'shuffle' }).code).toBe('WRONG_ROUND_STATE');
  });
});

describe('insurance and the peek (BJ-5, BJ-6)', () => {
  it('[BJ-5] with an ace up every bettor takes or declines insurance before anyone plays', () => {
    const { state } = round(table(), { 0: 100 }, ['C9', 'DA', 'H7', 'S8']);
    expect(state.insuranceOpen).toBe(true);
    expect(refused(state, seat0('hit')).code).toBe('INSURANCE_PENDING');
    expect(refused(state, { type: 'insurance', seatIndex: 0, amount: 60 })).toMatchObject({
      code: 'INSURANCE_TOO_LARGE',
      message: 'insurance is at most half the bet (and what the stack holds): 50 for seat 1, not 60',
    });
    const declined = play(state, { type: 'declineInsurance', seatIndex: 0 }).state;
    expect(declined.insuranceOpen).toBe(false);
    expect(refused(declined, { type: 'insurance', seatIndex: 0, amount: 10 }).code).toBe(
      'INSURANCE_NOT_OFFERED',
    );
  });

  it('[BJ-5] insurance pays 2:1 when the dealer has blackjack: a full insurance bet breaks even', () => {
    const { state } = round(table(), { 0: 100 }, ['C9', 'DA', 'H7', 'SK']);
    const after = play(state, { type: 'insurance', seatIndex: 0, amount: 50 });
    expect(after.state.roundState).toBe('SETTLING');
    expect(after.events).toContainEqual({
      type: 'insuranceSettled',
      seatIndex: 0,
      amount: 50,
      returned: 150,
    });
    expect(netOf(after.state, 0)).toBe(0);
    expect(after.state.seats[0]!.stack).toBe(1000);
  });

  it('[BJ-5] insurance is lost when the dealer has no blackjack, and play goes on', () => {
    const { state } = round(table(), { 0: 100 }, ['C9', 'DA', 'H7', 'S8']);
    const after = play(state, { type: 'insurance', seatIndex: 0, amount: 50 }, seat0('stand')).state;
    expect(after.roundState).toBe('SETTLING');
    // 16 against A-8 (soft 19): main bet lost, insurance lost.
    expect(netOf(after, 0)).toBe(-150);
  });

  it('[BJ-6] the peek finds a dealer blackjack under a ten: the round ends at once, a player natural pushes', () => {
    const two = [
      { seatIndex: 0, stack: 1000 },
      { seatIndex: 1, stack: 1000 },
    ];
    const { state, events } = round(table({}, two), { 0: 100, 1: 100 }, ['CA', 'C9', 'DK', 'HK', 'S7', 'SA']);
    expect(events).toContainEqual({ type: 'dealerPeeked', blackjack: true });
    expect(state.roundState).toBe('SETTLING');
    expect(state.hands.map((h) => h.result)).toEqual(['PUSH', 'LOSE']);
    expect([netOf(state, 0), netOf(state, 1)]).toEqual([0, -100]);
  });

  it('[BJ-6] no dealer blackjack: a player natural is paid 3:2 and is not played', () => {
    const { state } = round(table(), { 0: 100 }, ['CA', 'DK', 'HK', 'S7']);
    expect(state.hands[0]!.status).toBe('natural');
    expect(state.roundState).toBe('SETTLING');
    expect(state.hands[0]!.result).toBe('BLACKJACK');
    expect(netOf(state, 0)).toBe(150);
  });

  it("[BJ-16] without a peek, insurance is settled on the dealer's second card even when every hand busted", () => {
    const { state } = round(table({ dealerPeeks: false }), { 0: 100 }, ['CT', 'DA', 'H6']);
    const busted = play(
      state,
      { type: 'insurance', seatIndex: 0, amount: 50 },
      seat0('hit'),
      ...cards('SK'),
    ).state;
    expect(busted.roundState).toBe('DEALER_ACTION');
    const settled = play(busted, ...cards('HQ')).state;
    expect(settled.roundState).toBe('SETTLING');
    expect(netOf(settled, 0)).toBe(0); // bust -100, insurance +100
  });

  it('[BJ-16] without a peek a dealer blackjack found later takes doubled and split bets too', () => {
    const { state } = round(table({ dealerPeeks: false }), { 0: 100 }, ['C8', 'DK', 'H8']);
    const after = play(
      state,
      seat0('split'),
      ...cards('S3'),
      seat0('double'),
      ...cards('S7'),
      ...cards('D2'),
      seat0('stand'),
      ...cards('HA'),
    ).state;
    expect(after.dealer.cards).toEqual(['DK', 'HA']);
    expect(after.hands.map((h) => [h.bet, h.result])).toEqual([
      [200, 'LOSE'],
      [100, 'LOSE'],
    ]);
    expect(netOf(after, 0)).toBe(-300);
  });
});

describe('turns, hits and busts (BJ-7, BJ-8)', () => {
  it('[BJ-7] hands act in seat order; another seat acting is refused', () => {
    const two = [
      { seatIndex: 0, stack: 1000 },
      { seatIndex: 3, stack: 1000 },
    ];
    const { state } = round(table({}, two), { 0: 10, 3: 10 }, ['C9', 'C8', 'D5', 'H7', 'H6', 'S8']);
    expect(refused(state, { type: 'stand', seatIndex: 3 })).toMatchObject({
      code: 'OUT_OF_TURN',
      rule: 'BJ-7',
      message: "seat 4 cannot stand: it is seat 1's turn (hand 1)",
    });
    const next = play(state, seat0('stand')).state;
    expect(blackjackOptions(next).turn).toMatchObject({ seatIndex: 3, handIndex: 0 });
    const settled = play(next, { type: 'stand', seatIndex: 3 }, ...cards('S5')).state;
    expect(refused(settled, { type: 'double', seatIndex: 3 })).toMatchObject({
      code: 'WRONG_ROUND_STATE',
      message: 'cannot double now: the round is at SETTLING, not PLAYER_ACTION',
    });
  });

  it('[BJ-8] a bust loses at once even if the dealer busts later; 21 stands by itself', () => {
    const two = [
      { seatIndex: 0, stack: 1000 },
      { seatIndex: 1, stack: 1000 },
    ];
    const { state } = round(table({}, two), { 0: 10, 1: 10 }, ['CT', 'C5', 'D6', 'H6', 'H6', 'ST']);
    const after = play(
      state,
      seat0('hit'),
      ...cards('SQ'), // 26: bust
      { type: 'hit', seatIndex: 1 },
      ...cards('DK'), // 21: stands
      ...cards('D9'), // dealer 6+10+9 = 25
    );
    expect(after.events).toContainEqual({
      type: 'handFinished',
      seatIndex: 0,
      handIndex: 0,
      status: 'bust',
      total: 26,
    });
    expect(after.events).toContainEqual({
      type: 'handFinished',
      seatIndex: 1,
      handIndex: 0,
      status: 'standing',
      total: 21,
    });
    expect(after.state.hands.map((h) => h.result)).toEqual(['LOSE', 'WIN']);
    expect([netOf(after.state, 0), netOf(after.state, 1)]).toEqual([-10, 10]);
  });

  it('[BJ-8] everyone bust: the dealer turns the hole card and draws nothing', () => {
    const { state } = round(table(), { 0: 10 }, ['CT', 'D6', 'H6', 'S5']);
    const after = play(state, seat0('hit'), ...cards('SQ')).state;
    expect(after.roundState).toBe('SETTLING');
    expect(after.dealer.cards).toEqual(['D6', 'S5']);
    expect(after.dealer.holeShown).toBe(true);
  });
});

describe('double (BJ-9)', () => {
  it('[BJ-9] a double puts out the bet again and takes exactly one card', () => {
    const { state } = round(table(), { 0: 50 }, ['C6', 'D9', 'H5', 'S7']);
    const after = play(state, seat0('double'), ...cards('S2'), ...cards('H5'));
    expect(after.state.hands[0]).toMatchObject({
      bet: 100,
      doubled: true,
      cards: ['C6', 'H5', 'S2'],
      result: 'LOSE',
    });
    expect(netOf(after.state, 0)).toBe(-100);
    const won = play(state, seat0('double'), ...cards('ST'), ...cards('HT')).state;
    expect(netOf(won, 0)).toBe(100);
  });

  it('[BJ-9] doubling follows doubleOn, the first two cards and the stack', () => {
    const hard9 = round(table({ doubleOn: '10-11' }), { 0: 50 }, ['C6', 'D9', 'H3', 'S7']).state;
    expect(refused(hard9, seat0('double'))).toMatchObject({
      code: 'CANNOT_DOUBLE',
      message: 'cannot double: this table doubles on hard 10-11 only, not on hard 9',
    });
    const soft = round(table({ doubleOn: '9-11' }), { 0: 50 }, ['CA', 'D9', 'H8', 'S7']).state;
    expect(refused(soft, seat0('double')).message).toBe(
      'cannot double: this table doubles on hard 9-11 only, not on soft 19',
    );
    const three = play(
      round(table(), { 0: 50 }, ['C2', 'D9', 'H3', 'S7']).state,
      seat0('hit'),
      ...cards('S4'),
    ).state;
    expect(refused(three, seat0('double')).message).toBe(
      'cannot double: a hand doubles on its first two cards only',
    );
    const short = round(table({}, [{ seatIndex: 0, stack: 80 }]), { 0: 50 }, ['C6', 'D9', 'H5', 'S7']).state;
    expect(refused(short, seat0('double')).message).toBe(
      'cannot double: doubling needs another 50 chips and seat 1 has 30',
    );
  });

  it('[BJ-9] no double after a split unless doubleAfterSplit', () => {
    const noDas = round(table({ doubleAfterSplit: false }), { 0: 10 }, ['C8', 'D9', 'H8', 'S7']).state;
    const split = play(noDas, seat0('split'), ...cards('S3')).state;
    expect(refused(split, seat0('double')).message).toBe(
      'cannot double: this table does not double after a split',
    );
    const das = play(
      round(table(), { 0: 10 }, ['C8', 'D9', 'H8', 'S7']).state,
      seat0('split'),
      ...cards('S3'),
    ).state;
    expect(blackjackOptions(das).turn).toMatchObject({ double: true });
  });
});

describe('split (BJ-10, BJ-11)', () => {
  it('[BJ-10] split to maxHands, each hand played out in turn and settled on its own', () => {
    const { state } = round(table({ maxHands: 3 }), { 0: 10 }, ['C8', 'D6', 'H8', 'ST']);
    let s = play(state, seat0('split'), ...cards('D8')).state;
    expect(s.hands.map((h) => h.cards)).toEqual([['C8', 'D8'], ['H8']]);
    s = play(s, seat0('split'), ...cards('S3')).state;
    expect(s.hands).toHaveLength(3);
    s = play(s, seat0('double'), ...cards('CT')).state; // hand 1: 8-3-T = 21 doubled
    s = play(s, ...cards('C8')).state; // hand 2 (8) receives 8: a pair again, but three hands is the cap
    expect(refused(s, seat0('split'))).toMatchObject({
      code: 'CANNOT_SPLIT',
      message: 'cannot split: this table allows at most 3 hands per player',
    });
    s = play(s, seat0('stand'), ...cards('HT'), seat0('stand'), ...cards('D5')).state; // hand 3: 8-T = 18; dealer 6-T-5 = 21
    expect(s.roundState).toBe('SETTLING');
    expect(s.hands.map((h) => [h.handIndex, h.cards, h.bet, h.result])).toEqual([
      [0, ['C8', 'S3', 'CT'], 20, 'PUSH'],
      [1, ['D8', 'C8'], 10, 'LOSE'],
      [2, ['H8', 'HT'], 10, 'LOSE'],
    ]);
    expect(netOf(s, 0)).toBe(-20);
  });

  it('[BJ-10] any two ten-value cards split (K-Q); different ranks otherwise do not', () => {
    const kq = round(table(), { 0: 10 }, ['CK', 'D6', 'HQ', 'ST']).state;
    expect(blackjackOptions(kq).turn).toMatchObject({ split: true });
    const mixed = round(table(), { 0: 10 }, ['C9', 'D6', 'H8', 'ST']).state;
    expect(refused(mixed, seat0('split')).message).toBe(
      'cannot split: only two cards of the same rank (or two ten-value cards) split',
    );
  });

  it('[BJ-11] split aces take one card each, and an ace-ten after a split is 21 paid even money, not a natural', () => {
    const { state } = round(table(), { 0: 10 }, ['CA', 'D9', 'HA', 'S7']);
    const after = play(state, seat0('split'), ...cards('CT'), ...cards('H5'), ...cards('D2'));
    expect(after.state.hands.map((h) => [h.cards, h.status])).toEqual([
      [['CA', 'CT'], 'standing'],
      [['HA', 'H5'], 'standing'],
    ]);
    // Dealer 9-7-2 = 18: the 21 wins 10 (not 15), soft 16 loses.
    expect(after.state.hands.map((h) => h.result)).toEqual(['WIN', 'LOSE']);
    expect(netOf(after.state, 0)).toBe(0);
  });

  it('[BJ-11] an ace on a split ace is split again only with resplitAces', () => {
    const deal = ['CA', 'D9', 'HA', 'S7'] as const;
    const noResplit = play(round(table(), { 0: 10 }, [...deal]).state, seat0('split'), ...cards('DA')).state;
    expect(noResplit.hands[0]!.status).toBe('standing');
    const resplit = play(
      round(table({ resplitAces: true }), { 0: 10 }, [...deal]).state,
      seat0('split'),
      ...cards('DA'),
    ).state;
    expect(blackjackOptions(resplit).turn).toMatchObject({
      split: true,
      hit: false,
      double: false,
      stand: true,
    });
    expect(refused(resplit, seat0('hit')).code).toBe('CANNOT_HIT');
    const three = play(resplit, seat0('split'), ...cards('C2')).state;
    expect(three.hands).toHaveLength(3);
  });
});

describe('surrender (BJ-12)', () => {
  it('[BJ-12] late surrender gives half the bet back, as the first decision only', () => {
    const rules = { surrender: 'late' as const };
    const { state } = round(table(rules), { 0: 100 }, ['CT', 'D9', 'H6', 'S7']);
    const after = play(state, seat0('surrender')).state;
    expect(after.roundState).toBe('SETTLING');
    expect(after.hands[0]!.result).toBe('SURRENDER');
    expect(netOf(after, 0)).toBe(-50);
    const hit = play(
      round(table(rules), { 0: 100 }, ['C2', 'D9', 'H3', 'S7']).state,
      seat0('hit'),
      ...cards('S4'),
    ).state;
    expect(refused(hit, seat0('surrender')).message).toBe(
      'cannot surrender: surrender is the first decision on the first two cards only',
    );
    expect(
      refused(round(table(), { 0: 100 }, ['CT', 'D9', 'H6', 'S7']).state, seat0('surrender')).message,
    ).toBe('cannot surrender: this table does not offer surrender');
  });

  it('[BJ-12] without a peek a surrender is late: a dealer natural found after it takes the whole bet', () => {
    const rules = { surrender: 'late' as const, dealerPeeks: false };
    const { state } = round(table(rules), { 0: 100 }, ['CT', 'DA', 'H6']);
    const declined = play(state, { type: 'declineInsurance', seatIndex: 0 }, seat0('surrender')).state;
    expect(declined.roundState).toBe('DEALER_ACTION');
    expect(netOf(play(declined, ...cards('SK')).state, 0)).toBe(-100);
    expect(netOf(play(declined, ...cards('S7')).state, 0)).toBe(-50);
  });

  it('[BJ-12] surrendering an odd bet rounds the refund down to the chip unit', () => {
    const { state } = round(table({ surrender: 'late', minBet: 5 }), { 0: 25 }, ['CT', 'D9', 'H6', 'S7']);
    expect(netOf(play(state, seat0('surrender')).state, 0)).toBe(-13);
  });
});

describe('the dealer (BJ-13)', () => {
  const softSeventeen = ['CT', 'DA', 'H8', 'S6'] as const;

  it('[BJ-13] S17: the dealer stands on soft 17', () => {
    const { state } = round(table({ insurance: false }), { 0: 10 }, [...softSeventeen]);
    const after = play(state, seat0('stand')).state;
    expect(after.dealer.cards).toEqual(['DA', 'S6']);
    expect(after.hands[0]!.result).toBe('WIN');
  });

  it('[BJ-13] H17: the dealer hits soft 17', () => {
    const { state } = round(table({ insurance: false, dealerHitsSoft17: true }), { 0: 10 }, [
      ...softSeventeen,
    ]);
    const after = play(state, seat0('stand'));
    expect(nextCardFor(after.state)).toEqual({ kind: 'dealer', slot: 'hit' });
    const done = play(after.state, ...cards('C3')).state; // soft 20
    expect(done.dealer.cards).toEqual(['DA', 'S6', 'C3']);
    expect(done.hands[0]!.result).toBe('LOSE');
  });

  it('[BJ-13] the dealer hits hard 16 and stands on hard 17', () => {
    const { state } = round(table(), { 0: 10 }, ['CT', 'DT', 'H7', 'S6']);
    const after = play(state, seat0('stand'), ...cards('C2')).state; // hard 18
    expect(after.dealer.cards).toEqual(['DT', 'S6', 'C2']);
    expect(after.hands[0]!.result).toBe('LOSE');
    const seventeen = play(state, seat0('stand'), ...cards('CA')).state; // T-6-A: hard 17
    expect(seventeen.hands[0]!.result).toBe('PUSH');
  });
});

describe('payouts (BJ-14)', () => {
  it('[BJ-14] a natural pays 3:2; on an odd bet the half chip is rounded down to the chip unit', () => {
    const natural = (bet: number, rules = {}, chipUnit = 1) =>
      netOf(
        round(table({ minBet: 1, ...rules }, [{ seatIndex: 0, stack: 1000 }], chipUnit), { 0: bet }, [
          'CA',
          'D9',
          'HK',
          'S7',
        ]).state,
        0,
      );
    expect(natural(10)).toBe(15);
    expect(natural(15)).toBe(22);
    expect(natural(25, { minBet: 5 }, 5)).toBe(35);
    expect(natural(10, { blackjackPays: '6:5' })).toBe(12);
    expect(natural(25, { blackjackPays: '6:5' })).toBe(30);
    expect(natural(7, { blackjackPays: '6:5' })).toBe(8);
  });

  it('[BJ-14] a win pays 1:1, a push returns the bet, dealer natural against player natural pushes', () => {
    const { state } = round(table(), { 0: 40 }, ['CT', 'D9', 'H9', 'ST']);
    expect(netOf(play(state, seat0('stand')).state, 0)).toBe(0);
    const win = round(table(), { 0: 40 }, ['CT', 'D9', 'HK', 'S8']).state;
    expect(netOf(play(win, seat0('stand')).state, 0)).toBe(40);
    const both = round(table(), { 0: 40 }, ['CA', 'DA', 'HK', 'SK']).state;
    const after = play(both, { type: 'declineInsurance', seatIndex: 0 }).state;
    expect(after.hands[0]!.result).toBe('PUSH');
    expect(netOf(after, 0)).toBe(0);
  });

  it('[BJ-14] the round event lists each seat net and the house result as minus their sum', () => {
    const two = [
      { seatIndex: 0, stack: 1000 },
      { seatIndex: 1, stack: 1000 },
    ];
    const { state } = round(table({}, two), { 0: 20, 1: 30 }, ['CT', 'C5', 'D9', 'HK', 'H6', 'S8']);
    const { events } = play(state, seat0('stand'), { type: 'stand', seatIndex: 1 });
    expect(events.find((e) => e.type === 'roundSettled')).toEqual({
      type: 'roundSettled',
      round: 1,
      nets: [
        { seatIndex: 0, net: 20 },
        { seatIndex: 1, net: -30 },
      ],
      houseNet: 10,
    });
  });
});

describe('the view (BJ-17)', () => {
  it('[BJ-17] the hole card is null for hidden viewers until it is turned', () => {
    const { state } = round(table(), { 0: 10 }, ['CT', 'D9', 'H8', 'S8']);
    const view = blackjackView(state, { hideHole: true });
    expect(view).toMatchObject({
      roundState: 'PLAYER_ACTION',
      minBet: 10,
      maxBet: 1000,
      dealerHand: ['D9', null],
      seats: [{ seatIndex: 0, stack: 990, bet: 10, insurance: null, net: null }],
      hands: [
        {
          seatIndex: 0,
          handIndex: 0,
          bet: 10,
          cards: ['CT', 'H8'],
          isStanding: false,
          isBust: false,
          isDoubled: false,
          isSurrendered: false,
          result: null,
        },
      ],
      shoe: { cardsDealt: 4, cutCardOut: false, shuffleDue: false },
      round: 1,
    });
    // The buttons a screen shows are the reducer's options: 18 against a 9 may hit, stand or double.
    expect(view.options.turn).toEqual({
      seatIndex: 0,
      handIndex: 0,
      hit: true,
      stand: true,
      double: true,
      split: false,
      surrender: false,
    });
    expect(view.options.nextCard).toBeNull();
    expect(JSON.stringify(view)).not.toContain('S8');
    expect(blackjackView(state, { hideHole: false }).dealerHand).toEqual(['D9', 'S8']);
    const settled = play(state, seat0('stand')).state;
    expect(blackjackView(settled, { hideHole: true })).toMatchObject({
      roundState: 'SETTLING',
      dealerHand: ['D9', 'S8'],
      hands: [{ isStanding: true, isBust: false, result: 'WIN' }],
    });
  });

  it('[BJ-17] a surrender shows as LOSE (the protocol has no surrender result)', () => {
    const { state } = round(table({ surrender: 'late' }), { 0: 10 }, ['CT', 'D9', 'H6', 'S7']);
    const view = blackjackView(play(state, seat0('surrender')).state, { hideHole: true });
    expect(view.hands[0]).toMatchObject({ isStanding: true, isSurrendered: true, result: 'LOSE' });
  });
});
