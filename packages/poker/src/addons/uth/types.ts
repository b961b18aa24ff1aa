import type { Card } from '../../cards/cards.js';
import type { UthHandClass, UthRules } from './rules.js';

/** The casino round states (protocol `casinoRoundStateSchema`, spelled out here: poker imports nothing of ours). */
export type UthRoundState = 'WAITING_FOR_BETS' | 'DEALING' | 'PLAYER_ACTION' | 'DEALER_ACTION' | 'SETTLING';

/** The decision point inside PLAYER_ACTION: before the flop, on the flop, on the river. */
export type UthStreet = 'preflop' | 'flop' | 'river';

export type UthOutcome = 'WIN' | 'LOSE' | 'PUSH';

/** One seat at the UTH table: its stack, its bets this round and its two cards. */
export interface UthSeat {
  readonly seatIndex: number;
  /** Chips in front of the player, bets already taken out. */
  readonly stack: number;
  /** This round's bets (0 = none); blind = ante always. */
  readonly ante: number;
  readonly blind: number;
  readonly trips: number;
  readonly play: number;
  /** The street the play bet was made on (null until it is made). */
  readonly playStreet: UthStreet | null;
  readonly cards: readonly Card[];
  readonly hasFolded: boolean;
  /** The last street this seat decided on (checked or bet), null before its first decision. */
  readonly decidedStreet: UthStreet | null;
  /** Filled at SETTLING. */
  readonly settlement: UthSeatSettlement | null;
}

/** What each bet of a seat won (+) or lost (−), in chips, and the seat's main-game outcome. */
export interface UthSeatSettlement {
  readonly seatIndex: number;
  /** The player's final hand (a seat folds only on the river, so the board is always complete). */
  readonly handClass: UthHandClass;
  /** Against the dealer: a folded hand LOSEs; a tie PUSHes ante, blind and play. */
  readonly outcome: UthOutcome;
  readonly ante: number;
  readonly blind: number;
  readonly trips: number;
  readonly play: number;
  /** ante + blind + trips + play. */
  readonly net: number;
  /** Chips handed back to the stack: every stake not lost plus the winnings. */
  readonly returned: number;
}

export interface UthState {
  readonly rules: UthRules;
  readonly roundState: UthRoundState;
  /** 1 for the first round of the table, +1 every round. */
  readonly roundNumber: number;
  /** The decision street while PLAYER_ACTION (and which cards it waits for), else null. */
  readonly street: UthStreet | null;
  /** Every seat at the table in seat order, betting this round or not. */
  readonly seats: readonly UthSeat[];
  readonly board: readonly Card[];
  readonly dealerCards: readonly Card[];
  /** The house's result of the last settled round (−Σ seat nets); null before SETTLING. */
  readonly houseResult: number | null;
}

export type UthAction =
  /** WAITING_FOR_BETS: place (or replace) a seat's ante (= blind) and trips; ante 0 takes the bets back. */
  | { readonly type: 'bet'; readonly seatIndex: number; readonly ante: number; readonly trips?: number }
  /** WAITING_FOR_BETS → DEALING: "no more bets". */
  | { readonly type: 'closeBets' }
  /** A card read by the antennas, placed where `nextCardFor` says. */
  | { readonly type: 'dealCard'; readonly card: Card }
  /** A play bet of `multiple` × the ante, allowed on the street it belongs to. */
  | { readonly type: 'play'; readonly seatIndex: number; readonly multiple: number }
  /** Preflop and flop: no play bet yet. */
  | { readonly type: 'check'; readonly seatIndex: number }
  /** River only: give up ante and blind (trips still settles). */
  | { readonly type: 'fold'; readonly seatIndex: number }
  /** SETTLING → WAITING_FOR_BETS: cards collected, next round. */
  | { readonly type: 'nextRound' }
  /** A player sits down at any time and plays from the next round (UTH-19). */
  | { readonly type: 'sit'; readonly seatIndex: number; readonly stack: number }
  /** The player goes, with nothing riding: no bet this round, or the round settled (UTH-19). */
  | { readonly type: 'leave'; readonly seatIndex: number }
  /** Chips added to a seat's stack (a rebuy), with nothing riding (UTH-19). */
  | { readonly type: 'topUp'; readonly seatIndex: number; readonly amount: number };

