/**
 * Equity by dealing every card to come, one deal at a time: the path for spots the rank-pattern
 * walk cannot take (stud and draw games, hands with cards still to come, any hand type) and for
 * sampling. Exact enumeration visits every combination of the stub for the board, then for each
 * hand's private cards in turn (each combination once); sampling deals the same slots from a
 * seeded random source.
 */

import type { CardIndex } from '../cards/cards.js';
import type { Random } from '../cards/deck.js';
import { evaluateHand } from '../evaluate/evaluate-hand.js';
import type { HandType } from '../evaluate/hand-type.js';
import { CARD_MASKS, evaluateHighKey, HIGH_KEYS } from '../evaluate/high.js';
import {
  ACE_FIVE_RANK_TABLE,
  CARD_LOW8_BIT,
  CARD_RANK_KEY,
  LOW8_TABLE,
  RANK_ROW_OFFSETS,
  ROW_SHIFT,
} from '../evaluate/tables.js';
import { holeOptions } from './board-patterns.js';
import { Outcomes, type Tally } from './tally.js';

/** A hand or board being dealt: its known cards first, then `toCome` slots filled per deal. */
export interface DealTarget {
  readonly known: readonly CardIndex[];
  readonly toCome: number;
}

export interface DealSpot {
  readonly handTypes: readonly HandType[];
  readonly hands: readonly DealTarget[];
  /** The board being dealt, or null in games without one. */
  readonly board: DealTarget | null;
  /** The cards the deals come from. */
  readonly stub: readonly CardIndex[];
  /** Hold'em hands with more hole cards than this play the best `holdemHoleCards` of them. */
  readonly holdemHoleCards: number | undefined;
}

/** Number of distinct deals: C(stub, board) · C(rest, hand 1) · … (a double: may be huge). */
export function dealCount(spot: DealSpot): number {
  let left = spot.stub.length;
  let count = 1;
  const slots = [spot.board?.toCome ?? 0, ...spot.hands.map((h) => h.toCome)];
  for (const k of slots) {
    count *= binomial(left, k);
    left -= k;
  }
  return count;
}

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return Math.round(c);
}

const GENERIC = 0;
const HIGH = 1;
const LOW8 = 2;
const ACE_FIVE = 3;
const ROW_MASK = (1 << ROW_SHIFT) - 1;

/** Values every hand for every share of one complete deal. */
class DealEvaluator {
  private readonly spot: DealSpot;
  /** Every slot's cards: hands first, then the board (known cards, then dealt ones). */
  readonly cards: CardIndex[][];
  readonly values: Float64Array;
  private readonly option: CardIndex[];
  /**
   * Per share, how it is valued: from sums over the cards (high keys and masks, low-rank bits, rank
   * keys: a few loads per card) where the hand type allows, else through `evaluateHand`.
   */
  private readonly kinds: Int32Array;
  /**
   * Which hands (index n: the board) got a new card since the last valuation: the others keep their
   * values. An enumeration deals the last hand's cards fastest, so the others are valued rarely.
   */
  readonly dirty: Uint8Array;

  constructor(spot: DealSpot) {
    this.spot = spot;
    this.cards = [...spot.hands, ...(spot.board ? [spot.board] : [])].map((t) => [
      ...t.known,
      ...new Array<CardIndex>(t.toCome).fill(0),
    ]);
    this.values = new Float64Array(spot.hands.length * spot.handTypes.length);
    this.dirty = new Uint8Array(spot.hands.length + 1).fill(1);
    this.option = new Array<CardIndex>(spot.holdemHoleCards ?? 0).fill(0);
    const boardSize = spot.board ? spot.board.known.length + spot.board.toCome : 0;
    const sizes = spot.hands.map((h) => h.known.length + h.toCome);
    const most = Math.max(...sizes) + boardSize;
    const least = Math.min(...sizes) + boardSize;
    const keep = spot.holdemHoleCards;
    this.kinds = Int32Array.from(spot.handTypes, (type) => {
      if (
        type === 'high' &&
        most <= 7 &&
        (boardSize === 0 || keep === undefined || sizes.every((n) => n <= keep))
      )
        return HIGH;
      if (type === 'low8') return LOW8;
      if (type === 'aceFiveLow' && least >= 5 && most <= 7) return ACE_FIVE;
      return GENERIC;
    });
  }

