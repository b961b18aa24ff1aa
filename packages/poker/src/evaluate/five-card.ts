/**
 * The slow, readable ranking of one five-card hand, used only while the lookup tables are built at
 * module load (tables.ts) and never on the hot path. Every fast evaluator is a table filled from
 * these scores, so the poker rules live here and nowhere else.
 *
 * A score is `category * 13^5 + tiebreak`, where the tiebreak lists the ranks by group (largest
 * group first, then higher rank first) as base-13 digits. Scores compare like the hands they
 * describe; the tables then renumber them densely (1 … number of classes).
 */

/** Hand categories of the high ranking, weakest first; the names are the ones hand histories print. */
export const HIGH_CATEGORIES = [
  'High card',
  'One pair',
  'Two pair',
  'Three of a kind',
  'Straight',
  'Flush',
  'Full house',
  'Four of a kind',
  'Straight flush',
] as const;
export type HighCategory = (typeof HIGH_CATEGORIES)[number];

export const HIGH_CARD = 0;
export const ONE_PAIR = 1;
export const TWO_PAIR = 2;
export const THREE_OF_A_KIND = 3;
export const STRAIGHT = 4;
export const FLUSH = 5;
export const FULL_HOUSE = 6;
export const FOUR_OF_A_KIND = 7;
export const STRAIGHT_FLUSH = 8;

const BASE5 = 13 ** 5;

export interface FiveCardRules {
  /** Ace plays low (ace-to-five): rank order A, 2, …, K instead of 2, …, K, A. */
  readonly aceLow: boolean;
  /** Straights and flushes exist (high and deuce-to-seven) or are ignored (ace-to-five lows). */
  readonly straightsAndFlushes: boolean;
  /** A-2-3-4-5 is a straight (high) or just an ace-high hand (deuce-to-seven). */
  readonly wheelIsStraight: boolean;
}

export const HIGH_RULES: FiveCardRules = { aceLow: false, straightsAndFlushes: true, wheelIsStraight: true };
export const DEUCE_SEVEN_RULES: FiveCardRules = {
  aceLow: false,
  straightsAndFlushes: true,
  wheelIsStraight: false,
};
export const ACE_FIVE_RULES: FiveCardRules = {
  aceLow: true,
  straightsAndFlushes: false,
  wheelIsStraight: false,
};

/**
 * Scores five cards given as rank counts (index 0 = deuce … 12 = ace, counts summing to 5), a
 * larger score being a better HIGH hand under `rules`; lowball tables invert the order afterwards.
 * Called ~25,000 times while the tables are built, so it allocates nothing.
 */
export function fiveCardScore(counts: ArrayLike<number>, flush: boolean, rules: FiveCardRules): number {
  // Tiebreak digits: the ranks' strengths (0..12 under the rules), largest group first, then
  // stronger rank first, e.g. K-K-K-9-9 → K, 9; Q-Q-7-4-2 → Q, 7, 4, 2. One pass from the
  // strongest rank down collects the digits of each group size separately; they are joined after.
  let quads = 0;
  let trips = 0;
  let pairs = 0;
  let singles = 0;
  let quadDigits = 0;
  let tripDigits = 0;
  let pairDigits = 0;
  let singleDigits = 0;
  let first = -1;
  let second = -1;
  let last = -1;
  let cards = 0;
  for (let order = 12; order >= 0; order--) {
    const n = counts[rules.aceLow ? (order + 12) % 13 : order]!;
    if (n === 0) continue;
    cards += n;
    if (n === 1) {
      singleDigits = singleDigits * 13 + order;
      singles++;
      if (first < 0) first = order;
      else if (second < 0) second = order;
      last = order;
    } else if (n === 2) {
      pairDigits = pairDigits * 13 + order;
      pairs++;
    } else if (n === 3) {
      tripDigits = tripDigits * 13 + order;
      trips++;
    } else {
      quadDigits = quadDigits * 13 + order;
      quads++;
    }
  }
  if (cards !== 5) throw new Error(`not five cards: rank counts ${Array.from(counts).join(',')}`);
  let tiebreak = quadDigits;
  tiebreak = tiebreak * 13 ** trips + tripDigits;
  tiebreak = tiebreak * 13 ** pairs + pairDigits;
  tiebreak = tiebreak * 13 ** singles + singleDigits;
  tiebreak *= 13 ** (5 - quads - trips - pairs - singles);

  if (quads) return FOUR_OF_A_KIND * BASE5 + tiebreak;
  if (trips) return (pairs ? FULL_HOUSE : THREE_OF_A_KIND) * BASE5 + tiebreak;
  if (pairs) return (pairs === 2 ? TWO_PAIR : ONE_PAIR) * BASE5 + tiebreak;
  if (!rules.straightsAndFlushes) return HIGH_CARD * BASE5 + tiebreak;
  // Five distinct ranks spanning four steps are a straight; A-5-4-3-2 is the wheel (the ace plays
  // low, the five is the top card) only where the rules say so.
  const wheel = rules.wheelIsStraight && first === 12 && second === 3;
  const straightTop = first - last === 4 ? first : wheel ? 3 : -1;
  if (straightTop >= 0) return (flush ? STRAIGHT_FLUSH : STRAIGHT) * BASE5 + straightTop;
  return (flush ? FLUSH : HIGH_CARD) * BASE5 + tiebreak;
}

/** The category part of a score. */
export function scoreCategory(score: number): number {
  return Math.floor(score / BASE5);
}
