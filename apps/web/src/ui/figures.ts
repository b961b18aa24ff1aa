/**
 * Figures as the overlays and the player page write them (issue 15: nothing that looks like a bug on
 * air; UI.md "honest numbers"): counts with their unit, amounts with a real minus, and the samples
 * below which a statistic is shown as what it rests on rather than as a figure.
 */
import { formatNumber } from '@railbird/poker/format';

/**
 * bb/100 moves by hundreds of big blinds over a few dozen hands (one won pot of 40 bb after 17 hands is
 * "+235 bb/100"): the views show it from this many hands on, and before that how far the sample is.
 */
export const MIN_BB100_HANDS = 100;

/**
 * A percentage from fewer chances than this says little ("100%" after two hands reads like a bug): it is
 * written as the count itself, `2/3`, with its sample; from this many chances on, as `34%`.
 */
export const MIN_PERCENT_SAMPLE = 10;

/** The typographic minus: `−120` reads as negative on a phone, where a hyphen looks like a dash. */
export const MINUS = '\u2212';

/** `1 hand`, `412 hands`. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/** An amount in spec §9's format (`832`, `1.2k`, `1.25m`), negative with a real minus. */
export function money(value: number): string {
  const text = formatNumber(Math.abs(value));
  return value < 0 && text !== '0' ? `${MINUS}${text}` : text;
}

/** A result, always signed: `+832`, `−120`, `+1.2k`; `0` for break-even. */
export function signedMoney(value: number): string {
  const text = money(value);
  return value > 0 && text !== '0' ? `+${text}` : text;
}
