/**
 * One hand at the table around the poker reducer: the setup from the table's blind level, applying
 * actions with the table's bookkeeping (who said what, which antenna holds which card, when each
 * turn began), undo as a replay without the last action, and the record of a finished hand.
 */
import {
  type ApplyResult,
  actionOptions,
  apply,
  type BettingLimit,
  type Card,
  getVariation,
  type HandAction,
  type HandEvent,
  type HandSetup,
  handConfig,
  type RuleViolation,
  startHand,
} from '@railbird/poker';
import type { BlindLevel, GameSettings, LastAction, TableSettings } from '@railbird/protocol';
import { antennasOf } from './antennas.js';
import type { ForcedBets, HandRun, SeatModel } from './model.js';

/** Table units per reducer chip: the smallest denomination when it is a fraction (cents), else 1. */
export function unitOf(level: BlindLevel): number {
  const d = level.smallestDenomination;
  return d < 1 && Number.isInteger(Math.round(1 / d)) && Math.abs(1 / Math.round(1 / d) - d) < 1e-12
    ? 1 / Math.round(1 / d)
    : 1;
}

/** Table units → whole reducer chips (rounded down: a fraction of the unit cannot be bet). */
export function toChips(amount: number, unit: number): number {
  return Math.floor(amount / unit + 1e-9);
}

/** Reducer chips → table units, without binary fractions creeping in (0.1 + 0.2). */
export function toUnits(chips: number, unit: number): number {
  return unit === 1 ? chips : Math.round(chips * unit * 1e6) / 1e6;
}

/**
 * The reducer setup of a hand from the table's blind level. Blind slots run from the small blind
 * (slot 0) round the table; heads-up the button (the last index) posts the small blind. Antes per
 * slot the same way: one slot only (the big blind's) is a big-blind ante, which is dead money.
 */
export function handSetupFor(
  settings: TableSettings,
  gameSettings: GameSettings,
  level: BlindLevel,
  players: readonly { name: string; stack: number; seatIndex: number }[],
): HandSetup {
  const variation = getVariation(gameSettings.variation);
  const unit = unitOf(level);
  const n = players.length;
  const chips = (v: number) => toChips(v, unit);
  const bySlot = (slots: readonly number[]): number[] => {
    const perPlayer = Array.from({ length: n }, (_, i) => chips(slots[i] ?? 0));
    if (n === 2) return [perPlayer[1]!, perPlayer[0]!];
    return perPlayer;
  };
  const stud = variation.forcedBets === 'bringIn';
  const antes = stud ? new Array<number>(n).fill(chips(level.studAnte)) : bySlot(level.antes);
  const positiveAntes = antes.filter((a) => a > 0);
  const uniformAntes = positiveAntes.length === n && positiveAntes.every((a) => a === positiveAntes[0]);
  const limits: BettingLimit[] = variation.streets.map(
    (street) => level.limits[street.name] ?? variation.defaultLimit,
  );
  const antennas = antennasOf(settings);
  const blinds = stud ? [] : bySlot(level.blinds);
  return {
    variation: variation.code,
    players: players.map((p) => ({ name: p.name, stack: chips(p.stack), seatIndex: p.seatIndex })),
    antes,
    anteTrimming: uniformAntes || positiveAntes.length === 0,
    anteFirst: gameSettings.isAnteFirst,
    blindsOrStraddles: blinds,
    bringIn: stud ? chips(level.bringIn) : 0,
    ...(level.smallBet > 0 ? { smallBet: chips(level.smallBet) } : {}),
    ...(level.bigBet > 0 ? { bigBet: chips(level.bigBet) } : {}),
    limits: limits.every((l) => l === limits[0]) ? limits[0]! : limits,
    numBoards: variation.hasBoard ? Math.max(1, Math.min(3, level.numBoards)) : 1,
    burnsRecorded: antennas.burn !== null && !gameSettings.noBurnEnabled,
    rules: { shortAllInReopens: false, foldWhenCheckAllowed: true },
  };
}

/** Players able to play the next hand: seated, not sitting out, not knocked out, with chips. */
export function eligibleSeats(seats: readonly SeatModel[], unit: number): SeatModel[] {
  return seats.filter((s) => !s.sittingOut && !s.isEliminated && toChips(s.stack, unit) > 0);
}

/** The next eligible seat after `from` going round the table (the button moves left). */
export function nextSeat(eligible: readonly number[], from: number, capacity: number): number {
  for (let k = 1; k <= capacity; k++) {
    const seat = (from + k) % capacity;
    if (eligible.includes(seat)) return seat;
  }
  return from;
}

