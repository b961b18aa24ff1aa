/**
 * Operator commands (and the simulation's, which are the same commands). Each either changes the
 * model or is refused with a tRPC-style code and a message that says what was wrong and what to do;
 * a refused command changes nothing.
 */
import { awaitingShowdown, emptyPlayerStats, type HandAction } from '@railbird/poker';
import type { ClientPacketData, TableMode } from '@railbird/protocol';
import { SIMULATED_ALL_IN_TAG, SIMULATED_BUTTON_TAG, SIMULATED_DECK, simulatedChips } from '../rfid/tags.js';
import {
  actorOf,
  eligibleSeats,
  nextSeat,
  optionsOf,
  playerOfSeat,
  seatOfPlayer,
  startRun,
  toChips,
  undoLast,
  unitOf,
} from './hand.js';
import type { StoredHandCommand, TableCommand } from './inputs.js';
import type { RegisterMode, SeatModel, TableModel } from './model.js';
import {
  accept,
  applyHandAction,
  applyHandActions,
  handInProgress,
  refuse,
  refuseRule,
  roundIdOf,
  type StepContext,
  type StepResult,
  seatName,
} from './steps.js';

const REGISTER_MODES: readonly TableMode[] = [
  'REGISTER_DECK',
  'REGISTER_CHIPS',
  'REGISTER_CUT_CARD',
  'REGISTER_BUTTON',
  'REGISTER_ALL_IN',
];

/** Commands still accepted while the table shows a read error: the ones that resolve or bypass it. */
const DURING_ERROR = new Set<string>([
  'clearError',
  'undo',
  'voidHand',
  'setTableMode',
  'setPaused',
  'seatPlayer',
  'unseatPlayer',
  'sitOut',
  'movePlayer',
]);

export function onCommand(
  model: TableModel,
  ctx: StepContext,
  command: TableCommand | StoredHandCommand,
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
      return action(model, ctx, command.data);
    case 'confirmAction':
      return confirmAction(model, ctx);
    case 'rejectAction': {
      const run = model.hand;
      if (!run?.inference)
        return refuse('CONFLICT', 'There is no action from chips waiting for confirmation.');
      const seat = run.inference.seatIndex;
      return accept({
        ...model,
        hand: { ...run, inference: null, chipTags: { ...run.chipTags, [seat]: [] } },
      });
    }
    case 'assignWinner':
      return assignWinner(model, ctx, command.data);
    case 'seatPlayer':
      return seatPlayer(model, ctx, command.data);
    case 'unseatPlayer': {
      const seat = command.data.seatIndex;
      if (!model.seats.some((s) => s.seatIndex === seat))
        return refuse('NOT_FOUND', `Nobody sits at ${seatName(seat)}.`);
      if (handInProgress(model) && model.hand!.seats.includes(seat)) {
        return refuse(
          'CONFLICT',
          `${seatName(seat)} is in the hand being played: wait for it to end (or void it) first.`,
        );
      }
      return accept({
        ...model,
        seats: model.seats.filter((s) => s.seatIndex !== seat),
        eliminations: model.eliminations.filter((s) => s !== seat),
      });
    }
    case 'movePlayer':
      return movePlayer(model, command.data);
    case 'sitOut': {
      const seat = model.seats.find((s) => s.seatIndex === command.data.seatIndex);
      if (!seat) return refuse('NOT_FOUND', `Nobody sits at ${seatName(command.data.seatIndex)}.`);
      return accept({
        ...model,
        seats: model.seats.map((s) => (s === seat ? { ...s, sittingOut: command.data.sittingOut } : s)),
      });
    }
    case 'undo':
      return undo(model, ctx);
    case 'voidHand':
      if (!handInProgress(model))
        return refuse('CONFLICT', 'No hand is being played: there is nothing to void.');
      return accept({ ...model, hand: null, error: null });
    case 'clearError':
      if (!model.error) return refuse('CONFLICT', 'The table shows no error.');
      return accept({ ...model, error: null });
    case 'setPaused':
      return accept({ ...model, paused: command.data.paused });
    case 'standPat':
      return standPat(model, ctx, command.data);
    case 'showStoredHand': {
      if (model.mode !== 'VAULT')
        return refuse('CONFLICT', 'Stored hands are shown in VAULT mode: switch the table to VAULT first.');
      const stored = (command as StoredHandCommand).data.stored;
      if (!stored) return refuse('NOT_FOUND', `No stored hand ${command.data.handId} at this table.`);
      return accept({
        ...model,
        vault: { handId: command.data.handId, ...stored, step: command.data.step ?? null },
      });
    }
  }
}

