import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRACTICE_DIR } from '../../../../fixtures/index.js';

const bin = resolve(import.meta.dirname, '../../bin/railbird.js');
const practice = PRACTICE_DIR;

function run(args: string[]): { status: number | null; lines: Record<string, unknown>[]; stderr: string } {
  const out = spawnSync(process.execPath, [bin, 'stats', ...args], { encoding: 'utf8' });
  return {
    status: out.status,
    stderr: out.stderr,
    lines: out.stdout
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l)),
  };
}

describe('railbird stats', () => {
  it('[CLI-STATS-1] prints one line per player name, stats as {done, opportunities} under the analytics names', () => {
    const { status, lines } = run([join(practice, 'real', 'real-dwan-ivey-2009-nt.phh')]);
    expect(status).toBe(0);
    expect(lines.map((l) => l.player)).toEqual(['Patrik Antonius', 'Phil Ivey', 'Tom Dwan']);
    const dwan = lines[2]!;
    expect(dwan).toMatchObject({
      handsPlayed: 1,
      handsWon: 1,
      handsLost: 0,
      earnings: 556000,
      vpip: { done: 1, opportunities: 1 },
      pfr: { done: 1, opportunities: 1 },
      rfi: { done: 1, opportunities: 1 },
      steal: { done: 1, opportunities: 1 },
      threeBetPlus: { done: 0, opportunities: 1 },
      fourBet: { done: 0, opportunities: 1 },
      foldToCbet: { done: 0, opportunities: 1 },
      afq: { done: 1, opportunities: 3 },
      wtsd: { done: 1, opportunities: 1 },
      wsd: { done: 1, opportunities: 1 },
      bb100: 27800,
      largestPotWon: 1109500,
      startingHandStrengths: { '76s': { dealt: 1, played: 1, won: 1, earnings: 556000 } },
    });
    expect(lines[1]).toMatchObject({
      threeBet: { done: 1, opportunities: 1 },
      cbet: { done: 1, opportunities: 1 },
    });
  });

  it('[CLI-STATS-2] amounts are in the file’s currency units (dollars and cents), and add up to zero without rake', () => {
    // Stacks in cents (138.80) make the chips hundredths of a dollar; the figures come back in dollars.
    const one = run([join(practice, 'real', 'real-handhq-ps-1000nl-11.phh')]);
    expect(one.lines.map((l) => [l.player, l.earnings, l.bb100, l.largestPotWon])).toEqual([
      ['Player 1', -180, -1800, 0],
      ['Player 2', -10, -100, 0],
      ['Player 3', 0, 0, 0],
      ['Player 4', 0, 0, 0],
      ['Player 5', 190, 1900, 370],
    ]);
    const { status, lines } = run([join(practice, 'real')]);
    expect(status).toBe(0);
    expect(lines.reduce((s, l) => s + (l.earnings as number), 0)).toBeCloseTo(0, 6);
    for (const l of lines) expect(Math.round((l.earnings as number) * 100) / 100).toBe(l.earnings);
  });

  it('[CLI-STATS-5] luckScore: exact all-in equity adjusted, in big blinds, for the players all in with cards to come', () => {
    // A6o all-in before the flop against KQs: A6o's equity is 0.5371727… (every one of the 1,712,304
    // boards, counted by the poker tests' own enumerator); KQs won the 370 pot, big blind 10.
    const { lines } = run([join(practice, 'real', 'real-handhq-ps-1000nl-11.phh')]);
    const luck = lines.map((l) => l.luckScore as number | null);
    expect(luck[0]).toBeCloseTo(-19.8753907, 6);
    expect(luck[4]).toBeCloseTo(19.8753907, 6);
    expect([luck[1], luck[2], luck[3]]).toEqual([null, null, null]);
  });

  it('[CLI-STATS-3] a file that cannot be replayed is reported on stderr and the others still count', () => {
    const dir = mkdtempSync(join(tmpdir(), 'railbird-stats-'));
    writeFileSync(join(dir, 'bad.phh'), 'variant = "NT"\n');
    const { status, lines, stderr } = run([dir, join(practice, 'real', 'real-dwan-ivey-2009-nt.phh')]);
    expect(status).toBe(1);
    expect(stderr).toContain('bad.phh');
    expect(lines).toHaveLength(3);
  });

  it('[CLI-STATS-4] without arguments it prints the usage and exits 2', () => {
    const { status, stderr } = run([]);
    expect(status).toBe(2);
    expect(stderr).toContain('usage: railbird stats');
  });
});
