import type { BettingLimit } from '../variations/variations.js';
import { currentStreet, type Draft, inHand, maxBet, rotation, variationOf } from './draft.js';
import { openerIndex } from './opening.js';
import { resolveShowdownIfReady, settleUncontested } from './showdown.js';
import type { Chips, PlayerIndex } from './types.js';

/**
 * The hand's progress between player actions: streets open with their dealing, dealing gives way to
 * betting, betting closes by gathering the bets, and the last street ends in a showdown. Every
 * function here moves a draft forward as far as it can go without an outside input.
 */

export function limitOn(draft: Draft, streetIndex = draft.streetIndex): BettingLimit {
  const { limits } = draft.config;
  return typeof limits === 'string'
    ? limits
    : (limits[streetIndex] ?? limits[limits.length - 1] ?? 'NO_LIMIT');
}

/** The smallest bet and raise increment on the current street. */
export function streetMinimum(draft: Draft): Chips {
  if (limitOn(draft) === 'FIXED_LIMIT') {
    return currentStreet(draft).betSize === 'big' ? draft.config.bigBet : draft.config.smallBet;
  }
  return draft.config.minBet;
}

export function beginStreet(draft: Draft, streetIndex: number): void {
  draft.streetIndex = streetIndex;
  draft.phase = 'dealing';
  const street = currentStreet(draft);
  for (const i of inHand(draft)) draft.players[i]!.pendingHole = [...street.holeCards];
  draft.dealing = {
    boardPending: draft.boards.map(() => street.boardCards),
    burnPending: street.burn && draft.config.burnsRecorded,
    drawers: street.draw ? inHand(draft) : [],
  };
  draft.events.push({ type: 'streetStarted', street: street.name, streetIndex });
  continueDealing(draft);
}

/** Starts the betting once the street's cards are all out and every draw is done. */
export function continueDealing(draft: Draft): void {
  const dealing = draft.dealing;
  if (!dealing) return;
  const owed =
    dealing.drawers.length > 0 ||
    dealing.boardPending.some((n) => n > 0) ||
    draft.players.some((p) => p.status === 'inHand' && p.pendingHole.length > 0);
  if (owed) return;
  draft.dealing = null;
  beginBetting(draft);
}

export function beginBetting(draft: Draft): void {
  const street = currentStreet(draft);
  draft.phase = 'betting';
  const bringInPending = draft.streetIndex === 0 && draft.config.bringIn > 0;
  const noBetting = draft.config.bombPot && draft.streetIndex === 0;
  const opener = openerIndex(street.opening, draft.players);
  const actors = noBetting
    ? []
    : rotation(draft.players.length, opener).filter((i) => {
        const p = draft.players[i]!;
        return p.status === 'inHand' && p.stack > 0 && effectiveStack(draft, i) > 0;
      });
  draft.betting = {
    actors,
    bringInPending,
    completionPending: bringInPending,
    raiseIncrement: 0,
    raiseCount: 0,
    fullRaiseLevel: maxBet(draft),
    actedAt: draft.players.map(() => null),
    lastAggressor: null,
  };
  const lone = actors.length === 1 && draft.players[actors[0]!]!.bet >= maxBet(draft);
  if (actors.length === 0 || lone || inHand(draft).length <= 1) endBetting(draft);
}

/**
 * The chips a player can still put at risk: no more than the largest stack among the others can
 * match. Zero means the player has everyone covered and has nothing left to decide.
 */
export function effectiveStack(draft: Draft, player: PlayerIndex): Chips {
  const totals = inHand(draft)
    .map((i) => draft.players[i]!.bet + draft.players[i]!.stack)
    .sort((a, b) => a - b);
  if (totals.length < 2) return 0;
  const p = draft.players[player]!;
  return Math.min(p.stack, Math.max(0, totals[totals.length - 2]! - p.bet));
}

/** Called after every betting action: closes the round when nobody is left to act. */
export function continueBetting(draft: Draft): void {
  if (!draft.betting) return;
  if (draft.betting.actors.length === 0 || inHand(draft).length <= 1) endBetting(draft);
}

export function endBetting(draft: Draft): void {
  const betting = draft.betting;
  if (betting?.lastAggressor !== null && betting?.lastAggressor !== undefined) {
    draft.lastAggressor = betting.lastAggressor;
  }
  draft.betting = null;
  gatherBets(draft, true);
  const live = inHand(draft);
  if (live.length > 1 && live.filter((i) => draft.players[i]!.stack > 0).length <= 1) draft.runout = true;
  draft.events.push({
    type: 'bettingClosed',
    streetIndex: draft.streetIndex,
    pot: draft.players.reduce((s, p) => s + p.committed + p.deadAnte, 0),
  });
  if (live.length <= 1) {
    settleUncontested(draft);
    return;
  }
  const street = currentStreet(draft);
  if (street.discardAfterBetting > 0) {
    draft.phase = 'discarding';
    draft.discarders = live;
    return;
  }
  advance(draft);
}

/** After the street (and any pineapple discard): the next street, or the showdown after the last. */
export function advance(draft: Draft): void {
  const streets = variationOf(draft).streets;
  if (draft.streetIndex >= streets.length - 1) {
    draft.phase = 'showdown';
    resolveShowdownIfReady(draft);
    return;
  }
  beginStreet(draft, draft.streetIndex + 1);
}

/**
 * Gathers the bets into the pot. A bet nobody matched is returned first: whatever exceeds the second
 * largest bet goes back to its owner (`returnUncalled`); antes are trimmed the same way when uniform.
 */
export function gatherBets(draft: Draft, returnUncalled: boolean): void {
  if (returnUncalled) {
    const sorted = draft.players.map((p) => p.bet).sort((a, b) => a - b);
    const cutoff = sorted[sorted.length - 2] ?? 0;
    draft.players.forEach((p, i) => {
      if (p.bet > cutoff) {
        const amount = p.bet - cutoff;
        p.stack += amount;
        p.bet = cutoff;
        draft.events.push({ type: 'uncalledReturned', player: i, amount });
      }
    });
  }
  for (const p of draft.players) {
    p.committed += p.bet;
    p.bet = 0;
  }
}
