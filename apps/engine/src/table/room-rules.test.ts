import type { Card } from '@railbird/poker';
import type { GameSettings, Variation } from '@railbird/protocol';
import { describe, expect, it } from 'vitest';
import { TableDriver } from '../../test/support/table-driver.js';
import { simulatedTableSettings } from '../simulation/settings.js';
import { DECK_ORDER } from './model.js';

type Level = GameSettings['blindLevels'][number];

/** The table's game with `game` and its first level with `level` changed (between hands: applied at once). */
function withRules(table: TableDriver, game: Partial<GameSettings>, level: Partial<Level> = {}): TableDriver {
  const s = table.model.settings;
  const g = s.defaultGameSettings;
  return table.settings({
    ...s,
    defaultGameSettings: { ...g, ...game, blindLevels: [{ ...g.blindLevels[0]!, ...level }] },
  });
}

/** Deals every hole card the hand still owes, from the top of a fresh deck order. */
function dealHoles(table: TableDriver): TableDriver {
  const run = table.model.hand!;
  let next = 0;
  const used = new Set<Card>();
  for (const p of run.state.players) for (const c of p.hole) if (c) used.add(c);
  const draw = (): Card => {
    while (used.has(DECK_ORDER[next]!)) next++;
    const c = DECK_ORDER[next++]!;
    used.add(c);
    return c;
  };
  for (;;) {
    const state = table.model.hand!.state;
    const owed = state.players.findIndex((p) => p.status === 'inHand' && p.pendingHole.length > 0);
    if (owed < 0) break;
    table.deal(run.seats[owed]!, draw());
  }
  return table;
}

/** Starts a hand, deals it and folds it to one player. Returns the variation the hand played. */
function playHand(table: TableDriver, onStart: () => void = () => {}): string {
  table.command('startRound');
  onStart();
  dealHoles(table);
  const run = table.model.hand!;
  if (run.state.phase === 'dealing' && !run.config.bombPot) throw new Error('still dealing');
  // A bomb pot's flop: burn (if burns are recorded) and board.
  if (run.config.bombPot) {
    if (run.state.dealing?.burnPending) table.burn('SA');
    table.board('SK', 'SQ', 'SJ');
  }
  while (table.model.gameState === 'IN ROUND') {
    table.act(table.model.hand!.state.betting?.bringInPending ? 'bringIn' : 'fold');
  }
  return run.config.variation;
}

const seatsOf = (table: TableDriver) => table.state().playerGroup.players;
const statusOf = (table: TableDriver, seatIndex: number) =>
  seatsOf(table).find((p) => p.seatIndex === seatIndex)!.roundStatus!;

/** Four NLH players at seats 0..3: the first hand's button is seat 0, so 1 = sb, 2 = bb, 3 = utg. */
const four = () => TableDriver.game('NLH', [200, 200, 200, 200]);

describe('straddles (decision 004, setup.ts)', () => {
  it('[STRADDLE-1] the first straddle is posted by the seat after the big blind; action starts after it, facing it', () => {
    const table = withRules(four(), {}, { straddles: [4] }).command('startRound');
    dealHoles(table);
    expect(statusOf(table, 3).straddle).toBe(4);
    expect(statusOf(table, 2).blind).toBe(2);
    expect(table.acting).toBe(0);
    expect(table.state().round.actionOptions).toMatchObject({ call: 4, currentBet: 4, minRaise: 8 });
    expect(table.model.hand!.events.filter((e) => e.type === 'blindPosted' && e.straddle)).toHaveLength(1);
  });

  it('[STRADDLE-2] a re-straddle reaches the button only with ultimateStraddle, then the small blind acts first', () => {
    const plain = withRules(four(), {}, { straddles: [4, 8] }).command('startRound');
    expect(statusOf(plain, 0).straddle).toBe(0);
    const ultimate = withRules(four(), { ultimateStraddle: true }, { straddles: [4, 8] }).command(
      'startRound',
    );
    dealHoles(ultimate);
    expect(statusOf(ultimate, 3).straddle).toBe(4);
    expect(statusOf(ultimate, 0).straddle).toBe(8);
    expect(ultimate.acting).toBe(1);
    expect(ultimate.state().round.actionOptions).toMatchObject({ call: 7, currentBet: 8 });
  });

  it('[STRADDLE-3] straddlePositions name who straddles: the button (with ultimateStraddle) acts last', () => {
    const table = withRules(
      four(),
      { straddlePositions: ['btn'], ultimateStraddle: true },
      { straddles: [4] },
    );
    table.command('startRound');
    dealHoles(table);
    expect(statusOf(table, 3).straddle).toBe(0);
    expect(statusOf(table, 0).straddle).toBe(4);
    expect(table.acting).toBe(1);
    const noButton = withRules(four(), { straddlePositions: ['btn'] }, { straddles: [4] }).command(
      'startRound',
    );
    expect(seatsOf(noButton).every((p) => p.roundStatus!.straddle === 0)).toBe(true);
  });

  it('[STRADDLE-4] minStraddle and maxStraddle bound each amount; one not above the blind before it is not posted', () => {
    const min = withRules(four(), { minStraddle: 5 }, { straddles: [3] }).command('startRound');
    expect(statusOf(min, 3).straddle).toBe(5);
    const max = withRules(four(), { maxStraddle: 6 }, { straddles: [10] }).command('startRound');
    expect(statusOf(max, 3).straddle).toBe(6);
    const flat = withRules(four(), {}, { straddles: [2, 8] }).command('startRound');
    expect(seatsOf(flat).every((p) => p.roundStatus!.straddle === 0)).toBe(true);
  });

  it('[STRADDLE-5] nobody straddles heads-up', () => {
    const table = withRules(
      TableDriver.game('NLH', [200, 200]),
      { ultimateStraddle: true },
      { straddles: [4] },
    );
    table.command('startRound');
    expect(seatsOf(table).every((p) => p.roundStatus!.straddle === 0)).toBe(true);
  });
});

