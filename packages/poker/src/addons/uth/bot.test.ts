import { describe, expect, it } from 'vitest';
import { type Card, cardIndex } from '../../cards/cards.js';
import { seededRandom, shuffledDeck } from '../../cards/deck.js';
import { dealerOuts, raisesPreflop, uthBasicDecision } from './bot.js';
import { DEFAULT_UTH_RULES } from './rules.js';
import { playUthRound } from './test-driver.js';
import type { UthEvent, UthState } from './types.js';
import { applyUth, newUthTable } from './uth.js';

const raises = (a: Card, b: Card) => raisesPreflop(cardIndex(a), cardIndex(b));

/** `rounds` rounds of five bot seats from one seed: every event of every round. */
function botSession(seed: number, rounds: number): { events: UthEvent[]; state: UthState } {
  const random = seededRandom(seed);
  let state = newUthTable(
    DEFAULT_UTH_RULES,
    [0, 1, 2, 3, 4].map((seatIndex) => ({ seatIndex, stack: 10_000 })),
  );
  const events: UthEvent[] = [];
  for (let r = 0; r < rounds; r++) {
    const played = playUthRound(state, {
      bets: [0, 1, 2, 3, 4].map((seatIndex) => ({ seatIndex, ante: 10, trips: seatIndex % 2 === 0 ? 5 : 0 })),
      deck: shuffledDeck(random),
    });
    events.push(...played.events);
    const next = applyUth(played.state, { type: 'nextRound' });
    if (!next.ok) throw new Error(next.error.message);
    events.push(...next.events);
    state = next.state;
  }
  return { events, state };
}

describe('UTH bot (Wizard of Odds simple strategy)', () => {
  it('[UTH-17] preflop: 4× with any pair but deuces, any ace, K-x suited, K5o+, Q6s+, Q8o+, J8s+, JTo; never 3×', () => {
    const yes: [Card, Card][] = [
      ['S3', 'H3'],
      ['SA', 'H2'],
      ['SK', 'S2'],
      ['SK', 'H5'],
      ['SQ', 'S6'],
      ['SQ', 'H8'],
      ['SJ', 'S8'],
      ['SJ', 'HT'],
    ];
    const no: [Card, Card][] = [
      ['S2', 'H2'],
      ['SK', 'H4'],
      ['SQ', 'S5'],
      ['SQ', 'H7'],
      ['SJ', 'S7'],
      ['SJ', 'H9'],
      ['ST', 'S9'],
    ];
    expect(yes.map(([a, b]) => raises(a, b))).toEqual(yes.map(() => true));
    expect(no.map(([a, b]) => raises(a, b))).toEqual(no.map(() => false));
    expect(uthBasicDecision(['SA', 'H2'], [], 'preflop')).toEqual({ kind: 'play', multiple: 4 });
  });

  it('[UTH-17] flop: 2× with two pair or better, a hidden pair but pocket deuces, four to a flush with a hidden ten or better', () => {
    const flop = (hole: Card[], board: Card[]) => uthBasicDecision(hole, board, 'flop').kind;
    expect(flop(['S9', 'H4'], ['D9', 'C4', 'SK'])).toBe('play'); // two pair
    expect(flop(['S9', 'H3'], ['D9', 'CQ', 'SK'])).toBe('play'); // hidden pair
    expect(flop(['S2', 'H2'], ['D9', 'CQ', 'SK'])).toBe('check'); // pocket deuces
    expect(flop(['S3', 'H4'], ['D9', 'C9', 'SK'])).toBe('check'); // the pair is the board's
    expect(flop(['HT', 'C3'], ['H9', 'H5', 'H2'])).toBe('play'); // four hearts with the ten
    expect(flop(['H9', 'C3'], ['HT', 'H5', 'H2'])).toBe('check'); // four hearts, hidden nine
  });

  it('[UTH-17] river: 1× with a hidden pair or better or under 21 dealer outs, otherwise fold', () => {
    const board: Card[] = ['C2', 'D5', 'H7', 'S9', 'DJ'];
    // A-K high: the dealer beats it only by pairing the board, 5 ranks × 3 = 15 outs.
    expect(dealerOuts([cardIndex('SA'), cardIndex('HK')], board.map(cardIndex))).toBe(15);
    expect(uthBasicDecision(['SA', 'HK'], board, 'river').kind).toBe('play');
    // 4-3 high on 2-6-8-T-Q: 15 pairing cards plus every A, K, J, 9, 7, 5 = 39 outs.
    const weak: Card[] = ['C2', 'D6', 'H8', 'ST', 'DQ'];
    expect(dealerOuts([cardIndex('S4'), cardIndex('H3')], weak.map(cardIndex))).toBe(39);
    expect(uthBasicDecision(['S4', 'H3'], weak, 'river')).toEqual({ kind: 'fold' });
    expect(uthBasicDecision(['S4', 'H6'], weak, 'river')).toEqual({ kind: 'play', multiple: 1 });
  });

  it('[UTH-14] bots play whole rounds without a refusal, and the same seed plays the same rounds', () => {
    const a = botSession(2024, 60);
    const b = botSession(2024, 60);
    expect(a.events).toEqual(b.events);
    const settled = a.events.flatMap((e) => (e.type === 'seatSettled' ? [e.settlement] : []));
    expect(settled).toHaveLength(300);
    const house = a.events.flatMap((e) => (e.type === 'roundSettled' ? [e.houseResult] : []));
    const stacks = a.state.seats.reduce((sum, s) => sum + s.stack, 0);
    expect(stacks + house.reduce((x, y) => x + y, 0)).toBe(50_000);
    // The bots use every kind of decision over 60 rounds.
    const kinds = new Set(a.events.map((e) => (e.type === 'playBet' ? `${e.street}${e.multiple}` : e.type)));
    for (const k of ['preflop4', 'flop2', 'river1', 'checked', 'folded']) expect(kinds.has(k)).toBe(true);
    expect(kinds.has('preflop3')).toBe(false);
  });
});
