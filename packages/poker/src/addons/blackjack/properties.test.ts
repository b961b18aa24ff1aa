import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../cards/cards.js';
import { type Random, seededRandom } from '../../cards/deck.js';
import { naturalPayout, surrenderRefund } from './flow.js';
import { blackjackDecisions, blackjackOptions } from './options.js';
import { applyBlackjack, canApplyBlackjack } from './reducer.js';
import type { BlackjackRules } from './rules.js';
import { DEFAULT_BLACKJACK_RULES } from './rules.js';
import { shuffledShoe } from './shoe.js';
import { simulatedTableAction } from './simulation.js';
import { table } from './test-driver.js';
import type { BlackjackAction, BlackjackEvent, BlackjackState } from './types.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Chips on the table are conserved: stacks + what is riding + the house's result = what sat down. */
function chipsAccountedFor(state: BlackjackState): number {
  const stacks = state.seats.reduce((sum, s) => sum + s.stack, 0);
  const riding = state.roundState === 'SETTLING' ? 0 : state.seats.reduce((sum, s) => sum + s.staked, 0);
  return stacks + riding + state.houseNet;
}

const rulesArb: fc.Arbitrary<BlackjackRules> = fc.record({
  decks: fc.integer({ min: 1, max: 8 }),
  dealerHitsSoft17: fc.boolean(),
  blackjackPays: fc.constantFrom('3:2' as const, '6:5' as const),
  doubleOn: fc.constantFrom('any' as const, '9-11' as const, '10-11' as const),
  doubleAfterSplit: fc.boolean(),
  maxHands: fc.integer({ min: 1, max: 4 }),
  resplitAces: fc.boolean(),
  hitSplitAces: fc.boolean(),
  surrender: fc.constantFrom('none' as const, 'late' as const),
  dealerPeeks: fc.boolean(),
  insurance: fc.boolean(),
  penetration: fc.constantFrom(0.5, 0.75, 0.9),
  minBet: fc.constant(10),
  maxBet: fc.constantFrom(10, 100, 500),
});

/** Random legal play: any decision the options list (random bet sizes), cards from a shuffled shoe. */
function randomAction(state: BlackjackState, random: Random, shoe: readonly Card[]): BlackjackAction | null {
  const options = blackjackOptions(state);
  if (options.nextCard) {
    // The cut card comes out at its place, or early now and then (a dealer may cut shallower).
    if (options.cutCard && (state.shoe.dealt >= state.shoe.cutCardAt || random() < 0.02))
      return { type: 'cutCard' };
    const card = shoe[state.shoe.dealt];
    // A one-deck shoe cut deep can run dry inside a round; a real table would reshuffle the discards.
    return card ? { type: 'dealCard', card } : null;
  }
  if (state.roundState === 'WAITING_FOR_BETS' && state.shoe.shuffleDue) return { type: 'shuffle' };
  const decisions = blackjackDecisions(state);
  if (decisions.length === 0) return null;
  const pick = decisions[Math.floor(random() * decisions.length)]!;
  if (pick.type === 'bet') {
    const bet = options.bets.find((b) => b.seatIndex === pick.seatIndex)!;
    const units = (bet.max - bet.min) / state.chipUnit;
    return { ...pick, amount: bet.min + Math.floor(random() * (units + 1)) * state.chipUnit };
  }
  if (pick.type === 'insurance') {
    const max = options.insurance.find((i) => i.seatIndex === pick.seatIndex)!.max;
    return {
      ...pick,
      amount: Math.max(state.chipUnit, Math.floor((random() * max) / state.chipUnit) * state.chipUnit),
    };
  }
  return pick;
}

