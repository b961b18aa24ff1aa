import { getVariation, type VariationCode } from '../variations/variations.js';
import { RATIO_STATS, type RatioStatName } from './facts.js';
import { hasStartingHandGrid } from './hand-class.js';

/**
 * Which statistics mean something in which variation. Every percentage statistic reads the betting
 * rounds, which every variation has (the first round is "preflop": third street in stud, before the
 * first draw in draw games); the rest depend on the game's structure:
 * - RFI and steal need positions and blinds: button games only (stud opens with a bring-in).
 * - The 13×13 starting-hand grid is for two-card hold'em; every other game gets the per-variation
 *   view by rank-prime product (spec §5 hand matching), grouped by variation.
 * - luckScore needs an all-in after which only board cards come: hold'em, Omaha and their kin (a
 *   pineapple discard or a draw still to make, or stud cards still to deal, do not qualify).
 */
export interface StatApplicability {
  readonly ratioStats: readonly RatioStatName[];
  readonly startingHandView: 'grid13x13' | 'primeProduct';
  readonly luckScore: boolean;
}

export function statApplicability(code: VariationCode): StatApplicability {
  const variation = getVariation(code);
  const positions = variation.forcedBets === 'blinds';
  /** Statistics that need positions and blinds. */
  const positional: readonly RatioStatName[] = ['rfi', 'steal'];
  const ratioStats = RATIO_STATS.filter((stat) => positions || !positional.includes(stat));
  return {
    ratioStats,
    startingHandView: hasStartingHandGrid(variation) ? 'grid13x13' : 'primeProduct',
    luckScore: variation.hasBoard && variation.family !== 'draw',
  };
}
