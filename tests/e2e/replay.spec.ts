// Over 300 lines: the replay's navigation, board, pools and broken moves share the games the
// bot sends at the top.
import { expect, test, type Page } from '@playwright/test';
import type { BotGameResult, GameDetails, PagedGames } from '@ordbot/contract/api-types.ts';
import { makeGame } from '../server/fixtures.ts';
import { deviceAnalysisOnly, expectNoSeriousA11yIssues, signInAs } from './helpers.ts';

const BOT_KEY = process.env.BOT_API_KEY ?? 'e2e-bot-key-0123456789';
const GUIDANCE = 'Velg et trekk fra listen for å se brettet etter det trekket';

/** A demo game with a few moves and no broken ones, found through the admin's game search. */
async function findDemoGame(page: Page, minMoves = 3, finished = false): Promise<GameDetails> {
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
    if (details.hasBrokenMoves || details.moves.length < minMoves || normal < 2) continue;
    if (!finished || details.game.finished) return details;
  }
  throw new Error('no usable demo game');
}

/** The board has its frames (built in the Web Worker). */
async function framesReady(page: Page) {
  const grid = page.getByRole('grid', { name: 'Spillebrett' });
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  return grid;
}

function replayUrl(gameId: number, move?: number) {
  return new RegExp(`/playergame/${gameId}${move === undefined ? '$' : `\\?trekk=${move}$`}`);
}

