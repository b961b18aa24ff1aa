/**
 * Every one of the 133,784,560 seven-card hands evaluated once, counted by high value: the census
 * the evaluator is checked against (EVAL-9), UTH's trips pay table is priced from (exact house edge)
 * and the evaluator bench times. Incremental keys over nested loops, the way the equity engine
 * enumerates boards: each loop adds its card's key and mask to the partial sums of the loops outside.
 */
import { CARD_MASKS, evaluateHighKey, HIGH_KEYS } from './high.js';

/** C(52, 7): the hands the census visits. */
export const SEVEN_CARD_HANDS = 133_784_560;

/** How many seven-card hands have each high value (index = value, 0–7462; ≈ 1–3 s). */
export function sevenCardValueCounts(): Float64Array {
  const counts = new Float64Array(7463);
  const K = HIGH_KEYS;
  const M = CARD_MASKS;
  for (let a = 0; a < 46; a++) {
    for (let b = a + 1; b < 47; b++) {
      const kb = K[a]! + K[b]!;
      const mb = M[a]! + M[b]!;
      for (let c = b + 1; c < 48; c++) {
        const kc = kb + K[c]!;
        const mc = mb + M[c]!;
        for (let d = c + 1; d < 49; d++) {
          const kd = kc + K[d]!;
          const md = mc + M[d]!;
          for (let e = d + 1; e < 50; e++) {
            const ke = kd + K[e]!;
            const me = md + M[e]!;
            for (let f = e + 1; f < 51; f++) {
              const kf = ke + K[f]!;
              const mf = me + M[f]!;
              for (let g = f + 1; g < 52; g++) counts[evaluateHighKey(kf + K[g]!, mf + M[g]!)]!++;
            }
          }
        }
      }
    }
  }
  return counts;
}
