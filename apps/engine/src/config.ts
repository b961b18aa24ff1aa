import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isVariationCode, type VariationCode } from '@railbird/poker';
import {
  ENGINE_SECRET_FILE,
  LOCAL_ENGINE_FILE,
  type LocalEngineConfig,
  localEngineConfigSchema,
  PLAYABLE_ADD_ONS,
  type PlayableAddOn,
} from '@railbird/protocol';
import { ConfigError, readEnvironment } from '@railbird/service';
import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const portExpected = 'a port number from 0 to 65535';

/** Every environment variable the engine reads; README.md lists them. */
export const engineEnvSchema = z.object({
  ENGINE_PORT: z
    .string()
    .trim()
    .regex(/^\d+$/, portExpected)
    .transform(Number)
    .pipe(z.number().int().min(0, portExpected).max(65535, portExpected))
    .default(5001),
  ENGINE_HOST: z.string().trim().min(1, 'a host name or IP address to listen on').default('0.0.0.0'),
  LOG_LEVEL: z.enum(logLevels, `one of ${logLevels.join(', ')}`).default('info'),
  RAILBIRD_DATA_DIR: z.string().trim().min(1, 'a directory').default('.railbird'),
  ENGINE_SECRET: z.string().min(32, '32 characters or more').optional(),
});

export interface EngineConfig {
  port: number;
  host: string;
  logLevel: (typeof logLevels)[number];
  /** RAILBIRD_DATA_DIR, resolved. */
  dataDir: string;
  /** ENGINE_SECRET when set; otherwise the engine reads or creates <dataDir>/engine-secret. */
  secret: string | undefined;
}

export function loadEngineConfig(env: Record<string, string | undefined>): EngineConfig {
  const e = readEnvironment(engineEnvSchema, env, { secrets: ['ENGINE_SECRET'] });
  return {
    port: e.ENGINE_PORT,
    host: e.ENGINE_HOST,
    logLevel: e.LOG_LEVEL,
    dataDir: resolve(e.RAILBIRD_DATA_DIR),
    secret: e.ENGINE_SECRET,
  };
}

/**
 * The socket-token secret shared with the server: ENGINE_SECRET, or <dataDir>/engine-secret, created
 * by whichever process starts first (the `wx` flag makes two racing processes agree on one value).
 */
export function engineSecret(config: Pick<EngineConfig, 'dataDir' | 'secret'>): string {
  if (config.secret) return config.secret;
  mkdirSync(config.dataDir, { recursive: true });
  const path = join(config.dataDir, ENGINE_SECRET_FILE);
  try {
    writeFileSync(path, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < 32) throw new ConfigError(`${path} must hold a secret of 32 characters or more`);
  return secret;
}

/** The tables the server listed for the local engine, or null when it has not written the file yet. */
export function readLocalEngineConfig(dataDir: string): LocalEngineConfig | null {
  const path = join(dataDir, LOCAL_ENGINE_FILE);
  if (!existsSync(path)) return null;
  const parsed = localEngineConfigSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    throw new ConfigError(
      `${path} is not a valid local engine file: ${parsed.error.issues[0]?.message ?? ''}`,
    );
  }
  return parsed.data;
}

export interface CliOptions {
  /** `--simulate N`: host N simulated tables (and not the server's tables). */
  simulate: number | null;
  /** `--variations NLH,PLO8`: the simulated tables' games, in turn (default NLH). */
  variations: VariationCode[];
  /** `--speed 1|10|fast`: the simulation's pace (default 1, real time). */
  speed: number;
  /** `--players N`: bots per simulated table (default 6). */
  players: number;
  /** `--addons all|blackjack,uth…`: simulated table k plays add-on k (in turn), with bots (issue 19). */
  addOns?: PlayableAddOn[];
}

export function parseCli(argv: readonly string[]): CliOptions {
  const options: CliOptions = { simulate: null, variations: ['NLH'], speed: 1, players: 6 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new ConfigError(`${arg} needs a value`);
      return v;
    };
    switch (arg) {
      case '--simulate': {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 1 || n > 100)
          throw new ConfigError('--simulate takes a number of tables from 1 to 100');
        options.simulate = n;
        break;
      }
      case '--variations': {
        const codes = value()
          .split(',')
          .map((c) => c.trim().toUpperCase());
        const bad = codes.filter((c) => !isVariationCode(c));
        if (bad.length > 0) throw new ConfigError(`--variations: unknown ${bad.join(', ')}`);
        options.variations = codes as VariationCode[];
        break;
      }
      case '--speed': {
        const v = value();
        const n = v === 'fast' ? Number.POSITIVE_INFINITY : Number(v);
        if (!(n > 0)) throw new ConfigError('--speed takes a factor (1 = real time) or "fast"');
        options.speed = n;
        break;
      }
      case '--players': {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 2 || n > 9) throw new ConfigError('--players takes 2 to 9');
        options.players = n;
        break;
      }
      case '--addons': {
        const v = value();
        const names = v === 'all' ? [...PLAYABLE_ADD_ONS] : v.split(',').map((c) => c.trim());
        const bad = names.filter((c) => !(PLAYABLE_ADD_ONS as readonly string[]).includes(c));
        if (bad.length > 0) {
          throw new ConfigError(
            `--addons: unknown ${bad.join(', ')} (all, or some of ${PLAYABLE_ADD_ONS.join(', ')})`,
          );
        }
        options.addOns = names as PlayableAddOn[];
        break;
      }
      default:
        throw new ConfigError(
          `unknown option ${arg} (options: --simulate N, --variations A,B, --speed X|fast, --players N, --addons all|A,B)`,
        );
    }
  }
  return options;
}
