/**
 * Events and clocks of the table state (spec §3 "eventManager", "countdownTimer", "mixedGame").
 */
import { z } from 'zod';
import { variationSchema } from '../enums.js';
import { chipsSchema, timestampSchema } from './primitives.js';

/** An entry, re-entry, rebuy or add-on: what it costs and what it gives. */
const purchaseSchema = z.object({
  amount: chipsSchema,
  fee: chipsSchema,
  chips: chipsSchema,
});

/** A tournament or league event (spec §3 "Event"); nested shapes are ours. */
export const eventSchema = z.object({
  uid: z.string(),
  name: z.string(),
  startTime: timestampSchema,
  endTime: timestampSchema.nullable(),
  maxPlayers: z.int().positive(),
  numEntries: z.int().nonnegative(),
  isRegistrationOpen: z.boolean(),
  isRunning: z.boolean(),
  buyIn: purchaseSchema,
  /** Null when the event has none; `untilLevelIndex` is the last level it is allowed in. */
  rebuy: purchaseSchema.extend({ untilLevelIndex: z.int().nonnegative() }).nullable(),
  reEntry: purchaseSchema
    .extend({ untilLevelIndex: z.int().nonnegative(), maxCount: z.int().positive() })
    .nullable(),
  addOn: purchaseSchema.extend({ atLevelIndex: z.int().nonnegative() }).nullable(),
  bounty: z.object({ amount: chipsSchema, isProgressive: z.boolean() }).nullable(),
  /** Prize per finishing place (1 = winner). */
  payouts: z.array(z.object({ place: z.int().positive(), amount: chipsSchema })),
  /** League points per finishing place. */
  points: z.array(z.object({ place: z.int().positive(), points: z.number().nonnegative() })),
  league: z.object({ uid: z.string(), name: z.string() }).nullable(),
  results: z.array(
    z.object({
      place: z.int().positive(),
      uid: z.string().nullable(),
      displayName: z.string(),
      payout: chipsSchema,
      points: z.number().nonnegative(),
    }),
  ),
});
export type Event = z.infer<typeof eventSchema>;

/**
 * Our shape of a clock (DESIGN.md §8): it stores when the current level ends, never a ticking counter.
 * Running: `levelEndTime` set, `pausedRemaining` null. Paused: the reverse.
 */
export const clockSchema = z.object({
  levelIndex: z.int().nonnegative(),
  isOnBreak: z.boolean(),
  levelEndTime: timestampSchema.nullable(),
  /** Milliseconds left when paused. */
  pausedRemaining: z.int().nonnegative().nullable(),
});
export type Clock = z.infer<typeof clockSchema>;

/** Spec "eventManager": the event this table plays and its clock; both null at a cash table. */
export const eventManagerSchema = z.object({
  event: eventSchema.nullable(),
  clock: clockSchema.nullable(),
});
export type EventManager = z.infer<typeof eventManagerSchema>;

/** Spec "countdownTimer" (the `countdown` route); our shape, same rule as the clock. Null when off. */
export const countdownTimerSchema = z.object({
  label: z.string(),
  endTime: timestampSchema.nullable(),
  pausedRemaining: z.int().nonnegative().nullable(),
});
export type CountdownTimer = z.infer<typeof countdownTimerSchema>;

/** Spec "mixedGame"; our shape: where the rotation of `gameSettings.gameList` stands. Null when off. */
export const mixedGameSchema = z.object({
  gameIndex: z.int().nonnegative(),
  handsPerGame: z.int().positive(),
  handsPlayedInGame: z.int().nonnegative(),
  /** Our addition (issue 13): the rotation (`gameSettings.gameList`), the game in play and the one after it. */
  games: z.array(variationSchema).min(1),
  current: variationSchema,
  next: variationSchema,
});
export type MixedGame = z.infer<typeof mixedGameSchema>;
