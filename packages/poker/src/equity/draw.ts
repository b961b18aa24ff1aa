/**
 * Draw games: the hand a player holds now, and the probability that the draw improves it.
 *
 * "Improves" means the hand after the draw (the cards kept plus the replacements) is worth more than
 * the hand before it under the game's hand type. Every replacement set from the stub is counted
 * once, so the probability is exact; a player who has not discarded yet is given the keep with the
 * best chance of improving for the number of cards they say they draw.
 */

import type { CardIndex } from '../cards/cards.js';
import { describeHand, type HandDescription } from '../evaluate/describe.js';
import { evaluateHand } from '../evaluate/evaluate-hand.js';
import type { HandType } from '../evaluate/hand-type.js';
import { holeOptions } from './board-patterns.js';
import { binomial } from './deals.js';
import { fraction, fractionText } from './fraction.js';
import { EquitySpotError, EquityTooCostly } from './types.js';

export interface DrawOdds {
  /** The hand before the draw (null when it does not qualify or is incomplete). */
  readonly current: HandDescription | null;
  /** Cards kept and how many are drawn. */
  readonly kept: readonly CardIndex[];
  readonly drawing: number;
  /** Probability that the hand after the draw is better than `current`. */
  readonly improve: number;
  /** `improve` as a reduced fraction. */
  readonly improveExact: string;
  /** Replacement sets counted. */
  readonly draws: number;
}

/** Largest number of replacement sets counted (per keep) before refusing. C(47, 5) = 1,533,939 fits. */
export const MAX_DRAWS = 2_000_000;

/**
 * Odds of improving `hand` by a draw. `discard` is either the cards thrown (known after the discard)
 * or how many will be thrown (the keep with the best odds is chosen). `unavailable` are the cards
 * out of the stub besides the hand: other players' known cards, discards seen.
 */
export function drawOdds(
  handType: HandType,
  hand: readonly CardIndex[],
  discard: readonly CardIndex[] | number,
  unavailable: readonly CardIndex[] = [],
): DrawOdds {
  const seen = new Uint8Array(52);
  for (const c of [...hand, ...unavailable]) {
    if (seen[c]) throw new EquitySpotError(`card ${c} appears twice`);
    seen[c] = 1;
  }
  const current = evaluateHand(handType, hand, []);
  const stub: CardIndex[] = [];
  for (let c = 0; c < 52; c++) if (!seen[c]) stub.push(c);
  let keeps: CardIndex[][];
  if (typeof discard === 'number') {
    if (discard < 0 || discard > hand.length)
      throw new EquitySpotError(`cannot draw ${discard} to ${hand.length} cards`);
    keeps = holeOptions([...hand], hand.length - discard);
  } else {
    for (const c of discard) {
      if (!hand.includes(c)) throw new EquitySpotError(`discard ${c} is not in the hand`);
    }
    keeps = [hand.filter((c) => !discard.includes(c))];
  }
  const drawing = hand.length - keeps[0]!.length;
  const draws = binomial(stub.length, drawing);
  if (draws > MAX_DRAWS)
    throw new EquityTooCostly(`${draws} replacement sets is over the limit of ${MAX_DRAWS}`);
  let best: { kept: CardIndex[]; better: number } | null = null;
  for (const kept of keeps) {
    const better = countBetter(handType, kept, drawing, stub, current);
    if (best === null || better > best.better) best = { kept, better };
  }
  const { kept, better } = best!;
  return {
    current: describeHand(handType, [...hand], []),
    kept,
    drawing,
    improve: draws === 0 ? 0 : better / draws,
    improveExact: fractionText(fraction(better, Math.max(draws, 1))),
    draws,
  };
}

/** Replacement sets of `drawing` stub cards after which `kept` plus them beats `current`. */
function countBetter(
  handType: HandType,
  kept: readonly CardIndex[],
  drawing: number,
  stub: readonly CardIndex[],
  current: number,
): number {
  const cards = [...kept, ...new Array<CardIndex>(drawing).fill(0)];
  const k = kept.length;
  let better = 0;
  const choose = (slot: number, from: number): void => {
    if (slot === drawing) {
      if (evaluateHand(handType, cards, []) > current) better++;
      return;
    }
    for (let i = from; i <= stub.length - (drawing - slot); i++) {
      cards[k + slot] = stub[i]!;
      choose(slot + 1, i + 1);
    }
  };
  choose(0, 0);
  return better;
}
