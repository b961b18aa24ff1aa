/**
 * Operator commands that play the hand: start a round, act for the player to act, confirm or reject
 * what the chips said, show down and pay, assign a winner, stand pat, undo, void. Each is checked
 * here and played through the game actions below (steps.ts, hand.ts); a refused one changes nothing.
 */

import { awaitingShowdown, type HandAction } from '@railbird/poker';
import type { ClientPacketData } from '@railbird/protocol';
import { addOnHold } from '../addons/model.js';
import { roundIdOf, startRun, undoLast } from './hand.js';
import type { TableModel } from './model.js';
import { accept, refuse, refuseRule, type StepContext, type StepResult } from './results.js';
import { bombPotDue, nextRotation } from './rotation.js';
import {
  actorOf,
  eligibleSeats,
  nextSeat,
  optionsOf,
  playerOfSeat,
  seatName,
  seatOfPlayer,
} from './seats.js';
import { handInProgress, readiness } from './states.js';
import { applyHandAction, applyHandActions, standPatsAhead } from './steps.js';
import { levelOf, toChips, unitOf } from './units.js';

export function startRound(model: TableModel, ctx: StepContext): StepResult {
  if (model.gameState === 'IN ROUND') return refuse('CONFLICT', 'A hand is already being played.');
  if (model.eliminations.length > 0) {
    return refuse(
      'CONFLICT',
      `Confirm the elimination of ${model.eliminations.map(seatName).join(', ')} first.`,
    );
  }
  if (model.paused) return refuse('CONFLICT', 'The table is paused: resume it first.');
  const held = addOnHold(model.addOns);
  if (held) return refuse('CONFLICT', held);
  const why = readiness(model);
  if (why) return refuse('CONFLICT', `Cannot start a round: ${why}.`);
  const level = levelOf(model);
  const capacity = model.settings.capacity;
  const eligible = eligibleSeats(model.seats, unitOf(level)).map((s) => s.seatIndex);
  // The button moves to the next player left; the first hand keeps it where it is if that seat plays.
  const button =
    model.roundCount === 0 && eligible.includes(model.buttonSeat)
      ? model.buttonSeat
      : nextSeat(eligible, model.buttonSeat, capacity);
  const order: number[] = [];
  for (let k = 1; k <= capacity; k++) {
    const seat = (button + k) % capacity;
    if (eligible.includes(seat)) order.push(seat);
  }
  const number = model.roundCount + 1;
  // The room rules (rotation.ts): the game of a mixed rotation, and whether this hand is a bomb pot.
  const rotation = nextRotation(model, order.length);
  const gameSettings = rotation
    ? { ...model.gameSettings, variation: rotation.variation }
    : model.gameSettings;
  const bombPot = bombPotDue(model, gameSettings.variation);
  const started = startRun({
    id: roundIdOf(model.settings.uid, number, ctx.time),
    number,
    time: ctx.time,
    settings: model.settings,
    gameSettings,
    level,
    seats: order.map((seat) => model.seats.find((s) => s.seatIndex === seat)!),
    kind: { bombPot },
  });
  if (!started.ok) return refuse('BAD_REQUEST', `Cannot start a round: ${started.error.message}.`);
  return accept({
    ...model,
    gameSettings,
    ...(rotation ? { mixed: rotation.mixed } : {}),
    ...(bombPot ? { lastBombPot: { number, players: order.length } } : {}),
    hand: started.run,
    buttonSeat: button,
    roundCount: number,
    error: null,
  });
}

export function voidHand(model: TableModel): StepResult {
  if (!handInProgress(model)) return refuse('CONFLICT', 'No hand is being played: there is nothing to void.');
  return accept({ ...model, hand: null, error: null });
}

function needRun(model: TableModel) {
  if (!handInProgress(model)) return refuse('CONFLICT', 'No hand is being played: start a round first.');
  return null;
}

