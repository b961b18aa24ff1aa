import { defineConfig } from 'vitest/config';

// One runner for every workspace's unit and integration tests; browser tests live in e2e/ (Playwright).
export default defineConfig({
  test: {
    include: [
      'lint/**/*.test.ts',
      'packages/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.{ts,tsx}',
      'apps/*/test/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    // Two workers on the two cores CI has (Vitest's default is one fewer than the cores): most suites
    // wait on PGlite, Postgres, Redis or a child process, so two halve the wall time (708 s to 264 s).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
