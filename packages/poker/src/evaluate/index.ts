export { badugiRanks, badugiSize, evaluateBadugi } from './badugi.js';
export { describeHand, type HandDescription } from './describe.js';
export { evaluateHand } from './evaluate-hand.js';
export { HIGH_CATEGORIES, type HighCategory } from './five-card.js';
export type { HandType } from './hand-type.js';
export {
  CARD_MASKS,
  cardMaskOf,
  evaluateHigh,
  evaluateHigh5,
  evaluateHigh6,
  evaluateHigh7,
  evaluateHighKey,
  HIGH_KEYS,
  highCategory,
  highKeyOf,
} from './high.js';
export { evaluateAceFiveLow, evaluateDeuceSevenLow, evaluateLow8, evaluateOmahaLow8 } from './low.js';
export { evaluateOmahaHigh } from './omaha.js';
export { SEVEN_CARD_HANDS, sevenCardValueCounts } from './seven-card-census.js';
