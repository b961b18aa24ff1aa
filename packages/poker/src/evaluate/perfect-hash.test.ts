import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPerfectHash, decodeOffsets, encodeOffsets, rankHashSource } from './perfect-hash.js';
import { RANK_MULTISET_COUNT, RANK_MULTISET_KEYS, RANK_TABLE_SIZE, rankSlot } from './tables.js';

const genFile = new URL('./rank-hash.gen.ts', import.meta.url);

describe('rank perfect hash', () => {
  it('[EVAL-90] every rank multiset of up to 7 cards has its own slot, inside the tables', () => {
    expect(RANK_MULTISET_KEYS.length).toBe(RANK_MULTISET_COUNT);
    const used = new Uint8Array(RANK_TABLE_SIZE);
    const problems: string[] = [];
    for (const key of RANK_MULTISET_KEYS) {
      const slot = rankSlot(key);
      if (!(slot >= 0 && slot < RANK_TABLE_SIZE))
        problems.push(`key ${key}: slot ${slot} outside the tables`);
      else if (used[slot]) problems.push(`key ${key}: slot ${slot} taken twice`);
      used[slot] = 1;
    }
    expect(problems).toEqual([]);
  });

  it('[EVAL-91] rank-hash.gen.ts holds exactly what perfect-hash.ts builds (set RAILBIRD_WRITE_RANK_HASH=1 to rewrite it)', () => {
    const source = rankHashSource(buildPerfectHash(RANK_MULTISET_KEYS, 12));
    if (process.env.RAILBIRD_WRITE_RANK_HASH === '1') writeFileSync(genFile, source);
    expect(readFileSync(genFile, 'utf8')).toBe(source);
  });

  it('[EVAL-92] offsets survive their text encoding', () => {
    const offsets = Int32Array.from([0, 1, 63, 64, 4095, 4096, 262_143]);
    expect(decodeOffsets(encodeOffsets(offsets), offsets.length)).toEqual(offsets);
    expect(() => encodeOffsets(Int32Array.from([262_144]))).toThrow(RangeError);
  });
});
