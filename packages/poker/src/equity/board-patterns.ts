/**
 * Exact equity of a board game by rank pattern, not by board.
 *
 * A five-card board's non-flush value for every hand depends on the board's ranks alone, and at most
 * one suit can hold three or more of its cards — the only way anyone (hold'em: ≤ 2 hole cards,
 * Omaha: exactly 3 board cards) makes a flush. So instead of dealing the C(n, k) boards one by one,
 * this walks the multisets of ranks the k cards to come can have (≤ 6,175 for five cards), counts
 * how many boards share each (a product of small binomials over the suits still unseen), values
 * every hand once per multiset from the rank tables, and then peels off, per suit s and per set S
 * of the new ranks that come in s, the boards where s has three or more cards: only those are
 * valued again with flushes, and only when some hand can use them (two hole cards of s in Omaha,
 * enough of s in hold'em). Every count is exact; NLH heads-up pre-flop visits ~6k multisets and
 * ~100k flush patterns instead of 1.7M boards.
 *
 * Hand types: `high` (hold'em, best two of more hole cards for pineapple), `omahaHigh`, `omahaLow8`
 * and `holeHigh` (Drawmaha's hole-only half, which the board does not change).
 */

import type { CardIndex } from '../cards/cards.js';
import type { HandType } from '../evaluate/hand-type.js';
import { evaluateHigh } from '../evaluate/high.js';
import { omahaTables, PAIR_COUNT, PAIR_INDEX } from '../evaluate/omaha-tables.js';
import {
  CARD_LOW8_BIT,
  CARD_RANK_BIT,
  CARD_RANK_KEY,
  FIVE_INDEX_BY_SLOT,
  HIGH_FLUSH_TABLE,
  HIGH_RANK_TABLE,
  LOW8_TABLE,
  LOWEST_THREE,
  popcount,
  RANK_KEYS,
  RANK_ROW_OFFSETS,
  ROW_SHIFT,
} from '../evaluate/tables.js';
import { Outcomes, type Tally } from './tally.js';

const ROW_MASK = (1 << ROW_SHIFT) - 1;
const FLUSH = HIGH_FLUSH_TABLE;

function rankValue(key: number): number {
  return HIGH_RANK_TABLE[(key & ROW_MASK) + RANK_ROW_OFFSETS[key >>> ROW_SHIFT]!]!;
}

/** C(n, k) for n, k ≤ 4 (index n * 5 + k). */
const BINOMIAL = new Float64Array(25);
for (let n = 0; n <= 4; n++) {
  for (let k = 0; k <= 4; k++) {
    let c = k <= n ? 1 : 0;
    for (let i = 0; i < k && k <= n; i++) c = (c * (n - i)) / (i + 1);
    BINOMIAL[n * 5 + k] = c;
  }
}

/** Bits set in each 5-bit mask (a subset of the ≤ 5 new ranks). */
const POPCOUNT_32 = Uint8Array.from({ length: 32 }, (_, m) => popcount(m));

// The three-rank subsets of each 13-bit mask of three to five ranks (Omaha flushes use exactly three
// board cards of the suit). Built on first use.
let subsetStart: Int32Array | null = null;
let subsetList: Int32Array | null = null;
function threeSubsets(): { start: Int32Array; list: Int32Array } {
  if (subsetStart === null || subsetList === null) {
    const start = new Int32Array(8193);
    const list: number[] = [];
    for (let m = 0; m < 8192; m++) {
      start[m] = list.length;
      const bits = popcount(m);
      if (bits < 3 || bits > 5) continue;
      for (let a = m; a !== 0; a &= a - 1) {
        const ba = a & -a;
        for (let b = a & (a - 1); b !== 0; b &= b - 1) {
          const bb = b & -b;
          for (let c = b & (b - 1); c !== 0; c &= c - 1) list.push(ba | bb | (c & -c));
        }
      }
    }
    start[8192] = list.length;
    subsetStart = start;
    subsetList = Int32Array.from(list);
  }
  return { start: subsetStart, list: subsetList };
}

/** Hand types the pattern walk can value. */
export function patternHandType(type: HandType): boolean {
  return type === 'high' || type === 'omahaHigh' || type === 'omahaLow8' || type === 'holeHigh';
}

