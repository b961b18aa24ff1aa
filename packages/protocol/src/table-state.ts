/**
 * The table state message (spec §3): the whole state of one table as the engine pushes it to every
 * screen and overlay. Every type here is inferred from its schema.
 *
 * Conventions (ours, where the spec is silent):
 * - Times are epoch milliseconds (integers); durations say their unit in their comment.
 * - Chip amounts are non-negative numbers in the table's money (cash) or chips (tournaments); the
 *   engine keeps them to multiples of the blind level's `smallestDenomination`.
 * - Seats are 0-based `seatIndex`es below `tableSettings.capacity`.
 * - A card the viewer may not see is `null` (a hidden overlay never gets hole cards; a delayed one
 *   gets them late): the position of the card stays, its face does not.
 * - Objects strip unknown keys, so adding a field is a compatible change; removing, renaming or
 *   retyping one, or adding an enum value, is not (see README: bump PROTOCOL_VERSION).
 */
import { z } from 'zod';
import {
  actionTypeSchema,
  addOnSchema,
  casinoRoundStateSchema,
  chipColourSchema,
  devLevelSchema,
  gameModeSchema,
  gameStateSchema,
  limitSchema,
  positionSchema,
  rankingTypeSchema,
  roundStateSchema,
  streamStatusSchema,
  streetSchema,
  tableModeSchema,
  variationSchema,
} from './enums.js';

// ── Primitives ────────────────────────────────────────────────────────────────────────────────────

/** Largest table: positions and blind slots both run to 10 (spec §3). */
export const MAX_CAPACITY = 10;

/**
 * A card in the spec's notation, suit letter first: `SA`, `HT`, `C2` — packages/poker's `Card`. The
 * letters are listed here rather than imported so that parsing a message never loads the poker
 * package; poker-agreement.test.ts holds the two to one notation.
 */
export const cardSchema = z.templateLiteral(
  [z.enum(['C', 'D', 'H', 'S']), z.enum(['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'])],
  {
    error: (issue) =>
      `${String(JSON.stringify(issue.input)).slice(0, 20)} is not a card: expected a suit letter (C, D, H, S) then a rank (A, 2-9, T, J, Q, K), e.g. SA`,
  },
);
/** A card, or `null` when this viewer may not see its face. */
export const maybeCardSchema = cardSchema.nullable();

export const chipsSchema = z.number().nonnegative();
export const timestampSchema = z.int().nonnegative();
export const seatIndexSchema = z
  .int()
  .min(0)
  .max(MAX_CAPACITY - 1);
/** Table keys: letters, digits, `.`, `_`, `-` (online tables begin `online-`, spec §7). */
export const tableKeySchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9._-]+$/, 'a table key is letters, digits, ".", "_" or "-"');
/** A colour for a skin: `#rrggbb`. */
export const hexColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour is #rrggbb');

// ── Statistics ────────────────────────────────────────────────────────────────────────────────────

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

// ── Settings ──────────────────────────────────────────────────────────────────────────────────────

/** Ten blind slots, one per position from the small blind on (slot 0 sb, 1 bb, …). */
const tenSlotsSchema = z.array(chipsSchema).length(MAX_CAPACITY);

