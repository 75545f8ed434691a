import { expect, test, type Page } from '@playwright/test';
import type { OverallStats } from '@ordbot/contract/api-types.ts';
import { STORAGE_KEYS } from '@ordbot/contract/constants.ts';
import { formatNumber } from '@ordbot/contract/format.ts';
import { ACCOUNTS, expectNoSeriousA11yIssues, invite, signInAs } from './helpers.ts';

const MENU = 'Hovedmeny';

function menuBar(page: Page) {
  return page.getByRole('navigation', { name: MENU });
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-post', { exact: true }).fill(email);
  await page.getByLabel('Passord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
}

test.describe('home page', () => {
  test('shows the four figures of the demo data in nb-NO format', async ({ page }) => {
    const res = await page.request.post('/api/public/overall-stats', {
      data: { language: 'NO_B' },
    });
    const stats = (await res.json()) as OverallStats;
    expect(stats.numGames).toBeGreaterThan(0);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Hvor mange?' })).toBeVisible();
    const section = page.getByRole('region', { name: 'Hvor mange?' });
    await expect(section.getByRole('term')).toHaveText([
      'Pågående spill',
      'Antall spillere',
      'Antall spill',
      'Ord lagt',
    ]);
    await expect(section.getByRole('definition')).toHaveText([
      formatNumber(stats.ongoingGames),
      formatNumber(stats.numPlayers),
      formatNumber(stats.numGames),
      formatNumber(stats.numMoves),
    ]);
    await expect(page.getByText('web kari@example.no')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });

  test('shows the error text when the figures cannot be loaded', async ({ page }) => {
    await page.route('**/api/public/overall-stats', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'x' }),
      }),
    );
    await page.goto('/');
    await expect(
      page.getByText('Kunne ikke laste statistikk. Vennligst prøv igjen senere.'),
    ).toBeVisible();
    await expect(page.getByText('Laster statistikk...')).toBeHidden();
  });
});

test('the about page explains the site and passes the axe check', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Om Ordbot' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Hvem ser hva?' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Personvern' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test.describe('sign-in', () => {
  test('an administrator sent to login from /stats lands on /stats', async ({ page }) => {
    await page.goto('/stats');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fstats$/);
    await expectNoSeriousA11yIssues(page);
    await fillLogin(page, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    await expect(page).toHaveURL(/\/stats$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Statistikk' })).toBeVisible();
    await expect(menuBar(page).getByRole('link', { name: 'Logg ut' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.user)).toBe(
      ACCOUNTS.admin.email,
    );
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, ACCOUNTS.player.email, 'feil-passord');
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
      'Feil e-post eller passord',
    );
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Logg inn' })).toBeEnabled();
  });

  test('an unsafe redirect is ignored', async ({ page }) => {
    await page.goto('/login?redirect=%2F%2Fevil.example%2F');
    await fillLogin(page, ACCOUNTS.player.email, ACCOUNTS.player.password);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test('registration through an invitation from the outbox signs the new player in', async ({
  page,
}) => {
  const email = `ny-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.no`;
  const linkPath = await invite(page, email);
  expect(linkPath).toMatch(/^\/register\/[^/]+$/);

  await page.goto(linkPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Registrering' })).toBeVisible();
  await expect(page.getByLabel('E-post')).toHaveValue(email);
  await expectNoSeriousA11yIssues(page);

  await page.getByLabel('Passord', { exact: true }).fill('nytt-passord-1');
  await page.getByLabel('Gjenta passord').fill('nytt-passord-2');
  await page.getByRole('button', { name: 'Lagre passord og logg inn' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'Passordene er ikke like',
  );

  await page.getByLabel('Gjenta passord').fill('nytt-passord-1');
  await page.getByRole('button', { name: 'Lagre passord og logg inn' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(menuBar(page).getByRole('link', { name: 'Mine Spill' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.user)).toBe(email);

  // The link works once.
  await page.evaluate(() => localStorage.clear());
  await page.goto(linkPath);
  await expect(page.getByRole('heading', { name: 'Lenken virker ikke' })).toBeVisible();
});

test('an unknown registration link says it does not work', async ({ page }) => {
  await page.goto('/register/finnes-ikke');
  await expect(page.getByRole('heading', { name: 'Lenken virker ikke' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('sign-out ends the session and clears the stored keys', async ({ page }) => {
  const auth = await signInAs(page, 'player');
  await page.goto('/');
  await expect(menuBar(page).getByRole('link', { name: 'Mine Spill' })).toBeVisible();
  await menuBar(page).getByRole('link', { name: 'Logg ut' }).click();
  await expect(menuBar(page).getByRole('link', { name: 'Logg inn' })).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  const stored = await page.evaluate(
    (keys) => [keys.authToken, keys.user, keys.session].map((key) => localStorage.getItem(key)),
    STORAGE_KEYS,
  );
  expect(stored).toEqual([null, null, null]);
  // The server no longer accepts the token.
  await expect
    .poll(async () => {
      const res = await page.request.post('/api/auth/login-token', {
        data: { username: auth.user.email, token: auth.token },
      });
      return res.status();
    })
    .toBe(401);
});
