/**
 * Builders of schema-valid parts of the table state: an idle table, a blind level, a seated player.
 * The engine starts a table from `idleTableState`; tests and fixtures build on them. Every builder is
 * deterministic (times are arguments, defaulting to 0).
 */
import type { DevLevel, GameMode, GameState, TableMode, Variation } from './enums.js';
import type {
  Analytics,
  Antenna,
  BlindLevel,
  GameSettings,
  Hand,
  Player,
  RoundStatus,
  TableState,
} from './table-state/index.js';
import { NO_ADD_ONS } from './table-state/index.js';
import { PROTOCOL_VERSION } from './version.js';

/**
 * The table state's parts that nothing drives yet — the event manager, OBS and the stream data
 * manager — at rest. The idle table and the engine's projection both use these, so the day one of them
 * comes alive it changes here once.
 */
/** The OBS link of a table that has none configured. */
export function idleObs(): TableState['obsWebsocket'] {
  return {
    status: 'NOT_CONFIGURED',
    isConnected: false,
    url: null,
    error: null,
    currentScene: null,
    scenes: [],
    sources: [],
    recording: false,
    recordStartTime: null,
    lastConnectedAt: null,
  };
}

export function idleParts(): Pick<TableState, 'eventManager' | 'obsWebsocket' | 'streamDataManager'> {
  return {
    eventManager: { event: null, clock: null },
    obsWebsocket: idleObs(),
    streamDataManager: { visibleOverlays: [], featuredSeatIndex: null, tickerText: null },
  };
}

/** A blind level: 1/2 no-limit hold'em unless told otherwise. */
export function blindLevel(overrides: Partial<BlindLevel> = {}): BlindLevel {
  return {
    index: 0,
    blinds: [1, 2, 0, 0, 0, 0, 0, 0, 0, 0],
    antes: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    splash: 0,
    straddles: [],
    smallBet: 0,
    bigBet: 0,
    bringIn: 0,
    studAnte: 0,
    limits: { PREFLOP: 'NO_LIMIT', FLOP: 'NO_LIMIT', TURN: 'NO_LIMIT', RIVER: 'NO_LIMIT' },
    numPlayerCards: 2,
    lowEndStraight: true,
    rankingTypes: ['HIGH'],
    discardCards: [],
    targetCards: [],
    maxPlayers: 9,
    smallestDenomination: 1,
    bombPotAmount: 0,
    numBoards: 1,
    levelDuration: 0,
    breakDuration: 0,
    numStreets: 4,
    numBurnCards: 3,
    numBoardCards: 5,
    numDealerCards: 0,
    numDealerHands: 0,
    ...overrides,
  };
}

/** Game settings: a cash game of `blindLevel()` unless told otherwise. */
export function gameSettings(overrides: Partial<GameSettings> = {}): GameSettings {
  const variation: Variation = overrides.variation ?? 'NLH';
  const mode: GameMode = overrides.mode ?? 'CASH';
  return {
    name: `${variation} ${mode}`,
    mode,
    variation,
    blindLevels: [blindLevel()],
    bombPotBurns: true,
    denominations: [
      { colour: 'GREY', value: 1 },
      { colour: 'RED', value: 5 },
      { colour: 'GREEN', value: 25 },
      { colour: 'BLACK', value: 100 },
      { colour: 'PURPLE', value: 500 },
      { colour: 'YELLOW', value: 1000 },
    ],
    gameList: [],
    includeSeatNumberInPlayerNames: false,
    isAnteFirst: true,
    minStraddle: 0,
    maxStraddle: 0,
    mixedGameEnabled: false,
    noBurnEnabled: false,
    overlaysSkin: { name: 'Railbird', key: 'railbird', primaryColor: '#0f766e', secondaryColor: '#f8fafc' },
    shotClockDuration: 0,
    straddlePositions: [],
    ultimateStraddle: false,
    variationAutoReset: false,
    ...overrides,
  };
}

/** One antenna under each seat, then board, muck and burn (the spec's sample: capacity 9, 12 antennas). */
export function defaultAntennas(capacity: number): Antenna[] {
  const seats: Antenna[] = Array.from({ length: capacity }, (_, seatIndex) => ({
    id: seatIndex,
    role: 'SEAT',
    seatIndex,
  }));
  return [
    ...seats,
    { id: capacity, role: 'BOARD', seatIndex: null },
    { id: capacity + 1, role: 'MUCK', seatIndex: null },
    { id: capacity + 2, role: 'BURN', seatIndex: null },
  ];
}

/** Statistics of a player with no hands yet: every ratio 0 of 0, so every view shows "no value". */
export function emptyAnalytics(): Analytics {
  const none = () => ({ done: 0, opportunities: 0 });
  return {
    handsPlayed: 0,
    handsWon: 0,
    handsLost: 0,
    earnings: 0,
    vpip: none(),
    pfr: none(),
    rfi: none(),
    afq: none(),
    wtsd: none(),
    cbet: none(),
    threeBetPlus: none(),
    wsd: none(),
    bb100: null,
    startingHandStrengths: {},
    largestPotWon: 0,
    longestTank: 0,
    totalTank: 0,
    luckScore: null,
  };
}

