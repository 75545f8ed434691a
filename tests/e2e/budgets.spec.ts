import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AuthResponse, PagedGames } from '@ordbot/contract/api-types.ts';
import { ACCOUNTS, signInAs } from './helpers.ts';

/** Issue budget: the JavaScript the home page loads, after gzip, at most 100 KB. */
const HOME_JS_BUDGET = 100 * 1024;
/**
 * The JavaScript of the replay's first load, after gzip, at most 135 KB: 130 KB while the review
 * waited for a click; the served review is shown at once now, its panel with it (128.5 to 131.4 KB
 * measured, by what the page has loaded when the network settles).
 */
const REPLAY_JS_BUDGET = 135 * 1024;
/**
 * The score graph's chunks, imported dynamically once the replay is on screen: its drawing, and
 * uPlot with the charts' shared setup (src/ui/chart.ts; a chunk named after either).
 */
const LAZY_GRAPH_CHUNK = /\/assets\/(uPlot|chart|score-graph-plot)[^/]*\.js$/;

/**
 * Every JavaScript file the page fetches (the Web Worker's script included), by URL. A body is
 * read as its response arrives; one that cannot be read any more (a script fetched again, or one
 * the test does not count, whose reading the end of the test cuts off) is an error only where it
 * is counted, never a rejection left unhandled when the test ends.
 */
function collectScripts(page: Page) {
  const scripts = new Map<string, Promise<Buffer | Error>>();
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    scripts.set(
      res.url(),
      res
        .body()
        .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
    );
  });
  return scripts;
}

async function gzipBytes(body: Promise<Buffer | Error>): Promise<number> {
  const bytes = await body;
  if (bytes instanceof Error) throw bytes;
  return zlib.gzipSync(bytes, { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('the home page loads at most 100 KB of JavaScript after gzip', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hvor mange?' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  let total = 0;
  for (const body of scripts.values()) total += await gzipBytes(body);
  console.log(`home page JavaScript: ${scripts.size} files, ${kb(total)} gzip`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET);
});

test('the replay page loads at most 135 KB of JavaScript after gzip before its graph', async ({
  page,
}) => {
  // Any game will do: the newest, found through the admin's search (not signed in in the page).
  const { email, password } = ACCOUNTS.admin;
  const login = await page.request.post('/api/auth/login', {
    data: { username: email, password },
  });
  const { token } = (await login.json()) as AuthResponse;
  const search = await page.request.post('/api/games/get-games-paginated', {
    headers: { authorization: `Bearer ${token}` },
    data: { pageSize: 10, pageNumber: 1 },
  });
  const paged = (await search.json()) as PagedGames;
  const gameId = paged.pages[0]?.data[0]?.gameId;
  expect(gameId).toBeDefined();

  const scripts = collectScripts(page);
  await page.goto(`/playergame/${gameId}`);
  await expect(page.getByRole('grid', { name: 'Spillebrett' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  await expect(page.locator('.replay-graph canvas')).toBeVisible();
  await page.waitForLoadState('networkidle');
  let first = 0;
  let graph = 0;
  for (const [url, body] of scripts) {
    if (LAZY_GRAPH_CHUNK.test(url)) graph += await gzipBytes(body);
    else first += await gzipBytes(body);
  }
  console.log(
    `replay page JavaScript: ${scripts.size} files, first load ${kb(first)} gzip, ` +
      `then the graph ${kb(graph)} gzip`,
  );
  // uPlot came afterwards, on its own: the first load does not carry it.
  expect(graph).toBeGreaterThan(10 * 1024);
  expect(first).toBeLessThanOrEqual(REPLAY_JS_BUDGET);
});

/**
 * 'Øv på feilene' (/ov) loads at most 45 KB of JavaScript after gzip beyond the shell: 40 KB until
 * the puzzle showed its context (the score, the bag or the opponent's rack, the blank named, the
 * tap hint: 41.0 KB measured with them), 42 KB until the exercise read the server's verdict of
 * the move (a rack inferred after the game, the best move the replay names: 43.1 KB measured),
 * 44 KB until the answers carried their freshness as a field and the engine its strategy model
 * (44.3 KB measured); the Web Worker's word list loader is a third of it.
 */
const PRACTICE_JS_BUDGET = 45 * 1024;

test("'Øv på feilene' loads at most 45 KB of JavaScript beyond the shell after gzip", async ({
  page,
}) => {
  await signInAs(page, 'player');
  const scripts = collectScripts(page);
  // The shell: the app signed in, on its first page.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hvor mange?' })).toBeVisible();
  // What the shell loads once the page has settled (the service worker's registration, the live
  // stream) belongs to the shell, not to the page opened next.
  await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 10_000)),
    ]),
  );
  await page.waitForLoadState('networkidle');
  const shell = new Set(scripts.keys());
  await page.getByRole('navigation').getByRole('link', { name: 'Øv' }).first().click();
  await expect(page.getByRole('grid', { name: 'Brett for å legge brikker' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Everything beyond the shell counts, the Web Worker's engine that checks a placement too.
  let beyond = 0;
  let files = 0;
  for (const [url, body] of scripts) {
    if (shell.has(url)) continue;
    beyond += await gzipBytes(body);
    files += 1;
  }
  console.log(`practice page JavaScript beyond the shell: ${files} files, ${kb(beyond)} gzip`);
  expect(beyond).toBeLessThanOrEqual(PRACTICE_JS_BUDGET);
});

test("the production build leaves the answers' contract check out", () => {
  // src/api/client.ts loads it only when import.meta.env.DEV (docs/architecture.md, Answers
  // checked against the contract): no built script holds its words or the schemas.
  const assets = path.resolve('dist/assets');
  const scripts = fs.readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const carrying = scripts.filter((name) =>
    /breaks the contract|answersOffContract/.test(fs.readFileSync(path.join(assets, name), 'utf8')),
  );
  expect(carrying).toEqual([]);
});
