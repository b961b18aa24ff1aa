import { existsSync } from 'node:fs';

/**
 * CHROMIUM_PATH, else Debian's headless shell, else its chromium (the order of scripts/lib/chromium.mjs,
 * which `npm test` uses to install the shell when it is missing; decision 017).
 */
export function chromiumPath(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return configured;
  return (
    ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) =>
      existsSync(p),
    ) ?? '/usr/bin/chromium'
  );
}
