import { startServer } from './app.js';
import { ConfigError, loadServerConfig } from './config.js';
import { PortInUseError } from './http/listen.js';
import { createLogger } from './log.js';
import { paths } from './paths.js';

/** Entry point of the bundled server (dist/main.js). */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadServerConfig>;
  try {
    config = loadServerConfig(process.env, {
      cwd: process.cwd(),
      defaultWebDistDir: paths.defaultWebDistDir,
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`railbird server: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(config, log);
  } catch (error) {
    if (error instanceof PortInUseError) {
      log.fatal(error.message);
      process.stderr.write(`railbird server: ${error.message}\n`);
      process.exit(1);
    }
    log.fatal({ err: error }, 'server failed to start');
    process.exit(1);
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'server stopping');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'server did not stop cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

await main();
