import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ConfigError } from './environment.js';

const MIN_LENGTH = 32;

function readSecret(file: string): string | undefined {
  try {
    const text = readFileSync(file, 'utf8').trim();
    return text.length >= MIN_LENGTH ? text : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * A secret shared through a file by processes started together (the engine's socket-token secret in
 * `<dataDir>/engine-secret`, read by the engine, the server and the relays). Whichever process comes
 * first creates the file with the `wx` flag (fails if it exists), so they agree on one value; the
 * others read the winner's. A file caught between its creation and its write reads as too short, so
 * reading retries for a moment before giving up.
 */
export function loadOrCreateSecretFile(file: string, unsetHint: string): string {
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const deadline = Date.now() + 2000;
  for (;;) {
    const written = readSecret(file);
    if (written) return written;
    if (Date.now() > deadline)
      throw new ConfigError(
        `${file} exists but holds no secret of ${MIN_LENGTH}+ characters: delete it or ${unsetHint}`,
      );
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
}
