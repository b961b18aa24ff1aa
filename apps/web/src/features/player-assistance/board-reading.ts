/**
 * The board explained for a new player, without anyone's hole cards (the screen faces the table, so it
 * rides a hidden feed): the best hand anyone could hold now (the nuts), the best low in hi-lo, which
 * hands the board allows, the draws still open, and the hand-rankings ladder of the variation.
 *
 * The nuts are found by enumeration with the project's exact evaluator: every two-card holding the
 * deck still allows (1,081 on a flop), played as the variation plays them (hold'em: any five of seven;
 * Omaha: exactly two from the hand and three from the board). Memoised per board and game.
 */
import {
  ALL_CARDS,
  type Card,
  type CardIndex,
  cardIndex,
  evaluateHigh,
  evaluateHigh5,
  evaluateLow8,
  getVariation,
  HIGH_CATEGORIES,
  type HighCategory,
  highCategory,
  isCard,
  isVariationCode,
  rankOf,
  rankWord,
  suitOf,
  type Variation,
} from '@railbird/poker';

/** Ranks in words for a new player: plain `two` and `twos` where a dealer says `deuce`. */
const word = (rank: number) => (rank === 0 ? 'two' : rankWord(rank));
const words = (rank: number) => (rank === 0 ? 'twos' : rankWord(rank, true));
const SUIT_WORDS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five'] as const;
const SUIT_SINGULAR = ['club', 'diamond', 'heart', 'spade'] as const;
/** Ranks as the room says them on a low: `A` low, `T` as 10. */
const LOW_RANK_TEXT = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;

/** How the game plays the board: which rule finds a player's best hand. */
export type BoardRule = 'holdem' | 'omaha' | 'none';

export interface GameRules {
  code: string;
  name: string;
  family: Variation['family'];
  boardRule: BoardRule;
  /** Half the pot to the best eight-or-better low. */
  hiLo: boolean;
  /** The ladder the game ranks hands by. */
  ladder: 'high' | 'deuceSeven' | 'aceFive' | 'badugi';
}

/** The rules of a variation code as the table state names it (`NLH`, `PLO8`…); hold'em when unknown. */
export function gameRules(code: string): GameRules {
  const variation = getVariation(isVariationCode(code) ? code : 'NLH');
  const types = variation.handTypes;
  const boardRule: BoardRule = !variation.hasBoard
    ? 'none'
    : types.includes('omahaHigh')
      ? 'omaha'
      : 'holdem';
  const ladder = types.includes('deuceSevenLow')
    ? 'deuceSeven'
    : types.includes('aceFiveLow')
      ? 'aceFive'
      : types.includes('badugi')
        ? 'badugi'
        : 'high';
  return {
    code: variation.code,
    name: variation.name,
    family: variation.family,
    boardRule,
    hiLo: types.includes('omahaLow8') || types.includes('low8'),
    ladder,
  };
}

export interface Nuts {
  /** The evaluator's high value of the best hand. */
  value: number;
  category: HighCategory;
  /** "an ace-high flush in hearts", "aces full of kings", "a straight, ten to ace". */
  text: string;
  /** One holding that makes it, best cards first. */
  example: Card[];
  /** How many two-card holdings make it. */
  combos: number;
}

export interface BestLow {
  /** "5-4-3-2-A". */
  ranks: string;
  /** "the wheel, 5-4-3-2-A" or "8-6-4-2-A". */
  text: string;
  example: Card[];
}

export interface BoardReading {
  /** The board read (the first board when there are several), as valid distinct cards. */
  board: Card[];
  /** Cards still to come on this board (0 on the river). */
  toCome: number;
  nuts: Nuts | null;
  /** Hi-lo only: the best low anyone could hold now; null when no low is possible yet. */
  low: BestLow | null;
  /** The hand categories some holding makes on this board now. */
  possible: ReadonlySet<HighCategory>;
  /** Plain sentences: what the board allows and which draws are open. */
  notes: string[];
}

const BOARD_SIZE = 5;

