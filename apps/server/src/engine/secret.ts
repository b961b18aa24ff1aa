import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINE_SECRET_FILE } from '@railbird/protocol';

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
 * The secret that signs socket tokens, shared with the engine (packages/protocol local-engine.ts):
 * ENGINE_SECRET when set, else `<dataDir>/engine-secret`. Whichever process starts first creates the
 * file with the `wx` flag (fails if it exists), so two processes starting together agree on one value;
 * the loser reads the winner's. A file caught between its creation and its write reads as too short,
 * so reading retries for a moment before giving up.
 */
export function loadOrCreateEngineSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, ENGINE_SECRET_FILE);
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
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
      throw new Error(
        `${file} exists but holds no secret of ${MIN_LENGTH}+ characters: delete it or set ENGINE_SECRET`,
      );
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
}