export type RunResult =
  | { ok: true; run: HandRun; events: readonly HandEvent[] }
  | { ok: false; error: RuleViolation };

/** Starts a hand for `seats` (position order, the button last). */
export function startRun(init: {
  id: string;
  number: number;
  time: number;
  settings: TableSettings;
  gameSettings: GameSettings;
  level: BlindLevel;
  seats: readonly SeatModel[];
}): RunResult {
  const unit = unitOf(init.level);
  const setup = handSetupFor(
    init.settings,
    init.gameSettings,
    init.level,
    init.seats.map((s) => ({ name: s.displayName, stack: s.stack, seatIndex: s.seatIndex })),
  );
  const config = handConfig(setup);
  const started = startHand(config);
  if (!started.ok) return started;
  const forced: ForcedBets[] = init.seats.map(() => ({ ante: 0, blind: 0, straddle: 0 }));
  for (const e of started.events) {
    if (e.type === 'antePosted') forced[e.player] = { ...forced[e.player]!, ante: e.amount };
    if (e.type === 'blindPosted') {
      const f = forced[e.player]!;
      forced[e.player] = e.straddle ? { ...f, straddle: e.amount } : { ...f, blind: e.amount };
    }
  }
  const run: HandRun = {
    id: init.id,
    number: init.number,
    startedAt: init.time,
    endedAt: null,
    seats: init.seats.map((s) => s.seatIndex),
    unit,
    config,
    state: started.state,
    actions: [],
    actionTimes: [],
    events: started.events,
    forced,
    cardAt: {},
    pendingDiscards: {},
    chipTags: {},
    inference: null,
    actionStartTime: null,
    firstToAct: null,
    lastAction: null,
    messages: {},
  };
  return { ok: true, run: afterChange(run, run, init.time), events: started.events };
}

export function playerOfSeat(run: HandRun, seatIndex: number): number | undefined {
  const i = run.seats.indexOf(seatIndex);
  return i < 0 ? undefined : i;
}

export function seatOfPlayer(run: HandRun, player: number): number {
  return run.seats[player]!;
}

/** The player to act now, if betting is open. */
export function actorOf(run: HandRun): number | undefined {
  return run.state.phase === 'betting' ? run.state.betting?.actors[0] : undefined;
}

function antennaOfAction(run: HandRun, action: HandAction, settingsAntennas: ReturnType<typeof antennasOf>) {
  switch (action.type) {
    case 'dealHole':
      return settingsAntennas.seat.get(seatOfPlayer(run, action.player));
    case 'dealBoard':
      return settingsAntennas.board ?? undefined;
    case 'burn':
      return settingsAntennas.burn ?? undefined;
    case 'discard':
      return settingsAntennas.muck ?? undefined;
    default:
      return undefined;
  }
}

function cardsOfAction(action: HandAction): readonly (Card | null)[] {
  switch (action.type) {
    case 'dealHole':
    case 'dealBoard':
    case 'discard':
      return action.cards;
    case 'burn':
      return [action.card];
    default:
      return [];
  }
}

/**
 * Applies one action to the hand, keeping the table's bookkeeping: the seat's message, the last
 * action, where each card lies, when the next turn began. A refused action leaves `run` unchanged.
 */
export function applyToRun(
  run: HandRun,
  action: HandAction,
  time: number,
  settings: TableSettings,
): RunResult {
  const result: ApplyResult = apply(run.state, action);
  if (!result.ok) return result;
  const antennas = antennasOf(settings);
  let cardAt = run.cardAt;
  const antenna = antennaOfAction(run, action, antennas);
  if (antenna !== undefined) {
    const cards = cardsOfAction(action).filter((c): c is Card => c !== null);
    if (cards.length > 0) {
      const moved: Record<string, number> = { ...cardAt };
      for (const c of cards) moved[c] = antenna;
      cardAt = moved;
    }
  }
  let messages = run.messages;
  let lastAction = run.lastAction;
  for (const e of result.events) {
    if (e.type === 'bet') {
      const seat = seatOfPlayer(run, e.player);
      messages = { ...messages, [seat]: betMessage(e.kind, e.to, e.allIn, run.unit) };
      lastAction = betLastAction(seat, e, run.unit, time);
    }
    if (e.type === 'streetStarted') {
      // A new street: keep the words that still hold (folds, all-ins), forget the rest.
      messages = Object.fromEntries(
        Object.entries(messages).filter(([, m]) => m === 'FOLD' || m === 'ALL IN'),
      );
    }
    if (e.type === 'mucked') messages = { ...messages, [seatOfPlayer(run, e.player)]: 'MUCK' };
  }
  const streetChanged = result.state.streetIndex !== run.state.streetIndex;
  const next: HandRun = {
    ...run,
    state: result.state,
    actions: [...run.actions, action],
    actionTimes: [...run.actionTimes, time],
    events: [...run.events, ...result.events],
    cardAt,
    messages,
    lastAction,
    inference: null,
    chipTags: streetChanged || result.state.phase !== 'betting' ? {} : run.chipTags,
    pendingDiscards:
      action.type === 'discard' && run.pendingDiscards[action.player] !== undefined
        ? Object.fromEntries(Object.entries(run.pendingDiscards).filter(([k]) => Number(k) !== action.player))
        : run.pendingDiscards,
    endedAt: result.state.phase === 'complete' ? time : null,
  };
  return { ok: true, run: afterChange(run, next, time), events: result.events };
}