/** Valid, distinct cards from a board as the feed carries it (a null or repeated card is skipped). */
function cleanBoard(cards: readonly (string | null)[]): Card[] {
  const out: Card[] = [];
  for (const card of cards) if (isCard(card) && !out.includes(card)) out.push(card);
  return out.slice(0, BOARD_SIZE);
}

const cache = new Map<string, BoardReading | null>();

/**
 * The board explained, or null when there is nothing to read (no board yet, or a game without one).
 * Memoised: a table state arrives many times a second with the same board.
 */
export function readBoard(rules: GameRules, cards: readonly (string | null)[]): BoardReading | null {
  const board = cleanBoard(cards);
  const key = `${rules.boardRule}:${rules.hiLo}:${board.join('')}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const reading = rules.boardRule === 'none' || board.length < 3 ? null : computeReading(rules, board);
  if (cache.size > 200) cache.clear();
  cache.set(key, reading);
  return reading;
}

function computeReading(rules: GameRules, board: Card[]): BoardReading {
  const indices = board.map(cardIndex);
  const used = new Set(indices);
  const rest: CardIndex[] = [];
  for (let i = 0; i < 52; i++) if (!used.has(i)) rest.push(i);
  const omaha = rules.boardRule === 'omaha';
  const triples = omaha ? subsets(indices, 3) : [];
  const hand = [...indices, 0, 0];
  const n = indices.length;

  let best = 0;
  let bestHole: [CardIndex, CardIndex] = [rest[0]!, rest[1]!];
  let combos = 0;
  const categories = new Set<HighCategory>();
  let bestLow = 0;
  let bestLowHole: [CardIndex, CardIndex] | null = null;

  for (let i = 0; i < rest.length - 1; i++) {
    const a = rest[i]!;
    for (let j = i + 1; j < rest.length; j++) {
      const b = rest[j]!;
      let value = 0;
      if (omaha) {
        for (const [x, y, z] of triples) {
          const v = evaluateHigh5(a, b, x!, y!, z!);
          if (v > value) value = v;
          if (rules.hiLo) {
            const low = evaluateLow8([a, b, x!, y!, z!]);
            if (low > bestLow) {
              bestLow = low;
              bestLowHole = [a, b];
            }
          }
        }
      } else {
        hand[n] = a;
        hand[n + 1] = b;
        value = evaluateHigh(hand);
      }
      categories.add(highCategory(value));
      if (value > best) {
        best = value;
        bestHole = [a, b];
        combos = 1;
      } else if (value === best) {
        combos++;
      }
    }
  }

  const bestFive = bestFiveOf(bestHole, indices, omaha, best);
  const category = highCategory(best);
  const nuts: Nuts = {
    value: best,
    category,
    text: handText(category, bestFive),
    example: orderHole(bestHole),
    combos,
  };
  const low = bestLowHole === null ? null : lowOf(bestLowHole, indices);
  return {
    board,
    toCome: BOARD_SIZE - board.length,
    nuts,
    low,
    possible: categories,
    notes: boardNotes(rules, indices, categories, low),
  };
}

function subsets(cards: readonly CardIndex[], k: number): CardIndex[][] {
  const out: CardIndex[][] = [];
  const pick = (from: number, taken: CardIndex[]) => {
    if (taken.length === k) {
      out.push([...taken]);
      return;
    }
    for (let i = from; i < cards.length; i++) pick(i + 1, [...taken, cards[i]!]);
  };
  pick(0, []);
  return out;
}

/** The five cards that make `value` from this holding and board. */
function bestFiveOf(hole: readonly CardIndex[], board: readonly CardIndex[], omaha: boolean, value: number) {
  const pool = omaha ? null : [...hole, ...board];
  for (const five of omaha ? subsets(board, 3).map((t) => [...hole, ...t]) : subsets(pool!, 5)) {
    if (evaluateHigh(five) === value) return five;
  }
  throw new Error('no five cards make the best value');
}

function orderHole(hole: readonly CardIndex[]): Card[] {
  return [...hole].sort((x, y) => y - x).map((i) => ALL_CARDS[i]!);
}

/** Ranks grouped as a dealer reads them: biggest group first, then higher rank. */
function rankGroups(five: readonly CardIndex[]): { rank: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const c of five) counts.set(rankOf(c), (counts.get(rankOf(c)) ?? 0) + 1);
  return [...counts]
    .map(([rank, count]) => ({ rank, count }))
    .sort((x, y) => y.count - x.count || y.rank - x.rank);
}

/** The top card of a straight (5 for the wheel A-2-3-4-5). */
function straightTop(five: readonly CardIndex[]): number {
  const ranks = five.map(rankOf).sort((x, y) => y - x);
  return ranks[0] === 12 && ranks[1] === 3 ? 3 : ranks[0]!;
}

const article = (word: string) => (/^[aeio]/.test(word) || word.startsWith('eight') ? 'an' : 'a');

/** A hand category in words for a new player: "an ace-high flush in hearts", "kings full of sevens". */
export function handText(category: HighCategory, five: readonly CardIndex[]): string {
  const groups = rankGroups(five);
  const top = groups[0]!.rank;
  const suit = SUIT_WORDS[suitOf(five[0]!)]!;
  switch (category) {
    case 'Straight flush': {
      const high = straightTop(five);
      if (high === 12) return `a royal flush in ${suit}`;
      return `a straight flush, ${word(high === 3 ? 12 : high - 4)} to ${word(high)} in ${suit}`;
    }
    case 'Four of a kind':
      return `four ${words(top)}`;
    case 'Full house':
      return `${words(top)} full of ${words(groups[1]!.rank)}`;
    case 'Flush': {
      const high = `${word(top)}-high`;
      return `${article(high)} ${high} flush in ${suit}`;
    }
    case 'Straight': {
      const high = straightTop(five);
      return `a straight, ${word(high === 3 ? 12 : high - 4)} to ${word(high)}`;
    }
    case 'Three of a kind':
      return `three ${words(top)}`;
    case 'Two pair':
      return `two pair, ${words(top)} and ${words(groups[1]!.rank)}`;
    case 'One pair':
      return `a pair of ${words(top)}`;
    case 'High card':
      return `${word(top)} high`;
  }
}

/** Ace-to-five rank for lows: ace 0, deuce 1 … eight 7. */
const lowRank = (card: CardIndex) => (rankOf(card) === 12 ? 0 : rankOf(card) + 1);

function lowOf(hole: readonly CardIndex[], board: readonly CardIndex[]): BestLow {
  // The best low from this holding: the lowest five distinct ranks ≤ 8 using both hole cards.
  let bestValue = 0;
  let bestFive: CardIndex[] = [];
  for (const triple of subsets(board, 3)) {
    const five = [...hole, ...triple];
    const v = evaluateLow8(five);
    if (v > bestValue) {
      bestValue = v;
      bestFive = five;
    }
  }
  const ranks = bestFive
    .map(lowRank)
    .sort((x, y) => y - x)
    .map((r) => (r === 0 ? 'A' : LOW_RANK_TEXT[r - 1]!))
    .join('-');
  return {
    ranks,
    text: ranks === '5-4-3-2-A' ? 'the wheel, 5-4-3-2-A' : ranks,
    example: [...hole].sort((x, y) => lowRank(x) - lowRank(y)).map((i) => ALL_CARDS[i]!),
  };
}

/** Whether some five consecutive ranks (ace also low) hold at least `need` of these distinct ranks. */
function straightWindow(ranks: ReadonlySet<number>, need: number): boolean {
  for (let low = -1; low <= 8; low++) {
    let count = 0;
    for (let r = low; r < low + 5; r++) if (ranks.has(r === -1 ? 12 : r)) count++;
    if (count >= need) return true;
  }
  return false;
}

function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/**
 * What the board allows and which draws are open, in plain sentences. The straight and flush rules
 * are the same in hold'em and Omaha for what is *possible*: three cards of the board within five ranks
 * (or of one suit) with two from the hand.
 */
function boardNotes(
  rules: GameRules,
  board: readonly CardIndex[],
  possible: ReadonlySet<HighCategory>,
  low: BestLow | null,
): string[] {
  const notes: string[] = [];
  const toCome = BOARD_SIZE - board.length;
  const suitCounts = [0, 0, 0, 0];
  for (const c of board) suitCounts[suitOf(c)]!++;
  const topSuit = suitCounts.indexOf(Math.max(...suitCounts));
  const topCount = suitCounts[topSuit]!;
  const ranks = new Set(board.map(rankOf));

  if (possible.has('Flush') || possible.has('Straight flush')) {
    notes.push(
      rules.boardRule === 'omaha'
        ? `Flush possible: ${COUNT_WORDS[topCount]} ${SUIT_WORDS[topSuit]} on the board; a flush needs two more in the hand.`
        : `Flush possible: ${COUNT_WORDS[topCount]} ${SUIT_WORDS[topSuit]} on the board.`,
    );
  } else if (toCome > 0 && topCount === 2) {
    const draws = suitCounts.flatMap((n, s) => (n === 2 ? [SUIT_SINGULAR[s]!] : []));
    notes.push(`Flush draw: one more ${listWords(draws)} on the board makes a flush possible.`);
  } else {
    notes.push('No flush possible.');
  }

  if (possible.has('Straight')) {
    notes.push('Straight possible: three cards of the board fit in a straight.');
  } else if (toCome > 0) {
    const makers: string[] = [];
    for (let r = 12; r >= 0; r--) {
      if (ranks.has(r)) continue;
      if (straightWindow(new Set([...ranks, r]), 3)) makers.push(LOW_RANK_TEXT[r]!);
    }
    notes.push(
      makers.length > 0
        ? `Straight draw: ${/^[A8]/.test(makers[0]!) ? 'an' : 'a'} ${listWords(makers)} next makes a straight possible.`
        : 'No straight possible yet.',
    );
  } else {
    notes.push('No straight possible.');
  }

  if (ranks.size < board.length) {
    const big = [
      possible.has('Full house') ? 'a full house' : null,
      possible.has('Four of a kind') ? 'four of a kind' : null,
    ].filter((x): x is string => x !== null);
    notes.push(
      `The board is paired: ${big.length > 0 ? `${listWords(big)} is possible` : 'watch for trips'}.`,
    );
  } else if (toCome > 0) {
    notes.push('If the board pairs, a full house becomes possible.');
  }

  if (rules.hiLo) {
    if (low) notes.push(`A low is possible: the best is ${low.text}.`);
    else {
      const lowRanks = new Set(board.filter((c) => lowRank(c) <= 7).map(lowRank));
      notes.push(
        toCome === 0 || lowRanks.size + toCome < 3
          ? 'No low this hand: the high hand takes the whole pot.'
          : `No low yet: the board needs three different cards 8 or lower (it has ${lowRanks.size}).`,
      );
    }
  }
  if (toCome === 0) notes.push('No more cards to come: the best hand now wins.');
  return notes;
}

/** One rung of the hand-rankings ladder, strongest first. */
export interface Rung {
  name: string;
  /** A short example in the notation the cards use. */
  example: string;
  /** For the high ladder: its category (to mark what the board allows). */
  category?: HighCategory;
}

const HIGH_LADDER: readonly Rung[] = [
  { name: 'Straight flush', example: '9♥ 8♥ 7♥ 6♥ 5♥' },
  { name: 'Four of a kind', example: 'Q Q Q Q' },
  { name: 'Full house', example: 'K K K 7 7' },
  { name: 'Flush', example: 'five of one suit' },
  { name: 'Straight', example: '10 9 8 7 6' },
  { name: 'Three of a kind', example: '8 8 8' },
  { name: 'Two pair', example: 'J J 4 4' },
  { name: 'One pair', example: 'A A' },
  { name: 'High card', example: 'A K 9 6 3' },
].map((r) => ({ ...r, category: r.name as HighCategory }));

const LADDERS: Record<GameRules['ladder'], readonly Rung[]> = {
  high: HIGH_LADDER,
  deuceSeven: [
    { name: 'Seven low (the best)', example: '7 5 4 3 2' },
    { name: 'Eight low', example: '8 6 4 3 2' },
    { name: 'Nine low', example: '9 7 5 3 2' },
    { name: 'Ten low', example: '10 8 6 4 3' },
    { name: 'Jack to king low', example: 'K 9 6 4 2' },
    { name: 'Ace high (aces are high)', example: 'A 6 5 4 3' },
    { name: 'A pair or worse', example: 'straights and flushes count against you' },
  ],
  aceFive: [
    { name: 'The wheel (the best)', example: '5 4 3 2 A' },
    { name: 'Six low', example: '6 4 3 2 A' },
    { name: 'Seven low', example: '7 5 4 2 A' },
    { name: 'Eight low', example: '8 6 3 2 A' },
    { name: 'Nine low and up', example: '9 7 5 4 3' },
    { name: 'A pair or worse', example: 'straights and flushes do not count' },
  ],
  badugi: [
    { name: 'Badugi (the best: 4-3-2-A)', example: 'four suits, four ranks' },
    { name: 'Three-card hand', example: 'one card pairs or shares a suit' },
    { name: 'Two-card hand', example: '' },
    { name: 'One-card hand', example: '' },
  ],
};

export function ladderFor(rules: GameRules): readonly Rung[] {
  return LADDERS[rules.ladder];
}

/** How the game is played, in a line or two for someone new to it. */
export function howToPlay(rules: GameRules): string[] {
  const lines: string[] = [];
  if (rules.code === 'DRAWMAHA_301') {
    lines.push(
      'Half the pot: the best Omaha hand, exactly two of your cards and three from the board.',
      'Other half: the best five-card hand in your own cards alone.',
    );
    return lines;
  }
  if (rules.boardRule === 'omaha') {
    lines.push('Use exactly two of your cards and exactly three from the board.');
  } else if (rules.boardRule === 'holdem') {
    lines.push(
      rules.code.includes('PINEAPPLE')
        ? 'You get three cards and throw one away; then your best five from your two and the board.'
        : 'Your best five cards from your two and the five on the board, in any mix.',
    );
  } else if (rules.family === 'stud') {
    lines.push('Seven cards each, some face up, no board: your best five of your seven.');
  } else if (rules.family === 'draw') {
    lines.push('No board: after each betting round you may swap cards for new ones.');
  }
  if (rules.ladder === 'deuceSeven')
    lines.push('Lowest hand wins. Aces are high; straights and flushes count against you.');
  if (rules.ladder === 'aceFive')
    lines.push('Lowest hand wins. Aces are low; straights and flushes do not count.');
  if (rules.ladder === 'badugi')
    lines.push('Lowest badugi wins: four cards of different suits and different ranks.');
  if (rules.hiLo) {
    lines.push(
      'Hi-lo: half the pot to the best high hand, half to the best low (five different cards 8 or lower, aces low). No low: the high hand takes it all.',
    );
  }
  return lines;
}

/** The words a new player hears at the table, each in a few words. */
export const TABLE_WORDS: readonly { word: string; meaning: string }[] = [
  { word: 'Check', meaning: 'pass; nothing to pay' },
  { word: 'Call', meaning: 'match the bet' },
  { word: 'Raise', meaning: 'bet more than the bet' },
  { word: 'Fold', meaning: 'give up the hand' },
  { word: 'All in', meaning: 'bet every chip left' },
  { word: 'The nuts', meaning: 'the best hand possible' },
];

/** The best starting hand, said before there is a board. */
export function preflopNote(rules: GameRules): string | null {
  if (rules.boardRule === 'holdem') return 'No board yet. The best starting hand is a pair of aces.';
  if (rules.boardRule === 'omaha')
    return 'No board yet. Strong starts have four cards that work together: A-A-K-K of two suits is the best.';
  return null;
}

export { HIGH_CATEGORIES };
