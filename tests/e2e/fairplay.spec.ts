/**
 * The fair-play desk (issue 15) on the demo data: its analysis has a few solver-like players,
 * whom the desk marks 'Mistanke' at the top of the list, among many human-like ones.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues, signInAs } from './helpers.ts';

const CAPTION = 'Spillere med minst 100 analyserte trekk, høyest z først';

function listTable(page: Page) {
  return page.getByRole('table', { name: CAPTION });
}

/** The numbers of one column on the page shown, as numbers. */
async function columnNumbers(page: Page, column: number): Promise<number[]> {
  const cells = await listTable(page).locator(`tbody tr > :nth-child(${column})`).allTextContents();
  return cells.map((text) =>
    Number(
      text
        .replace(/[\s\u00a0\u202f%]/g, '')
        .replace('−', '-')
        .replace(',', '.'),
    ),
  );
}

test.describe('fair-play desk', () => {
  test("an admin opens 'Juksanalyse', sorts it and follows a player's evidence to the replay", async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Hovedmeny' })
      .getByRole('link', { name: 'Juksanalyse' })
      .click();
    await expect(page).toHaveURL(/\/fairplay$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Juksanalyse' })).toBeVisible();
    await expect(page.getByText(/aldri en dom/)).toBeVisible();

    // Highest z first, and the top of the list carries the mark.
    const rows = listTable(page).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const z = await columnNumbers(page, 5);
    expect(z).toEqual([...z].sort((a, b) => b - a));
    await expect(rows.first().getByText('Mistanke', { exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    // Sorted by analysed moves, highest first.
    const header = listTable(page).getByRole('columnheader', { name: 'Analyserte trekk' });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const moves = await columnNumbers(page, 2);
    expect(moves.every((n) => n >= 100)).toBe(true);
    expect(moves).toEqual([...moves].sort((a, b) => b - a));

    // Back to z and the most suspicious player's page.
    const zHeader = listTable(page).getByRole('columnheader', { name: 'z' });
    await zHeader.getByRole('button').click();
    await expect(zHeader).toHaveAttribute('aria-sort', 'descending');
    const first = rows.first().getByRole('rowheader').getByRole('link');
    const name = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/fairplay\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Juksanalyse: ${name}`);
    await expect(page.getByRole('term').filter({ hasText: /^Analyserte trekk$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: `Statistikk for ${name}` })).toBeVisible();
    const games = page.getByRole('table', { name: 'Spillerens analyserte spill, nyeste først' });
    await expect(games.locator('tbody tr').first()).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    // A move that makes the case opens the replay at that move.
    const caseMoves = page.getByRole('table', {
      name: 'Vanskelige trekk der det beste legget ble funnet',
    });
    const move = caseMoves.locator('tbody tr').first().getByRole('link');
    const href = (await move.getAttribute('href')) ?? '';
    const [, gameId, moveNum] = /^\/playergame\/(\d+)\?trekk=(\d+)$/.exec(href) ?? [];
    expect(gameId).toBeTruthy();
    await move.click();
    await expect(page).toHaveURL(new RegExp(`/playergame/${gameId}\\?trekk=${moveNum}$`));
    const list = page.getByRole('list', { name: 'Trekk' });
    await expect(list.locator('[aria-pressed="true"]').first()).toBeVisible();
  });

  test('on a phone the list scrolls inside its frame', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAs(page, 'admin');
    await page.goto('/fairplay');
    await expect(listTable(page).locator('tbody tr').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yIssues(page);
  });

  test('a PLAYER sees no menu entry and no access', async ({ page }) => {
    await signInAs(page, 'player');
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Hovedmeny' });
    await expect(menu.getByRole('link', { name: 'Min statistikk' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Juksanalyse' })).toHaveCount(0);
    await page.goto('/fairplay');
    await expect(page.getByRole('heading', { name: 'Ingen tilgang' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.goto('/fairplay/1');
    await expect(page.getByRole('heading', { name: 'Ingen tilgang' })).toBeVisible();
  });
});
