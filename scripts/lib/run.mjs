import { spawn } from 'node:child_process';
import { repoRoot } from './paths.mjs';

/** Runs a command with inherited output; resolves with its exit code (never rejects on a failing command). */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Runs a command and throws, naming it, when it fails. */
export async function mustRun(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed with exit code ${code}`);
}
