/**
 * The verdicts served with the game (../shared/docs/verdict.md), end to end on the demo data at
 * 1280 and 390 px: a finished game's first replay shows the server's review at once (its source,
 * its grades in the move list and the summary), with no click and no word list; the best move the
 * API names is the one the page lists first; a game visited once shows its review offline, from
 * the device; after the deep pass (the template's newest games), a person's move judged by its
 * inferred racks says so ('Trolig stativ'), its likeliest rack and how sure, at both widths. The
 * review is laid out for reading: at 1280 px the analysis in a column of its own, the tiles left
 * and the move list under the board; at 390 px all of it under the board, in order.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ServedAnalysis } from '@ordbot/contract/api-types.ts';
import { GRADE_LABELS } from '@ordbot/engine/analysis/grades.ts';
import { ANALYSIS_TEXT } from '../../src/ui/text-analysis.ts';
import { searchGames } from './analysis-games.ts';
import { expectNoSeriousA11yIssues, openAnalysisPanel, signInAs } from './helpers.ts';

const T = ANALYSIS_TEXT;
const panel = (page: Page) => page.locator('.replay-analysis');

type Verdict = ServedAnalysis['moves'][number];

/** A bot move graded with its rack known, in tiles in the bag. */
const gradedBotMove = (m: Verdict) =>
  m.grade !== null && m.side === 'BOT' && m.rack !== null && m.method === 'EQUITY';

/**
 * A finished NO_B game whose served review has a move `wanted` picks (by default a graded bot
 * move with a known rack), and that move.
 */
async function servedGame(
  request: APIRequestContext,
  token: string,
  wanted: (move: Verdict) => boolean = gradedBotMove,
  status: ServedAnalysis['status'] = 'QUICK',
) {
  const rows = await searchGames(request, token, true);
  for (const row of rows) {
    const answer = await request.get(`/api/games/${row.gameId}/analysis`);
    expect(answer.status()).toBe(200);
    const served = (await answer.json()) as ServedAnalysis;
    const graded = served.moves.find(wanted);
    if (served.status === status && graded) return { served, graded };
  }
  throw new Error('no served game with the move asked for');
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 900 : 844 } });

    test('the first replay shows the served review: no click, no word list', async ({ page }) => {
      test.setTimeout(90_000);
      const session = await signInAs(page, 'admin');
      const { served, graded } = await servedGame(page.request, session.token);
      expect(served.status).toBe('QUICK');
      const lexiconCalls: string[] = [];
      page.on('request', (req) => {
        if (/\/lexicons[/.]|\/api\/lexicons/.test(req.url())) lexiconCalls.push(req.url());
      });
      // The move's index in the replay's list (moves sorted by number).
      const moves = served.review?.moves.filter((m) => m !== null) ?? [];
      await page.goto(`/playergame/${served.gameId}?trekk=${graded.moveNum}`);
      await openAnalysisPanel(page);
      // Served: its source, the move's grade, and no button to start an analysis.
      await expect(panel(page).getByText(`${T.sourceTitle.QUICK}.`)).toBeVisible({
        timeout: 30_000,
      });
      await expect(panel(page).getByText(T.source.QUICK)).toBeVisible();
      await expect(panel(page).getByRole('button', { name: T.start })).toHaveCount(0);
      await expect(panel(page).locator('.analysis-grade')).toContainText(
        GRADE_LABELS[graded.grade as keyof typeof GRADE_LABELS],
      );
      // One best move: the API's first candidate heads the page's list.
      const best = graded.candidates[0]?.move as string;
      await expect(panel(page).locator('.analysis-verdict li').first()).toContainText(best);
      expect(moves.length).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      expect(lexiconCalls).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await expectNoSeriousA11yIssues(page);
    });
  });
}

for (const width of [1280, 390]) {
  test(`a person's inferred rack reads as inferred at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    const session = await signInAs(page, 'admin');
    const { served, graded } = await servedGame(
      page.request,
      session.token,
      (m) => m.rackSource === 'INFERRED' && (m.racks?.length ?? 0) > 1,
      'DEEP',
    );
    expect(graded.side).toBe('PLAYER');
    await page.goto(`/playergame/${served.gameId}?trekk=${graded.moveNum}`);
    await openAnalysisPanel(page);
    await expect(panel(page).getByText(`${T.sourceTitle.DEEP}.`)).toBeVisible({ timeout: 30_000 });
    const block = panel(page).locator('.analysis-inferred');
    await expect(block.getByRole('heading', { name: T.inferred.heading })).toBeVisible();
    // The likeliest rack, first among the racks listed, with how sure it is; never 'Stativ:'
    // as if it were known.
    const likeliest = graded.racks?.[0];
    await expect(block.locator('.analysis-inferred-racks li')).toHaveCount(
      graded.racks?.length ?? 0,
    );
    await expect(block.locator('.analysis-inferred-racks li').first()).toContainText(
      likeliest?.rack ?? '',
    );
    await expect(block.locator('.analysis-inferred-sure')).toContainText(likeliest?.rack ?? '');
    await expect(block).toContainText(
      /Boten så ikke stativet til .+anslått ut fra resten av partiet/,
    );
    if (graded.grade) {
      await expect(panel(page).locator('.analysis-grade')).toContainText('(anslått stativ)');
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await block.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/inferred-rack-${width}.png` });
    await expectNoSeriousA11yIssues(page);
  });
}

