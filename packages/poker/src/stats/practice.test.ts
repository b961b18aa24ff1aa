import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRACTICE_DIR } from '../../../../fixtures/index.js';
import { allInEquity } from '../equity/index.js';
import { parsePhh } from '../history/phh.js';
import { replay } from '../history/replay.js';
import { addHand, mergePlayerStats, type PlayerStats, toAnalytics } from './aggregate.js';
import { type HandFacts, handFacts, RATIO_STATS } from './facts.js';
import type { AllInEquity, AllInSpot } from './luck.js';
import { exactEquity } from './testing/exact-equity.js';
import { simpleStats } from './testing/simple-stats.js';

/**
 * Every real and random practice hand (shared/data/practice, PHH): the statistics of facts.ts equal
 * those of a second, deliberately simple implementation (testing/simple-stats.ts) for every player.
 */
const dataDir = PRACTICE_DIR;
const files = ['replays', 'real'].flatMap((dir) => {
  const path = join(dataDir, dir);
  return existsSync(path)
    ? readdirSync(path)
        .filter((f) => f.endsWith('.phh'))
        .sort()
        .map((f) => join(path, f))
    : [];
});

/**
 * Exact equity for luck: the tests' own plain enumerator where it is quick (flop or later), the
 * package's equity (packages/poker/src/equity, what the engine and the CLI use) before the flop; the
 * two are checked against each other below.
 */
const checked: { spot: AllInSpot; shares: readonly number[] }[] = [];
const equity: AllInEquity = (spot) => {
  if (spot.board.length < 3) return allInEquity(spot);
  const shares = exactEquity(spot);
  checked.push({ spot, shares });
  return shares;
};

interface Loaded {
  readonly file: string;
  readonly facts: HandFacts;
  readonly simple: ReturnType<typeof simpleStats>;
  readonly scale: number;
}

function load(file: string): Loaded {
  const parsed = parsePhh(readFileSync(file, 'utf8'));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.error.message}`);
  const replayed = replay(parsed.hand);
  if (!replayed.ok) throw new Error(`${file}: ${replayed.error.message}`);
  return {
    file,
    facts: handFacts(parsed.hand.config, replayed.events, { equity }),
    simple: simpleStats(parsed.hand, equity),
    scale: parsed.hand.scale,
  };
}

describe('practice hands: facts against a direct count over the action list', () => {
  it('[STAT-PRACTICE-30] the practice data is there', () => {
    expect(files.length, `no PHH files under ${dataDir}`).toBeGreaterThanOrEqual(48);
  });

  const loaded = files.map(load);

  for (const { file, facts, simple } of loaded) {
    it(`[STAT-PRACTICE-30] ${file.split('/').slice(-2).join('/')}: every flag and amount of every player agrees`, () => {
      facts.players.forEach((p, i) => {
        const s = simple[i]!;
        for (const name of RATIO_STATS) {
          expect(p.counts[name], `${p.name} ${name}`).toEqual(s.counts[name]);
        }
        expect([p.won, p.lost, p.net, p.collected], p.name).toEqual([s.won, s.lost, s.net, s.collected]);
        if (s.luck === null) expect(p.luck, `${p.name} luck`).toBeNull();
        else expect(p.luck, `${p.name} luck`).toBeCloseTo(s.luck, 6);
      });
    });
  }

  it('[STAT-PRACTICE-21] luck adds up to zero over the players of every qualifying hand (no rake)', () => {
    const qualifying = loaded.filter((l) => l.facts.players.some((p) => p.luck !== null));
    expect(qualifying.length).toBeGreaterThanOrEqual(10);
    for (const { facts } of qualifying) {
      expect(facts.players.reduce((s, p) => s + (p.luck ?? 0), 0)).toBeCloseTo(0, 6);
    }
  });

  it('[STAT-PRACTICE-21] the package equity agrees with the tests’ enumerator on every flop-or-later practice all-in', () => {
    expect(checked.length).toBeGreaterThanOrEqual(20);
    for (const { spot, shares } of checked) {
      allInEquity(spot).forEach((e, i) => {
        expect(e).toBeCloseTo(shares[i]!, 12);
      });
    }
  });

  it('[STAT-PRACTICE-30] the comparison is not vacuous: every statistic had opportunities and was done', () => {
    const book = new Map<string, PlayerStats>();
    for (const { facts } of loaded) addHand(book, facts, () => 'everyone');
    const all = book.get('everyone')!;
    for (const name of RATIO_STATS) {
      if (name === 'cbetRiver' || name === 'foldToCbetRiver') continue; // rare in random play
      expect(all.counts[name].opportunities, name).toBeGreaterThan(0);
      expect(all.counts[name].done, name).toBeGreaterThan(0);
    }
  });

  it('[STAT-PRACTICE-24] aggregates merge: any split of the hands merges back to the aggregate of all', () => {
    const whole = new Map<string, PlayerStats>();
    const odd = new Map<string, PlayerStats>();
    const even = new Map<string, PlayerStats>();
    loaded.forEach(({ facts }, k) => {
      addHand(whole, facts);
      addHand(k % 2 ? odd : even, facts);
    });
    for (const [name, stats] of whole) {
      const a = odd.get(name);
      const b = even.get(name);
      const merged = a && b ? mergePlayerStats(a, b) : (a ?? b)!;
      const [x, y] = [toAnalytics(merged), toAnalytics(stats)];
      // Counts are exact; sums of fractions (big blinds, luck) may differ in the last bits by order.
      const floats = { bb100: 0, earnings: 0, luckScore: 0 };
      expect({ ...x, ...floats }).toEqual({ ...y, ...floats });
      expect(x.bb100).toBeCloseTo(y.bb100!, 9);
      expect(x.earnings).toBeCloseTo(y.earnings, 6);
      if (y.luckScore === null) expect(x.luckScore).toBeNull();
      else expect(x.luckScore).toBeCloseTo(y.luckScore, 9);
    }
  });
});
