import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Card, cardIndex, rankOf, suitOf } from '../../cards/cards.js';
import { seededRandom, shuffledDeck } from '../../cards/deck.js';
import {
  applyFortuneTeller,
  type FortuneTellerInput,
  type FortuneTellerState,
  fortuneTellerOptions,
  fortuneTellerView,
  judgeProphecy,
  newFortuneTeller,
  PROPHECY_IDS,
} from './fortune-teller.js';
import { hand, seat } from './testing.js';

function run(state: FortuneTellerState, ...inputs: FortuneTellerInput[]): FortuneTellerState {
  let s = state;
  for (const input of inputs) {
    const r = applyFortuneTeller(s, input);
    if (!r.ok) throw new Error(`${input.type}: ${r.error.message}`);
    s = r.state;
  }
  return s;
}

const BOARD: Card[] = ['SA', 'HA', 'D7', 'C8', 'H2'];

describe('fortune teller', () => {
  it('[FORTUNE-1] one prediction per player per hand, from the prompts on offer; a new one replaces the old', () => {
    let s = run(newFortuneTeller(20, 2), { type: 'drawPrompts', random: seededRandom(4) });
    expect(s.offered).toHaveLength(2);
    expect(new Set(s.offered).size).toBe(2);
    const [first, second] = s.offered as [(typeof PROPHECY_IDS)[number], (typeof PROPHECY_IDS)[number]];
    const notOffered = PROPHECY_IDS.find((id) => !s.offered.includes(id))!;
    expect(applyFortuneTeller(s, { type: 'predict', seatIndex: 1, prophecy: notOffered })).toMatchObject({
      ok: false,
      error: { code: 'NOT_OFFERED' },
    });
    s = run(
      s,
      { type: 'predict', seatIndex: 1, prophecy: first },
      { type: 'predict', seatIndex: 1, prophecy: second },
    );
    expect(s.open).toEqual([{ seatIndex: 1, prophecy: second, isCorrect: null }]);
    expect(fortuneTellerOptions(s)).toContain('withdraw');
    s = run(s, { type: 'withdraw', seatIndex: 1 });
    expect(s.open).toEqual([]);
  });

  it('[FORTUNE-2] each correct prediction wins the whole prize from the house', () => {
    const s = run(
      newFortuneTeller(20),
      { type: 'predict', seatIndex: 1, prophecy: 'PAIRED_BOARD' },
      { type: 'predict', seatIndex: 2, prophecy: 'ACE_ON_FLOP' },
      { type: 'predict', seatIndex: 3, prophecy: 'FACE_ON_TURN' },
    );
    const r = applyFortuneTeller(s, {
      type: 'hand',
      outcome: hand(1, [seat(1, 1, 1), seat(2, 1, 1), seat(3, 1, 1)], { board: BOARD }),
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events[0]).toMatchObject({
      transfers: [
        { from: 'HOUSE', to: 1, amount: 20 },
        { from: 'HOUSE', to: 2, amount: 20 },
      ],
    });
    expect(fortuneTellerView(r.state)).toEqual({
      prize: 20,
      predictions: [
        { seatIndex: 1, prediction: 'The board pairs', isCorrect: true },
        { seatIndex: 2, prediction: 'An ace on the flop', isCorrect: true },
        { seatIndex: 3, prediction: 'The turn is a jack, queen or king', isCorrect: false },
      ],
    });
  });

  it('[FORTUNE-3] void when the board stops before the cards it needs, or the player is not dealt in', () => {
    const s = run(
      newFortuneTeller(20),
      { type: 'predict', seatIndex: 1, prophecy: 'RED_RIVER' },
      { type: 'predict', seatIndex: 2, prophecy: 'ACE_ON_FLOP' },
      { type: 'predict', seatIndex: 5, prophecy: 'ACE_ON_FLOP' },
    );
    const r = applyFortuneTeller(s, {
      type: 'hand',
      outcome: hand(1, [seat(1, 1, 1), seat(2, 1, 1)], { board: ['SA', 'H3', 'D7', 'C8'] }),
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.judged.map((p) => p.isCorrect)).toEqual([null, true, null]);
    expect(r.events[0]).toMatchObject({ transfers: [{ from: 'HOUSE', to: 2, amount: 20 }] });
    expect(applyFortuneTeller(r.state, { type: 'hand', outcome: hand(1, []) })).toMatchObject({
      ok: false,
      error: { code: 'HAND_ALREADY_SEEN' },
    });
  });

  it('[FORTUNE-4] the catalogue is judged from the board exactly as written', () => {
    expect(judgeProphecy('PAIRED_BOARD', BOARD)).toBe(true);
    expect(judgeProphecy('PAIRED_BOARD', ['SA', 'HK', 'D7', 'C8', 'H2'])).toBe(false);
    expect(judgeProphecy('FLUSH_POSSIBLE', ['SA', 'SK', 'D7', 'S8', 'H2'])).toBe(true);
    expect(judgeProphecy('FLUSH_POSSIBLE', ['SA', 'SK', 'D7', 'H8', 'H2'])).toBe(false);
    expect(judgeProphecy('ACE_ON_FLOP', ['S2', 'H3', 'DA'])).toBe(true);
    expect(judgeProphecy('ACE_ON_FLOP', ['S2', 'H3', 'D4', 'CA'])).toBe(false);
    expect(judgeProphecy('RED_RIVER', BOARD)).toBe(true);
    expect(judgeProphecy('RED_RIVER', ['SA', 'HA', 'D7', 'C8', 'S2'])).toBe(false);
    expect(judgeProphecy('FACE_ON_TURN', ['SA', 'HA', 'D7', 'CK'])).toBe(true);
    expect(judgeProphecy('FACE_ON_TURN', ['SA', 'HA', 'D7', 'CA'])).toBe(false);
    expect(judgeProphecy('MONOTONE_FLOP', ['S2', 'S9', 'SK'])).toBe(true);
    expect(judgeProphecy('MONOTONE_FLOP', ['S2', 'S9', 'HK'])).toBe(false);
    expect(judgeProphecy('RED_RIVER', ['SA', 'HA', 'D7'])).toBeNull();
  });

  it('[FORTUNE-5] every prophecy agrees with a plain count over random boards', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const b = shuffledDeck(seededRandom(seed)).slice(0, 5);
        const r = b.map((c) => rankOf(cardIndex(c)));
        const s = b.map((c) => suitOf(cardIndex(c)));
        const count = (xs: number[], x: number) => xs.filter((y) => y === x).length;
        return (
          judgeProphecy('PAIRED_BOARD', b) === r.some((x) => count(r, x) >= 2) &&
          judgeProphecy('FLUSH_POSSIBLE', b) === s.some((x) => count(s, x) >= 3) &&
          judgeProphecy('ACE_ON_FLOP', b) === b.slice(0, 3).some((c) => c[1] === 'A') &&
          judgeProphecy('RED_RIVER', b) === (b[4]![0] === 'H' || b[4]![0] === 'D') &&
          judgeProphecy('FACE_ON_TURN', b) === 'JQK'.includes(b[3]![1]!) &&
          judgeProphecy('MONOTONE_FLOP', b) === (b[0]![0] === b[1]![0] && b[1]![0] === b[2]![0])
        );
      }),
      { numRuns: 500 },
    );
  });
});
