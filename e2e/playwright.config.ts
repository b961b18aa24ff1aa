import { defineConfig } from '@playwright/test';
import { chromiumPath } from './support/chromium.js';

/**
 * Browser tests against the built stack (server + engine, started per worker on free ports with a
 * fresh data directory: see support/fixtures.ts). `npm test` builds first; alone: `npm run test:e2e`.
 * Chromium is Debian's (CHROMIUM_PATH or /usr/bin/chromium): Playwright's own download is not used.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
