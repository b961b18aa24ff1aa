import { parsePhh } from '@railbird/poker';
import { describe, expect, it } from 'vitest';
import { playSimulatedHands, type SimulationReport } from './simulate.js';

/**
 * Issue 13 item 3: a simulated table plays each room rule the engine follows (decision 004, "Straddles,
 * bomb pots, splash and mixed games") for some hands, with every check of simulate.ts on each push and
 * each hand: pushes valid, chips conserved, every hand replays from its PHH to the stacks shipped.
 * RULE_HANDS overrides the count.
 */
const HANDS = Number(process.env.RULE_HANDS ?? 40);

function expectClean(report: SimulationReport) {
  expect(report.failures).toEqual([]);
  expect(report.hands).toBe(HANDS);
}

const hands = (report: SimulationReport) =>
  report.records.map((r) => {
    const parsed = parsePhh(r.phh);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return parsed.hand;
  });

describe('simulated tables with the room rules (heavy)', () => {
  it(`[SIM-2] straddles and a re-straddle: ${HANDS} hands, the straddles posted in every hand of three or more`, async () => {
    const report = await playSimulatedHands('NLH', HANDS, { level: { straddles: [4, 8] }, players: 6 });
    expectClean(report);
    for (const hand of hands(report)) {
      if (hand.config.players.length >= 4)
        expect(hand.config.blindsOrStraddles.slice(0, 4)).toEqual([1, 2, 4, 8]);
    }
  }, 120_000);

  it(`[SIM-3] an ultimate button straddle with min/max bounds: ${HANDS} hands`, async () => {
    const report = await playSimulatedHands('NLH', HANDS, {
      game: { straddlePositions: ['btn'], ultimateStraddle: true, minStraddle: 3, maxStraddle: 5 },
      level: { straddles: [10] },
    });
    expectClean(report);
    for (const hand of hands(report)) expect(hand.config.blindsOrStraddles.at(-1)).toBe(5);
  }, 120_000);

  for (const bombPotBurns of [true, false]) {
    it(`[SIM-4] PLO8 with a bomb pot every orbit (burns: ${bombPotBurns}): ${HANDS} hands, no preflop betting in the bomb pots`, async () => {
      const report = await playSimulatedHands('PLO8', HANDS, {
        level: { bombPotAmount: 5 },
        game: { bombPotBurns },
      });
      expectClean(report);
      const all = hands(report);
      const bombs = all.filter((h) => h.config.bombPot);
      expect(bombs.length).toBeGreaterThanOrEqual(Math.floor(HANDS / 6));
      expect(bombs.length).toBeLessThan(all.length);
      expect(all[0]!.config.bombPot).toBe(true);
      for (const hand of bombs) {
        expect(hand.config.antes.every((a) => a > 0 && a <= 5)).toBe(true);
        expect(hand.config.blindsOrStraddles.every((b) => b === 0)).toBe(true);
        // The first action after the hole cards is the flop: nobody bet before it.
        const flop = hand.actions.findIndex((x) => x.type === 'dealBoard');
        const bet = hand.actions.findIndex((x) => ['fold', 'checkOrCall', 'betOrRaiseTo'].includes(x.type));
        if (bet >= 0) expect(flop).toBeLessThan(bet);
      }
    }, 120_000);
  }

  it(`[SIM-5] a splash every hand: ${HANDS} hands`, async () => {
    const report = await playSimulatedHands('NLH', HANDS, { level: { splash: 1 } });
    expectClean(report);
    for (const hand of hands(report)) expect(hand.config.antes.every((a) => a >= 1)).toBe(true);
  }, 120_000);

  it(`[SIM-6] a mixed game of NLH, PLO8 and STUD: ${HANDS} hands, one orbit per game`, async () => {
    const report = await playSimulatedHands('NLH', HANDS, {
      game: { mixedGameEnabled: true, gameList: ['NLH', 'PLO8', 'STUD'] },
      players: 5,
    });
    expectClean(report);
    const played = report.records.map((r) => r.variation);
    expect(new Set(played)).toEqual(new Set(['NLH', 'PLO8', 'STUD']));
    // Games change only at the end of an orbit: runs of at least two hands (five players dealt in).
    const runs = played.reduce<number[]>((acc, v, k) => {
      if (k > 0 && v === played[k - 1]) acc[acc.length - 1]!++;
      else acc.push(1);
      return acc;
    }, []);
    expect(runs.slice(0, -1).every((n) => n >= 2)).toBe(true);
  }, 120_000);
});
