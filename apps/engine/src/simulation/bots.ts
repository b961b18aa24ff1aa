/**
 * Bot players for simulated tables: plausible, position- and strength-aware play in every
 * variation. Strength is the Monte Carlo pot share against the live opponents (strength.ts), scaled by
 * their number so "1" means an average hand; position loosens or tightens the thresholds; bet sizes
 * follow the structure (fractions of the pot in no- and pot-limit, the fixed bet in limit, as the
 * reducer's `actionOptions` bound them: a short opponent never shrinks them, BET-12). Each bot has a
 * style (tight/loose, passive/aggressive) fixed by its seat's session.
 */
import {
  actionOptions,
  type BettingOptions,
  type Card,
  cardIndex,
  evaluateHand,
  getVariation,
  type HandState,
  type Random,
  rankOf,
  suitOf,
  totalPot,
} from '@railbird/poker';
import { estimateEquity } from './strength.js';

export interface BotStyle {
  /** Added to the strength needed to play: > 0 tight, < 0 loose. */
  readonly tightness: number;
  /** Chance to bet or raise rather than check or call with a hand worth it. */
  readonly aggression: number;
  /** Chance to bluff when checked to in position. */
  readonly bluff: number;
  /**
   * How much more a bot wants before it risks a big part of its stack (0 = none, a cash game): a
   * tournament player cannot buy back in. Scaled by the share of the stack a call or raise costs.
   */
  readonly caution?: number;
}

export function styleOf(seed: number): BotStyle {
  const r = (k: number) => (((seed * 2654435761 + k * 40503) >>> 0) % 1000) / 1000;
  return { tightness: (r(1) - 0.5) * 0.5, aggression: 0.35 + r(2) * 0.45, bluff: 0.03 + r(3) * 0.12 };
}

/**
 * The same player in a tournament (issue 15): chips cannot be bought back, so they play tighter,
 * bet less often and bluff half as much — a demo tournament then lasts through its levels instead of
 * busting out in a few minutes.
 */
export function tournamentStyle(style: BotStyle): BotStyle {
  return {
    tightness: style.tightness + TOURNAMENT_TIGHTNESS,
    aggression: style.aggression * 0.75,
    bluff: style.bluff * 0.5,
    caution: TOURNAMENT_CAUTION,
  };
}
export const TOURNAMENT_CAUTION = 1.2;
export const TOURNAMENT_TIGHTNESS = 0.25;

export type BotBet =
  | { type: 'fold' }
  | { type: 'check' }
  | { type: 'call' }
  | { type: 'bringIn' }
  | { type: 'raise'; to: number };

/**
 * What the player to act does. `samples` trades realism for speed (the fast mode of tests uses few).
 */
export function decideBet(state: HandState, style: BotStyle, random: Random, samples: number): BotBet {
  const options = actionOptions(state)!;
  const player = options.player;
  const variation = getVariation(state.config.variation);
  const live = state.players.filter((p) => p.status === 'inHand').length;
  const equity = estimateEquity(state, player, random, samples);
  // 1 = an average hand against this many opponents; 2 = twice the fair share.
  const relative = equity * live;
  const n = state.players.length;
  // Position: 0 early … 1 the button (the last to act after the first street in button games).
  const position = variation.forcedBets === 'blinds' ? player / Math.max(1, n - 1) : 0.5;
  const need = 1.05 + style.tightness - 0.25 * position + (state.streetIndex === 0 ? 0.1 : 0);
  const pot = totalPot(state.players);
  const raiseCount = state.betting?.raiseCount ?? 0;

  if (options.canBringIn) {
    return relative > need + 0.5 && random() < style.aggression
      ? raiseTo(options, pot, random, 0)
      : { type: 'bringIn' };
  }
  // The share of the stack behind a call costs, and what it asks of a cautious player's hand.
  const atRisk = Math.min(1, options.callAmount / Math.max(1, state.players[player]!.stack));
  const caution = (style.caution ?? 0) * atRisk;
  const strong = relative > need + 0.45 + raiseCount * 0.25 + caution;
  // A raise nobody can call is legal (BET-11) but only comes back: a bot calls instead.
  const canRaise = options.canRaise && options.callableTo > options.currentBet;
  if (options.callAmount === 0) {
    if (canRaise && (strong || (relative > need + 0.1 && random() < style.aggression))) {
      return raiseTo(options, pot, random, relative - need);
    }
    if (canRaise && position > 0.6 && random() < style.bluff) return raiseTo(options, pot, random, 0);
    return { type: 'check' };
  }
  const potOdds = options.callAmount / (pot + options.callAmount);
  if (canRaise && strong && random() < style.aggression + 0.2 && raiseCount < 4) {
    return raiseTo(options, pot, random, relative - need);
  }
  if (equity >= potOdds * (0.95 + caution) || (relative > need + caution && random() < 0.85))
    return { type: 'call' };
  if (random() < 0.04 && caution < 0.1) return { type: 'call' };
  return { type: 'fold' };
}

