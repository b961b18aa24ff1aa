import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';
import { mustRun } from './run.mjs';

/** Runs npm with its output captured; resolves with the exit code and the output. */
function npmQuiet(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** The root package.json's dependencies that node_modules lacks (a checkout pulled a new one). */
function missingRootDependencies() {
  const root = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  const names = Object.keys({ ...root.dependencies, ...root.devDependencies });
  return names.filter((name) => !existsSync(join(repoRoot, 'node_modules', name, 'package.json')));
}

/**
 * On a fresh clone there is no node_modules: install exactly what package-lock.json says (npm ci).
 * Some registries lack the optional packages of other platforms (e.g. @biomejs/cli-darwin-arm64), so
 * the lock file cannot list them and npm ci refuses it as "out of sync"; npm install then installs the
 * same locked versions.
 */
export async function ensureDependencies() {
  if (existsSync(join(repoRoot, 'node_modules', '.package-lock.json'))) {
    const missing = missingRootDependencies();
    if (missing.length === 0) return;
    console.log(`railbird: node_modules lacks ${missing.join(', ')}: npm install…`);
    await mustRun('npm', ['install', '--no-audit', '--no-fund']);
    return;
  }
  console.log('railbird: installing dependencies (npm ci)…');
  const ci = await npmQuiet(['ci', '--no-audit', '--no-fund']);
  if (ci.code === 0) return;
  if (!ci.output.includes('EUSAGE')) {
    process.stderr.write(ci.output);
    throw new Error(`npm ci failed with exit code ${ci.code}`);
  }
  console.log(
    'railbird: npm ci refused the lock file (this registry lacks some optional platform packages); running npm install with the same lock…',
  );
  await mustRun('npm', ['install', '--no-audit', '--no-fund']);
}

if (process.argv[1] && join(process.argv[1]) === join(repoRoot, 'scripts', 'lib', 'deps.mjs')) {
  try {
    await ensureDependencies();
  } catch (error) {
    console.error(`railbird: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