function setTableMode(
  model: TableModel,
  ctx: StepContext,
  data: ClientPacketData<'setTableMode'>,
): StepResult {
  const mode = data.tableMode;
  if (mode === model.mode) return accept(model);
  let next = model;
  if (handInProgress(model)) {
    if (!data.force) {
      return refuse(
        'CONFLICT',
        `A hand is being played: finish or void it before switching to ${mode}, or force the switch (the hand is voided).`,
      );
    }
    next = { ...next, hand: null };
  }
  if (model.mode === 'RECORD' && model.recording) {
    ctx.effects.push({
      type: 'recordingFinished',
      startTime: model.recording.startTime,
      reads: model.recording.reads,
    });
  }
  next = { ...next, mode, error: null, registration: null, scan: [], recording: null, vault: null };
  if (mode !== 'GAME' && mode !== 'DEMO' && next.hand) next = { ...next, hand: null };
  const r = next.registry;
  switch (mode) {
    case 'REGISTER_DECK':
      // A new deck: the old mapping goes, so a tag of the previous deck cannot deal a wrong card.
      next = { ...next, registry: { ...r, cards: {} } };
      break;
    case 'REGISTER_CHIPS':
      next = { ...next, registry: { ...r, chips: {} } };
      break;
    case 'REGISTER_CUT_CARD':
      next = { ...next, registry: { ...r, cutCards: [] } };
      break;
    case 'REGISTER_BUTTON':
      next = { ...next, registry: { ...r, buttons: [] } };
      break;
    case 'REGISTER_ALL_IN':
      next = { ...next, registry: { ...r, allIns: [] } };
      break;
    case 'RECORD':
      next = { ...next, recording: { startTime: ctx.time, reads: [] } };
      break;
    case 'DEMO':
      // The simulated hardware's tags are known: the demo deals through the same reads as a real table.
      next = {
        ...next,
        registry: {
          cards: { ...r.cards, ...SIMULATED_DECK },
          chips: { ...r.chips, ...simulatedChips(model.gameSettings.denominations) },
          cutCards: r.cutCards,
          buttons: r.buttons.includes(SIMULATED_BUTTON_TAG)
            ? r.buttons
            : [...r.buttons, SIMULATED_BUTTON_TAG],
          allIns: r.allIns.includes(SIMULATED_ALL_IN_TAG) ? r.allIns : [...r.allIns, SIMULATED_ALL_IN_TAG],
        },
      };
      break;
    default:
      break;
  }
  if (REGISTER_MODES.includes(mode))
    next = { ...next, registration: { mode: mode as RegisterMode, registered: 0 } };
  return accept(next);
}

/** Whether a table can deal: a game mode, two players who can play, a deck it can read. */
export function readiness(model: TableModel): string | null {
  if (model.mode !== 'GAME' && model.mode !== 'DEMO')
    return `the table is in ${model.mode} mode (switch it to GAME)`;
  const level = model.gameSettings.blindLevels[model.levelIndex] ?? model.gameSettings.blindLevels[0]!;
  const eligible = eligibleSeats(model.seats, unitOf(level));
  if (eligible.length < 2)
    return `${eligible.length === 0 ? 'nobody' : 'only one player'} can play (seat players, or bring them back from sitting out)`;
  if (model.settings.isCardsEnabled && Object.keys(model.registry.cards).length < 52) {
    return 'the deck is not registered (switch to REGISTER_DECK and read it)';
  }
  return null;
}

function startRound(model: TableModel, ctx: StepContext): StepResult {
  if (model.gameState === 'IN ROUND') return refuse('CONFLICT', 'A hand is already being played.');
  if (model.eliminations.length > 0) {
    return refuse(
      'CONFLICT',
      `Confirm the elimination of ${model.eliminations.map(seatName).join(', ')} first.`,
    );
  }
  if (model.paused) return refuse('CONFLICT', 'The table is paused: resume it first.');
  const why = readiness(model);
  if (why) return refuse('CONFLICT', `Cannot start a round: ${why}.`);
  const level = model.gameSettings.blindLevels[model.levelIndex] ?? model.gameSettings.blindLevels[0]!;
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
  const started = startRun({
    id: roundIdOf(model.settings.uid, number, ctx.time),
    number,
    time: ctx.time,
    settings: model.settings,
    gameSettings: model.gameSettings,
    level,
    seats: order.map((seat) => model.seats.find((s) => s.seatIndex === seat)!),
  });
  if (!started.ok) return refuse('BAD_REQUEST', `Cannot start a round: ${started.error.message}.`);
  return accept({ ...model, hand: started.run, buttonSeat: button, roundCount: number, error: null });
}

