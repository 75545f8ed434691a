// Over 300 lines: the offline app end to end is one story (online, offline, reload, back online,
// sign-out) over shared steps.
/**
 * The offline app end to end: what a signed-in user has seen online (a page of search
 * results, three games) is there with no network, after a reload, under the service worker:
 * the replays, the saved search and a new search over the saved games; an unseen game says it
 * is not saved; back online the data is fresh again; sign-out empties the cache, and the next
 * user sees nothing of it.
 */
import { expect, test, type Page, type Worker } from '@playwright/test';
import type { GameDetails, GameRow, PagedGames } from '@ordbot/contract/api-types.ts';
import { STORAGE_KEYS } from '@ordbot/contract/constants.ts';
import { TEXT } from '../../src/ui/text.ts';
import { ACCOUNTS, apiLogin, signInAs, storeSession, cachedCounts } from './helpers.ts';

const SEARCH_PATH = '/api/games/get-games-paginated';
const RESULTS = 'Søkeresultater';
const OFFLINE_BANNER = 'Du er frakoblet. Du ser lagrede data.';
const SAVED_AT = /^Frakoblet – viser lagrede data fra /;
const PARTIAL = 'Søket gjelder bare spill som er lagret på denne enheten.';
const NOT_SAVED =
  'Du er frakoblet, og dette spillet er ikke lagret på denne enheten. Spill du har åpnet mens du var på nett, kan spilles av uten nett.';
const LOAD_FAILED = 'Beklager, kunne ikke laste spilldata. Vennligst prøv igjen senere.';
const SEARCH_OFFLINE = 'Fikk ikke kontakt med serveren. Sjekk nettforbindelsen og prøv igjen.';

/** A game opened online: its search row, index on the first page and number of moves. */
interface Opened {
  row: GameRow;
  index: number;
  moves: number;
}

const results = (page: Page) => page.getByRole('list', { name: RESULTS }).getByRole('button');
const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: OFFLINE_BANNER });
const cacheNote = (page: Page) => page.locator('.cache-note');

/** The owner the cache was handed to (src/cache/db.ts claimCache), if any. */
function cacheOwner(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name);
    if (!names.includes('ordbot')) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('ordbot');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('entries')) return null;
      const get = db.transaction('entries', 'readonly').objectStore('entries').get('cache-owner');
      return await new Promise<string | null>((resolve, reject) => {
        get.onsuccess = () =>
          resolve((get.result as { value?: string } | undefined)?.value ?? null);
        get.onerror = () => reject(get.error);
      });
    } finally {
      db.close();
    }
  });
}

/** The gameIds of the cached game rows and of the cached game details. */
function cachedGameIds(page: Page): Promise<{ games: number[]; details: number[] }> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('ordbot');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      const read = <T>(store: string, what: 'getAll' | 'getAllKeys') =>
        new Promise<T[]>((resolve, reject) => {
          const all = db.transaction(store, 'readonly').objectStore(store)[what]();
          all.onsuccess = () => resolve(all.result as T[]);
          all.onerror = () => reject(all.error);
        });
      // Game rows are kept in chunks of columns (workers/row-chunks.ts).
      const chunks = await read<{ gameId: Float64Array }>('rowChunks', 'getAll');
      const games = chunks.flatMap((chunk) => Array.from(chunk.gameId));
      return { games, details: await read<number>('details', 'getAllKeys') };
    } finally {
      db.close();
    }
  });
}

/** Waits until the service worker is active, then reloads so that it controls the page. */
async function underServiceWorker(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Ordbot' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ordbot' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );
}

/** The first `count` games of the first page that replay (some moves, none broken). */
async function playableGames(page: Page, token: string, rows: GameRow[], count: number) {
  const chosen: Opened[] = [];
  for (const [index, row] of rows.entries()) {
    const res = await page.request.get(`/api/games/gamemoves/${row.gameId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.status() !== 200) continue;
    const details = (await res.json()) as GameDetails;
    if (details.hasBrokenMoves || details.moves.length < 2) continue;
    chosen.push({ row, index, moves: details.moves.length });
    if (chosen.length === count) return chosen;
  }
  throw new Error(`fewer than ${count} playable games on the first page`);
}

/** Opens a game on its own page and steps to the last move with End on the focused board. */
async function replayToEnd(page: Page, game: Opened) {
  await page.goto(`/playergame/${game.row.gameId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `${game.row.playerName} mot Ordbot` }),
  ).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Spillebrett' });
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  await grid.focus();
  await page.keyboard.press('End');
  await expect(page.locator('.replay-status')).toHaveText(`Trekk ${game.moves} av ${game.moves}`);
  await expect(grid.locator('.replay-tile').first()).toBeVisible();
}

