import { existsSync, type FSWatcher, readFileSync, unwatchFile, watch, watchFile } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_ENGINE_FILE, PROTOCOL_VERSION } from '@railbird/protocol';
import { configOrExit, exitOnStartFailure, stopOnSignals } from '@railbird/service';
import { engineSecret, loadEngineConfig, parseCli, readLocalEngineConfig } from './config.js';
import { startEngine } from './engine.js';
import { equityProvider } from './equity/equity.js';
import { createLogger } from './log.js';
import { simulatedAddOns } from './simulation/addons.js';
import { simulatedTableSettings } from './simulation/settings.js';
import { definitionsOf } from './table/local-definitions.js';
import type { HostedTableDefinition } from './table/table.js';

const ENGINE_VERSION = '0.2.0';

export const DEMO_TABLE_KEY = 'demo-1';

/**
 * Entry point of the bundled engine (dist/main.js). Without options: the local engine on :5001 hosting
 * the tables the server listed in <dataDir>/local-engine.json (demo tables play simulated hands
 * forever), or demo-1 alone when the server has not written it. `--simulate N` hosts N simulated
 * tables instead (see README, Configuration).
 */
async function main(): Promise<void> {
  const { config, cli, secret, local } = configOrExit('engine', () => {
    const config = loadEngineConfig(process.env);
    const cli = parseCli(process.argv.slice(2));
    const secret = engineSecret(config);
    const local = cli.simulate === null ? readLocalEngineConfig(config.dataDir) : null;
    return { config, cli, secret, local };
  });
  const log = createLogger(config.logLevel);
  let tables: HostedTableDefinition[];
  if (cli.simulate !== null) {
    tables = Array.from({ length: cli.simulate }, (_, i) => {
      const key = `sim-${i + 1}`;
      const variation = cli.variations[i % cli.variations.length]!;
      return { key, settings: simulatedTableSettings({ key, variation }), mode: 'DEMO', simulated: true };
    });
  } else if (local) {
    tables = definitionsOf(local);
  } else {
    log.warn(
      `no ${join(config.dataDir, 'local-engine.json')} yet: hosting ${DEMO_TABLE_KEY} alone; its hands wait in the outbox`,
    );
    // Named as the server's demo seed names it, so screens opened before the file comes do not show a
    // second name; the server's settings replace it (name at once: table/settings.ts) when it does.
    tables = [
      {
        key: DEMO_TABLE_KEY,
        settings: simulatedTableSettings({ key: DEMO_TABLE_KEY, name: 'Demo 1', variation: 'NLH' }),
        mode: 'DEMO',
        simulated: true,
      },
    ];
  }

  let engine: Awaited<ReturnType<typeof startEngine>>;
  try {
    engine = await startEngine({
      dataDir: join(config.dataDir, 'engine'),
      host: config.host,
      port: config.port,
      tables,
      serverUrl: local?.serverUrl,
      secret,
      log,
      now: Date.now,
      version: ENGINE_VERSION,
      devLevel: 3,
      sim: {
        speed: cli.speed ?? config.demoSpeed,
        players: cli.players,
        ...(cli.addOns ? { addOns: simulatedAddOns(tables, cli.addOns) } : {}),
      },
      equity: equityProvider(),
      relay: config.relay,
    });
  } catch (error) {
    exitOnStartFailure('engine', log, error);
  }
  log.info(
    { protocolVersion: PROTOCOL_VERSION, version: ENGINE_VERSION, tables: engine.tables.keys },
    'engine ready',
  );

  // The server writes local-engine.json when it has migrated and seeded (often after the engine is
  // up) and again whenever its tables change: follow it. The data directory is watched, so a table
  // renamed in Settings shows its name on the screens at once (issue 15), and the file is also polled
  // four times a second (one stat each) where directory events do not come (some network mounts).
  const localPath = join(config.dataDir, LOCAL_ENGINE_FILE);
  let lastRead = '';
  const reload = () => {
    try {
      const text = existsSync(localPath) ? readFileSync(localPath, 'utf8') : '';
      // The server replaces the file in one rename; the same bytes seen twice are applied once.
      if (text === '' || text === lastRead) return;
      const update = readLocalEngineConfig(config.dataDir);
      if (!update) return;
      lastRead = text;
      log.info(
        { tables: update.tables.map((t) => t.key), serverUrl: update.serverUrl },
        'local-engine.json read',
      );
      engine
        .configure({ serverUrl: update.serverUrl, tables: definitionsOf(update) })
        .catch((error: unknown) => log.error({ err: error }, 'local-engine.json could not be applied'));
    } catch (error) {
      log.error({ err: error }, 'local-engine.json could not be read');
    }
  };
  let watcher: FSWatcher | null = null;
  if (cli.simulate === null) {
    watchFile(localPath, { interval: 250 }, (current) => {
      if (current.mtimeMs !== 0) reload();
    });
    try {
      watcher = watch(config.dataDir, (_event, name) => {
        if (name === LOCAL_ENGINE_FILE) reload();
      });
      watcher.on('error', (error) => log.warn({ err: error }, 'data directory no longer watched'));
    } catch (error) {
      log.warn({ err: error }, 'data directory not watched: local-engine.json is polled');
    }
  }

  stopOnSignals('engine', log, () => {
    unwatchFile(localPath);
    watcher?.close();
    return engine.close();
  });
}

await main();
