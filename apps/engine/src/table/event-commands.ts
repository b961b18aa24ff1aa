/**
 * The event a table plays and its tournament clock (issue 17; spec `eventManager`): the operator's
 * `setEvent` and `eventClock`, the engine's `clockTick` when a level ends, and `followEvent`, which
 * reduce.ts runs after every accepted input so that the table plays the clock's level from its next
 * hand, never mid-hand. The clock itself is end times (clock.ts), journaled like every input: a crash
 * loses no second of it.
 *
 * Rules (ours where the spec is silent):
 * - `setEvent` with another event (or none before) attaches it with the clock off; with the same uid
 *   it updates the event's figures and the clock runs on; with null the table is a cash table again
 *   (the blind structure it plays stays). `blindLevels` becomes the table's structure between hands;
 *   a level without a duration is refused unless it is the last.
 * - `eventClock`: the clock first catches up with every end that has passed, then `start` (level 1),
 *   `pause`, `resume`, `adjust` (removing more time than is left ends the level or break now, and the
 *   next one starts from now), `skipTo` (that level afresh; a paused clock stays paused with the whole
 *   level left), `stop` (the clock off; the table keeps the level it plays). Nothing runs the clock
 *   but these and `clockTick`; the event's own `isRunning` is the event manager's figure.
 * - While a hand is played the table keeps its blinds; the level the clock is at applies on the
 *   input that ends the hand (or at once between hands).
 */
import { type BlindLevel, type Clock, type SetEventData, setEventDataSchema } from '@railbird/protocol';
import { clockAt, clockPlace, formatRemaining, isPaused, levelClock, levelMs } from './clock.js';
import type { ClockTickCommand, EventClockCommand } from './inputs.js';
import type { TableModel } from './model.js';
import { accept, refuse, type StepContext, type StepResult } from './results.js';
import { handInProgress } from './states.js';

/** The structure the clock runs on: the event's, else the table's. */
export function structureOf(model: Pick<TableModel, 'eventLevels' | 'gameSettings'>) {
  return model.eventLevels ?? model.gameSettings.blindLevels;
}

export function setEvent(model: TableModel, data: SetEventData): StepResult {
  const parsed = setEventDataSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse('BAD_REQUEST', `The event is not valid: ${issue?.message ?? 'unknown'}`);
  }
  const { event, blindLevels } = parsed.data;
  if (event === null) {
    if (blindLevels)
      return refuse(
        'BAD_REQUEST',
        "A blind structure comes with an event: send the event too, or set the table's own structure in Settings.",
      );
    if (!model.eventManager && !model.eventLevels) return accept(model);
    const { eventManager: _, eventLevels: __, ...cash } = model;
    return accept(cash);
  }
  const same = model.eventManager?.event?.uid === event.uid;
  const levels = blindLevels ? blindLevels.map((level, index) => ({ ...level, index })) : undefined;
  const eventLevels = levels ?? (same ? model.eventLevels : undefined);
  const clock = same ? (model.eventManager?.clock ?? null) : null;
  const count = (eventLevels ?? model.gameSettings.blindLevels).length;
  if (clock && clock.levelIndex >= count)
    return refuse(
      'CONFLICT',
      `The clock is at level ${clock.levelIndex + 1} but the new structure has ${count} levels: skip to a level it has, or stop the clock, first.`,
    );
  // A level being played keeps its end time; a structure that changed lengths counts from its next level.
  const { eventLevels: _, ...rest } = model;
  return accept({
    ...rest,
    eventManager: { event, clock },
    ...(eventLevels ? { eventLevels } : {}),
  });
}

const NO_EVENT =
  'This table plays no event: attach the event to the table (setEvent) before running its clock.';
const NOT_STARTED = 'The clock is not running: start it first.';

