export { actionOptions, apply, awaitingShowdown, canApply, playersInHand } from './apply.js';
export type { BettingOptions } from './betting.js';
export { invariantViolations } from './invariants.js';
export { potsOf, totalPot } from './pots.js';
export { type HandSetup, handConfig, startHand } from './start.js';
export * from './types.js';