const KIND_HOLDEM = 0;
const KIND_OMAHA = 1;
const KIND_OMAHA_LOW = 2;
const KIND_CONSTANT = 3;

/** 2 + 3 of up to 6 hole cards: at most 15 pairs; hold'em best-two-of-n: at most 15 options. */
const MAX_PAIRS = 15;

/** One share's per-hand data, prepared once per spot. */
interface PreparedShare {
  readonly kind: number;
  /** Hold'em: per hand, option count and rank keys; Omaha: per hand, pair count and pair columns. */
  readonly count: Int32Array;
  readonly keys: Int32Array;
  /**
   * Hold'em: rank mask of each option's cards of each suit (option * 4 + suit). Omaha: rank masks of
   * the suited hole pairs, per hand and suit, with their count in `suitedCount`.
   */
  readonly suitMasks: Int32Array;
  readonly suitedCount: Int32Array;
  /** Smallest board count of a suit with which each hand (hand * 4 + suit) can make a flush; 99 = never. */
  readonly flushNeed: Int32Array;
  /** Omaha low: the hand's value for each board low-rank mask (hand * 256 + mask). Constant: per hand. */
  readonly table: Int32Array;
}

export interface PatternBoard {
  /** Known cards of this board. */
  readonly cards: readonly CardIndex[];
  /** Cards still to come; cards.length + toCome must be 5. */
  readonly toCome: number;
}

/**
 * Adds every runout of one board to `tally` (values per share in `handTypes` order), exactly.
 * `hands` hold all their cards; `unavailable` are every card not in the stub (hands, every board's
 * known cards, dead cards).
 */
export function enumerateBoardPatterns(
  handTypes: readonly HandType[],
  hands: readonly (readonly CardIndex[])[],
  board: PatternBoard,
  unavailable: readonly CardIndex[],
  tally: Tally,
  holdemHoleCards = 2,
): void {
  new PatternWalk(handTypes, hands, board, unavailable, tally, holdemHoleCards).run();
}

class PatternWalk {
  private readonly n: number;
  private readonly shares: PreparedShare[];
  private readonly tally: Tally;
  private readonly toCome: number;
  /** Suits of each rank still in the stub (4-bit mask) and their number. */
  private readonly availSuits = new Int32Array(13);
  private readonly availCount = new Int32Array(13);
  private readonly knownKey: number;
  private readonly knownLow: number;
  private readonly knownSuitCount = new Int32Array(4);
  private readonly knownSuitMask = new Int32Array(4);
  /** Smallest suit count on the board with which anyone can flush in that suit (99 = nobody). */
  private readonly suitNeed = new Int32Array(4);
  private readonly needsOmahaRow: boolean;
  private readonly river: Uint16Array | null;
  // The multiset being built: its distinct ranks, how many of each, the product of binomials.
  private readonly posRank = new Int32Array(5);
  private readonly posCount = new Int32Array(5);
  private readonly withSuit = new Float64Array(5);
  private readonly withoutSeen = new Float64Array(5);
  private readonly withoutUnseen = new Float64Array(5);
  private depth = 0;
  private readonly values: Float64Array;
  private readonly flushValues: Float64Array;
  /** Runouts counted per outcome (winner sets). */
  private readonly outcomes: Outcomes;
  private readonly sub3: { start: Int32Array; list: Int32Array } | null;

