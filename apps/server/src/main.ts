import { configOrExit, exitOnStartFailure, stopOnSignals } from '@railbird/service';
import { startServer } from './app.js';
import { loadServerConfig } from './config.js';
import { createLogger } from './log.js';
import { paths } from './paths.js';

/** Entry point of the bundled server (dist/main.js). */
async function main(): Promise<void> {
  const config = configOrExit('server', () =>
    loadServerConfig(process.env, { cwd: process.cwd(), defaultWebDistDir: paths.defaultWebDistDir }),
  );
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
