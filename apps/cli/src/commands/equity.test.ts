import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRACTICE_DIR } from '../../../../fixtures/index.js';

const bin = resolve(import.meta.dirname, '../../bin/railbird.js');

function run(lines: readonly string[], args: string[] = []): { status: number | null; answers: unknown[] } {
  const out = spawnSync(process.execPath, [bin, 'equity', ...args], {
    input: `${lines.join('\n')}\n`,
    encoding: 'utf8',
  });
  return {
    status: out.status,
    answers: out.stdout
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l)),
  };
}

const fraction = (text: string) => {
  const [n, d] = text.split('/').map(Number);
  return n! / d!;
};

describe('railbird equity', () => {
  it('[CLI-EQ-1] answers every practice line exactly, within 1e-9, and exits 0', () => {
    const cases = readFileSync(join(PRACTICE_DIR, 'equity.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map(
        (l) =>
          JSON.parse(l) as { game: string; players: string[][]; board: string[]; equities_exact: string[] },
      );
    const { status, answers } = run(
      cases.map(({ game, players, board }) => JSON.stringify({ game, players, board })),
    );
    expect(status).toBe(0);
    expect(answers).toHaveLength(cases.length);
    answers.forEach((answer, i) => {
      const { equities, exact } = answer as { equities: number[]; exact: boolean };
      expect(exact).toBe(true);
      const expected = cases[i]!.equities_exact.map(fraction);
      expect(equities).toHaveLength(expected.length);
      for (const [p, e] of equities.entries()) expect(Math.abs(e - expected[p]!)).toBeLessThan(1e-9);
    });
  });

  it('[CLI-EQ-2] a bad line gets an error naming the field; the others are answered; exit 1', () => {
    const { status, answers } = run([
      JSON.stringify({ game: 'XYZ', players: [['CA', 'H2']] }),
      JSON.stringify({ game: 'NLH', players: [['SA', 'ZZ']] }),
      JSON.stringify({
        game: 'NLH',
        players: [
          ['SA', 'HA'],
          ['SK', 'HK'],
        ],
        board: ['SA'],
      }),
      JSON.stringify({ game: 'NLH', players: [['SA', 'HA', 'C2', 'C3']] }),
      JSON.stringify({ game: 'NLH', players: [['SA', 'HA']], board: ['C2', 'C3', 'C4', 'C5', 'C6', 'C7'] }),
      JSON.stringify({ game: 'RAZZ', players: [['SA', 'HA']], board: ['C2'] }),
      JSON.stringify({ game: 'NLH', players: [['SA', 'HA']], dead: 'C2' }),
      'not json',
      JSON.stringify({
        game: 'NLH',
        players: [
          ['SA', 'HA'],
          ['SK', 'HK'],
        ],
        board: ['C2', 'D7', 'S9', 'HJ'],
      }),
    ]);
    expect(status).toBe(1);
    expect(answers).toHaveLength(9);
    const errors = answers.slice(0, 8).map((a) => (a as { error: string }).error);
    expect(errors[0]).toMatch(/^line 1: game: unknown game "XYZ"/);
    expect(errors[1]).toMatch(/^line 2: players\[0\]\[1\]: "ZZ" is not a card/);
    expect(errors[2]).toMatch(/^line 3: board\[0\]: card SA appears twice \(also at players\[0\]\[0\]\)/);
    expect(errors[3]).toMatch(/^line 4: players\[0\]: 4 cards, but a NLH hand holds 2/);
    expect(errors[4]).toMatch(/^line 5: board: 6 cards/);
    expect(errors[5]).toMatch(/^line 6: board: RAZZ has no board/);
    expect(errors[6]).toMatch(/^line 7: dead: /);
    expect(errors[7]).toMatch(/^line 8: not JSON/);
    expect(answers[8]).toEqual({ equities: [1 - 1 / 22, 1 / 22], exact: true });
  });

  it('[CLI-EQ-3] over the exact limit the answer is sampled with standard errors, the same for the same seed', () => {
    const line = JSON.stringify({
      game: 'STUD',
      players: [
        ['SA', 'HA', 'C2'],
        ['SK', 'HK', 'CK'],
      ],
      dead: ['D2'],
    });
    const first = run([line], ['--samples', '2000', '--seed', '9']);
    const again = run([line], ['--samples', '2000', '--seed', '9']);
    expect(first.status).toBe(0);
    const answer = first.answers[0] as { equities: number[]; exact: boolean; std_errors: number[] };
    expect(answer.exact).toBe(false);
    expect(answer.std_errors).toHaveLength(2);
    expect(answer.std_errors[0]).toBeGreaterThan(0);
    expect(answer.equities[0]! + answer.equities[1]!).toBeCloseTo(1, 12);
    expect(again.answers).toEqual(first.answers);
    expect(run([line], ['--samples', 'many']).status).toBe(2);
  });
});
