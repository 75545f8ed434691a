/**
 * Back online: a screen that shows saved data loads afresh when the network returns,
 * with no reload, and the offline notice goes away.
 */
import { expect, test } from '@playwright/test';
import { cachedCounts, signInAs } from './helpers.ts';

test('offline then online: the saved players list is replaced by a fresh one', async ({
  page,
  context,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/players');
  await expect(page.getByRole('table', { name: 'Alle spillere' })).toBeVisible();
  // The list is saved in the background once the cache is handed to this user.
  await expect.poll(async () => (await cachedCounts(page)).entries ?? 0).toBeGreaterThan(1);
  const menu = page.getByRole('navigation', { name: 'Hovedmeny' });
  await menu.getByRole('link', { name: 'Ord' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ord' })).toBeVisible();

  await context.setOffline(true);
  await menu.getByRole('link', { name: 'Spillere' }).click();
  await expect(page.getByText('Du er frakoblet.', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Frakoblet – viser lagrede data fra/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Alle spillere' })).toBeVisible();

  const fresh = page.waitForResponse((res) => res.url().endsWith('/api/players/all'));
  await context.setOffline(false);
  expect((await fresh).status()).toBe(200);
  await expect(page.getByText('Du er frakoblet.', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/^Frakoblet – viser lagrede data fra/)).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Alle spillere' })).toBeVisible();
  await expect(page).toHaveURL(/\/players$/);
});
