export {
  dealerOuts,
  flopBets,
  raisesPreflop,
  riverBets,
  type UthDecision,
  uthBasicDecision,
  uthBotAction,
} from './bot.js';
export {
  blindUnit,
  forEachBoardClass,
  type UthBoardScratch,
  type UthExactEdge,
  type UthExactTotals,
  uthBoardScratch,
  uthBoardTotals,
  uthMainGameExact,
} from './exact.js';
export {
  countSevenCardClasses,
  type ExactEdge,
  estimateUthMainGame,
  type MainGameEstimate,
  SEVEN_CARD_CLASS_COUNTS,
  SEVEN_CARD_HANDS,
  tripsHouseEdge,
} from './house-edge.js';
export * from './rules.js';
export { dealerQualifies, settleUthHand, type UthHandToSettle, uthHandValue } from './settle.js';
export type * from './types.js';
export {
  applyUth,
  canApplyUth,
  cardsOut,
  chipsRiding,
  multiplesOn,
  newUthTable,
  nextCardFor,
  seatsInRound,
  type UthOptions,
  type UthSeatOptions,
  uthOptions,
  verifyUth,
} from './uth.js';
export { tripsPayTableName, type UthRulesView, type UthView, type UthViewOptions, uthView } from './view.js';
