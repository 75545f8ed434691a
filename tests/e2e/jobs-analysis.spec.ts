// The analysis backfill on the statistics screen: the admin starts it with its button,
// follows the progress bar to the done state with its figures; the demo data arrives analysed
// (tests/e2e/serve.mjs keeps a template whose load waited for the analysis).
import { expect, test } from '@playwright/test';
import type { PlayerProfile } from '@ordbot/contract/api-types.ts';
import { expectNoSeriousA11yIssues, signInAs } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('the demo player has analysis figures in the profile', async ({ page }) => {
  const session = await signInAs(page, 'player');
  const id = session.user.playerId as number;
  const res = await page.request.get(`/api/players/${id}/profile`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(res.status()).toBe(200);
  const { analysis, games } = (await res.json()) as PlayerProfile;
  expect(games.finished).toBeGreaterThan(0);
  expect(analysis.movesAnalysed).toBeGreaterThan(games.finished);
  expect(analysis.bestFound).toBeLessThanOrEqual(analysis.movesAnalysed);
});

test('an admin starts the analysis backfill and sees it run to the end', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/stats');
  const jobs = page.getByRole('region', { name: 'Vedlikehold' });
  const button = jobs.getByRole('button', { name: 'Analyser ferdige spill' });
  const row = jobs
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Analyser ferdige spill' }) });
  await expect(button).toBeEnabled();
  await expect(row.getByText('Analyserer trekkene i ferdige spill')).toBeVisible();
  const started = page.waitForResponse(
    (res) => res.url().endsWith('/api/jobs') && res.request().method() === 'POST',
  );
  await button.click();
  const answer = await started;
  expect(answer.status()).toBe(202);
  expect(await answer.json()).toMatchObject({ kind: 'analysis' });
  const bar = row.getByRole('progressbar', { name: 'Fremdrift: Analyser ferdige spill' });
  await expect(bar).toBeVisible();
  await expect(row.getByRole('status')).toHaveText(
    /^Ferdig \d\d\.\d\d\.\d{4}, \d\d:\d\d\. [\d\s]+ spill analysert, [\d\s]+ trekk\.$/,
    { timeout: 30_000 },
  );
  await expect(button).toBeEnabled();
  // Full at the end, also when nothing was left to analyse.
  expect(await bar.getAttribute('value')).toBe(await bar.getAttribute('max'));
  await expectNoSeriousA11yIssues(page);
});
