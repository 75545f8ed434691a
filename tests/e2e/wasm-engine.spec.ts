/**
 * The WebAssembly move engine in the browser: the production build's service worker precaches
 * the module; a replay's analysis fetches it in the Web Worker, which compiles it and runs the
 * searches with it (workers/wasm-engine.ts leaves a User Timing mark); when the module cannot be
 * fetched the analysis still finishes with the TypeScript engine and the console says why.
 */
import { expect, test, type Page, type Worker } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { ANALYSIS_TEXT } from '../../src/ui/text-analysis.ts';
import { findAnalysedGame } from './analysis-games.ts';
import { deviceAnalysisOnly, signInAs } from './helpers.ts';

// The device's analysis ('Foreløpig analyse'): the server's verdicts are served-analysis.spec.ts's.
test.beforeEach(({ page }) => deviceAnalysisOnly(page));

const SW_FILE = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  process.env.DIST_DIR ?? 'dist',
  'sw.js',
);
const MODULE_URL = /\/assets\/engine-[\w-]+\.wasm$/;
const FELL_BACK = 'The WebAssembly move engine did not load';

/** Opens a finished game's replay and analyses it in the worker; returns the page's workers. */
async function analyse(page: Page): Promise<Worker[]> {
  const session = await signInAs(page, 'admin');
  const { details } = await findAnalysedGame(page.request, session.token);
  const workers: Worker[] = [];
  page.on('worker', (worker) => workers.push(worker));
  await page.goto(`/playergame/${details.game.gameId}?trekk=0`);
  await expect(page.getByRole('grid', { name: 'Spillebrett' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  const panel = page.locator('.replay-analysis');
  await panel.getByRole('button', { name: ANALYSIS_TEXT.start }).click();
  await expect(panel.getByText(/^Analysert med ordlisten /)).toBeVisible({ timeout: 45_000 });
  return workers;
}

async function marks(workers: Worker[]): Promise<number> {
  let count = 0;
  for (const worker of workers) {
    count += await worker.evaluate(
      () => performance.getEntriesByName('analysis:wasm-engine').length,
    );
  }
  return count;
}

test('the service worker precaches the module', () => {
  expect(fs.readFileSync(SW_FILE, 'utf8')).toMatch(/assets\/engine-[\w-]+\.wasm/);
});

test('the worker fetches the module and analyses with it', async ({ page }) => {
  test.setTimeout(90_000);
  const fetched: { url: string; status: number }[] = [];
  const warnings: string[] = [];
  page.on('response', (res) => {
    if (MODULE_URL.test(res.url())) fetched.push({ url: res.url(), status: res.status() });
  });
  page.on('console', (message) => warnings.push(message.text()));
  const workers = await analyse(page);
  expect(fetched.length).toBeGreaterThan(0);
  expect(fetched.every((f) => f.status === 200)).toBe(true);
  expect(await marks(workers)).toBe(1);
  expect(warnings.filter((text) => text.includes(FELL_BACK))).toEqual([]);
});

test('without the module the analysis uses the TypeScript engine and says so', async ({ page }) => {
  test.setTimeout(90_000);
  await page.context().route(MODULE_URL, (route) => route.fulfill({ status: 404, body: '' }));
  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));
  page.on('worker', (worker) => worker.on('console', (message) => warnings.push(message.text())));
  const workers = await analyse(page);
  expect(await marks(workers)).toBe(0);
  expect(warnings.some((text) => text.includes(FELL_BACK))).toBe(true);
});