export function action(model: TableModel, ctx: StepContext, data: ClientPacketData<'action'>): StepResult {
  const none = needRun(model);
  if (none) return none;
  let current = model;
  // Draws: whoever is still to decide and threw nothing away stands pat once the betting is called.
  const pats = pendingPats(current);
  if (pats.length > 0) {
    const step = applyHandActions(current, ctx, pats);
    if (!step.ok) return refuseRule(step.error, current.hand!);
    current = step.model;
  }
  const run = current.hand!;
  const actor = actorOf(run);
  if (actor === undefined) return refuse('CONFLICT', 'Nobody is to act now: the cards are being dealt.');
  const seat = seatOfPlayer(run, actor);
  if (data.seatIndex !== undefined && data.seatIndex !== seat) {
    return refuse('CONFLICT', `It is ${seatName(seat)} to act, not ${seatName(data.seatIndex)}.`);
  }
  const options = optionsOf(run)!;
  const unit = run.unit;
  let handAction: HandAction;
  switch (data.type) {
    case 'fold':
      handAction = { type: 'fold', player: actor };
      break;
    case 'check':
      if (options.callAmount > 0)
        return refuse('BAD_REQUEST', `${seatName(seat)} cannot check: ${options.callAmount * unit} to call.`);
      handAction = { type: 'checkOrCall', player: actor };
      break;
    case 'call':
      if (options.callAmount === 0)
        return refuse('BAD_REQUEST', `${seatName(seat)} has nothing to call: check instead.`);
      if (data.amount !== undefined && toChips(data.amount, unit) !== options.callAmount) {
        return refuse('BAD_REQUEST', `A call is ${options.callAmount * unit} now, not ${data.amount}.`);
      }
      handAction = { type: 'checkOrCall', player: actor };
      break;
    case 'bringIn':
      handAction = { type: 'bringIn', player: actor };
      break;
    case 'complete':
      handAction = {
        type: 'betOrRaiseTo',
        player: actor,
        amount: data.amount === undefined ? options.minRaiseTo : toChips(data.amount, unit),
      };
      break;
    case 'bet':
    case 'raise':
      handAction = { type: 'betOrRaiseTo', player: actor, amount: toChips(data.amount, unit) };
      break;
  }
  const step = applyHandAction(current, ctx, handAction);
  if (!step.ok) return refuseRule(step.error, run);
  return accept(step.model);
}

/** Drawers who threw nothing away, when nothing else is owed in the draw (everyone else has drawn). */
function pendingPats(model: TableModel): HandAction[] {
  const run = model.hand;
  const dealing = run?.state.dealing;
  if (run?.state.phase !== 'dealing' || !dealing || dealing.drawers.length === 0) return [];
  const owed = run.state.players.some((p) => p.status === 'inHand' && p.pendingHole.length > 0);
  if (owed || dealing.drawers.some((d) => run.pendingDiscards[d])) return [];
  return dealing.drawers.map((player) => ({ type: 'discard', player, cards: [] }));
}

export function confirmAction(model: TableModel, ctx: StepContext): StepResult {
  const run = model.hand;
  if (run?.inference && handInProgress(model)) {
    const inference = run.inference;
    const player = playerOfSeat(run, inference.seatIndex)!;
    const options = optionsOf(run);
    if (!options || options.player !== player)
      return refuse('CONFLICT', 'The inferred action is stale: reject it.');
    let handAction: HandAction;
    if (
      inference.kind === 'call' ||
      (inference.kind === 'allIn' && (!options.canRaise || inference.to <= options.currentBet))
    ) {
      handAction = { type: 'checkOrCall', player };
    } else {
      handAction = { type: 'betOrRaiseTo', player, amount: Math.min(inference.to, options.maxRaiseTo) };
    }
    const step = applyHandAction(model, ctx, handAction);
    if (!step.ok) return refuseRule(step.error, run);
    return accept(step.model);
  }
  if (model.eliminations.length > 0) {
    const out = new Set(model.eliminations);
    return accept({ ...model, seats: model.seats.filter((s) => !out.has(s.seatIndex)), eliminations: [] });
  }
  if (run && run.state.phase === 'showdown') {
    const pending = awaitingShowdown(run.state);
    const unknown = pending.filter((i) => run.state.players[i]!.hole.some((c) => c === null));
    if (unknown.length > 0) {
      return refuse(
        'CONFLICT',
        `The cards of ${unknown.map((i) => seatName(seatOfPlayer(run, i))).join(', ')} were not read: assign the winner.`,
      );
    }
    // The last aggressor shows first, then round the table from them (the reducer pays once all are shown).
    const first = run.state.lastAggressor ?? pending[0]!;
    const order = [...pending].sort(
      (a, b) =>
        ((a - first + run.seats.length) % run.seats.length) -
        ((b - first + run.seats.length) % run.seats.length),
    );
    const step = applyHandActions(
      model,
      ctx,
      order.map((player) => ({ type: 'show', player })),
    );
    if (!step.ok) return refuseRule(step.error, run);
    return accept(step.model);
  }
  if (model.gameState === 'CLEARING') return accept({ ...model, hand: null });
  return refuse('CONFLICT', 'There is nothing to confirm now.');
}

