import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRACTICE_DIR } from '../../../../fixtures/index.js';
import { handConfig } from '../game/start.js';
import { normalizePhh, toPhh } from './phh.js';
import { parsePhhs, phhsEntry } from './phhs.js';
import { replay } from './replay.js';

describe('.phhs files', () => {
  it('[PHHS-1] hands written section by section read back in order, names with quotes and accents intact', () => {
    const names = [`Zoë "The Rock" O'Neil`, 'back\\slash\ttab', '漢字 🂡', 'del\u007f'];
    const config = handConfig({
      variation: 'NLH',
      players: names.map((name) => ({ name, stack: 100 })),
      blindsOrStraddles: [1, 2],
    });
    const hand = toPhh(
      {
        config,
        actions: [
          { type: 'dealHole', player: 0, cards: ['SA', 'SK'] },
          { type: 'dealHole', player: 1, cards: ['HA', 'HK'] },
          { type: 'dealHole', player: 2, cards: ['DA', 'DK'] },
          { type: 'dealHole', player: 3, cards: ['CA', 'CK'] },
          { type: 'fold', player: 2 },
          { type: 'fold', player: 3 },
          { type: 'fold', player: 0 },
        ],
      },
      { extra: { table: 'Table "1"', seats: [1, 2, 3, 4] } },
    );
    const practice = normalizePhh(
      readFileSync(join(PRACTICE_DIR, 'replays', 'practice018-F2L3D.phh'), 'utf8'),
    );
    if (!practice.ok) throw new Error(practice.error.message);
    const file = phhsEntry(1, hand) + phhsEntry(2, practice.text);
    expect(file.startsWith('[1]\nvariant = "NT"\n')).toBe(true);
    const read = parsePhhs(file);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.hands.map((h) => h.key)).toEqual(['1', '2']);
    expect(read.hands[0]!.hand.names).toEqual(names);
    expect(read.hands[0]!.hand.extra).toMatchObject({ table: 'Table "1"', seats: [1, 2, 3, 4] });
    const stacks = read.hands.map((h) => {
      const r = replay(h.hand);
      return r.ok ? r.state.result!.finishingStacks : null;
    });
    expect(stacks[0]).toEqual([99, 101, 100, 100]);
    expect(stacks[1]).toEqual([10, 360]);
  });

  it('[PHHS-2] a file that is not TOML, or has a section that is not a hand, says where', () => {
    expect(parsePhhs('[1\nvariant = "NT"')).toMatchObject({ ok: false });
    expect(parsePhhs('[1]\nvariant = "XX"\n')).toMatchObject({ ok: false, error: { key: '1' } });
    expect(parsePhhs('x = 1\n')).toMatchObject({ ok: false, error: { key: 'x' } });
  });
});
