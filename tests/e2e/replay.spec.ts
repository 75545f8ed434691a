import { expect, test, type Page } from '@playwright/test';
import type { GameDetails, PagedGames } from '../../core/api-types.ts';
import { expectNoSeriousA11yIssues, signInAs } from './helpers.ts';

/** A demo game with a few moves and no broken ones, found through the admin's game search. */
async function findDemoGame(page: Page): Promise<GameDetails> {
  const auth = await signInAs(page, 'admin');
  const headers = { authorization: `Bearer ${auth.token}` };
  const res = await page.request.post('/api/games/get-games-paginated', {
    headers,
    data: { pageSize: 25, pageNumber: 1, sort: { item: 'START_TIME', ascending: false } },
  });
  expect(res.status()).toBe(200);
  const paged = (await res.json()) as PagedGames;
  const rows = paged.pages.flatMap((p) => p.data);
  for (const row of rows) {
    const moves = await page.request.get(`/api/games/gamemoves/${row.gameId}`, { headers });
    if (moves.status() !== 200) continue;
    const details = (await moves.json()) as GameDetails;
    const normal = details.moves.filter((m) => m.moveType === 'NORMAL').length;
    if (!details.hasBrokenMoves && details.moves.length >= 3 && normal >= 2) return details;
  }
  throw new Error('no usable demo game');
}

test('replays a demo game with the buttons and the keys', async ({ page }) => {
  const details = await findDemoGame(page);
  const count = details.moves.length;
  await page.goto(`/playergame/${details.game.gameId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `${details.game.playerName} mot Ordbot` }),
  ).toBeVisible();
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row')).toHaveCount(15);
  await expect(grid.getByRole('gridcell')).toHaveCount(225);
  await expect(
    page.getByText('Velg et trekk fra listen for å se brettet etter det trekket'),
  ).toBeVisible();

  const previous = page.getByRole('button', { name: 'Forrige trekk' });
  const next = page.getByRole('button', { name: 'Neste trekk' });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(page.getByText(`Trekk 1 av ${count}`)).toBeVisible();
  await expect(previous).toBeEnabled();

  await grid.focus();
  await page.keyboard.press('End');
  await expect(next).toBeDisabled();
  await expect(page.getByText(`Trekk ${count} av ${count}`)).toBeVisible();
  // The board shows letters once moves are played: some cell is named after a tile.
  await expect(grid.locator('.replay-tile').first()).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText(`Trekk ${count - 1} av ${count}`)).toBeVisible();
  await page.keyboard.press('Home');
  await expect(previous).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`Trekk 1 av ${count}`)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('on a phone the board fills the width and the moves sit in the Trekk panel', async ({
  page,
}) => {
  const details = await findDemoGame(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/playergame/${details.game.gameId}`);
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('gridcell')).toHaveCount(225);
  const list = page.getByRole('list', { name: 'Trekk' });
  await expect(list).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Trekk', exact: true });
  await toggle.click();
  await expect(list).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await list.getByRole('button').first().click();
  await expect(list).toBeHidden();
  await expect(page.getByText(`Trekk 1 av ${details.moves.length}`)).toBeVisible();
  const box = await grid.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(300);
});
