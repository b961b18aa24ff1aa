// `npm run bench [-- name…]`: runs every benchmark in bench/src (or those whose file name contains one
// of the given words) one after another, each in its own process so one bench's JIT and heap do not
// colour the next, and prints their figures as they come. Benchmarks measure; they never fail a build
// on a timing — but a bench that crashes is reported and makes the exit status non-zero.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const filters = process.argv.slice(2);
const benches = readdirSync(join(here, 'src'))
  .filter((f) => /\.bench\.m?ts$/.test(f))
  .filter((f) => filters.length === 0 || filters.some((w) => f.includes(w)))
  .sort();

if (benches.length === 0) {
  console.error(
    `no benchmark matches ${filters.join(', ')}; have: ${readdirSync(join(here, 'src')).join(', ')}`,
  );
  process.exit(2);
}

// The overlay and server benches drive the built app: build first (incremental, fast when nothing changed).
if (benches.some((b) => /overlay|server|web/.test(b))) {
  const built = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const failed = [];
for (const bench of benches) {
  console.log(`\n=== ${bench} ===`);
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(here, 'src', bench)], {
    cwd: root,
    stdio: 'inherit',
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) failed.push(bench);
  console.log(`=== ${bench}: ${result.status === 0 ? 'done' : `exit ${result.status}`} in ${seconds} s ===`);
}
if (failed.length) {
  console.error(`\nbenchmarks that did not finish: ${failed.join(', ')}`);
  process.exitCode = 1;
}
