import type { CardIndex } from '../cards/cards.js';

/**
 * Calls `visit` with every k-card subset of `cards` (the same array, refilled each time: copy it to
 * keep it). For the slow paths only: descriptions and unusual card counts.
 */
export function forEachSubset(
  cards: ArrayLike<CardIndex>,
  k: number,
  visit: (subset: readonly CardIndex[]) => void,
): void {
  const subset = new Array<CardIndex>(k);
  const choose = (from: number, taken: number): void => {
    if (taken === k) {
      visit(subset);
      return;
    }
    for (let i = from; i <= cards.length - (k - taken); i++) {
      subset[taken] = cards[i]!;
      choose(i + 1, taken + 1);
    }
  };
  if (k <= cards.length) choose(0, 0);
}

/** Best value of `evaluate` over the k-card subsets of `cards` (0 when there are fewer than k). */
export function bestOfSubsets(
  cards: ArrayLike<CardIndex>,
  k: number,
  evaluate: (cards: ArrayLike<CardIndex>) => number,
): number {
  let best = 0;
  forEachSubset(cards, k, (subset) => {
    best = Math.max(best, evaluate(subset));
  });
  return best;
}