  evaluate(): Float64Array {
    const { hands, handTypes, holdemHoleCards } = this.spot;
    const n = hands.length;
    const board = this.spot.board ? this.cards[n]! : [];
    const dirty = this.dirty;
    if (dirty[n]) dirty.fill(1);
    for (let s = 0; s < handTypes.length; s++) {
      const kind = this.kinds[s]!;
      if (kind === HIGH) {
        let boardKey = 0;
        let boardMask = 0;
        for (let i = 0; i < board.length; i++) {
          boardKey += HIGH_KEYS[board[i]!]!;
          boardMask += CARD_MASKS[board[i]!]!;
        }
        for (let p = 0; p < n; p++) {
          if (!dirty[p]) continue;
          const hole = this.cards[p]!;
          let key = boardKey;
          let mask = boardMask;
          for (let i = 0; i < hole.length; i++) {
            key += HIGH_KEYS[hole[i]!]!;
            mask += CARD_MASKS[hole[i]!]!;
          }
          this.values[s * n + p] = hole.length + board.length >= 5 ? evaluateHighKey(key, mask) : 0;
        }
      } else if (kind === LOW8) {
        let boardBits = 0;
        for (let i = 0; i < board.length; i++) boardBits |= CARD_LOW8_BIT[board[i]!]!;
        for (let p = 0; p < n; p++) {
          if (!dirty[p]) continue;
          const hole = this.cards[p]!;
          let bits = boardBits;
          for (let i = 0; i < hole.length; i++) bits |= CARD_LOW8_BIT[hole[i]!]!;
          this.values[s * n + p] = LOW8_TABLE[bits]!;
        }
      } else if (kind === ACE_FIVE) {
        let boardKey = 0;
        for (let i = 0; i < board.length; i++) boardKey += CARD_RANK_KEY[board[i]!]!;
        for (let p = 0; p < n; p++) {
          if (!dirty[p]) continue;
          const hole = this.cards[p]!;
          let key = boardKey;
          for (let i = 0; i < hole.length; i++) key += CARD_RANK_KEY[hole[i]!]!;
          this.values[s * n + p] =
            ACE_FIVE_RANK_TABLE[(key & ROW_MASK) + RANK_ROW_OFFSETS[key >>> ROW_SHIFT]!]!;
        }
      } else {
        const type = handTypes[s]!;
        for (let p = 0; p < n; p++) {
          if (!dirty[p]) continue;
          const hole = this.cards[p]!;
          this.values[s * n + p] =
            type === 'high' &&
            holdemHoleCards !== undefined &&
            hole.length > holdemHoleCards &&
            board.length > 0
              ? this.bestHoldemOption(hole, board, holdemHoleCards)
              : evaluateHand(type, hole, board);
        }
      }
    }
    dirty.fill(0);
    return this.values;
  }

  private bestHoldemOption(hole: readonly CardIndex[], board: readonly CardIndex[], keep: number): number {
    let best = 0;
    for (const option of holeOptions(hole, keep)) {
      for (let i = 0; i < keep; i++) this.option[i] = option[i]!;
      best = Math.max(best, evaluateHand('high', this.option, board));
    }
    return best;
  }
}

interface Slot {
  readonly target: CardIndex[];
  readonly at: number;
  /** The hand (or n: the board) the card goes to. */
  readonly owner: number;
}

/** The slots to fill, in order: the board's cards to come, then each hand's. */
function slotsOf(spot: DealSpot, cards: CardIndex[][]): Slot[] {
  const slots: Slot[] = [];
  const n = spot.hands.length;
  if (spot.board) {
    for (let i = 0; i < spot.board.toCome; i++)
      slots.push({ target: cards[n]!, at: spot.board.known.length + i, owner: n });
  }
  spot.hands.forEach((h, p) => {
    for (let i = 0; i < h.toCome; i++) slots.push({ target: cards[p]!, at: h.known.length + i, owner: p });
  });
  return slots;
}

/** Adds every deal to `tally` (weight 1 each). */
export function enumerateDeals(spot: DealSpot, tally: Tally): void {
  const evaluator = new DealEvaluator(spot);
  const slots = slotsOf(spot, evaluator.cards);
  const groups: number[] = [];
  if (spot.board && spot.board.toCome > 0) groups.push(spot.board.toCome);
  for (const h of spot.hands) if (h.toCome > 0) groups.push(h.toCome);
  const stub = spot.stub;
  const taken = new Uint8Array(stub.length);
  const outcomes = new Outcomes(spot.hands.length, spot.handTypes.length);

  // Slot `slot` is the `inGroup`-th card of its group; cards within a group rise through the stub so
  // each combination is dealt once.
  const deal = (slot: number, group: number, inGroup: number, from: number): void => {
    if (slot === slots.length) {
      outcomes.count(outcomes.keyOf(evaluator.evaluate()), 1);
      return;
    }
    const size = groups[group]!;
    const last = inGroup + 1 === size;
    const { target, at, owner } = slots[slot]!;
    const dirty = evaluator.dirty;
    for (let i = from; i < stub.length; i++) {
      if (taken[i]) continue;
      taken[i] = 1;
      target[at] = stub[i]!;
      dirty[owner] = 1;
      if (last) deal(slot + 1, group + 1, 0, 0);
      else deal(slot + 1, group, inGroup + 1, i + 1);
      taken[i] = 0;
    }
  };
  deal(0, 0, 0, 0);
  outcomes.addTo(tally);
}

/** Adds `samples` random deals to `tally`. */
export function sampleDeals(spot: DealSpot, tally: Tally, samples: number, random: Random): void {
  const evaluator = new DealEvaluator(spot);
  const slots = slotsOf(spot, evaluator.cards);
  const deck = [...spot.stub];
  const size = deck.length;
  const outcomes = new Outcomes(spot.hands.length, spot.handTypes.length);
  for (let s = 0; s < samples; s++) {
    for (let j = 0; j < slots.length; j++) {
      const r = j + Math.floor(random() * (size - j));
      const card = deck[r]!;
      deck[r] = deck[j]!;
      deck[j] = card;
      const slot = slots[j]!;
      slot.target[slot.at] = card;
      evaluator.dirty[slot.owner] = 1;
    }
    outcomes.count(outcomes.keyOf(evaluator.evaluate()), 1);
  }
  outcomes.addTo(tally);
}
