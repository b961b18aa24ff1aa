/**
 * Settings of the table state (spec §3): the blind levels, the game a table plays (`gameSettings`)
 * and the table as hardware (`tableSettings`).
 */
import { z } from 'zod';
import {
  chipColourSchema,
  gameModeSchema,
  limitSchema,
  positionSchema,
  rankingTypeSchema,
  streetSchema,
  variationSchema,
} from '../enums.js';
import {
  chipsSchema,
  hexColourSchema,
  MAX_CAPACITY,
  seatCountSchema,
  seatIndexSchema,
  tableKeySchema,
} from './primitives.js';

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
  maxPlayers: seatCountSchema,
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
  capacity: seatCountSchema,
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
