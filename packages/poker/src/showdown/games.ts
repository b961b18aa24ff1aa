import type { HandType } from '../evaluate/hand-type.js';

/**
 * What a showdown of each game looks like: the hand type of each share of the pot and how many
 * cards each player and the board hold by then.
 *
 * Interim home: the variation records in ../variations/ will carry `handTypes` (STYLE.md habit 2,
 * variants are data); `showdownHandTypes` will then read them. Until then this table is the one
 * place that maps a game to its showdown.
 */
export interface ShowdownGame {
  /** One hand type per share of the pot: `[high]`, or `[high, low]` in hi-lo games. */
  readonly handTypes: readonly HandType[];
  /** Cards each player holds at showdown. */
  readonly holeCards: number;
  /** Community cards at showdown (0 in draw and stud games). */
  readonly boardCards: number;
}

const flop = (handTypes: readonly HandType[], holeCards: number): ShowdownGame => ({
  handTypes,
  holeCards,
  boardCards: 5,
});
const hand = (handTypes: readonly HandType[], holeCards: number): ShowdownGame => ({
  handTypes,
  holeCards,
  boardCards: 0,
});

export const SHOWDOWN_GAMES = {
  NLH: flop(['high'], 2),
  // Pineapple variants deal three hole cards but every player has discarded one before showdown.
  PINEAPPLE_NLH: flop(['high'], 2),
  CRAZY_PINEAPPLE_NLH: flop(['high'], 2),
  LAZY_PINEAPPLE_NLH: flop(['high'], 2),
  PLO: flop(['omahaHigh'], 4),
  PLO5: flop(['omahaHigh'], 5),
  PLO6: flop(['omahaHigh'], 6),
  PLO8: flop(['omahaHigh', 'omahaLow8'], 4),
  BIG_O: flop(['omahaHigh', 'omahaLow8'], 5),
  PLO6_HI_LO: flop(['omahaHigh', 'omahaLow8'], 6),
  // Drawmaha: the pot splits between the best Omaha hand and the best five of the hole cards alone.
  DRAWMAHA_301: flop(['omahaHigh', 'holeHigh'], 5),
  TRIPLE_DRAW_2_7: hand(['deuceSevenLow'], 5),
  NL_SINGLE_DRAW_2_7: hand(['deuceSevenLow'], 5),
  TRIPLE_DRAW_A_5: hand(['aceFiveLow'], 5),
  BADUGI: hand(['badugi'], 4),
  STUD: hand(['high'], 7),
  STUD8: hand(['high', 'low8'], 7),
  RAZZ: hand(['aceFiveLow'], 7),
} as const satisfies Record<string, ShowdownGame>;

export type ShowdownGameCode = keyof typeof SHOWDOWN_GAMES;

export function isShowdownGameCode(code: string): code is ShowdownGameCode {
  return Object.hasOwn(SHOWDOWN_GAMES, code);
}

/** The hand types of a game's pot shares, or undefined for a code we do not know. */
export function showdownHandTypes(gameCode: string): readonly HandType[] | undefined {
  return isShowdownGameCode(gameCode) ? SHOWDOWN_GAMES[gameCode].handTypes : undefined;
}
