import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues, signInAs } from './helpers.ts';

/** Intl's spaces (U+00A0, U+202F) as plain ones; counts as numbers. */
function toNumber(text: string | null): number {
  return Number(
    (text ?? '')
      .replace(/[\s\u00a0\u202f]/g, '')
      .replace(',', '.')
      .replace('%', ''),
  );
}

function playerTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Alle spillere' });
}

function bodyRows(page: Page): Locator {
  return playerTable(page).locator('tbody tr');
}

/** The cell of column `index` (0 = name) in body row `row`. */
function cell(page: Page, row: number, index: number): Locator {
  return bodyRows(page).nth(row).locator('th, td').nth(index);
}

function pager(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Sider i spillerlisten' });
}

test.describe('player list', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/players');
    await expect(page.getByRole('heading', { level: 1, name: 'Spillere' })).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(20);
  });

  test('sorts by a column both ways and pages through the demo players', async ({ page }) => {
    const won = page.getByRole('columnheader', { name: 'Vunnet' });
    await won.getByRole('button').click();
    await expect(won).toHaveAttribute('aria-sort', 'descending');
    const first = toNumber(await cell(page, 0, 2).textContent());
    const second = toNumber(await cell(page, 1, 2).textContent());
    expect(first).toBeGreaterThanOrEqual(second);
    expect(first).toBeGreaterThan(0);

    await won.getByRole('button').click();
    await expect(won).toHaveAttribute('aria-sort', 'ascending');
    await expect(cell(page, 0, 2)).not.toHaveText(String(first));
    expect(toNumber(await cell(page, 0, 2).textContent())).toBeLessThanOrEqual(
      toNumber(await cell(page, 1, 2).textContent()),
    );

    const percent = page.getByRole('columnheader', { name: 'Vinnerprosent' });
    await percent.getByRole('button').click();
    await expect(percent).toHaveAttribute('aria-sort', 'descending');
    await expect(won).toHaveAttribute('aria-sort', 'none');
    await expect(cell(page, 0, 5)).toHaveText(/^\d{1,3},\d{2}\s%$/);
    expect(toNumber(await cell(page, 0, 5).textContent())).toBeGreaterThanOrEqual(
      toNumber(await cell(page, 1, 5).textContent()),
    );
    await expect(page.getByRole('columnheader', { name: 'Navn' }).getByRole('button')).toHaveCount(
      0,
    );

    const firstName = await cell(page, 0, 0).textContent();
    await pager(page).getByRole('button', { name: 'Side 2' }).click();
    await expect(pager(page).getByRole('button', { name: 'Side 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(cell(page, 0, 0)).not.toHaveText(firstName ?? '');
    await expect(bodyRows(page)).toHaveCount(20);
    await pager(page).getByRole('button', { name: 'Forrige' }).click();
    await expect(cell(page, 0, 0)).toHaveText(firstName ?? '');
    await expect(pager(page).getByRole('button', { name: 'Forrige' })).toBeDisabled();
  });

  test('the name icon opens the player page with the same figures', async ({ page }) => {
    const name = (await cell(page, 0, 0).textContent()) ?? '';
    const started = (await cell(page, 0, 1).textContent()) ?? '';
    const percent = (await cell(page, 0, 5).textContent()) ?? '';
    const link = page.getByRole('link', { name: `Vis spiller ${name}` });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/players\/\d+$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const figure = (label: string) =>
      page.locator('.player-figure').filter({ has: page.getByText(label, { exact: true }) });
    await expect(figure('Startet').locator('dd')).toHaveText(started);
    await expect(figure('Vinnerprosent').locator('dd')).toHaveText(percent);
    await expectNoSeriousA11yIssues(page);

    const games = page.getByRole('link', { name: /Poeng/ });
    await expect(games.first()).toBeVisible();
    expect(await games.count()).toBeLessThanOrEqual(10);
    const replay = await games.first().getAttribute('href');
    expect(replay).toMatch(/^\/playergame\/\d+$/);
    await games.first().click();
    await expect(page).toHaveURL(new RegExp(`${replay}$`));
  });

  test("the started count opens that player's games", async ({ page }) => {
    const link = cell(page, 0, 1).getByRole('link');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/games\/\d+$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('the player page links to all games of the player', async ({ page }) => {
    const name = (await cell(page, 0, 0).textContent()) ?? '';
    await page.getByRole('link', { name: `Vis spiller ${name}` }).click();
    const all = page.getByRole('link', { name: `Alle spill for ${name}` });
    await expect(all).toHaveAttribute('href', /^\/games\/\d+$/);
  });

  test('has no serious accessibility issues', async ({ page }) => {
    await expectNoSeriousA11yIssues(page);
  });
});

test('an unknown player says so', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/players/987654321');
  await expect(page.getByRole('heading', { name: 'Fant ikke spilleren' })).toBeVisible();
});

test.describe('on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the player table scrolls inside its frame, not the page', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/players');
    await expect(bodyRows(page)).toHaveCount(20);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yIssues(page);
  });
});

test('a PLAYER account sees no access on /players', async ({ page }) => {
  await signInAs(page, 'player');
  await page.goto('/players');
  await expect(page.getByRole('heading', { name: 'Ingen tilgang' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('a PLAYER account opens their own player page', async ({ page }) => {
  const auth = await signInAs(page, 'player');
  // The demo PLAYER account is linked to the most active demo player (server/demo/accounts.ts).
  expect(auth.user.playerId).not.toBeNull();
  await page.goto(`/players/${auth.user.playerId}`);
  await expect(page.getByRole('term').filter({ hasText: /^Vinnerprosent$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Alle spill for / })).toBeVisible();
});

test('words: the ten most used seven-tile words', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/words');
  await expect(page.getByRole('heading', { level: 1, name: 'Ord' })).toBeVisible();
  const items = page.getByRole('main').locator('ol > li');
  await expect(items).toHaveCount(10);
  await expect(items.first()).toHaveText(/^[A-ZÆØÅ]+\s*[\d\s\u00a0]+ gang(er)?$/);
  await expectNoSeriousA11yIssues(page);
});
