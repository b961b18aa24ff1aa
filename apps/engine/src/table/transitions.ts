/**
 * The allowed transitions between the spec's game states and round states (spec §4 lists the states;
 * "allowed transitions: not shown", so these are ours). docs/table-states.md explains each one. The
 * table reducer checks every change it makes against these tables: a transition not listed here is a
 * bug, never a state a screen sees. Staying in the same state is always allowed.
 */
import type { GameState, RoundState } from '@railbird/protocol';

export const GAME_STATE_TRANSITIONS: Readonly<Record<GameState, readonly GameState[]>> = {
  // Not ready to deal: no game mode, fewer than two players who can play, or no registered deck.
  SETUP: ['STANDBY'],
  // Ready: a round starts on `startRound`; losing a player or leaving the game mode goes back to SETUP.
  STANDBY: ['IN ROUND', 'SETUP'],
  // A hand in progress: it ends (CLEARING), or is voided (STANDBY, or SETUP when no longer ready).
  'IN ROUND': ['CLEARING', 'STANDBY', 'SETUP'],
  // The result is shown while the cards come in: the next round starts, or the table is cleared.
  CLEARING: ['IN ROUND', 'STANDBY', 'SETUP'],
};

const BETTING: readonly RoundState[] = [
  'ACTION',
  'CALL CONFIRMATION',
  'RAISE CONFIRMATION',
  'ALL IN CONFIRMATION',
];
const DEALING: readonly RoundState[] = ['BURN', 'BOARD', 'DISCARDS', 'DRAWS'];
/** A room add-on waiting for the operator after a hand (issue 19): the next hand waits for it. */
const ADD_ON_CONFIRMATIONS: readonly RoundState[] = ['NIT GAME CONFIRMATION', 'POWERUP CONFIRMATION'];
const ENDING: readonly RoundState[] = [
  'SHOWDOWN CONFIRMATION',
  'WINNER ASSIGNMENT',
  'WAITING FOR ROUND START',
  ...ADD_ON_CONFIRMATIONS,
];

/**
 * Round states a poker round moves through. `ACTION` is the live hand: hole cards going out or a
 * player to act (`round.actingPlayer` says which). Hand over or voided: back to
 * `WAITING FOR ROUND START` (or `ELIMINATION CONFIRMATION` in a tournament when someone busted).
 * The add-on and tutorial states (powerups, nit game, dealer cards, bounty, trivia, tutorials) belong
 * to add-ons that do not run yet: nothing enters them.
 */
export const ROUND_STATE_TRANSITIONS: Readonly<Record<RoundState, readonly RoundState[]>> = {
  'WAITING FOR ROUND START': ['ACTION', 'ELIMINATION CONFIRMATION', ...ADD_ON_CONFIRMATIONS],
  ACTION: [...BETTING, ...DEALING, ...ENDING],
  'CALL CONFIRMATION': [...BETTING, ...DEALING, ...ENDING],
  'RAISE CONFIRMATION': [...BETTING, ...DEALING, ...ENDING],
  'ALL IN CONFIRMATION': [...BETTING, ...DEALING, ...ENDING],
  BURN: [...DEALING, 'ACTION', ...ENDING],
  BOARD: [...DEALING, 'ACTION', ...ENDING],
  DISCARDS: [...DEALING, 'ACTION', ...ENDING],
  DRAWS: [...DEALING, 'ACTION', ...ENDING],
  'SHOWDOWN CONFIRMATION': [
    'WINNER ASSIGNMENT',
    'WAITING FOR ROUND START',
    'ELIMINATION CONFIRMATION',
    'ACTION',
    ...ADD_ON_CONFIRMATIONS,
  ],
  'WINNER ASSIGNMENT': [
    'SHOWDOWN CONFIRMATION',
    'WAITING FOR ROUND START',
    'ELIMINATION CONFIRMATION',
    'ACTION',
    ...ADD_ON_CONFIRMATIONS,
  ],
  'ELIMINATION CONFIRMATION': ['WAITING FOR ROUND START', ...ADD_ON_CONFIRMATIONS],
  // Confirmed or rejected: the table waits for the next hand (or the other add-on's confirmation).
  'POWERUP CONFIRMATION': ['WAITING FOR ROUND START', 'NIT GAME CONFIRMATION', 'ELIMINATION CONFIRMATION'],
  'NIT GAME CONFIRMATION': ['WAITING FOR ROUND START', 'POWERUP CONFIRMATION', 'ELIMINATION CONFIRMATION'],
  'DEALER CARDS': [],
  'BOUNTY CONFIRMATION': [],
  'TRIVIA ANSWER': [],
  'TUTORIAL WAITING FOR CARDS': [],
  'TUTORIAL WAITING FOR CHIPS': [],
};

export function canChangeGameState(from: GameState, to: GameState): boolean {
  return from === to || GAME_STATE_TRANSITIONS[from].includes(to);
}

export function canChangeRoundState(from: RoundState, to: RoundState): boolean {
  return from === to || ROUND_STATE_TRANSITIONS[from].includes(to);
}

/** A transition the tables above do not allow: a bug in the engine, reported with both ends. */
export class TransitionError extends Error {
  override name = 'TransitionError';
}
