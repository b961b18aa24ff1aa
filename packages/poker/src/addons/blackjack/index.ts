export { chipsRiding } from './actions.js';
export { naturalPayout, nextCardFor, surrenderRefund } from './flow.js';
export { cardValue, type HandTotal, handTotal, isPair, isTenValue } from './hand-value.js';
export {
  basicStrategyChart,
  blackjackHouseEdge,
  createHouseEdgeCache,
  insuranceEdge,
} from './house-edge.js';
export {
  type BetOption,
  type BlackjackOptions,
  blackjackDecisions,
  blackjackOptions,
  type TurnOptions,
} from './options.js';
export { applyBlackjack, canApplyBlackjack, verifyBlackjack } from './reducer.js';
export { type BlackjackRules, DEFAULT_BLACKJACK_RULES } from './rules.js';
export { shuffledShoe } from './shoe.js';
export { simulatedTableAction } from './simulation.js';
export { type BlackjackSetup, checkBlackjackRules, createBlackjack, cutCardPosition } from './start.js';
export { basicStrategyAction, basicStrategyDecision, type DecisionsOpen } from './strategy.js';
export type * from './types.js';
export { type BlackjackView, blackjackView } from './view.js';
