import { handTotal, isAce, isPair, isTenValue, isTwoCardTwentyOne } from './hand-value.js';
import type {
  BlackjackError,
  BlackjackErrorCode,
  BlackjackEvent,
  BlackjackHand,
  BlackjackState,
  CardTarget,
  CasinoRoundState,
  Chips,
  HandResult,
  Mutable,
  SeatNet,
} from './types.js';

/**
 * The round's automatic steps, shared by every action: where the next card goes, what happens when a
 * phase has nothing left to decide (insurance closed → peek → players → dealer → settlement), and the
 * settlement itself. Actions (actions.ts) change one thing and then call `advance`.
 */

export type Draft = Mutable<BlackjackState>;
export type HandDraft = Mutable<BlackjackHand>;

export interface Step {
  readonly draft: Draft;
  readonly events: BlackjackEvent[];
}

export function refuse(code: BlackjackErrorCode, rule: string, message: string): BlackjackError {
  return { code, rule, message };
}

/** A deep copy the step may edit; the caller's state is never touched. */
export function draftOf(state: BlackjackState): Draft {
  return {
    ...state,
    seats: state.seats.map((s) => ({ ...s })),
    hands: state.hands.map((h) => ({ ...h, cards: [...h.cards] })),
    dealer: { ...state.dealer, cards: [...state.dealer.cards] },
    shoe: { ...state.shoe, seen: [...state.shoe.seen] },
  };
}

export function setRoundState(step: Step, to: CasinoRoundState): void {
  const from = step.draft.roundState;
  if (from === to) return;
  step.draft.roundState = to;
  step.events.push({ type: 'roundStateChanged', from, to });
}

/** The hand whose turn it is: the first one still being played. */
export function activeHand(state: BlackjackState): BlackjackHand | null {
  if (state.roundState !== 'PLAYER_ACTION' || state.insuranceOpen) return null;
  return state.hands.find((h) => h.status === 'playing') ?? null;
}

function hasHoleCard(state: BlackjackState): boolean {
  return state.rules.dealerPeeks;
}

/** Whether the dealer's up card calls for a peek (an ace or a ten-value card, in a peek game). */
export function peekApplies(state: BlackjackState): boolean {
  const up = state.dealer.cards[0];
  return state.rules.dealerPeeks && up !== undefined && (isAce(up) || isTenValue(up));
}

export function dealerHasBlackjack(state: BlackjackState): boolean {
  return isTwoCardTwentyOne(state.dealer.cards);
}

/** The dealer draws below 17 and, when `dealerHitsSoft17`, on a soft 17. */
export function dealerMustDraw(state: BlackjackState): boolean {
  const { total, soft } = handTotal(state.dealer.cards);
  return total < 17 || (total === 17 && soft && state.rules.dealerHitsSoft17);
}

/** Hands that still need the dealer's total: any standing hand (naturals and busts are already decided). */
function liveHands(state: BlackjackState): boolean {
  return state.hands.some((h) => h.status === 'standing');
}

/** In a no-hole-card game the dealer's second card also decides naturals, surrenders and insurance. */
function dealerNeedsSecondCard(state: BlackjackState): boolean {
  return (
    liveHands(state) ||
    state.hands.some((h) => h.status === 'natural' || h.status === 'surrendered') ||
    state.seats.some((s) => (s.insurance ?? 0) > 0)
  );
}

/**
 * Where the next card read goes, or `null` when the table waits for a bet, a decision or a clear. The
 * first deal goes seat by seat in seat order: a card to each hand, the dealer's up card, a second card
 * to each hand, then (peek game) the dealer's hole card.
 */
export function nextCardFor(state: BlackjackState): CardTarget | null {
  switch (state.roundState) {
    case 'DEALING': {
      const first = state.hands.find((h) => h.cards.length === 0);
      if (first) return { kind: 'player', seatIndex: first.seatIndex, handIndex: first.handIndex };
      if (state.dealer.cards.length === 0) return { kind: 'dealer', slot: 'up' };
      const second = state.hands.find((h) => h.cards.length === 1);
      if (second) return { kind: 'player', seatIndex: second.seatIndex, handIndex: second.handIndex };
      if (hasHoleCard(state) && state.dealer.cards.length === 1) return { kind: 'dealer', slot: 'hole' };
      return null;
    }
    case 'PLAYER_ACTION': {
      const hand = activeHand(state);
      if (hand && (hand.cards.length < 2 || hand.awaitingCard)) {
        return { kind: 'player', seatIndex: hand.seatIndex, handIndex: hand.handIndex };
      }
      return null;
    }
    case 'DEALER_ACTION':
      if (state.dealer.cards.length < 2) return { kind: 'dealer', slot: 'hole' };
      return dealerMustDraw(state) ? { kind: 'dealer', slot: 'hit' } : null;
    default:
      return null;
  }
}

