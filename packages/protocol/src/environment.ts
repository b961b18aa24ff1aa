/**
 * The environment variables more than one of our processes reads (engine, server, relay), each with
 * one schema so the same variable means the same thing and a bad value reads the same everywhere.
 * Each says what it expects in words: that sentence is what an operator sees when a value is wrong
 * (readEnvironment in @railbird/service).
 */
import { z } from 'zod';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const PORT_EXPECTED = 'a port number from 0 to 65535';

/** A TCP port, given as digits. */
export const portVar = (expected = PORT_EXPECTED) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, expected)
    .transform(Number)
    .pipe(z.number().int().min(0, expected).max(65535, expected));

export const hostVar = () => z.string().trim().min(1, 'a host name or IP address to listen on');

/** LOG_LEVEL */
export const logLevelVar = () => z.enum(LOG_LEVELS, `one of ${LOG_LEVELS.join(', ')}`).default('info');

/** RAILBIRD_DATA_DIR */
export const dataDirVar = () => z.string().trim().min(1, 'a directory').default('.railbird');

/** REDIS_URL; `unset` says what leaving it unset means for this process. */
export const redisUrlVar = (unset: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => URL.canParse(v) && /^rediss?:$/.test(new URL(v).protocol),
      `a redis:// or rediss:// connection URL (${unset})`,
    );

/** REDIS_PREFIX: every key and channel of ours in Redis begins with it. */
export const redisPrefixVar = () =>
  z
    .string()
    .trim()
    .regex(/^[\w.:-]{1,64}$/, 'a key prefix such as railbird: (letters, digits, dots, colons, dashes)')
    .default('railbird:');