  constructor(
    handTypes: readonly HandType[],
    hands: readonly (readonly CardIndex[])[],
    board: PatternBoard,
    unavailable: readonly CardIndex[],
    tally: Tally,
    holdemHoleCards: number,
  ) {
    if (board.cards.length + board.toCome !== 5) throw new RangeError('a pattern board has five cards');
    this.n = hands.length;
    this.tally = tally;
    this.toCome = board.toCome;
    const used = new Uint8Array(52);
    for (const c of unavailable) used[c] = 1;
    for (const h of hands) for (const c of h) used[c] = 1;
    for (const c of board.cards) used[c] = 1;
    for (let c = 0; c < 52; c++) {
      if (used[c]) continue;
      this.availSuits[c >> 2]! |= 1 << (c & 3);
      this.availCount[c >> 2]!++;
    }
    let key = 0;
    let low = 0;
    for (const c of board.cards) {
      key += CARD_RANK_KEY[c]!;
      low |= CARD_LOW8_BIT[c]!;
      this.knownSuitCount[c & 3]!++;
      this.knownSuitMask[c & 3]! |= CARD_RANK_BIT[c]!;
    }
    this.knownKey = key;
    this.knownLow = low;
    this.shares = handTypes.map((t) => prepareShare(t, hands, holdemHoleCards));
    this.suitNeed.fill(99);
    for (const share of this.shares) {
      for (let i = 0; i < share.flushNeed.length; i++) {
        const s = i & 3;
        this.suitNeed[s] = Math.min(this.suitNeed[s]!, share.flushNeed[i]!);
      }
    }
    this.needsOmahaRow = this.shares.some((s) => s.kind === KIND_OMAHA);
    this.river = this.needsOmahaRow ? omahaTables().river : null;
    this.sub3 = this.needsOmahaRow ? threeSubsets() : null;
    this.values = new Float64Array(this.n * this.shares.length);
    this.outcomes = new Outcomes(this.n, this.shares.length);
    this.flushValues = new Float64Array(this.n * this.shares.length);
  }

  run(): void {
    this.visit(0, this.toCome, 0, 1);
    this.outcomes.addTo(this.tally);
  }

  /** Chooses how many of the cards to come have rank `rank`, `rank + 1`, … */
  private visit(rank: number, left: number, key: number, ways: number): void {
    if (left === 0) {
      this.leaf(key, ways);
      return;
    }
    if (rank === 13) return;
    // Enough ranks must remain for the cards left (at most four of each).
    if ((13 - rank) * 4 < left) return;
    this.visit(rank + 1, left, key, ways);
    const n = this.availCount[rank]!;
    const d = this.depth;
    this.posRank[d] = rank;
    this.depth = d + 1;
    for (let c = 1; c <= n && c <= left; c++) {
      this.posCount[d] = c;
      this.visit(rank + 1, left - c, key + c * RANK_KEYS[rank]!, ways * BINOMIAL[n * 5 + c]!);
    }
    this.depth = d;
  }

