/**
 * The table as a reducer, the top of its layers: `reduceTable(model, entry)` sends a journal entry's
 * read to reads.ts, its command to commands.ts or the server's settings to settings.ts, applies
 * settings that waited for the hand to end (settings.ts), then settles the game state, checks the
 * transition (transitions.ts) and remembers the request id. It returns the next model and the side
 * effects to run once the entry is durable (a completed hand for the outbox, a finished recording), or
 * a refusal that changes nothing. Pure apart from hashing: the time is the entry's, ids derive from
 * it, so replaying a journal rebuilds the same table. Calls only go down:
 * docs/decisions/004-table-engine.md.
 */

import type { GameSettings, TableMode, TableSettings } from '@railbird/protocol';
import { onCommand } from './commands.js';
import { diagnose } from './diagnostics.js';
import { followEvent } from './event-commands.js';
import type { JournalEntry } from './inputs.js';
import { EMPTY_REGISTRY, REQUEST_ID_MEMORY, type TableModel } from './model.js';
import { onRead } from './reads.js';
import type { Effect, Refusal, StepContext } from './results.js';
import { followDefaultDelay, followSettings, onSettings } from './settings.js';
import { gameStateOf, roundStateOf } from './states.js';
import { canChangeGameState, canChangeRoundState, TransitionError } from './transitions.js';

export type ReduceResult = { ok: true; model: TableModel; effects: Effect[] } | { ok: false; error: Refusal };

export function reduceTable(model: TableModel, entry: JournalEntry): ReduceResult {
  const ctx: StepContext = { time: entry.time, effects: [] };
  const input = entry.input;
  // A record for the audit log only (a feed opened): the table is as it was.
  if (input.kind === 'feedOpened') return { ok: true, model, effects: [] };
  const step =
    input.kind === 'read'
      ? onRead(model, ctx, input.antennaId, input.tagId)
      : input.kind === 'command'
        ? onCommand(model, ctx, input.command)
        : input.kind === 'defaultDelay'
          ? followDefaultDelay(model, input.seconds)
          : onSettings(model, input.settings);
  if (!step.ok) return step;
  if (step.model === model) return { ok: true, model, effects: ctx.effects };
  // The server's settings waiting for the hand to end apply on the input that ends it (settings.ts);
  // so do the event's blind structure and the clock's level (event-commands.ts).
  let next = settleGameState(followEvent(followSettings(step.model)), entry.time);
  // The antennas' figures and the tracker follow from the entry and what it changed (diagnostics.ts).
  next = diagnose(model, next, entry);
  if (entry.requestId !== undefined) {
    next = {
      ...next,
      requests: [...next.requests, { id: entry.requestId, time: entry.time }].slice(-REQUEST_ID_MEMORY),
    };
  }
  checkTransitions(model, next);
  return { ok: true, model: next, effects: ctx.effects };
}

/** The game state follows from the rest of the model (states.ts); `gameStateSince` says since when. */
function settleGameState(model: TableModel, time: number): TableModel {
  const gameState = gameStateOf(model);
  return gameState === model.gameState ? model : { ...model, gameState, gameStateSince: time };
}

function checkTransitions(before: TableModel, after: TableModel): void {
  if (!canChangeGameState(before.gameState, after.gameState)) {
    throw new TransitionError(`game state ${before.gameState} → ${after.gameState} is not allowed`);
  }
  const from = roundStateOf(before);
  const to = roundStateOf(after);
  if (!canChangeRoundState(from, to)) throw new TransitionError(`round state ${from} → ${to} is not allowed`);
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
