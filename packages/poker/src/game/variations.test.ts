import { describe, expect, it } from 'vitest';
import { actionOptions } from './apply.js';
import { HandDriver } from './test-driver.js';

const players = (n: number, stack = 100) =>
  Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, stack }));

function limpAround(hand: HandDriver): void {
  // Everyone calls or checks until the street's betting closes.
  while (hand.state.phase === 'betting') hand.call(hand.actor!);
}

describe('pineapple family', () => {
  it('[VAR-1] pineapple: three hole cards, one discarded after the preflop betting and before the flop', () => {
    const hand = new HandDriver({
      variation: 'PINEAPPLE_NLH',
      players: players(2),
      blindsOrStraddles: [2, 1],
    });
    hand.deal(0, 'SA', 'HA', 'C2').deal(1, 'SK', 'HK', 'C3');
    limpAround(hand);
    expect(hand.state.phase).toBe('discarding');
    expect(hand.refuse({ type: 'dealBoard', cards: ['D4', 'D5', 'D6'] })).toMatchObject({
      code: 'NOT_DEALING',
    });
    expect(hand.refuse({ type: 'discard', player: 0, cards: ['C2', 'HA'] })).toMatchObject({
      code: 'WRONG_DISCARD_COUNT',
    });
    hand.do({ type: 'discard', player: 1, cards: ['C3'] }).do({ type: 'discard', player: 0, cards: ['C2'] });
    expect(hand.state.phase).toBe('dealing');
    expect(hand.state.players[0]!.hole).toEqual(['SA', 'HA']);
    hand.board('D4', 'D5', 'D6');
    expect(hand.state.phase).toBe('betting');
  });

  it('[VAR-2] crazy pineapple discards after the flop betting', () => {
    const hand = new HandDriver({
      variation: 'CRAZY_PINEAPPLE_NLH',
      players: players(2),
      blindsOrStraddles: [2, 1],
    });
    hand.deal(0, 'SA', 'HA', 'C2').deal(1, 'SK', 'HK', 'C3');
    limpAround(hand);
    expect(hand.state.phase).toBe('dealing');
    hand.board('D4', 'D5', 'D6');
    limpAround(hand);
    expect(hand.state.phase).toBe('discarding');
  });

  it('[VAR-3] lazy pineapple discards after the river betting, before the showdown', () => {
    const hand = new HandDriver({
      variation: 'LAZY_PINEAPPLE_NLH',
      players: players(2),
      blindsOrStraddles: [2, 1],
    });
    hand.deal(0, 'SA', 'HA', 'C2').deal(1, 'SK', 'HK', 'C3');
    limpAround(hand);
    hand.board('D4', 'D5', 'D6');
    limpAround(hand);
    hand.board('D7');
    limpAround(hand);
    hand.board('S9');
    limpAround(hand);
    expect(hand.state.phase).toBe('discarding');
    hand.do({ type: 'discard', player: 0, cards: ['C2'] }).do({ type: 'discard', player: 1, cards: ['C3'] });
    expect(hand.state.phase).toBe('showdown');
  });
});

