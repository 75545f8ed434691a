import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/server/**/*.test.ts',
      'packages/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    // The migrated empty database the server tests start from (tests/server/empty-database.ts).
    globalSetup: ['tests/global-setup.ts'],
    // Two test files at a time on this 2-core machine (vitest's default is one fewer than the
    // cores, so one): most server tests wait on the database, a worker thread or a socket, so
    // the suite took 527 s instead of 870 s to 1,690 s.
    maxWorkers: 2,
    // Room for the longer waits of tests/unit/setup.ts; a test that passes is not slowed.
    testTimeout: 15_000,
    // No retry, in CI or not: a test waits for states, never for times (docs/architecture.md,
    // Tests), so one that fails once is a defect to see, not a slip to hide.
    retry: 0,
  },
});
