import { execSync } from 'node:child_process';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The commit the build is made from: shown in the console (6 characters) and used as the query-cache label. */
function commit(): string {
  if (process.env.RAILBIRD_COMMIT) return process.env.RAILBIRD_COMMIT;
  try {
    return execSync('git rev-parse HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

/**
 * Build-time settings of the console (README "Configuration"). None is a secret: everything here ends
 * up in the JavaScript every visitor downloads.
 */
const settings = {
  wikiUrl: process.env.RAILBIRD_WIKI_URL ?? 'https://docs.railbird.app/wiki',
  releaseNotesUrl: process.env.RAILBIRD_RELEASE_NOTES_URL ?? 'https://docs.railbird.app/releases',
  billingPortalUrl: process.env.RAILBIRD_BILLING_URL ?? 'https://billing.railbird.app/portal',
  // Spec §2 and §6: the Vault app is offered only to two named locations.
  vaultLocations: (process.env.RAILBIRD_VAULT_LOCATIONS ?? 'Railbird Demo Room,Railbird Studio')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
  // Spec §5: a fixed passcode held by the client. It keeps the developer toolbar out of a venue's way;
  // it protects nothing (every command the toolbar sends is checked by the engine).
  devPasscode: process.env.RAILBIRD_DEV_PASSCODE ?? 'railbird-dev',
  intercomAppId: process.env.INTERCOM_APP_ID ?? '',
  localEngineUrl: process.env.RAILBIRD_LOCAL_ENGINE_URL ?? 'ws://localhost:5001',
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  define: {
    __RAILBIRD_COMMIT__: JSON.stringify(commit()),
    __RAILBIRD_BUILT_AT__: JSON.stringify(new Date().toISOString()),
    __RAILBIRD_SETTINGS__: JSON.stringify(settings),
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  // `npm -w apps/web run dev` serves the app with hot reload against a server started by `npm start`.
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' } },
});
