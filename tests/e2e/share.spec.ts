/**
 * Sharing: a GCG download from the replay, 'Kopier lenke' with the viewed move, and
 * the export of a game search as CSV and, from the table view, as a GCG zip; a player's own games
 * from 'Min konto'.
 */
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import type { GameRow, PagedGames } from '@ordbot/contract/api-types.ts';
import { signInAs } from './helpers.ts';

/** A finished demo game with a few moves, found through the supervisor's search. */
async function finishedGame(page: Page): Promise<GameRow> {
  const auth = await signInAs(page, 'supervisor');
  const res = await page.request.post('/api/games/get-games-paginated', {
    headers: { authorization: `Bearer ${auth.token}` },
    data: { pageSize: 10, pageNumber: 1, sort: { item: 'START_TIME', ascending: false } },
  });
  expect(res.status()).toBe(200);
  const rows = ((await res.json()) as PagedGames).pages.flatMap((p) => p.data);
  const row = rows.find((r) => r.finished);
  if (!row) throw new Error('no finished demo game');
  return row;
}

test('downloads the GCG file of a finished game from the replay', async ({ page }) => {
  const row = await finishedGame(page);
  await page.goto(`/playergame/${row.gameId}`);
  const link = page.getByRole('link', { name: 'Last ned GCG' });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`ordbot-${row.gameId}.gcg`);
  const text = fs.readFileSync((await download.path()) as string, 'utf8');
  expect(text.split('\n')[0]).toBe('#character-encoding UTF-8');
  expect(text).toContain(`#player`);
  expect(text).toContain(` ${row.playerName}\n`);
  expect(text).toMatch(/^>\S+: \S* \S+ \S+ \+\d+ \d+$/m);
});

test('Kopier lenke puts the link of the move shown on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const row = await finishedGame(page);
  await page.goto(`/playergame/${row.gameId}?trekk=2`);
  await expect(page.getByText('Trekk 2 av', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Kopier lenke' }).click();
  await expect(page.getByText('Lenke kopiert')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const origin = new URL(page.url()).origin;
  expect(copied).toBe(`${origin}/playergame/${row.gameId}?trekk=2`);
  // Another move, another link.
  await page.getByRole('button', { name: 'Neste trekk' }).click();
  await page.getByRole('button', { name: 'Kopier lenke' }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe(`${origin}/playergame/${row.gameId}?trekk=3`);
});

test("'Lenke kopiert' does not cover the menu on a phone", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 390, height: 844 });
  const row = await finishedGame(page);
  await page.goto(`/playergame/${row.gameId}?trekk=2`);
  await page.getByRole('button', { name: 'Kopier lenke' }).click();
  const toast = page.getByText('Lenke kopiert');
  await expect(toast).toBeVisible();
  const menuButton = page.getByRole('button', { name: 'Åpne meny' });
  const header = await page.locator('.site-header').boundingBox();
  if (!header) throw new Error('no header box');
  // Where the toast comes to rest: it slides in, and CI once read it mid-way (at 50 of 56 px).
  await expect
    .poll(async () => (await toast.boundingBox())?.y ?? -1)
    .toBeGreaterThanOrEqual(header.y + header.height);
  await page.screenshot({ path: test.info().outputPath('toast-390.png') });
  // The menu stays usable while the toast shows.
  await menuButton.click();
  await expect(page.getByRole('dialog', { name: 'Meny' })).toBeVisible();
});

test('exports the games a search found as CSV', async ({ page }) => {
  test.setTimeout(60_000);
  const auth = await signInAs(page, 'supervisor');
  await page.goto('/games');
  await expect(page.getByRole('list', { name: 'Søkeresultater' })).toBeVisible();
  await page.getByText('Eksporter', { exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Som CSV (regneark)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('ordbot-spill.csv');
  const bytes = fs.readFileSync((await download.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe(
    'Spill-ID;Starttid;Spiller;Poeng spiller;Poeng bot;Avsluttet?;Språk;Type;Juks;Lenke',
  );
  // The same rows as get-games for the same (empty) search, newest first.
  const res = await page.request.post('/api/games/get-games', {
    headers: { authorization: `Bearer ${auth.token}` },
    data: { sort: { item: 'START_TIME', ascending: false } },
  });
  const rows = (await res.json()) as GameRow[];
  expect(lines.length - 1).toBe(rows.length);
  const first = lines[1]?.split(';') ?? [];
  expect(first[0]).toBe(String(rows[0]?.gameId));
  expect(first[1]).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
});

test('exports the table view as a GCG zip that starts with innhold.txt', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'supervisor');
  await page.goto('/games?visning=tabell');
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByText('Eksporter', { exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Som GCG-filer (zip)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('ordbot-spill-gcg.zip');
  const zip = fs.readFileSync((await download.path()) as string);
  // The whole file arrived through the streamed read: its end record closes it.
  expect([...zip.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  expect(zip.subarray(30, 41).toString('latin1')).toBe('innhold.txt');
  expect(zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))).toBe(zip.length - 22);
});

test("downloads a player's own games from 'Min konto'", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'player');
  await page.goto('/account');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Last ned mine spill (GCG)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('ordbot-mine-spill-gcg.zip');
  const zip = fs.readFileSync((await download.path()) as string);
  expect(zip.subarray(30, 41).toString('latin1')).toBe('innhold.txt');
});
