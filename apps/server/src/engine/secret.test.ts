import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateEngineSecret } from './secret.js';

describe('the engine secret server and engine share', () => {
  const dirs: string[] = [];
  const dir = () => {
    const d = mkdtempSync(join(tmpdir(), 'railbird-secret-'));
    dirs.push(d);
    return d;
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('[SECRET-1] ENGINE_SECRET wins; otherwise the first start writes <dataDir>/engine-secret and later ones read it', () => {
    const d = dir();
    expect(loadOrCreateEngineSecret('x'.repeat(40), d)).toBe('x'.repeat(40));
    const first = loadOrCreateEngineSecret(undefined, d);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(d, 'engine-secret'), 'utf8').trim()).toBe(first);
    expect(loadOrCreateEngineSecret(undefined, d)).toBe(first);
  });

  it('[SECRET-2] a secret another process wrote first is read, not replaced', () => {
    const d = dir();
    const theirs = 'e'.repeat(43);
    writeFileSync(join(d, 'engine-secret'), `${theirs}\n`, { flag: 'wx' });
    expect(loadOrCreateEngineSecret(undefined, d)).toBe(theirs);
  });
});