/** Turn bookkeeping after a change: when the actor's turn began, who opened the street's betting. */
function afterChange(before: HandRun, run: HandRun, time: number): HandRun {
  const actor = actorOf(run);
  const acted = run.actions.length !== before.actions.length;
  const sameTurn = actor !== undefined && !acted && actor === actorOf(before) && before !== run;
  const opened =
    run.state.phase === 'betting' &&
    (before === run ||
      before.state.phase !== 'betting' ||
      before.state.streetIndex !== run.state.streetIndex);
  let firstToAct = run.firstToAct;
  if (opened && actor !== undefined) firstToAct = seatOfPlayer(run, actor);
  else if (run.state.streetIndex !== before.state.streetIndex) firstToAct = null;
  return {
    ...run,
    actionStartTime: actor === undefined ? null : sameTurn ? run.actionStartTime : time,
    firstToAct,
  };
}

function betMessage(kind: string, to: number, allIn: boolean, unit: number): string {
  if (allIn) return 'ALL IN';
  const amount = toUnits(to, unit);
  switch (kind) {
    case 'fold':
      return 'FOLD';
    case 'check':
      return 'CHECK';
    case 'call':
      return 'CALL';
    case 'bringIn':
      return `BRING IN ${amount}`;
    case 'complete':
      return `COMPLETE ${amount}`;
    case 'bet':
      return `BET ${amount}`;
    default:
      return `RAISE ${amount}`;
  }
}

function betLastAction(
  seatIndex: number,
  e: Extract<HandEvent, { type: 'bet' }>,
  unit: number,
  time: number,
): LastAction {
  const amount =
    e.kind === 'fold' || e.kind === 'check'
      ? 0
      : e.kind === 'call' || e.kind === 'bringIn'
        ? toUnits(e.amount, unit)
        : toUnits(e.to, unit);
  return { seatIndex, type: e.kind, amount, isAllIn: e.allIn, time };
}

/**
 * The hand without its last action: replayed from the start (the reducer is a fold over actions),
 * so undo is exact whatever the action was — a bet, a fold, a misread card.
 */
export function undoLast(
  run: HandRun,
  settings: TableSettings,
  initial: Pick<HandRun, 'id' | 'number' | 'startedAt' | 'seats' | 'unit' | 'forced'>,
): RunResult {
  if (run.actions.length === 0) {
    return {
      ok: false,
      error: { code: 'WRONG_PHASE', rule: 'UNDO-1', message: 'nothing has happened in this hand yet' },
    };
  }
  const started = startHand(run.config);
  if (!started.ok) return started;
  let rebuilt: HandRun = {
    ...run,
    ...initial,
    state: started.state,
    actions: [],
    actionTimes: [],
    events: started.events,
    cardAt: {},
    pendingDiscards: {},
    chipTags: {},
    inference: null,
    actionStartTime: null,
    firstToAct: null,
    lastAction: null,
    messages: {},
    endedAt: null,
  };
  rebuilt = afterChange(rebuilt, rebuilt, initial.startedAt);
  const events: HandEvent[] = [...started.events];
  for (let k = 0; k < run.actions.length - 1; k++) {
    const step = applyToRun(rebuilt, run.actions[k]!, run.actionTimes[k]!, settings);
    if (!step.ok) return step;
    rebuilt = step.run;
    events.push(...step.events);
  }
  // Times are the recorded ones: the turn given back starts when it first started.
  return { ok: true, run: rebuilt, events };
}

/** Options of the acting player in table units, for `round.actionOptions`. */
export function optionsOf(run: HandRun) {
  if (run.state.phase !== 'betting') return null;
  return actionOptions(run.state);
}
