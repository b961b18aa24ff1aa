import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isVariationCode, type VariationCode } from '@railbird/poker';
import {
  dataDirVar,
  ENGINE_SECRET_FILE,
  hostVar,
  LOCAL_ENGINE_FILE,
  type LocalEngineConfig,
  type LogLevel,
  localEngineConfigSchema,
  logLevelVar,
  PLAYABLE_ADD_ONS,
  type PlayableAddOn,
  portVar,
  redisPrefixVar,
  redisUrlVar,
} from '@railbird/protocol';
import { relayPrefix } from '@railbird/protocol/relay';
import { ConfigError, loadOrCreateSecretFile, readEnvironment } from '@railbird/service';
import { z } from 'zod';

/** Every environment variable the engine reads; README.md lists them. */
export const engineEnvSchema = z.object({
  ENGINE_PORT: portVar().default(5001),
  ENGINE_HOST: hostVar().default('0.0.0.0'),
  LOG_LEVEL: logLevelVar(),
  RAILBIRD_DATA_DIR: dataDirVar(),
  ENGINE_SECRET: z.string().min(32, '32 characters or more').optional(),
  /**
   * The demo tables' pace when `--speed` is not given: 1 is a real table's (the default); the browser
   * tests pass theirs on (e2e/support/fixtures.ts DEMO_SPEED).
   */
  RAILBIRD_DEMO_SPEED: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'a pace from 0.1 to 10 (1 = real time)')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(0.1, 'a pace from 0.1 to 10 (1 = real time)')
        .max(10, 'a pace from 0.1 to 10 (1 = real time)'),
    )
    .default(1),
  /** Set: each table's audiences are published through Redis for relays (decision 013). */
  REDIS_URL: redisUrlVar('leave it unset to serve every screen from this process').optional(),
  REDIS_PREFIX: redisPrefixVar(),
});

export interface EngineConfig {
  port: number;
  host: string;
  logLevel: LogLevel;
  /** RAILBIRD_DATA_DIR, resolved. */
  dataDir: string;
  /** ENGINE_SECRET when set; otherwise the engine reads or creates <dataDir>/engine-secret. */
  secret: string | undefined;
  /** RAILBIRD_DEMO_SPEED: the demo tables' pace unless `--speed` says otherwise. */
  demoSpeed: number;
  /** REDIS_URL (and REDIS_PREFIX): publish to relays; undefined keeps every viewer on this process. */
  relay: { url: string; prefix: string } | undefined;
}

export function loadEngineConfig(env: Record<string, string | undefined>): EngineConfig {
  const e = readEnvironment(engineEnvSchema, env, { secrets: ['ENGINE_SECRET', 'REDIS_URL'] });
  return {
    port: e.ENGINE_PORT,
    host: e.ENGINE_HOST,
    logLevel: e.LOG_LEVEL,
    dataDir: resolve(e.RAILBIRD_DATA_DIR),
    secret: e.ENGINE_SECRET,
    demoSpeed: e.RAILBIRD_DEMO_SPEED,
    relay: e.REDIS_URL ? { url: e.REDIS_URL, prefix: relayPrefix(e.REDIS_PREFIX) } : undefined,
  };
}

/**
 * The socket-token secret shared with the server and the relays: ENGINE_SECRET, or
 * <dataDir>/engine-secret, created by whichever process starts first.
 */
export function engineSecret(config: Pick<EngineConfig, 'dataDir' | 'secret'>): string {
  return (
    config.secret ?? loadOrCreateSecretFile(join(config.dataDir, ENGINE_SECRET_FILE), 'set ENGINE_SECRET')
  );
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
  /** `--speed 1|10|fast`: the simulation's pace (default RAILBIRD_DEMO_SPEED, else 1: real time). */
  speed: number | null;
  /** `--players N`: bots per simulated table (default 6). */
  players: number;
  /** `--addons all|blackjack,uth…`: simulated table k plays add-on k (in turn), with bots (issue 19). */
  addOns?: PlayableAddOn[];
}

export function parseCli(argv: readonly string[]): CliOptions {
  const options: CliOptions = { simulate: null, variations: ['NLH'], speed: null, players: 6 };
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
