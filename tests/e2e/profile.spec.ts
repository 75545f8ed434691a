import { expect, test, type Page } from '@playwright/test';
import { apiLogin, expectNoSeriousA11yIssues, signInAs } from './helpers.ts';

/** The profile's figure with this label. */
function figure(page: Page, label: string) {
  return page.locator('.profile-figure, .player-figure').filter({
    has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }),
  });
}

async function expectProfile(page: Page) {
  await expect(figure(page, 'Ferdige').locator('dd')).toHaveText(/^[1-9][\d\s\u00a0]*$/);
  await expect(figure(page, 'Snittpoeng').locator('dd')).toHaveText(/^\d+(,\d)?$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Mest brukte ord' })).toBeVisible();
  await expect(page.locator('.profile-words li')).toHaveCount(10);
  await expect(page.getByRole('img', { name: /Diagram over ferdige spill/ })).toBeVisible();
  await expect(page.locator('.profile-chart canvas')).toHaveCount(1);
  const table = page.getByRole('table', { name: 'Ferdige spill og vinnerprosent per måned' });
  expect(await table.locator('tbody tr').count()).toBeGreaterThan(12);
}

test.describe('player profile', () => {
  test("the demo player opens their own profile from 'Min statistikk'", async ({ page }) => {
    const session = await signInAs(page, 'player');
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Hovedmeny' });
    await menu.getByRole('link', { name: 'Min statistikk' }).click();
    await expect(page).toHaveURL(new RegExp(`/players/${session.user.playerId}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Spiller');
    await expectProfile(page);
    await expectNoSeriousA11yIssues(page);
  });

  test('an admin sees the demo player; the best move opens the replay at that move', async ({
    page,
  }) => {
    const demo = await apiLogin(page, 'player');
    const admin = await signInAs(page, 'admin');
    expect(admin.user.roles).toContain('ADMIN');
    await page.goto(`/players/${demo.user.playerId}`);
    await expectProfile(page);
    await expectNoSeriousA11yIssues(page);
    const started = await figure(page, 'Startet').locator('dd').textContent();
    await page.getByRole('combobox', { name: 'Språk' }).selectOption('NO_B');
    await expect(figure(page, 'Startet').locator('dd')).not.toHaveText(started ?? '');
    await page.getByRole('combobox', { name: 'Språk' }).selectOption('');
    await expect(figure(page, 'Startet').locator('dd')).toHaveText(started ?? '');

    const best = figure(page, 'Beste trekk').getByRole('link');
    const href = (await best.getAttribute('href')) ?? '';
    const [, gameId, move] = /^\/playergame\/(\d+)\?trekk=(\d+)$/.exec(href) ?? [];
    expect(gameId).toBeTruthy();
    const [word, points] = ((await best.textContent()) ?? '').split(', ');
    await best.click();
    await expect(page).toHaveURL(new RegExp(`/playergame/${gameId}\\?trekk=${move}$`));
    // The replay shows that move: its number, word and points in the move details.
    const current = page.getByRole('list', { name: 'Trekk' }).locator('[aria-pressed="true"]');
    await expect(current.first()).toContainText(word ?? '');
    await expect(current.first()).toContainText((points ?? '').replace(' poeng', ''));
    await expect(page.getByRole('link', { name: /^Statistikk for / })).toHaveAttribute(
      'href',
      `/players/${demo.user.playerId}`,
    );
  });
});
