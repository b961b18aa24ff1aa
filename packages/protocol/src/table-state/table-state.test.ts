import { describe, expect, it } from 'vitest';
import { idleTableState, seatedPlayer } from '../build.js';
import {
  addOnSchema,
  casinoRoundStateSchema,
  chipColourSchema,
  DEV_LEVELS,
  DRAW_VARIATIONS,
  GAME_MODE_INFO,
  gameStateSchema,
  HI_LO_VARIATIONS,
  positionSchema,
  roundStateSchema,
  streamStatusSchema,
  streetSchema,
  tableModeSchema,
  VARIATION_INFO,
  variationSchema,
} from '../enums.js';
import { formatIssuePath, PROTOCOL_VERSION } from '../packets.js';
import {
  errorTableFixture,
  idleTableFixture,
  midHandNlhFixture,
  plo8TableFixture,
  sampleTableFixture,
  TABLE_STATE_FIXTURES,
} from '../testing.js';
import { cardSchema, ratioPercentage, type TableState, tableStateSchema } from './index.js';

/** A writable copy of a fixture. */
function copy(state: TableState): TableState {
  return structuredClone(state);
}

/** The issues of a state that must not validate, as `path: message` lines. */
function problems(value: unknown): string[] {
  const result = tableStateSchema.safeParse(value);
  expect(result.success).toBe(false);
  return result.success ? [] : result.error.issues.map((i) => `${formatIssuePath(i.path)}: ${i.message}`);
}

