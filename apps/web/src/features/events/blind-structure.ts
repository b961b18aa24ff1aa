/**
 * An event's blind structure as a director types it: per level the small blind, big blind, big-blind
 * ante, its minutes and the break after it. A preset to start from (the same ones Settings offers) and
 * the mapping to the engine's `BlindLevel`s (hold'em no-limit: the game's own part of a level comes
 * from the table).
 */

import { formatNumber } from '@railbird/poker/format';
import { BLIND_PRESETS, type BlindPreset } from '@railbird/poker/tournament';
import { type BlindLevel, blindLevel } from '@railbird/protocol';

export interface LevelDraft {
  small: number;
  big: number;
  /** Big-blind ante; 0 = none. */
  ante: number;
  /** Minutes of play; at least 1 (a level with no duration is refused) but the last, 0 = until the end. */
  minutes: number;
  /** Minutes of break after this level; 0 = none. */
  breakMinutes: number;
}

/** The blind structure presets Settings offers too (`@railbird/poker/tournament` structures.ts). */
export type StructurePreset = BlindPreset;
export type PresetId = BlindPreset['id'];
export const STRUCTURE_PRESETS: readonly StructurePreset[] = BLIND_PRESETS;

export function presetById(id: PresetId): StructurePreset {
  return STRUCTURE_PRESETS.find((p) => p.id === id) ?? STRUCTURE_PRESETS[0]!;
}

/** The preset's levels: a break after every `breakEvery` levels, never after the last. */
export function presetLevels(preset: StructurePreset): LevelDraft[] {
  return preset.steps.map(([small, big, ante], i) => ({
    small,
    big,
    ante,
    minutes: preset.levelMinutes,
    breakMinutes: i < preset.steps.length - 1 && (i + 1) % preset.breakEvery === 0 ? preset.breakMinutes : 0,
  }));
}

/** The next level a director adds: the last one's stakes half as much again, same durations. */
export function nextLevel(levels: readonly LevelDraft[]): LevelDraft {
  const last = levels.at(-1);
  if (!last) return { small: 100, big: 200, ante: 0, minutes: 20, breakMinutes: 0 };
  const grow = (n: number) => Math.round((n * 1.5) / 100) * 100 || n;
  return {
    small: grow(last.small),
    big: grow(last.big),
    ante: grow(last.ante),
    minutes: last.minutes,
    breakMinutes: 0,
  };
}

/** What is wrong with each level, by `index.field`, in words a director reads. */
export function levelErrors(levels: readonly LevelDraft[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (levels.length === 0) errors.levels = 'Add at least one level.';
  levels.forEach((l, i) => {
    const at = (field: keyof LevelDraft, message: string) => {
      errors[`${i}.${field}`] ??= message;
    };
    for (const field of ['small', 'big', 'ante', 'breakMinutes'] as const) {
      if (!Number.isFinite(l[field]) || l[field] < 0) at(field, 'a number, 0 or more');
    }
    // The last level may play until the end (0 minutes), as the engine's setEvent takes it.
    const last = i === levels.length - 1;
    if (!Number.isFinite(l.minutes) || !Number.isInteger(l.minutes) || l.minutes < (last ? 0 : 1))
      at(
        'minutes',
        last
          ? 'Whole minutes, or 0 to play until the end.'
          : `Level ${i + 1} needs a duration of at least 1 minute.`,
      );
    if (Number.isFinite(l.big) && l.big <= 0) at('big', 'the big blind must be more than 0');
    if (Number.isFinite(l.small) && Number.isFinite(l.big) && l.small > l.big)
      at('small', 'the small blind is larger than the big blind');
    if (!Number.isInteger(l.breakMinutes)) at('breakMinutes', 'whole minutes');
  });
  return errors;
}

/** The engine's levels (seconds, the big-blind ante in slot 1) for a no-limit hold'em table. */
export function toBlindLevels(levels: readonly LevelDraft[]): BlindLevel[] {
  return levels.map((l, index) =>
    blindLevel({
      index,
      blinds: [l.small, l.big, 0, 0, 0, 0, 0, 0, 0, 0],
      antes: [0, l.ante, 0, 0, 0, 0, 0, 0, 0, 0],
      smallestDenomination: Math.max(1, Math.min(100, l.small || l.big)),
      levelDuration: l.minutes * 60,
      breakDuration: l.breakMinutes * 60,
    }),
  );
}

/** Back from the engine's levels (editing an event): the first two blind slots and the BB ante. */
export function fromBlindLevels(levels: readonly BlindLevel[]): LevelDraft[] {
  return levels.map((l) => ({
    small: l.blinds[0] ?? 0,
    big: l.blinds[1] ?? 0,
    ante: l.antes[1] ?? 0,
    minutes: Math.round(l.levelDuration / 60),
    breakMinutes: Math.round(l.breakDuration / 60),
  }));
}

/** `100/200`, `300/600 (600)` with a big-blind ante: how a level is read out in the room. */
export function stakesText(level: { blinds: readonly number[]; antes: readonly number[] }): string {
  const small = level.blinds[0] ?? 0;
  const big = level.blinds[1] ?? 0;
  const ante = level.antes.reduce((sum, a) => sum + a, 0);
  return `${formatNumber(small)}/${formatNumber(big)}${ante > 0 ? ` (${formatNumber(ante)})` : ''}`;
}

/** The sum of the minutes of play and breaks: how long the structure runs at most. */
export function structureMinutes(levels: readonly LevelDraft[]): number {
  return levels.reduce((sum, l) => sum + (l.minutes || 0) + (l.breakMinutes || 0), 0);
}