test('games seen online replay and search offline; sign-out empties the cache', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  const workers: Worker[] = [];
  page.on('worker', (worker) => workers.push(worker));
  const auth = await signInAs(page, 'supervisor');
  await underServiceWorker(page);
  // The cache belongs to the supervisor before anything is saved in it.
  await expect.poll(() => cacheOwner(page)).toContain(ACCOUNTS.supervisor.email);

  // Online: the default search, then three games in the detail pane.
  const answered = page.waitForResponse((res) => res.url().endsWith(SEARCH_PATH));
  await page.goto('/games');
  const block = (await (await answered).json()) as PagedGames;
  await expect(results(page)).toHaveCount(25);
  const firstPage = block.pages[0]?.data ?? [];
  const cachedRows = block.pages.flatMap((p) => p.data);
  const opened = await playableGames(page, auth.token, firstPage, 3);
  const detail = page.getByRole('region', { name: 'Detaljer' });
  for (const game of opened) {
    await results(page).nth(game.index).click();
    await expect(detail.getByRole('heading', { level: 2 })).toContainText(game.row.playerName);
    await expect(detail.getByRole('grid', { name: 'Spillebrett' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
  }
  // Saving happens in the background: wait for it before the network goes.
  await expect
    .poll(() => cachedCounts(page))
    .toMatchObject({ rowChunks: 1, details: 3, searchBlocks: 1 });
  // The block's rows, kept as one chunk of columns (workers/row-chunks.ts).
  expect((await cachedGameIds(page)).games.sort()).toEqual(
    cachedRows.map((row) => row.gameId).sort(),
  );
  const openedIds = new Set(opened.map((g) => g.row.gameId));
  const unseen = cachedRows.find((row) => !openedIds.has(row.gameId));
  if (!unseen) throw new Error('no unseen game in the first block');

  // Offline, reloaded: the shell, the banner and the saved block of the same search.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Alle Spill' })).toBeVisible();
  await expect(offlineBanner(page)).toBeVisible();
  await expect(results(page)).toHaveCount(25);
  await expect(cacheNote(page)).toHaveText(SAVED_AT);
  await expect(cacheNote(page)).not.toContainText(PARTIAL);

  // A search never made online: computed in the worker over the saved rows, and said so.
  const target = opened[0]!.row;
  const language = target.boardInfo.language;
  const matching = cachedRows.filter((row) => row.boardInfo.language === language);
  await page.getByRole('button', { name: 'Filtre' }).click();
  await page.getByLabel('Språk').selectOption(language);
  await page.getByRole('button', { name: 'Søk', exact: true }).click();
  await expect(cacheNote(page)).toContainText(PARTIAL);
  await expect(cacheNote(page)).toContainText(SAVED_AT);
  // It ran in the Web Worker (workers/app.worker.ts leaves a User Timing entry per call).
  const worker = workers.at(-1);
  expect(worker, 'a Web Worker for the offline search').toBeDefined();
  expect(
    await worker?.evaluate(() => performance.getEntriesByName('worker:offlineSearch').length),
  ).toBe(1);
  await expect(page.getByRole('list', { name: 'Aktive filtre' })).toContainText(
    TEXT.labels.language[language],
  );
  if (matching.length > 25) {
    await expect(page.getByText(`Viser 1 - 25 av ${matching.length} spill`)).toBeVisible();
  } else {
    await expect(results(page)).toHaveCount(matching.length);
  }
  for (const text of await results(page).allTextContents()) {
    expect(text).toContain(TEXT.labels.language[language]);
  }
  await expect(
    results(page)
      .filter({ hasText: target.playerName })
      .filter({ hasText: `${target.playerScore} - ${target.botScore}` }),
  ).not.toHaveCount(0);

  // The three games replay to their last move with no network.
  for (const game of opened) {
    await replayToEnd(page, game);
    await expect(offlineBanner(page)).toBeVisible();
  }

  // A game never opened says that it is not saved here.
  await page.goto(`/playergame/${unseen.gameId}`);
  await expect(page.getByRole('alert')).toHaveText(LOAD_FAILED);
  await expect(page.getByText(NOT_SAVED)).toBeVisible();
  await expect(offlineBanner(page)).toBeVisible();

  // Back online: a reload asks the server again, and nothing is marked as saved data.
  await context.setOffline(false);
  const refreshed = page.waitForResponse((res) => res.url().endsWith(SEARCH_PATH));
  await page.goto('/games');
  expect((await refreshed).status()).toBe(200);
  await expect(results(page)).toHaveCount(25);
  await expect(offlineBanner(page)).toHaveCount(0);
  await expect(cacheNote(page)).toHaveCount(0);
  await page.reload();
  await expect(results(page)).toHaveCount(25);
  await expect(cacheNote(page)).toHaveCount(0);
  await page.goto(`/playergame/${unseen.gameId}`);
  await expect(page.getByRole('grid', { name: 'Spillebrett' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  await expect(page.getByText(NOT_SAVED)).toHaveCount(0);

  // Sign-out empties every table of the cache.
  await page.goto('/logout');
  await expect(page.getByRole('heading', { level: 1, name: 'Ordbot' })).toBeVisible();
  await expect
    .poll(() => cachedCounts(page))
    .toMatchObject({ rowChunks: 0, details: 0, searchBlocks: 0, boards: 0, entries: 0 });

  // The next user on this device, signed in online, then offline: none of the supervisor's games.
  await storeSession(page, await apiLogin(page, 'player'));
  await page.goto('/');
  await expect.poll(() => cacheOwner(page)).toContain(ACCOUNTS.player.email);
  await context.setOffline(true);
  await page.goto('/mygames');
  await expect(page.getByRole('heading', { level: 1, name: 'Mine Spill' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(SEARCH_OFFLINE);
  await expect(results(page)).toHaveCount(0);
  await page.goto(`/playergame/${target.gameId}`);
  await expect(page.getByText(NOT_SAVED)).toBeVisible();
  expect(await cachedCounts(page)).toMatchObject({ rowChunks: 0, details: 0, searchBlocks: 0 });
  await context.setOffline(false);
  expect(crashes).toEqual([]);
});

test('a session that ended without sign-out leaves nothing for the next user who signs in', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await page.goto('/about');
  const supervisor = await apiLogin(page, 'supervisor');
  await storeSession(page, supervisor);
  await underServiceWorker(page);
  await expect.poll(() => cacheOwner(page)).toContain(ACCOUNTS.supervisor.email);
  const player = await apiLogin(page, 'player');

  // The supervisor opens a game that is not the player's.
  const answered = page.waitForResponse((res) => res.url().endsWith(SEARCH_PATH));
  await page.goto('/games');
  const rows = ((await (await answered).json()) as PagedGames).pages[0]?.data ?? [];
  await expect(results(page)).toHaveCount(25);
  const index = rows.findIndex((row) => row.playerId !== player.user.playerId);
  const game = rows[index];
  if (!game) throw new Error('no game of another player on the first page');
  await results(page).nth(index).click();
  await expect(
    page.getByRole('region', { name: 'Detaljer' }).getByRole('grid', { name: 'Spillebrett' }),
  ).toBeVisible();
  await expect.poll(async () => (await cachedGameIds(page)).details).toContain(game.gameId);

  // The session ends elsewhere (no sign-out here): the next start finds the token refused.
  const current = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken);
  const ended = await page.request.post('/api/auth/logout', {
    headers: { authorization: `Bearer ${current}` },
  });
  expect(ended.status()).toBe(204);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Logg inn' })).toBeVisible();

  // Another user signs in on the sign-in screen: the cache is handed over, emptied first.
  await page.getByLabel('E-post', { exact: true }).fill(ACCOUNTS.player.email);
  await page.getByLabel('Passord', { exact: true }).fill(ACCOUNTS.player.password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect.poll(() => cacheOwner(page)).toContain(ACCOUNTS.player.email);
  const left = await cachedGameIds(page);
  expect(left.details).not.toContain(game.gameId);
  expect(left.games).not.toContain(game.gameId);

  // Offline, the supervisor's game is not there for the player.
  await context.setOffline(true);
  await page.goto(`/playergame/${game.gameId}`);
  await expect(page.getByText(NOT_SAVED)).toBeVisible();
  await context.setOffline(false);
});
