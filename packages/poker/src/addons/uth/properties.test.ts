import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom, shuffledDeck } from '../../cards/deck.js';
import { DEFAULT_UTH_RULES } from './rules.js';
import { playUthRound } from './test-driver.js';
import type { UthAction, UthEvent, UthState } from './types.js';
import { applyUth, newUthTable, uthOptions } from './uth.js';

/** Any legal decision for a seat that owes one, chosen by `random` (not the bot: every branch gets played). */
function randomDecision(random: () => number) {
  return (state: UthState, seatIndex: number): UthAction => {
    const o = uthOptions(state).seats.find((s) => s.seatIndex === seatIndex)!;
    const choices: UthAction[] = [
      ...o.plays.map((p) => ({ type: 'play' as const, seatIndex, multiple: p.multiple })),
      ...(o.canCheck ? [{ type: 'check' as const, seatIndex }] : []),
      ...(o.canFold ? [{ type: 'fold' as const, seatIndex }] : []),
    ];
    return choices[Math.floor(random() * choices.length)]!;
  };
}

describe('UTH properties', () => {
  it('[UTH-13] over random tables and legal play, Σ seat nets = − house result and every chip is accounted for', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.array(
          fc.record({
            ante: fc.integer({ min: 5, max: 60 }),
            trips: fc.oneof(fc.constant(0), fc.integer({ min: 5, max: 100 })),
          }),
          { minLength: 1, maxLength: 7 },
        ),
        (seed, bets) => {
          const random = seededRandom(seed);
          let state = newUthTable(
            DEFAULT_UTH_RULES,
            bets.map((_, i) => ({ seatIndex: i, stack: 5000 })),
          );
          for (let round = 0; round < 3; round++) {
            const before = state.seats.map((s) => s.stack);
            const played = playUthRound(state, {
              bets: bets.map((b, i) => ({ seatIndex: i, ...b })),
              deck: shuffledDeck(random),
              decide: randomDecision(random),
            });
            const settled = played.events.flatMap((e: UthEvent) =>
              e.type === 'seatSettled' ? [e.settlement] : [],
            );
            const house = played.state.houseResult!;
            expect(settled).toHaveLength(bets.length);
            expect(settled.reduce((sum, s) => sum + s.net, 0) + house).toBe(0);
            for (const s of settled) {
              expect(s.net).toBe(s.ante + s.blind + s.trips + s.play);
              expect(Number.isInteger(s.net)).toBe(true);
              expect(played.state.seats[s.seatIndex]!.stack - before[s.seatIndex]!).toBe(s.net);
            }
            expect(uthOptions(played.state).canStartNextRound).toBe(true);
            state = nextRoundOf(played.state);
          }
        },
      ),
      { seed: 19, numRuns: 150 },
    );
  });
});

function nextRoundOf(state: UthState): UthState {
  const result = applyUth(state, { type: 'nextRound' });
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}
