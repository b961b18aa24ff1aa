/**
 * The ways a hand can be ranked at showdown. A variation names one hand type per share of the pot
 * (`[high]`, or `[high, low]` for hi-lo games); every evaluator returns a number where a larger value
 * is a better hand, and 0 means "no qualifying hand" (a low that is not 8-or-better).
 */
export type HandType =
  /** Best five of every card available (hold'em, stud, 5-card draw high). */
  | 'high'
  /** Omaha high: exactly two hole cards and exactly three board cards. */
  | 'omahaHigh'
  /** Ace-to-five low, five distinct ranks of eight or lower, best five of every card (stud hi-lo). */
  | 'low8'
  /** Omaha 8-or-better low: exactly two hole and three board cards, five distinct ranks ≤ 8. */
  | 'omahaLow8'
  /** Ace-to-five lowball, no qualifier: best five of every card (razz, A-5 triple draw). */
  | 'aceFiveLow'
  /** Deuce-to-seven lowball of exactly five cards: ace high, straights and flushes count against. */
  | 'deuceSevenLow'
  /** Badugi: the largest rainbow, unpaired subset of four cards, then lowest highest card. */
  | 'badugi'
  /** Best five-card high from the hole cards alone (the draw half of Drawmaha). */
  | 'holeHigh';
