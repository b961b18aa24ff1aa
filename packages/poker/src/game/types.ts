import type { Card } from '../cards/cards.js';
import type { HandType } from '../evaluate/hand-type.js';
import type { BettingLimit, StreetName, VariationCode } from '../variations/variations.js';

/** Whole chips (integer units). Hand histories in dollars and cents are scaled to integers on import. */
export type Chips = number;

/**
 * A player's index in the hand: position order, 0 = first seat left of the button (the small blind
 * in button games, the first player left of the dealer in stud), the last = the button.
 * Not to be confused with a table seat (`seatIndex`), which the table keeps.
 */
export type PlayerIndex = number;

export interface PlayerSetup {
  readonly name: string;
  readonly stack: Chips;
  /** The table seat, kept for the table's own bookkeeping; the rules never read it. */
  readonly seatIndex?: number;
}

/** Everything fixed at the start of a hand: the game, who plays, the forced bets and house rules. */
export interface HandConfig {
  readonly variation: VariationCode;
  readonly players: readonly PlayerSetup[];
  /** Ante per player (position order). Uniform antes, a big-blind ante, a stud ante or a bomb pot. */
  readonly antes: readonly Chips[];
  /**
   * Uniform antes (`true`): a player who antes less than the others can only win that much from each
   * of them, and the unmatched part of a larger ante is returned. `false` (big-blind ante): every ante is
   * dead money in the main pot. (PHH `ante_trimming_status`.)
   */
  readonly anteTrimming: boolean;
  /** Whether the ante is taken before the blind when a short stack cannot cover both (`isAnteFirst`). */
  readonly anteFirst: boolean;
  /** Blind or straddle per player (position order): small blind, big blind, then straddles. */
  readonly blindsOrStraddles: readonly Chips[];
  /** Stud bring-in; 0 in blind games. */
  readonly bringIn: Chips;
  /** Fixed-limit bet sizes (small bet for early streets, big bet for later ones). */
  readonly smallBet: Chips;
  readonly bigBet: Chips;
  /** The smallest opening bet and raise increment in no-limit and pot-limit (usually the big blind). */
  readonly minBet: Chips;
  /** Betting structure per street (index = street index); a single value applies to every street. */
  readonly limits: BettingLimit | readonly BettingLimit[];
  /** Most completions, bets and raises per street (fixed limit); `null` for no cap. */
  readonly raiseCap: number | null;
  /** Boards dealt (`numBoards`); each board wins an equal share of every pot. */
  readonly numBoards: number;
  /** A bomb pot: everyone antes (`antes`) and the first street has no betting. */
  readonly bombPot: boolean;
  /**
   * Whether burns are part of the record. A table reading every card says `true`: burns are dealt and
   * a dead card can only come back once the stub has run out. Hand histories do not record burns, so
   * when the stub ran out is unknowable: a card out of play (mucked, discarded) may then be dealt again.
   */
  readonly burnsRecorded: boolean;
  readonly rules: HouseRules;
}

/** House policy passed in, never hard-wired (STYLE.md habit 3). */
export interface HouseRules {
  /**
   * Whether an all-in raise smaller than a full raise reopens raising for players who already acted.
   * Tournament rules (TDA) and most rooms: `false`. Some software (and PokerKit, which produced the
   * reference hands) lets any raise reopen: `true`.
   */
  readonly shortAllInReopens: boolean;
  /** Whether a player may fold when they could check (live rooms allow it; the hand is simply dead). */
  readonly foldWhenCheckAllowed: boolean;
  /**
   * Whether a completion, bet or raise may also stop at what the opponents can at most call, when
   * that is less than the structure's size (BET-12). A room: `false`, only an all-in is smaller than
   * the size. Some software (PokerKit, which produced the reference hands) caps every bet there, even
   * in fixed limit, and a replay reproduces what its histories record: `true`.
   */
  readonly betsStopAtCallable: boolean;
}

export type Phase = 'dealing' | 'betting' | 'discarding' | 'showdown' | 'complete';

export type PlayerStatus = 'inHand' | 'folded' | 'mucked';

