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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
