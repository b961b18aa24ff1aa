/**
 * The blind structure presets (`@railbird/poker/tournament` structures.ts, shared with Events) mapped
 * onto a table's own levels: the game's part of a level (limits, cards, rankings, boards…) comes from
 * the table's current first level, so a preset fits any variation.
 */
import { BLIND_PRESETS, type BlindPreset } from '@railbird/poker/tournament';
import type { BlindLevel } from '@railbird/protocol';

export { BLIND_PRESETS, type BlindPreset };

const ZERO_SLOTS = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];

/** Whether `level` plays with a bring-in (stud): its stakes are bring-in and bets, not blinds. */
export function isBringInLevel(level: BlindLevel): boolean {
  return level.bringIn > 0 && level.blinds.every((b) => b === 0);
}

/** Whether any street of `level` is fixed limit: its bets are then small bet and big bet. */
export function isFixedLimitLevel(level: BlindLevel): boolean {
  return Object.values(level.limits).includes('FIXED_LIMIT');
}

/**
 * The preset's levels for a table whose current first level is `base`: blind games post the small and
 * big blind with a big-blind ante (`antes[1]`, protocol's convention); fixed-limit games bet the big
 * blind and twice it; stud brings in for the small blind, completes to the big one, with a fifth of the
 * big blind as ante once the preset has antes.
 */
export function presetLevels(preset: BlindPreset, base: BlindLevel): BlindLevel[] {
  const stud = isBringInLevel(base);
  const fixed = isFixedLimitLevel(base) || stud;
  return preset.steps.map(([small, big, ante], index) => {
    const last = index === preset.steps.length - 1;
    const onBreak = !last && (index + 1) % preset.breakEvery === 0;
    return {
      ...base,
      index,
      blinds: stud ? [...ZERO_SLOTS] : [small, big, ...ZERO_SLOTS.slice(2)],
      antes: stud || ante === 0 ? [...ZERO_SLOTS] : [0, ante, ...ZERO_SLOTS.slice(2)],
      straddles: [],
      splash: 0,
      bombPotAmount: 0,
      smallBet: fixed ? big : 0,
      bigBet: fixed ? big * 2 : 0,
      bringIn: stud ? small : 0,
      studAnte: stud && ante > 0 ? Math.round(big / 5) : 0,
      smallestDenomination: Math.min(100, small),
      levelDuration: preset.levelMinutes * 60,
      breakDuration: onBreak ? preset.breakMinutes * 60 : 0,
    };
  });
}
