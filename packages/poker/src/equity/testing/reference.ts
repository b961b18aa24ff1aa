/**
 * The obviously-correct equity for tests: deal every runout (board first, then each hand's cards to
 * come, each combination once), value every hand with `evaluateHand`, split each share among its
 * best hands with exact bigint fractions. Slow; used only on small stubs.
 */

import type { CardIndex } from '../../cards/cards.js';
import { evaluateHand } from '../../evaluate/evaluate-hand.js';
import type { HandType } from '../../evaluate/hand-type.js';
import type { EquitySpot } from '../types.js';

export interface ReferenceAnswer {
  /** Per hand, reduced `"n/d"`. */
  readonly equities: string[];
  /** Per hand: runouts taking the whole pot alone, and part of it. */
  readonly wins: number[];
  readonly ties: number[];
  readonly runouts: number;
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b);
}

function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  for (let i = 0; i <= items.length - k; i++) {
    for (const rest of combinations(items.slice(i + 1), k - 1)) out.push([items[i]!, ...rest]);
  }
  return out;
}

function value(
  type: HandType,
  hole: readonly CardIndex[],
  board: readonly CardIndex[],
  keep?: number,
): number {
  if (type === 'high' && keep !== undefined && hole.length > keep && board.length > 0) {
    return Math.max(...combinations(hole, keep).map((h) => evaluateHand(type, h, board)));
  }
  return evaluateHand(type, hole, board);
}

/** Exact equity of one board (`board` index into spot.boards, or none) by dealing everything. */
export function referenceEquity(spot: EquitySpot, boardIndex = 0): ReferenceAnswer {
  const board = spot.boards[boardIndex];
  const out = new Set<CardIndex>(spot.dead);
  for (const h of spot.hands) for (const c of h.cards) out.add(c);
  for (const b of spot.boards) for (const c of b.cards) out.add(c);
  const stub = Array.from({ length: 52 }, (_, c) => c).filter((c) => !out.has(c));
  const n = spot.hands.length;
  let sums: { n: bigint; d: bigint }[] = spot.hands.map(() => ({ n: 0n, d: 1n }));
  const wins = new Array<number>(n).fill(0);
  const ties = new Array<number>(n).fill(0);
  let runouts = 0;

  const visit = (slot: number, left: readonly CardIndex[], dealt: CardIndex[][]): void => {
    const sizes = [board?.toCome ?? 0, ...spot.hands.map((h) => h.toCome)];
    if (slot === sizes.length) {
      const finalBoard = board ? [...board.cards, ...dealt[0]!] : [];
      const holes = spot.hands.map((h, p) => [...h.cards, ...dealt[p + 1]!]);
      const winners = spot.handTypes
        .map((type) => {
          const values = holes.map((hole) => value(type, hole, finalBoard, spot.holdemHoleCards));
          const best = Math.max(...values);
          return best > 0 ? values.flatMap((v, p) => (v === best ? [p] : [])) : null;
        })
        .filter((w): w is number[] => w !== null);
      const got = spot.hands.map(() => ({ n: 0n, d: 1n }));
      for (const w of winners) {
        for (const p of w) {
          const d = BigInt(winners.length * w.length);
          got[p] = { n: got[p]!.n * d + got[p]!.d, d: got[p]!.d * d };
        }
      }
      sums = sums.map((s, p) => ({ n: s.n * got[p]!.d + got[p]!.n * s.d, d: s.d * got[p]!.d }));
      sums = sums.map((s) => {
        const g = gcd(s.n, s.d) || 1n;
        return { n: s.n / g, d: s.d / g };
      });
      got.forEach((g, p) => {
        if (g.n === 0n) return;
        if (g.n === g.d) wins[p]!++;
        else ties[p]!++;
      });
      runouts++;
      return;
    }
    for (const pick of combinations(left, sizes[slot]!)) {
      const rest = left.filter((c) => !pick.includes(c));
      visit(slot + 1, rest, [...dealt, pick]);
    }
  };
  visit(0, stub, []);
  return {
    equities: sums.map((s) => `${s.n / 1n}/${s.d}`).map((t) => reduce(t, runouts)),
    wins,
    ties,
    runouts,
  };
}

/** Divides a summed fraction by the number of runouts, reduced. */
function reduce(text: string, runouts: number): string {
  const [a, b] = text.split('/').map((x) => BigInt(x));
  const n = a!;
  const d = b! * BigInt(runouts);
  const g = gcd(n, d) || 1n;
  return `${n / g}/${d / g}`;
}
