import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRACTICE_DIR } from '../../../../fixtures/index.js';

const bin = resolve(import.meta.dirname, '../../bin/railbird.js');
const replays = join(PRACTICE_DIR, 'replays');

function railbird(args: string[]) {
  const out = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
  const lines = () =>
    out.stdout
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { status: out.status, lines, stdout: out.stdout };
}

/** The practice set's answer for one file: its finishing stacks. */
function expected(file: string): unknown {
  const rows = readFileSync(join(replays, 'expected.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { file: string; finishing_stacks: number[] });
  return rows.find((r) => r.file.endsWith(file))?.finishing_stacks;
}

describe('railbird replay', () => {
  it('[CLI-REPLAY-1] prints each hand’s finishing stacks, and an error line for a hand it cannot read, then exits 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'railbird-replay-'));
    const broken = join(dir, 'broken.phh');
    writeFileSync(broken, 'variant = "NT"\nthis is not toml');
    const good = join(replays, 'practice000-NT.phh');
    const run = railbird(['replay', good, broken, join(dir, 'missing.phh')]);
    const lines = run.lines();
    expect(run.status).toBe(1);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toEqual({ file: good, finishing_stacks: expected('practice000-NT.phh') });
    expect(lines[1]).toMatchObject({ file: broken, error: expect.any(String) });
    expect(lines[2]).toMatchObject({
      file: join(dir, 'missing.phh'),
      error: expect.stringMatching(/^cannot read/),
    });
  });

  it('[CLI-1] --help prints the commands and exits 0; an unknown command exits 2', () => {
    const help = railbird(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/railbird <command>[\s\S]*replay[\s\S]*--samples/);
    expect(railbird(['shuffle']).status).toBe(2);
  });
});
