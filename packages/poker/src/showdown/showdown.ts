import type { CardIndex } from '../cards/cards.js';
import { evaluateHand } from '../evaluate/evaluate-hand.js';
import type { HandType } from '../evaluate/hand-type.js';

export interface ShowdownShare {
  handType: HandType;
  /**
   * Indices (into `players`) of the players who win this share, several when they tie; null when
   * nobody qualifies (no eight-or-better low), in which case the other shares take it.
   */
  winners: number[] | null;
  /** Each player's value for this share (larger is better, 0 = does not qualify). */
  values: number[];
}

/**
 * Decides who wins each share of the pot. Pure: the caller passes the players still in the hand
 * (their index here is their position in `players`) and the board; pot amounts, odd chips and side
 * pots are the caller's business.
 */
export function decideShowdown(
  handTypes: readonly HandType[],
  players: readonly (readonly CardIndex[])[],
  board: readonly CardIndex[],
): ShowdownShare[] {
  return handTypes.map((handType) => {
    const values = players.map((hole) => evaluateHand(handType, hole, board));
    return { handType, winners: bestOf(values), values };
  });
}

/** Indices of the largest value, or null when every value is 0 (nobody qualifies). */
function bestOf(values: readonly number[]): number[] | null {
  let best = 0;
  for (const v of values) if (v > best) best = v;
  if (best === 0) return null;
  const winners: number[] = [];
  values.forEach((v, i) => {
    if (v === best) winners.push(i);
  });
  return winners;
}
