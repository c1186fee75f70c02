import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: run test files in forks so native modules (better-sqlite3) stay isolated.
    pool: 'forks',
    reporters: ['default', './test/support/summary-line-reporter.ts'],
  },
});