/** A hand holding `cards` (none by default), with no discard or draw under way. */
export function dealtHand(cards: Hand['cards'] = []): Hand {
  return { cards, discarded: [], hasDiscarded: false, hasDrawn: false, pendingDraws: 0 };
}

/** The round status of a player just dealt in, nothing committed yet. */
export function roundStatus(overrides: Partial<RoundStatus> = {}): RoundStatus {
  return {
    inRound: true,
    active: true,
    potCommit: 0,
    streetCommit: 0,
    startingStack: 0,
    isAllIn: false,
    isWinner: false,
    isLosing: false,
    isEliminated: false,
    isShowdown: false,
    hand: dealtHand(),
    equitiesList: [],
    outs: [],
    blind: 0,
    ante: 0,
    straddle: 0,
    position: null,
    message: null,
    currentBetOnAction: 0,
    ...overrides,
  };
}

/** A player sitting at a seat between rounds. */
export function seatedPlayer(
  init: Pick<Player, 'seatIndex' | 'displayName' | 'stack'> & Partial<Player>,
): Player {
  return {
    sessionId: `session-${init.seatIndex}`,
    uid: null,
    phone: null,
    handle: null,
    profileUrl: null,
    bio: null,
    playerType: 'GUEST',
    isDealer: false,
    sittingOut: false,
    roundStatus: null,
    isMoving: false,
    buyIn: init.stack,
    lastRoundResult: null,
    isNit: false,
    nitGameWinCount: 0,
    splashPotAnte: 0,
    powerups: null,
    analytics: emptyAnalytics(),
    isHidden: false,
    bountyDeduction: 0,
    partyGameData: null,
    ...init,
  };
}

export interface IdleTableOptions {
  key: string;
  name: string;
  /** Seats; default 9. */
  capacity?: number;
  /** Default: one per seat plus board, muck and burn. */
  numAntennas?: number;
  /** Epoch ms of this message; default 0. */
  updateTime?: number;
  /** SETUP (default) or STANDBY. */
  gameState?: Extract<GameState, 'SETUP' | 'STANDBY'>;
  /** Default NONE. */
  tableMode?: TableMode;
  gameSettings?: Partial<GameSettings>;
  players?: Player[];
  devLevel?: DevLevel;
  /** Engine build version; default '0.0.0'. */
  version?: string;
  ip?: string | null;
  uid?: string;
  code?: string;
}

/**
 * A schema-valid idle table: no round running (`WAITING FOR ROUND START`, street NONE), nothing in
 * the middle, every add-on off.
 */
export function idleTableState(options: IdleTableOptions): TableState {
  // Parts are copied, never shared, so changing the round's blind level cannot change the settings.
  const capacity = options.capacity ?? 9;
  const antennas = defaultAntennas(capacity);
  const settings = gameSettings(options.gameSettings);
  const level = settings.blindLevels[0]!;
  return {
    updateTime: options.updateTime ?? 0,
    tableSettings: {
      uid: options.uid ?? `table-${options.key}`,
      key: options.key,
      name: options.name,
      code: options.code ?? options.name.slice(0, 8).toUpperCase(),
      capacity,
      capabilities: ['CARDS'],
      numAntennas: options.numAntennas ?? antennas.length,
      antennas,
      sensitivities: { board: 50, card: 50, cutCard: 50 },
      dealerMode: 'DEALER',
      defaultGameSettings: structuredClone(settings),
      isLeftHanded: false,
      isCardsEnabled: true,
      isChipsEnabled: false,
    },
    playerGroup: { players: options.players ?? [], waitingList: [] },
    table: { key: options.key, ip: options.ip ?? null, mode: options.tableMode ?? 'NONE', error: null },
    game: { gameState: options.gameState ?? 'SETUP', roundCount: 0, isPaused: false },
    round: {
      id: null,
      roundState: 'WAITING FOR ROUND START',
      street: 'NONE',
      blindLevel: structuredClone(level),
      dealerButtonIndex: 0,
      actingPlayer: null,
      firstPlayerToAct: null,
      actionStartTime: null,
      actionOptions: null,
      lastAction: null,
      pot: { pot: 0, potBetSize: 0 },
    },
    ...idleParts(),
    mixedGame: null,
    cloud: { isConnected: false, lastSyncTime: null, pendingHands: 0 },
    metrics: { roundsPlayed: 0, handsPerHour: null, averagePot: null, averageRoundDuration: null },
    gameSettings: settings,
    centerCards: { boards: [], burns: [], dealerHands: [] },
    pot: { total: 0, pots: [], rake: 0 },
    payout: null,
    locationSettings: { name: '', timezone: 'UTC', currency: 'USD', logoUrl: null },
    stream: { status: 'STOPPED', delaySeconds: 0, startTime: null },
    roundHistory: [],
    countdownTimer: null,
    gameModes: [settings.mode],
    addOns: [],
    ...NO_ADD_ONS,
    requestingIps: [],
    constants: {
      devLevel: options.devLevel ?? 0,
      version: options.version ?? '0.0.0',
      protocolVersion: PROTOCOL_VERSION,
    },
  };
}