function needRun(model: TableModel) {
  if (!handInProgress(model)) return refuse('CONFLICT', 'No hand is being played: start a round first.');
  return null;
}

function action(model: TableModel, ctx: StepContext, data: ClientPacketData<'action'>): StepResult {
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

function confirmAction(model: TableModel, ctx: StepContext): StepResult {
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

function assignWinner(
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

function seatPlayer(model: TableModel, ctx: StepContext, data: ClientPacketData<'seatPlayer'>): StepResult {
  const seat = data.seatIndex;
  if (seat >= model.settings.capacity) {
    return refuse(
      'BAD_REQUEST',
      `${seatName(seat)} does not exist: this table has ${model.settings.capacity} seats.`,
    );
  }
  if (model.seats.some((s) => s.seatIndex === seat)) return refuse('CONFLICT', `${seatName(seat)} is taken.`);
  if (!(data.stack > 0))
    return refuse('BAD_REQUEST', 'A player sits down with chips: the stack must be more than 0.');
  const player: SeatModel = {
    seatIndex: seat,
    displayName: data.displayName,
    sessionId: `${model.key}-${seat + 1}-${ctx.time}`,
    uid: data.uid ?? null,
    handle: data.handle ?? null,
    playerType: data.playerType ?? 'GUEST',
    stack: data.stack,
    sittingOut: false,
    buyIn: data.stack,
    lastRoundResult: null,
    isEliminated: false,
    stats: emptyPlayerStats(),
  };
  return accept({ ...model, seats: [...model.seats, player].sort((a, b) => a.seatIndex - b.seatIndex) });
}

function movePlayer(model: TableModel, data: ClientPacketData<'movePlayer'>): StepResult {
  if (data.toTableKey !== undefined && data.toTableKey !== model.key) {
    return refuse(
      'BAD_REQUEST',
      'Moving a player to another table is done from the table manager: unseat here, seat there.',
    );
  }
  const from = model.seats.find((s) => s.seatIndex === data.fromSeatIndex);
  if (!from) return refuse('NOT_FOUND', `Nobody sits at ${seatName(data.fromSeatIndex)}.`);
  if (data.toSeatIndex >= model.settings.capacity)
    return refuse('BAD_REQUEST', `${seatName(data.toSeatIndex)} does not exist.`);
  if (model.seats.some((s) => s.seatIndex === data.toSeatIndex))
    return refuse('CONFLICT', `${seatName(data.toSeatIndex)} is taken.`);
  if (handInProgress(model) && model.hand!.seats.includes(from.seatIndex)) {
    return refuse('CONFLICT', `${seatName(from.seatIndex)} is in the hand being played: move them after it.`);
  }
  return accept({
    ...model,
    seats: model.seats
      .map((s) => (s === from ? { ...s, seatIndex: data.toSeatIndex } : s))
      .sort((a, b) => a.seatIndex - b.seatIndex),
  });
}

function undo(model: TableModel, ctx: StepContext): StepResult {
  void ctx;
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
  const step = undoLast(run, model.settings, run);
  if (!step.ok) return refuse('CONFLICT', step.error.message);
  return accept({ ...model, hand: step.run, error: null });
}

function standPat(model: TableModel, ctx: StepContext, data: ClientPacketData<'standPat'>): StepResult {
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
  const ahead = drawers.slice(0, drawers.indexOf(player));
  if (ahead.some((d) => run.pendingDiscards[d])) {
    return refuse(
      'CONFLICT',
      `${seatName(seatOfPlayer(run, ahead.find((d) => run.pendingDiscards[d])!))} gets replacement cards first.`,
    );
  }
  const step = applyHandActions(
    model,
    ctx,
    [...ahead, player].map((p): HandAction => ({ type: 'discard', player: p, cards: [] })),
  );
  if (!step.ok) return refuseRule(step.error, run);
  return accept(step.model);
}