export function rejectAction(model: TableModel): StepResult {
  const run = model.hand;
  if (!run?.inference) return refuse('CONFLICT', 'There is no action from chips waiting for confirmation.');
  const seat = run.inference.seatIndex;
  return accept({
    ...model,
    hand: { ...run, inference: null, chipTags: { ...run.chipTags, [seat]: [] } },
  });
}

export function assignWinner(
  model: TableModel,
  ctx: StepContext,
  data: ClientPacketData<'assignWinner'>,
): StepResult {
  const run = model.hand;
  if (run?.state.phase !== 'showdown') return refuse('CONFLICT', 'Winners are assigned at the showdown.');
  const pending = awaitingShowdown(run.state);
  const winners = data.seatIndexes.map((seat) => playerOfSeat(run, seat));
  for (const [k, w] of winners.entries()) {
    if (w === undefined || !pending.includes(w)) {
      return refuse('BAD_REQUEST', `${seatName(data.seatIndexes[k]!)} is not in the showdown.`);
    }
  }
  if (winners.length > 1 && winners.some((w) => run.state.players[w!]!.hole.some((c) => c === null))) {
    return refuse('BAD_REQUEST', "A split needs every winner's cards: read them, or assign one winner.");
  }
  // The others muck; the winners show only if the pot is still contested (one winner takes it unshown).
  let current = model;
  for (const player of pending.filter((i) => !winners.includes(i))) {
    const step = applyHandAction(current, ctx, { type: 'muck', player });
    if (!step.ok) return refuseRule(step.error, run);
    current = step.model;
  }
  for (const player of winners) {
    if (current.hand!.state.phase !== 'showdown') break;
    const step = applyHandAction(current, ctx, { type: 'show', player: player! });
    if (!step.ok) return refuseRule(step.error, run);
    current = step.model;
  }
  return accept(current);
}

export function undo(model: TableModel): StepResult {
  const run = model.hand;
  if (!run || !handInProgress(model)) {
    return refuse(
      'CONFLICT',
      run ? 'The hand is over and recorded: it cannot be undone.' : 'No hand is being played.',
    );
  }
  if (run.inference) return accept({ ...model, hand: { ...run, inference: null } });
  if (Object.keys(run.pendingDiscards).length > 0)
    return accept({ ...model, hand: { ...run, pendingDiscards: {} } });
  const step = undoLast(run, model.settings);
  if (!step.ok) return refuse('CONFLICT', step.error.message);
  return accept({ ...model, hand: step.run, error: null });
}

export function standPat(
  model: TableModel,
  ctx: StepContext,
  data: ClientPacketData<'standPat'>,
): StepResult {
  const none = needRun(model);
  if (none) return none;
  const run = model.hand!;
  const drawers = run.state.dealing?.drawers ?? [];
  const player = data.seatIndex === undefined ? drawers[0] : playerOfSeat(run, data.seatIndex);
  if (player === undefined || !drawers.includes(player)) {
    return refuse(
      'CONFLICT',
      data.seatIndex === undefined
        ? 'Nobody is drawing now.'
        : `${seatName(data.seatIndex)} is not drawing now.`,
    );
  }
  const ahead = standPatsAhead(run, player);
  if (!ahead.ok)
    return refuse(
      'CONFLICT',
      `${seatName(seatOfPlayer(run, ahead.blockedBy))} gets replacement cards first.`,
    );
  const step = applyHandActions(model, ctx, [...ahead.actions, { type: 'discard', player, cards: [] }]);
  if (!step.ok) return refuseRule(step.error, run);
  return accept(step.model);
}
