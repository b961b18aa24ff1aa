import type { HandStreetOdds } from '@railbird/protocol';
import { describe, expect, it } from 'vitest';
import { actorOf, middlePot, oddsAt, replaySteps, totalPut, winnersOf } from './replay-steps.js';

/** Three-handed 5/10: the short small blind is all in preflop, the other two get it in on the flop. */
const SIDE_POT = `variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [5, 10, 0]
min_bet = 10
starting_stacks = [200, 1000, 1000]
actions = [
  "d dh p1 AsAh",
  "d dh p2 KsKh",
  "d dh p3 QsQh",
  "p3 cbr 30",
  "p1 cbr 200",
  "p2 cbr 600",
  "p3 cc",
  "d db 2c7d9h",
  "p2 cbr 400",
  "p3 cc",
  "d db 3c",
  "d db 8d",
]
players = ["Ava", "Ben", "Chloe"]
finishing_stacks = [600, 1600, 0]
`;

/** 2-7 triple draw from the 2019 WSOP (the practice set): discards come before the dealer's replacements. */
const DRAW = `variant = "F2L3D"
antes = [0, 0, 0, 0]
blinds_or_straddles = [75000, 150000, 0, 0]
small_bet = 150000
big_bet = 300000
starting_stacks = [1180000, 4340000, 5910000, 10765000]
actions = [
  "d dh p1 7h6c4c3d2c",
  "d dh p2 ??????????",
  "d dh p3 ??????????",
  "d dh p4 AsQs6s5c3c",
  "p3 f",
  "p4 cbr 300000",
  "p1 cbr 450000",
  "p2 f",
  "p4 cc",
  "p1 sd",
  "p4 sd AsQs",
  "d dh p4 2hQh",
  "p1 cbr 150000",
  "p4 cc",
  "p1 sd",
  "p4 sd Qh",
  "d dh p4 4d",
  "p1 cbr 300000",
  "p4 cc",
  "p1 sd",
  "p4 sd 6s",
  "d dh p4 7c",
  "p1 cbr 280000",
  "p4 cc",
  "p1 sm 7h6c4c3d2c",
  "p4 sm 2h4d7c5c3c",
]
players = ["Bryce Yockey", "Phil Hui", "John Esposito", "Josh Arieh"]
`;

function steps(phh: string, names?: string[]) {
  const model = replaySteps(phh, names);
  if (!model.ok) throw new Error(model.error);
  expect(model.error).toBeNull();
  return model.steps;
}

