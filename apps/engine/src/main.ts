import { PROTOCOL_VERSION } from '@railbird/protocol';
import { ConfigError, loadEngineConfig } from './config.js';
import { createLogger } from './log.js';
import { PortInUseError } from './sockets/listen.js';
import { startSocketServer } from './sockets/socket-server.js';
import { demoHost } from './table/host.js';

const ENGINE_VERSION = '0.1.0';

/** Entry point of the bundled engine (dist/main.js): the local engine on :5001 serving the demo table. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadEngineConfig>;
  try {
    config = loadEngineConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`railbird engine: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  const tables = demoHost({ now: Date.now, version: ENGINE_VERSION });
  let server: Awaited<ReturnType<typeof startSocketServer>>;
  try {
    server = await startSocketServer({ host: config.host, port: config.port, tables, log, now: Date.now });
  } catch (error) {
    if (error instanceof PortInUseError) {
      log.fatal(error.message);
      process.stderr.write(`railbird engine: ${error.message}\n`);
      process.exit(1);
    }
    log.fatal({ err: error }, 'engine failed to start');
    process.exit(1);
  }
  log.info({ protocolVersion: PROTOCOL_VERSION, version: ENGINE_VERSION }, 'engine ready');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'engine stopping');
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

await main();
