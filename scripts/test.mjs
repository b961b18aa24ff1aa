// `npm test`: every test. Lint (Biome: formatting and the import boundaries), types (tsgo), unit and integration
// tests (Vitest; against PGlite, and against Postgres too when TEST_DATABASE_URL is set), then a build,
// then the browser tests (Playwright driving Debian's Chromium). Every suite runs even if an earlier
// one failed; the exit code says whether all passed.
import { ensureChromium } from './lib/chromium.mjs';
import { ensureDependencies } from './lib/deps.mjs';
import { ensureEspeak } from './lib/espeak.mjs';
import { playwrightFailures, vitestFailures } from './lib/failures.mjs';
import { ensureObs } from './lib/obs.mjs';
import { bin, repoRoot } from './lib/paths.mjs';
import { run } from './lib/run.mjs';
import { typecheckWorkspaces } from './lib/typecheck.mjs';

await ensureDependencies();
const chromium = await ensureChromium();
await ensureEspeak();
await ensureObs();
const { build } = await import('./build.mjs');

// Each runner also writes a JSON report here; the summary names what failed from it.
const reports = `${repoRoot}/test-results/reports`;
const results = [];
const step = async (name, fn, failures = () => []) => {
  const started = performance.now();
  console.log(`\nrailbird: ${name}…`);
  let ok;
  try {
    ok = (await fn()) === 0;
  } catch (error) {
    console.error(`railbird: ${name} failed: ${error instanceof Error ? error.message : error}`);
    ok = false;
  }
  results.push({ name, ok, seconds: (performance.now() - started) / 1000, failed: ok ? [] : failures() });
  return ok;
};

if (!process.env.TEST_DATABASE_URL) {
  console.log('railbird: TEST_DATABASE_URL is not set: the database suites run against PGlite only.');
}
// Lint first: it holds the import boundaries of docs/decisions/005-boundaries.md, and takes seconds.
await step('lint and format (biome)', () => run(bin('biome'), ['check', '.']));
// Types beside Vitest: Vitest and the build strip types without checking them, so only the type checker
// catches a spec or a test that no longer matches the code it drives. It runs at the lowest CPU priority in the
// time Vitest's suites spend waiting on databases and child processes; its report follows Vitest's.
const typeReport = [];
const types = typecheckWorkspaces({ nice: true, log: (line) => typeReport.push(line) });
const vitestReport = `${reports}/vitest.json`;
await step(
  'unit and integration tests (vitest)',
  () =>
    run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]),
  () => vitestFailures(vitestReport),
);
await step('types (tsgo, every workspace, beside vitest; the time it ran on after)', async () => {
  const code = await types;
  for (const line of typeReport) console.log(line);
  return code;
});
const built = await step('build', async () => {
  await build();
  return 0;
});
if (built) {
  // Two workers (a server and engine stack each) for the specs that wait on demo hands at real speed,
  // then the timed specs alone (e2e/playwright.config.ts TIMED_SPECS): the suite outgrew one worker.
  const playwright = (name, project, workers) => {
    const report = `${reports}/playwright-${project}.json`;
    const env = { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: report };
    const args = ['test', '-c', 'e2e/playwright.config.ts', `--project=${project}`, `--workers=${workers}`];
    return step(
      name,
      () => run(bin('playwright'), [...args, '--reporter=list,json'], { env }),
      () => playwrightFailures(report),
    );
  };
  await playwright('browser tests (playwright, two workers)', 'shared', 2);
  await playwright('browser tests (playwright, timed, one worker)', 'timed', 1);
} else {
  results.push({ name: 'browser tests (playwright)', ok: false, seconds: 0, skipped: true });
}

console.log('\nrailbird: summary');
for (const r of results) {
  const status = r.skipped ? 'SKIPPED' : r.ok ? 'passed ' : 'FAILED ';
  console.log(`  ${status} ${r.name} (${r.seconds.toFixed(1)} s)`);
  for (const line of r.failed ?? []) console.log(`      ${line.slice(0, 400)}`);
}
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
