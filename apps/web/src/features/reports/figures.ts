import { formatStack } from '@railbird/poker/format';
import type { TableState } from '@railbird/protocol';

/**
 * The average pot as a chip amount (spec §9 via formatStack): `239` beside `5.3k`, never `238.92`; chips,
 * so no `$` even at a cash table. A table that has not finished a hand has none: `—`.
 */
export function averagePotText(metrics: Pick<TableState['metrics'], 'averagePot'>): string {
  return metrics.averagePot === null ? '—' : formatStack(metrics.averagePot);
}

/** Hands per hour, to one decimal (a pace, not chips): `83.5`. */
export function handsPerHourText(metrics: Pick<TableState['metrics'], 'handsPerHour'>): string {
  return metrics.handsPerHour === null ? '—' : (Math.round(metrics.handsPerHour * 10) / 10).toFixed(1);
}