/**
 * A bet or raise total: half to full pot (more with a stronger hand), the fixed bet in limit games
 * (`minRaiseTo` = `maxRaiseTo`, the structure's size or an all-in for less, whatever the opponents hold).
 */
function raiseTo(options: BettingOptions, pot: number, random: Random, margin: number): BotBet {
  const fraction = 0.45 + random() * 0.45 + Math.min(0.6, Math.max(0, margin) * 0.3);
  const wanted = options.currentBet + options.callAmount + Math.round(pot * fraction);
  const to = Math.max(options.minRaiseTo, Math.min(options.maxRaiseTo, wanted));
  // Near the whole stack: put it all in rather than leave crumbs behind.
  const shove = options.maxRaiseTo - to < (options.maxRaiseTo - options.currentBet) * 0.25;
  return { type: 'raise', to: shove ? options.maxRaiseTo : to };
}

const rank = (c: Card) => rankOf(cardIndex(c));
const suit = (c: Card) => suitOf(cardIndex(c));
/** Ace low: ace 0, deuce 1 … king 12. */
const lowRank = (c: Card) => (rank(c) + 1) % 13;

/** Low draws: the cards to throw — all but the first of each rank up to `top` (by `rankOf`). */
function throwAllButDistinctLow(hole: readonly Card[], rankOf: (c: Card) => number, top: number): Card[] {
  const keep = new Set<number>();
  return hole.filter((c) => {
    const r = rankOf(c);
    if (r <= top && !keep.has(r)) {
      keep.add(r);
      return false;
    }
    return true;
  });
}

/** Draw games: the cards a bot throws away (empty: stand pat). */
export function decideDiscards(state: HandState, player: number): Card[] {
  const variation = getVariation(state.config.variation);
  const hole = state.players[player]!.hole.filter((c): c is Card => c !== null);
  const handType = variation.handTypes[0];
  switch (handType) {
    case 'deuceSevenLow':
      // Keep distinct ranks from 2 to 8 (the ace is high here); break pairs.
      return throwAllButDistinctLow(hole, rank, 6);
    case 'aceFiveLow':
      // Keep distinct ranks from ace to 8.
      return throwAllButDistinctLow(hole, lowRank, 7);
    case 'badugi': {
      const ranks = new Set<number>();
      const suits = new Set<number>();
      const sorted = [...hole].sort((a, b) => lowRank(a) - lowRank(b));
      const kept = new Set<Card>();
      for (const c of sorted) {
        if (lowRank(c) <= 8 && !ranks.has(lowRank(c)) && !suits.has(suit(c))) {
          kept.add(c);
          ranks.add(lowRank(c));
          suits.add(suit(c));
        }
      }
      return hole.filter((c) => !kept.has(c));
    }
    default: {
      // Drawmaha: throw away up to two low cards that pair nothing.
      const counts = new Map<number, number>();
      for (const c of hole) counts.set(rank(c), (counts.get(rank(c)) ?? 0) + 1);
      return hole
        .filter((c) => rank(c) < 6 && counts.get(rank(c)) === 1)
        .sort((a, b) => rank(a) - rank(b))
        .slice(0, 2);
    }
  }
}

/** Pineapple: the card to throw away, keeping the two that make the best hand (with the board). */
export function decidePineappleDiscard(state: HandState, player: number): Card {
  const hole = state.players[player]!.hole.filter((c): c is Card => c !== null);
  const board = (state.boards[0] ?? []).filter((c): c is Card => c !== null).map(cardIndex);
  let best = -1;
  let discard = hole[0]!;
  for (const out of hole) {
    const kept = hole.filter((c) => c !== out);
    const score =
      board.length >= 3
        ? evaluateHand('high', kept.map(cardIndex), board)
        : startingScore(kept[0]!, kept[1]!);
    if (score > best) {
      best = score;
      discard = out;
    }
  }
  return discard;
}

/** A simple two-card starting hand score: pairs, then high cards, suited and connected. */
function startingScore(a: Card, b: Card): number {
  const hi = Math.max(rank(a), rank(b));
  const lo = Math.min(rank(a), rank(b));
  if (hi === lo) return 100 + hi;
  return hi * 3 + lo + (suit(a) === suit(b) ? 6 : 0) + (hi - lo === 1 ? 4 : hi - lo === 2 ? 2 : 0);
}
