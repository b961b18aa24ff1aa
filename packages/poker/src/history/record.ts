import type { HandAction, HandConfig } from '../game/types.js';

/**
 * A hand as data: the config it started from and every action, in order. Replaying it is a fold
 * (replay.ts); the writers (PHH, PokerStars, OHH) and the PHH reader all speak it, so it lives apart
 * from each of them.
 */
export interface HandRecord {
  readonly config: HandConfig;
  readonly actions: readonly HandAction[];
}
