/**
 * The table state message (spec §3) as a projection of the model. A `Projector` remembers what it
 * built last: a top-level field whose inputs did not change is the very same object as before, so
 * `diffTableState` (which compares by identity) sends only what changed, and nothing is rebuilt twice.
 */
import {
  apply,
  type Card,
  cardIndex,
  describeHand,
  emptyPlayerStats,
  getVariation,
  type HandConfig,
  type HandState,
  type PlayerStats,
  parsePhh,
  positionsOf,
  potsOf,
  startHand,
  toAnalytics,
  totalPot,
} from '@railbird/poker';
import {
  type Analytics,
  type Cloud,
  type DevLevel,
  type Player,
  PROTOCOL_VERSION,
  type RoundStatus,
  type TableState,
} from '@railbird/protocol';
import type { EquityAnswer } from '../equity/equity.js';
import { optionsOf, toUnits } from './hand.js';
import { DECK_ORDER, type HandRun, type SeatModel, type TableModel } from './model.js';
import { roundStateOf } from './reduce.js';

/** What the projection needs from outside the model: the runtime's view of links and viewers. */
export interface RuntimeView {
  readonly cloud: Cloud;
  /** Odds of the hand state they were computed for (shown only while that state is current). */
  readonly equity?: { readonly state: HandState; readonly players: EquityAnswer } | null;
  readonly requestingIps: readonly string[];
  readonly version: string;
  readonly devLevel: DevLevel;
  readonly ip: string | null;
}

const analyticsCache = new WeakMap<PlayerStats, Analytics>();

/** The protocol's analytics of a player's statistics (only the fields the schema names). */
export function analyticsOf(stats: PlayerStats): Analytics {
  const hit = analyticsCache.get(stats);
  if (hit) return hit;
  const a = toAnalytics(stats);
  const out: Analytics = {
    handsPlayed: a.handsPlayed,
    handsWon: a.handsWon,
    handsLost: a.handsLost,
    earnings: a.earnings,
    vpip: a.vpip,
    pfr: a.pfr,
    rfi: a.rfi,
    afq: a.afq,
    wtsd: a.wtsd,
    cbet: a.cbet,
    threeBetPlus: a.threeBetPlus,
    wsd: a.wsd,
    bb100: a.bb100 === null || Number.isFinite(a.bb100) ? a.bb100 : null,
    startingHandStrengths: a.startingHandStrengths,
    largestPotWon: a.largestPotWon,
    longestTank: a.longestTank,
    totalTank: a.totalTank,
    luckScore: a.luckScore,
    threeBet: a.threeBet,
    fourBet: a.fourBet,
    steal: a.steal,
    cbetTurn: a.cbetTurn,
    cbetRiver: a.cbetRiver,
    foldToCbet: a.foldToCbet,
    foldToCbetTurn: a.foldToCbetTurn,
    foldToCbetRiver: a.foldToCbetRiver,
    rfiByPosition: a.rfiByPosition,
    largestNetWon: a.largestNetWon,
    luckHands: a.luckHands,
  };
  analyticsCache.set(stats, out);
  return out;
}

/** The hand a screen shows: the table's own, or a stored one in VAULT mode. */
interface ShownHand {
  run: HandRun;
  /** Names by player index when the players are not the table's seated players (VAULT). */
  names: readonly string[] | null;
  complete: boolean;
}

const vaultCache = new WeakMap<object, ShownHand | null>();

/** A stored hand rebuilt to its `step`-th action, as a hand run the projection can show. */
function vaultHand(model: TableModel): ShownHand | null {
  const vault = model.vault;
  if (!vault) return null;
  if (vaultCache.has(vault)) return vaultCache.get(vault)!;
  const parsed = parsePhh(vault.phh);
  let shown: ShownHand | null = null;
  if (parsed.ok) {
    const config: HandConfig = parsed.hand.config;
    const started = startHand(config);
    if (started.ok) {
      let state: HandState = started.state;
      const steps =
        vault.step === null ? parsed.hand.actions.length : Math.min(vault.step, parsed.hand.actions.length);
      const actions = parsed.hand.actions.slice(0, steps);
      for (const action of actions) {
        const next = apply(state, action);
        if (!next.ok) break;
        state = next.state;
      }
      shown = {
        names: vault.names,
        complete: state.phase === 'complete',
        run: {
          id: vault.handId,
          number: 0,
          startedAt: vault.startedAt,
          endedAt: null,
          seats: vault.seats,
          unit: parsed.hand.scale === 1 ? 1 : 1 / parsed.hand.scale,
          config,
          state,
          actions,
          actionTimes: actions.map(() => vault.startedAt),
          events: [],
          forced: config.players.map(() => ({ ante: 0, blind: 0, straddle: 0 })),
          cardAt: {},
          pendingDiscards: {},
          chipTags: {},
          inference: null,
          actionStartTime: null,
          firstToAct: null,
          lastAction: null,
          messages: {},
        },
      };
    }
  }
  vaultCache.set(vault, shown);
  return shown;
}