  private leaf(newKey: number, ways: number): void {
    const n = this.n;
    const boardKey = this.knownKey + newKey;
    let low = this.knownLow;
    for (let i = 0; i < this.depth; i++) low |= CARD_LOW8_BIT[this.posRank[i]! * 4]!;
    const row = this.needsOmahaRow
      ? FIVE_INDEX_BY_SLOT[(boardKey & ROW_MASK) + RANK_ROW_OFFSETS[boardKey >>> ROW_SHIFT]!]! * PAIR_COUNT
      : 0;

    // Every hand's value as if nobody had a flush.
    const values = this.values;
    for (let s = 0; s < this.shares.length; s++) {
      const share = this.shares[s]!;
      const base = s * n;
      switch (share.kind) {
        case KIND_HOLDEM:
          for (let p = 0; p < n; p++) {
            let best = 0;
            for (let o = 0, k = p * MAX_PAIRS; o < share.count[p]!; o++, k++) {
              const v = rankValue(share.keys[k]! + boardKey);
              if (v > best) best = v;
            }
            values[base + p] = best;
          }
          break;
        case KIND_OMAHA: {
          const river = this.river!;
          for (let p = 0; p < n; p++) {
            let best = 0;
            for (let o = 0, k = p * MAX_PAIRS; o < share.count[p]!; o++, k++) {
              const v = river[row + share.keys[k]!]!;
              if (v > best) best = v;
            }
            values[base + p] = best;
          }
          break;
        }
        case KIND_OMAHA_LOW:
          for (let p = 0; p < n; p++) values[base + p] = share.table[p * 256 + low]!;
          break;
        default:
          for (let p = 0; p < n; p++) values[base + p] = share.table[p]!;
      }
    }

    // Peel off the boards where one suit has three or more cards and someone can use it; those whose
    // flushes change nothing stay with the rest.
    const plain = this.outcomes.keyOf(values);
    let rest = ways;
    // Per new rank: the ways its cards can come with its card of the suit among them, without it
    // when that card is unseen, without it when it is not; and which suits are unseen at each.
    const depth = this.depth;
    const withSuit = this.withSuit;
    const withoutSeen = this.withoutSeen;
    const withoutUnseen = this.withoutUnseen;
    let availC = 0;
    let availD = 0;
    let availH = 0;
    let availS = 0;
    for (let i = 0; i < depth; i++) {
      const r = this.posRank[i]!;
      const c = this.posCount[i]!;
      const nr = this.availCount[r]!;
      withSuit[i] = nr > 0 ? BINOMIAL[(nr - 1) * 5 + c - 1]! : 0;
      withoutSeen[i] = nr > 0 ? BINOMIAL[(nr - 1) * 5 + c]! : 0;
      withoutUnseen[i] = BINOMIAL[nr * 5 + c]!;
      const suits = this.availSuits[r]!;
      availC |= (suits & 1) << i;
      availD |= ((suits >> 1) & 1) << i;
      availH |= ((suits >> 2) & 1) << i;
      availS |= ((suits >> 3) & 1) << i;
    }
    for (let suit = 0; suit < 4; suit++) {
      const need = this.suitNeed[suit]!;
      const known = this.knownSuitCount[suit]!;
      const avail = suit === 0 ? availC : suit === 1 ? availD : suit === 2 ? availH : availS;
      if (known + POPCOUNT_32[avail]! < need) continue;
      const minNew = Math.max(need, 3) - known;
      // Every subset of the new ranks that could come in this suit, the empty one included.
      for (let sub = avail; ; sub = (sub - 1) & avail) {
        const inSuit = POPCOUNT_32[sub]!;
        if (inSuit >= minNew) {
          let w = 1;
          let mask = this.knownSuitMask[suit]!;
          for (let i = 0; i < depth; i++) {
            if ((sub >> i) & 1) {
              w *= withSuit[i]!;
              mask |= 1 << this.posRank[i]!;
            } else w *= (avail >> i) & 1 ? withoutSeen[i]! : withoutUnseen[i]!;
          }
          if (w !== 0) {
            const outcome = this.flushOutcome(suit, known + inSuit, mask);
            if (outcome !== plain) {
              this.outcomes.count(outcome, w);
              rest -= w;
            }
          }
        }
        if (sub === 0) break;
      }
    }
    if (rest > 0) this.outcomes.count(plain, rest);
  }

  /** The outcome of the boards whose suit `suit` has `count` cards of ranks `mask`. */
  private flushOutcome(suit: number, count: number, mask: number): number {
    const n = this.n;
    const out = this.flushValues;
    out.set(this.values);
    for (let s = 0; s < this.shares.length; s++) {
      const share = this.shares[s]!;
      if (share.kind === KIND_HOLDEM) {
        for (let p = 0; p < n; p++) {
          if (share.flushNeed[p * 4 + suit]! > count) continue;
          let best = out[s * n + p]!;
          for (let o = 0, k = p * MAX_PAIRS; o < share.count[p]!; o++, k++) {
            const v = FLUSH[share.suitMasks[k * 4 + suit]! | mask]!;
            if (v > best) best = v;
          }
          out[s * n + p] = best;
        }
      } else if (share.kind === KIND_OMAHA) {
        const { start, list } = this.sub3!;
        const from = start[mask]!;
        const to = start[mask + 1]!;
        for (let p = 0; p < n; p++) {
          const ps = p * 4 + suit;
          const pairs = share.suitedCount[ps]!;
          if (pairs === 0) continue;
          let best = out[s * n + p]!;
          for (let t = from; t < to; t++) {
            const triple = list[t]!;
            for (let q = 0, k = ps * MAX_PAIRS; q < pairs; q++, k++) {
              const v = FLUSH[share.suitMasks[k]! | triple]!;
              if (v > best) best = v;
            }
          }
          out[s * n + p] = best;
        }
      }
    }
    return this.outcomes.keyOf(out);
  }
}

