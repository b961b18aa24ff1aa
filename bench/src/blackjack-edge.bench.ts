/**
 * Blackjack house-edge speed: `npx tsx bench/src/blackjack-edge.bench.ts [--quick]`.
 *
 * For 1, 2, 6 and 8 decks, the time the combinatorial analysis (packages/poker/src/addons/blackjack/
 * house-edge.ts) takes for the default rules from a cold start (a fresh dealer cache, as the first
 * price a settings screen shows), with basic (total-dependent) and composition-dependent play, and
 * then for a second rule set of the same shoe reusing the dealer cache (what a settings screen does
 * when one rule is flipped). Each figure is the best of a few passes after a warm-up. Prints figures
 * only; it never fails on a timing.
 */

import {
  blackjackHouseEdge,
  createHouseEdgeCache,
  type StrategyKind,
} from '../../packages/poker/src/addons/blackjack/house-edge.js';
import {
  type BlackjackRules,
  DEFAULT_BLACKJACK_RULES,
} from '../../packages/poker/src/addons/blackjack/rules.js';

const quick = process.argv.includes('--quick');
const PASSES = quick ? 1 : 3;

function best(run: () => number): { ms: number; edge: number } {
  let ms = Number.POSITIVE_INFINITY;
  let edge = 0;
  for (let i = 0; i < PASSES; i += 1) {
    const started = performance.now();
    edge = run();
    ms = Math.min(ms, performance.now() - started);
  }
  return { ms, edge };
}

// Warm-up: one full analysis so the JIT has seen every path.
blackjackHouseEdge(DEFAULT_BLACKJACK_RULES);

const pct = (e: number) => `${(e * 100).toFixed(4)} %`;
console.log('decks  strategy                cold           edge        flip one rule (warm cache)');
for (const decks of [1, 2, 6, 8]) {
  const rules: BlackjackRules = { ...DEFAULT_BLACKJACK_RULES, decks };
  for (const strategy of ['total-dependent', 'composition-dependent'] as StrategyKind[]) {
    const cold = best(() => blackjackHouseEdge(rules, { strategy }).edge);
    const cache = createHouseEdgeCache();
    blackjackHouseEdge(rules, { strategy, cache });
    const warm = best(
      () => blackjackHouseEdge({ ...rules, surrender: 'late' }, { strategy, cache: createCopy(cache) }).edge,
    );
    console.log(
      `${String(decks).padStart(5)}  ${strategy.padEnd(22)} ${cold.ms.toFixed(0).padStart(6)} ms  ${pct(cold.edge).padStart(11)}  ${warm.ms.toFixed(0).padStart(6)} ms (late surrender ${pct(warm.edge)})`,
    );
  }
}

/** A cache holding the same dealer tables (maps copied, so every pass starts from the same state). */
function createCopy(cache: ReturnType<typeof createHouseEdgeCache>) {
  const copy = createHouseEdgeCache();
  for (const [k, v] of cache.dealer) copy.dealer.set(k, { graph: v.graph, outcomes: new Map(v.outcomes) });
  return copy;
}