function shownHand(model: TableModel): ShownHand | null {
  if (model.mode === 'VAULT') return vaultHand(model);
  if (!model.hand) return null;
  return { run: model.hand, names: null, complete: model.hand.state.phase === 'complete' };
}

/** Cards in live play (live hands, boards): a dead card seen again elsewhere is shown only there. */
function liveCards(state: HandState): Set<Card> {
  const live = new Set<Card>();
  for (const p of state.players) if (p.status === 'inHand') for (const c of p.hole) if (c) live.add(c);
  for (const b of state.boards) for (const c of b) if (c) live.add(c);
  return live;
}

function roundStatusOf(
  shown: ShownHand,
  i: number,
  seat: SeatModel | undefined,
  inference: HandRun['inference'],
  odds: EquityAnswer[number] | undefined,
): RoundStatus {
  const run = shown.run;
  const state = run.state;
  const p = state.players[i]!;
  const unit = run.unit;
  const u = (chips: number) => toUnits(chips, unit);
  const seatIndex = run.seats[i]!;
  const variation = getVariation(run.config.variation);
  const live = p.status === 'inHand' ? null : liveCards(state);
  const cards = live ? p.hole.map((c) => (c !== null && live.has(c) ? null : c)) : [...p.hole];
  const discarded: (Card | null)[] = [];
  for (const a of run.actions) if (a.type === 'discard' && a.player === i) discarded.push(...a.cards);
  const street = variation.streets[state.streetIndex];
  const drawing = state.phase === 'dealing' && street?.draw === true;
  const drawers = state.dealing?.drawers ?? [];
  const collected = state.result
    ? state.result.pots.reduce(
        (s, pot) => s + pot.shares.reduce((t, share) => t + (share.amounts[i] ?? 0), 0),
        0,
      )
    : 0;
  const forced = run.forced[i] ?? { ante: 0, blind: 0, straddle: 0 };
  return {
    inRound: true,
    active: p.status === 'inHand',
    potCommit: u(p.committed + p.deadAnte + p.bet),
    streetCommit: u(p.bet),
    startingStack: u(p.startingStack),
    isAllIn: p.status === 'inHand' && p.stack === 0 && p.startingStack > 0,
    isWinner: collected > 0,
    isLosing: p.status === 'inHand' && (odds?.isLosing ?? false),
    isEliminated: seat?.isEliminated ?? false,
    isShowdown: p.shown,
    hand: {
      cards: cards.slice(0, 7),
      discarded,
      hasDiscarded:
        (drawing && !drawers.includes(i)) || (state.phase === 'discarding' && !state.discarders.includes(i)),
      hasDrawn: drawing && !drawers.includes(i) && p.pendingHole.length === 0,
      pendingDraws: drawing ? p.pendingHole.length : 0,
    },
    equitiesList: p.status === 'inHand' && odds ? odds.equitiesList : [],
    outs: p.status === 'inHand' && odds ? odds.outs : [],
    blind: u(forced.blind),
    ante: u(forced.ante),
    straddle: u(forced.straddle),
    position: variation.forcedBets === 'blinds' ? (positionsOf(run.seats.length)[i] ?? null) : null,
    message: run.messages[seatIndex] ?? null,
    currentBetOnAction: inference && inference.seatIndex === seatIndex ? u(inference.to) : 0,
  };
}

