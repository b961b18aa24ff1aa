import { type Card, cardIndex, isCard } from '../../cards/cards.js';
import {
  activeHand,
  advance,
  afterInsurance,
  afterPlayerCard,
  canResplitAces,
  type Draft,
  handsOfSeat,
  nextCardFor,
  refuse,
  roundDown,
  type Step,
  setRoundState,
} from './flow.js';
import { handTotal, isAce, isPair } from './hand-value.js';
import { emptySeat, freshShoe, isValidSeatIndex, isValidStack } from './start.js';
import type {
  BlackjackAction,
  BlackjackError,
  BlackjackHand,
  BlackjackState,
  CardTarget,
  SeatIndex,
} from './types.js';

/**
 * Each action's "check" (verify…: why it is refused, or null) and "do" (perform on a draft). The
 * reducer (reducer.ts) runs check then do; options.ts asks the same checks to enable buttons.
 */

function where(target: CardTarget): string {
  return target.kind === 'dealer'
    ? `the dealer's ${target.slot} card`
    : `seat ${target.seatIndex + 1}'s hand ${target.handIndex + 1}`;
}

function seatOf(state: BlackjackState, seatIndex: SeatIndex) {
  return state.seats.find((s) => s.seatIndex === seatIndex);
}

function draftSeat(draft: Draft, seatIndex: SeatIndex) {
  return draft.seats.find((s) => s.seatIndex === seatIndex)!;
}

function inRoundState(
  state: BlackjackState,
  wanted: BlackjackState['roundState'],
  doing: string,
): BlackjackError | null {
  if (state.roundState === wanted) return null;
  return refuse(
    'WRONG_ROUND_STATE',
    'BJ-1',
    `cannot ${doing} now: the round is at ${state.roundState}, not ${wanted}`,
  );
}

function checkSeat(state: BlackjackState, seatIndex: SeatIndex, rule = 'BJ-1'): BlackjackError | null {
  if (!seatOf(state, seatIndex))
    return refuse('NO_SUCH_SEAT', rule, `nobody is seated at seat ${seatIndex + 1}`);
  return null;
}

// ---- seats (BJ-19) -------------------------------------------------------------------------------

/**
 * Chips the seat has riding on the round being played: everything it put out (bet, doubles, splits,
 * insurance) from the deal until the round is settled. A bet placed but not yet dealt to is not riding:
 * it goes back with a player who leaves (BJ-1).
 */
export function chipsRiding(state: BlackjackState, seatIndex: SeatIndex): number {
  const seat = seatOf(state, seatIndex);
  if (!seat || state.roundState === 'WAITING_FOR_BETS' || state.roundState === 'SETTLING') return 0;
  return seat.staked;
}

function checkNothingRiding(
  state: BlackjackState,
  seatIndex: SeatIndex,
  doing: string,
): BlackjackError | null {
  const riding = chipsRiding(state, seatIndex);
  if (riding === 0) return null;
  return refuse(
    'BET_RIDING',
    'BJ-19',
    `seat ${seatIndex + 1} has ${riding} chips riding on this round (${state.roundState}): it can ${doing} once the round is settled`,
  );
}

/** A player sits down at any time; the round being played goes on without them (they bet the next). */
export function verifySit(state: BlackjackState, seatIndex: SeatIndex, stack: number): BlackjackError | null {
  if (!isValidSeatIndex(seatIndex))
    return refuse('NO_SUCH_SEAT', 'BJ-19', `${seatIndex} is not a seat number`);
  if (seatOf(state, seatIndex)) return refuse('SEAT_BUSY', 'BJ-19', `seat ${seatIndex + 1} is already taken`);
  if (!isValidStack(stack))
    return refuse('BAD_AMOUNT', 'BJ-19', `a stack is a whole number of chips, not ${stack}`);
  return null;
}

export function doSit(step: Step, seatIndex: SeatIndex, stack: number): void {
  step.draft.seats.push(emptySeat(seatIndex, stack));
  step.draft.seats.sort((a, b) => a.seatIndex - b.seatIndex);
  step.events.push({ type: 'seated', seatIndex, stack });
}

export function verifyLeave(state: BlackjackState, seatIndex: SeatIndex): BlackjackError | null {
  return checkSeat(state, seatIndex, 'BJ-19') ?? checkNothingRiding(state, seatIndex, 'leave');
}

