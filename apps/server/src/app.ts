import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { listen } from '@railbird/service';
import { eq } from 'drizzle-orm';
import { createAuth } from './auth/auth.js';
import { ensureDemoAdmin } from './auth/demo-admin.js';
import { loadOrCreateAuthSecret } from './auth/secret.js';
import type { ServerConfig } from './config.js';
import { useTableSecretKey } from './crypto/secret-box.js';
import { type DatabaseTarget, databaseTarget, openDatabase } from './db/client.js';
import { user } from './db/schema.js';
import { ensureDemoLocation } from './demo/seed.js';
import { writeLocalEngineFile } from './engine/local-engine.js';
import { loadOrCreateEngineSecret } from './engine/secret.js';
import { createRequestHandler } from './http/handler.js';
import type { Logger } from './log.js';
import { paths } from './paths.js';
import { connectRedis, redactRedisUrl, type SharedRedis } from './redis/client.js';
import { postNotification } from './services/notifications.js';
import {
  createMemoryCounter,
  createRateLimiter,
  createRedisCounter,
  type RateLimitCounter,
} from './services/rate-limit.js';
import type { Services } from './trpc/context.js';
import { createEspeak } from './tts/espeak.js';
import { createLocalSlots, createRedisSlots, type SpeechSlots } from './tts/slots.js';

export interface RunningServer {
  port: number;
  url: string;
  services: Services;
  close(): Promise<void>;
}

/** Texts read out per admin per minute (ai.textToSpeech). */
export const TTS_PER_MINUTE = 12;
/** Speech syntheses at once: in this server, or across all servers sharing REDIS_URL. */
export const TTS_MAX_RUNNING = 2;
/** espeak-ng is killed after this; a Redis slot's lease outlasts it (a crashed server's slot returns). */
const TTS_TIMEOUT_MS = 15_000;

/** The URL the local engine reaches this server by: loopback unless we listen on one address only. */
function localServerUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::' || host === 'localhost') return `http://127.0.0.1:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * Opens the database, applies migrations, prepares auth, the demo location and the local engine's
 * file, then listens. /healthz answers 200 only once all of that succeeded, so a healthy server has a
 * migrated database and a local-engine.json the engine can read.
 */
export async function startServer(
  config: ServerConfig,
  log: Logger,
  options: { database?: DatabaseTarget; now?: () => number } = {},
): Promise<RunningServer> {
  // With AUTH_SECRET, ENGINE_SECRET and DATABASE_URL set nothing else creates it, yet local-engine.json
  // is written there.
  mkdirSync(config.dataDir, { recursive: true });
  const target = options.database ?? databaseTarget(config);
  const database = openDatabase(target, paths.migrationsFolder, {
    onConnectionError: (error) =>
      log.warn({ err: error }, 'a Postgres connection failed; the next query opens another'),
  });
  const now = options.now ?? Date.now;
  let redis: SharedRedis | undefined;
  try {
    // Rate limits and speech slots: shared through Redis when REDIS_URL is set (docs/decisions/014),
    // else in this process. An unreachable Redis stops the start with an error naming REDIS_URL.
    let counter: RateLimitCounter = createMemoryCounter();
    let slots: SpeechSlots = createLocalSlots(TTS_MAX_RUNNING);
    if (config.redis) {
      redis = await connectRedis(config.redis.url, config.redis.prefix, log);
      counter = createRedisCounter(redis, log);
      slots = createRedisSlots(redis, { max: TTS_MAX_RUNNING, leaseMs: TTS_TIMEOUT_MS + 5000, log });
      log.info(
        { redis: redactRedisUrl(config.redis.url), prefix: redis.prefix },
        'rate limits and speech slots shared through redis',
      );
    }

    const migrateStarted = performance.now();
    await database.migrate();
    log.info(
      { dialect: database.dialect, ms: Math.round(performance.now() - migrateStarted) },
      'database migrated',
    );

    const db = database.db;
    const authSecret = loadOrCreateAuthSecret(config.authSecret, config.dataDir);
    // Table engine secrets are sealed in the database with this key (decision 016).
    useTableSecretKey({ secretKey: config.secretKey, authSecret });
    const auth = createAuth({
      db,
      secret: authSecret,
      publicUrl: config.publicUrl,
      tls: config.tls,
      fallbackUrl: `http://localhost:${config.port}`,
      log,
      signInLimitPerMinute: config.signInLimitPerMinute,
      rateLimitCounter: counter,
      onInvitation: async (invitation) => {
        await postNotification(db, invitation.locationId, {
          kind: 'INVITATION',
          title: `${invitation.email} is invited as ${invitation.role}`,
          body: `They join by signing in (or signing up) as ${invitation.email} and opening /login?invitation=${invitation.id}.`,
          authorUserId: invitation.inviterUserId,
          data: { invitationId: invitation.id, email: invitation.email, adminType: invitation.role },
        });
      },
    });
    if (config.demoAdmin.enabled) {
      const { credentials, created } = await ensureDemoAdmin(
        { auth, db, dataDir: config.dataDir },
        config.demoAdmin.email,
      );
      const admin = await db.query.user.findFirst({ where: eq(user.email, credentials.email) });
      const demo = await ensureDemoLocation(db, admin!.id);
      log.info(
        { email: credentials.email, created, location: demo.locationId },
        'demo admin and demo location ready (password in the data directory)',
      );
    }

    let serverUrl = '';
    const services: Services = {
      db,
      auth,
      log,
      engine: {
        secret: loadOrCreateEngineSecret(config.engine.secret, config.dataDir),
        publicUrl: config.engine.publicUrl,
        port: config.engine.port,
      },
      tts: createEspeak({ command: config.espeakPath, slots, timeoutMs: TTS_TIMEOUT_MS }),
      ttsLimiter: createRateLimiter(TTS_PER_MINUTE, 60_000, { counter, name: 'tts' }),
      tablesChanged: async () => {
        if (serverUrl) await writeLocalEngineFile(db, config.dataDir, serverUrl, now());
      },
      now,
      wireChecks: config.wireChecks,
    };

    const startedAt = new Date().toISOString();
    let ready = false;
    const server = createServer(
      createRequestHandler({
        services,
        webDistDir: config.webDistDir,
        tls: config.tls,
        health: () => ({ ready, database: database.dialect, startedAt }),
      }),
    );
    const port = await listen(server, config.port, config.host, 'PORT');
    serverUrl = localServerUrl(config.host, port);
    const local = await writeLocalEngineFile(db, config.dataDir, serverUrl, now());
    ready = true;
    const url = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${port}`;
    log.info(
      { port, url, database: database.dialect, localTables: local.tables.map((t) => t.key) },
      'server listening',
    );

    return {
      port,
      url,
      services,
      close: async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await database.close();
        await redis?.close();
      },
    };
  } catch (error) {
    await database.close().catch(() => {});
    await redis?.close().catch(() => {});
    throw error;
  }
}
