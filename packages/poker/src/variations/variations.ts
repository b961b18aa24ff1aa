import type { HandType } from '../evaluate/hand-type.js';

/**
 * Variations are data (STYLE.md habit 2): a record says how many cards are dealt where, which
 * streets have betting, draws or discards, how the first player to act is chosen and how the pot
 * is shared. The reducer reads these records; adding a game is adding a constant.
 */

export const SPEC_VARIATION_CODES = [
  'NLH',
  'PLO',
  'PLO8',
  'PLO5',
  'BIG_O',
  'PLO6',
  'PLO6_HI_LO',
  'PINEAPPLE_NLH',
  'CRAZY_PINEAPPLE_NLH',
  'LAZY_PINEAPPLE_NLH',
  'DRAWMAHA_301',
  'TRIPLE_DRAW_2_7',
  'TRIPLE_DRAW_A_5',
  'BADUGI',
  'NL_SINGLE_DRAW_2_7',
] as const;

/** Games the engine plays beyond the spec's list (DESIGN.md §4): the stud family the spec's streets imply. */
export const EXTRA_VARIATION_CODES = ['STUD', 'STUD8', 'RAZZ'] as const;

export type VariationCode = (typeof SPEC_VARIATION_CODES)[number] | (typeof EXTRA_VARIATION_CODES)[number];

export const VARIATION_CODES: readonly VariationCode[] = [...SPEC_VARIATION_CODES, ...EXTRA_VARIATION_CODES];

/** The spec's street names; draw games reuse PREFLOP..RIVER for their betting rounds. */
export type StreetName =
  | 'PREFLOP'
  | 'FLOP'
  | 'TURN'
  | 'RIVER'
  | 'THIRD'
  | 'FOURTH'
  | 'FIFTH'
  | 'SIXTH'
  | 'SEVENTH';

export type BettingLimit = 'NO_LIMIT' | 'POT_LIMIT' | 'FIXED_LIMIT';

/**
 * How the first player to act on a street is found.
 * - `position`: left of the largest blind/straddle (first street) or of the button (later streets).
 * - `lowCard` / `highCard`: the lowest (stud) or highest (razz) up card brings in; suits break ties
 *   (clubs lowest, then diamonds, hearts, spades).
 * - `highHand` / `lowHand`: best (stud) or best-low (razz) showing hand; position breaks ties.
 */
export type Opening = 'position' | 'lowCard' | 'highCard' | 'highHand' | 'lowHand';

export interface Street {
  readonly name: StreetName;
  /** Whether a card is burned before this street's cards are dealt. */
  readonly burn: boolean;
  /** Hole cards dealt to each player this street, in order; `true` = face up (stud door cards). */
  readonly holeCards: readonly boolean[];
  /** Board cards dealt this street (on each board when there are several). */
  readonly boardCards: number;
  /** Players may discard and draw replacements before this street's betting (draw games). */
  readonly draw: boolean;
  /** Cards every live player discards after this street's betting (pineapple family). */
  readonly discardAfterBetting: number;
  readonly opening: Opening;
  /** Fixed-limit bet size for this street: the small bet or the big bet. */
  readonly betSize: 'small' | 'big';
}

export interface Variation {
  readonly code: VariationCode;
  /** The spec's short code (e.g. `BIG-O`, `27TD`). */
  readonly shortCode: string;
  readonly name: string;
  readonly family: 'holdem' | 'omaha' | 'draw' | 'stud';
  /** Hole cards a player holds when the hand is complete (after discards). */
  readonly holeCardsAtShowdown: number;
  /** One hand type per share of the pot: `[high]`, or `[high, low]` for split games. */
  readonly handTypes: readonly HandType[];
  /** Whether the second share needs a qualifying hand (8-or-better); without one the first share scoops. */
  readonly lowQualifies: boolean;
  readonly streets: readonly Street[];
  readonly forcedBets: 'blinds' | 'bringIn';
  readonly defaultLimit: BettingLimit;
  readonly hasBoard: boolean;
}

type StreetSpec = Partial<Street> & Pick<Street, 'name'>;

function street(spec: StreetSpec): Street {
  return {
    burn: false,
    holeCards: [],
    boardCards: 0,
    draw: false,
    discardAfterBetting: 0,
    opening: 'position',
    betSize: 'small',
    ...spec,
  };
}

