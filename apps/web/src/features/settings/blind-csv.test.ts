import { blindLevel } from '@railbird/protocol';
import { describe, expect, it } from 'vitest';
import { blindLevelsFromCsv, blindLevelsToCsv, CSV_HEADER, parseCsv } from './blind-csv.js';
import { BLIND_PRESETS, presetLevels } from './blind-presets.js';

const base = blindLevel({ rankingTypes: ['HIGH_2', 'LOW_8_2'], numPlayerCards: 4 });

describe('blind structure CSV', () => {
  it('[SET-8] export then import gives back every field of every level', () => {
    const levels = presetLevels(BLIND_PRESETS[1]!, base);
    levels[3] = { ...levels[3]!, straddles: [800, 1600], splash: 50, bombPotAmount: 400, numBoards: 2 };
    const csv = blindLevelsToCsv(levels);
    expect(csv.split('\n')[0]).toBe(CSV_HEADER);
    expect(csv.split('\n')[1]).toMatch(/^1,100 200,0 0,,0,/);
    const back = blindLevelsFromCsv(csv, blindLevel());
    expect(back).toEqual({ ok: true, levels });
  });

  it('[SET-9] a short file of the columns a director types takes the rest from the table’s level', () => {
    const result = blindLevelsFromCsv(
      'Level,Blinds,Antes,Level_Minutes,Break_Minutes\r\n1,25 50,,15,0\r\n2,"50 100","0 100",15,10\r\n',
      base,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.levels).toHaveLength(2);
    expect(result.levels[1]).toMatchObject({
      index: 1,
      blinds: [50, 100, 0, 0, 0, 0, 0, 0, 0, 0],
      antes: [0, 100, 0, 0, 0, 0, 0, 0, 0, 0],
      levelDuration: 900,
      breakDuration: 600,
      numPlayerCards: 4,
      rankingTypes: ['HIGH_2', 'LOW_8_2'],
    });
  });

  it('[SET-10] bad rows are refused with their row and column, and nothing is imported', () => {
    const result = blindLevelsFromCsv(
      [
        'level,blinds,level_minutes,ranking_types',
        '1,100 200,20,HIGH',
        '2,100 x,20,HIGH',
        '3,100 -5,20,HIGH',
        '4,100 200,0.001,SOMETHING',
      ].join('\n'),
      base,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      'row 3, column blinds: "x" is not a number',
      'row 4, column blinds (item 2): 0 or more',
      'row 5, column level_minutes: minutes must make whole seconds',
      expect.stringMatching(/^row 5, column ranking_types \(item 1\): /),
    ]);
    expect(blindLevelsFromCsv('level,blindz\n1,2', base)).toEqual({
      ok: false,
      errors: [
        expect.stringMatching(/^row 1, column blindz: not a known column/),
        'row 1: the header needs a "blinds" column',
      ],
    });
    expect(blindLevelsFromCsv('level,blinds\n1,1 2,3', base)).toEqual({
      ok: false,
      errors: ['row 2: 3 cells for 2 columns'],
    });
  });

  it('[SET-11] quoted cells keep commas and doubled quotes', () => {
    expect(parseCsv('a,"b,c","d ""e"""\n1,2,3')).toEqual([
      ['a', 'b,c', 'd "e"'],
      ['1', '2', '3'],
    ]);
  });
});
