import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../cards/deck.js';
import { parsePhh, toPhh } from '../history/phh.js';
import { replay } from '../history/replay.js';
import { getVariation, VARIATION_CODES, type VariationCode } from '../variations/variations.js';
import { actionOptions, apply } from './apply.js';
import { invariantViolations } from './invariants.js';
import { randomLegalAction } from './random-play.js';
import { handConfig, startHand } from './start.js';
import type { HandAction, HandConfig, HandEvent, HandState } from './types.js';

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

type Chooser = (state: HandState, random: ReturnType<typeof seededRandom>) => HandAction;

function playOut(
  config: HandConfig,
  seed: number,
  choose: Chooser = (state, random) => randomLegalAction(state, random)!,
): { state: HandState; actions: HandAction[]; events: HandEvent[] } {
  const random = seededRandom(seed);
  const started = startHand(config);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.state;
  const actions: HandAction[] = [];
  const events: HandEvent[] = [...started.events];
  for (let step = 0; step < 500 && state.phase !== 'complete'; step++) {
    const action = choose(state, random);
    const next = apply(state, action);
    if (!next.ok)
      throw new Error(`random legal action refused: ${JSON.stringify(action)}: ${next.error.message}`);
    state = next.state;
    actions.push(action);
    events.push(...next.events);
    const broken = invariantViolations(state);
    if (broken.length) throw new Error(`after ${JSON.stringify(action)}: ${broken.join('; ')}`);
  }
  return { state, actions, events };
}

/**
 * BET-11, read from the events alone: whenever bets are gathered (the antes before the blinds, every
 * closed betting round), the largest street total after the returns is matched by another player's.
 * A return too small leaves chips nobody called in the pot; one too large takes back called chips.
 */
function unmatchedAtGathering(config: HandConfig, events: readonly HandEvent[]): string[] {
  const problems: string[] = [];
  const street = config.players.map(() => 0);
  let antes: boolean | null = config.anteTrimming;
  const gather = (when: string, check: boolean) => {
    const sorted = [...street].sort((a, b) => b - a);
    if (check && sorted[0]! > sorted[1]!) {
      problems.push(`${when}: p${street.indexOf(sorted[0]!) + 1} left ${sorted[0]! - sorted[1]!} unmatched`);
    }
    street.fill(0);
  };
  for (const e of events) {
    if (e.type === 'antePosted') street[e.player]! += e.amount;
    else if (e.type === 'uncalledReturned') street[e.player]! -= e.amount;
    else if (e.type === 'blindPosted' || e.type === 'streetStarted') {
      if (antes !== null) gather('the antes', antes);
      antes = null;
      if (e.type === 'blindPosted') street[e.player] = e.amount;
    } else if (e.type === 'bet') street[e.player] = e.to;
    else if (e.type === 'bettingClosed') gather(`street ${e.streetIndex}`, true);
  }
  return problems;
}

/**
 * What every played hand must show: it ended, no chip appeared or vanished, every gathering left
 * nothing unmatched (BET-11), and its PHH export replays to the same finishing stacks.
 */
function expectSettledExactly(
  config: HandConfig,
  stacks: readonly number[],
  played: ReturnType<typeof playOut>,
) {
  const { state, actions, events } = played;
  expect(state.phase).toBe('complete');
  const total = state.result!.finishingStacks.reduce((a, b) => a + b, 0);
  expect(total).toBe(stacks.reduce((a, b) => a + b, 0));
  expect(unmatchedAtGathering(config, events)).toEqual([]);
  expect(replayedStacks(config, actions)).toEqual(state.result!.finishingStacks);
}

/** Round-trips a played hand through its PHH export and replays it. */
function replayedStacks(config: HandConfig, actions: HandAction[]): readonly number[] {
  const parsed = parsePhh(toPhh({ config, actions }));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const replayed = replay(parsed.hand);
  if (!replayed.ok) throw new Error(replayed.error.message);
  return replayed.state.result!.finishingStacks;
}

describe.each(VARIATION_CODES)('%s under random legal play', (variation) => {
  it('[HAND-4] keeps every invariant, ends, and replays from its PHH export to the same stacks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.array(fc.integer({ min: 5, max: 400 }), { minLength: 2, maxLength: 6 }),
        (seed, stacks) => {
          const config = configFor(variation, stacks, seed);
          expectSettledExactly(config, stacks, playOut(config, seed));
        },
      ),
      { numRuns: 60, seed: 20261122 },
    );
  });
});

/**
 * Random play that bets past what anyone can call whenever it may: half the time a player who can
 * raise goes above the deepest opponent's stack (the fixed-limit size, a pot-limit or no-limit amount
 * between that stack and the most allowed), otherwise any random legal action. `counted` hears of
 * each over-bet made.
 */
function overBetting(counted: () => void): Chooser {
  return (state, random) => {
    const options = state.phase === 'betting' ? actionOptions(state) : null;
    if (options?.canRaise && !options.canBringIn && random() < 0.5) {
      const from = Math.max(options.minRaiseTo, options.callableTo + 1);
      if (from <= options.maxRaiseTo) {
        counted();
        const amount = from + Math.floor(random() * (options.maxRaiseTo - from + 1));
        return { type: 'betOrRaiseTo', player: options.player, amount };
      }
    }
    return randomLegalAction(state, random)!;
  };
}

const STRUCTURES: readonly (readonly [string, VariationCode, Partial<Parameters<typeof handConfig>[0]>])[] = [
  ['no limit', 'NLH', {}],
  ['pot limit', 'PLO', {}],
  ['fixed limit', 'NLH', { limits: 'FIXED_LIMIT', smallBet: 10, bigBet: 20 }],
  ['fixed limit stud', 'STUD', { antes: 1, bringIn: 3, smallBet: 10, bigBet: 20 }],
];

describe.each(STRUCTURES)('%s: bets nobody can call in full', (_name, variation, extra) => {
  it('[BET-PROP-11] over-bets against short stacks are accepted, the uncalled part returns exactly, chips are conserved and the PHH replays', () => {
    let overBets = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 100, max: 1000 }),
        fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 4 }),
        fc.nat(5),
        (seed, deep, shorts, at) => {
          const stacks = [...shorts];
          stacks.splice(at % (shorts.length + 1), 0, deep);
          const config = handConfig({
            variation,
            players: stacks.map((stack, i) => ({ name: `Player ${i + 1}`, stack })),
            ...(getVariation(variation).forcedBets === 'blinds'
              ? { blindsOrStraddles: stacks.length === 2 ? [2, 1] : [1, 2] }
              : {}),
            smallBet: 4,
            bigBet: 8,
            ...extra,
          });
          expectSettledExactly(
            config,
            stacks,
            playOut(
              config,
              seed,
              overBetting(() => overBets++),
            ),
          );
        },
      ),
      { numRuns: 60, seed: 20260413 },
    );
    // The property is about over-bets: make sure the runs made plenty of them (one run in four).
    expect(overBets).toBeGreaterThan(15);
  });
});
