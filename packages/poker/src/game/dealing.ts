import type { Card } from '../cards/cards.js';
import { currentStreet, type Draft, violation, who } from './draft.js';
import { advance, continueDealing } from './flow.js';
import type { PlayerIndex, RuleViolation } from './types.js';

/**
 * Dealing: hole cards, board cards, burns, draws and pineapple discards. Every card dealt is checked
 * against the cards in play (a card cannot be in two places), and a dead card (mucked, discarded,
 * burned) can come back only when the stub has run out and the dead cards are shuffled in (draw games).
 */

/** Known cards currently in play: in a live hand or on a board. */
function cardsInPlay(draft: Draft): Set<Card> {
  const cards = new Set<Card>();
  for (const p of draft.players) {
    if (p.status !== 'inHand') continue;
    for (const c of p.hole) if (c !== null) cards.add(c);
  }
  for (const board of draft.boards) for (const c of board) if (c !== null) cards.add(c);
  return cards;
}

/** Cards left in the stub: 52 less every card in play (seen or not) and every dead card (seen or not). */
function stubSize(draft: Draft): number {
  let inPlay = 0;
  for (const p of draft.players) if (p.status === 'inHand') inPlay += p.hole.length;
  for (const board of draft.boards) inPlay += board.length;
  return Math.max(0, 52 - inPlay - draft.deck.dead.length - draft.deck.unknownOut);
}

export function verifyCards(draft: Draft, cards: readonly (Card | null)[]): RuleViolation | null {
  const inPlay = cardsInPlay(draft);
  const dead = new Set(draft.deck.dead);
  const seen = new Set<Card>();
  let fromDead = 0;
  for (const c of cards) {
    if (c === null) continue;
    if (seen.has(c)) return violation('DUPLICATE_CARD', 'DEAL-1', `card ${c} is dealt twice`);
    seen.add(c);
    if (inPlay.has(c)) return violation('DUPLICATE_CARD', 'DEAL-1', `card ${c} is already in play`);
    if (dead.has(c)) fromDead++;
  }
  if (fromDead > 0 && draft.config.burnsRecorded && stubSize(draft) >= cards.length) {
    const card = cards.find((c) => c !== null && dead.has(c));
    return violation(
      'DUPLICATE_CARD',
      'DEAL-2',
      `card ${card} was already dealt and is out of play (mucked, burned or discarded)`,
    );
  }
  return null;
}

/** Takes cards out of the stub, shuffling the dead cards back in first when the stub is too short. */
function takeFromStub(draft: Draft, cards: readonly (Card | null)[]): void {
  const dead = new Set(draft.deck.dead);
  if (stubSize(draft) < cards.length || cards.some((c) => c !== null && dead.has(c))) {
    draft.deck.dead = [];
    draft.deck.unknownOut = 0;
    draft.deck.recycled = true;
    draft.events.push({ type: 'deckRecycled' });
  }
}

/** Puts cards out of play: known ones by name, unseen ones by count. */
export function toDead(draft: Draft, cards: readonly (Card | null)[]): void {
  for (const c of cards) {
    if (c === null) draft.deck.unknownOut++;
    else draft.deck.dead.push(c);
  }
}

function verifyDealing(draft: Draft): RuleViolation | null {
  if (draft.phase !== 'dealing' || !draft.dealing) {
    return violation('NOT_DEALING', 'DEAL-3', `no cards are being dealt now (the hand is ${draft.phase})`);
  }
  return null;
}

export function verifyDealHole(
  draft: Draft,
  player: PlayerIndex,
  cards: readonly (Card | null)[],
): RuleViolation | null {
  const dealing = verifyDealing(draft);
  if (dealing) return dealing;
  const p = draft.players[player];
  if (!p) return violation('NO_SUCH_PLAYER', 'DEAL-4', `there is no ${who(player)} in this hand`);
  if (p.status !== 'inHand')
    return violation('PLAYER_NOT_IN_HAND', 'DEAL-4', `${who(player)} is not in the hand`);
  if (cards.length === 0) return violation('TOO_MANY_CARDS', 'DEAL-5', 'no cards to deal');
  if (cards.length > p.pendingHole.length) {
    const owed = p.pendingHole.length;
    return violation(
      'TOO_MANY_CARDS',
      'DEAL-5',
      `${who(player)} is owed ${owed} card${owed === 1 ? '' : 's'} now, not ${cards.length}`,
    );
  }
  return verifyCards(draft, cards);
}

export function doDealHole(draft: Draft, player: PlayerIndex, cards: readonly (Card | null)[]): void {
  const p = draft.players[player]!;
  takeFromStub(draft, cards);
  const up = p.pendingHole.splice(0, cards.length);
  p.hole.push(...cards);
  p.up.push(...up);
  // A new face-down card has not been shown: a player who tabled their hand at an all-in shows again.
  if (up.some((u) => !u)) p.shown = false;
  draft.dealing!.burnPending = false;
  draft.events.push({ type: 'holeDealt', player, cards: [...cards], up });
  continueDealing(draft);
}

