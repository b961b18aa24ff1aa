/**
 * The Independent Chip Model (Malmuth–Harville): what a stack is worth in prize money.
 *
 * A player finishes first with probability stack ÷ all chips; given the set F of players already
 * placed above, player i takes the next place with probability s_i ÷ (S − Σ_F s). A player's equity
 * is Σ over places of P(i finishes there) × that place's prize
 * (https://en.wikipedia.org/wiki/Independent_Chip_Model; poker-domain.md §5).
 *
 * Exact: the probability that exactly the set F holds the top |F| places does not depend on their
 * order below it, so it is memoised per set (a bitmask) — O(2ⁿ·n) instead of the n!/(n−k)! ordered
 * finishes. Up to `ICM_MAX_EXACT_PLAYERS` players with chips (16 all paid take ~6 ms, 20 ~0.3 s; see
 * bench/src/tournament-icm.bench.ts); `icmEquitiesSampled` estimates bigger fields by drawing finishing
 * orders with a Random the caller passes in.
 *
 * A stack of 0 is out: it gets 0 equity here and takes no place; the prizes of the places that the
 * players with chips cannot fill are not handed out (the caller pays busted players their place).
 */
import type { Random } from '../cards/deck.js';

/** Above this many players with chips the exact model is refused (2ⁿ memory and time). */
export const ICM_MAX_EXACT_PLAYERS = 20;

/**
 * [ICM-1] P(player i finishes in place k), as `[player][place]` for places 1…`places` (index 0 = 1st).
 * Rows of players with no chips are all 0.
 */
export function placeProbabilities(stacks: readonly number[], places: number): number[][] {
  checkStacks(stacks);
  const active = activePlayers(stacks);
  const m = active.length;
  if (m > ICM_MAX_EXACT_PLAYERS) {
    throw new RangeError(
      `Exact ICM handles at most ${ICM_MAX_EXACT_PLAYERS} players with chips, not ${m}; use icmEquitiesSampled.`,
    );
  }
  const result = stacks.map(() => new Array<number>(Math.max(0, places)).fill(0));
  const k = Math.min(Math.max(0, Math.floor(places)), m);
  if (k === 0) return result;
  const s = active.map((i) => stacks[i]!);
  const size = 1 << m;
  const placed = new Float64Array(size); // P(exactly this set holds the top |set| places)
  const chipsOf = new Float64Array(size); // Σ stacks of the set
  const count = new Uint8Array(size);
  const total = s.reduce((a, b) => a + b, 0);
  placed[0] = 1;
  for (let mask = 0; mask < size; mask++) {
    if (mask > 0) {
      const low = mask & -mask;
      const rest = mask ^ low;
      chipsOf[mask] = chipsOf[rest]! + s[31 - Math.clz32(low)]!;
      count[mask] = count[rest]! + 1;
    }
    const p = placed[mask]!;
    const depth = count[mask]!;
    if (p === 0 || depth >= k) continue;
    const left = total - chipsOf[mask]!;
    for (let j = 0; j < m; j++) {
      const bit = 1 << j;
      if (mask & bit) continue;
      const q = (p * s[j]!) / left;
      const row = result[active[j]!]!;
      row[depth] = row[depth]! + q;
      if (depth + 1 < k) placed[mask | bit] = placed[mask | bit]! + q;
    }
  }
  return result;
}

/**
 * [ICM-2] Each player's ICM equity of `prizes` (index 0 = 1st prize) for these stacks. The equities
 * add up to the prizes of the places the players with chips fill.
 */
export function icmEquities(stacks: readonly number[], prizes: readonly number[]): number[] {
  checkPrizes(prizes);
  const probabilities = placeProbabilities(stacks, prizes.length);
  return probabilities.map((row) => row.reduce((sum, p, place) => sum + p * prizes[place]!, 0));
}

/**
 * [ICM-3] A Monte Carlo estimate of `icmEquities` for fields too big for the exact model: `samples`
 * finishing orders drawn by the same rule (each next place to a remaining player with probability
 * proportional to chips). Standard error per player ≈ first prize ÷ √samples.
 */
export function icmEquitiesSampled(
  stacks: readonly number[],
  prizes: readonly number[],
  random: Random,
  samples = 100_000,
): number[] {
  checkStacks(stacks);
  checkPrizes(prizes);
  if (!Number.isSafeInteger(samples) || samples < 1) {
    throw new RangeError(`The number of samples must be a whole number of at least 1, not ${samples}.`);
  }
  const active = activePlayers(stacks);
  const k = Math.min(prizes.length, active.length);
  const sums = stacks.map(() => 0);
  const remaining = new Array<number>(active.length);
  for (let n = 0; n < samples; n++) {
    for (let j = 0; j < active.length; j++) remaining[j] = active[j]!;
    let left = active.reduce((a, i) => a + stacks[i]!, 0);
    let alive = active.length;
    for (let place = 0; place < k; place++) {
      let target = random() * left;
      let pick = alive - 1;
      for (let j = 0; j < alive; j++) {
        target -= stacks[remaining[j]!]!;
        if (target < 0) {
          pick = j;
          break;
        }
      }
      const player = remaining[pick]!;
      sums[player]! += prizes[place]!;
      left -= stacks[player]!;
      remaining[pick] = remaining[alive - 1]!;
      alive--;
    }
  }
  return sums.map((sum) => sum / samples);
}

function activePlayers(stacks: readonly number[]): number[] {
  const active: number[] = [];
  stacks.forEach((stack, i) => {
    if (stack > 0) active.push(i);
  });
  return active;
}

function checkStacks(stacks: readonly number[]): void {
  for (const stack of stacks) {
    if (!Number.isFinite(stack) || stack < 0) {
      throw new RangeError(`A stack must be a finite number of at least 0, not ${stack}.`);
    }
  }
}

function checkPrizes(prizes: readonly number[]): void {
  for (const prize of prizes) {
    if (!Number.isFinite(prize) || prize < 0) {
      throw new RangeError(`A prize must be a finite amount of at least 0, not ${prize}.`);
    }
  }
}