test('steps through a whole game with the buttons and with the keys', async ({ page }) => {
  test.setTimeout(60_000);
  const details = await findDemoGame(page, 3, true);
  const count = details.moves.length;
  const { gameId } = details.game;
  // No review known: the replay stays at the latest move (a known review opens at the first
  // mistake: served-analysis.spec.ts).
  await deviceAnalysisOnly(page);
  await page.goto(`/playergame/${gameId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `${details.game.playerName} mot Ordbot` }),
  ).toBeVisible();
  const grid = await framesReady(page);
  await expect(grid.getByRole('row')).toHaveCount(15);
  await expect(grid.getByRole('gridcell')).toHaveCount(225);

  const previous = page.getByRole('button', { name: 'Forrige trekk' });
  const next = page.getByRole('button', { name: 'Neste trekk' });
  const status = page.locator('.replay-status');
  // A finished game opens at its result; Home goes back to the empty board.
  await expect(status).toHaveText(`Trekk ${count} av ${count}`);
  await grid.focus();
  await page.keyboard.press('Home');
  await expect(page.getByText(GUIDANCE)).toBeVisible();
  await expect(page).toHaveURL(replayUrl(gameId, 0));
  await expect(previous).toBeDisabled();
  for (let n = 1; n <= count; n++) {
    await next.click();
    await expect(status).toHaveText(`Trekk ${n} av ${count}`);
  }
  await expect(next).toBeDisabled();
  await expect(page).toHaveURL(replayUrl(gameId));
  // The last board holds letters, and the info card the record's final score.
  await expect(grid.locator('.replay-tile').first()).toBeVisible();
  await expect(page.locator('.replay-info')).toContainText(
    `${details.game.playerScore} – ${details.game.botScore}`,
  );

  await grid.focus();
  await page.keyboard.press('Home');
  await expect(previous).toBeDisabled();
  await expect(page).toHaveURL(replayUrl(gameId, 0));
  for (let n = 1; n <= count; n++) {
    await page.keyboard.press('ArrowRight');
    await expect(status).toHaveText(`Trekk ${n} av ${count}`);
  }
  await page.keyboard.press('ArrowRight');
  await expect(status).toHaveText(`Trekk ${count} av ${count}`);
  for (let n = count - 1; n >= 1; n--) {
    await page.keyboard.press('ArrowLeft');
    await expect(status).toHaveText(`Trekk ${n} av ${count}`);
  }
  await page.keyboard.press('End');
  await expect(next).toBeDisabled();
  await expect(grid).toBeFocused();
});

test('opens at ?trekk=N and keeps the address in step without reloading', async ({ page }) => {
  const details = await findDemoGame(page, 4);
  const count = details.moves.length;
  const { gameId } = details.game;
  let loads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/games/gamemoves/')) loads++;
  });
  await page.goto(`/playergame/${gameId}?trekk=3`);
  await framesReady(page);
  const status = page.locator('.replay-status');
  await expect(status).toHaveText(`Trekk 3 av ${count}`);
  const list = page.getByRole('list', { name: 'Trekk' });
  await expect(list.getByRole('button').nth(2)).toHaveAttribute('aria-pressed', 'true');
  const historyLength = await page.evaluate(() => history.length);

  await page.getByRole('button', { name: 'Neste trekk' }).click();
  await expect(page).toHaveURL(replayUrl(gameId, 4));
  await page.getByRole('grid').focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(replayUrl(gameId, 2));
  await page.keyboard.press('Home');
  // With no ?trekk a game shows its latest move, so the empty board keeps ?trekk=0.
  await expect(page).toHaveURL(replayUrl(gameId, 0));
  await expect(page.getByText(GUIDANCE)).toBeVisible();
  // Replaced, never pushed; and the page was never re-created (one load of the moves).
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  expect(loads).toBe(1);

  // Past the end it opens at the last move; rubbish is ignored.
  await page.goto(`/playergame/${gameId}?trekk=9999`);
  await expect(status).toHaveText(`Trekk ${count} av ${count}`);
  await expect(page).toHaveURL(replayUrl(gameId));
  await page.goto(`/playergame/${gameId}?trekk=x`);
  await framesReady(page);
  // Rubbish opens where the game opens: at its latest move.
  await expect(status).toHaveText(`Trekk ${count} av ${count}`);
  await expect(page).toHaveURL(replayUrl(gameId));
});

test('a click on the score graph jumps to the nearest move', async ({ page }) => {
  const details = await findDemoGame(page, 6);
  const count = details.moves.length;
  await page.goto(`/playergame/${details.game.gameId}`);
  await framesReady(page);
  const graph = page.getByRole('img', { name: /Poeng for .* og Ordbot etter hvert trekk/ });
  await expect(graph.locator('canvas')).toBeVisible();
  const over = graph.locator('.u-over');
  const status = page.locator('.replay-status');
  // The graph is drawn again when its data changes (a plot made anew, so a box read a moment
  // before may be gone): each click reads the plot area as it is then, and is tried again.
  const clickAt = async (share: (width: number) => number, expected: string) =>
    expect(async () => {
      await over.scrollIntoViewIfNeeded();
      const box = await over.boundingBox();
      if (!box) throw new Error('the graph has no plot area');
      await page.mouse.click(box.x + share(box.width), box.y + box.height / 2);
      await expect(status).toHaveText(expected, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
  const target = Math.round(count / 2);
  await clickAt((width) => (width * target) / count, `Trekk ${target} av ${count}`);
  await expect(page).toHaveURL(replayUrl(details.game.gameId, target));
  await expect(graph.locator('.replay-graph-marker')).toBeVisible();
  // Near the right edge: the last move.
  await clickAt((width) => width - 2, `Trekk ${count} av ${count}`);
});

test('shows the unseen tiles and the graph with no serious accessibility issues', async ({
  page,
}) => {
  const details = await findDemoGame(page);
  await page.goto(`/playergame/${details.game.gameId}?trekk=2`);
  await framesReady(page);
  await expect(page.getByRole('heading', { name: 'Brikker igjen' })).toBeVisible();
  const pool = page.getByRole('list', { name: 'Brikker som ikke er lagt på brettet' });
  // The Norwegian set has 27 kinds of tile: 26 letters and the blank.
  await expect(pool.getByRole('listitem')).toHaveCount(27);
  const onBoard = await page.locator('.replay-board .replay-tile').count();
  await expect(page.getByText(`${104 - onBoard} brikker igjen`)).toBeVisible();
  await expect(page.locator('.replay-graph canvas')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('a broken game shows the spec text instead of a board', async ({ page }) => {
  const game = makeGame({ gameId: 990_000_001, playerName: 'Korrupt Spiller', broken: true });
  const res = await page.request.post('/api/bot/games', {
    headers: { authorization: `Bearer ${BOT_KEY}` },
    data: game,
  });
  expect(res.status()).toBe(200);
  expect(((await res.json()) as BotGameResult).hasBrokenMoves).toBe(true);
  await page.goto(`/playergame/${game.gameId}`);
  await expect(page.getByRole('heading', { name: 'Korrupt Spiller mot Ordbot' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Spillet er korrupt og kan ikke vises.');
  await expect(page.getByRole('grid')).toHaveCount(0);
});

test('a failed load shows the spec text', async ({ page }) => {
  await page.route('**/api/games/gamemoves/*', (route) => route.abort());
  await page.goto('/playergame/123456');
  await expect(page.getByRole('alert')).toHaveText(
    'Beklager, kunne ikke laste spilldata. Vennligst prøv igjen senere.',
  );
  await expect(page.getByRole('grid')).toHaveCount(0);
});

test('at 360 px the board fills the width and the moves sit in the Trekk panel', async ({
  page,
}) => {
  const details = await findDemoGame(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/playergame/${details.game.gameId}`);
  const grid = await framesReady(page);
  await expect(grid.getByRole('gridcell')).toHaveCount(225);
  const list = page.getByRole('list', { name: 'Trekk' });
  await expect(list).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Trekk', exact: true });
  await toggle.click();
  await expect(list).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await list.getByRole('button').first().click();
  await expect(list).toBeHidden();
  await expect(page.locator('.replay-status')).toHaveText(`Trekk 1 av ${details.moves.length}`);
  const box = await grid.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(320);
  // Under the controls: the info card, the graph and the pool, all inside the width.
  await expect(page.locator('.replay-info')).toBeVisible();
  // The graph draws once it comes near the viewport, below the board on a phone.
  await page.locator('.replay-graph').scrollIntoViewIfNeeded();
  await expect(page.locator('.replay-graph canvas')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Brikker igjen' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yIssues(page);
});

test.describe('on a touch phone at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('opens a finished game at its last move, with values clear of letters and no key hints', async ({
    page,
  }) => {
    const details = await findDemoGame(page, 3, true);
    const count = details.moves.length;
    // No review known: the replay opens at the latest move.
    await deviceAnalysisOnly(page);
    await page.goto(`/playergame/${details.game.gameId}`);
    const grid = await framesReady(page);
    await expect(page.locator('.replay-status')).toHaveText(`Trekk ${count} av ${count}`);
    await expect(page.getByRole('button', { name: 'Neste trekk' })).toBeDisabled();
    await expect(page).toHaveURL(replayUrl(details.game.gameId));

    // No tile's point value lies over its letter.
    const overlaps = await grid.evaluate((board) =>
      [...board.querySelectorAll('.replay-tile')].flatMap((tile) => {
        const letter = tile.querySelector('.replay-letter')?.getBoundingClientRect();
        const points = tile.querySelector('.replay-points')?.getBoundingClientRect();
        if (!letter || !points) return [];
        const apart =
          letter.right <= points.left + 0.5 ||
          letter.bottom <= points.top + 0.5 ||
          points.right <= letter.left + 0.5 ||
          points.bottom <= letter.top + 0.5;
        return apart ? [] : [tile.textContent];
      }),
    );
    expect(await grid.locator('.replay-points').count()).toBeGreaterThan(5);
    expect(overlaps).toEqual([]);

    // Keyboard hints mean nothing without a keyboard.
    await expect(page.locator('.replay-hint')).toBeHidden();
  });
});

