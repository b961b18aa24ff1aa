import { toDead } from './dealing.js';
import { type Draft, inHand, maxBet, violation, who } from './draft.js';
import { continueBetting, effectiveStack, limitOn, streetMinimum } from './flow.js';
import { totalPot } from './pots.js';
import type { BetKind, Chips, PlayerIndex, RuleViolation } from './types.js';

/**
 * Betting, in the three faces of STYLE.md habit 1: `verify…` says why an action is not allowed,
 * `…Options` tells a UI what is allowed, and the `do…` functions perform an action already verified.
 * Rule ids (BET-n) name the tests that pin each rule down.
 */

export interface BettingOptions {
  readonly player: PlayerIndex;
  readonly canFold: boolean;
  readonly canCheck: boolean;
  /** Chips a call adds (0 when checking). */
  readonly callAmount: Chips;
  readonly canBringIn: boolean;
  readonly bringInAmount: Chips;
  /** Whether a completion, bet or raise is allowed, and its bounds as street totals. */
  readonly canRaise: boolean;
  readonly minRaiseTo: Chips;
  readonly maxRaiseTo: Chips;
  /** The current street total to match. */
  readonly currentBet: Chips;
  readonly raiseKind: 'complete' | 'bet' | 'raise';
}

function verifyTurn(draft: Draft, player: PlayerIndex): RuleViolation | null {
  if (draft.phase !== 'betting' || !draft.betting) {
    return violation('WRONG_PHASE', 'BET-1', `no betting is open now (the hand is ${draft.phase})`);
  }
  const actor = draft.betting.actors[0];
  if (actor !== player) {
    return violation('OUT_OF_TURN', 'BET-1', `it is ${who(actor!)}'s turn to act, not ${who(player)}'s`);
  }
  return null;
}

/** The player's turn, and no bring-in waiting: what a fold, check or call needs first (BET-1, BET-9). */
function verifyTurnPastBringIn(draft: Draft, player: PlayerIndex): RuleViolation | null {
  const turn = verifyTurn(draft, player);
  if (turn) return turn;
  if (draft.betting!.bringInPending) {
    return violation('BRING_IN_REQUIRED', 'BET-9', `${who(player)} must bring in or complete first`);
  }
  return null;
}

export function verifyFold(draft: Draft, player: PlayerIndex): RuleViolation | null {
  const turn = verifyTurnPastBringIn(draft, player);
  if (turn) return turn;
  if (!draft.config.rules.foldWhenCheckAllowed && draft.players[player]!.bet >= maxBet(draft)) {
    return violation('CANNOT_FOLD', 'BET-2', `${who(player)} can check: there is nothing to call`);
  }
  return null;
}

export function verifyCheckOrCall(draft: Draft, player: PlayerIndex): RuleViolation | null {
  const turn = verifyTurnPastBringIn(draft, player);
  if (turn) return turn;
  return null;
}

export function verifyBringIn(draft: Draft, player: PlayerIndex): RuleViolation | null {
  const turn = verifyTurn(draft, player);
  if (turn) return turn;
  if (!draft.betting!.bringInPending) {
    return violation(
      'BRING_IN_NOT_ALLOWED',
      'BET-9',
      'the bring-in is only posted by the first player on third street',
    );
  }
  return null;
}

/** Whether the player may put in a completion, bet or raise at all (whatever the amount), and why not. */
function verifyRaiseAllowed(draft: Draft, player: PlayerIndex): RuleViolation | null {
  const turn = verifyTurn(draft, player);
  if (turn) return turn;
  const betting = draft.betting!;
  const p = draft.players[player]!;
  const current = maxBet(draft);
  const cap = limitOn(draft) === 'FIXED_LIMIT' ? draft.config.raiseCap : null;
  if (cap !== null && betting.raiseCount >= cap) {
    return violation(
      'RAISE_CAP_REACHED',
      'BET-5',
      `betting is capped at ${cap} bets and raises on this street`,
    );
  }
  if (p.stack <= current - p.bet) {
    return violation('RAISE_NOT_ALLOWED', 'BET-6', `${who(player)} can only call all-in or fold`);
  }
  const someoneCanCall = inHand(draft).some((i) => {
    const o = draft.players[i]!;
    return i !== player && o.stack + o.bet > current;
  });
  if (!someoneCanCall) {
    return violation(
      'RAISE_NOT_ALLOWED',
      'BET-8',
      'everyone else is all-in: only a call or a fold is possible',
    );
  }
  const actedAt = betting.actedAt[player] ?? null;
  if (!draft.config.rules.shortAllInReopens && actedAt !== null && actedAt > 0) {
    const fullRaise = Math.max(betting.raiseIncrement, streetMinimum(draft));
    const reopened = betting.fullRaiseLevel > actedAt || current - actedAt >= fullRaise;
    if (!reopened) {
      return violation(
        'RAISE_NOT_ALLOWED',
        'BET-7',
        `a short all-in does not reopen raising: ${who(player)} already acted and may only call or fold`,
      );
    }
  }
  return null;
}

