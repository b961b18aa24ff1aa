import { describe, expect, it } from 'vitest';
import { ConfigError, type EnvironmentSchema, readEnvironment } from './environment.js';

/** A schema as zod's safeParse answers (the engine's and the server's config tests run the real ones). */
const schema: EnvironmentSchema<{ PORT: number; SECRET?: string }> = {
  safeParse(input) {
    const env = input as Record<string, string>;
    const issues: { path: string[]; message: string }[] = [];
    const port = env.PORT === undefined ? 3000 : Number(env.PORT);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      issues.push({ path: ['PORT'], message: 'a port number' });
    if (env.SECRET !== undefined && env.SECRET.length < 32)
      issues.push({ path: ['SECRET'], message: '32 characters or more' });
    if (issues.length > 0) return { success: false, error: { issues } };
    return { success: true, data: { PORT: port, ...(env.SECRET ? { SECRET: env.SECRET } : {}) } };
  },
};

const errorOf = (env: Record<string, string | undefined>) => {
  try {
    readEnvironment(schema, env, { secrets: ['SECRET'] });
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('reading the environment', () => {
  it('[CONF-7] an empty value counts as unset, so the default applies', () => {
    expect(readEnvironment(schema, { PORT: '' })).toEqual({ PORT: 3000 });
  });

  it('[CONF-8] every bad variable is one line: what it expects and what it got; a secret is hidden', () => {
    const message = errorOf({ PORT: '70000', SECRET: 'short-secret-value' });
    expect(message).toContain('PORT must be a port number (got "70000")');
    expect(message).toContain('SECRET must be 32 characters or more (got (hidden))');
    expect(message).not.toContain('short-secret-value');
  });
});
