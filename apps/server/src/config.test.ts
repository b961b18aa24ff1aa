import { ConfigError } from '@railbird/service';
import { describe, expect, it } from 'vitest';
import { loadServerConfig } from './config.js';

const paths = { cwd: '/srv/railbird', defaultWebDistDir: '/srv/railbird/apps/web/dist' };
const load = (env: Record<string, string | undefined>) => loadServerConfig(env, paths);
const errorOf = (env: Record<string, string | undefined>) => {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('server configuration from the environment', () => {
  it('[CONF-1] with nothing set, the defaults make an embedded server on :3000', () => {
    expect(load({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: undefined,
      databaseUrl: undefined,
      dataDir: '/srv/railbird/.railbird',
      authSecret: undefined,
      secretKey: undefined,
      logLevel: 'info',
      webDistDir: '/srv/railbird/apps/web/dist',
      wireChecks: false,
      tls: false,
      demoAdmin: { enabled: true, email: 'admin@railbird.local' },
      engine: { secret: undefined, publicUrl: undefined, port: 5001 },
      signInLimitPerMinute: 10,
      espeakPath: 'espeak-ng',
      redis: undefined,
    });
  });

  it('[CONF-2] values are read and relative directories resolved against the working directory', () => {
    const config = load({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/railbird',
      RAILBIRD_DATA_DIR: 'var/data',
      PUBLIC_URL: 'https://console.example.com/',
      DEMO_ADMIN: 'false',
      LOG_LEVEL: 'debug',
      ENGINE_PUBLIC_URL: 'wss://tables.example.com/',
      ENGINE_PORT: '6001',
      AUTH_SIGN_IN_LIMIT: '0',
      REDIS_URL: 'redis://cache:6379/2',
      REDIS_PREFIX: 'railbird:room-a:',
    });
    expect(config).toMatchObject({
      redis: { url: 'redis://cache:6379/2', prefix: 'railbird:room-a:' },
      port: 8080,
      databaseUrl: 'postgres://u@db:5432/railbird',
      dataDir: '/srv/railbird/var/data',
      publicUrl: 'https://console.example.com',
      demoAdmin: { enabled: false },
      logLevel: 'debug',
      engine: { publicUrl: 'wss://tables.example.com', port: 6001 },
      signInLimitPerMinute: 0,
    });
  });

  it('[CONF-9] a secret or a database URL (which may carry a password) is never printed', () => {
    const message = errorOf({
      AUTH_SECRET: 'too-short-secret',
      DATABASE_URL: 'mysql://u:hunter2@db/railbird',
      REDIS_URL: 'http://u:swordfish@cache:6379',
      RAILBIRD_SECRET_KEY: 'not-32-bytes-kestrel',
    });
    expect(message).toMatch(/RAILBIRD_SECRET_KEY must be 32 random bytes in base64 .* \(got \(hidden\)\)/);
    expect(message).toMatch(/REDIS_URL must be a redis:\/\/ .* \(got \(hidden\)\)/);
    expect(message).toMatch(/AUTH_SECRET must be .* \(got \(hidden\)\)/);
    expect(message).toMatch(/DATABASE_URL must be .* \(got \(hidden\)\)/);
    expect(message).not.toMatch(/too-short-secret|hunter2|swordfish|kestrel/);
  });

  it('[CONF-3] a bad value stops with a message naming the variable, what it expects and what it got', () => {
    expect(errorOf({ PORT: 'abc' })).toMatch(/PORT must be a port number from 0 to 65535 \(got "abc"\)/);
    expect(errorOf({ PORT: '70000' })).toMatch(/PORT must be a port number/);
    expect(errorOf({ DATABASE_URL: 'mysql://x' })).toMatch(/DATABASE_URL must be a postgres:\/\//);
    expect(errorOf({ LOG_LEVEL: 'loud' })).toMatch(/LOG_LEVEL must be one of fatal, error, warn, info/);
    expect(errorOf({ AUTH_SECRET: 'short' })).toMatch(/AUTH_SECRET must be a random string of at least 32/);
    expect(errorOf({ DEMO_ADMIN: 'maybe' })).toMatch(/DEMO_ADMIN must be true or false/);
    expect(errorOf({ ENGINE_SECRET: 'short' })).toMatch(
      /ENGINE_SECRET must be a random string of at least 32/,
    );
    expect(errorOf({ ENGINE_PUBLIC_URL: 'http://x:5001' })).toMatch(/ENGINE_PUBLIC_URL must be a ws:\/\//);
    expect(errorOf({ AUTH_SIGN_IN_LIMIT: 'lots' })).toMatch(/AUTH_SIGN_IN_LIMIT must be a whole number/);
  });

  it('[CONF-4] every bad variable is reported at once', () => {
    const message = errorOf({ PORT: '-1', LOG_LEVEL: 'x' });
    expect(message).toContain('PORT must be');
    expect(message).toContain('LOG_LEVEL must be');
  });

  it('[CONF-5] an empty value counts as unset', () => {
    expect(load({ PORT: '', DATABASE_URL: '', REDIS_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      redis: undefined,
    });
  });
});
