import { unwatchFile, watchFile } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_ENGINE_FILE, PROTOCOL_VERSION } from '@railbird/protocol';
import { configOrExit, exitOnStartFailure, stopOnSignals } from '@railbird/service';
import { engineSecret, loadEngineConfig, parseCli, readLocalEngineConfig } from './config.js';
import { startEngine } from './engine.js';
import { equityProvider } from './equity/equity.js';
import { createLogger } from './log.js';
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
      sim: { speed: cli.speed, players: cli.players },
      equity: equityProvider(),
    });
  } catch (error) {
    exitOnStartFailure('engine', log, error);
  }
  log.info(
    { protocolVersion: PROTOCOL_VERSION, version: ENGINE_VERSION, tables: engine.tables.keys },
    'engine ready',
  );

  // The server writes local-engine.json when it has migrated and seeded (often after the engine is
  // up) and again whenever its tables change: follow it. Polled four times a second (one stat each),
  // so a table renamed in Settings shows its name on the screens within a second (issue 15).
  const localPath = join(config.dataDir, LOCAL_ENGINE_FILE);
  if (cli.simulate === null) {
    watchFile(localPath, { interval: 250 }, (current) => {
      if (current.mtimeMs === 0) return;
      try {
        const update = readLocalEngineConfig(config.dataDir);
        if (!update) return;
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
    });
  }

  stopOnSignals('engine', log, () => {
    unwatchFile(localPath);
    return engine.close();
  });
}

await main();
