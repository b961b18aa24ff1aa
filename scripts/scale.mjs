// `npm run scale`: Railbird past one process, on this machine (issue 20, decision 013). Builds, then
// starts one engine (the demo tables) publishing through Redis, three relays serving its screens, and
// two servers on one Postgres and one Redis, each on its own port; prints where to open each; Ctrl+C
// stops them all. REDIS_URL and DATABASE_URL default to the machine's (redis://127.0.0.1:6379,
// postgres://postgres@127.0.0.1:5432/test); REDIS_PREFIX to railbird:scale:.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { ensureDependencies } from './lib/deps.mjs';
import { repoRoot } from './lib/paths.mjs';

await ensureDependencies();
const { build } = await import('./build.mjs');
await build();

const env = {
  ...process.env,
  REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  REDIS_PREFIX: process.env.REDIS_PREFIX || 'railbird:scale:',
  // One data directory: the engine secret, the auth secret and local-engine.json are shared.
  RAILBIRD_DATA_DIR: process.env.RAILBIRD_DATA_DIR
    ? resolve(process.env.RAILBIRD_DATA_DIR)
    : join(repoRoot, '.railbird', 'scale'),
  LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
};
const enginePort = Number(process.env.ENGINE_PORT || 5001);
const relayPorts = [5101, 5102, 5103];
const serverPorts = [3000, 3001];
const entry = (app) => join(repoRoot, 'apps', app, 'dist', 'main.js');

const children = [];
let stopping = false;
function launch(name, app, extra) {
  const child = spawn(process.execPath, ['--enable-source-maps', entry(app)], {
    cwd: repoRoot,
    env: { ...env, ...extra },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`scale: the ${name} stopped (${code ?? signal})`);
  });
  children.push({ name, child });
  return child;
}

async function healthy(port, what) {
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return await res.json();
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the ${what} on :${port} did not come up`);
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGKILL');
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  // The engine first: it writes the shared engine secret the others read.
  launch('engine', 'engine', { ENGINE_PORT: String(enginePort) });
  await healthy(enginePort, 'engine');
  // Server A hands out the engine's address (operators' commands go to the engine); server B hands
  // out relay 1's, so its screens are served by a relay. The first migrates the database alone.
  launch('server A', 'server', { PORT: String(serverPorts[0]), ENGINE_PORT: String(enginePort) });
  await healthy(serverPorts[0], 'server A');
  launch('server B', 'server', {
    PORT: String(serverPorts[1]),
    ENGINE_PORT: String(enginePort),
    ENGINE_PUBLIC_URL: `ws://localhost:${relayPorts[0]}`,
    DEMO_ADMIN: 'false',
  });
  for (const [i, port] of relayPorts.entries())
    launch(`relay ${i + 1}`, 'relay', { RELAY_PORT: String(port) });
  await healthy(serverPorts[1], 'server B');
  const relays = [];
  for (const port of relayPorts) relays.push(await healthy(port, 'relay'));
  let admin = '';
  try {
    const { readFileSync } = await import('node:fs');
    const a = JSON.parse(readFileSync(join(env.RAILBIRD_DATA_DIR, 'demo-admin.json'), 'utf8'));
    admin = `${a.email}  /  ${a.password}`;
  } catch {
    admin = `see ${join(env.RAILBIRD_DATA_DIR, 'demo-admin.json')}`;
  }
  console.log(
    [
      '',
      'Railbird, scaled out on this machine:',
      `  Redis      ${env.REDIS_URL.replace(/\/\/[^@]*@/, '//…@')}  (keys ${env.REDIS_PREFIX}…)`,
      `  Postgres   ${env.DATABASE_URL.replace(/\/\/[^@]*@/, '//…@')}`,
      `  Engine     ws://localhost:${enginePort}  (publishes every table's audiences to Redis)`,
      ...relayPorts.map(
        (port, i) =>
          `  Relay ${i + 1}    ws://localhost:${port}   http://localhost:${port}/healthz  (${relays[i].tables.join(', ')})`,
      ),
      `  Server A   http://localhost:${serverPorts[0]}  (screens and operators on the engine)`,
      `  Server B   http://localhost:${serverPorts[1]}  (same rooms and sign-in; its screens go through relay 1)`,
      `  Sign in    ${admin}`,
      '',
      "  Watch it:  open a table's overlay from server B: `curl localhost:5101/healthz` counts its",
      '             connection on relay 1 while the engine counts none; the frames pass through',
      '             `redis-cli psubscribe "' + env.REDIS_PREFIX + 'relay:frames:*"`.',
      '  Stop       Ctrl+C',
      '',
    ].join('\n'),
  );
} catch (error) {
  console.error(`scale: ${error instanceof Error ? error.message : error}`);
  await stop(1);
}