/** A level of the blind structure, with the variation parameters it plays (spec §3 "Blind level"). */
export const blindLevelSchema = z.object({
  /** Position in `gameSettings.blindLevels`. */
  index: z.int().nonnegative(),
  /** Blind per slot (slot 0 small blind, slot 1 big blind, more slots for extra blinds); 0 = none. */
  blinds: tenSlotsSchema,
  /** Our decision: antes per slot too, so a big-blind ante is `antes[1]`; a classic ante is every slot. */
  antes: tenSlotsSchema,
  /** Splash-pot amount each player puts in; 0 = off. */
  splash: chipsSchema,
  /** Straddle amounts in order (first straddle, re-straddle, …). */
  straddles: z.array(chipsSchema),
  /** Fixed-limit bet sizes of the small and big streets. */
  smallBet: chipsSchema,
  bigBet: chipsSchema,
  /** Stud: forced bring-in and the ante. */
  bringIn: chipsSchema,
  studAnte: chipsSchema,
  /** Betting structure per street; a street not listed has no betting. */
  limits: z.partialRecord(streetSchema, limitSchema),
  numPlayerCards: z.int().min(1).max(7),
  /** Whether A-2-3-4-5 counts as a straight (it does in high games; not in some lowball rankings). */
  lowEndStraight: z.boolean(),
  /** One ranking per share of the pot: `['HIGH_2', 'LOW_8_2']` for PLO8. */
  rankingTypes: z.array(rankingTypeSchema).min(1).max(2),
  /** Our shape: how many cards each player discards at each discard or draw round, in order (pineapple [1]). */
  discardCards: z.array(z.int().nonnegative()),
  /** Our shape: how many cards a hand holds after each of those rounds (pineapple [2], triple draw [5,5,5]). */
  targetCards: z.array(z.int().nonnegative()),
  maxPlayers: z.int().min(2).max(MAX_CAPACITY),
  smallestDenomination: z.number().positive(),
  /** Each player's bomb-pot contribution; 0 = no bomb pot this level. */
  bombPotAmount: chipsSchema,
  numBoards: z.int().min(1).max(3),
  /** Seconds; 0 = untimed (cash). */
  levelDuration: z.int().nonnegative(),
  /** Seconds of break after this level; 0 = none. */
  breakDuration: z.int().nonnegative(),
  numStreets: z.int().min(1).max(7),
  numBurnCards: z.int().nonnegative(),
  /** Community cards per board (5 in hold'em and Omaha, 0 in stud and pure draw games). */
  numBoardCards: z.int().nonnegative(),
  /** Cards the dealer gets in dealer add-on games; 0 in poker. */
  numDealerCards: z.int().nonnegative(),
  numDealerHands: z.int().nonnegative(),
});
export type BlindLevel = z.infer<typeof blindLevelSchema>;

/** A chip denomination of the table's set. */
export const denominationSchema = z.object({ colour: chipColourSchema, value: z.number().positive() });
export type Denomination = z.infer<typeof denominationSchema>;

export const overlaysSkinSchema = z.object({
  name: z.string(),
  key: z.string(),
  primaryColor: hexColourSchema,
  secondaryColor: hexColourSchema,
});
export type OverlaysSkin = z.infer<typeof overlaysSkinSchema>;

/** The game a table plays (spec §3 "Game settings"). */
export const gameSettingsSchema = z.object({
  name: z.string(),
  mode: gameModeSchema,
  variation: variationSchema,
  blindLevels: z.array(blindLevelSchema).min(1),
  /** Whether bomb pots burn before each board card (false: the flop comes straight out). */
  bombPotBurns: z.boolean(),
  denominations: z.array(denominationSchema),
  /** The rotation when `mixedGameEnabled`. */
  gameList: z.array(variationSchema),
  includeSeatNumberInPlayerNames: z.boolean(),
  /** Antes are posted before blinds (decides who is all-in for what when short). */
  isAnteFirst: z.boolean(),
  /** Our reading: the smallest and largest straddle a player may post, in chips; 0 maxStraddle = no cap. */
  minStraddle: chipsSchema,
  maxStraddle: chipsSchema,
  mixedGameEnabled: z.boolean(),
  noBurnEnabled: z.boolean(),
  overlaysSkin: overlaysSkinSchema,
  /** Seconds a player has to act; 0 = no shot clock. */
  shotClockDuration: z.int().nonnegative(),
  straddlePositions: z.array(positionSchema),
  /** The button may straddle (the "Mississippi"/ultimate straddle). */
  ultimateStraddle: z.boolean(),
  /** Return to `variation` after a mixed-game or one-off hand. */
  variationAutoReset: z.boolean(),
});
export type GameSettings = z.infer<typeof gameSettingsSchema>;

/** Our decision: what the table's hardware can do. */
export const capabilitySchema = z.enum([
  'CARDS',
  'CHIPS',
  'BUTTON',
  'CUT_CARD',
  'ALL_IN_BUTTONS',
  'SHOT_CLOCK',
]);
export type Capability = z.infer<typeof capabilitySchema>;

/** Our decision: what each antenna reads. The spec's sample (capacity 9, 12 antennas) is nine seats, board, muck, burn. */
export const antennaSchema = z.object({
  id: z.int().nonnegative(),
  role: z.enum(['SEAT', 'BOARD', 'MUCK', 'BURN', 'CUT_CARD', 'BUTTON']),
  /** For a SEAT antenna, the seat it sits under; otherwise null. */
  seatIndex: seatIndexSchema.nullable(),
});
export type Antenna = z.infer<typeof antennaSchema>;