test('every square is named by what it shows, and the replay buttons are styled', async ({
  page,
}) => {
  const details = await findDemoGame(page, 3, true);
  // 'Analyser spillet' shows where the server has not judged the game yet.
  await deviceAnalysisOnly(page);
  await page.goto(`/playergame/${details.game.gameId}`);
  const grid = await framesReady(page);
  const mismatched = await grid.evaluate((board) =>
    [...board.querySelectorAll('[role=gridcell]')].flatMap((cell) => {
      const shown = (cell.textContent ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
      const name = (cell.getAttribute('aria-label') ?? '').toLowerCase();
      return name.includes(shown) ? [] : [`${shown} / ${name}`];
    }),
  );
  expect(mismatched).toEqual([]);

  // The info card fills its slot: no empty gap under it.
  const gap = await page
    .locator('.replay-info-slot')
    .evaluate(
      (slot) =>
        slot.getBoundingClientRect().bottom -
        (slot.firstElementChild?.getBoundingClientRect().bottom ?? 0),
    );
  expect(gap).toBeLessThanOrEqual(1);

  // 'Analyser spillet' looks like the app's other buttons, not the browser's default.
  const start = page.getByRole('button', { name: 'Analyser spillet' });
  const look = await start.evaluate((b) => {
    const style = getComputedStyle(b);
    return { height: b.getBoundingClientRect().height, radius: parseFloat(style.borderRadius) };
  });
  expect(look.height).toBeGreaterThanOrEqual(44);
  expect(look.radius).toBeGreaterThan(2);
});

test('the footer does not shift while the replay loads', async ({ page }) => {
  const details = await findDemoGame(page, 3, true);
  await page.addInitScript(() => {
    const w = window as unknown as { footerShifts: number };
    w.footerShifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        sources?: { node?: Node | null }[];
      })[]) {
        for (const source of entry.sources ?? []) {
          const el = source.node instanceof Element ? source.node : source.node?.parentElement;
          if (el?.closest('footer')) w.footerShifts++;
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`/playergame/${details.game.gameId}`);
  await framesReady(page);
  await page.waitForTimeout(500);
  expect(
    await page.evaluate(() => (window as unknown as { footerShifts: number }).footerShifts),
  ).toBe(0);
  await expect(page.getByRole('link', { name: 'Om Ordbot' })).toHaveAttribute('href', '/about');
});