describe('bomb pots (decision 004, rotation.ts)', () => {
  it('[BOMB-1] every player antes the amount, no blinds, no preflop betting: the flop comes and betting starts on it', () => {
    const table = withRules(four(), {}, { bombPotAmount: 5, straddles: [4] });
    expect(table.state().round.blindLevel.bombPotAmount).toBe(5);
    table.command('startRound');
    expect(
      seatsOf(table).map((p) => [p.roundStatus!.ante, p.roundStatus!.blind, p.roundStatus!.straddle]),
    ).toEqual([
      [5, 0, 0],
      [5, 0, 0],
      [5, 0, 0],
      [5, 0, 0],
    ]);
    expect(table.state().pot.total).toBe(20);
    dealHoles(table);
    expect(table.state().round.street).toBe('FLOP');
    expect(table.acting).toBeNull();
    table.burn('SA').board('SK', 'SQ', 'SJ');
    expect(table.acting).toBe(1);
    expect(table.state().round.actionOptions).toMatchObject({ call: 0, minRaise: 2 });
    expect(table.state().round.blindLevel.bombPotAmount).toBe(5);
  });

  it('[BOMB-2] a bomb pot every orbit: the first hand, then as many hands later as players were dealt in', () => {
    const table = withRules(TableDriver.game('NLH', [200, 200, 200]), {}, { bombPotAmount: 5 });
    const kinds: boolean[] = [];
    const shown: number[] = [];
    for (let k = 0; k < 7; k++) {
      playHand(table, () => shown.push(table.state().round.blindLevel.bombPotAmount));
      kinds.push(table.model.hand!.config.bombPot);
    }
    expect(kinds).toEqual([true, false, false, true, false, false, true]);
    expect(shown).toEqual([5, 0, 0, 5, 0, 0, 5]);
  });

  it('[BOMB-3] bombPotBurns: false deals the bomb pot without burns; ordinary hands still burn', () => {
    const table = withRules(four(), { bombPotBurns: false }, { bombPotAmount: 5 });
    table.command('startRound');
    expect(table.model.hand!.config.burnsRecorded).toBe(false);
    dealHoles(table);
    table.board('SK', 'SQ', 'SJ');
    expect(table.state().round.street).toBe('FLOP');
    expect(table.acting).toBe(1);
  });

  it('[BOMB-4] no bomb pot in stud or draw games', () => {
    const table = withRules(TableDriver.game('STUD', [200, 200, 200]), {}, { bombPotAmount: 5 });
    table.command('startRound');
    expect(table.model.hand!.config.bombPot).toBe(false);
    expect(table.state().round.blindLevel.bombPotAmount).toBe(0);
  });
});

describe('the acceptance check of issue 13 item 3', () => {
  it('[BOMB-5] a table switched to PLO8 with a bomb pot every orbit deals PLO8 bomb pots from its next hand, one per orbit', () => {
    const table = TableDriver.game('NLH', [200, 200, 200]);
    table.command('startRound');
    dealHoles(table);
    const plo8 = simulatedTableSettings({ key: 't1', variation: 'PLO8' });
    const g = plo8.defaultGameSettings;
    // The server's settings arrive mid-hand: they wait for the hand to end.
    table.settings({
      ...table.model.settings,
      defaultGameSettings: { ...g, blindLevels: [{ ...g.blindLevels[0]!, bombPotAmount: 5 }] },
    });
    expect(table.model.hand!.config.bombPot).toBe(false);
    table.act('fold').act('fold');
    const played: [string, boolean][] = [];
    for (let k = 0; k < 4; k++) {
      playHand(table, () => {
        if (k === 0) expect(table.state().round.blindLevel.bombPotAmount).toBe(5);
      });
      played.push([table.model.hand!.config.variation, table.model.hand!.config.bombPot]);
    }
    expect(played).toEqual([
      ['PLO8', true],
      ['PLO8', false],
      ['PLO8', false],
      ['PLO8', true],
    ]);
  });
});