export function raiseBounds(draft: Draft, player: PlayerIndex): { min: Chips; max: Chips } {
  const betting = draft.betting!;
  const p = draft.players[player]!;
  const current = maxBet(draft);
  let min = Math.max(betting.raiseIncrement, streetMinimum(draft));
  if (!betting.completionPending) min += current;
  min = Math.min(effectiveStack(draft, player) + p.bet, min);
  const allIn = p.stack + p.bet;
  switch (limitOn(draft)) {
    case 'FIXED_LIMIT':
      return { min, max: min };
    case 'POT_LIMIT':
      return { min, max: Math.min(allIn, Math.max(min, 2 * current - p.bet + totalPot(draft.players))) };
    case 'NO_LIMIT':
      return { min, max: allIn };
  }
}

export function verifyBetOrRaiseTo(draft: Draft, player: PlayerIndex, amount: Chips): RuleViolation | null {
  const allowed = verifyRaiseAllowed(draft, player);
  if (allowed) return allowed;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    return violation(
      'AMOUNT_TOO_SMALL',
      'BET-3',
      `a bet must be a positive whole number of chips, not ${amount}`,
    );
  }
  const { min, max } = raiseBounds(draft, player);
  if (amount < min) {
    return violation(
      'AMOUNT_TOO_SMALL',
      'BET-3',
      `${who(player)} must make it at least ${min} (tried ${amount})`,
    );
  }
  if (amount > max) {
    return violation(
      'AMOUNT_TOO_LARGE',
      'BET-4',
      `${who(player)} can make it at most ${max} (tried ${amount})`,
    );
  }
  return null;
}

export function bettingOptions(draft: Draft): BettingOptions | null {
  if (draft.phase !== 'betting' || !draft.betting || draft.betting.actors.length === 0) return null;
  const player = draft.betting.actors[0]!;
  const p = draft.players[player]!;
  const current = maxBet(draft);
  const raiseAllowed = verifyRaiseAllowed(draft, player) === null;
  const bounds = raiseAllowed ? raiseBounds(draft, player) : { min: 0, max: 0 };
  return {
    player,
    canFold: verifyFold(draft, player) === null,
    canCheck: !draft.betting.bringInPending && p.bet >= current,
    callAmount: draft.betting.bringInPending ? 0 : Math.min(p.stack, current - p.bet),
    canBringIn: draft.betting.bringInPending,
    bringInAmount: Math.min(p.stack, draft.config.bringIn),
    canRaise: raiseAllowed,
    minRaiseTo: bounds.min,
    maxRaiseTo: bounds.max,
    currentBet: current,
    raiseKind: draft.betting.completionPending ? 'complete' : current === 0 ? 'bet' : 'raise',
  };
}

// ---- performing verified actions -------------------------------------------------------------------

function record(draft: Draft, player: PlayerIndex, kind: BetKind, amount: Chips): void {
  const p = draft.players[player]!;
  draft.events.push({
    type: 'bet',
    player,
    kind,
    amount,
    to: p.bet,
    allIn: p.stack === 0 && kind !== 'fold',
  });
}

export function doFold(draft: Draft, player: PlayerIndex): void {
  const p = draft.players[player]!;
  draft.betting!.actors.shift();
  p.status = 'folded';
  toDead(draft, p.hole);
  record(draft, player, 'fold', 0);
  continueBetting(draft);
}

export function doCheckOrCall(draft: Draft, player: PlayerIndex): void {
  const betting = draft.betting!;
  const p = draft.players[player]!;
  const current = maxBet(draft);
  const amount = Math.min(p.stack, current - p.bet);
  betting.actors.shift();
  p.stack -= amount;
  p.bet += amount;
  betting.actedAt[player] = current;
  record(draft, player, amount === 0 ? 'check' : 'call', amount);
  continueBetting(draft);
}

export function doBringIn(draft: Draft, player: PlayerIndex): void {
  const betting = draft.betting!;
  const p = draft.players[player]!;
  const amount = Math.min(p.stack, draft.config.bringIn);
  betting.actors.shift();
  p.stack -= amount;
  p.bet += amount;
  betting.bringInPending = false;
  record(draft, player, 'bringIn', amount);
  continueBetting(draft);
}

export function doBetOrRaiseTo(draft: Draft, player: PlayerIndex, amount: Chips): void {
  const betting = draft.betting!;
  const p = draft.players[player]!;
  const current = maxBet(draft);
  const kind: BetKind = betting.completionPending ? 'complete' : current === 0 ? 'bet' : 'raise';
  const increment = amount - current;
  const fullRaise =
    betting.completionPending || increment >= Math.max(betting.raiseIncrement, streetMinimum(draft));
  const added = amount - p.bet;
  p.stack -= added;
  p.bet = amount;
  betting.bringInPending = false;
  betting.completionPending = false;
  betting.raiseIncrement = Math.max(betting.raiseIncrement, increment);
  betting.raiseCount += 1;
  if (fullRaise) betting.fullRaiseLevel = amount;
  betting.actedAt[player] = amount;
  betting.lastAggressor = player;
  const count = draft.players.length;
  betting.actors = Array.from({ length: count - 1 }, (_, k) => (player + 1 + k) % count).filter((i) => {
    const o = draft.players[i]!;
    return o.status === 'inHand' && o.stack > 0;
  });
  record(draft, player, kind, added);
  continueBetting(draft);
}
