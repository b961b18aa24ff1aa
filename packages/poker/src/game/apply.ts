import type { Card } from '../cards/cards.js';
import {
  type BettingOptions,
  bettingOptions,
  doBetOrRaiseTo,
  doBringIn,
  doCheckOrCall,
  doFold,
  verifyBetOrRaiseTo,
  verifyBringIn,
  verifyCheckOrCall,
  verifyFold,
} from './betting.js';
import {
  doBurn,
  doDealBoard,
  doDealHole,
  doDiscard,
  toDead,
  verifyBurn,
  verifyCards,
  verifyDealBoard,
  verifyDealHole,
  verifyDiscard,
} from './dealing.js';
import { type Draft, draftOf, inHand, stateOf, violation, who } from './draft.js';
import { pendingShowdown, resolveShowdownIfReady } from './showdown.js';
import type { ApplyResult, HandAction, HandState, PlayerIndex, RuleViolation } from './types.js';

/**
 * The game as a reducer: `apply(state, action)` returns the next state and the events it produced, or
 * a rule violation that says why the action is refused (and the state is unchanged). The engine, the
 * replay command and the tests all drive hands through this one function.
 */
export function apply(state: HandState, action: HandAction): ApplyResult {
  if (state.phase === 'complete') {
    return { ok: false, error: violation('HAND_COMPLETE', 'HAND-1', 'the hand is over') };
  }
  const draft = draftOf(state);
  const error = verify(draft, action);
  if (error) return { ok: false, error };
  perform(draft, action);
  return { ok: true, state: stateOf(draft), events: draft.events };
}

/** Whether `action` would be accepted now (habit 1's "ask" face). */
export function canApply(state: HandState, action: HandAction): boolean {
  return state.phase !== 'complete' && verify(draftOf(state), action) === null;
}

/** What the player to act may do now, for buttons and bots; `null` when nobody is to bet. */
export function actionOptions(state: HandState): BettingOptions | null {
  return bettingOptions(draftOf(state));
}

function checkPlayer(draft: Draft, player: PlayerIndex): RuleViolation | null {
  if (!Number.isInteger(player) || !draft.players[player]) {
    return violation('NO_SUCH_PLAYER', 'HAND-2', `there is no ${who(player)} in this hand`);
  }
  return null;
}

function verify(draft: Draft, action: HandAction): RuleViolation | null {
  if ('player' in action) {
    const bad = checkPlayer(draft, action.player);
    if (bad) return bad;
  }
  switch (action.type) {
    case 'dealHole':
      return verifyDealHole(draft, action.player, action.cards);
    case 'dealBoard':
      return verifyDealBoard(draft, action.cards, action.board);
    case 'burn':
      return verifyBurn(draft, action.card);
    case 'fold':
      return verifyFold(draft, action.player);
    case 'checkOrCall':
      return verifyCheckOrCall(draft, action.player);
    case 'bringIn':
      return verifyBringIn(draft, action.player);
    case 'betOrRaiseTo':
      return verifyBetOrRaiseTo(draft, action.player, action.amount);
    case 'discard':
      return verifyDiscard(draft, action.player, action.cards);
    case 'show':
      return verifyShow(draft, action.player, action.cards);
    case 'muck':
      return verifyMuck(draft, action.player);
  }
}

function perform(draft: Draft, action: HandAction): void {
  switch (action.type) {
    case 'dealHole':
      doDealHole(draft, action.player, action.cards);
      return;
    case 'dealBoard':
      doDealBoard(draft, action.cards, action.board);
      return;
    case 'burn':
      doBurn(draft, action.card);
      return;
    case 'fold':
      doFold(draft, action.player);
      return;
    case 'checkOrCall':
      doCheckOrCall(draft, action.player);
      return;
    case 'bringIn':
      doBringIn(draft, action.player);
      return;
    case 'betOrRaiseTo':
      doBetOrRaiseTo(draft, action.player, action.amount);
      return;
    case 'discard':
      doDiscard(draft, action.player, action.cards);
      return;
    case 'show':
      doShow(draft, action.player, action.cards);
      return;
    case 'muck':
      doMuck(draft, action.player);
      return;
  }
}

// ---- showing and mucking ---------------------------------------------------------------------------

/**
 * Hands are shown at the showdown, or at any time once betting is over for the hand (all-in players
 * table their cards before the board is run out). Showing can reveal cards nobody saw before.
 */
function verifyShow(
  draft: Draft,
  player: PlayerIndex,
  cards?: readonly (Card | null)[],
): RuleViolation | null {
  const p = draft.players[player]!;
  if (p.status !== 'inHand')
    return violation('PLAYER_NOT_IN_HAND', 'SHOW-1', `${who(player)} is not in the hand`);
  if (draft.phase !== 'showdown' && !draft.runout) {
    return violation('CANNOT_SHOW', 'SHOW-2', 'hands are shown at the showdown or once everyone is all-in');
  }
  if (!cards) return null;
  if (cards.length !== p.hole.length) {
    return violation(
      'CANNOT_SHOW',
      'SHOW-3',
      `${who(player)} holds ${p.hole.length} cards, not ${cards.length}`,
    );
  }
  const revealed: Card[] = [];
  const held = new Set(p.hole.filter((c): c is Card => c !== null));
  for (const c of cards) {
    if (c !== null && !held.has(c)) revealed.push(c);
  }
  const known = cards.filter((c) => c !== null).length;
  const unknownSlots = p.hole.filter((c) => c === null).length;
  if (revealed.length > unknownSlots || known - revealed.length !== held.size) {
    return violation('CANNOT_SHOW', 'SHOW-3', `the cards shown are not the cards ${who(player)} holds`);
  }
  return verifyCards(draft, revealed);
}

function doShow(draft: Draft, player: PlayerIndex, cards?: readonly (Card | null)[]): void {
  const p = draft.players[player]!;
  if (cards) {
    const held = new Set(p.hole);
    const revealed = cards.filter((c): c is Card => c !== null && !held.has(c));
    let next = 0;
    p.hole = p.hole.map((c) => (c === null && next < revealed.length ? revealed[next++]! : c));
  }
  p.shown = p.hole.every((c) => c !== null);
  draft.events.push({ type: 'shown', player, cards: [...p.hole] });
  resolveShowdownIfReady(draft);
}

function verifyMuck(draft: Draft, player: PlayerIndex): RuleViolation | null {
  const p = draft.players[player]!;
  if (draft.phase !== 'showdown')
    return violation('CANNOT_MUCK', 'SHOW-4', 'hands are mucked at the showdown (fold instead)');
  if (p.status !== 'inHand')
    return violation('PLAYER_NOT_IN_HAND', 'SHOW-1', `${who(player)} is not in the hand`);
  if (p.shown) return violation('CANNOT_MUCK', 'SHOW-5', `${who(player)} has already shown`);
  return null;
}

function doMuck(draft: Draft, player: PlayerIndex): void {
  const p = draft.players[player]!;
  p.status = 'mucked';
  toDead(draft, p.hole);
  draft.events.push({ type: 'mucked', player });
  resolveShowdownIfReady(draft);
}

/** Players who still have to show or muck before the pots can be paid. */
export function awaitingShowdown(state: HandState): PlayerIndex[] {
  return pendingShowdown(state);
}

/** Players still holding live cards. */
export function playersInHand(state: HandState): PlayerIndex[] {
  return inHand(state);
}