/** A bet not yet dealt to goes back with the player. */
export function doLeave(step: Step, seatIndex: SeatIndex): void {
  const seat = draftSeat(step.draft, seatIndex);
  const stack = seat.stack + (step.draft.roundState === 'WAITING_FOR_BETS' ? seat.bet : 0);
  step.draft.seats = step.draft.seats.filter((s) => s.seatIndex !== seatIndex);
  step.events.push({ type: 'left', seatIndex, stack });
}

/** Chips added to a seat's stack (a rebuy), whenever it has nothing riding. */
export function verifyTopUp(
  state: BlackjackState,
  seatIndex: SeatIndex,
  amount: number,
): BlackjackError | null {
  const bad = checkSeat(state, seatIndex, 'BJ-19') ?? checkNothingRiding(state, seatIndex, 'add chips');
  if (bad) return bad;
  if (!Number.isInteger(amount) || amount <= 0)
    return refuse('BAD_AMOUNT', 'BJ-19', `chips are added in a whole, positive number, not ${amount}`);
  return null;
}

export function doTopUp(step: Step, seatIndex: SeatIndex, amount: number): void {
  const seat = draftSeat(step.draft, seatIndex);
  seat.stack += amount;
  step.events.push({ type: 'toppedUp', seatIndex, amount, stack: seat.stack });
}

// ---- between rounds ------------------------------------------------------------------------------

export function verifyBet(
  state: BlackjackState,
  seatIndex: SeatIndex,
  amount: number,
): BlackjackError | null {
  const bad = inRoundState(state, 'WAITING_FOR_BETS', 'bet') ?? checkSeat(state, seatIndex);
  if (bad) return bad;
  const seat = seatOf(state, seatIndex)!;
  const { minBet, maxBet } = state.rules;
  if (seat.bet > 0) {
    return refuse(
      'BET_ALREADY_PLACED',
      'BJ-1',
      `seat ${seatIndex + 1} has already bet ${seat.bet} this round`,
    );
  }
  if (!Number.isInteger(amount) || amount % state.chipUnit !== 0) {
    return refuse(
      'BAD_AMOUNT',
      'BJ-1',
      `a bet is a whole number of ${state.chipUnit}-chip units, not ${amount}`,
    );
  }
  if (amount < minBet)
    return refuse('BET_TOO_SMALL', 'BJ-1', `the table minimum is ${minBet}; ${amount} is below it`);
  if (amount > maxBet)
    return refuse('BET_TOO_LARGE', 'BJ-1', `the table maximum is ${maxBet}; ${amount} is above it`);
  if (amount > seat.stack) {
    return refuse('NOT_ENOUGH_CHIPS', 'BJ-1', `seat ${seatIndex + 1} has ${seat.stack} chips, not ${amount}`);
  }
  return null;
}

export function doBet(step: Step, seatIndex: SeatIndex, amount: number): void {
  const seat = draftSeat(step.draft, seatIndex);
  seat.stack -= amount;
  seat.bet = amount;
  seat.staked = amount;
  step.events.push({ type: 'betPlaced', seatIndex, amount });
}

export function verifyDeal(state: BlackjackState): BlackjackError | null {
  const phase = inRoundState(state, 'WAITING_FOR_BETS', 'deal');
  if (phase) return phase;
  if (state.shoe.shuffleDue) {
    return refuse('SHUFFLE_DUE', 'BJ-4', 'the cut card came out: shuffle the shoe before the next deal');
  }
  if (!state.seats.some((s) => s.bet > 0))
    return refuse('NO_BETS', 'BJ-1', 'nobody has bet: there is nothing to deal');
  return null;
}

export function doDeal(step: Step): void {
  const { draft } = step;
  draft.round += 1;
  draft.hands = draft.seats
    .filter((s) => s.bet > 0)
    .map((s) => ({
      seatIndex: s.seatIndex,
      handIndex: 0,
      bet: s.bet,
      cards: [],
      status: 'playing' as const,
      doubled: false,
      fromSplit: false,
      splitAces: false,
      awaitingCard: false,
      result: null,
      returned: null,
    }));
  for (const seat of draft.seats) seat.net = null;
  setRoundState(step, 'DEALING');
}

export function verifyNextRound(state: BlackjackState): BlackjackError | null {
  return inRoundState(state, 'SETTLING', 'clear the round');
}