function playerOf(
  model: TableModel,
  seat: SeatModel,
  shown: ShownHand | null,
  odds: EquityAnswer | null = null,
): Player {
  const run = shown?.run;
  const i = run ? run.seats.indexOf(seat.seatIndex) : -1;
  let stack = seat.stack;
  if (run && i >= 0 && !shown!.complete && model.mode !== 'VAULT') {
    const p = run.state.players[i]!;
    stack = Math.max(0, Math.round((seat.stack + (p.stack - p.startingStack) * run.unit) * 1e6) / 1e6);
  }
  return {
    seatIndex: seat.seatIndex,
    displayName: seat.displayName,
    sessionId: seat.sessionId,
    uid: seat.uid,
    phone: null,
    handle: seat.handle,
    profileUrl: null,
    bio: null,
    playerType: seat.playerType,
    isDealer: seat.seatIndex === model.buttonSeat,
    stack,
    sittingOut: seat.sittingOut,
    roundStatus: run && i >= 0 ? roundStatusOf(shown!, i, seat, run.inference, odds?.[i] ?? undefined) : null,
    isMoving: false,
    buyIn: seat.buyIn,
    lastRoundResult: seat.lastRoundResult,
    isNit: false,
    nitGameWinCount: 0,
    splashPotAnte: 0,
    powerups: null,
    analytics: analyticsOf(seat.stats),
    isHidden: false,
    bountyDeduction: 0,
    partyGameData: null,
  };
}

/** The seats a stored hand's players sat in, as players (VAULT mode). */
function vaultPlayers(model: TableModel, shown: ShownHand): Player[] {
  const run = shown.run;
  return run.seats
    .map(
      (seatIndex, i): SeatModel => ({
        seatIndex,
        displayName: shown.names?.[i] ?? `Seat ${seatIndex + 1}`,
        sessionId: `vault-${run.id}-${i}`,
        uid: null,
        handle: null,
        playerType: 'GUEST',
        stack: toUnits(run.state.players[i]!.stack, run.unit),
        sittingOut: false,
        buyIn: toUnits(run.state.players[i]!.startingStack, run.unit),
        lastRoundResult: null,
        isEliminated: false,
        stats: EMPTY_STATS,
      }),
    )
    .sort((a, b) => a.seatIndex - b.seatIndex)
    .map((seat) => playerOf(model, seat, shown));
}

const EMPTY_STATS = emptyPlayerStats();

/** Keeps the last output of a function of some inputs; the same inputs give the same object. */
class Memo<T> {
  #inputs: readonly unknown[] | null = null;
  #output: T | undefined;
  get(inputs: readonly unknown[], build: () => T): T {
    const last = this.#inputs;
    if (last && last.length === inputs.length && last.every((v, k) => v === inputs[k]))
      return this.#output as T;
    this.#inputs = inputs;
    this.#output = build();
    return this.#output;
  }
}

const STATIC: Pick<TableState, 'eventManager' | 'obsWebsocket' | 'streamDataManager' | 'addOns'> = {
  eventManager: { event: null, clock: null },
  obsWebsocket: { isConnected: false, url: null, currentScene: null, scenes: [] },
  streamDataManager: { visibleOverlays: [], featuredSeatIndex: null, tickerText: null },
  addOns: [],
};

export class Projector {
  readonly #playerGroup = new Memo<TableState['playerGroup']>();
  readonly #table = new Memo<TableState['table']>();
  readonly #game = new Memo<TableState['game']>();
  readonly #round = new Memo<TableState['round']>();
  readonly #metrics = new Memo<TableState['metrics']>();
  readonly #center = new Memo<TableState['centerCards']>();
  readonly #pot = new Memo<TableState['pot']>();
  readonly #payout = new Memo<TableState['payout']>();
  readonly #modes = new Memo<TableState['gameModes']>();
  readonly #constants = new Memo<TableState['constants']>();
  readonly #ips = new Memo<TableState['requestingIps']>();

