/**
 * Table positions of button games, named as the spec names them (`sb`, `bb`, `utg` … `utg3`, `lj`,
 * `hj`, `co`, `btn`). A player's index in a hand is position order (0 = first left of the button), so
 * the name depends only on the index and the number of players.
 *
 * Names count back from the button, as PokerTracker 4 does (its positions are distances from the
 * button: BTN 0, CO 1, …), so that a steal from the cutoff means the same thing at every table size:
 * - 3 players: sb, bb, btn; 4: sb, bb, co, btn; 5: sb, bb, utg, co, btn; 6: sb, bb, utg, hj, co, btn;
 * - 7+: sb, bb, utg, [utg1 … utg3], lj, hj, co, btn (10 players use all ten names).
 * - Heads-up the button posts the small blind and acts first before the flop: index 0 is `bb`, the
 *   button is `sb` (PT4 files the heads-up button under the small blind; it is a steal position either
 *   way).
 */

export const POSITIONS = ['sb', 'bb', 'utg', 'utg1', 'utg2', 'utg3', 'lj', 'hj', 'co', 'btn'] as const;
export type Position = (typeof POSITIONS)[number];

/** Positions a steal is attempted from (PT4 `flg_steal_opp`): cutoff, button, small blind. */
export const STEAL_POSITIONS: ReadonlySet<Position> = new Set<Position>(['co', 'btn', 'sb']);

const cache = new Map<number, readonly Position[]>();

/** Position of every player index in a button game of `players` players. */
export function positionsOf(players: number): readonly Position[] {
  const hit = cache.get(players);
  if (hit) return hit;
  let result: Position[];
  if (players < 2) result = [];
  else if (players === 2) result = ['bb', 'sb'];
  else result = ['sb', 'bb', ...middle(players - 2)];
  cache.set(players, result);
  return result;
}

/** The seats between the big blind and the button (inclusive of the button), in position order. */
function middle(k: number): Position[] {
  switch (k) {
    case 1:
      return ['btn'];
    case 2:
      return ['co', 'btn'];
    case 3:
      return ['utg', 'co', 'btn'];
    case 4:
      return ['utg', 'hj', 'co', 'btn'];
    default: {
      const early: Position[] = ['utg', 'utg1', 'utg2', 'utg3'];
      // More than ten players has no name left: the extra early seats stay `utg3`.
      const front = Array.from({ length: k - 4 }, (_, i) => early[Math.min(i, early.length - 1)]!);
      return [...front, 'lj', 'hj', 'co', 'btn'];
    }
  }
}
