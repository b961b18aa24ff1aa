import { existsSync } from 'node:fs';

/** CHROMIUM_PATH, else Debian's chromium; `npm test` installs it when missing (scripts/lib/chromium.mjs). */
export function chromiumPath(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return configured;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p)) ?? '/usr/bin/chromium';
}
