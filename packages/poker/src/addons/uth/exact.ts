/**
 * The main game's house edge under the bot's simple strategy, EXACTLY: every player hand, every
 * board, every split of the board into flop and turn+river, every dealer hand — C(52,2)·C(50,5)·10·
 * C(45,2) = 27,813,810,024,000 deals — summed in whole units (rules page, "What we computed").
 *
 * How it stays in minutes rather than days:
 * - Boards up to suit relabelling: of the 2,598,960 five-card boards only 134,459 differ once suits
 *   are renamed; each is weighted by how many boards it stands for. The player and dealer hands are
 *   not reduced, so no subtle symmetry argument is needed beyond the board.
 * - Per board, the 1,081 two-card hands from the 47 other cards are evaluated once and sorted. A player
 *   hand's wins, ties and losses against the 990 dealer hands disjoint from it are then binary
 *   searches: all hands below a value, minus those sharing either of the player's cards (46 each,
 *   sorted per card), plus the player's own pair counted twice.
 * - The strategy only needs: the preflop chart (hole cards), the flop rule for each of the 10 ways the
 *   board splits (the same `flopBets` the bot plays), and the river rule (hidden pair or the dealer
 *   outs, counted from the 47 sorted one-card completions of the board).
 *
 * Payouts are the pay table's exact odds (a flush's 3:2 is 1.5 units), not the table's chip rounding:
 * the figure prices the game, as published analyses do. Amounts are kept in units of 1/D of the ante,
 * D the common denominator of the blind table, so every sum is an integer (< 2^53 throughout).
 */

import type { CardIndex } from '../../cards/cards.js';
import { CARD_MASKS, evaluateHigh5, evaluateHigh6, evaluateHighKey, HIGH_KEYS } from '../../evaluate/high.js';
import { HIGH_VALUE_CATEGORY } from '../../evaluate/tables.js';
import { flopBets, raisesPreflop, riverBets } from './bot.js';
import { type BlindPayTable, uthHandClass } from './rules.js';

/** The smallest high value that is a pair: the dealer qualifies from here up. */
const PAIR_MIN = HIGH_VALUE_CATEGORY.indexOf(1);
/** The 10 ways to choose the flop's three positions among five board cards. */
const FLOPS: readonly (readonly [number, number, number])[] = (() => {
  const out: [number, number, number][] = [];
  for (let i = 0; i < 5; i++)
    for (let j = i + 1; j < 5; j++) for (let k = j + 1; k < 5; k++) out.push([i, j, k]);
  return out;
})();

