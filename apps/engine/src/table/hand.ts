/**
 * One hand run around the poker reducer: starting it from the table's seats, applying one action with
 * the table's bookkeeping (who said what, which antenna holds which card, when each turn began), and
 * undo as a replay without the last action. Knows nothing of the table model around the run.
 */
import { createHash } from 'node:crypto';
import {
  type ApplyResult,
  apply,
  type Card,
  type HandAction,
  type HandEvent,
  handConfig,
  type RuleViolation,
  startHand,
} from '@railbird/poker';
import type { BlindLevel, GameSettings, LastAction, TableSettings } from '@railbird/protocol';
import { antennasOf } from './antennas.js';
import { type ForcedBets, freshRun, type HandRun, NO_FORCED_BETS, type SeatModel } from './model.js';
import { actorOf, seatOfPlayer } from './seats.js';
import { type HandKind, handSetupFor, ORDINARY_HAND } from './setup.js';
import { toChips, toUnits, unitOf } from './units.js';

/** A hand id that is unique per table, hand number and start time, and the same on every replay. */
export function roundIdOf(tableUid: string, number: number, time: number): string {
  const hex = createHash('sha256').update(`${tableUid}|${number}|${time}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((Number.parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
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
  kind?: HandKind;
}): RunResult {
  const unit = unitOf(init.level);
  const setup = handSetupFor(
    init.settings,
    init.gameSettings,
    init.level,
    init.seats.map((s) => ({ name: s.displayName, stack: s.stack, seatIndex: s.seatIndex })),
    init.kind ?? ORDINARY_HAND,
  );
  const splash = toChips(init.level.splash, unit);
  const config = handConfig(setup);
  const started = startHand(config);
  if (!started.ok) return started;
  const forced: ForcedBets[] = init.seats.map(() => NO_FORCED_BETS);
  for (const e of started.events) {
    if (e.type === 'antePosted') {
      const f = { ...forced[e.player]!, ante: e.amount };
      forced[e.player] = splash > 0 ? { ...f, splash: Math.min(splash, e.amount) } : f;
    }
    if (e.type === 'blindPosted') {
      const f = forced[e.player]!;
      forced[e.player] = e.straddle ? { ...f, straddle: e.amount } : { ...f, blind: e.amount };
    }
  }
  const run = freshRun({
    id: init.id,
    number: init.number,
    startedAt: init.time,
    seats: init.seats.map((s) => s.seatIndex),
    unit,
    config,
    state: started.state,
    events: started.events,
    forced,
  });
  return { ok: true, run: afterChange(run, run, init.time), events: started.events };
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
export function undoLast(run: HandRun, settings: TableSettings): RunResult {
  if (run.actions.length === 0) {
    return {
      ok: false,
      error: { code: 'WRONG_PHASE', rule: 'UNDO-1', message: 'nothing has happened in this hand yet' },
    };
  }
  const started = startHand(run.config);
  if (!started.ok) return started;
  let rebuilt = freshRun({ ...run, state: started.state, events: started.events });
  rebuilt = afterChange(rebuilt, rebuilt, run.startedAt);
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
