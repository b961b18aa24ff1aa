import { TICKER_TEXT_MAX } from '@railbird/protocol';

/**
 * A line as the overlays' ticker takes it: one line of text, at most TICKER_TEXT_MAX characters; a
 * longer line is cut at a word and ends with an ellipsis.
 */
export function tickerText(text: string): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= TICKER_TEXT_MAX) return clean;
  const cut = clean.slice(0, TICKER_TEXT_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > TICKER_TEXT_MAX - 40 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
