import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..', '..');

/**
 * Runs lifecycle.fixture.ts in its own Node process. The first of `signals` is sent once it says it
 * is ready, the others once it says it is stopping (two signals sent at once may arrive in any order).
 */
function run(mode: string, signals: NodeJS.Signals[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'lifecycle.fixture.ts'), mode], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let sent = 0;
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    const due = stdout.includes('stopping') ? signals.length : stdout.includes('ready\n') ? 1 : 0;
    for (; sent < Math.min(due, signals.length); sent++) child.kill(signals[sent]!);
  });
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise<{
    code: number | null;
    stdout: string;
    stderr: string;
    logs: { level: string; msg?: string; obj: unknown }[];
  }>((resolve) =>
    child.on('exit', (code) =>
      resolve({
        code,
        stdout,
        stderr,
        logs: stdout
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l)),
      }),
    ),
  );
}

describe('a process starting and stopping', () => {
  it('[SVC-1] SIGTERM stops it once, cleanly: "<name> stopping" with the signal, exit 0; a second signal changes nothing', async () => {
    const result = await run('stops', ['SIGTERM', 'SIGINT']);
    expect(result.code).toBe(0);
    expect(result.logs).toEqual([{ level: 'info', obj: { signal: 'SIGTERM' }, msg: 'demo stopping' }]);
  });

  it('[SVC-2] a stop that fails exits 1', async () => {
    expect((await run('stop-fails', ['SIGINT'])).code).toBe(1);
  });

  it('[SVC-3] a port problem is one line, also on stderr; any other failure to start is logged with the error; both exit 1', async () => {
    const taken = await run('port-taken');
    expect(taken.code).toBe(1);
    expect(taken.stderr).toBe('railbird demo: Port 7 on 127.0.0.1 is already in use: DEMO_PORT …\n');
    expect(taken.logs).toEqual([
      { level: 'fatal', obj: 'Port 7 on 127.0.0.1 is already in use: DEMO_PORT …' },
    ]);
    const crash = await run('crash');
    expect(crash.code).toBe(1);
    expect(crash.stderr).toBe('');
    expect(crash.logs).toMatchObject([{ level: 'fatal', msg: 'demo failed to start' }]);
  });
});