export function eventClock(model: TableModel, ctx: StepContext, command: EventClockCommand): StepResult {
  const manager = model.eventManager;
  if (!manager?.event) return refuse('CONFLICT', NO_EVENT);
  const data = command.data;
  const at = data.at ?? ctx.time;
  const levels = structureOf(model);
  // Every end that passed before the command counts first (the timer's tick may still be on its way).
  const current = manager.clock ? clockAt(manager.clock, levels, at) : null;
  let clock: Clock | null;
  switch (data.action) {
    case 'start':
      if (current)
        return refuse(
          'CONFLICT',
          isPaused(current)
            ? `The clock is paused at ${clockPlace(current)}: resume it, or stop it before starting again.`
            : `The clock is already running (${clockPlace(current)}): pause it, skip to a level or stop it first.`,
        );
      clock = levelClock(levels, 0, at);
      break;
    case 'pause':
      if (!current) return refuse('CONFLICT', NOT_STARTED);
      if (isPaused(current))
        return refuse(
          'CONFLICT',
          `The clock is already paused at ${clockPlace(current)}, ${formatRemaining(current.pausedRemaining!)} left.`,
        );
      if (current.levelEndTime === null)
        return refuse(
          'CONFLICT',
          `${capital(clockPlace(current))} plays until the end of the event: it has no time to pause.`,
        );
      clock = { ...current, levelEndTime: null, pausedRemaining: current.levelEndTime - at };
      break;
    case 'resume':
      if (!current) return refuse('CONFLICT', NOT_STARTED);
      if (!isPaused(current))
        return refuse('CONFLICT', `The clock is not paused: it is running (${clockPlace(current)}).`);
      clock = clockAt(
        { ...current, levelEndTime: at + current.pausedRemaining!, pausedRemaining: null },
        levels,
        at,
      );
      break;
    case 'adjust':
      if (!current) return refuse('CONFLICT', NOT_STARTED);
      if (isPaused(current)) {
        clock = { ...current, pausedRemaining: Math.max(0, current.pausedRemaining! + data.ms) };
      } else if (current.levelEndTime === null) {
        return refuse(
          'CONFLICT',
          `${capital(clockPlace(current))} plays until the end of the event: there is no time to add or remove.`,
        );
      } else {
        // Removing more than is left ends the level (or break) now; the next one counts from now.
        clock = clockAt(
          { ...current, levelEndTime: Math.max(at, current.levelEndTime + data.ms) },
          levels,
          at,
        );
      }
      break;
    case 'skipTo': {
      if (data.levelIndex >= levels.length)
        return refuse(
          'BAD_REQUEST',
          `There is no level ${data.levelIndex + 1}: this event's structure has ${levels.length} level${levels.length === 1 ? '' : 's'}.`,
        );
      const fresh = levelClock(levels, data.levelIndex, at);
      const ms = levelMs(levels[data.levelIndex]);
      clock =
        current && isPaused(current) && ms !== null
          ? { ...fresh, levelEndTime: null, pausedRemaining: ms }
          : fresh;
      break;
    }
    case 'stop':
      if (!current) return refuse('CONFLICT', 'The clock is not running: there is nothing to stop.');
      clock = null;
      break;
  }
  return accept({ ...model, eventManager: { ...manager, clock } });
}

/** A level (or break) ended: every end up to `at` applies; nothing when none has. */
export function clockTick(model: TableModel, data: ClockTickCommand['data']): StepResult {
  const manager = model.eventManager;
  if (!manager?.event || !manager.clock) return accept(model);
  const clock = clockAt(manager.clock, structureOf(model), data.at);
  return accept(clock === manager.clock ? model : { ...model, eventManager: { ...manager, clock } });
}

/**
 * Between hands (none, or the hand is over) the table plays the event's structure and the clock's
 * level; during a hand it keeps what it started with. The same model when nothing is to change.
 */
export function followEvent(model: TableModel): TableModel {
  if (!model.eventManager && !model.eventLevels) return model;
  if (handInProgress(model)) return model;
  let next = model;
  const levels = model.eventLevels;
  if (levels && !sameLevels(model.gameSettings.blindLevels, levels))
    next = { ...next, gameSettings: { ...next.gameSettings, blindLevels: levels as BlindLevel[] } };
  const clock = model.eventManager?.clock;
  const last = next.gameSettings.blindLevels.length - 1;
  const levelIndex = Math.min(clock ? clock.levelIndex : next.levelIndex, last);
  return levelIndex === next.levelIndex ? next : { ...next, levelIndex };
}

function sameLevels(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a === b || (a.length === b.length && JSON.stringify(a) === JSON.stringify(b));
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
