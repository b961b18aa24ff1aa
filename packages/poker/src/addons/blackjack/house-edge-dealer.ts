/**
 * The dealer's final-total probabilities, exact for any shoe composition (issue 19, house edge).
 *
 * Ranks are indexed 0 = ace, 1 = deuce … 8 = nine, 9 = every ten-valued card. The dealer draws to a
 * fixed rule, so the chance of each finishing total is a sum over the dealer's possible draw
 * sequences, each drawn without replacement from what is left in the shoe. Two sequences that hold
 * the same cards lead to the same future (the shoe left and the dealer's total depend only on the
 * multiset), so the draws form a small graph — one node per multiset of extra dealer cards that still
 * has to draw — built once per up card and soft-17 rule. Evaluating a shoe pushes probability forward
 * through the nodes in order of size: a few thousand multiply-adds per shoe.
 *
 * Outcomes: indices 0–4 are dealer totals 17–21, 5 is a bust, 6 is a natural (ace and ten as the
 * first two cards: the up card and the hole card).
 */

export const RANKS = 10;
export const ACE = 0;
export const TEN = 9;
export const OUTCOME_BUST = 5;
export const OUTCOME_NATURAL = 6;
export const OUTCOMES = 7;

/** The value a rank index counts for (an ace as 1). */
export function rankValue(rank: number): number {
  return rank + 1;
}

export interface DealerGraph {
  readonly up: number;
  readonly nodeCount: number;
  /** Extra dealer cards held at each node, by rank: nodeCount × RANKS. */
  readonly held: Int8Array;
  /** How many extra cards each node holds. */
  readonly size: Int32Array;
  /** Where drawing rank r from node i leads: a node index (≥ 0) or −(outcome + 1). */
  readonly next: Int32Array;
}

/** The draw graph of a dealer showing `up` (a rank index). */
export function buildDealerGraph(up: number, hitsSoft17: boolean): DealerGraph {
  const nodes: number[][] = [new Array<number>(RANKS).fill(0)];
  const index = new Map<string, number>([[nodes[0]!.join(','), 0]]);
  const next: number[] = [];
  for (let i = 0; i < nodes.length; i += 1) {
    const held = nodes[i]!;
    let hard = rankValue(up);
    let aces = up === ACE ? 1 : 0;
    for (let r = 0; r < RANKS; r += 1) {
      hard += held[r]! * rankValue(r);
      if (r === ACE) aces += held[r]!;
    }
    for (let r = 0; r < RANKS; r += 1) {
      if (i === 0 && ((up === ACE && r === TEN) || (up === TEN && r === ACE))) {
        next.push(-(OUTCOME_NATURAL + 1));
        continue;
      }
      const newHard = hard + rankValue(r);
      const soft = (aces > 0 || r === ACE) && newHard + 10 <= 21;
      const total = soft ? newHard + 10 : newHard;
      if (total > 21) {
        next.push(-(OUTCOME_BUST + 1));
      } else if (total > 17 || (total === 17 && !(soft && hitsSoft17))) {
        next.push(-(total - 17 + 1));
      } else {
        const child = held.slice();
        child[r]! += 1;
        const key = child.join(',');
        let at = index.get(key);
        if (at === undefined) {
          at = nodes.length;
          nodes.push(child);
          index.set(key, at);
        }
        next.push(at);
      }
    }
  }
  // Nodes were discovered breadth first, so every node comes after all of its parents.
  const held = new Int8Array(nodes.length * RANKS);
  const size = new Int32Array(nodes.length);
  nodes.forEach((n, i) => {
    for (let r = 0; r < RANKS; r += 1) {
      held[i * RANKS + r] = n[r]!;
      size[i]! += n[r]!;
    }
  });
  return { up, nodeCount: nodes.length, held, size, next: Int32Array.from(next) };
}

/**
 * The probability of each dealer outcome when the cards left in the shoe are `shoe` (counts by rank,
 * `total` of them, the up card already removed). `scratch` must hold at least nodeCount numbers.
 */
export function dealerOutcomes(
  graph: DealerGraph,
  shoe: ArrayLike<number>,
  total: number,
  scratch: Float64Array,
): Float64Array {
  const out = new Float64Array(OUTCOMES);
  const { nodeCount, held, size, next } = graph;
  scratch.fill(0, 0, nodeCount);
  scratch[0] = 1;
  for (let i = 0; i < nodeCount; i += 1) {
    const p = scratch[i]!;
    if (p === 0) continue;
    const left = total - size[i]!;
    const base = i * RANKS;
    for (let r = 0; r < RANKS; r += 1) {
      const avail = shoe[r]! - held[base + r]!;
      if (avail <= 0) continue;
      const q = (p * avail) / left;
      const to = next[base + r]!;
      if (to >= 0) scratch[to]! += q;
      else out[-to - 1]! += q;
    }
  }
  return out;
}