  project(model: TableModel, runtime: RuntimeView, updateTime: number): TableState {
    const shown = shownHand(model);
    const run = shown?.run ?? null;
    // Odds only for the state they were computed for, and never in VAULT mode.
    const odds =
      runtime.equity && model.mode !== 'VAULT' && run && runtime.equity.state === run.state
        ? runtime.equity.players
        : null;
    return {
      updateTime,
      tableSettings: model.settings,
      playerGroup: this.#playerGroup.get(
        [model.seats, shown?.run, model.buttonSeat, model.mode, odds],
        () => ({
          players:
            shown && model.mode === 'VAULT'
              ? vaultPlayers(model, shown)
              : model.seats.map((seat) => playerOf(model, seat, shown, odds)),
          waitingList: [],
        }),
      ),
      table: this.#table.get(
        [
          model.mode,
          model.error,
          model.registration,
          model.scan,
          model.recording,
          model.registry,
          runtime.ip,
        ],
        () => ({
          key: model.key,
          ip: runtime.ip,
          mode: model.mode,
          error: model.error,
          registration: model.registration
            ? {
                mode: model.registration.mode,
                registered: model.registration.registered,
                nextCard:
                  model.registration.mode === 'REGISTER_DECK'
                    ? (DECK_ORDER[Object.keys(model.registry.cards).length] ?? null)
                    : null,
                isComplete:
                  model.registration.mode === 'REGISTER_DECK'
                    ? Object.keys(model.registry.cards).length >= 52
                    : model.registration.registered > 0,
              }
            : null,
          reads: model.mode === 'SCAN' ? [...model.scan] : [],
          recording: model.recording
            ? { startTime: model.recording.startTime, reads: model.recording.reads.length }
            : null,
        }),
      ),
      game: this.#game.get([model.gameState, model.roundCount, model.paused], () => ({
        gameState: model.gameState,
        roundCount: model.roundCount,
        isPaused: model.paused,
      })),
      round: this.#round.get(
        [run, model.gameState, model.eliminations, model.buttonSeat, model.gameSettings, model.levelIndex],
        () => roundOf(model, shown),
      ),
      eventManager: STATIC.eventManager,
      mixedGame: null,
      cloud: runtime.cloud,
      metrics: this.#metrics.get([model.metrics], () => metricsOf(model)),
      gameSettings: model.gameSettings,
      centerCards: this.#center.get([run], () => centerOf(run)),
      pot: this.#pot.get([run], () => potOf(run)),
      payout: this.#payout.get([run], () => payoutOf(shown)),
      locationSettings: model.location,
      stream: model.stream,
      obsWebsocket: STATIC.obsWebsocket,
      streamDataManager: STATIC.streamDataManager,
      roundHistory: model.history as TableState['roundHistory'],
      countdownTimer: null,
      gameModes: this.#modes.get([model.gameSettings.mode], () => [model.gameSettings.mode]),
      addOns: STATIC.addOns,
      partyGameDealer: null,
      blackjack: null,
      uth: null,
      bingoAddOn: null,
      fortuneTellerAddOn: null,
      nitGameAddOn: null,
      powerupsAddOn: null,
      runnerUpAddOn: null,
      oneNDoneAddOn: null,
      teamAddOn: null,
      requestingIps: this.#ips.get(runtime.requestingIps, () => [...runtime.requestingIps]),
      constants: this.#constants.get([runtime.devLevel, runtime.version], () => ({
        devLevel: runtime.devLevel,
        version: runtime.version,
        protocolVersion: PROTOCOL_VERSION,
      })),
    };
  }
}

function roundOf(model: TableModel, shown: ShownHand | null): TableState['round'] {
  const run = shown?.run ?? null;
  const blindLevel = model.gameSettings.blindLevels[model.levelIndex] ?? model.gameSettings.blindLevels[0]!;
  const base = {
    id: run?.id ?? null,
    roundState: model.mode === 'VAULT' ? ('WAITING FOR ROUND START' as const) : roundStateOf(model),
    street: 'NONE' as TableState['round']['street'],
    blindLevel,
    dealerButtonIndex: run ? run.seats[run.seats.length - 1]! : model.buttonSeat,
    actingPlayer: null as number | null,
    firstPlayerToAct: null as number | null,
    actionStartTime: null as number | null,
    actionOptions: null as TableState['round']['actionOptions'],
    lastAction: null as TableState['round']['lastAction'],
    pot: { pot: 0, potBetSize: 0 },
  };
  if (!run) return base;
  const state = run.state;
  const u = (chips: number) => toUnits(chips, run.unit);
  const variation = getVariation(run.config.variation);
  const street = variation.streets[state.streetIndex]?.name ?? 'NONE';
  const options = optionsOf(run);
  const drawer = state.phase === 'dealing' ? state.dealing?.drawers[0] : undefined;
  const actor = options ? options.player : drawer;
  const gathered = state.players.reduce((s, p) => s + p.committed + p.deadAnte, 0);
  const total = totalPot(state.players);
  return {
    ...base,
    street,
    actingPlayer: actor === undefined ? null : run.seats[actor]!,
    firstPlayerToAct: state.phase === 'betting' ? run.firstToAct : null,
    actionStartTime: options ? run.actionStartTime : null,
    actionOptions: options
      ? {
          call: u(options.callAmount),
          minRaise: options.canRaise ? u(options.minRaiseTo) : 0,
          maxRaise: options.canRaise ? u(options.maxRaiseTo) : 0,
          currentBet: u(options.currentBet),
        }
      : null,
    lastAction: run.lastAction,
    pot: {
      pot: u(gathered),
      potBetSize: u(options ? options.currentBet + total + options.callAmount : total),
    },
  };
}

