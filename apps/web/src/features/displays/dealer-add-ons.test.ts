import { describe, expect, it } from 'vitest';
import {
  blackjackNextLine,
  blackjackTotal,
  checkBet,
  handTags,
  roomConfirmation,
  shoeLine,
  uthDecisions,
  uthNextLine,
} from './dealer-add-ons.js';
import {
  blackjackTable,
  nitConfirmationTable,
  powerupConfirmationTable,
  uthTable,
} from './dealer-testing/testing.js';

describe('the dealer screen’s words for the add-on games', () => {
  it('[DEAL-ROOM-1] a nit game call says who pays whom and how much, and when the nit is short', () => {
    const c = roomConfirmation(nitConfirmationTable())!;
    expect(c.addOn).toBe('nitGameAddOn');
    expect(c.headline).toBe('Ana is the nit: pays 20 to each of 5 players');
    expect(c.details).toEqual(['Ben, Cleo, Dev, Eli and Fay win the nit game', 'Ana pays 20 × 5 = 100']);
    const short = roomConfirmation(nitConfirmationTable({ anaStack: 30 }))!;
    expect(short.details[1]).toBe('Ana has only 30: it is split between the 5 winners');
  });

  it('[DEAL-ROOM-2] a powerup says who played which and on whom it works', () => {
    const pick = roomConfirmation(powerupConfirmationTable('PICKPOCKET'))!;
    expect(pick.addOn).toBe('powerupsAddOn');
    expect(pick.headline).toBe('Eli plays Pickpocket on the next hand’s biggest winner');
    expect(pick.details[0]).toContain('The biggest winner, if not Eli, hands Eli the pickpocket amount');
    const shield = roomConfirmation(powerupConfirmationTable('SHIELD'))!;
    expect(shield.headline).toBe('Eli plays Shield on their next hand');
  });

  it('[DEAL-ROOM-3] no room confirmation while the table waits for none', () => {
    const state = nitConfirmationTable();
    state.round.roundState = 'WAITING FOR ROUND START';
    expect(roomConfirmation(state)).toBeNull();
  });

  it('[DEAL-BJ-1] totals as a dealer calls them: soft, hard, blackjack, bust, the up card alone', () => {
    expect(blackjackTotal(['SA', 'H6'], { canBeNatural: true })).toBe('Soft 17');
    expect(blackjackTotal(['SA', 'H6', 'DT'], { canBeNatural: true })).toBe('Hard 17');
    expect(blackjackTotal(['SA', 'HK'], { canBeNatural: true })).toBe('Blackjack');
    // Split aces and a ten: 21, not a natural (BJ-11).
    expect(blackjackTotal(['SA', 'HK'], { canBeNatural: false })).toBe('Soft 21');
    expect(blackjackTotal(['ST', 'H6', 'D8'], { canBeNatural: true })).toBe('Bust 24');
    expect(blackjackTotal(['H6', null], { canBeNatural: true })).toBe('6');
    expect(blackjackTotal([], { canBeNatural: true })).toBeNull();
  });

  it('[DEAL-BJ-2] the line on top says where the next card goes, whose decision, or what the shoe needs', () => {
    const decision = blackjackTable('decision');
    expect(blackjackNextLine(decision, decision.blackjack!)).toBe('Decision: Seat 1 · Ana, hand 2');
    const ana = decision.blackjack!.hands.filter((h) => h.seatIndex === 0);
    expect(handTags(decision.blackjack!, ana[0]!)).toEqual(['Split hand 1', 'Doubled', 'Stands']);

    const dealing = structuredClone(decision);
    dealing.blackjack!.options.turn = null;
    dealing.blackjack!.options.nextCard = { kind: 'player', seatIndex: 0, handIndex: 1 };
    expect(blackjackNextLine(dealing, dealing.blackjack!)).toBe('Next card: Seat 1 · Ana, hand 2');
    dealing.blackjack!.options.nextCard = { kind: 'player', seatIndex: 2, handIndex: 0 };
    expect(blackjackNextLine(dealing, dealing.blackjack!)).toBe('Next card: Seat 3 · Cleo');
    dealing.blackjack!.options.nextCard = { kind: 'dealer', slot: 'hole' };
    expect(blackjackNextLine(dealing, dealing.blackjack!)).toBe('Next card: the dealer’s hole card');

    const insurance = blackjackTable('insurance');
    expect(blackjackNextLine(insurance, insurance.blackjack!)).toBe('Insurance? Ana and Cleo to answer');
    expect(blackjackTotal(insurance.blackjack!.dealerHand, { canBeNatural: true })).toBe('an ace');
    const betting = blackjackTable('betting');
    expect(blackjackNextLine(betting, betting.blackjack!)).toBe('Taking bets: Deal when ready');
    betting.blackjack!.options.bets = [];
    expect(blackjackNextLine(betting, betting.blackjack!)).toBe('Bets are in: Deal when ready');
    const shuffle = blackjackTable('shuffle');
    expect(blackjackNextLine(shuffle, shuffle.blackjack!)).toBe(
      'Cut card is out: shuffle the shoe, then press Shuffle',
    );
    expect(shoeLine(shuffle.blackjack!)).toBe('16 cards dealt · shuffle due');
    const settled = blackjackTable('settled');
    expect(blackjackNextLine(settled, settled.blackjack!)).toBe('Settled: pay and take, then Next round');
  });

  it('[DEAL-BJ-3] a bet entry is whole chip units within the seat’s range', () => {
    expect(checkBet('25', { min: 10, max: 500 }, 5)).toEqual({ ok: true, amount: 25 });
    expect(checkBet('5', { min: 10, max: 500 }, 5)).toEqual({ ok: false, reason: 'At least 10' });
    expect(checkBet('1000', { min: 10, max: 500 }, 5)).toEqual({ ok: false, reason: 'At most 500' });
    expect(checkBet('12', { min: 10, max: 500 }, 5)).toEqual({
      ok: false,
      reason: 'Bets are in 5-chip units',
    });
    expect(checkBet('', { min: 10, max: 500 }, 5)).toEqual({ ok: false, reason: 'Enter a bet' });
  });

  it('[DEAL-UTH-1] UTH: who decides on which street, and each seat’s buttons from its options', () => {
    const flop = uthTable('flop');
    expect(uthNextLine(flop, flop.uth!)).toBe('On the flop: Ben, Cleo and Fay to decide');
    const preflop = uthTable('preflop').uth!;
    expect(uthDecisions(preflop.options.seats[3]!).map((d) => [d.label, d.shortcut])).toEqual([
      ['Play 4× · 100', '4'],
      ['Play 3× · 75', '3'],
      ['Check', 'C'],
    ]);
    const river = uthTable('river').uth!;
    expect(uthDecisions(river.options.seats.find((s) => s.seatIndex === 2)!).map((d) => d.action)).toEqual([
      { type: 'play', seatIndex: 2, multiple: 1 },
      { type: 'fold', seatIndex: 2 },
    ]);
    const betting = uthTable('betting');
    expect(uthNextLine(betting, betting.uth!)).toBe('Taking bets: No more bets when ready');
    const dealing = structuredClone(flop);
    dealing.uth!.options.nextCard = { to: 'board', index: 3 };
    expect(uthNextLine(dealing, dealing.uth!)).toBe('Next card: the turn');
    dealing.uth!.options.nextCard = { to: 'seat', seatIndex: 4 };
    expect(uthNextLine(dealing, dealing.uth!)).toBe('Next card: Seat 5 · Eli');
  });
});
