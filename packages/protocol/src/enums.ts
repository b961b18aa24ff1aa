/**
 * The enums of the table protocol, spelled exactly as spec §3 and §4 spell them (`'IN ROUND'` keeps
 * its space). Each enum is a zod schema; its type is inferred from it and its values are the schema's
 * `.options`, so there is one list per enum and nothing is written twice.
 */
import { z } from 'zod';

/** Game modes (spec §3): the code, its label and its short code. */
export const GAME_MODE_INFO = {
  CASH: { label: 'CASH', shortCode: 'CASH' },
  SNG: { label: 'SIT N GO', shortCode: 'SNG' },
  FINAL_TABLE: { label: 'FINAL TABLE', shortCode: 'FT' },
  MTT: { label: 'TOURNAMENT', shortCode: 'MTT' },
  // The spec gives only "SOCIAL/SOC"; the label repeats the code as CASH's does.
  SOCIAL: { label: 'SOCIAL', shortCode: 'SOC' },
} as const;
export type GameMode = keyof typeof GAME_MODE_INFO;
export const gameModeSchema = z.enum(Object.keys(GAME_MODE_INFO) as [GameMode, ...GameMode[]]);

/**
 * Variations (spec §3) with their short codes. STUD, STUD8 and RAZZ are ours: the engine plays them
 * beyond the spec (DESIGN.md §4; the spec's THIRD..SEVENTH streets, bringIn and studAnte imply them).
 * Limit hold'em is NLH with FIXED_LIMIT in the blind level's `limits`, not a variation of its own.
 */
export const VARIATION_INFO = {
  NLH: { shortCode: 'NLH' },
  PLO: { shortCode: 'PLO' },
  PLO8: { shortCode: 'PLO8' },
  PLO5: { shortCode: 'PLO5' },
  BIG_O: { shortCode: 'BIG-O' },
  PLO6: { shortCode: 'PLO6' },
  PLO6_HI_LO: { shortCode: 'PLO6-HI-LO' },
  PINEAPPLE_NLH: { shortCode: 'NLHP' },
  CRAZY_PINEAPPLE_NLH: { shortCode: 'NLHC' },
  LAZY_PINEAPPLE_NLH: { shortCode: 'NLHL' },
  DRAWMAHA_301: { shortCode: 'DRAW301' },
  TRIPLE_DRAW_2_7: { shortCode: '27TD' },
  TRIPLE_DRAW_A_5: { shortCode: 'A5TD' },
  BADUGI: { shortCode: 'BADUGI' },
  NL_SINGLE_DRAW_2_7: { shortCode: 'NL27SD' },
  STUD: { shortCode: 'STUD' },
  STUD8: { shortCode: 'STUD8' },
  RAZZ: { shortCode: 'RAZZ' },
} as const;
export type Variation = keyof typeof VARIATION_INFO;
export const variationSchema = z.enum(Object.keys(VARIATION_INFO) as [Variation, ...Variation[]]);
/** "Draw games are the last five" of the spec's list. */
export const DRAW_VARIATIONS = [
  'DRAWMAHA_301',
  'TRIPLE_DRAW_2_7',
  'TRIPLE_DRAW_A_5',
  'BADUGI',
  'NL_SINGLE_DRAW_2_7',
] as const satisfies readonly Variation[];
/** The spec's hi-lo games, and stud hi-lo which we add. */
export const HI_LO_VARIATIONS = [
  'PLO8',
  'BIG_O',
  'PLO6_HI_LO',
  'STUD8',
] as const satisfies readonly Variation[];
/**
 * The games whose starting hands are the 13×13 grid of hand classes (`AKs`, STAT-18): hold'em dealt
 * two hole cards. Pineapples deal three; every other game's hands are matched by rank-prime product.
 */
export const STARTING_HAND_GRID_VARIATIONS = ['NLH'] as const satisfies readonly Variation[];
/** Our stud games: no community board, streets THIRD..SEVENTH. */
export const STUD_VARIATIONS = ['STUD', 'STUD8', 'RAZZ'] as const satisfies readonly Variation[];

export const chipColourSchema = z.enum([
  'GREY',
  'RED',
  'GREEN',
  'BLACK',
  'PURPLE',
  'YELLOW',
  'BLUE',
  'PINK',
  'ORANGE',
  'BROWN',
]);
export type ChipColour = z.infer<typeof chipColourSchema>;

export const positionSchema = z.enum(['sb', 'bb', 'utg', 'utg1', 'utg2', 'utg3', 'lj', 'hj', 'co', 'btn']);
export type Position = z.infer<typeof positionSchema>;

/**
 * Streets (spec §3). Board games use PREFLOP..RIVER, stud games THIRD..SEVENTH. Our decision for draw
 * games, which the spec does not name: the betting rounds before the first draw and after draws one,
 * two and three are PREFLOP, FLOP, TURN and RIVER (single-draw games use PREFLOP and FLOP); Drawmaha
 * keeps its real board streets.
 */
export const streetSchema = z.enum([
  'NONE',
  'PREFLOP',
  'FLOP',
  'TURN',
  'RIVER',
  'THIRD',
  'FOURTH',
  'FIFTH',
  'SIXTH',
  'SEVENTH',
]);
export type Street = z.infer<typeof streetSchema>;

