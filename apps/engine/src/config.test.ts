import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ConfigError } from '@railbird/service';
import { describe, expect, it } from 'vitest';
import { engineSecret, loadEngineConfig, parseCli } from './config.js';

describe('engine configuration from the environment', () => {
  it('[CONF-7] defaults to the local engine port of the spec, 5001', () => {
    expect(loadEngineConfig({})).toEqual({
      port: 5001,
      host: '0.0.0.0',
      logLevel: 'info',
      dataDir: resolve('.railbird'),
      secret: undefined,
    });
    expect(loadEngineConfig({ ENGINE_PORT: '6001', LOG_LEVEL: 'warn' })).toMatchObject({
      port: 6001,
      logLevel: 'warn',
    });
  });

  it('[CONF-8] a bad value stops with a message naming the variable and what it expects', () => {
    expect(() => loadEngineConfig({ ENGINE_PORT: 'five' })).toThrow(ConfigError);
    expect(() => loadEngineConfig({ ENGINE_PORT: 'five' })).toThrow(
      /ENGINE_PORT must be a port number from 0 to 65535 \(got "five"\)/,
    );
    expect(() => loadEngineConfig({ ENGINE_SECRET: 'short' })).toThrow(
      /ENGINE_SECRET must be 32 characters or more \(got \(hidden\)\)/,
    );
  });

  it('[CONF-9] the socket-token secret is ENGINE_SECRET, or <dataDir>/engine-secret created once and then read', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'railbird-conf-'));
    try {
      expect(engineSecret({ dataDir, secret: 'x'.repeat(40) })).toBe('x'.repeat(40));
      const made = engineSecret({ dataDir, secret: undefined });
      expect(made.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(join(dataDir, 'engine-secret'), 'utf8')).toBe(made);
      expect(engineSecret({ dataDir, secret: undefined })).toBe(made);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('[CONF-10] the command line starts N simulated tables of chosen variations at a chosen pace', () => {
    expect(parseCli([])).toEqual({ simulate: null, variations: ['NLH'], speed: 1, players: 6 });
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

  it('[CONF-11] --addons all gives the nine add-on games, or a list of them; an unknown one is refused by name', () => {
    expect(parseCli(['--simulate', '9', '--addons', 'all']).addOns).toHaveLength(9);
    expect(parseCli(['--addons', 'blackjack, nitGameAddOn']).addOns).toEqual(['blackjack', 'nitGameAddOn']);
    expect(() => parseCli(['--addons', 'roulette'])).toThrow(/--addons: unknown roulette/);
  });
});