/** Counts a hand of the seat's (for `maxHands`). */
export function handsOfSeat(state: BlackjackState, seatIndex: number): number {
  return state.hands.filter((h) => h.seatIndex === seatIndex).length;
}

/** Whether a two-card split-ace hand may still be split again (then it waits for split or stand). */
export function canResplitAces(state: BlackjackState, hand: BlackjackHand): boolean {
  return (
    hand.splitAces &&
    state.rules.resplitAces &&
    hand.cards.length === 2 &&
    isPair(hand.cards) &&
    handsOfSeat(state, hand.seatIndex) < state.rules.maxHands
  );
}

function finishHand(step: Step, hand: HandDraft, status: 'standing' | 'bust' | 'natural'): void {
  hand.status = status;
  step.events.push({
    type: 'handFinished',
    seatIndex: hand.seatIndex,
    handIndex: hand.handIndex,
    status,
    total: handTotal(hand.cards).total,
  });
}

/** After a card lands on a player's hand: bust, 21, a double's one card, split aces' one card. */
export function afterPlayerCard(step: Step, hand: HandDraft): void {
  if (hand.cards.length < 2) return;
  const { total } = handTotal(hand.cards);
  if (total > 21) finishHand(step, hand, 'bust');
  else if (total === 21 || hand.doubled) finishHand(step, hand, 'standing');
  else if (hand.splitAces && !step.draft.rules.hitSplitAces && !canResplitAces(step.draft, hand)) {
    finishHand(step, hand, 'standing');
  }
}

/** Runs the automatic steps until the table waits for a card, a decision or a clear. */
export function advance(step: Step): void {
  const { draft } = step;
  if (draft.roundState === 'DEALING') {
    if (nextCardFor(draft) !== null) return;
    setRoundState(step, 'PLAYER_ACTION');
    const up = draft.dealer.cards[0];
    if (draft.rules.insurance && up !== undefined && isAce(up)) {
      draft.insuranceOpen = true;
      step.events.push({ type: 'insuranceOffered' });
      return;
    }
    afterInsurance(step);
    return;
  }
  if (draft.roundState === 'PLAYER_ACTION' && !draft.insuranceOpen) {
    playOn(step);
    return;
  }
  if (draft.roundState === 'DEALER_ACTION') dealerOn(step);
}

/** Insurance decided (or not offered): the peek, then the naturals, then the first hand's turn. */
export function afterInsurance(step: Step): void {
  const { draft } = step;
  draft.insuranceOpen = false;
  if (peekApplies(draft)) {
    const blackjack = dealerHasBlackjack(draft);
    step.events.push({ type: 'dealerPeeked', blackjack });
    if (blackjack) {
      showHole(step);
      for (const hand of draft.hands) if (isTwoCardTwentyOne(hand.cards)) finishHand(step, hand, 'natural');
      settle(step);
      return;
    }
  }
  for (const hand of draft.hands) if (isTwoCardTwentyOne(hand.cards)) finishHand(step, hand, 'natural');
  playOn(step);
}

function showHole(step: Step): void {
  const hole = step.draft.dealer.cards[1];
  if (hole === undefined || step.draft.dealer.holeShown) return;
  step.draft.dealer.holeShown = true;
  step.events.push({ type: 'holeCardShown', card: hole });
}

/** Hands are played in order; when none is left the dealer plays. */
function playOn(step: Step): void {
  const { draft } = step;
  const hand = draft.hands.find((h) => h.status === 'playing');
  // A hand still being played waits for its card (a hit, a double, a split hand's second) or a decision.
  if (hand) return;
  if (draft.rules.dealerPeeks) {
    showHole(step);
    if (!liveHands(draft)) {
      settle(step);
      return;
    }
  } else if (!dealerNeedsSecondCard(draft)) {
    settle(step);
    return;
  }
  setRoundState(step, 'DEALER_ACTION');
  dealerOn(step);
}

function dealerOn(step: Step): void {
  const { draft } = step;
  if (draft.dealer.cards.length < 2) return;
  if (!draft.dealer.holeShown) showHole(step);
  // No-hole-card game: with only naturals, surrenders or insurance waiting, the second card settles them.
  if (!liveHands(draft)) {
    settle(step);
    return;
  }
  if (dealerMustDraw(draft)) return;
  settle(step);
}

