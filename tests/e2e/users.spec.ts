import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues, signInAs } from './helpers.ts';

/** The account this suite edits: no other test signs in as it. */
const EDITED = 'ny@ordbot.no';

const DEMO_EMAILS = [
  'admin@ordbot.no',
  'supervisor@ordbot.no',
  'spiller@ordbot.no',
  'bruker@ordbot.no',
  'inaktiv@ordbot.no',
  EDITED,
];

function row(page: Page, email: string) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: email, exact: true }) });
}

async function openUsers(page: Page) {
  await signInAs(page, 'admin');
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Brukeradministrering' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Oppdater brukere' })).toBeEnabled();
}

async function openEditor(page: Page, email: string) {
  await page.getByRole('button', { name: `Rediger ${email}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Rediger bruker: ${email}` })).toBeVisible();
  return dialog;
}

test.describe.configure({ mode: 'serial' });

test('the table lists the demo users with their columns', async ({ page }) => {
  await openUsers(page);
  await expect(page.getByRole('columnheader')).toHaveText([
    'Bruker-ID',
    'Spillernavn i Wordfeud',
    'E-post',
    'Rolle',
    'Status',
    'Siste innlogging',
    'Handlinger',
  ]);
  for (const email of DEMO_EMAILS) {
    await expect(row(page, email)).toHaveCount(1);
  }
  await expect(row(page, 'supervisor@ordbot.no').getByRole('cell').nth(1)).toHaveText(
    'Ikke koblet',
  );
  await expect(row(page, 'admin@ordbot.no').getByRole('cell').nth(3)).toHaveText('Administrator');
  await expect(row(page, 'inaktiv@ordbot.no').getByRole('cell').nth(4)).toHaveText('Inaktiv');
  await expect(row(page, 'admin@ordbot.no').getByRole('button')).toHaveText('Rediger');
  await expectNoSeriousA11yIssues(page);
});

test('a blank e-mail is refused before anything is sent', async ({ page }) => {
  await openUsers(page);
  const dialog = await openEditor(page, EDITED);
  let updates = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/user/update')) updates += 1;
  });
  await dialog.getByLabel('E-post').fill('');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog.getByText('E-post er påkrevd')).toBeVisible();
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(updates).toBe(0);
});

test('a duplicate e-mail shows the server message', async ({ page }) => {
  await openUsers(page);
  const dialog = await openEditor(page, EDITED);
  await dialog.getByLabel('E-post').fill('bruker@ordbot.no');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('E-postadressen er allerede i bruk av en annen bruker');
  await alert.getByRole('button', { name: 'Lukk melding' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('editing role, status and player is saved and survives a reload', async ({ page }) => {
  await openUsers(page);
  const dialog = await openEditor(page, EDITED);
  await expectNoSeriousA11yIssues(page);

  // Pick the first player whose name holds 'kar', by typing in the picker.
  const search = dialog.getByRole('combobox', { name: 'Spiller i Wordfeud' });
  await search.fill('');
  await search.fill('kar');
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible();
  const name = (await option.textContent())?.trim() ?? '';
  expect(name.toLowerCase()).toContain('kar');
  await option.click();
  await expect(dialog.getByText('Valgt:')).toContainText(name);

  await dialog.getByRole('button', { name: /Rolle/ }).click();
  await page.getByRole('option', { name: 'Supervisor' }).click();
  await dialog.getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Aktiv', exact: true }).click();

  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const banner = page.getByRole('status').filter({ hasText: `Bruker ${EDITED} oppdatert` });
  await expect(banner).toBeVisible();

  const cells = row(page, EDITED).getByRole('cell');
  await expect(cells.nth(1)).toHaveText(name);
  await expect(cells.nth(3)).toHaveText('Supervisor');
  await expect(cells.nth(4)).toHaveText('Aktiv');

  await banner.getByRole('button', { name: 'Lukk melding' }).click();
  await expect(banner).toBeHidden();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Oppdater brukere' })).toBeEnabled();
  await expect(cells.nth(1)).toHaveText(name);
  await expect(cells.nth(3)).toHaveText('Supervisor');
  await expect(cells.nth(4)).toHaveText('Aktiv');
});
