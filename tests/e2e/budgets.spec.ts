import { expect, test } from '@playwright/test';
import zlib from 'node:zlib';

/** Issue budget: the JavaScript the home page loads, after gzip, at most 100 KB. */
const HOME_JS_BUDGET = 100 * 1024;

test('the home page loads at most 100 KB of JavaScript after gzip', async ({ page }) => {
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (type.includes('javascript')) scripts.set(res.url(), res.body());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hvor mange?' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  let total = 0;
  for (const body of scripts.values()) total += zlib.gzipSync(await body, { level: 9 }).length;
  console.log(`home page JavaScript: ${scripts.size} files, ${(total / 1024).toFixed(1)} KB gzip`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET);
});
