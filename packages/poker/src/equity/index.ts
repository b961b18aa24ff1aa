export { allInEquity } from './all-in.js';
export { enumerateBoardPatterns, holeOptions } from './board-patterns.js';
export { type DealSpot, dealCount, enumerateDeals, sampleDeals } from './deals.js';
export { type DrawOdds, drawOdds, MAX_DRAWS } from './draw.js';
export {
  computeEquity,
  DEFAULT_MAX_EXACT_WORK,
  DEFAULT_SAMPLES,
  type EquityPlan,
  planEquity,
} from './equity.js';
export { type BoardOuts, madeParts, type NextCard, nextCardOuts } from './outs.js';
export { type CardSpot, equitySpot } from './spot.js';
export {
  type ListedEquity,
  type PlayerOdds,
  type TableEquity,
  type TablePlayer,
  type TableSnapshot,
  tableEquity,
  tableSnapshot,
} from './table.js';
export { Tally } from './tally.js';
export * from './types.js';
