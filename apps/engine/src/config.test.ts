import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ConfigError } from '@railbird/service';
import { describe, expect, it } from 'vitest';
import { engineSecret, loadEngineConfig, parseCli } from './config.js';

describe('engine configuration from the environment', () => {
  it('[ENGINE-CONF-7] defaults to the local engine port of the spec, 5001', () => {
    expect(loadEngineConfig({})).toEqual({
      port: 5001,
      host: '0.0.0.0',
      logLevel: 'info',
      dataDir: resolve('.railbird'),
      secret: undefined,
      demoSpeed: 1,
    });
    expect(
      loadEngineConfig({ ENGINE_PORT: '6001', LOG_LEVEL: 'warn', RAILBIRD_DEMO_SPEED: '2' }),
    ).toMatchObject({
      port: 6001,
      logLevel: 'warn',
      demoSpeed: 2,
    });
  });

  it('[ENGINE-CONF-8] a bad value stops with a message naming the variable and what it expects', () => {
    expect(() => loadEngineConfig({ ENGINE_PORT: 'five' })).toThrow(ConfigError);
    expect(() => loadEngineConfig({ ENGINE_PORT: 'five' })).toThrow(
      /ENGINE_PORT must be a port number from 0 to 65535 \(got "five"\)/,
    );
    expect(() => loadEngineConfig({ RAILBIRD_DEMO_SPEED: 'fast' })).toThrow(
      /RAILBIRD_DEMO_SPEED must be a pace from 0.1 to 10 \(1 = real time\) \(got "fast"\)/,
    );
    expect(() => loadEngineConfig({ RAILBIRD_DEMO_SPEED: '40' })).toThrow(
      /RAILBIRD_DEMO_SPEED must be a pace/,
    );
    expect(() => loadEngineConfig({ ENGINE_SECRET: 'short' })).toThrow(
      /ENGINE_SECRET must be 32 characters or more \(got \(hidden\)\)/,
    );
  });

  it('[ENGINE-CONF-9] the socket-token secret is ENGINE_SECRET, or <dataDir>/engine-secret created once and then read', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'railbird-conf-'));
    try {
      expect(engineSecret({ dataDir, secret: 'x'.repeat(40) })).toBe('x'.repeat(40));
      const made = engineSecret({ dataDir, secret: undefined });
      expect(made.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(join(dataDir, 'engine-secret'), 'utf8').trim()).toBe(made);
      expect(engineSecret({ dataDir, secret: undefined })).toBe(made);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('[ENGINE-CONF-10] the command line starts N simulated tables of chosen variations at a chosen pace', () => {
    expect(parseCli([])).toEqual({ simulate: null, variations: ['NLH'], speed: null, players: 6 });
    expect(
      parseCli(['--simulate', '4', '--variations', 'nlh,PLO8', '--speed', 'fast', '--players', '5']),
    ).toEqual({
      simulate: 4,
      variations: ['NLH', 'PLO8'],
      speed: Number.POSITIVE_INFINITY,
      players: 5,
    });
    expect(() => parseCli(['--variations', 'CHESS'])).toThrow(/unknown CHESS/);
    expect(() => parseCli(['--simulate', '0'])).toThrow(ConfigError);
    expect(() => parseCli(['--bogus'])).toThrow(/unknown option --bogus/);
  });

  it('[ENGINE-CONF-11] --addons all gives the nine add-on games, or a list of them; an unknown one is refused by name', () => {
    expect(parseCli(['--simulate', '9', '--addons', 'all']).addOns).toHaveLength(9);
    expect(parseCli(['--addons', 'blackjack, nitGameAddOn']).addOns).toEqual(['blackjack', 'nitGameAddOn']);
    expect(() => parseCli(['--addons', 'roulette'])).toThrow(/--addons: unknown roulette/);
  });

  it('[ENGINE-CONF-12] REDIS_URL turns on publishing to relays (REDIS_PREFIX begins the keys, as in the server); a bad URL is refused without echoing it', () => {
    expect(loadEngineConfig({}).relay).toBeUndefined();
    expect(loadEngineConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).relay).toEqual({
      url: 'redis://127.0.0.1:6379',
      prefix: 'railbird:relay:',
    });
    expect(loadEngineConfig({ REDIS_URL: 'redis://r:6379', REDIS_PREFIX: 'venue-2:' }).relay?.prefix).toBe(
      'venue-2:relay:',
    );
    expect(() => loadEngineConfig({ REDIS_URL: 'http://user:pw@r' })).toThrow(
      /REDIS_URL must be a redis:\/\//,
    );
    expect(() => loadEngineConfig({ REDIS_URL: 'http://user:pw@r' })).not.toThrow(/pw/);
  });
});
