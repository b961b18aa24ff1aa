import { ALL_CARDS, isCard } from '@railbird/poker';
import { describe, expect, it } from 'vitest';
import { cardSchema } from './table-state.js';

describe('the protocol reads cards as packages/poker writes them', () => {
  it('accepts exactly the 52 cards of the poker package', () => {
    expect(ALL_CARDS).toHaveLength(52);
    for (const card of ALL_CARDS) expect(cardSchema.safeParse(card).success).toBe(true);
    const suits = 'CDHSX'.split('');
    const ranks = 'A23456789TJQK1'.split('');
    for (const s of suits) {
      for (const r of ranks) expect(cardSchema.safeParse(`${s}${r}`).success).toBe(isCard(`${s}${r}`));
    }
  });
});
