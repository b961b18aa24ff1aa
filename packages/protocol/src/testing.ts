/**
 * @railbird/protocol/testing: valid example messages for the tests of the web app, the engine and
 * the server. TESTS ONLY: the main entry does not export them, so no production bundle carries them
 * (the console's "test data" switch loads this entry with a dynamic `import()` when it is turned on).
 *
 * Each fixture is deeply frozen: take a `structuredClone` to change one. Chips add up in every fixture
 * (stacks + pot = what was brought), and no card face appears twice.
 */
import {
  blindLevel,
  dealtHand,
  emptyAnalytics,
  gameSettings,
  idleTableState,
  roundStatus,
  seatedPlayer,
} from './build.js';
import type { ClientPacketInput, EnginePacket } from './packets.js';
import { incompatibleVersionPacket } from './packets.js';
import type { Player, Round, RoundStatus, TableState } from './table-state/index.js';

/**
 * A fixture is a message as it crosses the wire: round-tripped through JSON (so no part is shared with
 * another and nothing is `undefined`), then frozen.
 */
function deepFreeze<T>(value: T): T {
  return freeze(JSON.parse(JSON.stringify(value)) as T);
}

function freeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.freeze(value);
    for (const inner of Object.values(value)) freeze(inner);
  }
  return value;
}

const T0 = 1_767_200_000_000; // 2025-12-31T17:53:20Z: a fixed time so fixtures never change.

/** A player dealt into the hand: bought in for `startingStack`, `stack` left behind. */
function playerInHand(
  seatIndex: number,
  displayName: string,
  startingStack: number,
  stack: number,
  status: Partial<RoundStatus>,
  extra: Partial<Player> = {},
): Player {
  return seatedPlayer({
    seatIndex,
    displayName,
    stack,
    buyIn: startingStack,
    roundStatus: roundStatus({ startingStack, ...status }),
    ...extra,
  });
}

/** The round of a hand in which `bet.seatIndex` has just bet on `street` and `actingPlayer` is to act. */
function facingBet(
  base: Round,
  round: Pick<
    Round,
    'id' | 'street' | 'dealerButtonIndex' | 'actingPlayer' | 'firstPlayerToAct' | 'actionOptions' | 'pot'
  >,
  bet: { seatIndex: number; amount: number; time: number },
): Round {
  return {
    ...base,
    ...round,
    roundState: 'ACTION',
    actionStartTime: bet.time,
    lastAction: { seatIndex: bet.seatIndex, type: 'bet', amount: bet.amount, isAllIn: false, time: bet.time },
  };
}

/** A table nobody sits at yet: SETUP, no mode, all defaults. */
export const idleTableFixture: TableState = deepFreeze(
  idleTableState({ key: 'demo-1', name: 'Demo 1', updateTime: T0, version: '0.1.0', devLevel: 3 }),
);

// ── A 6-max no-limit hold'em hand on the flop ─────────────────────────────────────────────────────
// Blinds 5/10, everyone started with 1,000. Preflop: UTG folds, HJ raises to 30, CO calls, BTN and SB
// fold, BB calls. Flop SA H7 D2: BB checks, HJ bets 60, CO to act. Pot 95 gathered + 60 in front.

const nlhLevel = blindLevel({
  blinds: [5, 10, 0, 0, 0, 0, 0, 0, 0, 0],
  maxPlayers: 6,
  smallestDenomination: 5,
});

const regularAnalytics = {
  ...emptyAnalytics(),
  handsPlayed: 412,
  handsWon: 97,
  handsLost: 61,
  earnings: 1835,
  vpip: { done: 103, opportunities: 398 },
  pfr: { done: 78, opportunities: 398 },
  rfi: { done: 41, opportunities: 150 },
  afq: { done: 120, opportunities: 260 },
  wtsd: { done: 38, opportunities: 131 },
  cbet: { done: 29, opportunities: 44 },
  threeBetPlus: { done: 17, opportunities: 170 },
  wsd: { done: 21, opportunities: 38 },
  bb100: 44.5,
  startingHandStrengths: {
    AA: { dealt: 2, played: 2, won: 2, earnings: 240 },
    AKs: { dealt: 1, played: 1, won: 0, earnings: -60 },
    '72o': { dealt: 5, played: 0, won: 0, earnings: -15 },
  },
  largestPotWon: 640,
  longestTank: 94_000,
  totalTank: 2_380_000,
  luckScore: -3.2,
};