function prepareShare(
  type: HandType,
  hands: readonly (readonly CardIndex[])[],
  holdemHoleCards: number,
): PreparedShare {
  const n = hands.length;
  const count = new Int32Array(n);
  const keys = new Int32Array(n * MAX_PAIRS);
  const flushNeed = new Int32Array(n * 4).fill(99);
  switch (type) {
    case 'high': {
      const suitMasks = new Int32Array(n * MAX_PAIRS * 4);
      hands.forEach((hole, p) => {
        const options = holeOptions(hole, holdemHoleCards);
        if (options.length > MAX_PAIRS) throw new RangeError('too many hold’em hole card options');
        count[p] = options.length;
        options.forEach((cards, o) => {
          const k = p * MAX_PAIRS + o;
          for (const c of cards) {
            keys[k]! += CARD_RANK_KEY[c]!;
            suitMasks[k * 4 + (c & 3)]! |= CARD_RANK_BIT[c]!;
          }
          for (let s = 0; s < 4; s++) {
            const need = Math.max(3, 5 - popcount(suitMasks[k * 4 + s]!));
            flushNeed[p * 4 + s] = Math.min(flushNeed[p * 4 + s]!, need);
          }
        });
      });
      return {
        kind: KIND_HOLDEM,
        count,
        keys,
        suitMasks,
        suitedCount: new Int32Array(0),
        flushNeed,
        table: new Int32Array(0),
      };
    }
    case 'omahaHigh': {
      const suitMasks = new Int32Array(n * 4 * MAX_PAIRS);
      const suitedCount = new Int32Array(n * 4);
      hands.forEach((hole, p) => {
        if (hole.length > 6) throw new RangeError('Omaha hands hold at most six cards');
        for (let i = 0; i < hole.length; i++) {
          for (let j = i + 1; j < hole.length; j++) {
            const a = hole[i]!;
            const b = hole[j]!;
            keys[p * MAX_PAIRS + count[p]!] = PAIR_INDEX[(a >> 2) * 13 + (b >> 2)]!;
            count[p]!++;
            if ((a & 3) === (b & 3)) {
              const ps = p * 4 + (a & 3);
              suitMasks[ps * MAX_PAIRS + suitedCount[ps]!] = CARD_RANK_BIT[a]! | CARD_RANK_BIT[b]!;
              suitedCount[ps]!++;
              flushNeed[ps] = 3;
            }
          }
        }
      });
      return { kind: KIND_OMAHA, count, keys, suitMasks, suitedCount, flushNeed, table: new Int32Array(0) };
    }
    case 'omahaLow8': {
      const table = new Int32Array(n * 256);
      hands.forEach((hole, p) => {
        const pairs = new Set<number>();
        for (let i = 0; i < hole.length; i++) {
          for (let j = i + 1; j < hole.length; j++) {
            const a = CARD_LOW8_BIT[hole[i]!]!;
            const b = CARD_LOW8_BIT[hole[j]!]!;
            if (a !== 0 && b !== 0 && a !== b) pairs.add(a | b);
          }
        }
        for (let m = 0; m < 256; m++) {
          let best = 0;
          for (const pair of pairs) {
            const three = LOWEST_THREE[m & ~pair]!;
            if (three !== 0) best = Math.max(best, LOW8_TABLE[pair | three]!);
          }
          table[p * 256 + m] = best;
        }
      });
      return {
        kind: KIND_OMAHA_LOW,
        count,
        keys,
        suitMasks: new Int32Array(0),
        suitedCount: new Int32Array(0),
        flushNeed,
        table,
      };
    }
    case 'holeHigh':
      return {
        kind: KIND_CONSTANT,
        count,
        keys,
        suitMasks: new Int32Array(0),
        suitedCount: new Int32Array(0),
        flushNeed,
        table: Int32Array.from(hands, (hole) => evaluateHigh(hole)),
      };
    default:
      throw new RangeError(`hand type ${type} has no board`);
  }
}

/** The hole cards a hold'em hand may play: all of them, or each `keep`-card subset when it holds more. */
export function holeOptions(hole: readonly CardIndex[], keep: number): CardIndex[][] {
  if (hole.length <= keep) return [[...hole]];
  const out: CardIndex[][] = [];
  const pick: CardIndex[] = [];
  const choose = (from: number): void => {
    if (pick.length === keep) {
      out.push([...pick]);
      return;
    }
    for (let i = from; i <= hole.length - (keep - pick.length); i++) {
      pick.push(hole[i]!);
      choose(i + 1);
      pick.pop();
    }
  };
  choose(0);
  return out;
}
