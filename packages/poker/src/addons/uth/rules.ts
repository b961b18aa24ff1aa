/**
 * The house rules an Ultimate Texas Hold'em table is dealt by (issue 19): the reducer (uth.ts) plays
 * them, settle.ts pays them and house-edge.ts prices them. Defaults are Shuffle Master's standard game
 * as the Wizard of Odds and casino rule cards describe it (docs/rules/ultimate-texas-holdem.md):
 * equal ante and blind, optional trips, play bet 4× or 3× the ante before the flop, 2× on the flop,
 * 1× (or fold) on the river, dealer qualifies with a pair or better.
 */

import { highCategory } from '../../evaluate/high.js';

/** A payout "a to b": a win of `a` chips for every `b` staked (3:2 is `[3, 2]`, 50 to 1 `[50, 1]`). */
export type Odds = readonly [to: number, per: number];

/** What a player's final five-card hand is, for the pay tables: the high categories plus royal flush. */
export type UthHandClass =
  | 'royalFlush'
  | 'straightFlush'
  | 'fourOfAKind'
  | 'fullHouse'
  | 'flush'
  | 'straight'
  | 'threeOfAKind'
  | 'twoPair'
  | 'onePair'
  | 'highCard';

/** Paying hands, best first, as the pay tables list them. */
export const PAYING_CLASSES = [
  'royalFlush',
  'straightFlush',
  'fourOfAKind',
  'fullHouse',
  'flush',
  'straight',
  'threeOfAKind',
] as const satisfies readonly UthHandClass[];
export type PayingClass = (typeof PAYING_CLASSES)[number];

/** Blind bet: pays only when the player beats the dealer, by the player's hand; anything else pushes. */
export type BlindPayTable = Readonly<Record<Exclude<PayingClass, 'threeOfAKind'>, Odds>>;
/** Trips bet: pays by the player's hand whatever the dealer holds (folded or not); below trips loses. */
export type TripsPayTable = Readonly<Record<PayingClass, Odds>>;

/** The standard blind pay table (every source we found agrees): 500, 50, 10, 3, 3:2, 1. */
export const STANDARD_BLIND_PAYS: BlindPayTable = {
  royalFlush: [500, 1],
  straightFlush: [50, 1],
  fourOfAKind: [10, 1],
  fullHouse: [3, 1],
  flush: [3, 2],
  straight: [1, 1],
};

function trips(fullHouse: number, flush: number, straight: number): TripsPayTable {
  return {
    royalFlush: [50, 1],
    straightFlush: [40, 1],
    fourOfAKind: [30, 1],
    fullHouse: [fullHouse, 1],
    flush: [flush, 1],
    straight: [straight, 1],
    threeOfAKind: [3, 1],
  };
}

/**
 * The trips pay tables rooms post, named by their full house-flush-straight pays (royal 50, straight
 * flush 40, quads 30 and trips 3 in all of them). Exact house edges (house-edge.ts, from the 7-card
 * category counts): 8-7-4 3.498 %, 8-6-5 1.904 %, 9-7-4 0.902 %, 9-6-5 −0.692 % (a player edge: listed
 * only because it is the arithmetic neighbour, no room posts it).
 */
export const TRIPS_PAY_TABLES = {
  /** 50-40-30-8-7-4-3: the most common table (Wizard of Odds, Florida-variant page; Northwood casino). */
  '8-7-4': trips(8, 7, 4),
  /** 50-40-30-8-6-5-3: Viejas (San Diego), ultimate-texas-holdem-online.com. */
  '8-6-5': trips(8, 6, 5),
  /** 50-40-30-9-7-4-3: the "full house 9" table the brief names; see the rules page for its edge. */
  '9-7-4': trips(9, 7, 4),
} as const satisfies Record<string, TripsPayTable>;
export type TripsPayTableName = keyof typeof TRIPS_PAY_TABLES;

export interface UthRules {
  /** Ante limits in chips; the blind always equals the ante. */
  readonly minAnte: number;
  readonly maxAnte: number;
  /** Trips limits in chips; `maxTrips: 0` takes the trips bet off the table. */
  readonly minTrips: number;
  readonly maxTrips: number;
  /** Play-bet multiples of the ante allowed before the flop (standard: 4 and 3; some rooms only 4). */
  readonly preflopMultiples: readonly number[];
  /** On the flop (standard 2) and on the river (standard 1). */
  readonly flopMultiple: number;
  readonly riverMultiple: number;
  readonly blindPays: BlindPayTable;
  readonly tripsPays: TripsPayTable;
}

export const DEFAULT_UTH_RULES: UthRules = {
  minAnte: 5,
  maxAnte: 500,
  minTrips: 5,
  maxTrips: 100,
  preflopMultiples: [4, 3],
  flopMultiple: 2,
  riverMultiple: 1,
  blindPays: STANDARD_BLIND_PAYS,
  tripsPays: TRIPS_PAY_TABLES['8-7-4'],
};

/** The royal flush's high value (the best of the 7,462 five-card classes). */
export const ROYAL_FLUSH_VALUE = 7462;

const CLASS_OF_CATEGORY: Readonly<Record<string, UthHandClass>> = {
  'High card': 'highCard',
  'One pair': 'onePair',
  'Two pair': 'twoPair',
  'Three of a kind': 'threeOfAKind',
  Straight: 'straight',
  Flush: 'flush',
  'Full house': 'fullHouse',
  'Four of a kind': 'fourOfAKind',
  'Straight flush': 'straightFlush',
};

/** The pay-table class of a high value (evaluate/high.ts): a straight flush to the ace is a royal. */
export function uthHandClass(value: number): UthHandClass {
  if (value === ROYAL_FLUSH_VALUE) return 'royalFlush';
  return CLASS_OF_CATEGORY[highCategory(value)]!;
}

/**
 * Chips won on a winning bet of `stake` at `odds`, rounded DOWN to the whole chip, as blackjack rooms
 * pay 3:2 on an odd bet when they have no half-chips (a 5-chip blind with a flush wins 7, not 7.5).
 * The house keeps the fraction; rooms that mind set antes in even chips.
 */
export function winAt(odds: Odds, stake: number): number {
  return Math.floor((stake * odds[0]) / odds[1]);
}

/** Checks a rules record before a table opens; `null` when it is usable, else why not. */
export function checkUthRules(rules: UthRules): string | null {
  const whole = (n: number) => Number.isInteger(n) && n >= 0;
  if (!whole(rules.minAnte) || rules.minAnte < 1)
    return 'the minimum ante must be a whole number of chips, at least 1';
  if (!whole(rules.maxAnte) || rules.maxAnte < rules.minAnte)
    return 'the maximum ante must be at least the minimum';
  if (!whole(rules.minTrips) || !whole(rules.maxTrips)) return 'trips limits must be whole numbers of chips';
  if (rules.maxTrips > 0 && rules.maxTrips < rules.minTrips)
    return 'the maximum trips must be at least the minimum';
  const multiples = [...rules.preflopMultiples, rules.flopMultiple, rules.riverMultiple];
  if (rules.preflopMultiples.length === 0 || multiples.some((m) => !Number.isInteger(m) || m < 1)) {
    return 'play-bet multiples must be whole numbers, at least 1, with at least one preflop multiple';
  }
  const tables = [...Object.values(rules.blindPays), ...Object.values(rules.tripsPays)];
  if (tables.some(([a, b]) => !(a > 0 && b > 0 && Number.isInteger(a) && Number.isInteger(b)))) {
    return 'every payout must be "a to b" with whole a, b > 0';
  }
  return null;
}
