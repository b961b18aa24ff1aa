/**
 * Payout structures: the share of the prize pool each finishing place gets, and those shares turned
 * into whole amounts of a pool.
 *
 * Up to 20 entries the shares are the engine's demo structure (apps/engine/src/simulation/
 * demo-tournament.ts `payoutShares`), so the engine can import these instead:
 * up to 3 entries the winner takes all; 4–6 pay 2 places (65/35); 7–10 pay 3 (50/30/20);
 * 11–20 pay 4 (40/27/19/14); 21–30 pay 5 (38/24/17/12/9).
 *
 * From 31 entries about 15% of the field is paid (WSOP pays ~15%, see
 * /work/shared/reference/poker-domain.md §5), never fewer than 5 places: `max(5, floor(0.15·entries))`.
 * Place k gets a weight `(k + ½)^−a`, normalised; `a = 1 + 0.1·log10(places / 5)` steepens the top
 * as the field grows. That gives 33/20/14/11/9/7/6% for 7 places (one site's 28–36 table reads
 * 33/20/15/11/8/7/6) and ≈17.9% to the winner of 1,000 entries (150 paid; that site pays 19.11%).
 */

/** [PAY-1] Shares of the prize pool per place (index 0 = winner), by number of entries. */
export function payoutShares(entries: number): readonly number[] {
  checkEntries(entries);
  if (entries <= 3) return [1];
  if (entries <= 6) return [0.65, 0.35];
  if (entries <= 10) return [0.5, 0.3, 0.2];
  if (entries <= 20) return [0.4, 0.27, 0.19, 0.14];
  if (entries <= 30) return [0.38, 0.24, 0.17, 0.12, 0.09];
  return scaledShares(placesPaid(entries));
}

/** [PAY-1] How many places a field pays: the table above to 30 entries, then about 15%, at least 5. */
export function placesPaid(entries: number): number {
  checkEntries(entries);
  return entries <= 30 ? payoutShares(entries).length : Math.max(5, Math.floor(0.15 * entries));
}

function checkEntries(entries: number): void {
  if (!Number.isSafeInteger(entries) || entries < 0) {
    throw new RangeError(`The number of entries must be a whole number of at least 0, not ${entries}.`);
  }
}

/** Power-law shares for `places` places, decreasing, summing to 1 (the winner takes the float residue). */
function scaledShares(places: number): number[] {
  const a = 1 + 0.1 * Math.log10(places / 5);
  const weights = Array.from({ length: places }, (_, k) => (k + 1.5) ** -a);
  const total = weights.reduce((s, w) => s + w, 0);
  const shares = weights.map((w) => w / total);
  shares[0] = 1 - shares.slice(1).reduce((s, x) => s + x, 0);
  return shares;
}

/** How far from 1 the shares may sum (floating-point dust, not a real error). */
export const SHARE_SUM_TOLERANCE = 1e-9;

/**
 * [PAY-2] Why a payout table (shares per place, index 0 = winner) cannot be used, in English, or null
 * when it can: at least one place, every share a positive finite number, no place paying more than
 * the place above it, and the shares adding up to 100% (within 1e-9).
 */
export function validatePayoutShares(shares: readonly number[]): string | null {
  if (shares.length === 0) return 'The payout table pays no place; it needs at least a winner.';
  for (let k = 0; k < shares.length; k++) {
    const share = shares[k]!;
    if (!Number.isFinite(share) || share <= 0) {
      return `Place ${k + 1} is paid ${formatPercent(share)}; every paid place needs more than 0%.`;
    }
    if (k > 0 && share > shares[k - 1]!) {
      return `Place ${k + 1} is paid ${formatPercent(share)}, more than place ${k} (${formatPercent(shares[k - 1]!)}); a place never pays more than the one above it.`;
    }
  }
  const total = shares.reduce((s, x) => s + x, 0);
  if (Math.abs(total - 1) > SHARE_SUM_TOLERANCE) {
    return `The payout table adds up to ${formatPercent(total)}, not 100%.`;
  }
  return null;
}

function formatPercent(share: number): string {
  return Number.isFinite(share) ? `${Number((share * 100).toFixed(6))}%` : String(share);
}

/**
 * [PAY-3] Whole amounts of `pool` per place (index 0 = winner): every place but the winner gets its
 * share rounded down to a multiple of `roundTo`, the winner gets the rest, so the amounts add up to
 * `pool` exactly and none is negative. Throws a RangeError (with `validatePayoutShares`' reason) on a
 * bad table, and on a pool or `roundTo` that is not a whole number (pool ≥ 0, roundTo ≥ 1).
 */
export function payoutAmounts(shares: readonly number[], pool: number, roundTo = 1): number[] {
  const problem = validatePayoutShares(shares);
  if (problem) throw new RangeError(problem);
  if (!Number.isSafeInteger(pool) || pool < 0) {
    throw new RangeError(`The prize pool must be a whole amount of at least 0, not ${pool}.`);
  }
  if (!Number.isSafeInteger(roundTo) || roundTo < 1) {
    throw new RangeError(`Payouts are rounded to a whole unit of at least 1, not ${roundTo}.`);
  }
  // The 1e-9 absorbs float dust (0.3 × 900 = 270.00000000000006 or 269.99999999999997).
  const amounts = shares.map((share) => Math.floor((pool * share) / roundTo + 1e-9) * roundTo);
  amounts[0] = 0;
  // The lower places are rounded down from shares that leave the winner at least 1/places of the
  // pool, so what is left for the winner is never negative.
  amounts[0] = pool - amounts.reduce((s, x) => s + x, 0);
  return amounts;
}

/** One row of a payout table, the shape of the protocol's `Event['payouts']`. */
export interface PlacePayout {
  place: number;
  amount: number;
}

/** [PAY-4] The standard payout table of a field: `payoutShares(entries)` paid from `pool`. */
export function standardPayouts(entries: number, pool: number, roundTo = 1): PlacePayout[] {
  return payoutAmounts(payoutShares(entries), pool, roundTo).map((amount, k) => ({
    place: k + 1,
    amount,
  }));
}
