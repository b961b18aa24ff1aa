import { createServer } from 'node:http';
import { createAuth } from './auth/auth.js';
import { ensureDemoAdmin } from './auth/demo-admin.js';
import { loadOrCreateAuthSecret } from './auth/secret.js';
import type { ServerConfig } from './config.js';
import { type DatabaseTarget, databaseTarget, openDatabase } from './db/client.js';
import { createRequestHandler } from './http/handler.js';
import { listen } from './http/listen.js';
import type { Logger } from './log.js';
import { paths } from './paths.js';

export interface RunningServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

/**
 * Opens the database, applies migrations, prepares auth and the demo admin, then listens. Nothing
 * listens until all of that succeeded, so a healthy /healthz means a ready server.
 */
export async function startServer(
  config: ServerConfig,
  log: Logger,
  options: { database?: DatabaseTarget } = {},
): Promise<RunningServer> {
  const target = options.database ?? databaseTarget(config);
  const database = openDatabase(target, paths.migrationsFolder);
  try {
    const migrateStarted = performance.now();
    await database.migrate();
    log.info(
      { dialect: database.dialect, ms: Math.round(performance.now() - migrateStarted) },
      'database migrated',
    );

    const auth = createAuth({
      db: database.db,
      secret: loadOrCreateAuthSecret(config.authSecret, config.dataDir),
      publicUrl: config.publicUrl,
      fallbackUrl: `http://localhost:${config.port}`,
      log,
    });
    if (config.demoAdmin.enabled) {
      const { credentials, created } = await ensureDemoAdmin(
        { auth, db: database.db, dataDir: config.dataDir },
        config.demoAdmin.email,
      );
      log.info({ email: credentials.email, created }, 'demo admin ready (password in the data directory)');
    }

    const startedAt = new Date().toISOString();
    const server = createServer(
      createRequestHandler({
        db: database.db,
        auth,
        log,
        webDistDir: config.webDistDir,
        health: () => ({ database: database.dialect, startedAt }),
      }),
    );
    const port = await listen(server, config.port, config.host, 'PORT');
    const url = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${port}`;
    log.info({ port, url, database: database.dialect }, 'server listening');

    return {
      port,
      url,
      close: async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await database.close();
      },
    };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
