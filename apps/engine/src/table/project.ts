/**
 * The table state message (spec §3) as a projection of the model. A `Projector` remembers what it
 * built last: a top-level field whose inputs did not change is the very same object as before, so
 * `diffTableState` (which compares by identity) sends only what changed, and nothing is rebuilt twice.
 */
import {
  type Card,
  cardIndex,
  describeHand,
  getVariation,
  type HandState,
  potsOf,
  totalPot,
} from '@railbird/poker';
import { type Cloud, type DevLevel, idleParts, PROTOCOL_VERSION, type TableState } from '@railbird/protocol';
import { addOnFields } from '../addons/view.js';
import type { EquityAnswer } from '../equity/equity.js';
import { projectAntennaStats, projectTracker } from './diagnostics.js';
import { DECK_ORDER, type HandRun, type TableModel } from './model.js';
import { playerOf, vaultPlayers } from './players.js';
import { bombPotDue, mixedGameOf } from './rotation.js';
import { optionsOf } from './seats.js';
import { liveCards, type ShownHand, shownHand } from './shown.js';
import { roundStateOf } from './states.js';
import { levelOf, toUnits } from './units.js';

/** The table's OBS as the link reports it (obs/obs-link.ts `ObsSnapshot`). */
export interface ObsView {
  readonly obs: TableState['obsWebsocket'];
  readonly stream: Pick<TableState['stream'], 'status' | 'startTime'>;
}

/** What the projection needs from outside the model: the runtime's view of links and viewers. */
export interface RuntimeView {
  readonly cloud: Cloud;
  /** Odds of the hand state they were computed for (shown only while that state is current). */
  readonly equity?: { readonly state: HandState; readonly players: EquityAnswer } | null;
  readonly requestingIps: readonly string[];
  /** The table's OBS as the engine's link sees it (obs/obs-link.ts); none configured when absent. */
  readonly obs?: ObsView | null;
  readonly version: string;
  readonly devLevel: DevLevel;
  readonly ip: string | null;
}

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

/** Built once, so every projection carries the very same objects and patches never resend them. */
const STATIC: Pick<TableState, 'eventManager' | 'obsWebsocket' | 'streamDataManager'> = idleParts();

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
  readonly #addOns = new Memo<ReturnType<typeof addOnFields>>();
  readonly #constants = new Memo<TableState['constants']>();
  readonly #ips = new Memo<TableState['requestingIps']>();
  readonly #stream = new Memo<TableState['stream']>();
  readonly #mixed = new Memo<TableState['mixedGame']>();

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
        [model.seats, shown?.run, model.buttonSeat, model.mode, odds, model.addOns],
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
          model.diagnostics,
          model.settings,
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
          antennaStats: projectAntennaStats(model),
          tracker: projectTracker(model),
        }),
      ),
      game: this.#game.get([model.gameState, model.roundCount, model.paused, model.gameStateSince], () => ({
        gameState: model.gameState,
        roundCount: model.roundCount,
        isPaused: model.paused,
        gameStateSince: model.gameStateSince ?? null,
      })),
      round: this.#round.get(
        [
          run,
          model.gameState,
          model.eliminations,
          model.buttonSeat,
          model.gameSettings,
          model.levelIndex,
          model.roundCount,
          model.lastBombPot,
          model.addOns,
        ],
        () => roundOf(model, shown),
      ),
      // The event and clock their source set (table-commands.ts `setEventManager`); none at a cash table.
      eventManager: model.eventManager ?? STATIC.eventManager,
      mixedGame: this.#mixed.get([model.gameSettings, model.mixed, model.seats], () => mixedGameOf(model)),
      cloud: runtime.cloud,
      metrics: this.#metrics.get([model.metrics], () => metricsOf(model)),
      gameSettings: model.gameSettings,
      centerCards: this.#center.get([run], () => centerOf(run)),
      pot: this.#pot.get([run], () => potOf(run)),
      payout: this.#payout.get([run], () => payoutOf(shown)),
      locationSettings: model.location,
      stream: this.#stream.get([model.stream, runtime.obs?.stream], () =>
        runtime.obs ? { ...model.stream, ...runtime.obs.stream } : model.stream,
      ),
      obsWebsocket: runtime.obs?.obs ?? STATIC.obsWebsocket,
      streamDataManager: model.streamData ?? STATIC.streamDataManager,
      roundHistory: model.history as TableState['roundHistory'],
      countdownTimer: null,
      gameModes: this.#modes.get([model.gameSettings.mode], () => [model.gameSettings.mode]),
      ...this.#addOns.get([model.addOns], () => addOnFields(model.addOns)),
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
  const level = levelOf(model);
  // The level's bomb-pot amount shows ('BP') on a bomb pot only: the hand shown, or between hands the next.
  const bombPot = run ? run.config.bombPot : bombPotDue(model);
  const blindLevel = bombPot || level.bombPotAmount === 0 ? level : { ...level, bombPotAmount: 0 };
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
          ...(options.canBringIn ? { bringIn: u(options.bringInAmount) } : {}),
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