test('a game visited once shows its served review offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  const session = await signInAs(page, 'admin');
  const { served, graded } = await servedGame(page.request, session.token);
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto(`/playergame/${served.gameId}?trekk=${graded.moveNum}`);
  await expect(panel(page).getByText(`${T.sourceTitle.QUICK}.`)).toBeVisible({ timeout: 30_000 });
  await context.setOffline(true);
  await page.reload();
  await expect(panel(page).getByText(`${T.sourceTitle.QUICK}.`)).toBeVisible({ timeout: 60_000 });
  await expect(panel(page).locator('.analysis-grade')).toContainText(
    GRADE_LABELS[graded.grade as keyof typeof GRADE_LABELS],
  );
  await context.setOffline(false);
});

test("with no ?trekk the served review opens at the player's first graded move", async ({
  page,
}) => {
  const session = await signInAs(page, 'admin');
  // The player's first graded move (the served verdicts are in move order).
  const { served, graded: first } = await servedGame(
    page.request,
    session.token,
    (m) => m.side === 'PLAYER' && m.grade !== null,
  );
  const order = (served.review?.moves ?? [])
    .filter((m) => m !== null)
    .map((m) => m.moveNum)
    .sort((a, b) => a - b);
  expect(order.length).toBeGreaterThan(0);
  await page.goto(`/playergame/${served.gameId}`);
  const details = await (await page.request.get(`/api/games/gamemoves/${served.gameId}`)).json();
  const count = (details as { moves: unknown[] }).moves.length;
  await expect(page.locator('.replay-status')).toHaveText(`Trekk ${first.moveNum} av ${count}`, {
    timeout: 30_000,
  });
});

test.describe('the review laid out for reading at 1280x900', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the analysis reads in a wide column; the best list never leads with a graded move', async ({
    page,
  }) => {
    const session = await signInAs(page, 'admin');
    const { served, graded } = await servedGame(page.request, session.token);
    await page.goto(`/playergame/${served.gameId}?trekk=${graded.moveNum}`);
    await expect(panel(page).getByText(`${T.sourceTitle.QUICK}.`)).toBeVisible({
      timeout: 30_000,
    });
    // The analysis reads in a 30 rem column of its own; the tiles left and the move list sit
    // under the board, left of it, not below a page-long analysis.
    const boxOf = async (selector: string) => {
      const box = await page.locator(selector).boundingBox();
      expect(box, selector).not.toBeNull();
      return box!;
    };
    const board = await boxOf('.replay-board');
    const analysis = await boxOf('.replay-analysis');
    const pool = await boxOf('.replay-pool');
    const moves = await boxOf('.replay-moves');
    expect(analysis.width).toBeGreaterThanOrEqual(480);
    for (const box of [pool, moves]) {
      expect(box.x + box.width).toBeLessThanOrEqual(analysis.x);
      expect(box.y).toBeGreaterThanOrEqual(board.y + board.height);
    }
    const answers = await panel(page).locator('.analysis-facts dd').first().boundingBox();
    expect(answers?.width ?? 0).toBeGreaterThanOrEqual(260);
    // A move's button keeps its notation on one line: as tall as its points.
    const best = panel(page).locator('.analysis-verdict li .analysis-alt').first();
    const notation = await best.locator('.analysis-notation').boundingBox();
    const points = await best.locator('.analysis-points').boundingBox();
    expect(notation?.height ?? Infinity).toBeLessThan((points?.height ?? 0) * 1.5);
    // A graded move is not the best: its list leads with a better one, not with 'Spilt'.
    const first = panel(page).locator('.analysis-verdict li').first();
    await expect(first).not.toContainText(T.played);
  });

  test("'Prøv et eget trekk' fits the window, its answer beside the board", async ({ page }) => {
    const session = await signInAs(page, 'admin');
    const { served, graded: person } = await servedGame(
      page.request,
      session.token,
      (m) => m.side === 'PLAYER' && m.rackSource === 'TILES',
    );
    await page.goto(`/playergame/${served.gameId}?trekk=${person.moveNum}`);
    await page.getByRole('button', { name: 'Prøv et eget trekk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Prøv et eget trekk' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(900);
    // The tiles the move placed, back on the board where they went: a legal answer.
    const check = dialog.getByRole('button', { name: 'Sjekk' });
    const outcome = dialog.locator('.move-trial-outcome');
    const checkBox = await check.boundingBox();
    const outcomeBox = await outcome.boundingBox();
    // Beside the buttons, not below the window.
    expect((outcomeBox?.y ?? 0) + 40).toBeLessThanOrEqual(900);
    expect(outcomeBox?.y ?? 0).toBeGreaterThanOrEqual(checkBox?.y ?? 0);
  });
});

test.describe('the review stacked for a phone at 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the board first, then its controls, the card, the analysis, the graph and the tiles', async ({
    page,
  }) => {
    const session = await signInAs(page, 'admin');
    const { served, graded } = await servedGame(page.request, session.token);
    await page.goto(`/playergame/${served.gameId}?trekk=${graded.moveNum}`);
    await openAnalysisPanel(page);
    await expect(panel(page).getByText(`${T.sourceTitle.QUICK}.`)).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.locator('.replay-practice')).toBeVisible();
    const order = [
      '.replay-board',
      '.replay-controls',
      '.replay-mistakes',
      '.replay-info',
      '.replay-analysis',
      '.replay-practice',
      '.replay-notation',
      '.replay-graph',
      '.replay-pool',
    ];
    const tops = await Promise.all(
      order.map((s) =>
        page.locator(s).evaluate((el) => el.getBoundingClientRect().top + window.scrollY),
      ),
    );
    // Each part starts below the one before it: nothing sits above the board.
    for (let i = 1; i < order.length; i++)
      expect(tops[i], `${order[i]} below ${order[i - 1]}`).toBeGreaterThan(tops[i - 1]!);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
  });
});