/** Table modes (spec §4): what the engine does with antenna reads. */
export const tableModeSchema = z.enum([
  'NONE',
  'GAME',
  'REGISTER_DECK',
  'REGISTER_CHIPS',
  'REGISTER_CUT_CARD',
  'REGISTER_BUTTON',
  'REGISTER_ALL_IN',
  'SCAN',
  'RECORD',
  'VAULT',
  'DEMO',
]);
export type TableMode = z.infer<typeof tableModeSchema>;

/** Game states (spec §4), `IN ROUND` with its space. */
export const gameStateSchema = z.enum(['SETUP', 'STANDBY', 'IN ROUND', 'CLEARING']);
export type GameState = z.infer<typeof gameStateSchema>;

/**
 * Round states of a poker round (spec §4), spelled as there. The spec names "two tutorial waits (for
 * cards, for chips)" without spelling them; `TUTORIAL WAITING FOR CARDS` / `TUTORIAL WAITING FOR
 * CHIPS` are our spelling, in the style of the others.
 */
export const roundStateSchema = z.enum([
  'WAITING FOR ROUND START',
  'ACTION',
  'CALL CONFIRMATION',
  'RAISE CONFIRMATION',
  'BURN',
  'BOARD',
  'DISCARDS',
  'DRAWS',
  'ALL IN CONFIRMATION',
  'ELIMINATION CONFIRMATION',
  'WINNER ASSIGNMENT',
  'POWERUP CONFIRMATION',
  'NIT GAME CONFIRMATION',
  'DEALER CARDS',
  'BOUNTY CONFIRMATION',
  'SHOWDOWN CONFIRMATION',
  'TRIVIA ANSWER',
  'TUTORIAL WAITING FOR CARDS',
  'TUTORIAL WAITING FOR CHIPS',
]);
export type RoundState = z.infer<typeof roundStateSchema>;

/**
 * Round states of the banked add-on games (blackjack, ultimate Texas hold'em). The spec gives only the
 * first, WAITING_FOR_BETS (with underscores, unlike the poker round states); the others are ours.
 */
export const casinoRoundStateSchema = z.enum([
  'WAITING_FOR_BETS',
  'DEALING',
  'PLAYER_ACTION',
  'DEALER_ACTION',
  'SETTLING',
]);
export type CasinoRoundState = z.infer<typeof casinoRoundStateSchema>;

/** API environment of a table, from its dev constant (spec §4). */
export const DEV_LEVELS = { 0: 'PROD', 1: 'STAGING', 2: 'DEV', 3: 'LOCAL' } as const;
export type DevLevel = keyof typeof DEV_LEVELS;
export const devLevelSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/**
 * Stream status. The spec names READY and STOPPED; the others are ours, following the output states
 * obs-websocket reports (starting, live, stopping, reconnecting) plus a failure.
 */
export const streamStatusSchema = z.enum([
  'READY',
  'STARTING',
  'LIVE',
  'STOPPING',
  'STOPPED',
  'RECONNECTING',
  'ERROR',
]);
export type StreamStatus = z.infer<typeof streamStatusSchema>;

/** Betting structure of a street (DESIGN.md §4: per street, in the blind level's `limits`). */
export const limitSchema = z.enum(['NO_LIMIT', 'POT_LIMIT', 'FIXED_LIMIT']);
export type Limit = z.infer<typeof limitSchema>;

/**
 * How a share of the pot is ranked, one per hand type of packages/poker (`HandType`, the keys here).
 * The spec gives `HIGH_2` as an example; the rest are ours: HIGH_2 is Omaha high (exactly two hole
 * cards), LOW_8_2 Omaha 8-or-better low, HIGH_HOLE the hole-cards-only high of Drawmaha's draw half.
 * Engine and server turn a variation's hand types into a blind level's `rankingTypes` with this map;
 * poker-agreement.test.ts holds its keys to poker's hand types.
 */
export const RANKING_TYPE_OF_HAND_TYPE = {
  high: 'HIGH',
  omahaHigh: 'HIGH_2',
  low8: 'LOW_8',
  omahaLow8: 'LOW_8_2',
  aceFiveLow: 'LOW_A_5',
  deuceSevenLow: 'LOW_2_7',
  badugi: 'BADUGI',
  holeHigh: 'HIGH_HOLE',
} as const;
/** packages/poker's `HandType`, spelled here so that the protocol does not load the poker package. */
export type PokerHandType = keyof typeof RANKING_TYPE_OF_HAND_TYPE;
type Ranking = (typeof RANKING_TYPE_OF_HAND_TYPE)[PokerHandType];
export const rankingTypeSchema = z.enum(Object.values(RANKING_TYPE_OF_HAND_TYPE) as [Ranking, ...Ranking[]]);
export type RankingType = z.infer<typeof rankingTypeSchema>;

/**
 * The betting actions an operator enters or the engine infers from chips. `bringIn` and `complete` are
 * ours, for stud (the spec's `bringIn`): the lowest door card brings in, or completes to the small bet.
 */
export const actionTypeSchema = z.enum(['fold', 'check', 'call', 'bet', 'raise', 'bringIn', 'complete']);
export type ActionType = z.infer<typeof actionTypeSchema>;

/** The add-on games of spec §1; each has its own top-level field, `null` while it is off. */
export const addOnSchema = z.enum([
  'partyGameDealer',
  'blackjack',
  'uth',
  'bingoAddOn',
  'fortuneTellerAddOn',
  'nitGameAddOn',
  'powerupsAddOn',
  'runnerUpAddOn',
  'oneNDoneAddOn',
  'teamAddOn',
]);
export type AddOn = z.infer<typeof addOnSchema>;