describe('draw games', () => {
  it('[VAR-4] Drawmaha draws after the flop betting, before the turn, and splits Omaha high with the hole-card high', () => {
    const hand = new HandDriver({
      variation: 'DRAWMAHA_301',
      players: players(2),
      blindsOrStraddles: [2, 1],
    });
    hand.deal(0, 'SA', 'HA', 'DA', 'C2', 'C3').deal(1, 'SK', 'HK', 'S7', 'S8', 'S9');
    limpAround(hand);
    hand.board('H4', 'D5', 'DJ');
    limpAround(hand);
    expect(hand.state.dealing?.drawers).toEqual([0, 1]);
    expect(hand.refuse({ type: 'dealBoard', cards: ['CK'] })).toMatchObject({
      code: 'OUT_OF_TURN',
      rule: 'DEAL-7',
    });
    expect(hand.refuse({ type: 'discard', player: 1, cards: [] })).toMatchObject({ code: 'OUT_OF_TURN' });
    hand.do({ type: 'discard', player: 0, cards: [] }); // stands pat with three aces
    hand.do({ type: 'discard', player: 1, cards: ['SK', 'HK'] });
    expect(hand.refuse({ type: 'dealHole', player: 1, cards: ['S6', 'ST', 'SJ'] })).toMatchObject({
      code: 'TOO_MANY_CARDS',
    });
    hand.deal(1, 'S6', 'ST').board('CK');
    limpAround(hand);
    hand.board('C9');
    limpAround(hand);
    hand.show(0).show(1);
    // Omaha half: p1's pair of aces; hole half: p2's straight flush 10-9-8-7-6 of spades.
    const shares = hand.state.result!.pots[0]!.shares;
    expect(shares.map((s) => s.handType)).toEqual(['omahaHigh', 'holeHigh']);
    expect(shares.map((s) => s.winners)).toEqual([[0], [1]]);
  });

  it('[VAR-5] triple draw: three draws, each player gets as many cards as they threw', () => {
    const hand = new HandDriver({
      variation: 'TRIPLE_DRAW_2_7',
      players: players(2),
      blindsOrStraddles: [2, 1],
      smallBet: 2,
      bigBet: 4,
    });
    hand.deal(0, 'S2', 'H3', 'D4', 'C5', 'SK').deal(1, 'SA', 'HA', 'DA', 'CA', 'SQ');
    for (const [p1Throws, p2Throws, p2Gets] of [
      [['SK'], ['HA', 'DA'], ['H9', 'D9']],
      [[], ['CA'], ['C9']],
      [[], [], []],
    ] as const) {
      limpAround(hand);
      hand.do({ type: 'discard', player: 0, cards: [...p1Throws] });
      if (p1Throws.length) hand.deal(0, 'C7');
      hand.do({ type: 'discard', player: 1, cards: [...p2Throws] });
      if (p2Gets.length) hand.deal(1, ...p2Gets);
    }
    limpAround(hand);
    hand.show(0).show(1);
    // p1 drew to 7-5-4-3-2, the best deuce-to-seven hand; p2 ended with three nines.
    expect(hand.stacks).toEqual([102, 98]);
  });
});

describe('stud family', () => {
  const studHand = (variation: 'STUD' | 'RAZZ') =>
    new HandDriver({
      variation,
      players: players(3, 500),
      antes: 1,
      bringIn: 2,
      smallBet: 10,
      bigBet: 20,
    });

  it('[VAR-6] razz: the highest door card brings in, kings highest and spades breaking ties', () => {
    const hand = studHand('RAZZ');
    hand.deal(0, 'S2', 'H3', 'DK').deal(1, 'S4', 'H5', 'SK').deal(2, 'S6', 'H7', 'CA');
    expect(hand.actor).toBe(1);
  });

  it('[VAR-7] stud: from fourth street the best showing hand acts first, position breaking ties', () => {
    const hand = studHand('STUD');
    hand.deal(0, 'S2', 'H3', 'D9').deal(1, 'S4', 'H5', 'SK').deal(2, 'S6', 'H7', 'C4');
    hand.do({ type: 'bringIn', player: 2 });
    hand.call(0).call(1);
    hand.deal(0, 'C9').deal(1, 'DQ').deal(2, 'HA');
    // p1 shows a pair of nines: it opens fourth street.
    expect(hand.actor).toBe(0);
    expect(actionOptions(hand.state)).toMatchObject({ raiseKind: 'bet', minRaiseTo: 10 });
  });
});

describe('special pots', () => {
  it('[VAR-8] a bomb pot: everyone antes, there is no preflop betting and the flop comes at once', () => {
    const hand = new HandDriver({
      variation: 'NLH',
      players: players(3),
      antes: 10,
      minBet: 2,
      bombPot: true,
    });
    hand.deal(0, 'SA', 'HA').deal(1, 'SK', 'HK').deal(2, 'SQ', 'HQ');
    expect(hand.state.phase).toBe('dealing');
    expect(hand.state.streetIndex).toBe(1);
    hand.board('C2', 'D3', 'H8');
    expect(hand.state.phase).toBe('betting');
  });

  it('[DEAL-1] a card already in play is refused and named', () => {
    const hand = new HandDriver({ variation: 'NLH', players: players(2), blindsOrStraddles: [2, 1] });
    hand.deal(0, 'SA', 'HA');
    expect(hand.refuse({ type: 'dealHole', player: 1, cards: ['SA', 'HK'] })).toMatchObject({
      code: 'DUPLICATE_CARD',
      message: 'card SA is already in play',
    });
    expect(hand.refuse({ type: 'dealHole', player: 1, cards: ['SK', 'HK', 'DK'] })).toMatchObject({
      code: 'TOO_MANY_CARDS',
    });
  });
});
