/**
 * What a step of the reducer returns: the model accepted (maybe in its visible error state), or a
 * refusal that changes nothing, plus the effects to run once the input is durable. The words of
 * refusals and errors speak of seats, as the room does, never of the reducer's player numbers.
 */
import type { RuleViolation } from '@railbird/poker';
import type {
  AddOnTransfer,
  AntennaRead,
  CompletedHandInput,
  ErrorCode,
  TableError,
} from '@railbird/protocol';
import type { HandRun, TableModel } from './model.js';
import { seatName } from './seats.js';

export type Effect =
  | { type: 'handCompleted'; hand: CompletedHandInput }
  | { type: 'recordingFinished'; startTime: number; reads: readonly AntennaRead[] }
  /** The chips an add-on action moved, for its command's audit record (nothing to run). */
  | { type: 'addOnTransfers'; transfers: readonly AddOnTransfer[] };

export interface Refusal {
  code: ErrorCode;
  message: string;
}

export type StepResult = { ok: true; model: TableModel } | { ok: false; error: Refusal };

/** What a step needs besides the model: the input's time and where its side effects go. */
export interface StepContext {
  readonly time: number;
  readonly effects: Effect[];
}

export function refuse(code: ErrorCode, message: string): { ok: false; error: Refusal } {
  return { ok: false, error: { code, message } };
}

export function accept(model: TableModel): { ok: true; model: TableModel } {
  return { ok: true, model };
}

/** The reducer's "p3" in its messages, in the room's words for this table ("seat 5"). */
export function inTableWords(message: string, run: HandRun): string {
  return message.replace(/\bp(\d+)\b/g, (_, n: string) => {
    const seat = run.seats[Number(n) - 1];
    return seat === undefined ? `player ${n}` : seatName(seat);
  });
}

/** Puts the table in its visible error state: nothing changes until an operator clears it. */
export function tableError(
  model: TableModel,
  ctx: StepContext,
  error: Omit<TableError, 'time'>,
): { ok: true; model: TableModel } {
  return accept({ ...model, error: { ...error, time: ctx.time } });
}

/** A rule violation of the reducer as a refusal of a command. */
export function refuseRule(error: RuleViolation, run: HandRun): { ok: false; error: Refusal } {
  const code: ErrorCode =
    error.code === 'OUT_OF_TURN' || error.code === 'WRONG_PHASE' || error.code === 'HAND_COMPLETE'
      ? 'CONFLICT'
      : 'BAD_REQUEST';
  return refuse(code, `${inTableWords(error.message, run)} (rule ${error.rule}).`);
}
