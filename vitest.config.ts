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
    // A ceiling for a test that hangs, not a measure: a test waits for states, and a passing one
    // is not slowed. At a load of 20 on the 2 cores the user editor's save test took 14 s of the
    // 15 s this was, so a busy machine failed tests that were right.
    testTimeout: 60_000,
    // No retry, in CI or not: a test waits for states, never for times (docs/architecture.md,
    // Tests), so one that fails once is a defect to see, not a slip to hide.
    retry: 0,
  },
});