export function verifyDealBoard(
  draft: Draft,
  cards: readonly (Card | null)[],
  board?: number,
): RuleViolation | null {
  const dealing = verifyDealing(draft);
  if (dealing) return dealing;
  const target = board ?? draft.dealing!.boardPending.findIndex((n) => n > 0);
  const pending = draft.dealing!.boardPending[target] ?? 0;
  if (cards.length === 0 || cards.length > pending) {
    return violation(
      'TOO_MANY_CARDS',
      'DEAL-6',
      `the board is owed ${pending} card${pending === 1 ? '' : 's'} now, not ${cards.length}`,
    );
  }
  if (draft.dealing!.drawers.length > 0) {
    return violation('OUT_OF_TURN', 'DEAL-7', `${who(draft.dealing!.drawers[0]!)} has not drawn yet`);
  }
  return verifyCards(draft, cards);
}

export function doDealBoard(draft: Draft, cards: readonly (Card | null)[], board?: number): void {
  const dealing = draft.dealing!;
  const target = board ?? dealing.boardPending.findIndex((n) => n > 0);
  takeFromStub(draft, cards);
  draft.boards[target]!.push(...cards);
  dealing.boardPending[target]! -= cards.length;
  dealing.burnPending = false;
  draft.events.push({ type: 'boardDealt', board: target, cards: [...cards] });
  continueDealing(draft);
}

export function verifyBurn(draft: Draft, card: Card | null): RuleViolation | null {
  const dealing = verifyDealing(draft);
  if (dealing) return dealing;
  if (!draft.dealing!.burnPending || !draft.config.burnsRecorded) {
    return violation('BURN_NOT_EXPECTED', 'DEAL-8', 'no burn card is expected now');
  }
  return verifyCards(draft, [card]);
}

export function doBurn(draft: Draft, card: Card | null): void {
  takeFromStub(draft, [card]);
  toDead(draft, [card]);
  draft.dealing!.burnPending = false;
  draft.events.push({ type: 'cardBurned', card });
}

/** Checks that `cards` are held by the player: known cards by name, unknown ones (`null`) by count. */
function verifyHeld(
  draft: Draft,
  player: PlayerIndex,
  cards: readonly (Card | null)[],
): RuleViolation | null {
  const hole = draft.players[player]!.hole;
  let unknownHeld = hole.filter((c) => c === null).length;
  const seen = new Set<Card>();
  for (const c of cards) {
    if (c === null) {
      if (unknownHeld-- <= 0)
        return violation('CARD_NOT_HELD', 'DRAW-2', `${who(player)} does not hold that many cards`);
      continue;
    }
    if (seen.has(c) || !hole.includes(c)) {
      return violation('CARD_NOT_HELD', 'DRAW-2', `${who(player)} does not hold ${c}`);
    }
    seen.add(c);
  }
  return null;
}

function removeFromHand(draft: Draft, player: PlayerIndex, cards: readonly (Card | null)[]): boolean[] {
  const p = draft.players[player]!;
  const removedUp: boolean[] = [];
  for (const c of cards) {
    const at = p.hole.indexOf(c);
    removedUp.push(p.up[at]!);
    p.hole.splice(at, 1);
    p.up.splice(at, 1);
  }
  toDead(draft, cards);
  return removedUp;
}

export function verifyDiscard(
  draft: Draft,
  player: PlayerIndex,
  cards: readonly (Card | null)[],
): RuleViolation | null {
  const p = draft.players[player];
  if (!p) return violation('NO_SUCH_PLAYER', 'DRAW-1', `there is no ${who(player)} in this hand`);
  if (draft.phase === 'discarding') {
    if (!draft.discarders.includes(player)) {
      return violation('OUT_OF_TURN', 'DRAW-3', `${who(player)} has no discard to make`);
    }
    const required = currentStreet(draft).discardAfterBetting;
    if (cards.length !== required) {
      return violation(
        'WRONG_DISCARD_COUNT',
        'DRAW-3',
        `${who(player)} must discard exactly ${required}, not ${cards.length}`,
      );
    }
    return verifyHeld(draft, player, cards);
  }
  const dealing = verifyDealing(draft);
  if (dealing) return dealing;
  const drawers = draft.dealing!.drawers;
  if (drawers.length === 0) return violation('OUT_OF_TURN', 'DRAW-1', 'nobody draws now');
  if (drawers[0] !== player) {
    return violation(
      'OUT_OF_TURN',
      'DRAW-1',
      `it is ${who(drawers[0]!)}'s turn to draw, not ${who(player)}'s`,
    );
  }
  return verifyHeld(draft, player, cards);
}

export function doDiscard(draft: Draft, player: PlayerIndex, cards: readonly (Card | null)[]): void {
  const removedUp = removeFromHand(draft, player, cards);
  draft.events.push({ type: 'discarded', player, cards: [...cards] });
  if (draft.phase === 'discarding') {
    draft.discarders = draft.discarders.filter((i) => i !== player);
    if (draft.discarders.length === 0) advance(draft);
    return;
  }
  // A draw: the player is owed as many replacements as they threw away, face as before.
  draft.players[player]!.pendingHole.push(...removedUp);
  draft.dealing!.drawers.shift();
  continueDealing(draft);
}
