/**
 * Operator commands about the table itself: its mode (leaving RECORD writes the recording, entering a
 * REGISTER mode forgets that kind of tag, DEMO knows the simulated hardware), pause, clearing the
 * error state, the stored hand VAULT mode shows, and the Studio's: the secure delay and what the
 * overlays show.
 */
import {
  type ClientPacketData,
  type EventManager,
  eventManagerSchema,
  idleParts,
  type TableMode,
} from '@railbird/protocol';
import { SIMULATED_ALL_IN_TAG, SIMULATED_BUTTON_TAG, SIMULATED_DECK, simulatedChips } from '../rfid/tags.js';
import type { StoredHandCommand } from './inputs.js';
import type { RegisterMode, TableModel } from './model.js';
import { accept, refuse, type StepContext, type StepResult } from './results.js';
import { handInProgress } from './states.js';

const REGISTER_MODES: readonly TableMode[] = [
  'REGISTER_DECK',
  'REGISTER_CHIPS',
  'REGISTER_CUT_CARD',
  'REGISTER_BUTTON',
  'REGISTER_ALL_IN',
];

export function setTableMode(
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

export function setPaused(model: TableModel, data: ClientPacketData<'setPaused'>): StepResult {
  return accept({ ...model, paused: data.paused });
}

export function clearError(model: TableModel): StepResult {
  if (!model.error) return refuse('CONFLICT', 'The table shows no error.');
  return accept({ ...model, error: null });
}

export function showStoredHand(model: TableModel, data: StoredHandCommand['data']): StepResult {
  if (model.mode !== 'VAULT')
    return refuse('CONFLICT', 'Stored hands are shown in VAULT mode: switch the table to VAULT first.');
  const stored = data.stored;
  if (!stored) return refuse('NOT_FOUND', `No stored hand ${data.handId} at this table.`);
  return accept({ ...model, vault: { handId: data.handId, ...stored, step: data.step ?? null } });
}

/**
 * The secure delay. Only the number changes here: the socket channel (sockets/fanout.ts) releases each
 * frame at the later of its own time plus the delay it was pushed under and the release of the frame
 * before it, so a shorter delay never lets a card out early (decision 008).
 */
export function setStreamDelay(model: TableModel, data: ClientPacketData<'setStreamDelay'>): StepResult {
  if (data.seconds === model.stream.delaySeconds && model.delayChosen) return accept(model);
  return accept({ ...model, delayChosen: true, stream: { ...model.stream, delaySeconds: data.seconds } });
}

/** What the overlays show (spec `streamDataManager`): fields left out stay as they are. */
export function setStreamData(model: TableModel, data: ClientPacketData<'setStreamData'>): StepResult {
  const current = model.streamData ?? idleParts().streamDataManager;
  const seat = data.featuredSeatIndex;
  if (seat !== undefined && seat !== null && seat >= model.settings.capacity)
    return refuse(
      'BAD_REQUEST',
      `Seat ${seat + 1} is not at this table: it has ${model.settings.capacity} seats.`,
    );
  const ticker = data.tickerText === undefined ? current.tickerText : data.tickerText || null;
  return accept({
    ...model,
    streamData: {
      visibleOverlays: data.visibleOverlays ?? current.visibleOverlays,
      featuredSeatIndex: seat === undefined ? current.featuredSeatIndex : seat,
      tickerText: ticker,
    },
  });
}

/**
 * The event the table plays and its clock (spec `eventManager`), set whole. Kept so that journals
 * written before issue 17 replay; the engine now sets events with `setEvent` and runs the clock with
 * `eventClock` and `clockTick` (event-commands.ts). The clock's level becomes the table's blind level at
 * its next hand (a hand being played keeps the blinds it started with).
 */
export function setEventManager(model: TableModel, data: EventManager): StepResult {
  const parsed = eventManagerSchema.safeParse(data);
  if (!parsed.success)
    return refuse('BAD_REQUEST', `The event is not valid: ${parsed.error.issues[0]?.message ?? 'unknown'}.`);
  // The clock's level becomes the table's between hands (event-commands.ts `followEvent`).
  return accept({ ...model, eventManager: parsed.data });
}
