/**
 * The table as a reducer: `reduceTable(model, entry)` returns the next model and the side effects to
 * run once the entry is durable (a completed hand for the outbox, a finished recording), or a refusal
 * that changes nothing. Pure apart from hashing: the time is the entry's, ids derive from it, so
 * replaying a journal rebuilds the same table.
 */

import { awaitingShowdown, getVariation } from '@railbird/poker';
import type { GameSettings, GameState, RoundState, TableMode, TableSettings } from '@railbird/protocol';
import { onCommand, readiness } from './commands.js';
import type { JournalEntry } from './inputs.js';
import { EMPTY_REGISTRY, REQUEST_ID_MEMORY, type TableModel } from './model.js';
import { onRead } from './reads.js';
import { type Effect, handInProgress, type Refusal, type StepContext } from './steps.js';
import { canChangeGameState, canChangeRoundState, TransitionError } from './transitions.js';

export type ReduceResult = { ok: true; model: TableModel; effects: Effect[] } | { ok: false; error: Refusal };

export function reduceTable(model: TableModel, entry: JournalEntry): ReduceResult {
  const ctx: StepContext = { time: entry.time, effects: [] };
  const input = entry.input;
  const step =
    input.kind === 'read'
      ? onRead(model, ctx, input.antennaId, input.tagId)
      : onCommand(model, ctx, input.command);
  if (!step.ok) return step;
  if (step.model === model) return { ok: true, model, effects: ctx.effects };
  let next = settleGameState(step.model);
  if (entry.requestId !== undefined) {
    next = {
      ...next,
      requests: [...next.requests, { id: entry.requestId, time: entry.time }].slice(-REQUEST_ID_MEMORY),
    };
  }
  checkTransitions(model, next);
  return { ok: true, model: next, effects: ctx.effects };
}

/** The game state follows from the rest: a hand being played, a hand just over, ready or not. */
function settleGameState(model: TableModel): TableModel {
  let gameState: GameState;
  if (model.hand && handInProgress(model)) gameState = 'IN ROUND';
  else if (model.hand) gameState = 'CLEARING';
  else gameState = readiness(model) === null ? 'STANDBY' : 'SETUP';
  return gameState === model.gameState ? model : { ...model, gameState };
}

function checkTransitions(before: TableModel, after: TableModel): void {
  if (!canChangeGameState(before.gameState, after.gameState)) {
    throw new TransitionError(`game state ${before.gameState} → ${after.gameState} is not allowed`);
  }
  const from = roundStateOf(before);
  const to = roundStateOf(after);
  if (!canChangeRoundState(from, to)) throw new TransitionError(`round state ${from} → ${to} is not allowed`);
}

/** The spec's round state, read off the hand (docs/table-states.md). */
export function roundStateOf(model: TableModel): RoundState {
  if (model.eliminations.length > 0) return 'ELIMINATION CONFIRMATION';
  const run = model.hand;
  if (!run || !handInProgress(model)) return 'WAITING FOR ROUND START';
  if (run.inference) {
    return run.inference.kind === 'call'
      ? 'CALL CONFIRMATION'
      : run.inference.kind === 'raise'
        ? 'RAISE CONFIRMATION'
        : 'ALL IN CONFIRMATION';
  }
  const s = run.state;
  switch (s.phase) {
    case 'betting':
      return 'ACTION';
    case 'discarding':
      return 'DISCARDS';
    case 'showdown':
      return awaitingShowdown(s).some((i) => s.players[i]!.hole.some((c) => c === null))
        ? 'WINNER ASSIGNMENT'
        : 'SHOWDOWN CONFIRMATION';
    case 'dealing': {
      const d = s.dealing!;
      const owed = s.players.some((p) => p.status === 'inHand' && p.pendingHole.length > 0);
      // A draw: replacement cards going out (DRAWS), else players deciding what to throw (DISCARDS).
      if (owed && getVariation(run.config.variation).streets[s.streetIndex]?.draw) return 'DRAWS';
      if (d.drawers.length > 0) return 'DISCARDS';
      if (d.burnPending && run.config.burnsRecorded) return 'BURN';
      if (d.boardPending.some((n) => n > 0) && !owed) return 'BOARD';
      return 'ACTION';
    }
    default:
      return 'WAITING FOR ROUND START';
  }
}

export interface TableDefinition {
  key: string;
  settings: TableSettings;
  /** The game it plays; default the settings' default game. */
  gameSettings?: GameSettings;
  mode?: TableMode;
  location?: TableModel['location'];
  /** Seconds hole cards are held back from delayed viewers (stream delay); default 0. */
  streamDelaySeconds?: number;
}

/** A new table, idle: nobody seated, nothing registered (DEMO mode knows the simulated tags). */
export function createTableModel(definition: TableDefinition): TableModel {
  const gameSettings = definition.gameSettings ?? definition.settings.defaultGameSettings;
  const base: TableModel = {
    v: 1,
    key: definition.key,
    settings: definition.settings,
    gameSettings,
    levelIndex: 0,
    location: definition.location ?? { name: '', timezone: 'UTC', currency: 'USD', logoUrl: null },
    stream: { status: 'STOPPED', delaySeconds: definition.streamDelaySeconds ?? 0, startTime: null },
    mode: 'NONE',
    paused: false,
    gameState: 'SETUP',
    seats: [],
    buttonSeat: 0,
    roundCount: 0,
    registry: EMPTY_REGISTRY,
    registration: null,
    hand: null,
    error: null,
    scan: [],
    recording: null,
    vault: null,
    history: [],
    metrics: { roundsPlayed: 0, firstRoundAt: null, lastRoundAt: null, potSum: 0, durationSum: 0 },
    requests: [],
    eliminations: [],
  };
  const mode = definition.mode ?? 'NONE';
  if (mode === 'NONE') return base;
  const switched = reduceTable(base, {
    seq: 0,
    time: 0,
    source: 'operator',
    input: { kind: 'command', command: { event: 'setTableMode', data: { tableMode: mode } } },
  });
  return switched.ok ? switched.model : base;
}
