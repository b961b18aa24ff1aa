/**
 * Operator commands (and the simulation's, which are the same commands), validated and sent on: while
 * the table shows a read error only the commands that resolve or bypass it pass; each command is then
 * checked and applied by its module (table-commands.ts, seat-commands.ts, hand-commands.ts). A refused
 * command changes nothing and says what was wrong and what to do.
 */
import { COMMANDS_DURING_ERROR } from '@railbird/protocol';
import { addOnAction, setAddOns } from '../addons/commands.js';
import { clockTick, eventClock, setEvent } from './event-commands.js';
import {
  assignWinner,
  confirmAction,
  action as playAction,
  rejectAction,
  standPat,
  startRound,
  undo,
  voidHand,
} from './hand-commands.js';
import type { InternalCommand, StoredHandCommand, TableCommand } from './inputs.js';
import type { TableModel } from './model.js';
import { refuse, type StepContext, type StepResult } from './results.js';
import { identifyPlayer, movePlayer, rebuy, seatPlayer, sitOut, unseatPlayer } from './seat-commands.js';
import {
  clearError,
  setEventManager,
  setPaused,
  setStreamData,
  setStreamDelay,
  setTableMode,
  showStoredHand,
} from './table-commands.js';

/**
 * Commands still accepted while the table shows a read error: the ones that resolve or bypass it, and
 * the tournament clock's (an end of level still comes on time).
 */
const DURING_ERROR = new Set<string>([...COMMANDS_DURING_ERROR, 'clockTick', 'setEventManager']);

export function onCommand(
  model: TableModel,
  ctx: StepContext,
  command: TableCommand | InternalCommand,
): StepResult {
  if (model.error && !DURING_ERROR.has(command.event)) {
    return refuse(
      'CONFLICT',
      `The table is in its error state (${model.error.message}) Fix it and clear the error first.`,
    );
  }
  switch (command.event) {
    case 'setTableMode':
      return setTableMode(model, ctx, command.data);
    case 'startRound':
      return startRound(model, ctx);
    case 'action':
      return playAction(model, ctx, command.data);
    case 'confirmAction':
      return confirmAction(model, ctx);
    case 'rejectAction':
      return rejectAction(model);
    case 'assignWinner':
      return assignWinner(model, ctx, command.data);
    case 'seatPlayer':
      return seatPlayer(model, ctx, command.data);
    case 'unseatPlayer':
      return unseatPlayer(model, command.data);
    case 'movePlayer':
      return movePlayer(model, command.data);
    case 'sitOut':
      return sitOut(model, command.data);
    case 'identifyPlayer':
      return identifyPlayer(model, command.data);
    case 'rebuy':
      return rebuy(model, command.data);
    case 'undo':
      return undo(model);
    case 'voidHand':
      return voidHand(model);
    case 'clearError':
      return clearError(model);
    case 'setPaused':
      return setPaused(model, command.data);
    case 'standPat':
      return standPat(model, ctx, command.data);
    case 'setStreamDelay':
      return setStreamDelay(model, command.data);
    case 'setStreamData':
      return setStreamData(model, command.data);
    case 'showStoredHand':
      return showStoredHand(model, (command as StoredHandCommand).data);
    case 'setEventManager':
      return setEventManager(model, command.data);
    case 'setEvent':
      return setEvent(model, command.data);
    case 'eventClock':
      return eventClock(model, ctx, command);
    case 'clockTick':
      return clockTick(model, command.data);
    case 'setAddOns':
      return setAddOns(model, ctx, command.data);
    case 'addOnAction':
      return addOnAction(model, ctx, command.data);
  }
}
