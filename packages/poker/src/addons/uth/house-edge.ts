/**
 * UTH house edges (issue 19, "exact maths").
 *
 * EXACT — the trips bet. It pays by the player's best five of seven cards alone, so its edge is a sum
 * over the 133,784,560 seven-card hands by category: `SEVEN_CARD_CLASS_COUNTS` (textbook counts,
 * re-derived with our evaluator by `countSevenCardClasses`, run in bench/src/uth-edge.bench.ts and in
 * the opt-in slow test) times the pay table. The result is an exact rational; `tripsHouseEdge` gives
 * the numerator and denominator as integers as well as the float.
 *
 * The main game (ante, blind, play) under the bot's strategy is computed exactly in exact.ts
 * (`uthMainGameExact`, ~80 s, run by the bench). `estimateUthMainGame` here is a seeded Monte Carlo
 * ESTIMATE of the same figure with its standard error — a quick cross-check, labelled as such
 * wherever it is shown.
 */

import type { Card } from '../../cards/cards.js';
import { type Random, shuffledDeck } from '../../cards/deck.js';
import { SEVEN_CARD_HANDS, sevenCardValueCounts } from '../../evaluate/seven-card-census.js';
import { uthBasicDecision } from './bot.js';
import {
  PAYING_CLASSES,
  type TripsPayTable,
  type UthHandClass,
  type UthRules,
  uthHandClass,
} from './rules.js';
import { settleUthHand, uthHandValue } from './settle.js';

/** C(52, 7) (the census's). */
export { SEVEN_CARD_HANDS };

/** Seven-card hands by the class of their best five (royal flushes apart from other straight flushes). */
export const SEVEN_CARD_CLASS_COUNTS: Readonly<Record<UthHandClass, number>> = {
  royalFlush: 4_324,
  straightFlush: 37_260,
  fourOfAKind: 224_848,
  fullHouse: 3_473_184,
  flush: 4_047_644,
  straight: 6_180_020,
  threeOfAKind: 6_461_620,
  twoPair: 31_433_400,
  onePair: 58_627_800,
  highCard: 23_294_460,
};

/** Every seven-card hand evaluated once (the evaluator's census): the counts above, from our own evaluator. */
export function countSevenCardClasses(): Record<UthHandClass, number> {
  const byValue = sevenCardValueCounts();
  const counts = Object.fromEntries(Object.keys(SEVEN_CARD_CLASS_COUNTS).map((k) => [k, 0])) as Record<
    UthHandClass,
    number
  >;
  byValue.forEach((n, value) => {
    if (n > 0) counts[uthHandClass(value)] += n;
  });
  return counts;
}

export interface ExactEdge {
  /** House edge = houseWins / hands, per unit bet (both whole numbers: an exact rational). */
  readonly houseWins: number;
  readonly hands: number;
  readonly edge: number;
}

/**
 * Exact house edge of the trips bet for a pay table: Σ over classes of count × (−1 or +a/b), negated.
 * Payouts a/b with b > 1 would make the sum fractional; it is then scaled by the common denominator
 * (`hands` grows by that factor) so both numbers stay whole.
 */
export function tripsHouseEdge(
  table: TripsPayTable,
  counts: Readonly<Record<UthHandClass, number>> = SEVEN_CARD_CLASS_COUNTS,
): ExactEdge {
  const denominator = PAYING_CLASSES.reduce((l, c) => lcm(l, table[c][1]), 1);
  let playerWins = 0;
  let hands = 0;
  for (const [cls, n] of Object.entries(counts) as [UthHandClass, number][]) {
    hands += n;
    const odds = (PAYING_CLASSES as readonly string[]).includes(cls)
      ? table[cls as keyof TripsPayTable]
      : null;
    playerWins += odds ? (n * odds[0] * denominator) / odds[1] : -n * denominator;
  }
  return { houseWins: -playerWins, hands: hands * denominator, edge: -playerWins / (hands * denominator) };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
function lcm(a: number, b: number): number {
  return (a / gcd(a, b)) * b;
}

export interface MainGameEstimate {
  readonly label: 'Monte Carlo estimate (not exact)';
  readonly hands: number;
  /** Mean player result per unit ante of ante + blind + play together, and its standard error. */
  readonly meanPerAnte: number;
  readonly standardError: number;
  /** The blind bet's part of that mean (per unit ante) and its standard error. */
  readonly blindPerAnte: number;
  readonly blindStandardError: number;
  /** Mean total staked per unit ante (ante + blind + play), for the element of risk. */
  readonly meanStakedPerAnte: number;
}

/**
 * Seeded Monte Carlo of the main game under the bot's simple strategy: `hands` random deals from
 * `random`, each settled with the table's own settlement code (ante 2 chips, so 3:2 never rounds —
 * the estimate is of the pay table, not of the rounding). The house edge estimate is −meanPerAnte.
 */
export function estimateUthMainGame(hands: number, random: Random, rules: UthRules): MainGameEstimate {
  const ANTE = 2;
  let sum = 0;
  let sumSq = 0;
  let blindSum = 0;
  let blindSq = 0;
  let staked = 0;
  for (let i = 0; i < hands; i++) {
    const deck = shuffledDeck(random);
    const hole = deck.slice(0, 2) as Card[];
    const dealer = deck.slice(2, 4) as Card[];
    const board = deck.slice(4, 9) as Card[];
    let play = 0;
    let folded = false;
    for (const [street, seen] of [
      ['preflop', 0],
      ['flop', 3],
      ['river', 5],
    ] as const) {
      const d = uthBasicDecision(hole, board.slice(0, seen), street);
      if (d.kind === 'play') {
        play = d.multiple * ANTE;
        break;
      }
      if (d.kind === 'fold') {
        folded = true;
        break;
      }
    }
    const s = settleUthHand(
      {
        seatIndex: 0,
        ante: ANTE,
        blind: ANTE,
        trips: 0,
        play,
        hasFolded: folded,
        playerValue: uthHandValue(hole, board),
        dealerValue: uthHandValue(dealer, board),
      },
      rules,
    );
    const x = s.net / ANTE;
    sum += x;
    sumSq += x * x;
    const y = s.blind / ANTE;
    blindSum += y;
    blindSq += y * y;
    staked += (2 * ANTE + play) / ANTE;
  }
  const mean = sum / hands;
  const blindMean = blindSum / hands;
  return {
    label: 'Monte Carlo estimate (not exact)',
    hands,
    meanPerAnte: mean,
    standardError: Math.sqrt((sumSq / hands - mean * mean) / hands),
    blindPerAnte: blindMean,
    blindStandardError: Math.sqrt((blindSq / hands - blindMean * blindMean) / hands),
    meanStakedPerAnte: staked / hands,
  };
}
