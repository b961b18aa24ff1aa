import { blindLevelSchema } from '@railbird/protocol';
import { describe, expect, it } from 'vitest';
import {
  fromBlindLevels,
  levelErrors,
  nextLevel,
  presetById,
  presetLevels,
  stakesText,
  toBlindLevels,
} from './blind-structure.js';

describe('blind structure (issue 17)', () => {
  it('[EVENTS-UI-10] the turbo preset has 10-minute levels, rising blinds and breaks between levels, never after the last', () => {
    const levels = presetLevels(presetById('turbo'));
    expect(levels.every((l) => l.minutes === 10)).toBe(true);
    expect(levels.at(-1)!.breakMinutes).toBe(0);
    expect(levels[5]!.breakMinutes).toBe(5);
    for (let i = 1; i < levels.length; i++) expect(levels[i]!.big).toBeGreaterThan(levels[i - 1]!.big);
    expect(levelErrors(levels)).toEqual({});
    expect(presetLevels(presetById('regular'))[0]!.minutes).toBe(20);
  });

  it('[EVENTS-UI-11] a level with no duration is refused beside its field (but the last, which may play to the end), as are blinds the wrong way round', () => {
    const levels = presetLevels(presetById('turbo')).slice(0, 3);
    levels[1] = { ...levels[1]!, minutes: 0, small: 500, big: 400 };
    expect(levelErrors(levels)).toEqual({
      '1.minutes': 'Level 2 needs a duration of at least 1 minute.',
      '1.small': 'the small blind is larger than the big blind',
    });
    expect(levelErrors([])).toEqual({ levels: 'Add at least one level.' });
    // The last level may play until the end.
    const open = presetLevels(presetById('turbo')).slice(0, 2);
    open[1] = { ...open[1]!, minutes: 0 };
    expect(levelErrors(open)).toEqual({});
    expect(levelErrors([{ small: Number.NaN, big: 200, ante: 0, minutes: 10, breakMinutes: 0 }])).toEqual({
      '0.small': 'a number, 0 or more',
    });
  });

  it('[EVENTS-UI-12] levels become the engine’s blind levels (seconds, big-blind ante in slot 1) and back', () => {
    const drafts = presetLevels(presetById('regular'));
    const levels = toBlindLevels(drafts);
    for (const level of levels) expect(blindLevelSchema.safeParse(level).success).toBe(true);
    expect(levels[2]).toMatchObject({
      index: 2,
      levelDuration: 1200,
      blinds: [200, 400, 0, 0, 0, 0, 0, 0, 0, 0],
    });
    expect(levels[2]!.antes[1]).toBe(400);
    expect(levels[3]!.breakDuration).toBe(600);
    expect(fromBlindLevels(levels)).toEqual(drafts);
    expect(stakesText(levels[2]!)).toBe('200/400 (400)');
    expect(stakesText(levels[0]!)).toBe('100/200');
  });

  it('[EVENTS-UI-13] an added level grows the last one by half, keeping its length', () => {
    expect(nextLevel([{ small: 1000, big: 2000, ante: 2000, minutes: 10, breakMinutes: 5 }])).toEqual({
      small: 1500,
      big: 3000,
      ante: 3000,
      minutes: 10,
      breakMinutes: 0,
    });
  });
});
