// Builds what `npm start` and the browser tests run: the web app (vite) and the server and engine
// bundles (esbuild). A target whose output is newer than all its sources is skipped; --force rebuilds.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bin, repoRoot } from './lib/paths.mjs';
import { mustRun } from './lib/run.mjs';

const at = (...parts) => join(repoRoot, ...parts);
const shared = [at('packages', 'poker', 'src'), at('packages', 'protocol', 'src'), at('package-lock.json')];
// Node-only code the server and engine bundles share (the web app does not use it).
const service = at('packages', 'service', 'src');
// The room the engine and the relays serve screens through.
const room = at('packages', 'room', 'src');

const targets = [
  {
    name: 'web',
    output: at('apps', 'web', 'dist', 'index.html'),
    stamp: at('apps', 'web', 'dist', '.railbird-build.json'),
    sources: [
      at('apps', 'web', 'src'),
      at('apps', 'web', 'public'),
      at('apps', 'web', 'index.html'),
      at('apps', 'web', 'vite.config.ts'),
      ...shared,
    ],
    // The commit is baked into the web build (footer hash, query-cache label), so a new commit rebuilds it.
    usesCommit: true,
    // NODE_ENV pinned: a build started from inside Vitest (NODE_ENV=test: the relay and fault tests build
    // the stack they start) made a React development bundle, several times slower to render.
    build: async () => {
      await mustRun(bin('vite'), ['build', '--logLevel', 'warn'], {
        cwd: at('apps', 'web'),
        env: { ...process.env, NODE_ENV: 'production' },
      });
      assertProductionBundle(at('apps', 'web', 'dist', 'assets'));
    },
  },
  {
    name: 'server',
    output: at('apps', 'server', 'dist', 'main.js'),
    sources: [at('apps', 'server', 'src'), at('apps', 'server', 'build.mjs'), ...shared, service],
    build: async () => (await import(pathToFileURL(at('apps', 'server', 'build.mjs')).href)).build(),
  },
  {
    name: 'engine',
    output: at('apps', 'engine', 'dist', 'main.js'),
    sources: [at('apps', 'engine', 'src'), at('apps', 'engine', 'build.mjs'), ...shared, service, room],
    build: async () => (await import(pathToFileURL(at('apps', 'engine', 'build.mjs')).href)).build(),
  },
  {
    name: 'relay',
    output: at('apps', 'relay', 'dist', 'main.js'),
    sources: [at('apps', 'relay', 'src'), at('apps', 'relay', 'build.mjs'), ...shared, service, room],
    build: async () => (await import(pathToFileURL(at('apps', 'relay', 'build.mjs')).href)).build(),
  },
];

/** Fails the build when React's development runtime made it into the web bundle. */
function assertProductionBundle(assets) {
  const dev = readdirSync(assets).filter(
    (file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes('jsxDEV'),
  );
  if (dev.length > 0)
    throw new Error(`the web bundle holds React's development runtime (${dev[0]}, ${dev.length} files)`);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx'))
      continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

function currentCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

function isFresh(target, commit) {
  if (!existsSync(target.output)) return false;
  const builtAt = statSync(target.output).mtimeMs;
  if (target.sources.some((source) => newestMtime(source) > builtAt)) return false;
  if (target.usesCommit) {
    try {
      return JSON.parse(readFileSync(target.stamp, 'utf8')).commit === commit;
    } catch {
      return false;
    }
  }
  return true;
}

export async function build({ force = false, quiet = false } = {}) {
  const commit = currentCommit();
  const stale = targets.filter((target) => force || !isFresh(target, commit));
  if (stale.length === 0) {
    if (!quiet) console.log('railbird: build is up to date');
    return;
  }
  const started = performance.now();
  console.log(`railbird: building ${stale.map((t) => t.name).join(', ')}…`);
  await Promise.all(
    stale.map(async (target) => {
      await target.build();
      if (target.stamp) writeFileSync(target.stamp, JSON.stringify({ commit }) + '\n');
    }),
  );
  console.log(`railbird: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await build({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(`railbird: build failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
