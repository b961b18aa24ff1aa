import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const bin = resolve(import.meta.dirname, '../../bin/railbird.js');

function run(lines: readonly string[]): { status: number | null; answers: unknown[] } {
  const out = spawnSync(process.execPath, [bin, 'showdown'], {
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

const nlh = (players: string[][], board = ['D3', 'H4', 'C5', 'SK', 'DQ']) =>
  JSON.stringify({ game: 'NLH', players, board });

describe('railbird showdown', () => {
  it('[CLI-SHOW-1] answers each line with the winners of each share and exits 0', () => {
    const { status, answers } = run([
      nlh([
        ['CA', 'H2'],
        ['D7', 'S6'],
      ]),
      JSON.stringify({
        game: 'STUD8',
        players: [
          ['DA', 'HA', 'SA', 'DK', 'HK', 'C9', 'S9'],
          ['D2', 'H3', 'S4', 'C5', 'D7', 'CQ', 'HQ'],
        ],
        board: [],
      }),
    ]);
    expect(status).toBe(0);
    expect(answers).toEqual([
      { winners_high: [1], winners_low: null },
      { winners_high: [0], winners_low: [1] },
    ]);
  });

  it('[CLI-SHOW-2] a bad line gets an error naming what was wrong; the others are answered; exit 1', () => {
    const { status, answers } = run([
      JSON.stringify({ game: 'XYZ', players: [['CA', 'H2']], board: [] }),
      nlh([
        ['CA', 'ZZ'],
        ['D7', 'S6'],
      ]),
      nlh([
        ['CA', 'H2'],
        ['CA', 'S6'],
      ]),
      JSON.stringify({ game: 'PLO', players: [['CA', 'H2']], board: ['D3', 'H4', 'C5', 'SK', 'DQ'] }),
      nlh([['CA', 'H2']], ['D3', 'H4']),
      'not json',
      nlh([
        ['CA', 'H2'],
        ['D7', 'S6'],
      ]),
    ]);
    expect(status).toBe(1);
    expect(answers).toHaveLength(7);
    const errors = answers.slice(0, 6).map((a) => (a as { error: string }).error);
    expect(errors[0]).toMatch(/game: unknown game "XYZ"/);
    expect(errors[1]).toMatch(/players\[0\]\[1\]: "ZZ" is not a card/);
    expect(errors[2]).toMatch(/players\[1\]\[0\]: card CA appears twice/);
    expect(errors[3]).toMatch(/players\[0\]: 2 cards, but a PLO showdown hand has 4/);
    expect(errors[4]).toMatch(/board: 2 cards, but a NLH showdown board has 5/);
    expect(errors[5]).toMatch(/line 6: not JSON/);
    expect(answers[6]).toEqual({ winners_high: [1], winners_low: null });
  });
});
