import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRACTICE_DIR } from '../../../../fixtures/index.js';
import { parsePhh, toPhh } from './phh.js';
import { replay } from './replay.js';

const practice = PRACTICE_DIR;

interface Expected {
  file: string;
  finishing_stacks: number[];
}

function expectations(dir: string): Expected[] {
  return readFileSync(join(practice, dir, 'expected.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Expected);
}

describe.each(['replays', 'real'])('practice hands in %s', (dir) => {
  const cases = expectations(dir);

  it('[HIST-1] every hand replays to the reference finishing stacks', () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) {
      const parsed = parsePhh(readFileSync(join(practice, dir, c.file), 'utf8'));
      if (!parsed.ok) throw new Error(`${c.file}: ${parsed.error.message}`);
      const result = replay(parsed.hand);
      if (!result.ok) throw new Error(`${c.file}: action ${result.action}: ${result.error.message}`);
      const stacks = result.state.result!.finishingStacks.map((x) => x / parsed.hand.scale);
      expect(stacks, c.file).toEqual(c.finishing_stacks);
    }
  });

  it('[HIST-2] exporting a replayed hand to PHH and reading it back gives the same stacks', () => {
    for (const c of cases) {
      const parsed = parsePhh(readFileSync(join(practice, dir, c.file), 'utf8'));
      if (!parsed.ok) throw new Error(parsed.error.message);
      const again = parsePhh(toPhh(parsed.hand, { scale: parsed.hand.scale }));
      if (!again.ok) throw new Error(`${c.file}: ${again.error.message}`);
      const result = replay(again.hand);
      if (!result.ok) throw new Error(`${c.file}: ${result.error.message}`);
      expect(
        result.state.result!.finishingStacks.map((x) => x / again.hand.scale),
        c.file,
      ).toEqual(c.finishing_stacks);
    }
  });
});

describe('replay errors', () => {
  const base = readFileSync(join(practice, 'replays', 'practice000-NT.phh'), 'utf8');

  it('[HIST-3] a malformed history names what is wrong', () => {
    expect(parsePhh('variant = ')).toMatchObject({ ok: false });
    expect(parsePhh(base.replace("variant = 'NT'", "variant = 'XX'"))).toMatchObject({
      ok: false,
      error: { message: 'unsupported variant "XX"' },
    });
    const badCard = parsePhh(base.replace('d dh p1 6c5h', 'd dh p1 6c5x'));
    expect(badCard).toMatchObject({ ok: false, error: { action: 1 } });
  });

  it('[HIST-4] an illegal action is refused with the action number and the rule', () => {
    const parsed = parsePhh(base.replace("'p4 cc', 'p5 cbr 12'", "'p5 cbr 12', 'p4 cc'"));
    if (!parsed.ok) throw new Error(parsed.error.message);
    // p5 raising first is taken as p4 having folded (histories skip folds); p4 then acting is out of turn.
    const result = replay(parsed.hand);
    expect(result).toMatchObject({ ok: false, action: 8, error: { code: 'OUT_OF_TURN' } });
    const duplicate = parsePhh(base.replace('d dh p2 5d8h', 'd dh p2 6c8h'));
    if (!duplicate.ok) throw new Error(duplicate.error.message);
    expect(replay(duplicate.hand)).toMatchObject({ ok: false, action: 2, error: { code: 'DUPLICATE_CARD' } });
  });

  it('[HIST-5] amounts in dollars and cents replay without drift', () => {
    const parsed = parsePhh(readFileSync(join(practice, 'real', 'real-handhq-ps-1000nl-21.phh'), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.hand.scale).toBe(100);
    expect(parsed.hand.config.players[1]!.stack).toBe(298105);
  });
});
