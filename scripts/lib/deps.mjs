import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';
import { mustRun } from './run.mjs';

/** On a fresh clone there is no node_modules: install exactly what package-lock.json says. */
export async function ensureDependencies() {
  if (existsSync(join(repoRoot, 'node_modules', '.package-lock.json'))) return;
  console.log('railbird: installing dependencies (npm ci)…');
  await mustRun('npm', ['ci', '--no-audit', '--no-fund']);
}
