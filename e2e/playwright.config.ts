import { defineConfig } from '@playwright/test';
import { chromiumPath } from './support/chromium.js';

/**
 * Browser tests against the built stack (server + engine, started per worker on free ports with a
 * fresh data directory: see support/fixtures.ts). `npm test` builds first; alone: `npm run test:e2e`.
 * Chromium is Debian's (CHROMIUM_PATH or /usr/bin/chromium): Playwright's own download is not used.
 */
/**
 * Specs that measure time on the wire or on screen (a TV second within 61 ms of the engine's, a rename
 * on screen within 1.5 s, a stream delay, a socket back within 2 s, a real OBS): they run alone, after
 * the others, so a second stack on the same two cores cannot skew what they measure.
 */
const TIMED_SPECS = [
  'tournament-displays.spec.ts',
  'displays-room.spec.ts',
  'console.spec.ts',
  'studio.spec.ts',
  'studio-obs.spec.ts',
];

export default defineConfig({
  testDir: './tests',
  // `npm test` runs `shared` with two workers (a stack each), then `timed` with one.
  projects: [
    { name: 'shared', testIgnore: TIMED_SPECS },
    { name: 'timed', testMatch: TIMED_SPECS },
  ],
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
    // The app honours prefers-reduced-motion (the acting seat's pulse, card flips, view transitions
    // stop): a live table then costs the headless browser ~40% less CPU on CI's two cores, where the
    // two workers' browsers are what the suite waits on (decision 017).
    reducedMotion: 'reduce',
    // A failed test keeps its trace (DOM snapshots, network, console) but no screencast: recording
    // every test's frames cost a third of the suite's CPU (live-table + overlay-views: 76 → 50 CPU s),
    // and the shared project is CPU-bound on two cores. The failure screenshot is still taken.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
