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
});

export interface EngineConfig {
  port: number;
  host: string;
  logLevel: (typeof logLevels)[number];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadEngineConfig(env: Record<string, string | undefined>): EngineConfig {
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = engineEnvSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      return `${name} must be ${issue.message} (got ${JSON.stringify(env[name])})`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return { port: parsed.data.ENGINE_PORT, host: parsed.data.ENGINE_HOST, logLevel: parsed.data.LOG_LEVEL };
}
