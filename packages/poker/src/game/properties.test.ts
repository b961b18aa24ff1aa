import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../cards/deck.js';
import { parsePhh, toPhh } from '../history/phh.js';
import { replay } from '../history/replay.js';
import { getVariation, VARIATION_CODES, type VariationCode } from '../variations/variations.js';
import { apply } from './apply.js';
import { invariantViolations } from './invariants.js';
import { randomLegalAction } from './random-play.js';
import { handConfig, startHand } from './start.js';
import type { HandAction, HandConfig, HandState } from './types.js';

function configFor(variation: VariationCode, stacks: number[], seed: number): HandConfig {
  const v = getVariation(variation);
  const n = stacks.length;
  const players = stacks.map((stack, i) => ({ name: `Player ${i + 1}`, stack }));
  if (v.forcedBets === 'bringIn') {
    return handConfig({ variation, players, antes: 1, bringIn: 2, smallBet: 4, bigBet: 8 });
  }
  const straddle = seed % 5 === 0 && n > 3;
  const blinds = n === 2 ? [2, 1] : straddle ? [1, 2, 4] : [1, 2];
  return handConfig({
    variation,
    players,
    blindsOrStraddles: blinds,
    antes: seed % 7 === 0 ? [0, 2, ...new Array(n - 2).fill(0)] : 0,
    anteTrimming: seed % 7 !== 0,
    smallBet: 2,
    bigBet: 4,
    numBoards: v.hasBoard && seed % 11 === 0 ? 2 : 1,
    bombPot: v.hasBoard && seed % 13 === 0,
    ...(seed % 13 === 0 ? { antes: 3, anteTrimming: true } : {}),
  });
}

function playOut(config: HandConfig, seed: number): { state: HandState; actions: HandAction[] } {
  const random = seededRandom(seed);
  const started = startHand(config);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.state;
  const actions: HandAction[] = [];
  for (let step = 0; step < 500 && state.phase !== 'complete'; step++) {
    const action = randomLegalAction(state, random)!;
    const next = apply(state, action);
    if (!next.ok)
      throw new Error(`random legal action refused: ${JSON.stringify(action)}: ${next.error.message}`);
    state = next.state;
    actions.push(action);
    const broken = invariantViolations(state);
    if (broken.length) throw new Error(`after ${JSON.stringify(action)}: ${broken.join('; ')}`);
  }
  return { state, actions };
}

describe.each(VARIATION_CODES)('%s under random legal play', (variation) => {
  it('[HAND-4] keeps every invariant, ends, and replays from its PHH export to the same stacks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.array(fc.integer({ min: 5, max: 400 }), { minLength: 2, maxLength: 6 }),
        (seed, stacks) => {
          const config = configFor(variation, stacks, seed);
          const { state, actions } = playOut(config, seed);
          expect(state.phase).toBe('complete');
          const total = state.result!.finishingStacks.reduce((a, b) => a + b, 0);
          expect(total).toBe(stacks.reduce((a, b) => a + b, 0));
          const parsed = parsePhh(toPhh({ config, actions }));
          if (!parsed.ok) throw new Error(parsed.error.message);
          const replayed = replay(parsed.hand);
          if (!replayed.ok) throw new Error(replayed.error.message);
          expect(replayed.state.result!.finishingStacks).toEqual(state.result!.finishingStacks);
        },
      ),
      { numRuns: 60, seed: 20261122 },
    );
  });
});
