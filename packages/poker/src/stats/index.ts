export {
  type AnalyticsView,
  addHand,
  addPlayerHand,
  clonePlayerStats,
  emptyPlayerStats,
  type HandMatch,
  type HandMatchCell,
  matchHand,
  mergePlayerStats,
  type PlayerStats,
  percentage,
  type StartingHandCell,
  toAnalytics,
} from './aggregate.js';
export { type StatApplicability, statApplicability } from './applicability.js';
export {
  bigBlindOf,
  emptyCounts,
  type FactsOptions,
  type HandFacts,
  handFacts,
  type PlayerHandFacts,
  RATIO_STATS,
  type RatioStatName,
  type StatCount,
  type StatCounts,
  type TankFacts,
} from './facts.js';
export { combosOf, HAND_CLASS_GRID, HAND_CLASSES, type HandClass, handClassOf } from './hand-class.js';
export { RANK_PRIMES, rankPrimeProduct } from './hand-match.js';
export {
  type AllInEquity,
  type AllInSnapshot,
  type AllInSpot,
  expectedCollected,
  snapshotPots,
} from './luck.js';
export { POSITIONS, type Position, positionsOf, STEAL_POSITIONS } from './positions.js';