function nlhPlayer(
  seatIndex: number,
  displayName: string,
  stack: number,
  status: Partial<RoundStatus>,
  extra: Partial<Player> = {},
): Player {
  return playerInHand(seatIndex, displayName, 1000, stack, status, {
    playerType: 'REGISTERED',
    uid: `player-${displayName.toLowerCase()}`,
    handle: `@${displayName.toLowerCase()}`,
    ...extra,
  });
}

const folded = { active: false, equitiesList: [] };

export const midHandNlhFixture: TableState = deepFreeze(
  (() => {
    const base = idleTableState({
      key: 'demo-6max',
      name: 'Feature Table',
      capacity: 6,
      updateTime: T0 + 95_000,
      gameState: 'STANDBY',
      tableMode: 'GAME',
      version: '0.1.0',
      gameSettings: { name: '5/10 NLH', blindLevels: [nlhLevel] },
    });
    const state: TableState = {
      ...base,
      game: { gameState: 'IN ROUND', roundCount: 42, isPaused: false },
      playerGroup: {
        waitingList: [{ displayName: 'Gus', uid: null }],
        players: [
          nlhPlayer(
            0,
            'Ana',
            1000,
            { ...folded, position: 'btn', message: 'FOLD', hand: dealtHand(['C9', 'D4']) },
            { isDealer: true },
          ),
          nlhPlayer(1, 'Ben', 995, {
            ...folded,
            position: 'sb',
            potCommit: 5,
            blind: 5,
            message: 'FOLD',
            hand: dealtHand(['H5', 'C3']),
          }),
          nlhPlayer(2, 'Cleo', 970, {
            position: 'bb',
            potCommit: 30,
            blind: 10,
            message: 'CHECK',
            hand: dealtHand(['DK', 'DQ']),
            equitiesList: [{ equity: 0.08, isExact: true }],
            isLosing: true,
          }),
          nlhPlayer(3, 'Dev', 1000, {
            ...folded,
            position: 'utg',
            message: 'FOLD',
            hand: dealtHand(['S8', 'C6']),
          }),
          nlhPlayer(
            4,
            'Eli',
            910,
            {
              position: 'hj',
              potCommit: 90,
              streetCommit: 60,
              message: 'BET 60',
              hand: dealtHand(['SK', 'HK']),
              equitiesList: [{ equity: 0.81, isExact: true }],
            },
            { analytics: regularAnalytics, bio: 'Weekly regular.' },
          ),
          nlhPlayer(5, 'Fay', 970, {
            position: 'co',
            potCommit: 30,
            hand: dealtHand(['CA', 'DJ']),
            equitiesList: [{ equity: 0.11, isExact: true }],
            isLosing: true,
            outs: ['HA', 'DA', 'CJ', 'HJ', 'SJ'],
          }),
        ],
      },
      round: facingBet(
        base.round,
        {
          id: 'demo-6max-42',
          street: 'FLOP',
          dealerButtonIndex: 0,
          actingPlayer: 5,
          firstPlayerToAct: 2,
          actionOptions: { call: 60, minRaise: 120, maxRaise: 970, currentBet: 60 },
          pot: { pot: 95, potBetSize: 275 },
        },
        { seatIndex: 4, amount: 60, time: T0 + 93_000 },
      ),
      centerCards: { boards: [['SA', 'H7', 'D2']], burns: [null], dealerHands: [] },
      pot: { total: 155, pots: [{ amount: 95, eligibleSeatIndexes: [2, 4, 5] }], rake: 0 },
      stream: { status: 'LIVE', delaySeconds: 30, startTime: T0 },
      cloud: { isConnected: true, lastSyncTime: T0 + 60_000, pendingHands: 0 },
      metrics: { roundsPlayed: 41, handsPerHour: 31.5, averagePot: 182, averageRoundDuration: 114_000 },
      requestingIps: ['192.168.1.20', '192.168.1.31'],
    };
    return state;
  })(),
);

