import { describe, expect, it } from 'vitest';
import { ConfigError, loadEngineConfig } from './config.js';

describe('engine configuration from the environment', () => {
  it('[CONF-7] defaults to the local engine port of the spec, 5001', () => {
    expect(loadEngineConfig({})).toEqual({ port: 5001, host: '0.0.0.0', logLevel: 'info' });
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
  });
});
