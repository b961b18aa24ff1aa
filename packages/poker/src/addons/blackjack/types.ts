import type { Card } from '../../cards/cards.js';
import type { BlackjackRules } from './rules.js';

/** Whole chips (integer units), as in the poker game. */
export type Chips = number;
/** A table seat (0-based), the table's own numbering. */
export type SeatIndex = number;

/** The protocol's casino round states (packages/protocol enums `casinoRoundStateSchema`). */
export type CasinoRoundState =
  | 'WAITING_FOR_BETS'
  | 'DEALING'
  | 'PLAYER_ACTION'
  | 'DEALER_ACTION'
  | 'SETTLING';

/**
 * Where the next card read by the antennas goes. The reducer never draws: it says whose card is next
 * and a `dealCard` places it there.
 */
export type CardTarget =
  | { readonly kind: 'player'; readonly seatIndex: SeatIndex; readonly handIndex: number }
  /** `up`: the dealer's first card; `hole`: the second (face down in a peek game); `hit`: a draw. */
  | { readonly kind: 'dealer'; readonly slot: 'up' | 'hole' | 'hit' };

export type HandStatus =
  /** Still to be played (or waiting for its second card after a split). */
  | 'playing'
  | 'standing'
  | 'bust'
  | 'surrendered'
  /** A two-card 21 on an unsplit hand. */
  | 'natural';

/** `SURRENDER` is ours; the protocol's result enum shows it as `LOSE`. */
export type HandResult = 'WIN' | 'LOSE' | 'PUSH' | 'BLACKJACK' | 'SURRENDER';

export interface BlackjackHand {
  readonly seatIndex: SeatIndex;
  /** 0 for the hand dealt; split hands are numbered in the order they are played. */
  readonly handIndex: number;
  /** Chips riding on this hand, doubled included. */
  readonly bet: Chips;
  readonly cards: readonly Card[];
  readonly status: HandStatus;
  readonly doubled: boolean;
  /** Made by splitting (no natural, double per `doubleAfterSplit`). */
  readonly fromSplit: boolean;
  /** Made by splitting aces (one card each unless `hitSplitAces`). */
  readonly splitAces: boolean;
  /** A hit or double is waiting for its card. */
  readonly awaitingCard: boolean;
  /** Set at settlement. */
  readonly result: HandResult | null;
  /** Chips handed back at settlement, stake included (0 for a loss). */
  readonly returned: Chips | null;
}

export interface BlackjackSeat {
  readonly seatIndex: SeatIndex;
  /** Chips in front of the player, not riding on a bet. */
  readonly stack: Chips;
  /** This round's wager (0 = sitting this round out). */
  readonly bet: Chips;
  /** `null` = not asked or not yet decided, 0 = declined, more = the insurance bet. */
  readonly insurance: Chips | null;
  /** Everything put out this round: bet, doubles, splits, insurance. */
  readonly staked: Chips;
  /** Net result of the last settled round (`null` before settlement). */
  readonly net: Chips | null;
}

export interface ShoeState {
  /** Cards dealt since the last shuffle. */
  readonly dealt: number;
  /** Copies of each card seen since the shuffle, by card index (52 entries). */
  readonly seen: readonly number[];
  /** Where the rules put the cut card (cards dealt), for simulated shoes; the real one is read. */
  readonly cutCardAt: number;
  /** The cut card came out: this round finishes, then the shoe is shuffled. */
  readonly cutCardOut: boolean;
  /** The next deal waits for a `shuffle`. */
  readonly shuffleDue: boolean;
}

export interface DealerState {
  readonly cards: readonly Card[];
  /** Whether the second card is face up (always after the players act; at once on a natural). */
  readonly holeShown: boolean;
}