// ── Pot-limit Omaha hi-lo on the turn, with an all-in player ──────────────────────────────────────
// Blinds 1/2. Stacks 200, 50, 300, 300. Preflop: everyone in for 10. Flop CA D5 H3: seat 3 all-in for
// 40 more, seats 5 and 7 call, seat 1 folds: main pot 160 for seats 3, 5, 7. Turn S9: seat 5 bets 100,
// seat 7 to act; the turn bets will make a side pot for 5 and 7.

const plo8Level = blindLevel({
  limits: { PREFLOP: 'POT_LIMIT', FLOP: 'POT_LIMIT', TURN: 'POT_LIMIT', RIVER: 'POT_LIMIT' },
  numPlayerCards: 4,
  rankingTypes: ['HIGH_2', 'LOW_8_2'],
});

export const plo8TableFixture: TableState = deepFreeze(
  (() => {
    const base = idleTableState({
      key: 'plo8-1',
      name: 'Omaha 8',
      updateTime: T0 + 300_000,
      tableMode: 'GAME',
      version: '0.1.0',
      gameSettings: { name: '1/2 PLO8', variation: 'PLO8', blindLevels: [plo8Level] },
    });
    const state: TableState = {
      ...base,
      game: { gameState: 'IN ROUND', roundCount: 7, isPaused: false },
      playerGroup: {
        waitingList: [],
        players: [
          playerInHand(1, 'Hal', 200, 190, {
            active: false,
            position: 'btn',
            potCommit: 10,
            message: 'FOLD',
            hand: dealtHand(['H9', 'HT', 'HJ', 'HQ']),
          }),
          playerInHand(3, 'Ida', 50, 0, {
            position: 'sb',
            potCommit: 50,
            blind: 1,
            isAllIn: true,
            message: 'ALL IN',
            hand: dealtHand(['DA', 'D2', 'CK', 'SQ']),
            equitiesList: [{ equity: 0.46, isExact: true }],
          }),
          playerInHand(5, 'Jo', 300, 150, {
            position: 'bb',
            potCommit: 150,
            streetCommit: 100,
            blind: 2,
            message: 'BET 100',
            hand: dealtHand(['SA', 'S2', 'H4', 'C8']),
            equitiesList: [{ equity: 0.39, isExact: true }],
          }),
          playerInHand(7, 'Kit', 300, 250, {
            position: 'utg',
            potCommit: 50,
            hand: dealtHand(['DK', 'DT', 'C7', 'C6']),
            equitiesList: [{ equity: 0.15, isExact: true }],
            isLosing: true,
          }),
        ],
      },
      round: facingBet(
        base.round,
        {
          id: 'plo8-1-7',
          street: 'TURN',
          dealerButtonIndex: 1,
          actingPlayer: 7,
          firstPlayerToAct: 5,
          actionOptions: { call: 100, minRaise: 200, maxRaise: 250, currentBet: 100 },
          pot: { pot: 160, potBetSize: 460 },
        },
        { seatIndex: 5, amount: 100, time: T0 + 290_000 },
      ),
      centerCards: { boards: [['CA', 'D5', 'H3', 'S9']], burns: [null, null], dealerHands: [] },
      pot: { total: 260, pots: [{ amount: 160, eligibleSeatIndexes: [3, 5, 7] }], rake: 0 },
    };
    return state;
  })(),
);

// ── A table in its error state ────────────────────────────────────────────────────────────────────
// The 6-max hand above, after seat 5's antenna read the ace of spades, which is already on the board.

export const errorTableFixture: TableState = deepFreeze({
  ...structuredClone(midHandNlhFixture),
  updateTime: T0 + 96_000,
  table: {
    ...midHandNlhFixture.table,
    error: {
      code: 'CARD_ALREADY_SEEN',
      antennaId: 5,
      card: 'SA',
      message:
        'Seat 6 antenna read SA, which is already on the board. Take the stray card away from seat 6, then clear the error.',
      time: T0 + 96_000,
    },
  },
});