export function doNextRound(step: Step): void {
  const { draft } = step;
  draft.hands = [];
  draft.dealer = { cards: [], holeShown: false };
  for (const seat of draft.seats) {
    seat.bet = 0;
    seat.insurance = null;
    seat.staked = 0;
  }
  if (draft.shoe.cutCardOut) draft.shoe.shuffleDue = true;
  setRoundState(step, 'WAITING_FOR_BETS');
}

// ---- the shoe ------------------------------------------------------------------------------------

export function verifyCutCard(state: BlackjackState): BlackjackError | null {
  if (state.shoe.cutCardOut) {
    return refuse(
      'CUT_CARD_ALREADY_OUT',
      'BJ-4',
      'the cut card is already out: shuffle before it can come out again',
    );
  }
  return null;
}

/** The round in progress finishes; the next deal waits for a shuffle. Between rounds: shuffle now. */
export function doCutCard(step: Step): void {
  const { shoe } = step.draft;
  shoe.cutCardOut = true;
  if (step.draft.roundState === 'WAITING_FOR_BETS') shoe.shuffleDue = true;
  step.events.push({ type: 'cutCardReached', dealt: shoe.dealt });
}

export function verifyShuffle(state: BlackjackState): BlackjackError | null {
  return inRoundState(state, 'WAITING_FOR_BETS', 'shuffle');
}

export function doShuffle(step: Step): void {
  const shoe = freshShoe(step.draft.rules);
  step.draft.shoe = { ...shoe, seen: [...shoe.seen] };
  step.events.push({ type: 'shuffled' });
}

/** A card read is possible: no more copies since the shuffle than the shoe's decks hold (BJ-3). */
export function verifyDealCard(state: BlackjackState, card: Card): BlackjackError | null {
  if (!isCard(card)) {
    return refuse(
      'NOT_A_CARD',
      'BJ-3',
      `"${String(card)}" is not a card: expected a suit letter then a rank, e.g. SA`,
    );
  }
  const target = nextCardFor(state);
  if (!target) {
    return refuse(
      'NO_CARD_EXPECTED',
      'BJ-2',
      `no card is due now (round at ${state.roundState}): ${waitingFor(state)}`,
    );
  }
  const { decks } = state.rules;
  if (state.shoe.seen[cardIndex(card)]! >= decks) {
    return refuse(
      'CARD_NOT_IN_SHOE',
      'BJ-3',
      `${card} cannot come out of the shoe: a ${decks}-deck shoe holds ${decks} and all have been dealt since the shuffle (a misread or a card from another deck?)`,
    );
  }
  return null;
}

function waitingFor(state: BlackjackState): string {
  if (state.roundState === 'WAITING_FOR_BETS') return 'the table is taking bets';
  if (state.roundState === 'SETTLING') return 'the round is settled; clear it first';
  if (state.insuranceOpen) return 'insurance is being decided';
  const hand = activeHand(state);
  return hand
    ? `seat ${hand.seatIndex + 1} is to act on hand ${hand.handIndex + 1}`
    : 'nothing is waiting for a card';
}

export function doDealCard(step: Step, card: Card): void {
  const { draft } = step;
  const target = nextCardFor(draft)!;
  draft.shoe.seen[cardIndex(card)]! += 1;
  draft.shoe.dealt += 1;
  step.events.push({ type: 'cardDealt', card, to: target });
  if (target.kind === 'dealer') {
    draft.dealer.cards.push(card);
    // The dealer's draws and a no-hole-card game's second card are dealt face up.
    if (target.slot === 'hit' || draft.roundState === 'DEALER_ACTION') draft.dealer.holeShown = true;
  } else {
    const hand = draft.hands.find(
      (h) => h.seatIndex === target.seatIndex && h.handIndex === target.handIndex,
    )!;
    hand.cards.push(card);
    hand.awaitingCard = false;
    if (draft.roundState === 'PLAYER_ACTION') afterPlayerCard(step, hand);
  }
  advance(step);
}

// ---- insurance -----------------------------------------------------------------------------------

/** Up to half the bet, rounded down to the chip unit (BJ-5). */
export function maxInsurance(state: BlackjackState, seatIndex: SeatIndex): number {
  const seat = seatOf(state, seatIndex);
  if (!seat) return 0;
  return Math.min(roundDown(seat.bet / 2, state.chipUnit), roundDown(seat.stack, state.chipUnit));
}

