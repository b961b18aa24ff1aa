/**
 * The part of a blind level that follows from the game alone — betting structure per street, cards,
 * how the pot is ranked, boards, burns, draws and discards — so that every place that builds a level
 * for a variation (the server's new tables, the engine's simulated ones) derives it the same way and
 * differs only in the stakes it chooses.
 */
import type { Limit, PokerHandType, Street } from './enums.js';
import { RANKING_TYPE_OF_HAND_TYPE } from './enums.js';
import type { BlindLevel } from './table-state/index.js';

/**
 * What the protocol reads of a poker variation: packages/poker's `Variation`, spelled structurally so
 * that the protocol does not load the poker package (poker-agreement.test.ts holds them together).
 */
export interface VariationStructure {
  readonly forcedBets: 'blinds' | 'bringIn';
  readonly defaultLimit: Limit;
  readonly handTypes: readonly PokerHandType[];
  readonly streets: readonly {
    readonly name: Exclude<Street, 'NONE'>;
    readonly burn: boolean;
    readonly holeCards: readonly boolean[];
    readonly boardCards: number;
    readonly draw: boolean;
    readonly discardAfterBetting: number;
  }[];
}

export type LevelStructure = Pick<
  BlindLevel,
  | 'limits'
  | 'numPlayerCards'
  | 'lowEndStraight'
  | 'rankingTypes'
  | 'numStreets'
  | 'numBoardCards'
  | 'numBurnCards'
  | 'discardCards'
  | 'targetCards'
>;

/**
 * The game's part of a blind level: each street at the variation's default limit; draw games discard
 * up to the whole hand and draw back to it, pineapples discard after betting down to one card fewer.
 */
export function levelStructure(variation: VariationStructure): LevelStructure {
  const limits: BlindLevel['limits'] = {};
  for (const street of variation.streets) limits[street.name] = variation.defaultLimit;
  const holeCards = variation.streets.reduce((n, s) => n + s.holeCards.length, 0);
  const draws = variation.streets.filter((s) => s.draw).length;
  const discards = variation.streets.filter((s) => s.discardAfterBetting > 0);
  return {
    limits,
    numPlayerCards: holeCards,
    lowEndStraight: !variation.handTypes.includes('deuceSevenLow'),
    rankingTypes: variation.handTypes.map((t) => RANKING_TYPE_OF_HAND_TYPE[t]),
    numStreets: variation.streets.length,
    numBoardCards: variation.streets.reduce((n, s) => n + s.boardCards, 0),
    numBurnCards: variation.streets.filter((s) => s.burn).length,
    discardCards: draws > 0 ? new Array<number>(draws).fill(0) : discards.map((s) => s.discardAfterBetting),
    targetCards: draws > 0 ? new Array<number>(draws).fill(holeCards) : discards.map(() => holeCards - 1),
  };
}
