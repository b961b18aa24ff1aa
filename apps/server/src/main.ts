import { exitOnStartFailure, stopOnSignals } from '@railbird/service';
import { startServer } from './app.js';
import { ConfigError, loadServerConfig } from './config.js';
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
    exitOnStartFailure('server', log, error);
  }

  stopOnSignals('server', log, () =>
    server.close().catch((error: unknown) => {
      log.error({ err: error }, 'server did not stop cleanly');
      throw error;
    }),
  );
}

await main();
