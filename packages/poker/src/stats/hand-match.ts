import { ALL_CARDS, type Card, cardIndex, rankOf } from '../cards/cards.js';

/**
 * Hand matching (spec §5): a hand's ranks are identified by the product of one prime per rank,
 * A=2, 2=3, 3=5, 4=7, 5=11, 6=13, 7=17, 8=19, 9=23, T=29, J=31, Q=37, K=41. Suits do not enter, and
 * by unique factorisation two hands share a product exactly when they hold the same multiset of
 * ranks, whatever the number of cards. The largest product (seven kings, 41^7 ≈ 1.9e11) is far
 * below 2^53, so plain numbers are exact.
 */

/** Prime per rank index (0 = deuce … 12 = ace), as the spec lists them. */
export const RANK_PRIMES: readonly number[] = [3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 2];

const PRIME_OF_CARD: ReadonlyMap<Card, number> = new Map(
  ALL_CARDS.map((c) => [c, RANK_PRIMES[rankOf(cardIndex(c))]!]),
);

/** The product of the rank primes of `cards`. */
export function rankPrimeProduct(cards: readonly Card[]): number {
  let product = 1;
  for (const c of cards) product *= PRIME_OF_CARD.get(c)!;
  return product;
}