/** Who sits where (UTH-19): at a Railbird table the engine's, following the table's own seats. */
export type UthSeatAction = Extract<UthAction, { readonly type: 'sit' | 'leave' | 'topUp' }>;
/** A player's decision in PLAYER_ACTION (what the bot returns). */
export type UthPlayerAction = Extract<UthAction, { readonly type: 'play' | 'check' | 'fold' }>;

/** Where the next card from the antennas goes. */
export type UthCardTarget =
  | { readonly to: 'seat'; readonly seatIndex: number }
  | { readonly to: 'board'; readonly index: number }
  | { readonly to: 'dealer'; readonly index: number };

export type UthEvent =
  | {
      readonly type: 'betPlaced';
      readonly seatIndex: number;
      readonly ante: number;
      readonly blind: number;
      readonly trips: number;
    }
  | { readonly type: 'betsClosed'; readonly seatIndexes: readonly number[] }
  | { readonly type: 'cardDealt'; readonly card: Card; readonly target: UthCardTarget }
  | {
      readonly type: 'playBet';
      readonly seatIndex: number;
      readonly street: UthStreet;
      readonly multiple: number;
      readonly amount: number;
    }
  | { readonly type: 'checked'; readonly seatIndex: number; readonly street: UthStreet }
  | { readonly type: 'folded'; readonly seatIndex: number }
  | { readonly type: 'streetStarted'; readonly street: UthStreet }
  | { readonly type: 'roundStateChanged'; readonly from: UthRoundState; readonly to: UthRoundState }
  | {
      readonly type: 'dealerRevealed';
      readonly cards: readonly Card[];
      readonly handClass: UthHandClass;
      readonly qualifies: boolean;
    }
  | { readonly type: 'seatSettled'; readonly settlement: UthSeatSettlement }
  | { readonly type: 'roundSettled'; readonly roundNumber: number; readonly houseResult: number }
  | { readonly type: 'roundReset'; readonly roundNumber: number }
  | { readonly type: 'seated'; readonly seatIndex: number; readonly stack: number }
  /** `stack`: what the player takes away. */
  | { readonly type: 'left'; readonly seatIndex: number; readonly stack: number }
  /** `stack`: the stack after. */
  | {
      readonly type: 'toppedUp';
      readonly seatIndex: number;
      readonly amount: number;
      readonly stack: number;
    };

export type UthErrorCode =
  | 'WRONG_STATE'
  | 'NO_SUCH_SEAT'
  | 'SEAT_TAKEN'
  | 'BAD_AMOUNT'
  /** Leaving or adding chips while a bet rides on the round (UTH-19). */
  | 'BET_RIDING'
  | 'BET_OUT_OF_LIMITS'
  | 'INSUFFICIENT_STACK'
  | 'NO_BETS'
  | 'NOT_IN_ROUND'
  | 'ALREADY_DECIDED'
  | 'MULTIPLE_NOT_ALLOWED'
  | 'FOLD_NOT_ALLOWED'
  | 'CHECK_NOT_ALLOWED'
  | 'NO_CARD_EXPECTED'
  | 'CARD_ALREADY_OUT'
  | 'MALFORMED_CARD';

export interface UthError {
  readonly code: UthErrorCode;
  /** The rule id the tests are named after (`UTH-n`). */
  readonly rule: string;
  readonly message: string;
}

export type UthResult =
  | { readonly ok: true; readonly state: UthState; readonly events: readonly UthEvent[] }
  | { readonly ok: false; readonly error: UthError };

export interface UthSeatSetup {
  readonly seatIndex: number;
  readonly stack: number;
}
