import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isWebBoundaryOverride, webBoundaryOverrides } from './web-boundaries.mjs';

describe('the web boundaries in biome.json', () => {
  it('[SHAPE-5] are the ones lint/web-boundaries.mjs makes from each rule stated once, in one block', () => {
    const config = JSON.parse(readFileSync(new URL('../biome.json', import.meta.url), 'utf8')) as {
      overrides: { includes?: string[] }[];
    };
    const at = config.overrides.map((o, i) => (isWebBoundaryOverride(o) ? i : -1)).filter((i) => i >= 0);
    expect(at.length).toBeGreaterThan(0);
    expect(at, 'one block, in order').toEqual(at.map((_, k) => at[0]! + k));
    expect(
      at.map((i) => config.overrides[i]),
      'run node lint/web-boundaries.mjs --write, then change the rule in that file, not in biome.json',
    ).toEqual(webBoundaryOverrides());
  });
});
