import { TICKER_TEXT_MAX } from '@railbird/protocol';
import { describe, expect, it } from 'vitest';
import { tickerText } from './ticker.js';

describe('the ticker text of a line', () => {
  it('[TICK-1] a line fits the ticker on one line; a long one is cut at a word with an ellipsis', () => {
    expect(tickerText('  Cleo is all in.\nBen calls.  ')).toBe('Cleo is all in. Ben calls.');
    const long = `${'word '.repeat(70)}end`;
    const cut = tickerText(long);
    expect(cut.length).toBeLessThanOrEqual(TICKER_TEXT_MAX);
    expect(cut.endsWith('word…')).toBe(true);
    const unbroken = 'x'.repeat(400);
    expect(tickerText(unbroken)).toBe(`${'x'.repeat(TICKER_TEXT_MAX - 1)}…`);
  });
});