/** Rounds a chip amount down to the table's smallest chip (the house keeps the fraction; BJ-14). */
export function roundDown(amount: number, chipUnit: Chips): Chips {
  return Math.floor(amount / chipUnit) * chipUnit;
}

/**
 * `bet × numerator / denominator` rounded down to the chip unit, from one division of whole numbers:
 * exact when the result is whole, and never a float a hair below a whole number.
 */
function fractionOf(bet: Chips, numerator: number, denominator: number, chipUnit: Chips): Chips {
  return Math.floor((bet * numerator) / (denominator * chipUnit)) * chipUnit;
}

/** What a natural pays on `bet` (winnings only): 3:2 or 6:5, rounded down to the chip unit. */
export function naturalPayout(bet: Chips, pays: '3:2' | '6:5', chipUnit: Chips): Chips {
  return pays === '3:2' ? fractionOf(bet, 3, 2, chipUnit) : fractionOf(bet, 6, 5, chipUnit);
}

/** What a surrender hands back: half the bet, rounded down to the chip unit. */
export function surrenderRefund(bet: Chips, chipUnit: Chips): Chips {
  return fractionOf(bet, 1, 2, chipUnit);
}

function settleHand(state: BlackjackState, hand: BlackjackHand): { result: HandResult; returned: Chips } {
  const dealer = handTotal(state.dealer.cards);
  const dealerBlackjack = dealerHasBlackjack(state);
  const { bet } = hand;
  // Late surrender: half back only when the dealer has no natural. With a peek a natural ends the round
  // before anyone can surrender; without one (ENHC) the natural found later takes the whole bet.
  if (hand.status === 'surrendered') {
    if (dealerBlackjack) return { result: 'LOSE', returned: 0 };
    return { result: 'SURRENDER', returned: surrenderRefund(bet, state.chipUnit) };
  }
  if (hand.status === 'bust') return { result: 'LOSE', returned: 0 };
  if (hand.status === 'natural') {
    if (dealerBlackjack) return { result: 'PUSH', returned: bet };
    return {
      result: 'BLACKJACK',
      returned: bet + naturalPayout(bet, state.rules.blackjackPays, state.chipUnit),
    };
  }
  if (dealerBlackjack) return { result: 'LOSE', returned: 0 };
  const player = handTotal(hand.cards).total;
  if (dealer.total > 21 || player > dealer.total) return { result: 'WIN', returned: 2 * bet };
  if (player === dealer.total) return { result: 'PUSH', returned: bet };
  return { result: 'LOSE', returned: 0 };
}

/** Every hand and insurance bet paid or taken; each seat's net for the round; the house's result. */
export function settle(step: Step): void {
  const { draft } = step;
  const dealer = handTotal(draft.dealer.cards);
  step.events.push({
    type: 'dealerFinished',
    total: dealer.total,
    bust: dealer.total > 21,
    blackjack: dealerHasBlackjack(draft),
  });
  const returnedBySeat = new Map<number, Chips>();
  for (const hand of draft.hands) {
    const { result, returned } = settleHand(draft, hand);
    hand.result = result;
    hand.returned = returned;
    returnedBySeat.set(hand.seatIndex, (returnedBySeat.get(hand.seatIndex) ?? 0) + returned);
    step.events.push({
      type: 'handSettled',
      seatIndex: hand.seatIndex,
      handIndex: hand.handIndex,
      result,
      bet: hand.bet,
      returned,
    });
  }
  const dealerBlackjack = dealerHasBlackjack(draft);
  const nets: SeatNet[] = [];
  for (const seat of draft.seats) {
    if (seat.bet === 0) continue;
    const insurance = seat.insurance ?? 0;
    let returned = returnedBySeat.get(seat.seatIndex) ?? 0;
    if (insurance > 0) {
      const paid = dealerBlackjack ? 3 * insurance : 0;
      returned += paid;
      step.events.push({
        type: 'insuranceSettled',
        seatIndex: seat.seatIndex,
        amount: insurance,
        returned: paid,
      });
    }
    seat.stack += returned;
    seat.net = returned - seat.staked;
    nets.push({ seatIndex: seat.seatIndex, net: seat.net });
  }
  const houseNet = -nets.reduce((sum, n) => sum + n.net, 0);
  draft.houseNet += houseNet;
  step.events.push({ type: 'roundSettled', round: draft.round, nets, houseNet });
  setRoundState(step, 'SETTLING');
}