function verifyInsuranceOpen(state: BlackjackState, seatIndex: SeatIndex): BlackjackError | null {
  if (!state.insuranceOpen) {
    return refuse(
      'INSURANCE_NOT_OFFERED',
      'BJ-5',
      'insurance is offered only while the dealer shows an ace, before play',
    );
  }
  const seat = seatOf(state, seatIndex);
  if (!seat || seat.bet === 0)
    return refuse('NO_SUCH_SEAT', 'BJ-5', `seat ${seatIndex + 1} has no bet this round`);
  if (seat.insurance !== null) {
    return refuse(
      'INSURANCE_ALREADY_DECIDED',
      'BJ-5',
      `seat ${seatIndex + 1} has already decided on insurance`,
    );
  }
  return null;
}

export function verifyInsurance(
  state: BlackjackState,
  seatIndex: SeatIndex,
  amount: number,
): BlackjackError | null {
  const bad = verifyInsuranceOpen(state, seatIndex);
  if (bad) return bad;
  if (!Number.isInteger(amount) || amount <= 0 || amount % state.chipUnit !== 0) {
    return refuse(
      'BAD_AMOUNT',
      'BJ-5',
      `insurance is a positive multiple of ${state.chipUnit} chips, not ${amount}`,
    );
  }
  const max = maxInsurance(state, seatIndex);
  if (amount > max) {
    return refuse(
      'INSURANCE_TOO_LARGE',
      'BJ-5',
      `insurance is at most half the bet (and what the stack holds): ${max} for seat ${seatIndex + 1}, not ${amount}`,
    );
  }
  return null;
}

export function verifyDeclineInsurance(state: BlackjackState, seatIndex: SeatIndex): BlackjackError | null {
  return verifyInsuranceOpen(state, seatIndex);
}

export function doInsurance(step: Step, seatIndex: SeatIndex, amount: number): void {
  const seat = draftSeat(step.draft, seatIndex);
  seat.insurance = amount;
  if (amount > 0) {
    seat.stack -= amount;
    seat.staked += amount;
    step.events.push({ type: 'insuranceTaken', seatIndex, amount });
  } else {
    step.events.push({ type: 'insuranceDeclined', seatIndex });
  }
  if (step.draft.seats.every((s) => s.bet === 0 || s.insurance !== null)) afterInsurance(step);
}

// ---- player decisions ----------------------------------------------------------------------------

function verifyTurn(state: BlackjackState, seatIndex: SeatIndex, doing: string): BlackjackError | null {
  const phase = inRoundState(state, 'PLAYER_ACTION', doing);
  if (phase) return phase;
  if (state.insuranceOpen) {
    return refuse(
      'INSURANCE_PENDING',
      'BJ-5',
      `cannot ${doing} yet: every player must first take or decline insurance`,
    );
  }
  const hand = activeHand(state);
  if (!hand) return refuse('WRONG_ROUND_STATE', 'BJ-7', `cannot ${doing}: no hand is being played`);
  const card = nextCardFor(state);
  if (card) return refuse('CARD_EXPECTED', 'BJ-7', `cannot ${doing} yet: deal ${where(card)} first`);
  if (hand.seatIndex !== seatIndex) {
    return refuse(
      'OUT_OF_TURN',
      'BJ-7',
      `seat ${seatIndex + 1} cannot ${doing}: it is seat ${hand.seatIndex + 1}'s turn (hand ${hand.handIndex + 1})`,
    );
  }
  return null;
}

function seatStack(state: BlackjackState, seatIndex: SeatIndex): number {
  return seatOf(state, seatIndex)?.stack ?? 0;
}

export function verifyHit(state: BlackjackState, seatIndex: SeatIndex): BlackjackError | null {
  const bad = verifyTurn(state, seatIndex, 'hit');
  if (bad) return bad;
  const hand = activeHand(state)!;
  if (hand.splitAces && !state.rules.hitSplitAces) {
    return refuse('CANNOT_HIT', 'BJ-11', 'split aces take one card each: stand, or split again if allowed');
  }
  return null;
}

export function verifyStand(state: BlackjackState, seatIndex: SeatIndex): BlackjackError | null {
  return verifyTurn(state, seatIndex, 'stand');
}

