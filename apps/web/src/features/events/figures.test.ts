import { describe, expect, it } from 'vitest';
import { buyInText, prizePoolText } from './figures.js';

describe('event figures (spec §9, issue 15)', () => {
  it('[FMT-EVENT-1] a buy-in abbreviates like every number and shows its fee only when there is one', () => {
    expect(buyInText({ amount: 1100, fee: 100 })).toBe('1.1k + 100');
    expect(buyInText({ amount: 100, fee: 0 })).toBe('100');
    expect(buyInText({ amount: 1100, fee: 100 })).not.toContain('$');
  });

  it('[FMT-EVENT-2] the prize pool adds the payouts: 12.5k, 1.25m', () => {
    expect(prizePoolText([{ amount: 7500 }, { amount: 5000 }])).toBe('12.5k');
    expect(prizePoolText([{ amount: 1_000_000 }, { amount: 250_000 }])).toBe('1.25m');
    expect(prizePoolText([])).toBe('0');
  });
});
