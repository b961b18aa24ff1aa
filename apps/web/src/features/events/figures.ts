import { formatNumber } from '@railbird/poker/format';

/**
 * An event's buy-in as spec §9 writes numbers: `1.1k + 100`, just `100` without a fee. No dollar sign:
 * §9 gives it to a cash game's blinds only.
 */
export function buyInText(buyIn: { amount: number; fee: number }): string {
  return buyIn.fee > 0
    ? `${formatNumber(buyIn.amount)} + ${formatNumber(buyIn.fee)}`
    : formatNumber(buyIn.amount);
}

/** The prize pool: every payout added up, `12.5k`. */
export function prizePoolText(payouts: readonly { amount: number }[]): string {
  return formatNumber(payouts.reduce((sum, p) => sum + p.amount, 0));
}
