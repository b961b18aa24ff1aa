/**
 * Reading a process's configuration from the environment, the same for the engine and the server:
 * empty values count as unset (`PORT= npm start` means the default), a bad value stops the process with
 * one line per variable saying what it expects and what it got, and a secret's value is never printed.
 */

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** What is read of a schema: zod's `safeParse`, spelled structurally so this package needs no zod. */
export interface EnvironmentSchema<T> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export interface EnvironmentOptions {
  /** Variables whose value is shown as `(hidden)` in an error: secrets, URLs that may carry a password. */
  secrets?: readonly string[];
}

/** The environment read against its schema, or a ConfigError naming every bad variable. */
export function readEnvironment<T>(
  schema: EnvironmentSchema<T>,
  env: Record<string, string | undefined>,
  options: EnvironmentOptions = {},
): T {
  const set = Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''),
  );
  const parsed = schema.safeParse(set);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '?');
    const shown = options.secrets?.includes(name) ? '(hidden)' : JSON.stringify(env[name]);
    return `${name} must be ${issue.message} (got ${shown})`;
  });
  throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
}

/**
 * Runs the configuration step of the process `name` (engine, server): a ConfigError is one line on
 * stderr (`railbird <name>: …`) and exit 1; anything else is a bug and is thrown.
 */
export function configOrExit<T>(name: string, load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`railbird ${name}: ${error.message}\n`);
    process.exit(1);
  }
}
