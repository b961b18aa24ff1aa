/**
 * The add-on games of the table state (spec §1), each a top-level field that is `null` while the
 * add-on is off. The spec only names them; every shape here is ours, the least a screen needs to show
 * the game.
 */
import { z } from 'zod';
import { type AddOn, casinoRoundStateSchema } from '../enums.js';
import { cardSchema, chipsSchema, hexColourSchema, maybeCardSchema, seatIndexSchema } from './primitives.js';

export const partyGameDealerSchema = z.object({
  gameName: z.string(),
  roundState: casinoRoundStateSchema,
  dealerCards: z.array(maybeCardSchema),
});

const casinoResultSchema = z.enum(['WIN', 'LOSE', 'PUSH', 'BLACKJACK']).nullable();

export const blackjackSchema = z.object({
  roundState: casinoRoundStateSchema,
  minBet: chipsSchema,
  maxBet: chipsSchema,
  dealerHand: z.array(maybeCardSchema),
  hands: z.array(
    z.object({
      seatIndex: seatIndexSchema,
      bet: chipsSchema,
      cards: z.array(maybeCardSchema),
      isStanding: z.boolean(),
      isBust: z.boolean(),
      result: casinoResultSchema,
    }),
  ),
});

export const uthSchema = z.object({
  roundState: casinoRoundStateSchema,
  dealerCards: z.array(maybeCardSchema),
  board: z.array(cardSchema).max(5),
  hands: z.array(
    z.object({
      seatIndex: seatIndexSchema,
      ante: chipsSchema,
      blind: chipsSchema,
      trips: chipsSchema,
      play: chipsSchema,
      cards: z.array(maybeCardSchema),
      hasFolded: z.boolean(),
      result: casinoResultSchema,
    }),
  ),
});

export const bingoAddOnSchema = z.object({
  prize: chipsSchema,
  players: z.array(
    z.object({
      seatIndex: seatIndexSchema,
      squares: z.array(z.object({ card: cardSchema, isMarked: z.boolean() })),
      hasBingo: z.boolean(),
    }),
  ),
});

export const fortuneTellerAddOnSchema = z.object({
  prize: chipsSchema,
  predictions: z.array(
    z.object({ seatIndex: seatIndexSchema, prediction: z.string(), isCorrect: z.boolean().nullable() }),
  ),
});

export const nitGameAddOnSchema = z.object({
  /** What each nit pays the winner. */
  amountPerPlayer: chipsSchema,
  /** Seats that have not won a hand yet (Player.isNit mirrors it). */
  nitSeatIndexes: z.array(seatIndexSchema),
});

export const powerupsAddOnSchema = z.object({
  kinds: z.array(z.string()),
  /** A powerup played and waiting for POWERUP CONFIRMATION. */
  pending: z.object({ seatIndex: seatIndexSchema, powerupId: z.string() }).nullable(),
});

export const runnerUpAddOnSchema = z.object({
  prize: chipsSchema,
  lastRunnerUpSeatIndex: seatIndexSchema.nullable(),
});

export const oneNDoneAddOnSchema = z.object({
  buyIn: chipsSchema,
  players: z.array(z.object({ seatIndex: seatIndexSchema, hasPlayed: z.boolean() })),
});

export const teamAddOnSchema = z.object({
  teams: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      color: hexColourSchema,
      seatIndexes: z.array(seatIndexSchema),
      score: z.number(),
    }),
  ),
});

/**
 * Every add-on off: each add-on field `null` (with `addOns: []`). Builders and the engine's projection
 * spread it into a table state, so a new add-on is added here once.
 */
export const NO_ADD_ONS = Object.freeze({
  partyGameDealer: null,
  blackjack: null,
  uth: null,
  bingoAddOn: null,
  fortuneTellerAddOn: null,
  nitGameAddOn: null,
  powerupsAddOn: null,
  runnerUpAddOn: null,
  oneNDoneAddOn: null,
  teamAddOn: null,
} as const satisfies { [K in AddOn]: null });
