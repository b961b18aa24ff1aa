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
  /**
   * The most any opponent can match, as a street total: a bet or raise above it is accepted, and the
   * part above comes back to the bettor when the street's betting closes (BET-11).
   */
  readonly callableTo: Chips;
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
  // Whether anyone can call is no reason to refuse (BET-11): the part nobody matches comes back.
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

/**
 * The most any opponent still in the hand can have in front of them on this street (their bet plus
 * their stack). A bet or raise above it is accepted all the same (BET-11): the part above is returned
 * to the bettor when the street's betting closes.
 */
export function callableTo(draft: Draft, player: PlayerIndex): Chips {
  let most = 0;
  for (const i of inHand(draft)) {
    const o = draft.players[i]!;
    if (i !== player && o.bet + o.stack > most) most = o.bet + o.stack;
  }
  return most;
}

/**
 * The street totals a completion, bet or raise may go to. The structure sets them (BET-3/4): no
 * limit from a full raise to all-in, pot limit up to the pot, fixed limit exactly one bet. What the
 * opponents can call never changes them (BET-11, BET-12): only the bettor's own stack does, as an
 * all-in for less, unless the house lets a bet stop at what can be called (`betsStopAtCallable`).
 */
export function raiseBounds(draft: Draft, player: PlayerIndex): { min: Chips; max: Chips } {
  const betting = draft.betting!;
  const p = draft.players[player]!;
  const current = maxBet(draft);
  const allIn = p.stack + p.bet;
  let full = Math.max(betting.raiseIncrement, streetMinimum(draft));
  if (!betting.completionPending) full += current;
  const size = Math.min(allIn, full);
  const min = draft.config.rules.betsStopAtCallable
    ? Math.min(size, effectiveStack(draft, player) + p.bet)
    : size;
  switch (limitOn(draft)) {
    case 'FIXED_LIMIT':
      return { min, max: size };
    case 'POT_LIMIT':
      return { min, max: Math.min(allIn, Math.max(size, 2 * current - p.bet + totalPot(draft.players))) };
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
  const allIn = draft.players[player]!.stack + draft.players[player]!.bet;
  if (amount < min) {
    const unless = min < allIn ? '' : ' (all-in)';
    return violation(
      'AMOUNT_TOO_SMALL',
      'BET-3',
      `${who(player)} must make it at least ${min}${unless} (tried ${amount})`,
    );
  }
  if (amount > max) {
    const fixed = limitOn(draft) === 'FIXED_LIMIT' && max < allIn ? ': a fixed-limit bet is one bet' : '';
    return violation(
      'AMOUNT_TOO_LARGE',
      'BET-4',
      `${who(player)} can make it at most ${max}${fixed} (tried ${amount})`,
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
    callableTo: callableTo(draft, player),
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
