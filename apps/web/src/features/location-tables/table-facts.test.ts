import { midHandNlhFixture, sampleTableFixture } from '@railbird/protocol/testing';
import { describe, expect, it } from 'vitest';
import { gameLine } from './table-facts.js';

describe('table game line', () => {
  it('[TABLE-1] cash games in dollars, tournaments with their short code and ante', () => {
    expect(gameLine(midHandNlhFixture)).toBe('NLH $5/$10');
    expect(gameLine(sampleTableFixture)).toBe('FT NLH 100/200 (200)');
  });
});