function centerOf(run: HandRun | null): TableState['centerCards'] {
  if (!run) return { boards: [], burns: [], dealerHands: [] };
  const live = liveCards(run.state);
  const boardCards = new Set<Card>();
  for (const b of run.state.boards) for (const c of b) if (c) boardCards.add(c);
  return {
    boards: run.state.boards.map((b) => b.filter((c): c is Card => c !== null)),
    // A burn that came back into play (a draw game's reshuffled stub) is shown only where it is now.
    burns: run.actions.flatMap((a) =>
      a.type === 'burn' ? [a.card !== null && live.has(a.card) ? null : a.card] : [],
    ),
    dealerHands: [],
  };
}

function potOf(run: HandRun | null): TableState['pot'] {
  if (!run) return { total: 0, pots: [], rake: 0 };
  const state = run.state;
  const u = (chips: number) => toUnits(chips, run.unit);
  const pots = state.result
    ? state.result.pots.map((p) => ({ amount: p.amount, eligible: p.eligible }))
    : potsOf(state.players);
  return {
    total: u(state.result ? state.result.pots.reduce((s, p) => s + p.amount, 0) : totalPot(state.players)),
    pots: pots
      .filter((p) => p.amount > 0 && p.eligible.length > 0)
      .map((p) => ({ amount: u(p.amount), eligibleSeatIndexes: p.eligible.map((i) => run.seats[i]!) })),
    rake: 0,
  };
}

function payoutOf(shown: ShownHand | null): TableState['payout'] {
  const run = shown?.run;
  const result = run?.state.result;
  if (!run || !result) return null;
  const variation = getVariation(run.config.variation);
  const awards: NonNullable<TableState['payout']>['awards'] = [];
  for (const pot of result.pots) {
    for (const share of pot.shares) {
      share.amounts.forEach((amount, i) => {
        if (amount <= 0) return;
        const hole = run.state.players[i]!.hole;
        const board = run.state.boards[share.board] ?? [];
        let handDescription: string | null = null;
        if (share.handType && hole.every((c) => c !== null) && board.every((c) => c !== null)) {
          handDescription =
            describeHand(share.handType, (hole as Card[]).map(cardIndex), (board as Card[]).map(cardIndex))
              ?.name ?? null;
        }
        awards.push({
          potIndex: pot.pot,
          boardIndex: share.board,
          half:
            variation.handTypes.length > 1 && share.handType
              ? share.handType === variation.handTypes[0]
                ? 'high'
                : 'low'
              : null,
          seatIndex: run.seats[i]!,
          amount: toUnits(amount, run.unit),
          handDescription,
        });
      });
    }
  }
  return { roundId: run.id, awards };
}

function metricsOf(model: TableModel): TableState['metrics'] {
  const m = model.metrics;
  const rounds = m.roundsPlayed;
  const span = m.firstRoundAt !== null && m.lastRoundAt !== null ? m.lastRoundAt - m.firstRoundAt : 0;
  return {
    roundsPlayed: rounds,
    handsPerHour: rounds >= 2 && span > 0 ? Math.round((rounds / (span / 3_600_000)) * 10) / 10 : null,
    averagePot: rounds > 0 ? Math.round((m.potSum / rounds) * 100) / 100 : null,
    averageRoundDuration: rounds > 0 ? Math.round(m.durationSum / rounds) : null,
  };
}
