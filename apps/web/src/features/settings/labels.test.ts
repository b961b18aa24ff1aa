import { describe, expect, it } from 'vitest';
import { gameLabel } from './labels.js';

describe('settings labels', () => {
  it('[SET-LABEL-1] a table’s game reads with its format, so "Mode" is left to the table mode (issue 15: Settings said NONE, home said DEMO)', () => {
    expect(gameLabel({ variation: 'NLH', gameMode: 'CASH' })).toBe('NLH · CASH');
    expect(gameLabel({ variation: 'PLO', gameMode: 'MTT' })).toBe('PLO · MTT');
    expect(gameLabel({ variation: null, gameMode: 'CASH' })).toBe('— · CASH');
  });
});