/** Read sensitivities of the antennas, 0–100 (our scale). */
const sensitivitySchema = z.int().min(0).max(100);

export const tableSettingsSchema = z.object({
  uid: z.string(),
  key: tableKeySchema,
  name: z.string(),
  /** A short code staff call the table by ("T4"). */
  code: z.string(),
  capacity: z.int().min(2).max(MAX_CAPACITY),
  capabilities: z.array(capabilitySchema),
  numAntennas: z.int().nonnegative(),
  /** Our addition: the role of each antenna, so reads can be shown and mapped (`/tools/antennas`). */
  antennas: z.array(antennaSchema),
  sensitivities: z.object({ board: sensitivitySchema, card: sensitivitySchema, cutCard: sensitivitySchema }),
  /** Our values: a human dealer, or players deal themselves (the engine then prompts more). */
  dealerMode: z.enum(['DEALER', 'SELF_DEALT']),
  defaultGameSettings: gameSettingsSchema,
  /** The dealer works right to left: mirror seat layouts. */
  isLeftHanded: z.boolean(),
  isCardsEnabled: z.boolean(),
  isChipsEnabled: z.boolean(),
});
export type TableSettings = z.infer<typeof tableSettingsSchema>;

// ── Players ───────────────────────────────────────────────────────────────────────────────────────

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

// ── Table, game, round ────────────────────────────────────────────────────────────────────────────

/**
 * Our decision: an impossible RFID read (a card already seen, a card at a seat not in the hand, too
 * many cards for the variation, an unregistered tag). The engine changes nothing until an operator
 * resolves it, and every screen shows it.
 */
export const tableErrorSchema = z.object({
  code: z.enum(['CARD_ALREADY_SEEN', 'SEAT_NOT_IN_HAND', 'TOO_MANY_CARDS', 'UNKNOWN_TAG', 'UNEXPECTED_CARD']),
  antennaId: z.int().nonnegative(),
  /** The card read, or null when the tag maps to no card. */
  card: cardSchema.nullable(),
  /** What happened and what to do, for the operator. */
  message: z.string().min(1),
  time: timestampSchema,
});
export type TableError = z.infer<typeof tableErrorSchema>;

/**
 * Ours: where a REGISTER_* mode stands. REGISTER_DECK reads a deck in order (clubs 2→A, then
 * diamonds, hearts, spades) and names the card to read next; REGISTER_CHIPS learns chip tags by the
 * antenna they are read on (seat antenna i = the table's i-th denomination); the other modes count tags.
 */
export const registrationSchema = z.object({
  mode: z.enum([
    'REGISTER_DECK',
    'REGISTER_CHIPS',
    'REGISTER_CUT_CARD',
    'REGISTER_BUTTON',
    'REGISTER_ALL_IN',
  ]),
  /** Tags learnt in this registration. */
  registered: z.int().nonnegative(),
  /** REGISTER_DECK: the card to read next; null when the deck is complete (or in other modes). */
  nextCard: cardSchema.nullable(),
  isComplete: z.boolean(),
});
export type Registration = z.infer<typeof registrationSchema>;

/** Ours: one raw antenna read, as SCAN mode streams them and RECORD mode keeps them. */
export const antennaReadSchema = z.object({
  antennaId: z.int().nonnegative(),
  tagId: z.string().min(1).max(64),
  /** The card the tag is registered as; null for a chip, another object or an unknown tag. */
  card: cardSchema.nullable(),
  time: timestampSchema,
});
export type AntennaRead = z.infer<typeof antennaReadSchema>;

/** Spec "Table": the table as a device. */
export const tableSchema = z.object({
  key: tableKeySchema,
  ip: z.string().nullable(),
  mode: tableModeSchema,
  /** Non-null puts the table in its visible error state. */
  error: tableErrorSchema.nullable(),
  /** Ours: progress of a REGISTER_* mode; null (or absent) otherwise. */
  registration: registrationSchema.nullable().optional(),
  /** Ours: SCAN mode: the latest raw reads (newest last, at most 100); absent or empty otherwise. */
  reads: z.array(antennaReadSchema).max(100).optional(),
  /** Ours: RECORD mode: reads recorded so far and since when; null (or absent) when not recording. */
  recording: z.object({ startTime: timestampSchema, reads: z.int().nonnegative() }).nullable().optional(),
});
export type Table = z.infer<typeof tableSchema>;

