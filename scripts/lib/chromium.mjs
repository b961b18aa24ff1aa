import { existsSync } from 'node:fs';
import { aptInstall } from './apt.mjs';

/**
 * Debian's Chromium builds, lightest first: the headless shell (package chromium-headless-shell, the
 * "old headless" Playwright itself runs tests on) draws pages without the full browser's compositor and
 * UI, a quarter less CPU on our browser suite (decision 017); the full browser where only it is there.
 */
const CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** CHROMIUM_PATH when set, else Debian's headless shell or chromium. Undefined when there is none. */
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
  const configured = process.env.CHROMIUM_PATH;
  if (!configured && !existsSync(CANDIDATES[0]))
    await aptInstall('chromium-headless-shell', 'the browser tests');
  const found = findChromium();
  if (found) return found;
  if (configured) {
    console.error(
      `railbird: CHROMIUM_PATH=${configured} does not exist; point it at a Chromium binary or unset it.`,
    );
    process.exit(1);
  }
  console.error(
    'railbird: no Chromium found for the browser tests: install it (Debian: sudo apt-get install chromium-headless-shell) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
