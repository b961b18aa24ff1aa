/**
 * Payout tables as a director edits them: a percentage per finishing place, which must add up to
 * exactly 100 % (issue 17: a table that does not is refused, nothing changed). The standard tables by
 * field size follow the usual live-room charts: about one in six to one in seven paid, first place
 * taking 30–65 %.
 */
import { formatNumber } from '@railbird/poker/format';

/** Standard percentages for a field of up to `upTo` entries. Each row adds up to 100. */
const STANDARD: readonly { upTo: number; percents: readonly number[] }[] = [
  { upTo: 5, percents: [100] },
  { upTo: 8, percents: [65, 35] },
  { upTo: 18, percents: [50, 30, 20] },
  { upTo: 27, percents: [40, 25, 17, 11, 7] },
  { upTo: 36, percents: [35, 22, 15, 11, 9, 8] },
  { upTo: 45, percents: [32, 20, 14, 10, 8, 6.5, 5, 4.5] },
  { upTo: 63, percents: [30, 19, 13, 9.5, 7.5, 6, 5, 4, 3.5, 2.5] },
  { upTo: 90, percents: [28, 17.5, 12, 9, 7, 5.5, 4.5, 3.5, 3, 2.5, 2.5, 2.5, 2.5] },
];

/**
 * The standard payout percentages for a field of `entries` (at least one place). Beyond the chart,
 * about 15 % of the field is paid on a geometric curve, in tenths of a percent, the rest to first.
 */
export function standardPayouts(entries: number): number[] {
  const field = Math.max(1, Math.floor(entries));
  const row = STANDARD.find((r) => field <= r.upTo);
  if (row) return [...row.percents];
  const places = Math.round(field * 0.15);
  const weights = Array.from({ length: places }, (_, i) => 1 / (i + 1) ** 1.05);
  const total = weights.reduce((s, w) => s + w, 0);
  const percents = weights.map((w) => Math.floor((w / total) * 1000) / 10);
  percents[0] = round1(100 - percents.slice(1).reduce((s, p) => s + p, 0));
  return percents;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
/** Sums in hundredths so 33.33 + 33.33 + 33.34 is 100, not 99.99999. */
export function percentSum(percents: readonly number[]): number {
  return Math.round(percents.reduce((s, p) => s + (Number.isFinite(p) ? p : 0), 0) * 100) / 100;
}

/** Why a payout table cannot be saved, or null when it can. */
export function payoutError(percents: readonly number[]): string | null {
  if (percents.length === 0) return 'Pay at least one place.';
  const bad = percents.findIndex((p) => !Number.isFinite(p) || p <= 0);
  if (bad >= 0) return `Place ${bad + 1} needs a share above 0 %.`;
  if (percents.some((p, i) => i > 0 && p > percents[i - 1]!))
    return 'A place pays more than the place above it.';
  const sum = percentSum(percents);
  if (sum !== 100) return `The shares add up to ${formatPercent(sum)}, not 100 %.`;
  return null;
}

/** `50 %`, `6.5 %`. */
export function formatPercent(p: number): string {
  return `${Math.round(p * 100) / 100} %`;
}

/** Percentages as shares (0.5 for 50 %), as the server stores them. */
export const toShares = (percents: readonly number[]) => percents.map((p) => Math.round(p * 100) / 10_000);
/** Shares back to percentages. */
export const toPercents = (shares: readonly number[]) => shares.map((s) => Math.round(s * 10_000) / 100);

/**
 * What each place is paid from `pool` with these percentages, in whole chips; what rounding leaves
 * goes to first place, so the amounts add up to the pool.
 */
export function payoutAmounts(pool: number, percents: readonly number[]): number[] {
  const amounts = percents.map((p) => Math.floor((pool * p) / 100));
  if (amounts.length > 0) amounts[0]! += pool - amounts.reduce((s, a) => s + a, 0);
  return amounts;
}

/** `1st`, `2nd`, `3rd`, `11th`, `22nd`. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

export const moneyText = (n: number) => formatNumber(n);