describe('splash (decision 004, setup.ts)', () => {
  it('[SPLASH-1] every player dealt in puts the splash in the pot as dead money with the ante, shown as splashPotAnte', () => {
    const table = withRules(TableDriver.game('NLH', [200, 200, 200]), {}, { splash: 3 }).command(
      'startRound',
    );
    const players = seatsOf(table);
    expect(players.map((p) => p.splashPotAnte)).toEqual([3, 3, 3]);
    expect(players.map((p) => p.roundStatus!.ante)).toEqual([3, 3, 3]);
    expect(table.state().pot.total).toBe(9 + 3);
    expect(players.map((p) => p.stack)).toEqual([197, 196, 195]);
    dealHoles(table);
    table.act('fold').act('fold');
    expect(seatsOf(table).reduce((s, p) => s + p.stack, 0)).toBe(600);
  });
});

describe('mixed games (decision 004, rotation.ts)', () => {
  const rotation: Variation[] = ['NLH', 'PLO8'];

  it('[MIXED-1] one orbit per game through gameList; mixedGame shows the list, the game in play and the next', () => {
    const table = withRules(TableDriver.game('NLH', [200, 200, 200]), {
      mixedGameEnabled: true,
      gameList: rotation,
    });
    expect(table.state().mixedGame).toEqual({
      gameIndex: 0,
      handsPerGame: 3,
      handsPlayedInGame: 0,
      games: rotation,
      current: 'NLH',
      next: 'PLO8',
    });
    const played: string[] = [];
    for (let k = 0; k < 7; k++) {
      played.push(playHand(table));
      if (k === 3) {
        expect(table.state().mixedGame).toEqual({
          gameIndex: 1,
          handsPerGame: 3,
          handsPlayedInGame: 1,
          games: rotation,
          current: 'PLO8',
          next: 'NLH',
        });
        expect(table.state().gameSettings.variation).toBe('PLO8');
      }
    }
    expect(played).toEqual(['NLH', 'NLH', 'NLH', 'PLO8', 'PLO8', 'PLO8', 'NLH']);
    expect(table.model.history.map((h) => h.variation)).toEqual(played);
    expect(table.model.hand!.config.limits).toBe('NO_LIMIT');
  });

  it('[MIXED-2] each game of the rotation plays its own structure; stud takes its stakes from the big blind', () => {
    const table = withRules(TableDriver.game('NLH', [200, 200, 200]), {
      mixedGameEnabled: true,
      gameList: ['PLO', 'STUD'],
    });
    playHand(table);
    expect(table.model.hand!.config.limits).toBe('POT_LIMIT');
    playHand(table);
    playHand(table);
    playHand(table);
    const stud = table.model.hand!.config;
    expect([stud.variation, stud.limits, stud.smallBet, stud.bringIn]).toEqual(['STUD', 'FIXED_LIMIT', 2, 1]);
  });

  it('[MIXED-3] switched off, variationAutoReset returns to the variation; without it the last game stays', () => {
    for (const reset of [true, false]) {
      const table = withRules(TableDriver.game('NLH', [200, 200, 200]), {
        mixedGameEnabled: true,
        gameList: rotation,
        variationAutoReset: reset,
      });
      for (let k = 0; k < 4; k++) playHand(table);
      expect(table.model.gameSettings.variation).toBe('PLO8');
      withRules(table, { mixedGameEnabled: false });
      expect(table.state().mixedGame).toBeNull();
      expect(playHand(table)).toBe(reset ? 'NLH' : 'PLO8');
    }
  });

  it('[MIXED-4] a settings change that keeps the rotation on carries on from the game in play', () => {
    const table = withRules(TableDriver.game('NLH', [200, 200, 200]), {
      mixedGameEnabled: true,
      gameList: rotation,
    });
    for (let k = 0; k < 4; k++) playHand(table);
    withRules(table, { name: 'renamed' });
    expect(table.state().mixedGame).toMatchObject({ current: 'PLO8', handsPlayedInGame: 1 });
    expect([playHand(table), playHand(table), playHand(table)]).toEqual(['PLO8', 'PLO8', 'NLH']);
  });
});
