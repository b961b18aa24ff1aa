/**
 * The house rules a blackjack table is dealt by (issue 19): the reducer (blackjack.ts) plays them and
 * the house-edge calculator (house-edge.ts) prices them. Defaults are the common Las Vegas Strip shoe
 * game: six decks, dealer stands on soft 17, blackjack pays 3:2, double on any two cards, double after
 * split, split to four hands, split aces once with one card each, no surrender, dealer peeks.
 */
export interface BlackjackRules {
  /** Decks in the shoe (1–8). */
  readonly decks: number;
  /** H17 when true, S17 when false. */
  readonly dealerHitsSoft17: boolean;
  /** What a natural pays: 3 to 2 or 6 to 5 (of the bet). */
  readonly blackjackPays: '3:2' | '6:5';
  /** Which first two-card totals may double: any, hard 9–11, hard 10–11. */
  readonly doubleOn: 'any' | '9-11' | '10-11';
  readonly doubleAfterSplit: boolean;
  /** Most hands a player can reach by splitting (1 = no split, 2 = split once, 4 = resplit to four). */
  readonly maxHands: number;
  /** Aces may be split again when another ace arrives. */
  readonly resplitAces: boolean;
  /** Split aces may take more than one card. */
  readonly hitSplitAces: boolean;
  /** Late surrender (after the dealer checked for blackjack): half the bet back. */
  readonly surrender: 'none' | 'late';
  /** US hole card: the dealer checks for blackjack with an ace or ten up before players act. */
  readonly dealerPeeks: boolean;
  /** Insurance offered when the dealer shows an ace (pays 2:1). */
  readonly insurance: boolean;
  /** Where the cut card sits, as the fraction of the shoe dealt before the shuffle (0.5–0.9). */
  readonly penetration: number;
  /** Table limits, in chips. */
  readonly minBet: number;
  readonly maxBet: number;
}

export const DEFAULT_BLACKJACK_RULES: BlackjackRules = {
  decks: 6,
  dealerHitsSoft17: false,
  blackjackPays: '3:2',
  doubleOn: 'any',
  doubleAfterSplit: true,
  maxHands: 4,
  resplitAces: false,
  hitSplitAces: false,
  surrender: 'none',
  dealerPeeks: true,
  insurance: true,
  penetration: 0.75,
  minBet: 10,
  maxBet: 1000,
};