/** Spec "game"; our shape: the game state and the round count. */
export const gameSchema = z.object({
  gameState: gameStateSchema,
  /** Rounds started at this table (the current one included). */
  roundCount: z.int().nonnegative(),
  /** Play paused by staff (a clock pause, a dispute). */
  isPaused: z.boolean(),
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

// ── Cards in the middle, pots, payouts ────────────────────────────────────────────────────────────

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

// ── Events and clocks ─────────────────────────────────────────────────────────────────────────────

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
});
export type MixedGame = z.infer<typeof mixedGameSchema>;

// ── Link to the server, metrics, location, streaming ──────────────────────────────────────────────

/** Spec "cloud"; our shape: the engine's link to the server and its outbox of completed hands. */
export const cloudSchema = z.object({
  isConnected: z.boolean(),
  lastSyncTime: timestampSchema.nullable(),
  /** Completed hands not yet acknowledged by the server. */
  pendingHands: z.int().nonnegative(),
});
export type Cloud = z.infer<typeof cloudSchema>;

/** Spec "metrics"; our shape: the table's pace. Null figures mean too few rounds to say. */
export const metricsSchema = z.object({
  roundsPlayed: z.int().nonnegative(),
  handsPerHour: z.number().nonnegative().nullable(),
  averagePot: chipsSchema.nullable(),
  /** Milliseconds. */
  averageRoundDuration: z.int().nonnegative().nullable(),
});
export type Metrics = z.infer<typeof metricsSchema>;

/** Spec "locationSettings"; our shape. */
export const locationSettingsSchema = z.object({
  name: z.string(),
  /** IANA zone, e.g. `Europe/London`. */
  timezone: z.string(),
  /** ISO 4217 code for cash amounts. */
  currency: z.string().length(3),
  logoUrl: z.string().nullable(),
});
export type LocationSettings = z.infer<typeof locationSettingsSchema>;

/** Spec "stream"; our shape around the spec's status. */
export const streamSchema = z.object({
  status: streamStatusSchema,
  /** Seconds hole cards are held back from delayed overlays (DESIGN.md §4). */
  delaySeconds: z.int().nonnegative(),
  startTime: timestampSchema.nullable(),
});
export type Stream = z.infer<typeof streamSchema>;

/** Spec "obsWebsocket"; our shape: the Studio's link to OBS. */
export const obsWebsocketSchema = z.object({
  isConnected: z.boolean(),
  url: z.string().nullable(),
  currentScene: z.string().nullable(),
  scenes: z.array(z.string()),
});
export type ObsWebsocket = z.infer<typeof obsWebsocketSchema>;

/** Spec "streamDataManager"; our shape: what the producer chose to put on the overlays. */
export const streamDataManagerSchema = z.object({
  /** Overlay ids currently shown (`earnings`, `vpip`, `playerProfile`, …). */
  visibleOverlays: z.array(z.string()),
  /** The player the profile overlays feature. */
  featuredSeatIndex: seatIndexSchema.nullable(),
  tickerText: z.string().nullable(),
});
export type StreamDataManager = z.infer<typeof streamDataManagerSchema>;

/** Spec "constants": the table's environment (dev level, spec §4) and versions. */
export const constantsSchema = z.object({
  devLevel: devLevelSchema,
  /** Engine build version. */
  version: z.string(),
  /** The protocol this message follows (PROTOCOL_VERSION). */
  protocolVersion: z.int().positive(),
});
export type Constants = z.infer<typeof constantsSchema>;

// ── Add-on games (each null while off) ────────────────────────────────────────────────────────────
// The spec only names them; every shape below is ours, the least a screen needs to show the game.

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

// ── The message ───────────────────────────────────────────────────────────────────────────────────