export interface PlayerState {
  readonly startingStack: Chips;
  readonly stack: Chips;
  /** Chips in front of the player on this street, not yet gathered into the pot. */
  readonly bet: Chips;
  /** Chips gathered into the pot from this player that play for side pots (bets, blinds, live antes). */
  readonly committed: Chips;
  /** Antes that are dead money (big-blind ante); they belong to the main pot, not to side-pot levels. */
  readonly deadAnte: Chips;
  readonly status: PlayerStatus;
  /** Hole cards in the order dealt; `null` is a card nobody saw. */
  readonly hole: readonly (Card | null)[];
  /** Face-up flags matching `hole` (stud door cards). */
  readonly up: readonly boolean[];
  /** Whether the player has shown every hole card at showdown. */
  readonly shown: boolean;
  /** Hole cards still owed to this player on this street: one flag (face up?) per card. */
  readonly pendingHole: readonly boolean[];
}

export interface BettingState {
  /** Players still to act, in order; the first is to act now. */
  readonly actors: readonly PlayerIndex[];
  /** The first actor on the first stud street must bring in or complete. */
  readonly bringInPending: boolean;
  /** Until someone completes, a raise on the first stud street is a completion to the small bet. */
  readonly completionPending: boolean;
  /** The largest full raise increment on this street (the next raise must be at least this much). */
  readonly raiseIncrement: Chips;
  readonly raiseCount: number;
  /** The bet level of the last full bet, completion or raise. */
  readonly fullRaiseLevel: Chips;
  /** Per player: the bet level after their last voluntary action on this street, `null` before it. */
  readonly actedAt: readonly (Chips | null)[];
  readonly lastAggressor: PlayerIndex | null;
}

export interface DealingState {
  /** Board cards still owed on this street, per board. */
  readonly boardPending: readonly number[];
  readonly burnPending: boolean;
  /** Draw streets: players who still have to stand pat or discard, in turn order. */
  readonly drawers: readonly PlayerIndex[];
}

export interface DeckState {
  /** Known cards out of the stub that are no longer in play: mucked, discarded, burned. */
  readonly dead: readonly Card[];
  /** Cards out of play that nobody saw (`??` mucked, discarded or burned). */
  readonly unknownOut: number;
  /** Whether dead cards were shuffled back because the stub ran out (draw games). */
  readonly recycled: boolean;
}

export interface HandState {
  readonly config: HandConfig;
  readonly phase: Phase;
  readonly streetIndex: number;
  readonly players: readonly PlayerState[];
  /** One board per `numBoards`; every board receives the same number of cards. */
  readonly boards: readonly (readonly (Card | null)[])[];
  readonly betting: BettingState | null;
  readonly dealing: DealingState | null;
  /** Players who still owe a pineapple discard after this street's betting. */
  readonly discarders: readonly PlayerIndex[];
  /** Betting is closed for the rest of the hand (at most one player with chips): cards are run out. */
  readonly runout: boolean;
  /** The last player to bet or raise on the final betting round: shows first. */
  readonly lastAggressor: PlayerIndex | null;
  readonly deck: DeckState;
  readonly result: HandResult | null;
}

export interface Pot {
  readonly amount: Chips;
  /** Players still in the hand who can win this pot. */
  readonly eligible: readonly PlayerIndex[];
}

export interface PotShareAward {
  readonly board: number;
  readonly handType: HandType | null;
  readonly amount: Chips;
  readonly winners: readonly PlayerIndex[];
  /** Chips per player from this share (position order). */
  readonly amounts: readonly Chips[];
}

export interface PotAward {
  readonly pot: number;
  readonly amount: Chips;
  readonly eligible: readonly PlayerIndex[];
  readonly shares: readonly PotShareAward[];
}

export interface HandResult {
  readonly pots: readonly PotAward[];
  /** Net chips won or lost per player. */
  readonly net: readonly Chips[];
  readonly finishingStacks: readonly Chips[];
  readonly showdown: boolean;
}

// ---- actions -------------------------------------------------------------------------------------

export type HandAction =
  | { readonly type: 'dealHole'; readonly player: PlayerIndex; readonly cards: readonly (Card | null)[] }
  | { readonly type: 'dealBoard'; readonly cards: readonly (Card | null)[]; readonly board?: number }
  | { readonly type: 'burn'; readonly card: Card | null }
  | { readonly type: 'fold'; readonly player: PlayerIndex }
  | { readonly type: 'checkOrCall'; readonly player: PlayerIndex }
  | { readonly type: 'bringIn'; readonly player: PlayerIndex }
  /** Complete, bet or raise to a street total of `amount`. */
  | { readonly type: 'betOrRaiseTo'; readonly player: PlayerIndex; readonly amount: Chips }
  /** Draw: discard these cards (none = stand pat). Pineapple: the required discard. */
  | { readonly type: 'discard'; readonly player: PlayerIndex; readonly cards: readonly (Card | null)[] }
  | { readonly type: 'show'; readonly player: PlayerIndex; readonly cards?: readonly (Card | null)[] }
  | { readonly type: 'muck'; readonly player: PlayerIndex };

