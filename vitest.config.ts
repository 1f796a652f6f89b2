import { defineConfig } from 'vitest/config';

// Unit and integration tests (in-process API on PGlite, and on PostgreSQL when TEST_DATABASE_URL
// is set). Browser journeys run separately with Playwright (tests/e2e).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens its own database; two workers match the two cores.
    pool: 'forks',
    maxWorkers: 2,
  },
});
