import type { CardIndex } from '../cards/cards.js';
import type { Random } from '../cards/deck.js';
import type { HandType } from '../evaluate/hand-type.js';

/**
 * One equity question in card indices, whatever the game: the hand types of the pot's shares, each
 * contesting hand (the cards known, and how many more it will receive privately), the boards (the
 * cards known, and how many more each will receive) and the cards known to be out of the stub.
 *
 * Everything not in a hand, on a board or dead is the stub: the cards still to come are drawn from
 * it uniformly. A card nobody saw is simply a card to come (a hidden hole card, a replacement owed
 * after a draw, a stud card not dealt yet).
 */
export interface EquitySpot {
  /** One hand type per share of the pot (`[high]`, `[omahaHigh, omahaLow8]`, …). */
  readonly handTypes: readonly HandType[];
  /** Every contesting hand. Folded hands are not here: their known cards go to `dead`. */
  readonly hands: readonly SpotHand[];
  /** One entry per board (`numBoards`); empty for stud and draw games. Each board wins an equal part. */
  readonly boards: readonly SpotBoard[];
  /** Cards known to be out of the stub: folded hands, discards, burns seen. */
  readonly dead: readonly CardIndex[];
  /**
   * Hold'em hands holding more than two cards (pineapple before its discard) play the best two of
   * them: the value they would have if the discard were made knowing the whole board. Exact for lazy
   * pineapple (the discard comes after the river); an upper bound before an earlier discard.
   */
  readonly holdemHoleCards?: number;
}

export interface SpotHand {
  readonly cards: readonly CardIndex[];
  /** Cards this hand still receives from the stub (unknown hole cards, draws owed, stud streets). */
  readonly toCome: number;
}

export interface SpotBoard {
  readonly cards: readonly CardIndex[];
  /** Cards this board still receives (5 − known for the hold'em and Omaha families). */
  readonly toCome: number;
}

export interface EquityOptions {
  /**
   * Largest exact computation to run, in hand evaluations (about 50 ns each here, dealing included:
   * the default is ~100 ms). Above it the answer is sampled. Board games with every hole card known
   * never reach it: their exact count runs over board rank patterns, not boards (see README.md).
   * Default 2,000,000.
   */
  readonly maxExactWork?: number;
  /** Runouts to sample when sampling. Default 20,000. */
  readonly samples?: number;
  /** Random source for sampling (seeded in tests, see cards/deck.ts). Required only when sampling happens. */
  readonly random?: Random;
  /** `exact` refuses to sample (throws `EquityTooCostly`), `sample` always samples, `auto` decides. */
  readonly method?: 'auto' | 'exact' | 'sample';
}

/** Win and tie of one share of the pot (high, or low in hi-lo games). */
export interface ShareOdds {
  readonly handType: HandType;
  /** Probability of being the only best hand for this share. */
  readonly win: number;
  /** Probability of being tied for the best hand for this share. */
  readonly tie: number;
}

export interface HandEquity {
  /** Expected part of the pot, 0..1 (each board its share, each half of a hi-lo pot half). */
  readonly equity: number;
  /** Standard error of `equity`: 0 when exact. */
  readonly stdErr: number;
  /** `equity` as a reduced fraction `"numerator/denominator"` when exact, else null. */
  readonly exact: string | null;
  /** Probability of taking the whole pot alone (a scoop in hi-lo games; averaged over boards). */
  readonly win: number;
  /** Probability of taking part of the pot but not all of it (a tie, a split or a quarter). */
  readonly tie: number;
  /** Win and tie per share of the pot, in `handTypes` order (averaged over boards). */
  readonly shares: readonly ShareOdds[];
  /** Equity on each board alone (the overall equity is their mean). */
  readonly boards: readonly BoardEquity[];
}

export interface BoardEquity {
  readonly equity: number;
  readonly stdErr: number;
  readonly exact: string | null;
  readonly win: number;
  readonly tie: number;
}

export interface EquityResult {
  /** True when every runout was counted: equities are exact fractions, standard errors 0. */
  readonly exact: boolean;
  /** Per hand, in the order of `spot.hands`; equities add up to 1. */
  readonly hands: readonly HandEquity[];
  /** Runouts counted (exact: per board, summed) or sampled. */
  readonly runouts: number;
}

/** Thrown when a spot cannot be dealt: a card twice, not enough cards left, a hand type it cannot play. */
export class EquitySpotError extends Error {
  override readonly name = 'EquitySpotError';
}

/** Thrown by `method: 'exact'` when the exact count would exceed `maxExactWork`. */
export class EquityTooCostly extends Error {
  override readonly name = 'EquityTooCostly';
}