function doubleTotalAllowed(state: BlackjackState, hand: BlackjackHand): boolean {
  const { total, soft } = handTotal(hand.cards);
  switch (state.rules.doubleOn) {
    case 'any':
      return true;
    case '9-11':
      return !soft && total >= 9 && total <= 11;
    case '10-11':
      return !soft && total >= 10 && total <= 11;
  }
}

export function verifyDouble(state: BlackjackState, seatIndex: SeatIndex): BlackjackError | null {
  const bad = verifyTurn(state, seatIndex, 'double');
  if (bad) return bad;
  const hand = activeHand(state)!;
  const no = (why: string) => refuse('CANNOT_DOUBLE', 'BJ-9', `cannot double: ${why}`);
  if (hand.cards.length !== 2) return no('a hand doubles on its first two cards only');
  if (hand.splitAces && !(state.rules.hitSplitAces && state.rules.doubleAfterSplit)) {
    return no('split aces take one card each');
  }
  if (hand.fromSplit && !state.rules.doubleAfterSplit) return no('this table does not double after a split');
  if (!doubleTotalAllowed(state, hand)) {
    return no(`this table doubles on hard ${state.rules.doubleOn} only, not on ${describeTotal(hand.cards)}`);
  }
  if (seatStack(state, seatIndex) < hand.bet) {
    return no(
      `doubling needs another ${hand.bet} chips and seat ${seatIndex + 1} has ${seatStack(state, seatIndex)}`,
    );
  }
  return null;
}

function describeTotal(cards: readonly Card[]): string {
  const { total, soft } = handTotal(cards);
  return `${soft ? 'soft' : 'hard'} ${total}`;
}

export function verifySplit(state: BlackjackState, seatIndex: SeatIndex): BlackjackError | null {
  const bad = verifyTurn(state, seatIndex, 'split');
  if (bad) return bad;
  const hand = activeHand(state)!;
  const no = (why: string) => refuse('CANNOT_SPLIT', 'BJ-10', `cannot split: ${why}`);
  if (!isPair(hand.cards)) return no('only two cards of the same rank (or two ten-value cards) split');
  if (handsOfSeat(state, seatIndex) >= state.rules.maxHands) {
    return no(`this table allows at most ${state.rules.maxHands} hands per player`);
  }
  if (hand.splitAces && !canResplitAces(state, hand))
    return no('split aces are not split again at this table');
  if (seatStack(state, seatIndex) < hand.bet) {
    return no(
      `splitting needs another ${hand.bet} chips and seat ${seatIndex + 1} has ${seatStack(state, seatIndex)}`,
    );
  }
  return null;
}

export function verifySurrender(state: BlackjackState, seatIndex: SeatIndex): BlackjackError | null {
  const bad = verifyTurn(state, seatIndex, 'surrender');
  if (bad) return bad;
  const hand = activeHand(state)!;
  const no = (why: string) => refuse('CANNOT_SURRENDER', 'BJ-12', `cannot surrender: ${why}`);
  if (state.rules.surrender === 'none') return no('this table does not offer surrender');
  if (hand.fromSplit || hand.cards.length !== 2)
    return no('surrender is the first decision on the first two cards only');
  return null;
}

function currentHand(draft: Draft) {
  return draft.hands.find((h) => h.status === 'playing')!;
}

export function doHit(step: Step): void {
  const hand = currentHand(step.draft);
  hand.awaitingCard = true;
  step.events.push({
    type: 'playerActed',
    seatIndex: hand.seatIndex,
    handIndex: hand.handIndex,
    decision: 'hit',
    amount: 0,
  });
}

export function doStand(step: Step): void {
  const hand = currentHand(step.draft);
  step.events.push({
    type: 'playerActed',
    seatIndex: hand.seatIndex,
    handIndex: hand.handIndex,
    decision: 'stand',
    amount: 0,
  });
  hand.status = 'standing';
  step.events.push({
    type: 'handFinished',
    seatIndex: hand.seatIndex,
    handIndex: hand.handIndex,
    status: 'standing',
    total: handTotal(hand.cards).total,
  });
  advance(step);
}

function putOut(step: Step, seatIndex: SeatIndex, amount: number): void {
  const seat = step.draft.seats.find((s) => s.seatIndex === seatIndex)!;
  seat.stack -= amount;
  seat.staked += amount;
}

