/**
 * Chips and table units: the blind level in play, table units per reducer chip, and the conversions
 * both ways. Facts only: this module calls nothing of the table.
 */
import type { BlindLevel } from '@railbird/protocol';
import type { TableModel } from './model.js';

/** The blind level the table plays now. */
export function levelOf(model: Pick<TableModel, 'gameSettings' | 'levelIndex'>): BlindLevel {
  return model.gameSettings.blindLevels[model.levelIndex] ?? model.gameSettings.blindLevels[0]!;
}

/** Table units per reducer chip: the smallest denomination when it is a fraction (cents), else 1. */
export function unitOf(level: BlindLevel): number {
  const d = level.smallestDenomination;
  return d < 1 && Number.isInteger(Math.round(1 / d)) && Math.abs(1 / Math.round(1 / d) - d) < 1e-12
    ? 1 / Math.round(1 / d)
    : 1;
}

/** Table units → whole reducer chips (rounded down: a fraction of the unit cannot be bet). */
export function toChips(amount: number, unit: number): number {
  return Math.floor(amount / unit + 1e-9);
}

/** Reducer chips → table units, without binary fractions creeping in (0.1 + 0.2). */
export function toUnits(chips: number, unit: number): number {
  return unit === 1 ? chips : Math.round(chips * unit * 1e6) / 1e6;
}

/** A seat's stack (table units) after it won or lost `chips` reducer chips in a hand; never below 0. */
export function stackAfter(stack: number, chips: number, unit: number): number {
  return Math.max(0, Math.round((stack + chips * unit) * 1e6) / 1e6);
}