describe('the replayer steps through every PHH action', () => {
  it('[VAULT-REPLAY-1] a hold’em hand with a side pot: stacks, bets, pot, board, turn and winners after each step', () => {
    const s = steps(SIDE_POT, ['Ava Moreno', 'Ben Okafor', 'Chloe Lindqvist']);
    expect(s).toHaveLength(13);
    // Setup: the blinds are in front of the blinds, nobody has cards yet.
    expect(s[0]!.text).toBe('Ava Moreno posts a blind of 5 · Ben Okafor posts a blind of 10');
    expect(s[0]!.state.players.map((p) => p.bet)).toEqual([5, 10, 0]);
    expect(actorOf(s[0]!.state)).toBeNull();
    // The deal: Chloe (the button, three-handed first to act) is to act.
    expect(s[3]!.text).toBe('Chloe Lindqvist is dealt Q♠ Q♥');
    expect(actorOf(s[3]!.state)).toBe(2);
    expect(s[4]!.text).toBe('Chloe Lindqvist raises to 30');
    expect(s[5]!.text).toBe('Ava Moreno raises to 200 (all in)');
    expect(s[5]!.state.players.map((p) => p.stack)).toEqual([0, 990, 970]);
    expect(actorOf(s[5]!.state)).toBe(1);
    expect(s[6]!.text).toBe('Ben Okafor raises to 600');
    expect(s[7]!.text).toBe('Chloe Lindqvist calls 570');
    // Betting closes: the bets are gathered, main pot and side pot both in the middle.
    expect(s[7]!.state.players.map((p) => p.bet)).toEqual([0, 0, 0]);
    expect(middlePot(s[7]!.state)).toBe(1400);
    expect(s[8]!.text).toBe('Flop 2♣ 7♦ 9♥');
    expect(s[8]!.street).toBe('Flop');
    expect(s[8]!.state.boards[0]).toEqual(['C2', 'D7', 'H9']);
    expect(actorOf(s[8]!.state)).toBe(1);
    expect(s[9]!.text).toBe('Ben Okafor bets 400 (all in)');
    expect(totalPut(s[9]!.state)).toBe(1800);
    expect(s[10]!.text).toBe('Chloe Lindqvist calls 400 (all in)');
    expect(s[11]!.text).toBe('Turn 3♣');
    // The river ends it: both hands are shown and the pots awarded.
    const last = s[12]!.state;
    expect(s[12]!.text).toMatch(/^River 8♦/);
    expect(s[12]!.text).toContain('Ava Moreno shows A♠ A♥');
    expect(last.phase).toBe('complete');
    expect(last.players.map((p) => p.stack)).toEqual([600, 1600, 0]);
    expect(winnersOf(last)).toEqual([
      { playerIndex: 1, collected: 1600, hands: ['One pair'] },
      { playerIndex: 0, collected: 600, hands: ['One pair'] },
    ]);
  });

  it('[VAULT-REPLAY-2] a draw hand: each discard, then the dealer’s replacements, then the showdown', () => {
    const s = steps(DRAW);
    expect(s).toHaveLength(27);
    expect(s[2]!.text).toBe('Phil Hui is dealt 5 cards');
    expect(s[10]!.text).toBe('Bryce Yockey stands pat');
    expect(s[10]!.street).toBe('Draw 1');
    // Arieh is the next to draw, then the dealer replaces his two cards.
    expect(actorOf(s[10]!.state)).toBe(3);
    expect(s[11]!.text).toBe('Josh Arieh discards 2 (A♠ Q♠)');
    expect(s[11]!.state.players[3]!.hole).toHaveLength(3);
    expect(s[12]!.text).toBe('Josh Arieh is dealt 2♥ Q♥');
    expect(s[12]!.state.players[3]!.hole).toHaveLength(5);
    expect(s[12]!.state.players[3]!.hole).toContain('H2');
    expect(actorOf(s[12]!.state)).toBe(0);
    expect(s[22]!.state.players[3]!.hole).toEqual(['C5', 'C3', 'H2', 'D4', 'C7']);
    const last = s[26]!.state;
    expect(last.phase).toBe('complete');
    expect(winnersOf(last)).toEqual([{ playerIndex: 3, collected: 2_510_000, hands: ['7-5-4-3-2 low'] }]);
    expect(last.players.map((p) => p.stack)).toEqual([0, 4_190_000, 5_910_000, 12_095_000]);
  });

  it('[VAULT-REPLAY-3] a history the rules refuse keeps the steps before the refused action', () => {
    const broken = SIDE_POT.replace('"p3 cc",\n  "d db 2c7d9h"', '"p3 cbr 5",\n  "d db 2c7d9h"');
    const model = replaySteps(broken);
    expect(model.ok).toBe(true);
    if (!model.ok) return;
    expect(model.steps).toHaveLength(7);
    expect(model.error).toMatch(/^Action 7 is refused/);
  });

  it('[VAULT-REPLAY-4] a file that is not PHH says so', () => {
    const model = replaySteps('variant = ');
    expect(model.ok).toBe(false);
  });
});

describe('which odds apply at a step', () => {
  const point = (afterAction: number, label: string): HandStreetOdds => ({
    afterAction,
    label,
    equities: [0.5, 0.5],
    exact: true,
  });
  const odds = [point(3, 'Preflop'), point(8, 'Flop'), point(11, 'Turn')];

  it('[VAULT-ODDS-1] the latest point at or before the step; none before the first', () => {
    expect(oddsAt(odds, 0)).toBeNull();
    expect(oddsAt(odds, 2)).toBeNull();
    expect(oddsAt(odds, 3)?.label).toBe('Preflop');
    expect(oddsAt(odds, 7)?.label).toBe('Preflop');
    expect(oddsAt(odds, 8)?.label).toBe('Flop');
    expect(oddsAt(odds, 40)?.label).toBe('Turn');
  });

  it('[VAULT-ODDS-2] the order the server sends them in does not matter', () => {
    expect(oddsAt([...odds].reverse(), 9)?.label).toBe('Flop');
  });
});
