import { existsSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';
import { aptInstall } from './apt.mjs';

/** ESPEAK_NG_PATH when set, else espeak-ng on the PATH. Undefined when there is none. */
export function findEspeak() {
  const configured = process.env.ESPEAK_NG_PATH || 'espeak-ng';
  if (isAbsolute(configured)) return existsSync(configured) ? configured : undefined;
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, configured);
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * ai.textToSpeech reads text out with Debian's espeak-ng (DESIGN.md §3), and its test needs it.
 * Missing: installed with apt when we are root on Debian, otherwise one line says what to install
 * (the speech test then fails and says the same).
 */
export async function ensureEspeak() {
  const found = findEspeak();
  if (found) return found;
  if (!process.env.ESPEAK_NG_PATH && (await aptInstall('espeak-ng', 'text to speech'))) {
    const installed = findEspeak();
    if (installed) return installed;
  }
  console.error(
    'railbird: espeak-ng is missing, so text to speech and its test will fail: install it (Debian: sudo apt-get install espeak-ng) or set ESPEAK_NG_PATH.',
  );
  return undefined;
}
