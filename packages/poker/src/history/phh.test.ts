import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { parse as parseToml } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { PRACTICE_DIR } from '../../../../fixtures/index.js';
import { seededRandom } from '../cards/deck.js';
import { apply } from '../game/apply.js';
import { randomLegalAction } from '../game/random-play.js';
import { handConfig, startHand } from '../game/start.js';
import type { HandAction, HandConfig } from '../game/types.js';
import { getVariation, VARIATION_CODES, type VariationCode } from '../variations/variations.js';
import { normalizePhh, parsePhh, phhActionSources, toPhh } from './phh.js';
import { replay } from './replay.js';

interface Expected {
  file: string;
  finishing_stacks: number[];
}

function expectations(dir: string): Expected[] {
  return readFileSync(join(PRACTICE_DIR, dir, 'expected.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Expected);
}

function doc(text: string): Record<string, unknown> {
  return parseToml(text) as Record<string, unknown>;
}

function finishing(text: string): number[] {
  const parsed = parsePhh(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const result = replay(parsed.hand);
  if (!result.ok) throw new Error(`${result.action}: ${result.error.message}`);
  return result.state.result!.finishingStacks.map((c) => c / parsed.hand.scale);
}

describe.each(['replays', 'real'])('PHH written from the practice hands in %s', (dir) => {
  it('[PHH-W-1] parse → write → parse replays to the reference stacks, and the text states them', () => {
    const cases = expectations(dir);
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) {
      const original = readFileSync(join(PRACTICE_DIR, dir, c.file), 'utf8');
      const written = normalizePhh(original);
      if (!written.ok) throw new Error(`${c.file}: ${written.error.message}`);
      expect(finishing(written.text), c.file).toEqual(c.finishing_stacks);
      expect(doc(written.text).finishing_stacks, c.file).toEqual(c.finishing_stacks);
      // Written again, the text no longer changes.
      const again = normalizePhh(written.text);
      expect(again.ok && again.text, c.file).toBe(written.text);
    }
  });

  it('[PHH-W-2] the practice draw hands keep their order: discards first, then the replacements', () => {
    for (const c of expectations(dir).filter((e) => /(2L|FB)/.test(e.file))) {
      const original = doc(readFileSync(join(PRACTICE_DIR, dir, c.file), 'utf8'));
      const written = normalizePhh(readFileSync(join(PRACTICE_DIR, dir, c.file), 'utf8'));
      if (!written.ok) throw new Error(written.error.message);
      const strip = (lines: unknown) => (lines as string[]).map((l) => l.replace(/#.*$/, '').trim());
      expect(strip(doc(written.text).actions), c.file).toEqual(strip(original.actions));
    }
  });
});

describe('draw rounds', () => {
  // The engine's way: one card per read, and each discard followed by its replacements.
  const config = handConfig({
    variation: 'NL_SINGLE_DRAW_2_7',
    players: [
      { name: 'A', stack: 100 },
      { name: 'B', stack: 100 },
      { name: 'C', stack: 100 },
    ],
    blindsOrStraddles: [1, 2],
  });
  const holes = [
    ['C2', 'D3', 'H4', 'SK', 'CK'],
    ['H2', 'S3', 'C4', 'D5', 'H7'],
    ['DA', 'SA', 'HK', 'DQ', 'CJ'],
  ] as const;
  const actions: HandAction[] = [];
  for (let c = 0; c < 5; c++)
    for (let p = 0; p < 3; p++) actions.push({ type: 'dealHole', player: p, cards: [holes[p]![c]!] });
  actions.push(
    { type: 'checkOrCall', player: 2 },
    { type: 'checkOrCall', player: 0 },
    { type: 'checkOrCall', player: 1 },
    { type: 'burn', card: 'S9' },
    { type: 'discard', player: 0, cards: ['SK', 'CK'] },
    { type: 'dealHole', player: 0, cards: ['S5'] },
    { type: 'dealHole', player: 0, cards: ['D7'] },
    { type: 'discard', player: 1, cards: [] },
    { type: 'discard', player: 2, cards: ['DA'] },
    { type: 'dealHole', player: 2, cards: ['C9'] },
    { type: 'checkOrCall', player: 0 },
    { type: 'checkOrCall', player: 1 },
    { type: 'betOrRaiseTo', player: 2, amount: 10 },
    { type: 'fold', player: 0 },
    { type: 'checkOrCall', player: 1 },
  );
  const record = { config, actions };

  it('[PHH-W-3] an engine draw hand is written discards first, stand pat without a deal, one deal per player', () => {
    expect(replay(record).ok).toBe(true);
    const text = toPhh(record);
    expect(doc(text).actions).toEqual([
      'd dh p1 2c3d4hKsKc',
      'd dh p2 2h3s4c5d7h',
      'd dh p3 AdAsKhQdJc',
      'p3 cc',
      'p1 cc',
      'p2 cc',
      'p1 sd KsKc',
      'p2 sd',
      'p3 sd Ad',
      'd dh p1 5s7d',
      'd dh p3 9c',
      'p1 cc',
      'p2 cc',
      'p3 cbr 10',
      'p1 f',
      'p2 cc',
    ]);
    expect(doc(text).variant).toBe('N2L1D');
    expect(finishing(text)).toEqual([98, 114, 88]);
  });

  it('[PHH-W-4] every written line names the record actions it stands for, burns have none', () => {
    const sources = phhActionSources(record);
    expect(sources).toHaveLength(16);
    expect(sources[0]).toEqual([0, 3, 6, 9, 12]);
    expect(sources[6]).toEqual([19]); // p1 sd (action 18 is the burn)
    expect(sources[9]).toEqual([20, 21]); // d dh p1 5s7d
    expect(sources.flat().sort((a, b) => a - b)).toEqual(
      actions.flatMap((a, k) => (a.type === 'burn' ? [] : [k])),
    );
  });
});

describe('variant codes', () => {
  const omaha = (variation: VariationCode, holeCards: number) => {
    const config = handConfig({
      variation,
      players: [
        { name: 'A', stack: 100 },
        { name: 'B', stack: 100 },
      ],
      blindsOrStraddles: [2, 1],
    });
    const deck = ['SA', 'SK', 'SQ', 'SJ', 'ST', 'S9', 'HA', 'HK', 'HQ', 'HJ', 'HT', 'H9'] as const;
    const actions: HandAction[] = [
      { type: 'dealHole', player: 0, cards: deck.slice(0, holeCards) },
      { type: 'dealHole', player: 1, cards: deck.slice(6, 6 + holeCards) },
      { type: 'fold', player: 1 },
    ];
    return { config, actions };
  };
  const cases: [VariationCode, number, string][] = [
    ['PLO', 4, 'PO'],
    ['PLO5', 5, 'PO5'],
    ['PLO6', 6, 'PO6'],
    ['PLO8', 4, 'PO/8'],
    ['BIG_O', 5, 'PO5/8'],
    ['PLO6_HI_LO', 6, 'PO6/8'],
  ];

  it('[PHH-W-5] games PHH has no code for are written with our own code and read back as themselves', () => {
    for (const [variation, holeCards, code] of cases) {
      const text = toPhh(omaha(variation, holeCards));
      expect(doc(text).variant, variation).toBe(code);
      expect(doc(text)._variation).toBe(variation);
      // Without `_variation` the code alone still says the game.
      const bare = parsePhh(text.replace(/^_variation = .*\n/m, ''));
      expect(bare.ok && bare.hand.config.variation, variation).toBe(variation);
    }
    const expectedCodes: Partial<Record<VariationCode, string>> = {
      PINEAPPLE_NLH: 'NTP',
      CRAZY_PINEAPPLE_NLH: 'NTCP',
      LAZY_PINEAPPLE_NLH: 'NTLP',
      DRAWMAHA_301: 'PDM',
      TRIPLE_DRAW_A_5: 'FA5L3D',
      TRIPLE_DRAW_2_7: 'F2L3D',
      BADUGI: 'FB',
      STUD: 'F7S',
      RAZZ: 'FR',
    };
    for (const [variation, code] of Object.entries(expectedCodes)) {
      const config = handConfig({
        variation: variation as VariationCode,
        players: [
          { name: 'A', stack: 100 },
          { name: 'B', stack: 100 },
        ],
        blindsOrStraddles: [2, 1],
        ...(getVariation(variation as VariationCode).forcedBets === 'bringIn'
          ? { antes: 1, bringIn: 2, smallBet: 4, bigBet: 8 }
          : {}),
      });
      const text = toPhh({ config, actions: [] });
      expect(doc(text).variant, variation).toBe(code);
      const back = parsePhh(text.replace(/^_variation = .*\n/m, ''));
      expect(back.ok && back.hand.config.variation, variation).toBe(variation);
    }
  });

  it('[PHH-W-6] hands stored with the old codes still parse: PO with five cards, with or without _variation', () => {
    for (const [variation, holeCards] of cases) {
      const text = toPhh(omaha(variation, holeCards)).replace(/^variant = .*$/m, (line) =>
        line.replace(/O[56]/, 'O'),
      );
      expect(doc(text).variant).toMatch(/^"?PO(\/8)?"?$/);
      expect(
        parsePhh(text).ok && (parsePhh(text) as { hand: { config: HandConfig } }).hand.config.variation,
      ).toBe(variation);
      const bare = parsePhh(text.replace(/^_variation = .*\n/m, ''));
      expect(bare.ok && bare.hand.config.variation, variation).toBe(variation);
    }
  });

  it('[PHH-W-7] normalizing a stored hand rewrites old codes, recomputes a stale finishing_stacks, keeps the extras', () => {
    const stored = `${toPhh(omaha('PLO5', 5), {
      extra: { table: 'Main', hand: 7, seats: [3, 5], seat_count: 9 },
    })
      .replace(/^variant = .*$/m, 'variant = "PO"')
      .replace(/^finishing_stacks = .*$/m, 'finishing_stacks = [1, 2]')}`;
    const normalized = normalizePhh(stored);
    if (!normalized.ok) throw new Error(normalized.error.message);
    const d = doc(normalized.text);
    expect(d.variant).toBe('PO5');
    expect(d.finishing_stacks).toEqual([101, 99]);
    expect(d).toMatchObject({ table: 'Main', hand: 7, seats: [3, 5], seat_count: 9 });
    expect(normalizePhh('variant = 3')).toMatchObject({ ok: false });
  });

  it('[PHH-W-8] a hand that does not replay to the end is written without finishing_stacks', () => {
    const short = omaha('PLO', 4);
    const text = toPhh({ ...short, actions: short.actions.slice(0, 2) });
    expect(doc(text).finishing_stacks).toBeUndefined();
  });
});

describe('random hands', () => {
  function configFor(variation: VariationCode, stacks: number[], seed: number): HandConfig {
    const v = getVariation(variation);
    const n = stacks.length;
    const players = stacks.map((stack, i) => ({ name: `P${i + 1} "q" Zoë`, stack }));
    if (v.forcedBets === 'bringIn')
      return handConfig({ variation, players, antes: 1, bringIn: 2, smallBet: 4, bigBet: 8 });
    return handConfig({
      variation,
      players,
      blindsOrStraddles: n === 2 ? [2, 1] : seed % 3 === 0 && n > 3 ? [1, 2, 4] : [1, 2],
      smallBet: 2,
      bigBet: 4,
      numBoards: v.hasBoard && seed % 7 === 0 ? 2 : 1,
      bombPot: v.hasBoard && seed % 11 === 0,
      ...(v.hasBoard && seed % 11 === 0 ? { antes: 3, anteTrimming: true } : {}),
    });
  }

  it('[PHH-W-9] any hand the reducer plays, written and read back, replays to the finishing stacks it states', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VARIATION_CODES),
        fc.array(fc.integer({ min: 3, max: 300 }), { minLength: 2, maxLength: 6 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (variation, stacks, seed) => {
          const config = configFor(variation, stacks, seed);
          const random = seededRandom(seed);
          const started = startHand(config);
          if (!started.ok) return;
          let state = started.state;
          const actions: HandAction[] = [];
          for (let step = 0; step < 500 && state.phase !== 'complete'; step++) {
            const action = randomLegalAction(state, random)!;
            const next = apply(state, action);
            if (!next.ok) throw new Error(next.error.message);
            state = next.state;
            actions.push(action);
          }
          const scale = [1, 10, 100][seed % 3]!;
          const text = toPhh({ config, actions }, { scale });
          const stated = doc(text).finishing_stacks as number[];
          expect(stated).toEqual(state.result!.finishingStacks.map((c) => c / scale));
          expect(finishing(text)).toEqual(stated);
          expect(phhActionSources({ config, actions }).length).toBe((doc(text).actions as string[]).length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
