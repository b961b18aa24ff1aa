import { parse as parseToml } from 'smol-toml';
import { type PhhError, type PhhHand, parsePhhDocument } from './phh.js';

/**
 * `.phhs`, the PHH standard's file of many hands: one TOML document in which each hand is a table,
 * `[1]`, `[2]`… A server streams the file one section at a time with `phhsEntry`; the bodies are
 * what `toPhh` writes (top-level keys only: a body with tables of its own cannot be a section).
 */

/** One hand's section of a `.phhs` file: the `[key]` header, the PHH body, a blank line. */
export function phhsEntry(key: number, phhText: string): string {
  return `[${key}]\n${phhText.trimEnd()}\n\n`;
}

export type PhhsResult =
  | { ok: true; hands: { key: string; hand: PhhHand }[] }
  | { ok: false; error: PhhError & { key?: string } };

/** Reads a `.phhs` file: every table is a hand, in the file's order. */
export function parsePhhs(text: string): PhhsResult {
  let doc: Record<string, unknown>;
  try {
    doc = parseToml(text) as Record<string, unknown>;
  } catch (e) {
    return { ok: false, error: { message: `not valid TOML: ${(e as Error).message.split('\n')[0]}` } };
  }
  const hands: { key: string; hand: PhhHand }[] = [];
  for (const [key, value] of Object.entries(doc)) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      return { ok: false, error: { key, message: `\`${key}\` is not a hand (a table)` } };
    const parsed = parsePhhDocument(value as Record<string, unknown>);
    if (!parsed.ok)
      return { ok: false, error: { ...parsed.error, key, message: `hand ${key}: ${parsed.error.message}` } };
    hands.push({ key, hand: parsed.hand });
  }
  return { ok: true, hands };
}
