import { describe, expect, it } from 'vitest';
import { handConfig } from '../game/start.js';
import type { HandAction } from '../game/types.js';
import { toOhh } from './ohh.js';
import { pokerStarsFile, toPokerStars } from './pokerstars.js';

// Four players, a straddle, two all-ins of different sizes: a main pot and two side pots.
const config = handConfig({
  variation: 'NLH',
  players: [
    { name: 'Ann', stack: 5000, seatIndex: 0 },
    { name: 'Ben', stack: 3000, seatIndex: 2 },
    { name: 'Cy', stack: 10000, seatIndex: 4 },
    { name: 'Di', stack: 10000, seatIndex: 7 },
  ],
  blindsOrStraddles: [50, 100, 200],
});
const actions: HandAction[] = [
  { type: 'dealHole', player: 0, cards: ['SA', 'HA'] },
  { type: 'dealHole', player: 1, cards: ['SK', 'HK'] },
  { type: 'dealHole', player: 2, cards: ['SQ', 'HQ'] },
  { type: 'dealHole', player: 3, cards: ['D7', 'C2'] },
  { type: 'betOrRaiseTo', player: 3, amount: 600 },
  { type: 'betOrRaiseTo', player: 0, amount: 5000 },
  { type: 'checkOrCall', player: 1 },
  { type: 'checkOrCall', player: 2 },
  { type: 'fold', player: 3 },
  { type: 'dealBoard', cards: ['C3', 'D8', 'HJ'] },
  { type: 'dealBoard', cards: ['S4'] },
  { type: 'dealBoard', cards: ['C9'] },
];
const options = {
  handId: 'h-42',
  tableName: 'Main',
  startedAt: new Date('2025-03-01T20:15:00Z'),
  siteName: 'Railbird',
  tableSize: 9,
  currency: 'USD',
  scale: 100,
};

describe('Open Hand History', () => {
  it("[OHH-1] a hold'em hand with side pots: posts, actions and pots that add up to the chips put in", () => {
    const result = toOhh({ config, actions }, options);
    if (!result.ok) throw new Error(result.error);
    const ohh = result.ohh.ohh;
    expect(ohh).toMatchObject({
      spec_version: '1.4.7',
      site_name: 'Railbird',
      game_number: 'h-42',
      start_date_utc: '2025-03-01T20:15:00Z',
      game_type: 'Holdem',
      bet_limit: { bet_type: 'NL', bet_cap: 0 },
      small_blind_amount: 0.5,
      big_blind_amount: 1,
      dealer_seat: 8,
      tournament: false,
    });
    expect(ohh.players.map((p) => [p.id, p.seat, p.starting_stack])).toEqual([
      [0, 1, 50],
      [1, 3, 30],
      [2, 5, 100],
      [3, 8, 100],
    ]);
    expect(ohh.rounds.map((r) => r.street)).toEqual(['Preflop', 'Flop', 'Turn', 'River', 'Showdown']);
    expect(ohh.rounds[1]!.cards).toEqual(['3c', '8d', 'Jh']);
    const preflop = ohh.rounds[0]!.actions;
    expect(preflop.slice(0, 3).map((a) => [a.action, a.amount])).toEqual([
      ['Post SB', 0.5],
      ['Post BB', 1],
      ['Straddle', 2],
    ]);
    expect(preflop.filter((a) => a.action === 'Dealt Cards')).toHaveLength(4);
    // Ann had 0.50 in: her all-in raise puts in 49.50 more.
    expect(preflop.find((a) => a.player_id === 0 && a.action === 'Raise')).toMatchObject({
      amount: 49.5,
      is_allin: true,
    });
    expect(preflop.find((a) => a.player_id === 1 && a.action === 'Call')).toMatchObject({ is_allin: true });
    const numbers = ohh.rounds.flatMap((r) => r.actions.map((a) => a.action_number));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));

    const putIn = ohh.rounds
      .flatMap((r) => r.actions)
      .filter((a) => a.action !== 'Dealt Cards')
      .reduce((s, a) => s + a.amount, 0);
    const potTotal = ohh.pots.reduce((s, p) => s + p.amount, 0);
    expect(potTotal).toBeCloseTo(putIn, 9);
    expect(ohh.pots.length).toBeGreaterThanOrEqual(2);
    for (const pot of ohh.pots)
      expect(pot.player_wins.reduce((s, w) => s + w.win_amount, 0)).toBeCloseTo(pot.amount, 9);
    // Aces hold: Ann takes the main pot (3 × 30 + Di's 6) and the side pot she shares with Cy (2 × 20).
    expect(ohh.pots.map((p) => [p.number, p.amount, p.player_wins])).toEqual([
      [0, 96, [{ player_id: 0, win_amount: 96, contributed_rake: 0 }]],
      [1, 40, [{ player_id: 0, win_amount: 40, contributed_rake: 0 }]],
    ]);
  });

  it('[OHH-2] games OHH has no form for are refused with the reason', () => {
    const draw = handConfig({
      variation: 'TRIPLE_DRAW_2_7',
      players: [
        { name: 'A', stack: 100 },
        { name: 'B', stack: 100 },
      ],
      blindsOrStraddles: [2, 1],
    });
    expect(toOhh({ config: draw, actions: [] }, options)).toMatchObject({ ok: false });
  });
});

describe('PokerStars text for an engine hand', () => {
  it('[HIST-8] straddle, all-ins, side pots and the summary as PokerStars writes them; a file joins hands', () => {
    const result = toPokerStars(
      { config, actions },
      {
        handId: 'h-42',
        tableName: 'Main',
        startedAt: options.startedAt,
        maxSeats: 9,
        currency: 'USD',
        scale: 100,
      },
    );
    if (!result.ok) throw new Error(result.error);
    const text = result.text;
    expect(text).toContain("Hold'em No Limit ($0.50/$1 USD)");
    expect(text).toContain('Cy: posts straddle $2');
    expect(text).toContain('Ann: raises $44 to $50 and is all-in');
    expect(text).toContain('Ben: calls $29 and is all-in');
    expect(text).toContain('Ann collected $96 from main pot\nAnn collected $40 from side pot-1');
    expect(text).toContain('Total pot $136 Main pot $96. Side pot-1 $40. | Rake $0');
    expect(text).toContain('Seat 1: Ann (small blind) showed [As Ah] and won ($136) with a pair of Aces');
    expect(text).toContain('Seat 8: Di (button) folded before Flop');
    const file = pokerStarsFile([text, text]);
    expect(file.split('PokerStars Hand #')).toHaveLength(3);
    expect(file).toContain('\n\n\nPokerStars Hand #');
  });
});
