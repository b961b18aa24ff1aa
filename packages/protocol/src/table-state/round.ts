/**
 * The game and the round being played (spec §3 "game", "round"): game state, whose turn it is, what
 * they may do, what was done last.
 */
import { z } from 'zod';
import { actionTypeSchema, gameStateSchema, roundStateSchema, streetSchema } from '../enums.js';
import { chipsSchema, seatIndexSchema, timestampSchema } from './primitives.js';
import { blindLevelSchema } from './settings.js';

/** Spec "game"; our shape: the game state and the round count. */
export const gameSchema = z.object({
  gameState: gameStateSchema,
  /** Rounds started at this table (the current one included). */
  roundCount: z.int().nonnegative(),
  /** Play paused by staff (a clock pause, a dispute). */
  isPaused: z.boolean(),
  /**
   * Ours (issue 15): when `gameState` last changed, epoch ms — how long a table has waited (the
   * console flags one stuck in SETUP). Null or absent when the engine does not know (older engines).
   */
  gameStateSince: timestampSchema.nullable().optional(),
});
export type Game = z.infer<typeof gameSchema>;

export const actionOptionsSchema = z.object({
  /** Chips the acting player must add to call; 0 = can check. */
  call: chipsSchema,
  /** Smallest and largest legal raise-to (street total); equal when only an all-in is left. */
  minRaise: chipsSchema,
  maxRaise: chipsSchema,
  /** The street's highest total bet. */
  currentBet: chipsSchema,
  /**
   * Ours, stud: the bring-in the first player on third street owes (or completes to `minRaise`); absent
   * otherwise. While it is present, fold, check and call are refused until the bring-in is made.
   */
  bringIn: chipsSchema.optional(),
});
export type ActionOptions = z.infer<typeof actionOptionsSchema>;

export const lastActionSchema = z.object({
  seatIndex: seatIndexSchema,
  type: actionTypeSchema,
  /** Chips added by a call or bring-in; the street total for a bet, raise or complete; 0 for fold and check. */
  amount: chipsSchema,
  isAllIn: z.boolean(),
  time: timestampSchema,
});
export type LastAction = z.infer<typeof lastActionSchema>;

export const roundSchema = z.object({
  /** Our addition: the round's id, unique per table (journal, outbox, hand history). Null between rounds. */
  id: z.string().nullable(),
  roundState: roundStateSchema,
  street: streetSchema,
  blindLevel: blindLevelSchema,
  dealerButtonIndex: seatIndexSchema,
  actingPlayer: seatIndexSchema.nullable(),
  firstPlayerToAct: seatIndexSchema.nullable(),
  /** Our addition: when the acting player's turn began (shot clock, tank times). */
  actionStartTime: timestampSchema.nullable(),
  actionOptions: actionOptionsSchema.nullable(),
  lastAction: lastActionSchema.nullable(),
  /** `pot`: chips gathered from finished streets; `potBetSize`: the pot-limit maximum raise-to now. */
  pot: z.object({ pot: chipsSchema, potBetSize: chipsSchema }),
});
export type Round = z.infer<typeof roundSchema>;
