/**
 * My account and the privacy page: change the password, sign out everywhere from a
 * second browser, delete an account and its data on this device; 'Personvern' for guests.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { AuthResponse } from '@ordbot/contract/api-types.ts';
import { cachedCounts, expectNoSeriousA11yIssues, invite, storeSession } from './helpers.ts';

const SHOTS = path.resolve(import.meta.dirname, '..', '..', '.tmp', 'e2e', 'shots');
const PASSWORD = 'forste-passord';

interface NewUser {
  email: string;
  session: AuthResponse;
}

/** A new player account, made as the chat's 'web <e-mail>' and the mailed link make it. */
async function newUser(page: Page): Promise<NewUser> {
  const playerId = 700_000_000 + Math.floor(Math.random() * 100_000_000);
  const email = `konto-${playerId}@example.no`;
  const linkPath = await invite(page, email, playerId);
  const uuid = linkPath.split('/').pop();
  const registered = await page.request.post('/api/auth/register-by-uuid', {
    data: { uuid, password: PASSWORD },
  });
  expect(registered.status()).toBe(200);
  return { email, session: (await registered.json()) as AuthResponse };
}

async function openAccount(page: Page, user: NewUser) {
  await page.goto('/');
  await storeSession(page, user.session);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Min konto' })).toBeVisible();
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Hovedmeny' });

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-post', { exact: true }).fill(email);
  await page.getByLabel('Passord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
}

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('changes the password, then signs in with the new one only', async ({ page }) => {
  const user = await newUser(page);
  await openAccount(page, user);
  await expect(menu(page).getByRole('link', { name: 'Min konto' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoSeriousA11yIssues(page);
  await screenshots(page, 'account');

  await page.getByLabel('Nåværende passord').fill('feil-passord');
  await page.getByLabel('Nytt passord', { exact: true }).fill('andre-passord');
  await page.getByLabel('Gjenta nytt passord').fill('andre-passord');
  await page.getByRole('button', { name: 'Endre passord' }).click();
  await expect(page.getByText('Passordet er feil.')).toBeVisible();

  await page.getByLabel('Nåværende passord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Endre passord' }).click();
  await expect(
    page.getByText('Passordet er endret. Du er logget ut alle andre steder.'),
  ).toBeVisible();
  await screenshots(page, 'account-changed');

  await menu(page).getByRole('link', { name: 'Logg ut' }).click();
  await expect(menu(page).getByRole('link', { name: 'Logg inn' })).toBeVisible();
  await signIn(page, user.email, PASSWORD);
  await expect(page.getByText('Feil e-post eller passord')).toBeVisible();
  await signIn(page, user.email, 'andre-passord');
  await expect(menu(page).getByRole('link', { name: 'Logg ut' })).toBeVisible();
});

test('signing out everywhere in one browser signs the other out too', async ({ page, browser }) => {
  const user = await newUser(page);
  await openAccount(page, user);

  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, user.email, PASSWORD);
  await expect(menu(second).getByRole('link', { name: 'Logg ut' })).toBeVisible();
  await second.goto('/account');
  await second.getByRole('button', { name: 'Logg ut overalt' }).click();
  await expect(menu(second).getByRole('link', { name: 'Logg inn' })).toBeVisible();
  await other.close();

  // The first browser's session is gone too: the next start finds it refused.
  await page.reload();
  await expect(menu(page).getByRole('link', { name: 'Logg inn' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('deleting the account signs out and empties this device’s saved data', async ({ page }) => {
  const user = await newUser(page);
  await openAccount(page, user);
  // The player's (empty) game search is saved on this device.
  await page.goto('/mygames');
  await expect(page.getByText('Ingen spill funnet. Prøv andre søkekriterier.')).toBeVisible();
  await expect.poll(async () => (await cachedCounts(page)).searchBlocks ?? 0).toBeGreaterThan(0);

  await page.goto('/account');
  await page.getByLabel('Passord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Slett kontoen' }).click();
  await expect(
    page.getByText('Kryss av for at du forstår at kontoen slettes for godt.'),
  ).toBeVisible();
  await page.getByLabel('Jeg forstår at kontoen slettes for godt').check();
  await page.getByRole('button', { name: 'Slett kontoen' }).click();

  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(menu(page).getByRole('link', { name: 'Logg inn' })).toBeVisible();
  await expect
    .poll(async () => Object.values(await cachedCounts(page)).reduce((a, b) => a + b, 0))
    .toBe(0);
  await signIn(page, user.email, PASSWORD);
  await expect(page.getByText('Feil e-post eller passord')).toBeVisible();
});

test('the privacy page is open to guests and linked from every page’s footer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Personvern' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personvern' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Hvor lenge' })).toBeVisible();
  await expect(page.getByText(/En innlogging varer i 30 dager/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshots(page, 'privacy');
});
