/**
 * Deliberately simple, obviously-correct evaluators that the fast ones are tested against. They
 * sort, count and brute-force every allowed combination; they share no code with the tables.
 * Each returns a list of numbers compared lexicographically (`compareScores`), larger = better.
 */

import type { CardIndex } from '../../cards/cards.js';

export type Score = readonly number[];

/** > 0 when a is better, < 0 when b is better, 0 when they tie. */
export function compareScores(a: Score | null, b: Score | null): number {
  if (a === null || b === null) return (a === null ? 0 : 1) - (b === null ? 0 : 1);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -1) - (b[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

export function best(scores: readonly (Score | null)[]): Score | null {
  let top: Score | null = null;
  for (const s of scores) if (compareScores(s, top) > 0) top = s;
  return top;
}

export function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...subsets(rest, k - 1).map((s) => [first!, ...s]), ...subsets(rest, k)];
}

const rank = (c: CardIndex): number => c >> 2; // 0 = deuce … 12 = ace
const suit = (c: CardIndex): number => c & 3;
const aceLowRank = (c: CardIndex): number => (rank(c) === 12 ? 1 : rank(c) + 2); // A = 1 … K = 13

/** Ranks grouped: [count, rank] sorted by count then rank, both descending. */
function groups(ranks: readonly number[]): [number, number][] {
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  return [...counts].map(([r, n]): [number, number] => [n, r]).sort((a, b) => b[0] - a[0] || b[1] - a[1]);
}

/** Pair-pattern category: 0 no pair, 1 pair, 2 two pair, 3 trips, 4 full house, 5 quads. */
function pattern(g: readonly [number, number][]): number {
  const shape = g.map(([n]) => n).join('');
  return ({ '11111': 0, '2111': 1, '221': 2, '311': 3, '32': 4, '41': 5 } as Record<string, number>)[shape]!;
}

/** Five-card high hand, ace high, wheel is the lowest straight. */
export function referenceHigh5(cards: readonly CardIndex[], wheelIsStraight = true): Score {
  const ranks = cards.map(rank).sort((a, b) => b - a);
  const flush = cards.every((c) => suit(c) === suit(cards[0]!));
  const g = groups(ranks);
  const byGroup = g.map(([, r]) => r);
  let straightTop = -1;
  if (g.length === 5 && ranks[0]! - ranks[4]! === 4) straightTop = ranks[0]!;
  if (g.length === 5 && wheelIsStraight && ranks.join() === '12,3,2,1,0') straightTop = 3;
  if (straightTop >= 0 && flush) return [8, straightTop];
  const p = pattern(g);
  if (p === 5) return [7, ...byGroup];
  if (p === 4) return [6, ...byGroup];
  if (flush) return [5, ...ranks];
  if (straightTop >= 0) return [4, straightTop];
  if (p === 3) return [3, ...byGroup];
  if (p === 2) return [2, ...byGroup];
  if (p === 1) return [1, ...byGroup];
  return [0, ...ranks];
}

export function referenceHigh(cards: readonly CardIndex[]): Score | null {
  return best(subsets(cards, 5).map((five) => referenceHigh5(five)));
}

export function referenceOmahaHigh(hole: readonly CardIndex[], board: readonly CardIndex[]): Score | null {
  return best(
    subsets(hole, 2).flatMap((two) => subsets(board, 3).map((three) => referenceHigh5([...two, ...three]))),
  );
}

/** Eight-or-better: five distinct ranks A..8; the lower highest card wins, then the next. */
function low8Five(cards: readonly CardIndex[]): Score | null {
  const ranks = cards.map(aceLowRank).sort((a, b) => b - a);
  if (new Set(ranks).size !== 5 || ranks[0]! > 8) return null;
  return ranks.map((r) => -r); // negate: a lower rank is a larger (better) score
}

export function referenceLow8(cards: readonly CardIndex[]): Score | null {
  return best(subsets(cards, 5).map(low8Five));
}

export function referenceOmahaLow8(hole: readonly CardIndex[], board: readonly CardIndex[]): Score | null {
  return best(
    subsets(hole, 2).flatMap((two) => subsets(board, 3).map((three) => low8Five([...two, ...three]))),
  );
}

/** Ace-to-five lowball: fewer pairs first, then the lower groups (pairs before kickers). */
function aceFiveFive(cards: readonly CardIndex[]): Score {
  const g = groups(cards.map(aceLowRank));
  return [-pattern(g), ...g.map(([, r]) => -r)];
}

export function referenceAceFive(cards: readonly CardIndex[]): Score | null {
  return best(subsets(cards, 5).map(aceFiveFive));
}

/** Deuce-to-seven: the worst high hand wins; A-2-3-4-5 is ace-high, not a straight. */
export function referenceDeuceSeven(cards: readonly CardIndex[]): Score {
  return referenceHigh5(cards, false).map((x) => -x);
}

/** Badugi: most cards of distinct suits and ranks, then lowest highest card, then next (ace low). */
export function referenceBadugi(cards: readonly CardIndex[]): Score | null {
  const scores: Score[] = [];
  for (let k = 1; k <= cards.length; k++) {
    for (const s of subsets(cards, k)) {
      if (new Set(s.map(suit)).size !== k || new Set(s.map(rank)).size !== k) continue;
      scores.push([
        k,
        ...s
          .map(aceLowRank)
          .sort((a, b) => b - a)
          .map((r) => -r),
      ]);
    }
  }
  return best(scores);
}
