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

/** How an event's status reads in a list. */
export const STATUS_LABELS: Record<'SCHEDULED' | 'REGISTERING' | 'RUNNING' | 'FINISHED', string> = {
  SCHEDULED: 'Scheduled',
  REGISTERING: 'Registering',
  RUNNING: 'Running',
  FINISHED: 'Finished',
};

/** Status colours only for status (UI.md): green live, amber registering, neutral otherwise. */
export const STATUS_TONES: Record<keyof typeof STATUS_LABELS, string> = {
  SCHEDULED: 'bg-zinc-100 text-zinc-700 ring-zinc-300 dark:bg-zinc-800 dark:text-zinc-300 dark:ring-zinc-700',
  REGISTERING:
    'bg-amber-50 text-amber-800 ring-amber-300 dark:bg-amber-950/40 dark:text-amber-300 dark:ring-amber-800',
  RUNNING:
    'bg-emerald-50 text-emerald-800 ring-emerald-300 dark:bg-emerald-950/40 dark:text-emerald-300 dark:ring-emerald-800',
  FINISHED: 'bg-zinc-50 text-zinc-500 ring-zinc-200 dark:bg-zinc-900 dark:text-zinc-400 dark:ring-zinc-800',
};

/** `Thu 26 Nov, 19:00` in the browser's locale and time zone. */
export function startText(date: Date, now: Date = new Date()): string {
  const sameYear = date.getFullYear() === now.getFullYear();
  return date.toLocaleString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** `6/10`: entries against the room there is. */
export const entriesText = (entries: number, max: number) => `${entries}/${max}`;
