/**
 * The engine's entry point: a snapshot of a hand in progress in, everything an overlay shows about
 * who is ahead out — per player equity (per board, the shape of `roundStatus.equitiesList`), outs
 * for the next card, whether they are behind, their made hand and, in draw games, their odds of
 * improving on the draw they are taking. Pure and synchronous: the engine runs it off its socket
 * loop (a worker) and drops answers for states that are no longer current.
 */

import { type Card, type CardIndex, cardFromIndex, cardIndex } from '../cards/cards.js';
import { seededRandom } from '../cards/deck.js';
import { describeHand, type HandDescription } from '../evaluate/describe.js';
import type { HandType } from '../evaluate/hand-type.js';
import type { HandState } from '../game/types.js';
import { getVariation, type VariationCode } from '../variations/variations.js';
import { holeOptions } from './board-patterns.js';
import { type DrawOdds, drawOdds } from './draw.js';
import { computeEquity } from './equity.js';
import { nextCardOuts } from './outs.js';
import { equitySpot } from './spot.js';
import type { EquityOptions } from './types.js';

export interface TablePlayer {
  /** The player's cards in the order dealt; null is a card nobody saw (treated as still to come). */
  readonly cards: readonly (Card | null)[];
  /** Still contesting the pot (not folded or mucked). */
  readonly live: boolean;
  /** Draw games: the cards thrown on the draw in progress (replacements not all dealt yet). */
  readonly discarded?: readonly Card[];
}

export interface TableSnapshot {
  readonly variation: VariationCode;
  /** Every player of the hand, in position order. */
  readonly players: readonly TablePlayer[];
  /** One list per board, cards so far; null is a card nobody saw (treated as still to come). */
  readonly boards: readonly (readonly (Card | null)[])[];
  /** Cards known to be out of the stub (burns, mucks, discards). Folded players' known cards are added. */
  readonly dead: readonly Card[];
}

/** One board's equity in the shape of the protocol's `roundStatus.equitiesList` entries. */
export interface ListedEquity {
  readonly equity: number;
  readonly isExact: boolean;
}

export interface PlayerOdds {
  /** Expected part of the pot, all boards together. */
  readonly equity: number;
  /** 0 when exact. */
  readonly stdErr: number;
  /** Probability of taking the whole pot alone / part of it. */
  readonly win: number;
  readonly tie: number;
  /** Per board: `roundStatus.equitiesList`. */
  readonly equitiesList: readonly ListedEquity[];
  /** Cards that, coming next on any board, raise this player's made-hand part of the pot: `roundStatus.outs`. */
  readonly outs: readonly Card[];
  /** Behind on equity: someone else's is larger. `roundStatus.isLosing`. */
  readonly isLosing: boolean;
  /** The hand as it stands now, per share of the pot (first board), null where there is none yet. */
  readonly madeHands: readonly (HandDescription | null)[];
  /** Draw games, while the player's replacements are owed: their odds of improving. */
  readonly draw: DrawOdds | null;
}

export interface TableEquity {
  /** Every equity is an exact count (no sampling). */
  readonly exact: boolean;
  /** Per player in position order; null for players not contesting the pot. */
  readonly players: readonly (PlayerOdds | null)[];
}

/**
 * The snapshot of a reducer state. `discards` (optional, per player) are the cards each player
 * threw on the draw in progress, which the engine reads from the `discarded` events; the state
 * itself keeps them only among the dead cards.
 */
export function tableSnapshot(
  state: HandState,
  discards?: readonly (readonly Card[] | null)[],
): TableSnapshot {
  return {
    variation: state.config.variation,
    players: state.players.map((p, i) => {
      const discarded = discards?.[i];
      return {
        cards: p.hole,
        live: p.status === 'inHand',
        ...(discarded && p.pendingHole.length > 0 ? { discarded } : {}),
      };
    }),
    boards: state.boards,
    // Once a draw game reshuffles its discards, the dead cards are back in the stub.
    dead: state.deck.recycled ? [] : state.deck.dead,
  };
}