export type HandActionType = HandAction['type'];

// ---- events --------------------------------------------------------------------------------------

export type BetKind = 'fold' | 'check' | 'call' | 'bringIn' | 'complete' | 'bet' | 'raise';

export type HandEvent =
  | { readonly type: 'handStarted'; readonly variation: VariationCode; readonly players: number }
  | { readonly type: 'antePosted'; readonly player: PlayerIndex; readonly amount: Chips }
  | {
      readonly type: 'blindPosted';
      readonly player: PlayerIndex;
      readonly amount: Chips;
      readonly straddle: boolean;
    }
  | { readonly type: 'streetStarted'; readonly street: StreetName; readonly streetIndex: number }
  | { readonly type: 'cardBurned'; readonly card: Card | null }
  | {
      readonly type: 'holeDealt';
      readonly player: PlayerIndex;
      readonly cards: readonly (Card | null)[];
      readonly up: readonly boolean[];
    }
  | { readonly type: 'boardDealt'; readonly board: number; readonly cards: readonly (Card | null)[] }
  | { readonly type: 'deckRecycled' }
  | {
      readonly type: 'bet';
      readonly player: PlayerIndex;
      readonly kind: BetKind;
      /** Chips this action added. */
      readonly amount: Chips;
      /** The player's street total after the action. */
      readonly to: Chips;
      readonly allIn: boolean;
    }
  | { readonly type: 'discarded'; readonly player: PlayerIndex; readonly cards: readonly (Card | null)[] }
  | { readonly type: 'uncalledReturned'; readonly player: PlayerIndex; readonly amount: Chips }
  | { readonly type: 'bettingClosed'; readonly streetIndex: number; readonly pot: Chips }
  | { readonly type: 'shown'; readonly player: PlayerIndex; readonly cards: readonly (Card | null)[] }
  | { readonly type: 'mucked'; readonly player: PlayerIndex }
  | { readonly type: 'potAwarded'; readonly award: PotAward }
  | { readonly type: 'handEnded'; readonly result: HandResult };

// ---- errors --------------------------------------------------------------------------------------

/**
 * A rule violation: the action is refused and the state is unchanged. `rule` is the stable id the
 * tests are named after (STYLE.md habit 9); `message` says what was wrong in the room's words.
 */
export interface RuleViolation {
  readonly code:
    | 'HAND_COMPLETE'
    | 'WRONG_PHASE'
    | 'OUT_OF_TURN'
    | 'NO_SUCH_PLAYER'
    | 'PLAYER_NOT_IN_HAND'
    | 'BRING_IN_REQUIRED'
    | 'BRING_IN_NOT_ALLOWED'
    | 'CANNOT_FOLD'
    | 'RAISE_NOT_ALLOWED'
    | 'AMOUNT_TOO_SMALL'
    | 'AMOUNT_TOO_LARGE'
    | 'RAISE_CAP_REACHED'
    | 'TOO_MANY_CARDS'
    | 'NOT_DEALING'
    | 'DUPLICATE_CARD'
    | 'CARD_NOT_HELD'
    | 'WRONG_DISCARD_COUNT'
    | 'BURN_NOT_EXPECTED'
    | 'CANNOT_SHOW'
    | 'CANNOT_MUCK'
    | 'UNKNOWN_HAND_AT_SHOWDOWN'
    | 'INVALID_CONFIG';
  readonly rule: string;
  readonly message: string;
}

export type Applied = { readonly ok: true; readonly state: HandState; readonly events: readonly HandEvent[] };
export type Refused = { readonly ok: false; readonly error: RuleViolation };
export type ApplyResult = Applied | Refused;

export const DEFAULT_HOUSE_RULES: HouseRules = {
  shortAllInReopens: false,
  foldWhenCheckAllowed: true,
  betsStopAtCallable: false,
};