export function doDouble(step: Step): void {
  const hand = currentHand(step.draft);
  const amount = hand.bet;
  putOut(step, hand.seatIndex, amount);
  hand.bet += amount;
  hand.doubled = true;
  hand.awaitingCard = true;
  step.events.push({
    type: 'playerActed',
    seatIndex: hand.seatIndex,
    handIndex: hand.handIndex,
    decision: 'double',
    amount,
  });
}

/** The pair becomes two hands of one card each; the first is played out before the second (BJ-10). */
export function doSplit(step: Step): void {
  const { draft } = step;
  const hand = currentHand(draft);
  const [first, second] = hand.cards as [Card, Card];
  const aces = isAce(first);
  putOut(step, hand.seatIndex, hand.bet);
  step.events.push({
    type: 'playerActed',
    seatIndex: hand.seatIndex,
    handIndex: hand.handIndex,
    decision: 'split',
    amount: hand.bet,
  });
  hand.cards = [first];
  hand.fromSplit = true;
  hand.splitAces = aces;
  const at = draft.hands.indexOf(hand);
  draft.hands.splice(at + 1, 0, { ...hand, cards: [second] });
  let handIndex = 0;
  for (const h of draft.hands) if (h.seatIndex === hand.seatIndex) h.handIndex = handIndex++;
}

export function doSurrender(step: Step): void {
  const hand = currentHand(step.draft);
  step.events.push({
    type: 'playerActed',
    seatIndex: hand.seatIndex,
    handIndex: hand.handIndex,
    decision: 'surrender',
    amount: 0,
  });
  hand.status = 'surrendered';
  step.events.push({
    type: 'handFinished',
    seatIndex: hand.seatIndex,
    handIndex: hand.handIndex,
    status: 'surrendered',
    total: handTotal(hand.cards).total,
  });
  advance(step);
}

// ---- dispatch ------------------------------------------------------------------------------------

export function verifyAction(state: BlackjackState, action: BlackjackAction): BlackjackError | null {
  switch (action.type) {
    case 'sit':
      return verifySit(state, action.seatIndex, action.stack);
    case 'leave':
      return verifyLeave(state, action.seatIndex);
    case 'topUp':
      return verifyTopUp(state, action.seatIndex, action.amount);
    case 'bet':
      return verifyBet(state, action.seatIndex, action.amount);
    case 'deal':
      return verifyDeal(state);
    case 'dealCard':
      return verifyDealCard(state, action.card);
    case 'insurance':
      return verifyInsurance(state, action.seatIndex, action.amount);
    case 'declineInsurance':
      return verifyDeclineInsurance(state, action.seatIndex);
    case 'hit':
      return verifyHit(state, action.seatIndex);
    case 'stand':
      return verifyStand(state, action.seatIndex);
    case 'double':
      return verifyDouble(state, action.seatIndex);
    case 'split':
      return verifySplit(state, action.seatIndex);
    case 'surrender':
      return verifySurrender(state, action.seatIndex);
    case 'cutCard':
      return verifyCutCard(state);
    case 'shuffle':
      return verifyShuffle(state);
    case 'nextRound':
      return verifyNextRound(state);
    default:
      return refuse('WRONG_ROUND_STATE', 'BJ-1', `unknown blackjack action ${JSON.stringify(action)}`);
  }
}

export function performAction(step: Step, action: BlackjackAction): void {
  switch (action.type) {
    case 'sit':
      doSit(step, action.seatIndex, action.stack);
      return;
    case 'leave':
      doLeave(step, action.seatIndex);
      return;
    case 'topUp':
      doTopUp(step, action.seatIndex, action.amount);
      return;
    case 'bet':
      doBet(step, action.seatIndex, action.amount);
      return;
    case 'deal':
      doDeal(step);
      return;
    case 'dealCard':
      doDealCard(step, action.card);
      return;
    case 'insurance':
      doInsurance(step, action.seatIndex, action.amount);
      return;
    case 'declineInsurance':
      doInsurance(step, action.seatIndex, 0);
      return;
    case 'hit':
      doHit(step);
      return;
    case 'stand':
      doStand(step);
      return;
    case 'double':
      doDouble(step);
      return;
    case 'split':
      doSplit(step);
      return;
    case 'surrender':
      doSurrender(step);
      return;
    case 'cutCard':
      doCutCard(step);
      return;
    case 'shuffle':
      doShuffle(step);
      return;
    case 'nextRound':
      doNextRound(step);
      return;
  }
}
