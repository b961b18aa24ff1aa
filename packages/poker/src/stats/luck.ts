import type { Card } from '../cards/cards.js';
import type { Chips, PlayerIndex } from '../game/types.js';
import type { VariationCode } from '../variations/variations.js';

/**
 * luckScore, all-in equity adjusted (poker-domain.md §2): at the moment no more betting is possible,
 * each live player is credited their exact equity share of every pot they can win; luck is what they
 * actually collected minus that expectation. The stats module does not compute equities itself: the
 * caller passes the exact enumerator (packages/poker/src/equity, wired by the engine and the CLI), so
 * statistics stay independent of how equity is computed.
 */

/** One pot on one board at the all-in moment: the hands that can win it and the cards already seen. */
export interface AllInSpot {
  readonly variation: VariationCode;
  /** Hole cards of each player who can win this pot (all known). */
  readonly hands: readonly (readonly Card[])[];
  /** The board's cards so far (the runout deals the rest). */
  readonly board: readonly Card[];
  /**
   * Cards known to be out of the stub: folded and discarded hands, burns, and the other boards of a
   * run-it-twice. A table that reads every card knows them, so the equity is the true probability.
   */
  readonly dead: readonly Card[];
}

/**
 * Each hand's exact expected share of the pot over every runout (ties split; hi-lo halves as the
 * variation splits them), in the order of `spot.hands`; the shares add up to 1.
 */
export type AllInEquity = (spot: AllInSpot) => readonly number[];

/** What the facts pass records at the moment betting closed for the rest of the hand. */
export interface AllInSnapshot {
  /** Chips each player put in that play for side-pot levels (bets, blinds, live antes). */
  readonly committed: readonly Chips[];
  /** Dead antes (big-blind ante): main pot money that no level belongs to. */
  readonly deadAnte: readonly Chips[];
  /** Players still holding live cards. */
  readonly live: readonly boolean[];
  readonly boards: readonly (readonly (Card | null)[])[];
  readonly dead: readonly Card[];
}

interface SnapshotPot {
  readonly amount: Chips;
  readonly eligible: readonly PlayerIndex[];
}

/**
 * The pots at the all-in moment, as the reducer forms them (game/pots.ts): one pot per contribution
 * level that the live players reached, merged when consecutive pots have the same players, dead
 * antes in the main pot.
 */
export function snapshotPots(snapshot: AllInSnapshot): SnapshotPot[] {
  const { committed, live } = snapshot;
  let amount = snapshot.deadAnte.reduce((s, a) => s + a, 0);
  const levels = [...new Set(committed)].sort((a, b) => a - b);
  const pots: { amount: Chips; eligible: PlayerIndex[] }[] = [];
  let previous = 0;
  for (const level of levels) {
    for (const c of committed) if (c >= level) amount += level - previous;
    const eligible: PlayerIndex[] = [];
    committed.forEach((c, i) => {
      if (live[i] && c >= level) eligible.push(i);
    });
    const last = pots[pots.length - 1];
    if (
      last &&
      last.eligible.length === eligible.length &&
      last.eligible.every((x, k) => x === eligible[k])
    ) {
      last.amount += amount;
    } else if (amount > 0) {
      pots.push({ amount, eligible });
    }
    amount = 0;
    previous = level;
  }
  return pots;
}

/**
 * Expected chips collected per player (position order) over every runout: each pot is shared equally
 * between the boards, and on each board between its eligible hands by their equity.
 */
export function expectedCollected(
  snapshot: AllInSnapshot,
  variation: VariationCode,
  holes: readonly (readonly Card[])[],
  equity: AllInEquity,
): number[] {
  const expected = new Array<number>(snapshot.committed.length).fill(0);
  const boards = snapshot.boards as readonly (readonly Card[])[];
  for (const pot of snapshotPots(snapshot)) {
    if (pot.eligible.length === 1) {
      expected[pot.eligible[0]!]! += pot.amount;
      continue;
    }
    const perBoard = pot.amount / boards.length;
    boards.forEach((board, b) => {
      const dead = [...snapshot.dead];
      boards.forEach((other, k) => {
        if (k !== b) dead.push(...other);
      });
      const shares = equity({ variation, hands: pot.eligible.map((i) => holes[i]!), board, dead });
      pot.eligible.forEach((i, k) => {
        expected[i]! += perBoard * (shares[k] ?? 0);
      });
    });
  }
  return expected;
}
