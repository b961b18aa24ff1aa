/**
 * Cards in the middle, pots and payouts of the table state (spec §3 "centerCards", "pot", "payout",
 * "roundHistory"); every shape is ours.
 */
import { z } from 'zod';
import { variationSchema } from '../enums.js';
import { cardSchema, chipsSchema, maybeCardSchema, seatIndexSchema, timestampSchema } from './primitives.js';

/** Our shape for spec "centerCards": a list of boards so `numBoards` > 1 works, plus burns and dealer hands. */
export const centerCardsSchema = z.object({
  /** One list per board, in deal order; board cards are face up, so never null. */
  boards: z.array(z.array(cardSchema).max(5)).max(3),
  /** Burn cards, face down: null to viewers not allowed to see them. */
  burns: z.array(maybeCardSchema),
  /** Dealer hands of dealer games (numDealerHands × numDealerCards); empty in poker. */
  dealerHands: z.array(z.array(maybeCardSchema)),
});
export type CenterCards = z.infer<typeof centerCardsSchema>;

/** A pot: the main pot first, then side pots in the order they were made. */
export const potEntrySchema = z.object({
  amount: chipsSchema,
  /** Seats that can win it. */
  eligibleSeatIndexes: z.array(seatIndexSchema).min(1),
});
export type PotEntry = z.infer<typeof potEntrySchema>;

/** Our shape for spec "pot": main and side pots, with who is eligible for each. */
export const potSchema = z.object({
  /** Everything in the middle: the pots plus the bets of the street being played. */
  total: chipsSchema,
  /** Chips gathered from finished streets, main pot first; empty before the first street ends. */
  pots: z.array(potEntrySchema),
  rake: chipsSchema,
});
export type Pot = z.infer<typeof potSchema>;

/** Our shape for spec "payout": who won what at the end of the round, per pot, board and half. */
export const payoutSchema = z.object({
  roundId: z.string(),
  awards: z.array(
    z.object({
      potIndex: z.int().nonnegative(),
      boardIndex: z.int().nonnegative(),
      /** `null` for a pot that is not split high/low. */
      half: z.enum(['high', 'low']).nullable(),
      seatIndex: seatIndexSchema,
      amount: chipsSchema,
      /** The winning hand in words ("Flush, ace high"); null for an uncontested pot. */
      handDescription: z.string().nullable(),
    }),
  ),
});
export type Payout = z.infer<typeof payoutSchema>;

/** Our shape for spec "roundHistory": a summary of each recent round (the latest last). */
export const roundSummarySchema = z.object({
  id: z.string(),
  endTime: timestampSchema,
  variation: variationSchema,
  boards: z.array(z.array(cardSchema)),
  potTotal: chipsSchema,
  players: z.array(
    z.object({
      seatIndex: seatIndexSchema,
      displayName: z.string(),
      cards: z.array(maybeCardSchema),
      /** Net result of the round. */
      result: z.number(),
      isWinner: z.boolean(),
    }),
  ),
});
export type RoundSummary = z.infer<typeof roundSummarySchema>;
