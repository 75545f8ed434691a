/**
 * Every screen in Norwegian: each route as guest, player, supervisor and admin, scanned for
 * common English interface words in its text and in the names, titles and placeholders that
 * assistive technology reads (React Aria's own strings among them), and every form left to the
 * app's own Norwegian messages (no browser validation bubbles).
 */
import { expect, test, type Page } from '@playwright/test';
import type { PagedGames, PlayerInfoBasic } from '@ordbot/contract/api-types.ts';
import { ROUTES, routePath } from '@ordbot/contract/routes.ts';
import { apiLogin, signInAs, type AccountName } from './helpers.ts';

/**
 * Words an English interface uses that Norwegian does not share. Words both languages spell the
 * same ('Start', 'Pass', 'Status', 'Type', 'Bingo', 'normal', 'filter', 'data', 'for', 'to')
 * are left out.
 */
const ENGLISH = new Set(
  (
    'loading error unknown select search results result actions action details view show submit ' +
    'cancel close next previous page dismiss clear save edit delete settings the and of from with ' +
    'item items please invalid required failed user users games game player players date month ' +
    'year today week calendar choose empty none yes download share copy copied link sign login ' +
    'logout password welcome back home about privacy statistics words language english ' +
    'norwegian button menu open selected unavailable available day days hour minute'
  ).split(' '),
);

/** The English words in `text`; e-mail addresses and URLs are not words. */
function englishWords(text: string): string[] {
  const plain = text.replace(/\S+@\S+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
  return plain
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => ENGLISH.has(word.toLowerCase()))
    .map((word) => word);
}

/**
 * The page's visible text and the accessible names, titles, placeholders and alt texts. Words
 * played in the games (marked translate="no": an English game's words are English) are the
 * games' content, not the interface's, and are left out.
 */
function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('[translate="no"]'))
      el.style.display = 'none';
    const attrs = ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription'];
    const named = [...document.querySelectorAll('body *')].flatMap((el) =>
      attrs.map((a) => el.getAttribute(a) ?? '').filter(Boolean),
    );
    return [document.body.innerText, ...named, document.title].join('\n');
  });
}

interface Ids {
  playerId: number;
  gameId: number;
  ownPlayerId: number | null;
}

async function findIds(page: Page, account: AccountName | null): Promise<Ids> {
  const admin = await apiLogin(page, 'admin');
  const headers = { authorization: `Bearer ${admin.token}` };
  const players = (await (
    await page.request.get('/api/players/allbasic', { headers })
  ).json()) as PlayerInfoBasic[];
  const paged = (await (
    await page.request.post('/api/games/get-games-paginated', {
      headers,
      data: { pageSize: 5, pageNumber: 1, sort: { item: 'START_TIME', ascending: false } },
    })
  ).json()) as PagedGames;
  const own = account ? (await apiLogin(page, account)).user.playerId : null;
  return {
    playerId: players[0]!.id,
    gameId: paged.pages[0]!.data.find((g) => g.finished)!.gameId,
    ownPlayerId: own,
  };
}

function pathsFor(ids: Ids): string[] {
  const params: Record<string, number | string> = {
    id: ids.playerId,
    playerId: ids.playerId,
    gameId: ids.gameId,
    registerUuid: '00000000-0000-4000-8000-000000000000',
  };
  const paths = Object.entries(ROUTES)
    .filter(([key]) => key !== 'logout')
    .map(([key]) => routePath(key as keyof typeof ROUTES, params));
  if (ids.ownPlayerId !== null) paths.push(routePath('playerDetails', { id: ids.ownPlayerId }));
  return paths;
}

/** Waits for the screen to settle: no request in flight and no loading text left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.getByText(/^(Laster|Henter)\b.*\.\.\.$/)).toHaveCount(0, { timeout: 10_000 });
}

async function scanAll(page: Page, account: AccountName | null) {
  test.setTimeout(180_000);
  const ids = await findIds(page, account);
  if (account) await signInAs(page, account);
  const found: string[] = [];
  for (const path of pathsFor(ids)) {
    await page.goto(path);
    await settle(page);
    // The games screens: the filters and React Aria's calendar hold the most built-in words.
    const filters = page.getByRole('button', { name: 'Filtre' });
    if (await filters.isVisible()) {
      await filters.click();
      const calendar = page.locator('.date-range__open');
      if (await calendar.isVisible()) {
        await calendar.click();
        await expect(page.getByRole('dialog')).toBeVisible();
        found.push(...englishWords(await pageWords(page)).map((w) => `${path} (kalender): ${w}`));
        await page.keyboard.press('Escape');
      }
    }
    found.push(...englishWords(await pageWords(page)).map((w) => `${path}: ${w}`));
    const validating = await page.locator('form:not([novalidate])').count();
    if (validating > 0) found.push(`${path}: ${validating} form(s) with browser validation`);
  }
  expect(found).toEqual([]);
}

test.describe('every screen is in Norwegian', () => {
  test('as a guest', async ({ page }) => scanAll(page, null));
  test('as a player', async ({ page }) => scanAll(page, 'player'));
  test('as a supervisor', async ({ page }) => scanAll(page, 'supervisor'));
  test('as an admin', async ({ page }) => scanAll(page, 'admin'));
});

test('the sign-in form says what is missing in Norwegian, with no browser bubble', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Logg inn' }).last().click();
  await expect(page.getByRole('alert')).toHaveText('Skriv e-postadressen din.');
  await page.getByLabel('E-post').fill('kari');
  await page.getByRole('button', { name: 'Logg inn' }).last().click();
  await expect(page.getByRole('alert')).toHaveText(
    'Skriv en gyldig e-postadresse, for eksempel kari@example.no.',
  );
  await page.getByLabel('E-post').fill('kari@example.no');
  await page.getByRole('button', { name: 'Logg inn' }).last().click();
  await expect(page.getByRole('alert')).toHaveText('Skriv passordet ditt.');
});