describe('fixtures', () => {
  it.each(Object.entries(TABLE_STATE_FIXTURES))('the %s fixture is a valid table state', (_name, fixture) => {
    const result = tableStateSchema.safeParse(fixture);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it.each(Object.entries(TABLE_STATE_FIXTURES))(
    'the %s fixture conserves chips: stacks + pot = starting stacks',
    (_n, f) => {
      const inRound = f.playerGroup.players.filter((p) => p.roundStatus?.inRound);
      if (inRound.length === 0) return;
      const stacks = inRound.reduce((sum, p) => sum + p.stack, 0);
      const started = inRound.reduce((sum, p) => sum + p.roundStatus!.startingStack, 0);
      const committed = inRound.reduce((sum, p) => sum + p.roundStatus!.potCommit, 0);
      expect(stacks + f.pot.total).toBe(started);
      expect(committed).toBe(f.pot.total);
      const streetBets = inRound.reduce((sum, p) => sum + p.roundStatus!.streetCommit, 0);
      expect(f.pot.pots.reduce((sum, p) => sum + p.amount, 0) + streetBets).toBe(f.pot.total);
    },
  );

  it('the spec sample table has capacity 9 and 12 antennas: one per seat, board, muck and burn', () => {
    const settings = sampleTableFixture.tableSettings;
    expect(settings.capacity).toBe(9);
    expect(settings.numAntennas).toBe(12);
    expect(settings.antennas.map((a) => a.role)).toEqual([...Array(9).fill('SEAT'), 'BOARD', 'MUCK', 'BURN']);
  });

  it('the mid-hand NLH fixture is six players on the flop with seat 5 to act', () => {
    expect(midHandNlhFixture.playerGroup.players).toHaveLength(6);
    expect(midHandNlhFixture.gameSettings.variation).toBe('NLH');
    expect(midHandNlhFixture.round).toMatchObject({ street: 'FLOP', roundState: 'ACTION', actingPlayer: 5 });
    expect(midHandNlhFixture.game.gameState).toBe('IN ROUND');
  });

  it('the PLO8 fixture deals four cards and splits high and low', () => {
    expect(plo8TableFixture.gameSettings.variation).toBe('PLO8');
    expect(plo8TableFixture.round.blindLevel.rankingTypes).toEqual(['HIGH_2', 'LOW_8_2']);
    for (const p of plo8TableFixture.playerGroup.players) expect(p.roundStatus?.hand.cards).toHaveLength(4);
  });

  it('the error fixture names the antenna and the card of the impossible read', () => {
    expect(errorTableFixture.table.error).toMatchObject({
      code: 'CARD_ALREADY_SEEN',
      antennaId: 5,
      card: 'SA',
    });
    expect(idleTableFixture.table.error).toBeNull();
  });

  it('fixtures are frozen so one test cannot change another', () => {
    expect(() => {
      (midHandNlhFixture.round as { street: string }).street = 'RIVER';
    }).toThrow(TypeError);
  });
});

describe('idleTableState', () => {
  it('returns a valid idle table waiting for a round, with every add-on off', () => {
    const state = idleTableState({ key: 'online-abc', name: 'Online 1' });
    expect(tableStateSchema.parse(state)).toEqual(state);
    expect(state.round.roundState).toBe('WAITING FOR ROUND START');
    expect(state.round.street).toBe('NONE');
    expect(['SETUP', 'STANDBY']).toContain(state.game.gameState);
    expect(state.playerGroup.players).toEqual([]);
    for (const addOn of addOnSchema.options) expect(state[addOn]).toBeNull();
    expect(state.constants.protocolVersion).toBe(PROTOCOL_VERSION);
  });

  it('takes the table size, mode, game and players it is given', () => {
    const state = idleTableState({
      key: 't2',
      name: 'Table 2',
      capacity: 6,
      gameState: 'STANDBY',
      tableMode: 'GAME',
      updateTime: 1234,
      gameSettings: { variation: 'PLO', mode: 'SNG' },
      players: [seatedPlayer({ seatIndex: 5, displayName: 'Zed', stack: 300 })],
    });
    expect(tableStateSchema.safeParse(state).success).toBe(true);
    expect(state.tableSettings.capacity).toBe(6);
    expect(state.tableSettings.numAntennas).toBe(9);
    expect(state.table.mode).toBe('GAME');
    expect(state.updateTime).toBe(1234);
    expect(state.gameSettings).toMatchObject({ variation: 'PLO', mode: 'SNG' });
    expect(state.gameModes).toEqual(['SNG']);
  });

  it('shares no part between settings and round, so changing one cannot change another', () => {
    const state = idleTableState({ key: 't4', name: 'Table 4' });
    state.round.blindLevel.blinds[1] = 50;
    expect(state.gameSettings.blindLevels[0]!.blinds[1]).toBe(2);
    expect(state.tableSettings.defaultGameSettings.blindLevels[0]!.blinds[1]).toBe(2);
  });

  it('a player seated beyond the table capacity makes it invalid', () => {
    const state = idleTableState({
      key: 't3',
      name: 'Small',
      capacity: 2,
      players: [seatedPlayer({ seatIndex: 2, displayName: 'Out', stack: 100 })],
    });
    expect(problems(state)).toEqual([
      'playerGroup.players[0].seatIndex: seat 2 is outside a table of capacity 2',
    ]);
  });
});

describe('broken messages fail with the path of what is wrong', () => {
  it('a hole card that is not a card', () => {
    const state = copy(midHandNlhFixture) as unknown as {
      playerGroup: { players: { roundStatus: { hand: { cards: string[] } } }[] };
    };
    state.playerGroup.players[4]!.roundStatus.hand.cards[0] = 'AS';
    expect(problems(state)).toEqual([
      'playerGroup.players[4].roundStatus.hand.cards[0]: "AS" is not a card: expected a suit letter (C, D, H, S) then a rank (A, 2-9, T, J, Q, K), e.g. SA',
    ]);
  });

  it('a missing field', () => {
    const state = copy(midHandNlhFixture) as unknown as { round: { street?: string }; constants?: object };
    delete state.round.street;
    delete state.constants;
    expect(problems(state)).toEqual([
      'round.street: Invalid option: expected one of "NONE"|"PREFLOP"|"FLOP"|"TURN"|"RIVER"|"THIRD"|"FOURTH"|"FIFTH"|"SIXTH"|"SEVENTH"',
      'constants: Invalid input: expected object, received undefined',
    ]);
  });

  it('an enum value spelled differently from the spec', () => {
    const state = copy(midHandNlhFixture) as unknown as { game: { gameState: string } };
    state.game.gameState = 'IN_ROUND';
    const [problem] = problems(state);
    expect(problem).toMatch(/^game\.gameState: Invalid option: expected one of .*"IN ROUND"/);
  });

  it('the same card in two places', () => {
    const state = copy(midHandNlhFixture);
    state.playerGroup.players[5]!.roundStatus!.hand.cards[0] = 'SA';
    expect(problems(state)).toEqual([
      'centerCards.boards[0][0]: card SA is also at playerGroup.players.5.roundStatus.hand.cards.0',
    ]);
  });

  it('two players in one seat', () => {
    const state = copy(sampleTableFixture);
    state.playerGroup.players[1]!.seatIndex = 0;
    expect(problems(state)).toEqual(['playerGroup.players[1].seatIndex: two players sit in seat 0']);
  });

  it('an acting player who is not seated', () => {
    const state = copy(plo8TableFixture);
    state.round.actingPlayer = 2;
    expect(problems(state)).toEqual(['round.actingPlayer: seat 2 has no player']);
  });

  it('an add-on field that is set while the add-on is off, and one listed but null', () => {
    const state = copy(sampleTableFixture);
    state.runnerUpAddOn = { prize: 100, lastRunnerUpSeatIndex: null };
    state.addOns = ['teamAddOn'];
    state.nitGameAddOn = null;
    expect(problems(state)).toEqual([
      'runnerUpAddOn: runnerUpAddOn must be null while it is not listed in addOns',
      'teamAddOn: teamAddOn is listed in addOns but is null',
    ]);
  });

  it('a statistic done more often than it was possible', () => {
    const state = copy(midHandNlhFixture);
    state.playerGroup.players[4]!.analytics!.vpip = { done: 5, opportunities: 4 };
    expect(problems(state)).toEqual([
      'playerGroup.players[4].analytics.vpip: done cannot exceed opportunities',
    ]);
  });

  it('a blind level without its ten blind slots', () => {
    const state = copy(idleTableFixture);
    state.round.blindLevel.blinds = [1, 2];
    expect(problems(state)).toEqual([
      'round.blindLevel.blinds: Too small: expected array to have exactly 10 items',
    ]);
  });
});

describe('cards and hidden cards', () => {
  it('cards are suit letter first, as the spec writes them', () => {
    for (const card of ['SA', 'HT', 'C2', 'DK']) expect(cardSchema.safeParse(card).success).toBe(true);
    for (const card of ['AS', 'sa', 'S1', 'S10', 'XA', '', 'SAA', 12])
      expect(cardSchema.safeParse(card).success).toBe(false);
  });

  it('a card this viewer may not see is null, and keeps its place', () => {
    const state = copy(midHandNlhFixture);
    for (const player of state.playerGroup.players) {
      player.roundStatus!.hand.cards = player.roundStatus!.hand.cards.map(() => null);
    }
    expect(tableStateSchema.safeParse(state).success).toBe(true);
    expect(state.playerGroup.players[0]!.roundStatus!.hand.cards).toEqual([null, null]);
  });

  it('boards run twice may share the cards dealt before the all-in, and only those', () => {
    const state = copy(midHandNlhFixture);
    state.centerCards.boards = [
      ['SA', 'H7', 'D2', 'C4', 'C5'],
      ['SA', 'H7', 'D2', 'S4', 'S5'],
    ];
    expect(tableStateSchema.safeParse(state).success).toBe(true);
    state.centerCards.boards[1]![4] = 'C4';
    expect(problems(state)).toEqual(['centerCards.boards[1][4]: card C4 is also at centerCards.boards.0.3']);
  });
});

describe('enums are the spec’s, spelled as there', () => {
  it('game modes with labels and short codes', () => {
    expect(GAME_MODE_INFO).toEqual({
      CASH: { label: 'CASH', shortCode: 'CASH' },
      SNG: { label: 'SIT N GO', shortCode: 'SNG' },
      FINAL_TABLE: { label: 'FINAL TABLE', shortCode: 'FT' },
      MTT: { label: 'TOURNAMENT', shortCode: 'MTT' },
      SOCIAL: { label: 'SOCIAL', shortCode: 'SOC' },
    });
  });

  it('the 15 spec variations with short codes, then stud, stud hi-lo and razz', () => {
    const short = Object.fromEntries(
      Object.entries(VARIATION_INFO).map(([code, info]) => [code, info.shortCode]),
    );
    expect(short).toEqual({
      NLH: 'NLH',
      PLO: 'PLO',
      PLO8: 'PLO8',
      PLO5: 'PLO5',
      BIG_O: 'BIG-O',
      PLO6: 'PLO6',
      PLO6_HI_LO: 'PLO6-HI-LO',
      PINEAPPLE_NLH: 'NLHP',
      CRAZY_PINEAPPLE_NLH: 'NLHC',
      LAZY_PINEAPPLE_NLH: 'NLHL',
      DRAWMAHA_301: 'DRAW301',
      TRIPLE_DRAW_2_7: '27TD',
      TRIPLE_DRAW_A_5: 'A5TD',
      BADUGI: 'BADUGI',
      NL_SINGLE_DRAW_2_7: 'NL27SD',
      STUD: 'STUD',
      STUD8: 'STUD8',
      RAZZ: 'RAZZ',
    });
    expect(variationSchema.options.slice(10, 15)).toEqual([...DRAW_VARIATIONS]);
    expect(HI_LO_VARIATIONS.slice(0, 3)).toEqual(['PLO8', 'BIG_O', 'PLO6_HI_LO']);
  });

  it('chip colours, positions, streets, table modes, game states', () => {
    expect(chipColourSchema.options).toEqual([
      'GREY',
      'RED',
      'GREEN',
      'BLACK',
      'PURPLE',
      'YELLOW',
      'BLUE',
      'PINK',
      'ORANGE',
      'BROWN',
    ]);
    expect(positionSchema.options).toEqual([
      'sb',
      'bb',
      'utg',
      'utg1',
      'utg2',
      'utg3',
      'lj',
      'hj',
      'co',
      'btn',
    ]);
    expect(streetSchema.options).toEqual([
      'NONE',
      'PREFLOP',
      'FLOP',
      'TURN',
      'RIVER',
      'THIRD',
      'FOURTH',
      'FIFTH',
      'SIXTH',
      'SEVENTH',
    ]);
    expect(tableModeSchema.options).toEqual([
      'NONE',
      'GAME',
      'REGISTER_DECK',
      'REGISTER_CHIPS',
      'REGISTER_CUT_CARD',
      'REGISTER_BUTTON',
      'REGISTER_ALL_IN',
      'SCAN',
      'RECORD',
      'VAULT',
      'DEMO',
    ]);
    expect(gameStateSchema.options).toEqual(['SETUP', 'STANDBY', 'IN ROUND', 'CLEARING']);
  });

  it('round states of spec §4, two tutorial waits, and WAITING_FOR_BETS for blackjack and UTH', () => {
    expect(roundStateSchema.options.slice(0, 17)).toEqual([
      'WAITING FOR ROUND START',
      'ACTION',
      'CALL CONFIRMATION',
      'RAISE CONFIRMATION',
      'BURN',
      'BOARD',
      'DISCARDS',
      'DRAWS',
      'ALL IN CONFIRMATION',
      'ELIMINATION CONFIRMATION',
      'WINNER ASSIGNMENT',
      'POWERUP CONFIRMATION',
      'NIT GAME CONFIRMATION',
      'DEALER CARDS',
      'BOUNTY CONFIRMATION',
      'SHOWDOWN CONFIRMATION',
      'TRIVIA ANSWER',
    ]);
    expect(roundStateSchema.options.slice(17)).toHaveLength(2);
    expect(casinoRoundStateSchema.options[0]).toBe('WAITING_FOR_BETS');
  });

  it('dev levels and stream status', () => {
    expect(DEV_LEVELS).toEqual({ 0: 'PROD', 1: 'STAGING', 2: 'DEV', 3: 'LOCAL' });
    expect(streamStatusSchema.options).toEqual(expect.arrayContaining(['READY', 'STOPPED']));
  });
});

describe('statistics show their sample', () => {
  it('a percentage is the spec’s round(done / opportunities * 100), and no value without opportunities', () => {
    expect(ratioPercentage({ done: 103, opportunities: 398 })).toBe(26);
    expect(ratioPercentage({ done: 1, opportunities: 3 })).toBe(33);
    expect(ratioPercentage({ done: 0, opportunities: 0 })).toBeNull();
  });
});
