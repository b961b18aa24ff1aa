/**
 * ICM speed: `npx tsx bench/src/tournament-icm.bench.ts [--quick]`.
 *
 * The exact Malmuth–Harville model of @railbird/poker/tournament (memoised over the set of players
 * already placed, O(2ⁿ·n)) for a final table of 9, two tables of 12 and 16 players, every place paid
 * and only the top 3 paid, with varied stacks; then the Monte Carlo estimate for 16 players and its
 * largest error against the exact figure. Each time is the best of several passes after a warm-up.
 * Prints figures only; it never fails on a timing.
 */
import { seededRandom } from '@railbird/poker';
import { icmEquities, icmEquitiesSampled, payoutAmounts, payoutShares } from '@railbird/poker/tournament';

const quick = process.argv.includes('--quick');
const PASSES = quick ? 3 : 9;

function best<T>(run: () => T): { ms: number; answer: T } {
  let answer = run();
  let ms = Number.POSITIVE_INFINITY;
  for (let p = 0; p < PASSES; p++) {
    const started = performance.now();
    answer = run();
    ms = Math.min(ms, performance.now() - started);
  }
  return { ms, answer };
}

const random = seededRandom(17);
const stacksOf = (n: number) => Array.from({ length: n }, () => 1000 + Math.floor(random() * 99_000));
/** A pool of 100 000 paid over `places` places by the standard shares of a field that pays that many. */
function prizesFor(places: number): number[] {
  let entries = 1;
  while (payoutShares(entries).length < places) entries++;
  const shares = payoutShares(entries);
  return payoutAmounts(shares, 100_000).slice(0, places);
}

const rows: string[][] = [['players', 'places paid', 'exact ms', 'Σ equity']];
for (const n of [9, 12, 16]) {
  const stacks = stacksOf(n);
  for (const places of [3, n]) {
    const prizes = places === n ? Array.from({ length: n }, (_, k) => (n - k) * 1000) : prizesFor(3);
    const { ms, answer } = best(() => icmEquities(stacks, prizes));
    rows.push([String(n), String(places), ms.toFixed(3), answer.reduce((s, e) => s + e, 0).toFixed(6)]);
  }
}

const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
const line = (row: string[]) => row.map((cell, c) => cell.padStart(widths[c]!)).join('  ');
console.log(line(rows[0]!));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of rows.slice(1)) console.log(line(row));

const stacks16 = stacksOf(16);
const prizes16 = prizesFor(3);
const exact = icmEquities(stacks16, prizes16);
const samples = quick ? 20_000 : 200_000;
const started = performance.now();
const sampled = icmEquitiesSampled(stacks16, prizes16, seededRandom(5), samples);
const sampledMs = performance.now() - started;
const worst = Math.max(...sampled.map((e, i) => Math.abs(e - exact[i]!)));
console.log(
  `Monte Carlo, 16 players, 3 paid, ${samples} samples: ${sampledMs.toFixed(1)} ms, largest error ${worst.toFixed(1)} of a ${prizes16[0]} first prize`,
);