/**
 * Equity, outs and made hands for every player still in. Sampling (when an exact count is over
 * `options.maxExactWork`) uses `options.random`, by default a fixed seed so that the same state
 * always shows the same numbers.
 */
export function tableEquity(snapshot: TableSnapshot, options: EquityOptions = {}): TableEquity {
  const variation = getVariation(snapshot.variation);
  const live = snapshot.players.flatMap((p, i) => (p.live ? [i] : []));
  const known = (cards: readonly (Card | null)[]): Card[] => cards.filter((c): c is Card => c !== null);
  const dead = new Set<Card>(snapshot.dead);
  snapshot.players.forEach((p) => {
    if (!p.live) for (const c of known(p.cards)) dead.add(c);
  });
  const hands = live.map((i) => known(snapshot.players[i]!.cards));
  const boards = variation.hasBoard ? snapshot.boards.map(known) : [];
  for (const b of boards) for (const c of b) dead.delete(c);
  for (const h of hands) for (const c of h) dead.delete(c);
  const players: (PlayerOdds | null)[] = snapshot.players.map(() => null);
  if (live.length === 0) return { exact: true, players };

  const spot = equitySpot(snapshot.variation, { hands, boards, dead: [...dead] });
  const result = computeEquity(spot, { random: seededRandom(0x5eed), ...options });
  const outs = spot.hands.every((h) => h.toCome === 0) ? nextCardOuts(spot) : [];
  const best = Math.max(...result.hands.map((h) => h.equity));

  live.forEach((seat, k) => {
    const odds = result.hands[k]!;
    const playerOuts = new Set<number>();
    for (const board of outs) for (const c of board.outs[k]!) playerOuts.add(c);
    const hole = spot.hands[k]!.cards;
    const firstBoard = spot.boards[0]?.cards ?? [];
    const madeHands = spot.handTypes.map((t) => madeHand(t, hole, firstBoard, spot.holdemHoleCards));
    const player = snapshot.players[seat]!;
    let draw: DrawOdds | null = null;
    if (variation.family === 'draw' && player.discarded && player.discarded.length > 0) {
      const thrown = player.discarded.map(cardIndex);
      const others = [...dead].map(cardIndex).filter((c) => !thrown.includes(c));
      for (const [j, h] of spot.hands.entries()) if (j !== k) others.push(...h.cards);
      draw = drawOdds(spot.handTypes[0]!, [...hole, ...thrown], thrown, others);
    }
    players[seat] = {
      equity: odds.equity,
      stdErr: odds.stdErr,
      win: odds.win,
      tie: odds.tie,
      equitiesList: odds.boards.map((b) => ({ equity: b.equity, isExact: b.exact !== null })),
      outs: [...playerOuts].sort((a, b) => a - b).map(cardFromIndex),
      isLosing: odds.equity < best - 1e-9,
      madeHands,
      draw,
    };
  });
  return { exact: result.exact, players };
}

function madeHand(
  type: HandType,
  hole: readonly CardIndex[],
  board: readonly CardIndex[],
  holdemHoleCards: number | undefined,
): HandDescription | null {
  // A hand type that needs more cards than are out yet (Omaha before the flop) has no made hand.
  if ((type === 'omahaHigh' || type === 'omahaLow8') && (board.length < 3 || hole.length < 2)) return null;
  // A pineapple hand before its discard: the best of the hands it can keep.
  if (type === 'high' && holdemHoleCards !== undefined && hole.length > holdemHoleCards) {
    let best: HandDescription | null = null;
    for (const option of holeOptions(hole, holdemHoleCards)) {
      const made = describeHand(type, option, board);
      if (made && (best === null || made.value > best.value)) best = made;
    }
    return best;
  }
  return describeHand(type, hole, board);
}
