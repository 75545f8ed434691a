import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  // No retry, in CI or not: a spec waits for states, not times, so a failure is a defect to see.
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [...CHROMIUM_ARGS],
        },
      },
    },
  ],
  webServer: {
    command: 'node tests/e2e/serve.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // A fresh template loads and analyses the demo data first (tests/e2e/serve.mjs): about two
    // minutes on a quiet machine, more while other work shares the cores.
    timeout: 480_000,
    stdout: 'pipe',
    // A warning the server prints comes with the stack that raised it.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_OPTIONS: '--trace-warnings',
      // The demo's games keep the quick pass's verdicts ('Dypanalysen er i kø'): a deep pass
      // beside the suite would change them while it runs (tests/server/served-analysis.test.ts
      // covers it).
      DEEP_ANALYSIS: '0',
    },
  },
});
