import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';

export const serverEntry = join(repoRoot, 'apps', 'server', 'dist', 'main.js');
export const engineEntry = join(repoRoot, 'apps', 'engine', 'dist', 'main.js');

/** A port that was free a moment ago (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function isHealthy(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return res.status === 200;
  } catch {
    return false;
  }
}

function tail(file, lines = 30) {
  if (!file || !existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/**
 * Starts the built server and engine as child processes and resolves once both answer /healthz.
 * Used by `npm start` (output inherited) and by the browser tests (output to log files in the data
 * directory). Rejects, stopping whatever started, if a process exits early or is not healthy in time.
 */
export async function startStack(options) {
  const {
    dataDir,
    serverPort = 3000,
    enginePort = 5001,
    host,
    env = {},
    output = 'inherit',
    timeoutMs = 90_000,
  } = options;
  for (const entry of [serverEntry, engineEntry]) {
    if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`);
  }
  const logs =
    output === 'inherit' ? {} : { server: join(output, 'server.log'), engine: join(output, 'engine.log') };
  const baseEnv = { ...process.env, RAILBIRD_DATA_DIR: dataDir, ...env };
  if (host) {
    baseEnv.HOST = host;
    baseEnv.ENGINE_HOST = host;
  }

  const launch = (name, entry, extraEnv) => {
    const fd = logs[name] ? openSync(logs[name], 'a') : undefined;
    const child = spawn(process.execPath, ['--enable-source-maps', entry], {
      cwd: repoRoot,
      env: { ...baseEnv, ...extraEnv },
      stdio: fd === undefined ? 'inherit' : ['ignore', fd, fd],
    });
    if (fd !== undefined) closeSync(fd);
    const exited = new Promise((resolve) =>
      child.on('exit', (code, signal) => resolve({ name, code, signal })),
    );
    return { name, child, exited };
  };

  // The server gets ENGINE_PORT too: table.socketUrl points browsers at the local engine's port.
  const extraEnvOf = {
    server: { PORT: String(serverPort), ENGINE_PORT: String(enginePort) },
    engine: { ENGINE_PORT: String(enginePort) },
  };
  const entryOf = { server: serverEntry, engine: engineEntry };
  const processes = [
    launch('server', serverEntry, extraEnvOf.server),
    launch('engine', engineEntry, extraEnvOf.engine),
  ];
  const connectHost = host && host !== '0.0.0.0' && host !== '::' ? host : '127.0.0.1';
  const serverUrl = `http://${connectHost}:${serverPort}`;
  const engineHttp = `http://${connectHost}:${enginePort}`;

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.all(
      processes.map(async ({ child, exited }) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(killer);
      }),
    );
  };

  const firstExit = Promise.race(processes.map((p) => p.exited));
  const deadline = Date.now() + timeoutMs;
  let early;
  firstExit.then((exit) => {
    early ??= exit;
  });
  for (;;) {
    if (early) {
      await stop();
      const detail = logs[early.name] ? `\n${tail(logs[early.name])}` : '';
      throw new Error(`the ${early.name} exited during start (code ${early.code ?? early.signal})${detail}`);
    }
    if ((await isHealthy(`${serverUrl}/healthz`)) && (await isHealthy(`${engineHttp}/healthz`))) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `the stack was not healthy within ${timeoutMs / 1000} s\n${tail(logs.server)}\n${tail(logs.engine)}`,
      );
    }
    await sleep(200);
  }

  /** Stops one process (SIGKILL: a crash, not a clean stop) and starts it again on its port. */
  const restart = async (name) => {
    const index = processes.findIndex((p) => p.name === name);
    const old = processes[index];
    if (old.child.exitCode === null && old.child.signalCode === null) {
      old.child.kill('SIGKILL');
      await old.exited;
    }
    const started = performance.now();
    processes[index] = launch(name, entryOf[name], extraEnvOf[name]);
    const health = name === 'server' ? `${serverUrl}/healthz` : `${engineHttp}/healthz`;
    while (!(await isHealthy(health))) {
      if (performance.now() - started > timeoutMs) throw new Error(`the ${name} did not come back`);
      await sleep(50);
    }
  };

  return {
    serverUrl,
    restart,
    engineUrl: `ws://${connectHost}:${enginePort}`,
    dataDir,
    logs,
    /** Resolves with the first process to exit (name, code, signal). */
    firstExit,
    stop,
    /** The demo admin's credentials, as the server stored them on its first start. */
    demoAdmin() {
      return JSON.parse(readFileSync(join(dataDir, 'demo-admin.json'), 'utf8'));
    },
  };
}
