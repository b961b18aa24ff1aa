import { blindLevel, blindLevelSchema } from '@railbird/protocol';
import { describe, expect, it } from 'vitest';
import { BLIND_PRESETS, presetLevels } from './blind-presets.js';

const preset = (id: string) => BLIND_PRESETS.find((p) => p.id === id)!;

describe('blind structure presets', () => {
  it('[SET-5] every preset rises level by level and every level it builds is valid', () => {
    for (const p of BLIND_PRESETS) {
      const levels = presetLevels(p, blindLevel());
      for (const level of levels)
        expect(blindLevelSchema.safeParse(level).success, `${p.id} ${level.index}`).toBe(true);
      for (let i = 1; i < levels.length; i++) {
        expect(levels[i]!.blinds[1]!, `${p.id} level ${i + 1}`).toBeGreaterThan(levels[i - 1]!.blinds[1]!);
        expect(levels[i]!.blinds[0]!).toBeLessThan(levels[i]!.blinds[1]!);
      }
      expect(levels.map((l) => l.index)).toEqual(levels.map((_, i) => i));
    }
  });

  it('[SET-6] turbo, regular and deep: 10, 20 and 30-minute levels, breaks on their rhythm, deep starts deeper', () => {
    const turbo = presetLevels(preset('turbo'), blindLevel());
    const regular = presetLevels(preset('regular'), blindLevel());
    const deep = presetLevels(preset('deep'), blindLevel());
    expect([turbo[0]!.levelDuration, regular[0]!.levelDuration, deep[0]!.levelDuration]).toEqual([
      600, 1200, 1800,
    ]);
    expect(regular.flatMap((l, i) => (l.breakDuration > 0 ? [i + 1] : []))).toEqual([4, 8, 12, 16]);
    expect(regular[3]!.breakDuration).toBe(600);
    expect(regular.at(-1)!.breakDuration).toBe(0);
    expect(preset('deep').startingStack / deep[0]!.blinds[1]!).toBe(250);
    // A big-blind ante from the third level, in the big blind's slot.
    expect(regular[1]!.antes.every((a) => a === 0)).toBe(true);
    expect(regular[2]!.antes).toEqual([0, 400, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('[SET-7] the game part of the table’s level is kept: fixed limit bets, stud brings in', () => {
    const plo8 = blindLevel({ rankingTypes: ['HIGH_2', 'LOW_8_2'], numPlayerCards: 4 });
    expect(presetLevels(preset('regular'), plo8)[0]).toMatchObject({
      numPlayerCards: 4,
      rankingTypes: ['HIGH_2', 'LOW_8_2'],
    });
    const limit = blindLevel({ limits: { PREFLOP: 'FIXED_LIMIT', FLOP: 'FIXED_LIMIT' } });
    expect(presetLevels(preset('turbo'), limit)[0]).toMatchObject({ smallBet: 200, bigBet: 400 });
    const stud = blindLevel({ blinds: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], bringIn: 1, numBoardCards: 0 });
    const level = presetLevels(preset('regular'), stud)[2]!;
    expect(level).toMatchObject({ bringIn: 200, smallBet: 400, bigBet: 800, studAnte: 80 });
    expect(level.blinds.every((b) => b === 0)).toBe(true);
  });
});
