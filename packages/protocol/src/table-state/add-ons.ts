/**
 * The add-on games of the table state (spec §1), each a top-level field that is `null` while the
 * add-on is off. The spec only names them; every shape here is ours, the least a screen needs to show
 * the game.
 */
import { z } from 'zod';
import { blackjackRulesSchema, uthRulesSchema } from '../add-on-commands.js';
import { type AddOn, casinoRoundStateSchema } from '../enums.js';
import { cardSchema, chipsSchema, hexColourSchema, maybeCardSchema, seatIndexSchema } from './primitives.js';

export const partyGameDealerSchema = z.object({
  gameName: z.string(),
  roundState: casinoRoundStateSchema,
  dealerCards: z.array(maybeCardSchema),
});

const casinoResultSchema = z.enum(['WIN', 'LOSE', 'PUSH', 'BLACKJACK']).nullable();

/** Where the next card the antennas read goes at a blackjack table. */
export const blackjackCardTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('player'), seatIndex: seatIndexSchema, handIndex: z.int().min(0).max(3) }),
  /** `up`: the dealer's first card; `hole`: the second; `hit`: a draw. */
  z.object({ kind: z.literal('dealer'), slot: z.enum(['up', 'hole', 'hit']) }),
]);

/**
 * What the blackjack reducer would accept now (the domain's `blackjackOptions`, sent with the state
 * so the dealer screen and the Table Manager enable exactly the buttons the engine accepts).
 */
export const blackjackOptionsSchema = z.object({
  /** Seats that may still bet this round, with their range. */
  bets: z.array(z.object({ seatIndex: seatIndexSchema, min: chipsSchema, max: chipsSchema })),
  deal: z.boolean(),
  /** Where the next card read goes; null when no card is due. */
  nextCard: blackjackCardTargetSchema.nullable(),
  /** Seats still to take or decline insurance, with the most each may take. */
  insurance: z.array(z.object({ seatIndex: seatIndexSchema, max: chipsSchema })),
  /** The hand to act and what it may do; null when no decision is due. */
  turn: z
    .object({
      seatIndex: seatIndexSchema,
      handIndex: z.int().min(0).max(3),
      hit: z.boolean(),
      stand: z.boolean(),
      double: z.boolean(),
      split: z.boolean(),
      surrender: z.boolean(),
    })
    .nullable(),
  cutCard: z.boolean(),
  shuffle: z.boolean(),
  nextRound: z.boolean(),
});

export const blackjackSchema = z.object({
  roundState: casinoRoundStateSchema,
  minBet: chipsSchema,
  maxBet: chipsSchema,
  /** The house rules the table plays by (setAddOns with the defaults filled in). */
  rules: blackjackRulesSchema,
  dealerHand: z.array(maybeCardSchema),
  /** Every seated player, betting this round or not. */
  seats: z.array(
    z.object({
      seatIndex: seatIndexSchema,
      /** Chips in front of the player, not riding on a bet. */
      stack: chipsSchema,
      bet: chipsSchema,
      /** null: not asked or not decided; 0: declined. */
      insurance: chipsSchema.nullable(),
      /** The last settled round's result for the seat; null before settlement. */
      net: z.number().nullable(),
    }),
  ),
  hands: z.array(
    z.object({
      seatIndex: seatIndexSchema,
      /** 0 for the hand dealt; split hands in the order they are played. */
      handIndex: z.int().min(0).max(3),
      bet: chipsSchema,
      cards: z.array(maybeCardSchema),
      isStanding: z.boolean(),
      isBust: z.boolean(),
      isDoubled: z.boolean(),
      isSurrendered: z.boolean(),
      result: casinoResultSchema,
    }),
  ),
  shoe: z.object({
    /** Cards dealt since the last shuffle. */
    cardsDealt: z.int().nonnegative(),
    /** The cut card came out: this round finishes, then the shoe is shuffled. */
    cutCardOut: z.boolean(),
    /** The next deal waits for the shuffle. */
    shuffleDue: z.boolean(),
  }),
  /** Rounds dealt since the game was switched on. */
  round: z.int().nonnegative(),
  /** The house's result since the game was switched on. */
  houseNet: z.number(),
  options: blackjackOptionsSchema,
});

/** Where the next card the antennas read goes at an ultimate Texas hold'em table. */
export const uthCardTargetSchema = z.discriminatedUnion('to', [
  z.object({ to: z.literal('seat'), seatIndex: seatIndexSchema }),
  z.object({ to: z.literal('board'), index: z.int().min(0).max(4) }),
  z.object({ to: z.literal('dealer'), index: z.int().min(0).max(1) }),
]);

/** What the UTH reducer would accept now (the domain's `uthOptions`). */
export const uthOptionsSchema = z.object({
  street: z.enum(['preflop', 'flop', 'river']).nullable(),
  nextCard: uthCardTargetSchema.nullable(),
  canCloseBets: z.boolean(),
  canStartNextRound: z.boolean(),
  /** Seats that owe a decision now, in seat order. */
  waitingOn: z.array(seatIndexSchema),
  seats: z.array(
    z.object({
      seatIndex: seatIndexSchema,
      /** The limits a bet must respect while bets are open; null once they are closed. */
      bet: z
        .object({ minAnte: chipsSchema, maxAnte: chipsSchema, minTrips: chipsSchema, maxTrips: chipsSchema })
        .nullable(),
      /** Play bets open to the seat now. */
      plays: z.array(z.object({ multiple: z.int().positive(), amount: chipsSchema })),
      canCheck: z.boolean(),
      canFold: z.boolean(),
    }),
  ),
});

export const uthSchema = z.object({
  roundState: casinoRoundStateSchema,
  /** The house rules the table plays by (setAddOns with the defaults filled in). */
  rules: uthRulesSchema,
  dealerCards: z.array(maybeCardSchema),
  board: z.array(cardSchema).max(5),
  /** Every seated player, betting this round or not. */
  seats: z.array(z.object({ seatIndex: seatIndexSchema, stack: chipsSchema })),
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
  /** Rounds dealt since the game was switched on. */
  round: z.int().nonnegative(),
  options: uthOptionsSchema,
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