export interface BlackjackState {
  readonly rules: BlackjackRules;
  /** The smallest chip the table pays: bets are multiples of it and payouts round down to it. */
  readonly chipUnit: Chips;
  readonly roundState: CasinoRoundState;
  /** Rounds dealt since the table opened. */
  readonly round: number;
  /** Seated players in seat order. */
  readonly seats: readonly BlackjackSeat[];
  /** This round's hands in playing order (seat order, split hands in their order). */
  readonly hands: readonly BlackjackHand[];
  readonly dealer: DealerState;
  /** Insurance is being decided (ace up, before the peek and the players' decisions). */
  readonly insuranceOpen: boolean;
  readonly shoe: ShoeState;
  /** The house's result since the table opened (minus what the seats won). */
  readonly houseNet: Chips;
}

// ---- actions -------------------------------------------------------------------------------------

export type BlackjackAction =
  /** Seat a player at any time: they play from the next round (BJ-19). */
  | { readonly type: 'sit'; readonly seatIndex: SeatIndex; readonly stack: Chips }
  /** The player goes, with nothing riding; a bet not yet dealt to goes with them (BJ-1, BJ-19). */
  | { readonly type: 'leave'; readonly seatIndex: SeatIndex }
  /** Chips added to a seat's stack (a rebuy), with nothing riding (BJ-19). */
  | { readonly type: 'topUp'; readonly seatIndex: SeatIndex; readonly amount: Chips }
  | { readonly type: 'bet'; readonly seatIndex: SeatIndex; readonly amount: Chips }
  /** Close betting and start dealing. */
  | { readonly type: 'deal' }
  /** A card read by the antennas, placed where `nextCardFor` says. */
  | { readonly type: 'dealCard'; readonly card: Card }
  | { readonly type: 'insurance'; readonly seatIndex: SeatIndex; readonly amount: Chips }
  | { readonly type: 'declineInsurance'; readonly seatIndex: SeatIndex }
  | { readonly type: 'hit'; readonly seatIndex: SeatIndex }
  | { readonly type: 'stand'; readonly seatIndex: SeatIndex }
  | { readonly type: 'double'; readonly seatIndex: SeatIndex }
  | { readonly type: 'split'; readonly seatIndex: SeatIndex }
  | { readonly type: 'surrender'; readonly seatIndex: SeatIndex }
  /** The cut card came out of the shoe (its tag learned in REGISTER_CUT_CARD). */
  | { readonly type: 'cutCard' }
  | { readonly type: 'shuffle' }
  /** Clear the settled round's cards and open betting. */
  | { readonly type: 'nextRound' };

export type BlackjackActionType = BlackjackAction['type'];
/** Who sits where (BJ-19): at a Railbird table the engine's, following the table's own seats. */
export type BlackjackSeatAction = Extract<BlackjackAction, { readonly type: 'sit' | 'leave' | 'topUp' }>;
/** The game itself: bets, the deal, cards, decisions, the shoe and the next round. */
export type BlackjackGameAction = Exclude<BlackjackAction, BlackjackSeatAction>;
export type PlayerDecision = 'hit' | 'stand' | 'double' | 'split' | 'surrender';

// ---- events --------------------------------------------------------------------------------------

export interface SeatNet {
  readonly seatIndex: SeatIndex;
  readonly net: Chips;
}