const down = (n: number): boolean[] => Array.from({ length: n }, () => false);

function boardGame(holeCards: number, discards: { after?: StreetName; count?: number } = {}): Street[] {
  const discardOn = (name: StreetName) => (discards.after === name ? (discards.count ?? 1) : 0);
  return [
    street({ name: 'PREFLOP', holeCards: down(holeCards), discardAfterBetting: discardOn('PREFLOP') }),
    street({ name: 'FLOP', burn: true, boardCards: 3, discardAfterBetting: discardOn('FLOP') }),
    street({
      name: 'TURN',
      burn: true,
      boardCards: 1,
      betSize: 'big',
      discardAfterBetting: discardOn('TURN'),
    }),
    street({
      name: 'RIVER',
      burn: true,
      boardCards: 1,
      betSize: 'big',
      discardAfterBetting: discardOn('RIVER'),
    }),
  ];
}

function drawGame(holeCards: number, draws: number): Street[] {
  const names: StreetName[] = ['PREFLOP', 'FLOP', 'TURN', 'RIVER'];
  const streets = [street({ name: 'PREFLOP', holeCards: down(holeCards) })];
  for (let i = 1; i <= draws; i++) {
    streets.push(
      street({ name: names[i]!, burn: true, draw: true, betSize: i >= 2 || draws === 1 ? 'big' : 'small' }),
    );
  }
  return streets;
}

function studGame(low: boolean): Street[] {
  const later = low ? 'lowHand' : 'highHand';
  return [
    street({ name: 'THIRD', holeCards: [false, false, true], opening: low ? 'highCard' : 'lowCard' }),
    street({ name: 'FOURTH', burn: true, holeCards: [true], opening: later }),
    street({ name: 'FIFTH', burn: true, holeCards: [true], opening: later, betSize: 'big' }),
    street({ name: 'SIXTH', burn: true, holeCards: [true], opening: later, betSize: 'big' }),
    street({ name: 'SEVENTH', burn: true, holeCards: [false], opening: later, betSize: 'big' }),
  ];
}

const variations: Record<VariationCode, Variation> = {
  NLH: {
    code: 'NLH',
    shortCode: 'NLH',
    name: "No-limit hold'em",
    family: 'holdem',
    holeCardsAtShowdown: 2,
    handTypes: ['high'],
    lowQualifies: false,
    streets: boardGame(2),
    forcedBets: 'blinds',
    defaultLimit: 'NO_LIMIT',
    hasBoard: true,
  },
  PLO: omaha('PLO', 'PLO', 'Pot-limit Omaha', 4, false),
  PLO5: omaha('PLO5', 'PLO5', 'Pot-limit Omaha, five cards', 5, false),
  PLO6: omaha('PLO6', 'PLO6', 'Pot-limit Omaha, six cards', 6, false),
  PLO8: omaha('PLO8', 'PLO8', 'Pot-limit Omaha hi-lo 8 or better', 4, true),
  BIG_O: omaha('BIG_O', 'BIG-O', 'Big O (five-card Omaha hi-lo)', 5, true),
  PLO6_HI_LO: omaha('PLO6_HI_LO', 'PLO6-HI-LO', 'Pot-limit Omaha hi-lo, six cards', 6, true),
  PINEAPPLE_NLH: pineapple('PINEAPPLE_NLH', 'NLHP', "Pineapple hold'em", 'PREFLOP'),
  CRAZY_PINEAPPLE_NLH: pineapple('CRAZY_PINEAPPLE_NLH', 'NLHC', "Crazy pineapple hold'em", 'FLOP'),
  LAZY_PINEAPPLE_NLH: pineapple('LAZY_PINEAPPLE_NLH', 'NLHL', "Lazy pineapple hold'em", 'RIVER'),
  DRAWMAHA_301: {
    code: 'DRAWMAHA_301',
    shortCode: 'DRAW301',
    name: 'Drawmaha',
    family: 'omaha',
    holeCardsAtShowdown: 5,
    // DESIGN.md §4: the pot splits between the best Omaha high and the best five-card high from the hole alone.
    handTypes: ['omahaHigh', 'holeHigh'],
    lowQualifies: false,
    streets: [
      street({ name: 'PREFLOP', holeCards: down(5) }),
      street({ name: 'FLOP', burn: true, boardCards: 3 }),
      // The one draw comes after the flop betting, before the turn is dealt.
      street({ name: 'TURN', burn: true, draw: true, boardCards: 1, betSize: 'big' }),
      street({ name: 'RIVER', burn: true, boardCards: 1, betSize: 'big' }),
    ],
    forcedBets: 'blinds',
    defaultLimit: 'POT_LIMIT',
    hasBoard: true,
  },
  TRIPLE_DRAW_2_7: draw(
    'TRIPLE_DRAW_2_7',
    '27TD',
    'Deuce-to-seven triple draw',
    5,
    3,
    'deuceSevenLow',
    'FIXED_LIMIT',
  ),
  TRIPLE_DRAW_A_5: draw(
    'TRIPLE_DRAW_A_5',
    'A5TD',
    'Ace-to-five triple draw',
    5,
    3,
    'aceFiveLow',
    'FIXED_LIMIT',
  ),
  BADUGI: draw('BADUGI', 'BADUGI', 'Badugi', 4, 3, 'badugi', 'FIXED_LIMIT'),
  NL_SINGLE_DRAW_2_7: draw(
    'NL_SINGLE_DRAW_2_7',
    'NL27SD',
    'No-limit deuce-to-seven single draw',
    5,
    1,
    'deuceSevenLow',
    'NO_LIMIT',
  ),
  STUD: stud('STUD', 'STUD', 'Seven card stud', ['high'], false, false),
  STUD8: stud('STUD8', 'STUD8', 'Seven card stud hi-lo 8 or better', ['high', 'low8'], true, false),
  RAZZ: stud('RAZZ', 'RAZZ', 'Razz', ['aceFiveLow'], false, true),
};