export interface UthExactTotals {
  /** Player's net over every deal counted, in units of 1/`unit` ante. */
  readonly net: number;
  /** The blind bet's part of `net`. */
  readonly blind: number;
  /** Everything staked (ante + blind + play), same units. */
  readonly staked: number;
  /** Deals counted (each player hand × board split × dealer hand). */
  readonly deals: number;
  /** Units per ante. */
  readonly unit: number;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Common denominator of the blind table's odds. */
export function blindUnit(pays: BlindPayTable): number {
  return Object.values(pays).reduce((d, [, per]) => (d / gcd(d, per)) * per, 1);
}

/** Blind winnings per ante, in units, for every high value (0 below a straight). */
function blindByValue(pays: BlindPayTable, unit: number): Int32Array {
  const out = new Int32Array(7463);
  for (let v = 1; v < 7463; v++) {
    const cls = uthHandClass(v);
    const odds = cls in pays ? pays[cls as keyof BlindPayTable] : null;
    out[v] = odds ? (unit * odds[0]) / odds[1] : 0;
  }
  return out;
}

/** Index of the first element ≥ x in the sorted `a[from, to)`. */
function lowerBound(a: Int32Array, from: number, to: number, x: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (a[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo - from;
}

/** Reusable scratch space for `uthBoardTotals` (one per thread of work). */
export interface UthBoardScratch {
  readonly pairValue: Int32Array;
  readonly pairA: Int32Array;
  readonly pairB: Int32Array;
  readonly sorted: Int32Array;
  readonly perCard: Int32Array;
  readonly perCardFill: Int32Array;
  readonly oneCard: Int32Array;
  readonly oneCardSorted: Int32Array;
  readonly position: Int32Array;
  readonly blind: Int32Array;
  readonly unit: number;
}

export function uthBoardScratch(pays: BlindPayTable): UthBoardScratch {
  const unit = blindUnit(pays);
  return {
    pairValue: new Int32Array(1081),
    pairA: new Int32Array(1081),
    pairB: new Int32Array(1081),
    sorted: new Int32Array(1081),
    perCard: new Int32Array(47 * 46),
    perCardFill: new Int32Array(47),
    oneCard: new Int32Array(52),
    oneCardSorted: new Int32Array(47),
    position: new Int32Array(52),
    blind: blindByValue(pays, unit),
    unit,
  };
}

/**
 * Sums for one five-card board (indices, any order): over every player hand from the other 47
 * cards, the 10 flop/turn-river splits and the 990 dealer hands. `onHand` (tests) receives each
 * player hand's net.
 */
export function uthBoardTotals(
  board: readonly CardIndex[],
  s: UthBoardScratch,
  onHand?: (a: CardIndex, b: CardIndex, net: number) => void,
): UthExactTotals {
  const [b0, b1, b2, b3, b4] = board as [CardIndex, CardIndex, CardIndex, CardIndex, CardIndex];
  const U = s.unit;
  let boardKey = 0;
  let boardMask = 0;
  let boardRanks = 0;
  const onBoard = new Uint8Array(52);
  for (const c of board) {
    boardKey += HIGH_KEYS[c]!;
    boardMask += CARD_MASKS[c]!;
    boardRanks |= 1 << (c >> 2);
    onBoard[c] = 1;
  }
  const boardValue = evaluateHigh5(b0, b1, b2, b3, b4);
  const rest: number[] = [];
  for (let c = 0; c < 52; c++) if (!onBoard[c]) rest.push(c);
  for (let i = 0; i < 47; i++) {
    const c = rest[i]!;
    s.position[c] = i;
    s.oneCard[c] = evaluateHigh6(b0, b1, b2, b3, b4, c);
    s.oneCardSorted[i] = s.oneCard[c]!;
    s.perCardFill[i] = 0;
  }
  s.oneCardSorted.sort();
  let p = 0;
  for (let i = 0; i < 47; i++) {
    const a = rest[i]!;
    const ka = boardKey + HIGH_KEYS[a]!;
    const ma = boardMask + CARD_MASKS[a]!;
    for (let j = i + 1; j < 47; j++) {
      const b = rest[j]!;
      const v = evaluateHighKey(ka + HIGH_KEYS[b]!, ma + CARD_MASKS[b]!);
      s.pairValue[p] = v;
      s.pairA[p] = a;
      s.pairB[p] = b;
      s.sorted[p] = v;
      s.perCard[i * 46 + s.perCardFill[i]!++] = v;
      s.perCard[j * 46 + s.perCardFill[j]!++] = v;
      p++;
    }
  }
  s.sorted.sort();
  for (let i = 0; i < 47; i++) s.perCard.subarray(i * 46, i * 46 + 46).sort();

  let net = 0;
  let blind = 0;
  let staked = 0;
  for (let h = 0; h < 1081; h++) {
    const a = s.pairA[h]!;
    const b = s.pairB[h]!;
    const v = s.pairValue[h]!;
    const pa = s.position[a]! * 46;
    const pb = s.position[b]! * 46;
    const wins = disjointBelow(s, pa, pb, v, v);
    const losses = 990 - disjointBelow(s, pa, pb, v, v + 1);
    const nonQualifying = disjointBelow(s, pa, pb, v, PAIR_MIN);
    const winsQualifying = v > PAIR_MIN ? wins - nonQualifying : 0;
    const lossesQualifying = v + 1 >= PAIR_MIN ? losses : 990 - nonQualifying;
    const blindWin = s.blind[v]!;
    const blindNet = wins * blindWin - losses * U;
    // Net over the 990 dealer hands of a play bet of 1, 2 or 4 antes (ante, blind and play together).
    const common = wins * blindWin + U * winsQualifying - losses * U - U * lossesQualifying;
    const perPlay = (wins - losses) * U;
    let handNet: number;
    if (raisesPreflop(a, b)) {
      handNet = 10 * (common + 4 * perPlay);
      blind += 10 * blindNet;
      staked += 10 * 990 * 6 * U;
    } else {
      let flopBetsCount = 0;
      for (const [i, j, k] of FLOPS) {
        if (flopBets(a, b, board[i]!, board[j]!, board[k]!)) flopBetsCount++;
      }
      const late = 10 - flopBetsCount;
      const riverBet = late > 0 && riverBets(a, b, boardValue, boardRanks, v, dealerOutsOf(s, a, b, v));
      handNet = flopBetsCount * (common + 2 * perPlay) + late * (riverBet ? common + perPlay : -2 * U * 990);
      blind += flopBetsCount * blindNet + late * (riverBet ? blindNet : -U * 990);
      staked += (flopBetsCount * 4 + late * (riverBet ? 3 : 2)) * 990 * U;
    }
    net += handNet;
    onHand?.(a, b, handNet);
  }
  return { net, blind, staked, deals: 1081 * 10 * 990, unit: U };
}

/** Dealer hands disjoint from the player's pair (a at `pa`, b at `pb` in perCard) valued below `x`. */
function disjointBelow(s: UthBoardScratch, pa: number, pb: number, v: number, x: number): number {
  return (
    lowerBound(s.sorted, 0, 1081, x) -
    lowerBound(s.perCard, pa, pa + 46, x) -
    lowerBound(s.perCard, pb, pb + 46, x) +
    (v < x ? 1 : 0)
  );
}

/** Cards the dealer could hold that, with the board alone, beat the player's value `v`. */
function dealerOutsOf(s: UthBoardScratch, a: number, b: number, v: number): number {
  let outs = 47 - lowerBound(s.oneCardSorted, 0, 47, v + 1);
  if (s.oneCard[a]! > v) outs--;
  if (s.oneCard[b]! > v) outs--;
  return outs;
}

/**
 * Calls `visit(board, weight)` once per five-card board up to suit relabelling (134,459 of them),
 * `weight` being how many of the 2,598,960 boards it stands for. Boards are visited in index order,
 * each as the least (lexicographically, sorted) of its relabellings.
 */
export function forEachBoardClass(visit: (board: readonly CardIndex[], weight: number) => void): void {
  const perms: number[][] = [];
  const suits = [0, 1, 2, 3];
  const permute = (prefix: number[], left: number[]) => {
    if (left.length === 0) perms.push(prefix);
    for (const x of left)
      permute(
        [...prefix, x],
        left.filter((y) => y !== x),
      );
  };
  permute([], suits);
  const image = new Int32Array(5);
  const board = [0, 0, 0, 0, 0];
  const seen = new Float64Array(24);
  for (let c0 = 0; c0 < 48; c0++) {
    for (let c1 = c0 + 1; c1 < 49; c1++) {
      for (let c2 = c1 + 1; c2 < 50; c2++) {
        for (let c3 = c2 + 1; c3 < 51; c3++) {
          for (let c4 = c3 + 1; c4 < 52; c4++) {
            board[0] = c0;
            board[1] = c1;
            board[2] = c2;
            board[3] = c3;
            board[4] = c4;
            const own = (((c0 * 52 + c1) * 52 + c2) * 52 + c3) * 52 + c4;
            let least = true;
            let distinct = 0;
            for (let q = 0; q < 24 && least; q++) {
              const perm = perms[q]!;
              for (let i = 0; i < 5; i++) image[i] = (board[i]! & ~3) | perm[board[i]! & 3]!;
              image.sort();
              const code =
                (((image[0]! * 52 + image[1]!) * 52 + image[2]!) * 52 + image[3]!) * 52 + image[4]!;
              if (code < own) least = false;
              let fresh = true;
              for (let r = 0; r < distinct; r++) if (seen[r] === code) fresh = false;
              if (fresh) seen[distinct++] = code;
            }
            if (least) visit(board, distinct);
          }
        }
      }
    }
  }
}

export interface UthExactEdge extends UthExactTotals {
  readonly label: 'exact';
  /** House edge per unit ante: −net / (deals · unit). */
  readonly edge: number;
  /** The blind bet's part of the player's result per unit ante. */
  readonly blindPerAnte: number;
  /** Mean total stake per unit ante (element of risk = edge / this). */
  readonly stakedPerAnte: number;
  readonly boardClasses: number;
}

/**
 * The exact main-game house edge of the simple strategy under `pays` (80–150 s on one core;
 * the bench runs it). `onProgress(done, total)` is called every 1,000 board classes.
 */
export function uthMainGameExact(
  pays: BlindPayTable,
  onProgress?: (doneClasses: number, totalClasses: number) => void,
): UthExactEdge {
  const scratch = uthBoardScratch(pays);
  let net = 0;
  let blind = 0;
  let staked = 0;
  let deals = 0;
  let classes = 0;
  forEachBoardClass((board, weight) => {
    const t = uthBoardTotals(board, scratch);
    net += weight * t.net;
    blind += weight * t.blind;
    staked += weight * t.staked;
    deals += weight * t.deals;
    classes++;
    if (onProgress && classes % 1000 === 0) onProgress(classes, 134_459);
  });
  const per = deals * scratch.unit;
  return {
    label: 'exact',
    net,
    blind,
    staked,
    deals,
    unit: scratch.unit,
    edge: -net / per,
    blindPerAnte: blind / per,
    stakedPerAnte: staked / per,
    boardClasses: classes,
  };
}