// ── The spec's sample table (§9): capacity 9, 12 antennas ────────────────────────────────────────
// A tournament final table between hands, cards and chips readers on, the clock running, the nit game
// add-on on, the stream ready.

const tournamentLevels = [100, 200, 300].map((bb, index) =>
  blindLevel({
    index,
    blinds: [bb / 2, bb, 0, 0, 0, 0, 0, 0, 0, 0],
    antes: [0, bb, 0, 0, 0, 0, 0, 0, 0, 0],
    smallestDenomination: 25,
    levelDuration: 20 * 60,
    breakDuration: index === 2 ? 10 * 60 : 0,
  }),
);

const finalistNames = ['Ava', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gil', 'Hua', 'Ivo'];

export const sampleTableFixture: TableState = deepFreeze(
  (() => {
    const settings = gameSettings({
      name: 'Sunday Main Event',
      mode: 'FINAL_TABLE',
      blindLevels: tournamentLevels,
    });
    const base = idleTableState({
      key: 'venue-table-1',
      name: 'Table 1',
      capacity: 9,
      numAntennas: 12,
      updateTime: T0 + 3_600_000,
      gameState: 'STANDBY',
      tableMode: 'GAME',
      version: '0.1.0',
      devLevel: 0,
      ip: '192.168.1.50',
      gameSettings: settings,
    });
    const stacks = [41_000, 18_500, 67_250, 9_800, 30_000, 55_450, 22_000, 12_000, 14_000];
    const state: TableState = {
      ...base,
      tableSettings: {
        ...base.tableSettings,
        capabilities: ['CARDS', 'CHIPS', 'BUTTON'],
        isChipsEnabled: true,
        sensitivities: { board: 60, card: 55, cutCard: 40 },
      },
      playerGroup: {
        waitingList: [],
        players: finalistNames.map((displayName, seatIndex) =>
          seatedPlayer({
            seatIndex,
            displayName,
            stack: stacks[seatIndex]!,
            buyIn: 250,
            isNit: seatIndex % 3 === 0,
            isDealer: seatIndex === 4,
            lastRoundResult: seatIndex === 2 ? 4_800 : seatIndex === 3 ? -4_800 : 0,
          }),
        ),
      },
      game: { gameState: 'STANDBY', roundCount: 118, isPaused: false },
      round: { ...base.round, blindLevel: tournamentLevels[1]!, dealerButtonIndex: 4 },
      eventManager: {
        event: {
          uid: 'event-sunday-main',
          name: 'Sunday Main Event',
          startTime: T0 - 4 * 3_600_000,
          endTime: null,
          maxPlayers: 90,
          numEntries: 84,
          isRegistrationOpen: false,
          isRunning: true,
          buyIn: { amount: 225, fee: 25, chips: 20_000 },
          rebuy: null,
          reEntry: { amount: 225, fee: 25, chips: 20_000, untilLevelIndex: 1, maxCount: 1 },
          addOn: null,
          bounty: { amount: 50, isProgressive: false },
          payouts: [
            { place: 1, amount: 6_300 },
            { place: 2, amount: 3_900 },
            { place: 3, amount: 2_700 },
          ],
          points: [
            { place: 1, points: 100 },
            { place: 2, points: 70 },
          ],
          league: { uid: 'league-spring', name: 'Spring League' },
          results: [{ place: 10, uid: null, displayName: 'Jack', payout: 0, points: 10 }],
        },
        clock: {
          levelIndex: 1,
          isOnBreak: false,
          levelEndTime: T0 + 3_600_000 + 11 * 60_000,
          pausedRemaining: null,
        },
      },
      payout: {
        roundId: 'venue-table-1-118',
        awards: [
          {
            potIndex: 0,
            boardIndex: 0,
            half: null,
            seatIndex: 2,
            amount: 9_600,
            handDescription: 'Two pair, kings and sevens',
          },
        ],
      },
      roundHistory: [
        {
          id: 'venue-table-1-118',
          endTime: T0 + 3_590_000,
          variation: 'NLH',
          boards: [['SK', 'H7', 'D7', 'C2', 'HJ']],
          potTotal: 9_600,
          players: [
            { seatIndex: 2, displayName: 'Cy', cards: ['CK', 'H9'], result: 4_800, isWinner: true },
            { seatIndex: 3, displayName: 'Di', cards: [null, null], result: -4_800, isWinner: false },
          ],
        },
      ],
      stream: { status: 'READY', delaySeconds: 60, startTime: null },
      obsWebsocket: {
        status: 'CONNECTED',
        isConnected: true,
        url: 'ws://192.168.1.60:4455',
        error: null,
        currentScene: 'Table',
        scenes: ['Table', 'Break'],
        sources: ['Table camera', 'Railbird overlay'],
        recording: false,
        recordStartTime: null,
        lastConnectedAt: T0,
      },
      streamDataManager: {
        visibleOverlays: ['earnings', 'vpip'],
        featuredSeatIndex: 2,
        tickerText: 'Final table!',
      },
      locationSettings: {
        name: 'Riverside Card Room',
        timezone: 'America/Chicago',
        currency: 'USD',
        logoUrl: null,
      },
      countdownTimer: { label: 'Dinner break', endTime: null, pausedRemaining: 15 * 60_000 },
      gameModes: ['MTT', 'FINAL_TABLE'],
      addOns: ['nitGameAddOn'],
      nitGameAddOn: { amountPerPlayer: 100, nitSeatIndexes: [0, 3, 6] },
      cloud: { isConnected: true, lastSyncTime: T0 + 3_590_500, pendingHands: 0 },
    };
    return state;
  })(),
);

/** Every table state fixture by name, for tests that run over all of them. */
export const TABLE_STATE_FIXTURES = {
  idle: idleTableFixture,
  midHandNlh: midHandNlhFixture,
  plo8: plo8TableFixture,
  error: errorTableFixture,
  sample: sampleTableFixture,
} as const satisfies Record<string, TableState>;

/** One valid packet of every client event, as a client sends it (parse it to get the branded packet). */
export const CLIENT_PACKET_FIXTURES: readonly ClientPacketInput[] = deepFreeze<ClientPacketInput[]>([
  { event: 'subscribe', data: { protocolVersion: 1, page: 'overlays' }, tableKey: 'demo-6max' },
  {
    event: 'subscribe',
    data: { protocolVersion: 1, page: 'stream-hidden', token: 'eyJ2IjoxfQ.c2ln' },
    tableKey: 'plo8-1',
  },
  { event: 'unsubscribe', data: {}, tableKey: 'demo-6max' },
  { event: 'setTableMode', data: { tableMode: 'REGISTER_DECK' }, tableKey: 'demo-6max', requestId: 'r1' },
  { event: 'setTableMode', data: { tableMode: 'NONE', force: true }, tableKey: 'demo-6max' },
  { event: 'startRound', data: {}, tableKey: 'demo-6max' },
  { event: 'action', data: { type: 'fold' }, tableKey: 'demo-6max' },
  { event: 'action', data: { type: 'check', seatIndex: 2 }, tableKey: 'demo-6max' },
  { event: 'action', data: { type: 'call' }, tableKey: 'demo-6max' },
  { event: 'action', data: { type: 'bet', amount: 60 }, tableKey: 'demo-6max' },
  {
    event: 'action',
    data: { type: 'raise', amount: 180, seatIndex: 5 },
    tableKey: 'demo-6max',
    requestId: 'r2',
  },
  { event: 'confirmAction', data: {}, tableKey: 'demo-6max' },
  { event: 'rejectAction', data: {}, tableKey: 'demo-6max' },
  { event: 'assignWinner', data: { seatIndexes: [4], potIndex: 0, half: 'high' }, tableKey: 'plo8-1' },
  { event: 'seatPlayer', data: { seatIndex: 6, displayName: 'Gus', stack: 1000 }, tableKey: 'demo-6max' },
  { event: 'unseatPlayer', data: { seatIndex: 3 }, tableKey: 'demo-6max' },
  {
    event: 'movePlayer',
    data: { fromSeatIndex: 3, toSeatIndex: 0, toTableKey: 'plo8-1' },
    tableKey: 'demo-6max',
  },
  { event: 'sitOut', data: { seatIndex: 1, sittingOut: true }, tableKey: 'demo-6max' },
  {
    event: 'identifyPlayer',
    data: { seatIndex: 2, uid: 'player-7', displayName: 'Rosa', handle: '@rosa' },
    tableKey: 'demo-6max',
  },
  { event: 'rebuy', data: { seatIndex: 1, amount: 500 }, tableKey: 'demo-6max' },
  { event: 'undo', data: {}, tableKey: 'demo-6max' },
  { event: 'voidHand', data: {}, tableKey: 'demo-6max' },
  { event: 'clearError', data: {}, tableKey: 'demo-6max' },
  { event: 'simulateRead', data: { antennaId: 9, tagId: 'E2000017221101441890A3C1' }, tableKey: 'demo-6max' },
  { event: 'setPaused', data: { paused: true }, tableKey: 'demo-6max' },
  { event: 'standPat', data: { seatIndex: 2 }, tableKey: 'demo-6max' },
  { event: 'setStreamDelay', data: { seconds: 30 }, tableKey: 'demo-6max' },
  {
    event: 'setStreamData',
    data: { visibleOverlays: ['earnings', 'vpip'], featuredSeatIndex: 2, tickerText: 'Final table!' },
    tableKey: 'demo-6max',
  },
  { event: 'obs', data: { request: 'switchScene', sceneName: 'Break' }, tableKey: 'demo-6max' },
  {
    event: 'showStoredHand',
    data: { handId: '6f1c2a9e-3b7d-4e0a-9c55-0d8e4f1a2b3c', step: 4 },
    tableKey: 'demo-6max',
  },
  {
    event: 'setEvent',
    data: { event: sampleTableFixture.eventManager.event, blindLevels: tournamentLevels },
    tableKey: 'venue-table-1',
  },
  { event: 'setEvent', data: { event: null }, tableKey: 'venue-table-1' },
  { event: 'eventClock', data: { action: 'start' }, tableKey: 'venue-table-1' },
  { event: 'eventClock', data: { action: 'adjust', ms: -60_000 }, tableKey: 'venue-table-1' },
  { event: 'eventClock', data: { action: 'skipTo', levelIndex: 2 }, tableKey: 'venue-table-1' },
  {
    event: 'setAddOns',
    data: {
      addOns: ['blackjack', 'nitGameAddOn'],
      settings: { blackjack: { decks: 6, minBet: 10 }, nitGameAddOn: { amountPerPlayer: 25 } },
    },
    tableKey: 'venue-table-1',
  },
  {
    event: 'addOnAction',
    data: { addOn: 'blackjack', action: { type: 'hit', seatIndex: 2 } },
    tableKey: 'venue-table-1',
  },
  {
    event: 'addOnAction',
    data: { addOn: 'nitGameAddOn', action: { type: 'confirm' } },
    tableKey: 'venue-table-1',
  },
]);

/** One valid packet of every engine event. */
export const ENGINE_PACKET_FIXTURES: readonly EnginePacket[] = deepFreeze<EnginePacket[]>([
  { event: 'state', data: midHandNlhFixture, tableKey: 'demo-6max' },
  {
    event: 'error',
    data: { code: 'CONFLICT', message: 'It is seat 6 to act, not seat 3.', requestId: 'r2' },
    tableKey: 'demo-6max',
  },
  {
    event: 'statePatch',
    data: {
      baseUpdateTime: T0 + 95_000,
      changes: { updateTime: T0 + 96_000, table: errorTableFixture.table },
    },
    tableKey: 'demo-6max',
  },
  { event: 'heartbeat', data: { updateTime: T0 + 95_000 }, tableKey: 'demo-6max' },
  { event: 'ack', data: { requestId: 'r1' }, tableKey: 'demo-6max' },
  { event: 'ack', data: { requestId: 'r2', time: T0 + 96_000, duplicate: true }, tableKey: 'demo-6max' },
  incompatibleVersionPacket(0, 'demo-6max'),
]);
