import { existsSync } from 'node:fs';
import { aptInstall } from './apt.mjs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** CHROMIUM_PATH when set, else Debian's chromium. Undefined when there is none. */
export function findChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return existsSync(configured) ? configured : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

/**
 * The browser tests drive Debian's Chromium (Playwright's own download does not work everywhere).
 * Missing: installed with apt when we are root on Debian, otherwise one line says what to install.
 */
export async function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    console.error(
      `railbird: CHROMIUM_PATH=${configured} does not exist; point it at a Chromium binary or unset it.`,
    );
    process.exit(1);
  }
  if (await aptInstall('chromium', 'the browser tests')) {
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    'railbird: no Chromium found for the browser tests: install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
