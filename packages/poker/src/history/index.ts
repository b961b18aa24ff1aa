export { type HandRecord, type PhhError, type PhhHand, type PhhResult, parsePhh, toPhh } from './phh.js';
export {
  type PokerStarsOptions,
  type PokerStarsResult,
  pokerStarsHandName,
  toPokerStars,
} from './pokerstars.js';
export { type ReplayResult, replay } from './replay.js';
