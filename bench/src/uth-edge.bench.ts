/**
 * Ultimate Texas Hold'em house edges: `npx tsx bench/src/uth-edge.bench.ts [--quick] [--counts]`.
 *
 * - Trips: exact, per pay table, from the seven-card class counts (`--counts` re-derives those
 *   counts with our evaluator over all 133,784,560 hands first, ~20 s).
 * - Main game (ante + blind + play) under the bot's simple strategy: EXACT over all
 *   27,813,810,024,000 deals by board classes (~10 min on one core; skipped with --quick), and a
 *   seeded Monte Carlo estimate with its standard error beside it.
 * Prints figures only; never fails on a timing.
 */

import {
  countSevenCardClasses,
  DEFAULT_UTH_RULES,
  estimateUthMainGame,
  SEVEN_CARD_CLASS_COUNTS,
  TRIPS_PAY_TABLES,
  tripsHouseEdge,
  uthMainGameExact,
} from '../../packages/poker/src/addons/uth/index.js';
import { seededRandom } from '../../packages/poker/src/cards/deck.js';

const quick = process.argv.includes('--quick');
const pct = (x: number, digits = 4) => `${(100 * x).toFixed(digits)} %`;

if (process.argv.includes('--counts')) {
  const t = performance.now();
  const counts = countSevenCardClasses();
  const same = JSON.stringify(counts) === JSON.stringify(SEVEN_CARD_CLASS_COUNTS);
  console.log(
    `seven-card classes (${((performance.now() - t) / 1000).toFixed(1)} s):`,
    counts,
    same ? 'match' : 'DIFFER',
  );
}

console.log('Trips bet, exact house edge per pay table (royal-SF-quads-FH-flush-straight-trips):');
for (const [name, table] of Object.entries(TRIPS_PAY_TABLES)) {
  const e = tripsHouseEdge(table);
  console.log(
    `  50-40-30-${name}-3  ${e.houseWins.toLocaleString('en')} / ${e.hands.toLocaleString('en')} = ${pct(e.edge)}`,
  );
}

const hands = quick ? 200_000 : 2_000_000;
let t = performance.now();
const mc = estimateUthMainGame(hands, seededRandom(19), DEFAULT_UTH_RULES);
console.log(
  `Main game, simple strategy, ${mc.label}, ${hands.toLocaleString('en')} hands (${((performance.now() - t) / 1000).toFixed(1)} s):`,
  `house edge ${pct(-mc.meanPerAnte, 3)} ± ${pct(mc.standardError, 3)} (1 s.e.) of the ante;`,
  `blind ${pct(mc.blindPerAnte, 3)} ± ${pct(mc.blindStandardError, 3)}; mean stake ${mc.meanStakedPerAnte.toFixed(4)} antes`,
);

if (!quick) {
  t = performance.now();
  const exact = uthMainGameExact(DEFAULT_UTH_RULES.blindPays, (done, total) => {
    if (done % 10_000 === 0)
      console.log(`  … ${done} / ${total} board classes, ${((performance.now() - t) / 1000).toFixed(0)} s`);
  });
  console.log(
    `Main game, simple strategy, EXACT over ${exact.deals.toLocaleString('en')} deals (${((performance.now() - t) / 1000).toFixed(0)} s):`,
  );
  console.log(
    `  player net ${exact.net.toLocaleString('en')} / ${exact.unit} units; house edge ${pct(exact.edge, 5)} of the ante`,
  );
  console.log(
    `  blind bet's part ${pct(exact.blindPerAnte, 5)} of the ante; mean stake ${exact.stakedPerAnte.toFixed(6)} antes;`,
  );
  console.log(
    `  element of risk ${pct(exact.edge / exact.stakedPerAnte, 5)}; board classes ${exact.boardClasses}`,
  );
}
