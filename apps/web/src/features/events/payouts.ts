/**
 * Payout tables as a director edits them: a percentage per finishing place (what `event.create` and
 * `event.setPayouts` take), which must add up to 100 % and never pay a place more than the one above
 * it: the protocol's `payoutSharesSchema` decides, here and on the server. The standard table for a
 * field size is @railbird/poker's, the one the server falls back to.
 */

import { formatNumber } from '@railbird/poker/format';
import { payoutShares } from '@railbird/poker/tournament';
import { payoutSharesSchema } from '@railbird/protocol';

/** The standard percentages for a field of `entries`, in hundredths, the rounding dust on 1st. */
export function standardPercents(entries: number): number[] {
  const percents = payoutShares(Math.max(0, Math.floor(entries))).map((s) => Math.round(s * 10_000) / 100);
  percents[0] = Math.round((100 - percents.slice(1).reduce((a, b) => a + b, 0)) * 100) / 100;
  return percents;
}

/** Sums in hundredths so 33.33 + 33.33 + 33.34 is 100, not 99.99999. */
export function percentSum(percents: readonly number[]): number {
  return Math.round(percents.reduce((s, p) => s + (Number.isFinite(p) ? p : 0), 0) * 100) / 100;
}

/** Why a payout table cannot be saved (the server's own words), or null when it can. */
export function payoutError(percents: readonly number[]): string | null {
  const parsed = payoutSharesSchema.safeParse(percents);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const place = typeof issue.path[0] === 'number' ? `${ordinal(issue.path[0] + 1)}: ` : '';
  return sentence(`${place}${issue.message}`);
}

/** A message as a sentence: capital first, full stop last. */
export function sentence(message: string): string {
  const text = message.trim();
  if (!text) return text;
  const first = text[0]!.toUpperCase() + text.slice(1);
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

/** `50 %`, `6.5 %`. */
export function formatPercent(p: number): string {
  return `${Math.round(p * 100) / 100}\u00a0%`;
}

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
