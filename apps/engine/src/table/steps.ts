/**
 * Steps shared by reads and commands: applying a hand action (and finishing the hand when it ends),
 * putting the table in its error state, refusing an input.
 */
import { createHash } from 'node:crypto';
import {
  addPlayerHand,
  type Card,
  clonePlayerStats,
  type HandAction,
  handFacts,
  type RuleViolation,
  toPhh,
} from '@railbird/poker';
import type { AntennaRead, CompletedHand, ErrorCode, RoundSummary, TableError } from '@railbird/protocol';
import { applyToRun, toUnits } from './hand.js';
import { type HandRun, HISTORY_LENGTH, type TableModel } from './model.js';

export type Effect =
  | { type: 'handCompleted'; hand: CompletedHand }
  | { type: 'recordingFinished'; startTime: number; reads: readonly AntennaRead[] };

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

/** A seat as the room says it: "seat 3" for seatIndex 2. */
export function seatName(seatIndex: number): string {
  return `seat ${seatIndex + 1}`;
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

/** Applies a hand action and, when it ends the hand, settles it. */
export function applyHandAction(
  model: TableModel,
  ctx: StepContext,
  action: HandAction,
): { ok: true; model: TableModel } | { ok: false; error: RuleViolation } {
  const run = model.hand!;
  const step = applyToRun(run, action, ctx.time, model.settings);
  if (!step.ok) return step;
  const next = { ...model, hand: step.run };
  return { ok: true, model: step.run.state.phase === 'complete' ? finishHand(next, ctx) : next };
}

/** Applies several hand actions in order; all or nothing. */
export function applyHandActions(
  model: TableModel,
  ctx: StepContext,
  actions: readonly HandAction[],
): { ok: true; model: TableModel } | { ok: false; error: RuleViolation } {
  let current = model;
  for (const action of actions) {
    const step = applyHandAction(current, ctx, action);
    if (!step.ok) return step;
    current = step.model;
  }
  return { ok: true, model: current };
}

/** A hand id that is unique per table, hand number and start time, and the same on every replay. */
export function roundIdOf(tableUid: string, number: number, time: number): string {
  const hex = createHash('sha256').update(`${tableUid}|${number}|${time}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((Number.parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** PHH amounts are in table units: a reducer chip of 0.25 units is written with a scale of 4. */
function phhScale(unit: number): number {
  return unit === 1 ? 1 : Math.round(1 / unit);
}

/**
 * The hand is over: stacks, statistics, the round summary and metrics are updated, tournament
 * busts wait for confirmation, and the completed hand goes to the outbox.
 */
export function finishHand(model: TableModel, ctx: StepContext): TableModel {
  const run = model.hand!;
  const result = run.state.result!;
  const time = ctx.time;
  const record = { config: run.config, actions: run.actions };
  // Decision time of each betting action: from the previous action (the turn passing) to it.
  const decisionTimes: number[] = [];
  run.actions.forEach((a, k) => {
    if (a.type === 'fold' || a.type === 'checkOrCall' || a.type === 'bringIn' || a.type === 'betOrRaiseTo') {
      decisionTimes.push(
        Math.max(0, run.actionTimes[k]! - (k > 0 ? run.actionTimes[k - 1]! : run.startedAt)),
      );
    }
  });
  const facts = handFacts(run.config, run.events, { decisionTimes, chipsPerUnit: phhScale(run.unit) });
  const tournament = model.gameSettings.mode !== 'CASH' && model.gameSettings.mode !== 'SOCIAL';
  const eliminations: number[] = [];
  const seats = model.seats.map((seat) => {
    const i = run.seats.indexOf(seat.seatIndex);
    if (i < 0) return seat;
    const start = run.state.players[i]!.startingStack;
    const finish = result.finishingStacks[i]!;
    const stack = Math.max(0, Math.round((seat.stack + (finish - start) * run.unit) * 1e6) / 1e6);
    const busted = tournament && finish === 0;
    if (busted) eliminations.push(seat.seatIndex);
    let stats = seat.stats;
    const playerFacts = facts.players[i];
    if (playerFacts) {
      stats = clonePlayerStats(seat.stats);
      addPlayerHand(stats, playerFacts);
    }
    return {
      ...seat,
      stack,
      lastRoundResult: toUnits(result.net[i]!, run.unit),
      isEliminated: seat.isEliminated || busted,
      stats,
    };
  });
  const potTotal = toUnits(
    result.pots.reduce((s, p) => s + p.amount, 0),
    run.unit,
  );
  const summary: RoundSummary = {
    id: run.id,
    endTime: time,
    variation: model.gameSettings.variation,
    boards: run.state.boards.map((b) => b.filter((c): c is Card => c !== null)),
    potTotal,
    players: run.seats.map((seatIndex, i) => ({
      seatIndex,
      displayName: model.seats.find((s) => s.seatIndex === seatIndex)?.displayName ?? seatName(seatIndex),
      cards: [...run.state.players[i]!.hole],
      result: toUnits(result.net[i]!, run.unit),
      isWinner: result.net[i]! > 0,
    })),
  };
  const hand: CompletedHand = {
    handId: run.id,
    tableKey: model.key,
    handNumber: run.number,
    variation: model.gameSettings.variation,
    startedAt: run.startedAt,
    endedAt: time,
    players: run.seats.map((seatIndex, i) => {
      const seat = model.seats.find((s) => s.seatIndex === seatIndex);
      return {
        playerIndex: i,
        seatIndex,
        playerId: seat?.uid ?? null,
        displayName: (seat?.displayName ?? seatName(seatIndex)).slice(0, 100) || seatName(seatIndex),
        startingStack: toUnits(run.state.players[i]!.startingStack, run.unit),
        finishingStack: toUnits(result.finishingStacks[i]!, run.unit),
        holeCards: [...run.state.players[i]!.hole],
      };
    }),
    phh: toPhh(record, {
      scale: phhScale(run.unit),
      extra: {
        table: model.settings.name,
        hand: run.number,
        seats: run.seats.map((s) => s + 1),
        seat_count: model.settings.capacity,
      },
    }),
    // PHH does not write burns: one time per line it does write.
    actionTimes: run.actions.flatMap((a, k) => (a.type === 'burn' ? [] : [run.actionTimes[k]!])),
  };
  ctx.effects.push({ type: 'handCompleted', hand });
  const m = model.metrics;
  return {
    ...model,
    seats,
    eliminations,
    history: [...model.history, summary].slice(-HISTORY_LENGTH),
    metrics: {
      roundsPlayed: m.roundsPlayed + 1,
      firstRoundAt: m.firstRoundAt ?? run.startedAt,
      lastRoundAt: time,
      potSum: m.potSum + potTotal,
      durationSum: m.durationSum + (time - run.startedAt),
    },
  };
}

/** Whether the hand of the model is still being played. */
export function handInProgress(model: TableModel): boolean {
  return model.hand !== null && model.hand.state.phase !== 'complete';
}
