import { join, resolve } from 'node:path';
import {
  dataDirVar,
  ENGINE_SECRET_FILE,
  hostVar,
  type LogLevel,
  logLevelVar,
  portVar,
  redisPrefixVar,
  redisUrlVar,
} from '@railbird/protocol';
import { relayPrefix } from '@railbird/protocol/relay';
import { loadOrCreateSecretFile, readEnvironment } from '@railbird/service';
import { z } from 'zod';

/** Every environment variable the relay reads; apps/relay/README.md lists them. */
export const relayEnvSchema = z.object({
  RELAY_PORT: portVar().default(5101),
  RELAY_HOST: hostVar().default('0.0.0.0'),
  LOG_LEVEL: logLevelVar(),
  RAILBIRD_DATA_DIR: dataDirVar(),
  ENGINE_SECRET: z.string().min(32, '32 characters or more').optional(),
  REDIS_URL: redisUrlVar('unset, the machine’s own: redis://127.0.0.1:6379').default(
    'redis://127.0.0.1:6379',
  ),
  REDIS_PREFIX: redisPrefixVar(),
});

export interface RelayConfig {
  port: number;
  host: string;
  logLevel: LogLevel;
  url: string;
  prefix: string;
  /** The engine's socket-token secret: ENGINE_SECRET, or <RAILBIRD_DATA_DIR>/engine-secret. */
  secret: string;
}

export function loadRelayConfig(env: Record<string, string | undefined>): RelayConfig {
  const e = readEnvironment(relayEnvSchema, env, { secrets: ['ENGINE_SECRET', 'REDIS_URL'] });
  return {
    port: e.RELAY_PORT,
    host: e.RELAY_HOST,
    logLevel: e.LOG_LEVEL,
    url: e.REDIS_URL,
    prefix: relayPrefix(e.REDIS_PREFIX),
    secret:
      e.ENGINE_SECRET ??
      loadOrCreateSecretFile(join(resolve(e.RAILBIRD_DATA_DIR), ENGINE_SECRET_FILE), 'set ENGINE_SECRET'),
  };
}
