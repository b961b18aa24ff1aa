/**
 * The event router's one door to the tournament maths of @railbird/poker/tournament (issue 17): the
 * protocol's shapes (percent shares, points rules, entry kinds) in, the package's functions called,
 * nothing computed twice. Money here is whole units, as the package pays it.
 */

import {
  chop,
  chopProblem,
  formulaPoints,
  knockout,
  leagueStandings,
  type PrizePool,
  payoutAmounts,
  payoutShares,
  pointsTableProblem,
  prizePool,
  tablePoints,
  validatePayoutShares,
} from '@railbird/poker/tournament';
import type { ChopMethod, PointsRule } from '@railbird/protocol';

export interface PurchaseCounts {
  buyIns: number;
  reEntries: number;
  rebuys: number;
  addOns: number;
}

export interface EventPrices {
  buyIn: { amount: number; fee: number };
  rebuy: { amount: number; fee: number } | null;
  reEntry: { amount: number; fee: number } | null;
  addOn: { amount: number; fee: number } | null;
  bounty: { amount: number; isProgressive: boolean } | null;
}

/** Prize pool, bounty pool, fees and what was collected, from the purchases taken. */
export function eventPrizePool(prices: EventPrices, counts: PurchaseCounts): PrizePool {
  return prizePool({
    buyIn: prices.buyIn,
    entries: counts.buyIns,
    reEntry: prices.reEntry,
    reEntries: counts.reEntries,
    rebuy: prices.rebuy,
    rebuys: counts.rebuys,
    addOn: prices.addOn,
    addOns: counts.addOns,
    bounty: prices.bounty?.amount ?? 0,
  });
}

/** Percent shares → the package's fractions, the float residue on 1st so they add up to exactly 1. */
function fractions(percent: readonly number[]): number[] {
  const shares = percent.map((p) => p / 100);
  const rest = shares.slice(1).reduce((a, b) => a + b, 0);
  shares[0] = 1 - rest;
  return shares;
}

/** Why manager-set shares (percent) cannot be used, or null: the package's rule, its sentence. */
export function payoutSharesProblem(percent: readonly number[]): string | null {
  const total = percent.reduce((a, b) => a + b, 0);
  if (Math.abs(total - 100) > 1e-6)
    return `The payout table adds up to ${Math.round(total * 1e4) / 1e4}%, not 100%.`;
  return validatePayoutShares(fractions(percent));
}

/** The standard structure for a field of `entries` (buy-ins and re-entries), in percent. */
export function standardSharesPercent(entries: number): number[] {
  return payoutShares(Math.max(entries, 1)).map((s) => s * 100);
}

/**
 * The shares in force for a field of `players` (each counted once): the set ones or the standard ones,
 * cut to the places the field can fill (a place nobody can take pays nobody) and scaled back to 100%.
 */
export function sharesInForce(set: readonly number[] | null, entries: number, players: number): number[] {
  const shares = set ? [...set] : standardSharesPercent(entries);
  const places = Math.max(1, Math.min(shares.length, players));
  if (places === shares.length) return shares;
  const kept = shares.slice(0, places);
  const total = kept.reduce((a, b) => a + b, 0);
  return kept.map((s) => (s * 100) / total);
}

/** Whole prizes per place (1st first), adding up to the pool exactly. */
export function prizesFor(sharesPercent: readonly number[], pool: number): number[] {
  return payoutAmounts(fractions(sharesPercent), pool);
}

/** A knockout: cash to the eliminator, what goes onto their head, and their head after. */
export function knockoutOf(bounty: { isProgressive: boolean }, victimHead: number, eliminatorHead: number) {
  return knockout(bounty.isProgressive ? 'progressive' : 'fixed', victimHead, [eliminatorHead])[0]!;
}

/**
 * League points for a place in a field of `entries` (buy-ins and re-entries). BY_PLACE reads the
 * table; FORMULA is the package's leader-board formula (buy-in without the fee) times the rule's
 * multiplier, to two decimals.
 */
export function pointsFor(rule: PointsRule | null, place: number, entries: number, buyIn: number): number {
  if (!rule) return 0;
  if (rule.kind === 'BY_PLACE') return tablePoints(rule.points, place);
  const points = formulaPoints(Math.max(entries, place), place, buyIn) * rule.multiplier;
  return Math.round(points * 100) / 100;
}

/** Why a points rule cannot be used, or null (a fixed table must not pay a place more than the one above). */
export function pointsRuleProblem(rule: PointsRule | null): string | null {
  return rule?.kind === 'BY_PLACE' ? pointsTableProblem(rule.points) : null;
}

/** A final-table deal by the package's chop, or the reason it cannot be made. */
export function chopOf(
  method: ChopMethod,
  stacks: readonly number[],
  prizes: readonly number[],
  save = 0,
): { amounts: number[]; total: number; playingFor: number } | { problem: string } {
  const problem = chopProblem(stacks, prizes, { save });
  if (problem) return { problem };
  const deal = chop(method === 'ICM' ? 'icm' : 'chip', stacks, prizes, { save });
  return { amounts: deal.amounts, total: deal.total, playingFor: deal.playingFor };
}

export { leagueStandings };
