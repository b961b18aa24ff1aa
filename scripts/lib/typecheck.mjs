// Type-checks every workspace that has a `typecheck` script, two at a time (npm's --workspaces runs them
// one after another). Each is `tsgo`, TypeScript's native compiler (decision 021): a third of tsc's CPU.
// Each workspace's output is logged whole when it ends, so two never interleave. `npm test` runs it
// beside Vitest at the lowest CPU priority (`nice: true`): it then takes only the CPU Vitest leaves
// idle while its suites wait on databases and child processes.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';

function workspacesWithTypecheck() {
  const root = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  return root.workspaces.filter((dir) => {
    const file = join(repoRoot, dir, 'package.json');
    return existsSync(file) && Boolean(JSON.parse(readFileSync(file, 'utf8')).scripts?.typecheck);
  });
}

function typecheck(dir, nice) {
  return new Promise((resolve) => {
    const started = performance.now();
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const args = ['run', 'typecheck', '--silent'];
    const niced = nice && process.platform !== 'win32';
    const child = spawn(niced ? 'nice' : npm, niced ? ['-n', '19', npm, ...args] : args, {
      cwd: join(repoRoot, dir),
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ dir, code: 1, output: String(error), seconds: 0 }));
    child.on('exit', (code, signal) =>
      resolve({
        dir,
        code: code ?? (signal ? 128 : 1),
        output,
        seconds: (performance.now() - started) / 1000,
      }),
    );
  });
}

/** Resolves with 0 when every workspace type-checks, 1 otherwise. */
export async function typecheckWorkspaces({
  concurrency = Math.min(2, availableParallelism()),
  nice = false,
  log = console.log,
} = {}) {
  const queue = workspacesWithTypecheck();
  let failed = 0;
  const worker = async () => {
    for (let dir = queue.shift(); dir !== undefined; dir = queue.shift()) {
      const result = await typecheck(dir, nice);
      log(`  ${result.code === 0 ? 'ok    ' : 'FAILED'} ${dir} (${result.seconds.toFixed(1)} s)`);
      if (result.output.trim()) log(result.output.trimEnd());
      if (result.code !== 0) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failed === 0 ? 0 : 1;
}
