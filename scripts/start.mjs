// `npm start`: install dependencies if needed, build, then run the server (:3000, which migrates its
// database on start) and the local engine (:5001, serving the demo table) until Ctrl+C.
import { join, resolve } from 'node:path';
import { ensureDependencies } from './lib/deps.mjs';
import { repoRoot } from './lib/paths.mjs';

await ensureDependencies();
// Imported after the install: build.mjs needs esbuild and vite from node_modules.
const { build } = await import('./build.mjs');
const { startStack } = await import('./lib/stack.mjs');

const dataDir = process.env.RAILBIRD_DATA_DIR
  ? resolve(process.env.RAILBIRD_DATA_DIR)
  : join(repoRoot, '.railbird');
const serverPort = process.env.PORT || '3000';
const enginePort = process.env.ENGINE_PORT || '5001';

try {
  await build();
} catch (error) {
  console.error(`railbird: build failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

let stack;
try {
  stack = await startStack({ dataDir, serverPort, enginePort, timeoutMs: 110_000 });
} catch (error) {
  console.error(`railbird: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const publicUrl = process.env.PUBLIC_URL || `http://localhost:${serverPort}`;
let admin;
try {
  admin = stack.demoAdmin();
} catch {
  admin = undefined;
}
// The tables the engine hosts once it has read the server's local-engine.json (a moment after start).
const tables = await engineTables(enginePort);
const lines = [
  '',
  'Railbird is running.',
  `  Console   ${publicUrl}`,
  `  Engine    ws://localhost:${enginePort}  (${tables.length ? `tables ${tables.join(', ')}` : 'no tables yet'})`,
  admin
    ? `  Sign in   ${admin.email}  /  ${admin.password}   (the demo admin; kept in ${join(dataDir, 'demo-admin.json')})`
    : '  Sign in   the demo admin is off (DEMO_ADMIN=false)',
  '  Stop      Ctrl+C',
  '',
];
console.log(lines.join('\n'));

async function engineTables(port) {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      const health = await (await fetch(`http://127.0.0.1:${port}/healthz`)).json();
      if (Array.isArray(health.tables) && health.tables.length > 1) return health.tables;
      if (attempt === 19) return health.tables ?? [];
    } catch {
      // not answering yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return [];
}

let stopping = false;
const shutdown = async (code) => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(code);
};
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
stack.firstExit.then((exit) => {
  if (stopping) return;
  console.error(`railbird: the ${exit.name} stopped (code ${exit.code ?? exit.signal}); stopping the rest.`);
  void shutdown(exit.code || 1);
});
