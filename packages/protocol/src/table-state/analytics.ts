/**
 * Player statistics of the table state (spec §3 "Analytics"): percentage statistics as their two
 * counts, the starting-hand grid, money and tank times.
 */
import { z } from 'zod';
import { positionSchema } from '../enums.js';
import { chipsSchema } from './primitives.js';

/**
 * A percentage statistic as its two counts, so a view can show the sample size (UI.md "honest
 * numbers"): `done` times out of `opportunities`. With 0 opportunities there is no value ("—").
 */
export const ratioStatSchema = z
  .object({ done: z.int().nonnegative(), opportunities: z.int().nonnegative() })
  .refine((s) => s.done <= s.opportunities, { message: 'done cannot exceed opportunities' });
export type RatioStat = z.infer<typeof ratioStatSchema>;

/** The spec's score percentage, round(done / opportunities * 100); `null` ("no value") without a sample. */
export function ratioPercentage(stat: RatioStat): number | null {
  return stat.opportunities === 0 ? null : Math.round((stat.done / stat.opportunities) * 100);
}

/** A starting-hand class of hold'em: `AA`, `AKs`, `T9o` (higher rank first). */
export const handClassSchema = z
  .string()
  .regex(/^(([AKQJT2-9])\2|[AKQJT2-9]{2}[so])$/, 'a hand class is AA, AKs or AKo');

/**
 * Player statistics (spec §3 "Analytics"), definitions as in /work/shared/reference/poker-domain.md §1.
 * Money figures are in the table's units; tank times in milliseconds.
 */
export const analyticsSchema = z.object({
  handsPlayed: z.int().nonnegative(),
  handsWon: z.int().nonnegative(),
  handsLost: z.int().nonnegative(),
  /** Net won (collected − contributed), after rake. */
  earnings: z.number(),
  vpip: ratioStatSchema,
  pfr: ratioStatSchema,
  rfi: ratioStatSchema,
  /** Aggression frequency: postflop bets+raises over bets+raises+calls+folds. */
  afq: ratioStatSchema,
  wtsd: ratioStatSchema,
  cbet: ratioStatSchema,
  threeBetPlus: ratioStatSchema,
  /** Ours ("and others"): won money at showdown, over showdowns reached. */
  wsd: ratioStatSchema,
  /** Big blinds won per 100 hands; `null` before the first hand. */
  bb100: z.number().nullable(),
  /**
   * Our shape: per starting-hand class of two-card games, times dealt, times played voluntarily, times
   * won and net result. Empty for other variations.
   */
  startingHandStrengths: z.record(
    handClassSchema,
    z.object({
      dealt: z.int().nonnegative(),
      played: z.int().nonnegative(),
      won: z.int().nonnegative(),
      earnings: z.number(),
    }),
  ),
  largestPotWon: chipsSchema,
  /** Longest single decision, milliseconds. */
  longestTank: z.int().nonnegative(),
  /** Sum of all decision times, milliseconds. */
  totalTank: z.int().nonnegative(),
  /** All-in equity adjusted luck in big blinds (poker-domain.md §2); `null` until an all-in qualifies. */
  luckScore: z.number().nullable(),
  // "And others" (spec §3): the rest of what packages/poker/src/stats counts. Optional, so an engine
  // without them still speaks this protocol.
  threeBet: ratioStatSchema.optional(),
  fourBet: ratioStatSchema.optional(),
  steal: ratioStatSchema.optional(),
  cbetTurn: ratioStatSchema.optional(),
  cbetRiver: ratioStatSchema.optional(),
  foldToCbet: ratioStatSchema.optional(),
  foldToCbetTurn: ratioStatSchema.optional(),
  foldToCbetRiver: ratioStatSchema.optional(),
  /** Raise-first-in per position (utg … sb); the big blind has no chance to open. */
  rfiByPosition: z.partialRecord(positionSchema, ratioStatSchema).optional(),
  /** Largest net win of one hand (won minus put in). */
  largestNetWon: z.number().optional(),
  /** Hands that counted towards `luckScore`. */
  luckHands: z.int().nonnegative().optional(),
});
export type Analytics = z.infer<typeof analyticsSchema>;