/** The top-level fields of the message, each with its schema, without the cross-field rules. */
export const tableStateFieldsSchema = z.object({
  updateTime: timestampSchema,
  tableSettings: tableSettingsSchema,
  playerGroup: playerGroupSchema,
  table: tableSchema,
  game: gameSchema,
  round: roundSchema,
  eventManager: eventManagerSchema,
  mixedGame: mixedGameSchema.nullable(),
  cloud: cloudSchema,
  metrics: metricsSchema,
  gameSettings: gameSettingsSchema,
  centerCards: centerCardsSchema,
  pot: potSchema,
  payout: payoutSchema.nullable(),
  locationSettings: locationSettingsSchema,
  stream: streamSchema,
  obsWebsocket: obsWebsocketSchema,
  streamDataManager: streamDataManagerSchema,
  roundHistory: z.array(roundSummarySchema),
  countdownTimer: countdownTimerSchema.nullable(),
  /** Our reading: the game modes this table may run. */
  gameModes: z.array(gameModeSchema),
  /** Our reading: the add-ons switched on; exactly these add-on fields are non-null. */
  addOns: z.array(addOnSchema),
  partyGameDealer: partyGameDealerSchema.nullable(),
  blackjack: blackjackSchema.nullable(),
  uth: uthSchema.nullable(),
  bingoAddOn: bingoAddOnSchema.nullable(),
  fortuneTellerAddOn: fortuneTellerAddOnSchema.nullable(),
  nitGameAddOn: nitGameAddOnSchema.nullable(),
  powerupsAddOn: powerupsAddOnSchema.nullable(),
  runnerUpAddOn: runnerUpAddOnSchema.nullable(),
  oneNDoneAddOn: oneNDoneAddOnSchema.nullable(),
  teamAddOn: teamAddOnSchema.nullable(),
  /** Addresses of the viewers connected to this table (dev toolbar). */
  requestingIps: z.array(z.string()),
  constants: constantsSchema,
});

/**
 * The whole table state message, with the rules that tie its parts together: seats inside the
 * table, one player per seat, the acting player seated, the add-on list matching the add-on fields,
 * and no card face shown twice among hole cards, boards and burns.
 */
export const tableStateSchema = tableStateFieldsSchema.superRefine((state, ctx) => {
  const capacity = state.tableSettings.capacity;
  const seated = new Set<number>();
  state.playerGroup.players.forEach((player, i) => {
    if (player.seatIndex >= capacity) {
      ctx.addIssue({
        code: 'custom',
        path: ['playerGroup', 'players', i, 'seatIndex'],
        message: `seat ${player.seatIndex} is outside a table of capacity ${capacity}`,
      });
    }
    if (seated.has(player.seatIndex)) {
      ctx.addIssue({
        code: 'custom',
        path: ['playerGroup', 'players', i, 'seatIndex'],
        message: `two players sit in seat ${player.seatIndex}`,
      });
    }
    seated.add(player.seatIndex);
  });

  const round = state.round;
  for (const field of ['actingPlayer', 'firstPlayerToAct'] as const) {
    const seat = round[field];
    if (seat !== null && !seated.has(seat)) {
      ctx.addIssue({ code: 'custom', path: ['round', field], message: `seat ${seat} has no player` });
    }
  }
  if (round.dealerButtonIndex >= capacity) {
    ctx.addIssue({
      code: 'custom',
      path: ['round', 'dealerButtonIndex'],
      message: `seat ${round.dealerButtonIndex} is outside a table of capacity ${capacity}`,
    });
  }

  const on = new Set(state.addOns);
  for (const addOn of addOnSchema.options) {
    if (on.has(addOn) !== (state[addOn] !== null)) {
      ctx.addIssue({
        code: 'custom',
        path: [addOn],
        message: on.has(addOn)
          ? `${addOn} is listed in addOns but is null`
          : `${addOn} must be null while it is not listed in addOns`,
      });
    }
  }

  const seen = new Map<string, string>();
  const see = (card: string | null, path: (string | number)[]) => {
    if (card === null) return;
    const where = path.join('.');
    const before = seen.get(card);
    if (before !== undefined) {
      ctx.addIssue({ code: 'custom', path, message: `card ${card} is also at ${before}` });
    } else {
      seen.set(card, where);
    }
  };
  state.playerGroup.players.forEach((player, i) => {
    player.roundStatus?.hand.cards.forEach((card, j) => {
      see(card, ['playerGroup', 'players', i, 'roundStatus', 'hand', 'cards', j]);
    });
  });
  // Boards run twice share the cards dealt before the all-in: each board lists all its cards, so the
  // same card at the same place on two boards is one card, not two.
  const boardCardAt = new Map<string, number>();
  state.centerCards.boards.forEach((board, b) => {
    board.forEach((card, j) => {
      if (b > 0 && boardCardAt.get(card) === j && state.centerCards.boards[0]?.[j] === card) return;
      boardCardAt.set(card, j);
      see(card, ['centerCards', 'boards', b, j]);
    });
  });
  state.centerCards.burns.forEach((card, j) => {
    see(card, ['centerCards', 'burns', j]);
  });
});
export type TableState = z.infer<typeof tableStateSchema>;
