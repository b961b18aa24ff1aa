import { existsSync } from 'node:fs';
import { mustRun } from './run.mjs';

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
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log('railbird: installing Debian’s chromium for the browser tests (apt-get install chromium)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    await mustRun('apt-get', ['update', '-qq'], { env });
    await mustRun('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    'railbird: no Chromium found for the browser tests: install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
