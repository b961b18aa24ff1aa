/**
 * The spec's game state and round state, read off the model (docs/table-states.md): whether a hand
 * is being played, whether the table can deal, and what the screens call the moment. transitions.ts
 * says which changes between them are allowed; this module only reads.
 */

import { awaitingShowdown, getVariation } from '@railbird/poker';
import type { GameState, RoundState } from '@railbird/protocol';
import { addOnConfirmation } from '../addons/model.js';
import type { TableModel } from './model.js';
import { eligibleSeats } from './seats.js';
import { levelOf, unitOf } from './units.js';

/** Whether the hand of the model is still being played. */
export function handInProgress(model: TableModel): boolean {
  return model.hand !== null && model.hand.state.phase !== 'complete';
}

/** Whether a table can deal: a game mode, two players who can play, a deck it can read. */
export function readiness(model: TableModel): string | null {
  if (model.mode !== 'GAME' && model.mode !== 'DEMO')
    return `the table is in ${model.mode} mode (switch it to GAME)`;
  const eligible = eligibleSeats(model.seats, unitOf(levelOf(model)));
  if (eligible.length < 2)
    return `${eligible.length === 0 ? 'nobody' : 'only one player'} can play (seat players, or bring them back from sitting out)`;
  if (model.settings.isCardsEnabled && Object.keys(model.registry.cards).length < 52) {
    return 'the deck is not registered (switch to REGISTER_DECK and read it)';
  }
  return null;
}

/** The game state follows from the rest: a hand being played, a hand just over, ready or not. */
export function gameStateOf(model: TableModel): GameState {
  if (model.hand && handInProgress(model)) return 'IN ROUND';
  if (model.hand) return 'CLEARING';
  return readiness(model) === null ? 'STANDBY' : 'SETUP';
}

/** The spec's round state, read off the hand (docs/table-states.md). */
export function roundStateOf(model: TableModel): RoundState {
  if (model.eliminations.length > 0) return 'ELIMINATION CONFIRMATION';
  const run = model.hand;
  if (!run || !handInProgress(model)) return addOnConfirmation(model.addOns) ?? 'WAITING FOR ROUND START';
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
