export { OHH_SPEC_VERSION, type OhhDocument, type OhhOptions, type OhhResult, toOhh } from './ohh.js';
export {
  type NormalizedPhh,
  normalizePhh,
  type PhhError,
  type PhhHand,
  type PhhResult,
  parsePhh,
  parsePhhDocument,
  phhActionSources,
  phhVariantCode,
  toPhh,
} from './phh.js';
export { type PhhsResult, parsePhhs, phhsEntry } from './phhs.js';
export {
  POKERSTARS_SEPARATOR,
  type PokerStarsOptions,
  type PokerStarsResult,
  pokerStarsFile,
  pokerStarsHandName,
  toPokerStars,
} from './pokerstars.js';
export type { HandRecord } from './record.js';
export { type ReplayResult, replay } from './replay.js';
