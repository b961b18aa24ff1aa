import type { HandType } from '../evaluate/hand-type.js';
import {
  boardCardsDealt,
  getVariation,
  isVariationCode,
  VARIATION_CODES,
  type VariationCode,
} from '../variations/variations.js';

/**
 * What a showdown of each game looks like, read off the variation records (STYLE.md habit 2): the
 * hand type of each share of the pot and how many cards each player and the board hold by then.
 */
export interface ShowdownGame {
  /** One hand type per share of the pot: `[high]`, or `[high, low]` in hi-lo games. */
  readonly handTypes: readonly HandType[];
  /** Cards each player holds at showdown (pineapple players have discarded by then). */
  readonly holeCards: number;
  /** Community cards at showdown (0 in draw and stud games). */
  readonly boardCards: number;
}

export type ShowdownGameCode = VariationCode;

export const SHOWDOWN_GAMES: Readonly<Record<ShowdownGameCode, ShowdownGame>> = Object.fromEntries(
  VARIATION_CODES.map((code) => {
    const variation = getVariation(code);
    return [
      code,
      {
        handTypes: variation.handTypes,
        holeCards: variation.holeCardsAtShowdown,
        boardCards: boardCardsDealt(variation),
      },
    ];
  }),
) as Record<ShowdownGameCode, ShowdownGame>;

export function isShowdownGameCode(code: string): code is ShowdownGameCode {
  return isVariationCode(code);
}

/** The hand types of a game's pot shares, or undefined for a code we do not know. */
export function showdownHandTypes(gameCode: string): readonly HandType[] | undefined {
  return isShowdownGameCode(gameCode) ? SHOWDOWN_GAMES[gameCode].handTypes : undefined;
}