export type BlackjackEvent =
  | { readonly type: 'seated'; readonly seatIndex: SeatIndex; readonly stack: Chips }
  /** `stack`: what the player takes away (a bet not yet dealt to included). */
  | { readonly type: 'left'; readonly seatIndex: SeatIndex; readonly stack: Chips }
  | {
      readonly type: 'toppedUp';
      readonly seatIndex: SeatIndex;
      readonly amount: Chips;
      /** The stack after. */
      readonly stack: Chips;
    }
  | { readonly type: 'betPlaced'; readonly seatIndex: SeatIndex; readonly amount: Chips }
  | { readonly type: 'roundStateChanged'; readonly from: CasinoRoundState; readonly to: CasinoRoundState }
  | { readonly type: 'cardDealt'; readonly card: Card; readonly to: CardTarget }
  | { readonly type: 'insuranceOffered' }
  | { readonly type: 'insuranceTaken'; readonly seatIndex: SeatIndex; readonly amount: Chips }
  | { readonly type: 'insuranceDeclined'; readonly seatIndex: SeatIndex }
  | { readonly type: 'dealerPeeked'; readonly blackjack: boolean }
  | { readonly type: 'holeCardShown'; readonly card: Card }
  | {
      readonly type: 'playerActed';
      readonly seatIndex: SeatIndex;
      readonly handIndex: number;
      readonly decision: PlayerDecision;
      /** Chips this decision put out (double, split). */
      readonly amount: Chips;
    }
  | {
      readonly type: 'handFinished';
      readonly seatIndex: SeatIndex;
      readonly handIndex: number;
      readonly status: Exclude<HandStatus, 'playing'>;
      readonly total: number;
    }
  | {
      readonly type: 'dealerFinished';
      readonly total: number;
      readonly bust: boolean;
      readonly blackjack: boolean;
    }
  | {
      readonly type: 'handSettled';
      readonly seatIndex: SeatIndex;
      readonly handIndex: number;
      readonly result: HandResult;
      readonly bet: Chips;
      readonly returned: Chips;
    }
  | {
      readonly type: 'insuranceSettled';
      readonly seatIndex: SeatIndex;
      readonly amount: Chips;
      readonly returned: Chips;
    }
  /** Each seat's net for the round; `houseNet` = minus their sum. */
  | {
      readonly type: 'roundSettled';
      readonly round: number;
      readonly nets: readonly SeatNet[];
      readonly houseNet: Chips;
    }
  | { readonly type: 'cutCardReached'; readonly dealt: number }
  | { readonly type: 'shuffled' };

// ---- errors --------------------------------------------------------------------------------------

export type BlackjackErrorCode =
  | 'INVALID_CONFIG'
  | 'WRONG_ROUND_STATE'
  | 'NO_SUCH_SEAT'
  | 'SEAT_BUSY'
  /** Leaving or adding chips while chips ride on the round (BJ-19). */
  | 'BET_RIDING'
  | 'BAD_AMOUNT'
  | 'BET_ALREADY_PLACED'
  | 'BET_TOO_SMALL'
  | 'BET_TOO_LARGE'
  | 'NOT_ENOUGH_CHIPS'
  | 'NO_BETS'
  | 'SHUFFLE_DUE'
  | 'NO_CARD_EXPECTED'
  | 'NOT_A_CARD'
  | 'CARD_NOT_IN_SHOE'
  | 'CARD_EXPECTED'
  | 'OUT_OF_TURN'
  | 'INSURANCE_NOT_OFFERED'
  | 'INSURANCE_ALREADY_DECIDED'
  | 'INSURANCE_TOO_LARGE'
  | 'INSURANCE_PENDING'
  | 'CANNOT_HIT'
  | 'CANNOT_DOUBLE'
  | 'CANNOT_SPLIT'
  | 'CANNOT_SURRENDER'
  | 'CUT_CARD_ALREADY_OUT';

/**
 * A refused action: the state is unchanged. `rule` is the stable id the tests are named after
 * (`BJ-n`, see docs/rules/blackjack.md); `message` says what was wrong in the room's words.
 */
export interface BlackjackError {
  readonly code: BlackjackErrorCode;
  readonly rule: string;
  readonly message: string;
}

export type BlackjackApplied = {
  readonly ok: true;
  readonly state: BlackjackState;
  readonly events: readonly BlackjackEvent[];
};
export type BlackjackRefused = { readonly ok: false; readonly error: BlackjackError };
export type BlackjackResult = BlackjackApplied | BlackjackRefused;

/** The mutable working copy a reducer step edits (never escapes the step). */
export type Mutable<T> = { -readonly [K in keyof T]: Mutable<T[K]> };
