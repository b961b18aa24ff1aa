/**
 * Players of the table state (spec §3 "playerGroup"): who sits where, their cards and their place
 * in the current round.
 */
import { z } from 'zod';
import { positionSchema } from '../enums.js';
import { analyticsSchema } from './analytics.js';
import { cardSchema, chipsSchema, MAX_CAPACITY, maybeCardSchema, seatIndexSchema } from './primitives.js';

/** A player's cards this round (spec "hand (cards, discard/draw flags)"); the flags are our shape. */
export const handSchema = z.object({
  /** Cards held now, in the order dealt; `null` where this viewer may not see the face. */
  cards: z.array(maybeCardSchema).max(7),
  /** Cards thrown away this round (pineapple discards, draws). */
  discarded: z.array(maybeCardSchema),
  /** Has made the current discard or draw decision (discarded, or stood pat). */
  hasDiscarded: z.boolean(),
  /** Has received the replacement cards of the current draw. */
  hasDrawn: z.boolean(),
  /** Replacement cards still owed in the current draw. */
  pendingDraws: z.int().nonnegative(),
});
export type Hand = z.infer<typeof handSchema>;

/** A player's share of the pot if the hand ran out now, 0–1; `isExact` false when it was sampled. */
export const equitySchema = z.object({ equity: z.number().min(0).max(1), isExact: z.boolean() });
export type Equity = z.infer<typeof equitySchema>;

/** Where a player is in the current round (spec §3 "roundStatus"). */
export const roundStatusSchema = z.object({
  /** Dealt into this round. */
  inRound: z.boolean(),
  /** Still contesting the pot (not folded). */
  active: z.boolean(),
  /** Everything this round, all streets, forced bets included. */
  potCommit: chipsSchema,
  /** This street only. */
  streetCommit: chipsSchema,
  startingStack: chipsSchema,
  isAllIn: z.boolean(),
  isWinner: z.boolean(),
  /** Behind on equity right now (overlays dim or mark it). */
  isLosing: z.boolean(),
  isEliminated: z.boolean(),
  /** Showed cards at showdown. */
  isShowdown: z.boolean(),
  hand: handSchema,
  /** One per board; empty when equity is not known (hidden cards, not computed). */
  equitiesList: z.array(equitySchema),
  /** Cards to come that would put this player ahead. */
  outs: z.array(cardSchema),
  /** Forced bets posted this round. */
  blind: chipsSchema,
  ante: chipsSchema,
  straddle: chipsSchema,
  position: positionSchema.nullable(),
  /** What the seat shows as its last word ("RAISE 600", "ALL IN"); null for nothing. */
  message: z.string().nullable(),
  /** The bet the engine reads from this seat's chips while it waits for confirmation; 0 otherwise. */
  currentBetOnAction: chipsSchema,
});
export type RoundStatus = z.infer<typeof roundStatusSchema>;

/** Our decision: who a seated player is to the room. */
export const playerTypeSchema = z.enum(['REGISTERED', 'GUEST', 'BOT']);
export type PlayerType = z.infer<typeof playerTypeSchema>;

/** Our shape: a powerup a player holds (powerups add-on). */
export const powerupSchema = z.object({ id: z.string(), kind: z.string(), isUsed: z.boolean() });
export type Powerup = z.infer<typeof powerupSchema>;

export const playerSchema = z.object({
  seatIndex: seatIndexSchema,
  displayName: z.string(),
  /** The seating's id: a new one each time someone sits down. */
  sessionId: z.string(),
  /** The player's account; null for a walk-in guest or a bot. */
  uid: z.string().nullable(),
  /** Blanked by the engine for viewers that are not staff. */
  phone: z.string().nullable(),
  handle: z.string().nullable(),
  profileUrl: z.string().nullable(),
  bio: z.string().nullable(),
  playerType: playerTypeSchema,
  /** Holds the dealer button (mirrors `round.dealerButtonIndex`). */
  isDealer: z.boolean(),
  stack: chipsSchema,
  sittingOut: z.boolean(),
  /** Null while the player is not in a round. */
  roundStatus: roundStatusSchema.nullable(),
  /** Being moved to another seat or table. */
  isMoving: z.boolean(),
  /** Total bought in this session. */
  buyIn: chipsSchema,
  /** Net of the last round the player was in; null before the first. */
  lastRoundResult: z.number().nullable(),
  isNit: z.boolean(),
  nitGameWinCount: z.int().nonnegative(),
  splashPotAnte: chipsSchema,
  /** Null while the powerups add-on is off. */
  powerups: z.array(powerupSchema).nullable(),
  /** Null when statistics are not shown for this player. */
  analytics: analyticsSchema.nullable(),
  /** Left out of overlays (privacy). */
  isHidden: z.boolean(),
  /** Bounty taken off this player's winnings (progressive knockouts). */
  bountyDeduction: chipsSchema,
  /** Per-player state of the party game, opaque to everything but that game; null when none. */
  partyGameData: z.record(z.string(), z.unknown()).nullable(),
});
export type Player = z.infer<typeof playerSchema>;

/** Spec "playerGroup"; our shape: the seated players by seat, and who waits for a seat. */
export const playerGroupSchema = z.object({
  players: z.array(playerSchema).max(MAX_CAPACITY),
  waitingList: z.array(z.object({ displayName: z.string(), uid: z.string().nullable() })),
});
export type PlayerGroup = z.infer<typeof playerGroupSchema>;
