import { seededRandom } from '../cards/deck.js';
import type { AllInEquity } from '../stats/luck.js';
import { computeEquity } from './equity.js';
import { equitySpot } from './spot.js';

/**
 * The enumerator the statistics' luck score takes (stats/luck.ts `AllInEquity`): each hand's exact
 * share of one pot on one board. Stud spots too large to count exactly are sampled (fixed seed).
 */
export const allInEquity: AllInEquity = (spot) =>
  computeEquity(
    equitySpot(spot.variation, {
      hands: spot.hands,
      boards: spot.board.length > 0 ? [spot.board] : [],
      dead: spot.dead,
    }),
    { random: seededRandom(0x5eed) },
  ).hands.map((h) => h.equity);
