/**
 * Final-table deals: the players left split the prizes still to be paid instead of playing on.
 *
 * - ICM chop: each player gets their ICM equity (./icm.ts) of the remaining prizes.
 * - Chip chop: each player gets the smallest remaining prize, and what is left is shared in
 *   proportion to chips:  amount_i = m + (P − n·m) · s_i / S, where P is the pool being chopped,
 *   n the players in the deal, m the smallest remaining prize (0 when fewer prizes than players),
 *   s_i the player's chips and S all chips.
 * - Save: `save` is taken off first prize and left to play for (the winner of the play-out gets it);
 *   the rest is chopped by the chosen method, with first prize reduced by the save. For the ICM chop
 *   that keeps the deal fair: equity with full prizes = equity of the reduced prizes + P(win)·save.
 *
 * Rounding (whole units, multiples of `roundTo`): each exact share is rounded down to the unit; the
 * units left over go one each to the largest remainders (ties: more chips, then the earlier seat in
 * the list); what is left below one unit (a pool that is not a multiple of it) goes to the chip
 * leader (ties: the earlier). The amounts then add up to the chopped pool exactly.
 */
import { icmEquities } from './icm.js';

export type ChopMethod = 'icm' | 'chip';

export interface ChopOptions {
  /** Left to play for, taken off first prize (default 0). */
  save?: number;
  /** Amounts are multiples of this unit, but for the chip leader's odd units (default 1). */
  roundTo?: number;
}

export interface Chop {
  /** What each player (same order as the stacks) takes now, whole units. */
  amounts: number[];
  /** The exact, unrounded shares the amounts were rounded from. */
  exact: number[];
  /** Left to play for (the save). */
  playingFor: number;
  /** Σ amounts = the remaining prizes − the save. */
  total: number;
}

/** [CHOP-1] Why this deal cannot be computed, in English, or null when it can. */
export function chopProblem(
  stacks: readonly number[],
  prizes: readonly number[],
  options: ChopOptions = {},
): string | null {
  const { save = 0, roundTo = 1 } = options;
  if (stacks.length < 2) return 'A deal needs at least two players.';
  for (const stack of stacks) {
    if (!Number.isFinite(stack) || stack <= 0)
      return `Every player in a deal needs chips; a stack of ${stack} cannot be.`;
  }
  if (prizes.length === 0) return 'There is no prize left to share.';
  if (prizes.length > stacks.length) {
    return `There are ${prizes.length} prizes left but only ${stacks.length} players in the deal; pass the prizes of the places they can still take.`;
  }
  for (const prize of prizes) {
    if (!Number.isSafeInteger(prize) || prize < 0)
      return `A prize must be a whole amount of at least 0, not ${prize}.`;
  }
  if (!Number.isSafeInteger(roundTo) || roundTo < 1)
    return `Amounts are rounded to a whole unit of at least 1, not ${roundTo}.`;
  if (!Number.isSafeInteger(save) || save < 0)
    return `The amount left to play for must be a whole amount of at least 0, not ${save}.`;
  if (save > prizes[0]!)
    return `The amount left to play for (${save}) is more than first prize (${prizes[0]}).`;
  return null;
}

/** [CHOP-2] Each player's ICM equity of the remaining prizes (less any save), in whole units. */
export function icmChop(
  stacks: readonly number[],
  prizes: readonly number[],
  options: ChopOptions = {},
): Chop {
  return chop('icm', stacks, prizes, options);
}

/** [CHOP-3] The smallest remaining prize each, the rest in proportion to chips (less any save). */
export function chipChop(
  stacks: readonly number[],
  prizes: readonly number[],
  options: ChopOptions = {},
): Chop {
  return chop('chip', stacks, prizes, options);
}

/** [CHOP-1] A deal by `method`; throws a RangeError with `chopProblem`'s reason on bad input. */
export function chop(
  method: ChopMethod,
  stacks: readonly number[],
  prizes: readonly number[],
  options: ChopOptions = {},
): Chop {
  const problem = chopProblem(stacks, prizes, options);
  if (problem) throw new RangeError(problem);
  const { save = 0, roundTo = 1 } = options;
  const reduced = [prizes[0]! - save, ...prizes.slice(1)];
  const total = reduced.reduce((s, p) => s + p, 0);
  const exact = method === 'icm' ? icmEquities(stacks, reduced) : chipShares(stacks, reduced);
  return { amounts: roundShares(exact, total, stacks, roundTo), exact, playingFor: save, total };
}

function chipShares(stacks: readonly number[], prizes: readonly number[]): number[] {
  const n = stacks.length;
  const pool = prizes.reduce((s, p) => s + p, 0);
  const smallest = prizes.length < n ? 0 : Math.min(...prizes);
  const chips = stacks.reduce((s, x) => s + x, 0);
  return stacks.map((stack) => smallest + ((pool - n * smallest) * stack) / chips);
}

/** Whole multiples of `unit` adding up to `total` (see the module comment for who gets the odd units). */
function roundShares(
  exact: readonly number[],
  total: number,
  stacks: readonly number[],
  unit: number,
): number[] {
  const amounts = exact.map((x) => Math.max(0, Math.floor(x / unit)) * unit);
  let left = total - amounts.reduce((s, a) => s + a, 0);
  const byRemainder = exact
    .map((x, i) => ({ i, remainder: x - amounts[i]! }))
    .sort((a, b) => b.remainder - a.remainder || stacks[b.i]! - stacks[a.i]! || a.i - b.i);
  for (let k = 0; left >= unit; k = (k + 1) % byRemainder.length) {
    amounts[byRemainder[k]!.i]! += unit;
    left -= unit;
  }
  let leader = 0;
  stacks.forEach((stack, i) => {
    if (stack > stacks[leader]!) leader = i;
  });
  amounts[leader]! += left;
  return amounts;
}
