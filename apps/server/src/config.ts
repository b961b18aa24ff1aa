import { isAbsolute, resolve } from 'node:path';
import {
  dataDirVar,
  hostVar,
  type LogLevel,
  logLevelVar,
  portVar,
  redisPrefixVar,
  redisUrlVar,
} from '@railbird/protocol';
import { readEnvironment } from '@railbird/service';
import { z } from 'zod';

/**
 * Every environment variable the server reads. Each entry says what it expects in words, because that
 * sentence is what an operator sees when a value is wrong (see readEnvironment in @railbird/service). README.md lists them.
 */

const boolean = (expected: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no'], expected))
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

const httpUrl = (expected: string) =>
  z
    .string()
    .trim()
    .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), expected)
    .transform((v) => v.replace(/\/+$/, ''));

export const serverEnvSchema = z.object({
  PORT: portVar().default(3000),
  HOST: hostVar().default('0.0.0.0'),
  PUBLIC_URL: httpUrl('an http(s) URL such as http://localhost:3000').optional(),
  DATABASE_URL: z
    .string()
    .trim()
    .refine(
      (v) => URL.canParse(v) && /^postgres(ql)?:$/.test(new URL(v).protocol),
      'a postgres:// or postgresql:// connection URL (leave it unset to use the embedded PGlite database)',
    )
    .optional(),
  RAILBIRD_DATA_DIR: dataDirVar(),
  AUTH_SECRET: z
    .string()
    .min(
      32,
      'a random string of at least 32 characters (leave it unset to generate one in the data directory)',
    )
    .optional(),
  /** Seals the table engine secrets in the database (decision 016): 32 bytes, base64. */
  RAILBIRD_SECRET_KEY: z
    .string()
    .trim()
    .refine(
      (v) => Buffer.from(v, 'base64').length === 32,
      '32 random bytes in base64 (openssl rand -base64 32)',
    )
    .optional(),
  LOG_LEVEL: logLevelVar(),
  WEB_DIST_DIR: z.string().trim().min(1, 'a directory path').optional(),
  DEMO_ADMIN: boolean('true or false').default(true),
  RAILBIRD_WIRE_CHECKS: boolean('true or false').default(false),
  BEHIND_TLS: boolean('true or false').optional(),
  DEMO_ADMIN_EMAIL: z.email('an email address').default('admin@railbird.local'),
  ENGINE_SECRET: z
    .string()
    .min(
      32,
      'a random string of at least 32 characters, the same for server and engine (leave it unset to share a generated one through the data directory)',
    )
    .optional(),
  ENGINE_PUBLIC_URL: z
    .string()
    .trim()
    .refine(
      (v) => URL.canParse(v) && /^wss?:$/.test(new URL(v).protocol),
      'a ws:// or wss:// URL such as ws://localhost:5001',
    )
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  ENGINE_PORT: portVar().default(5001),
  AUTH_SIGN_IN_LIMIT: z
    .string()
    .trim()
    .regex(/^\d+$/, 'a whole number of sign-in attempts per minute per address (0 turns the limit off)')
    .transform(Number)
    .default(10),
  ESPEAK_NG_PATH: z.string().trim().min(1, 'the espeak-ng command or its path').default('espeak-ng'),
  REDIS_URL: redisUrlVar(
    'leave it unset to keep rate limits and the speech queue in this process',
  ).optional(),
  REDIS_PREFIX: redisPrefixVar(),
});

export interface ServerConfig {
  port: number;
  host: string;
  /**
   * The URL browsers use to reach this server. better-auth builds links and checks request origins with
   * it; when unset it takes the origin of each request, which is right for a server reached directly.
   */
  publicUrl: string | undefined;
  /** Postgres connection URL; undefined means the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  authSecret: string | undefined;
  /** RAILBIRD_SECRET_KEY; undefined: the table secrets are sealed with a key derived from the AUTH secret. */
  secretKey: string | undefined;
  logLevel: LogLevel;
  webDistDir: string;
  demoAdmin: { enabled: boolean; email: string };
  engine: {
    /** Signs socket tokens; undefined: shared with the engine through <dataDir>/engine-secret. */
    secret: string | undefined;
    /**
     * The local engine's WebSocket as browsers reach it. undefined: ws://<the host the browser used to
     * reach this server>:<port>, so the console works by localhost and by LAN address alike.
     */
    publicUrl: string | undefined;
    port: number;
  };
  /** Sign-in attempts per minute from one address; 0 = no limit. */
  signInLimitPerMinute: number;
  espeakPath: string;
  /**
   * Redis shared by every server behind one address: rate limits (sign-in, text to speech) and the
   * speech slots live there (docs/decisions/014). undefined: they live in this process.
   */
  redis: { url: string; prefix: string } | undefined;
  /** RAILBIRD_WIRE_CHECKS: serve `system.echo` and `system.echoPost`, the transport's own checks (tests). */
  wireChecks: boolean;
  /**
   * Browsers reach the server over HTTPS (BEHIND_TLS; by default, when PUBLIC_URL is https): the session
   * cookie is `Secure` (and `__Secure-` named) and every response carries Strict-Transport-Security.
   */
  tls: boolean;
}

export function loadServerConfig(
  env: Record<string, string | undefined>,
  paths: { cwd: string; defaultWebDistDir: string },
): ServerConfig {
  // DATABASE_URL and REDIS_URL may carry a password: an error names what it expects, never the value.
  const e = readEnvironment(serverEnvSchema, env, {
    secrets: ['AUTH_SECRET', 'ENGINE_SECRET', 'DATABASE_URL', 'REDIS_URL', 'RAILBIRD_SECRET_KEY'],
  });
  const abs = (p: string) => (isAbsolute(p) ? p : resolve(paths.cwd, p));
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL,
    databaseUrl: e.DATABASE_URL,
    dataDir: abs(e.RAILBIRD_DATA_DIR),
    authSecret: e.AUTH_SECRET,
    secretKey: e.RAILBIRD_SECRET_KEY,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? abs(e.WEB_DIST_DIR) : paths.defaultWebDistDir,
    demoAdmin: { enabled: e.DEMO_ADMIN, email: e.DEMO_ADMIN_EMAIL },
    engine: { secret: e.ENGINE_SECRET, publicUrl: e.ENGINE_PUBLIC_URL, port: e.ENGINE_PORT },
    signInLimitPerMinute: e.AUTH_SIGN_IN_LIMIT,
    espeakPath: e.ESPEAK_NG_PATH,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : undefined,
    wireChecks: e.RAILBIRD_WIRE_CHECKS,
    tls: e.BEHIND_TLS ?? e.PUBLIC_URL?.startsWith('https://') ?? false,
  };
}