describe('settlement properties (BJ-15)', () => {
  it('[BJ-PROP-15] under random legal play the seat nets sum to minus the house result and no chips are created', () => {
    fc.assert(
      fc.property(
        rulesArb,
        fc.constantFrom(1, 5),
        fc.integer({ min: 1, max: 4 }),
        fc.integer(),
        (rules, chipUnit, players, seed) => {
          const random = seededRandom(seed);
          const seats = Array.from({ length: players }, (_, i) => ({
            seatIndex: i * 2,
            stack: 200 + i * 135,
          }));
          let state = deepFreeze(table(rules, seats, chipUnit));
          const sitting = chipsAccountedFor(state);
          let shoe: Card[] = shuffledShoe(rules.decks, random);
          let stacksAtStart = new Map(state.seats.map((s) => [s.seatIndex, s.stack]));
          let rounds = 0;
          for (let step = 0; step < 400 && rounds < 6; step++) {
            const action = randomAction(state, random, shoe);
            if (!action) break;
            // The ask face agrees with the do face, for the buttons shown and the ones greyed out.
            expect([action, canApplyBlackjack(state, action)]).toEqual([action, true]);
            const turn = blackjackOptions(state).turn;
            if (turn) {
              for (const decision of ['hit', 'stand', 'double', 'split', 'surrender'] as const) {
                expect(canApplyBlackjack(state, { type: decision, seatIndex: turn.seatIndex })).toBe(
                  turn[decision],
                );
              }
            }
            const result = applyBlackjack(state, action);
            if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.error.message}`);
            state = deepFreeze(result.state);
            if (action.type === 'shuffle') shoe = shuffledShoe(rules.decks, random);
            for (const event of result.events as BlackjackEvent[]) {
              if (event.type !== 'roundSettled') continue;
              rounds++;
              const sum = event.nets.reduce((total, n) => total + n.net, 0);
              expect(event.houseNet).toBe(-sum);
              for (const { seatIndex, net } of event.nets) {
                const seat = state.seats.find((s) => s.seatIndex === seatIndex)!;
                expect(seat.stack - stacksAtStart.get(seatIndex)!).toBe(net);
              }
            }
            if (action.type === 'nextRound')
              stacksAtStart = new Map(state.seats.map((s) => [s.seatIndex, s.stack]));
            expect(chipsAccountedFor(state)).toBe(sitting);
            expect(state.seats.every((s) => s.stack >= 0 && Number.isInteger(s.stack))).toBe(true);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('[BJ-PROP-15] a refused action leaves the state as it was', () => {
    const state = deepFreeze(table(DEFAULT_BLACKJACK_RULES));
    for (const action of [
      { type: 'bet', seatIndex: 0, amount: 5 },
      { type: 'hit', seatIndex: 0 },
      { type: 'dealCard', card: 'SA' },
      { type: 'nextRound' },
    ] as BlackjackAction[]) {
      expect(applyBlackjack(state, action).ok).toBe(false);
    }
    expect(state.roundState).toBe('WAITING_FOR_BETS');
  });
});

describe('rounding (BJ-14)', () => {
  it('[BJ-PROP-14] natural and surrender payouts are the largest chip-unit multiple not above the exact amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(1, 2, 5, 25), (bet, unit) => {
        for (const [paid, times, over] of [
          [naturalPayout(bet, '3:2', unit), 3, 2],
          [naturalPayout(bet, '6:5', unit), 6, 5],
          [surrenderRefund(bet, unit), 1, 2],
        ] as const) {
          expect(paid % unit).toBe(0);
          // paid ≤ bet·times/over < paid + unit, in whole numbers.
          expect(paid * over).toBeLessThanOrEqual(bet * times);
          expect(bet * times).toBeLessThan((paid + unit) * over);
        }
      }),
    );
  });
});

describe('a shoe played by bots (BJ-18)', () => {
  function playShoe(seed: number) {
    const random = seededRandom(seed);
    const seats = [0, 2, 4].map((seatIndex) => ({ seatIndex, stack: 5000 }));
    let state = table({}, seats);
    let shoe = shuffledShoe(state.rules.decks, random);
    const events: BlackjackEvent[] = [];
    let shuffles = 0;
    for (let step = 0; step < 20_000 && shuffles === 0; step++) {
      const action = simulatedTableAction(state, shoe, random);
      if (!action) throw new Error('the simulated table stopped');
      const result = applyBlackjack(state, action);
      if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.error.message}`);
      state = result.state;
      events.push(...result.events);
      if (action.type === 'shuffle') {
        shuffles++;
        shoe = shuffledShoe(state.rules.decks, random);
      }
    }
    return { state, events };
  }

  it('[BJ-PROP-18] three basic-strategy bots play a six-deck shoe to the cut card, deterministically', () => {
    const { state, events } = playShoe(19);
    const settled = events.filter((e) => e.type === 'roundSettled');
    const cut = events.find((e) => e.type === 'cutCardReached');
    expect(cut).toEqual({ type: 'cutCardReached', dealt: 234 });
    // 234 cards at about 11 a round (three seats and the dealer).
    expect(settled.length).toBeGreaterThan(15);
    expect(events.filter((e) => e.type === 'shuffled')).toHaveLength(1);
    // Basic strategy never insures.
    expect(events.some((e) => e.type === 'insuranceTaken')).toBe(false);
    expect(state.seats.reduce((sum, s) => sum + s.stack, 0) + state.houseNet).toBe(15_000);
    expect(playShoe(19).events).toEqual(events);
    expect(playShoe(20).events).not.toEqual(events);
  });
});