function omaha(
  code: VariationCode,
  shortCode: string,
  name: string,
  holeCards: number,
  hiLo: boolean,
): Variation {
  return {
    code,
    shortCode,
    name,
    family: 'omaha',
    holeCardsAtShowdown: holeCards,
    handTypes: hiLo ? ['omahaHigh', 'omahaLow8'] : ['omahaHigh'],
    lowQualifies: hiLo,
    streets: boardGame(holeCards),
    forcedBets: 'blinds',
    defaultLimit: 'POT_LIMIT',
    hasBoard: true,
  };
}

function pineapple(
  code: VariationCode,
  shortCode: string,
  name: string,
  discardAfter: StreetName,
): Variation {
  return {
    code,
    shortCode,
    name,
    family: 'holdem',
    holeCardsAtShowdown: 2,
    handTypes: ['high'],
    lowQualifies: false,
    // DESIGN.md §4: three hole cards, one discarded after the betting of the named street.
    streets: boardGame(3, { after: discardAfter, count: 1 }),
    forcedBets: 'blinds',
    defaultLimit: 'NO_LIMIT',
    hasBoard: true,
  };
}

function draw(
  code: VariationCode,
  shortCode: string,
  name: string,
  holeCards: number,
  draws: number,
  handType: HandType,
  limit: BettingLimit,
): Variation {
  return {
    code,
    shortCode,
    name,
    family: 'draw',
    holeCardsAtShowdown: holeCards,
    handTypes: [handType],
    lowQualifies: false,
    streets: drawGame(holeCards, draws),
    forcedBets: 'blinds',
    defaultLimit: limit,
    hasBoard: false,
  };
}

function stud(
  code: VariationCode,
  shortCode: string,
  name: string,
  handTypes: HandType[],
  hiLo: boolean,
  lowball: boolean,
): Variation {
  return {
    code,
    shortCode,
    name,
    family: 'stud',
    holeCardsAtShowdown: 7,
    handTypes,
    lowQualifies: hiLo,
    streets: studGame(lowball),
    forcedBets: 'bringIn',
    defaultLimit: 'FIXED_LIMIT',
    hasBoard: false,
  };
}

export function isVariationCode(value: unknown): value is VariationCode {
  return typeof value === 'string' && Object.hasOwn(variations, value);
}

export function getVariation(code: VariationCode): Variation {
  return variations[code];
}

/** Hole cards dealt over the whole hand (before any discard or draw). */
export function holeCardsDealt(variation: Variation): number {
  return variation.streets.reduce((n, s) => n + s.holeCards.length, 0);
}

export function boardCardsDealt(variation: Variation): number {
  return variation.streets.reduce((n, s) => n + s.boardCards, 0);
}
