/**
 * The replay's move analysis end to end, against the demo data: a finished game's
 * analysis in the Web Worker, a preview of an alternative, n / N, the 'Hurtigtaster' dialog,
 * 'Prøv et stativ'; an ongoing game shows none of it; a game analysed once is analysed again
 * with no network. The test process analyses the same game with the same core code to know
 * which moves are graded.
 */
import { expect, test, type Page } from '@playwright/test';
import { GRADE_LABELS } from '@ordbot/engine/analysis/grades.ts';
import { ANALYSIS_TEXT } from '../../src/ui/text-analysis.ts';
import { formatDecimal as oneDecimal } from '@ordbot/contract/format.ts';
import { previewSquares } from '../../src/features/replay/analysis-logic.ts';
import { packBoard } from '@ordbot/engine/timeline-format.ts';
import { buildTimeline } from '@ordbot/engine/replay.ts';
import { findAnalysedGame, findOngoingGame } from './analysis-games.ts';
import { deviceAnalysisOnly, expectNoSeriousA11yIssues, signInAs } from './helpers.ts';

// The device's analysis ('Foreløpig analyse'): the server's verdicts are served-analysis.spec.ts's.
test.beforeEach(({ page }) => deviceAnalysisOnly(page));

const T = ANALYSIS_TEXT;

async function framesReady(page: Page) {
  await expect(page.getByRole('grid', { name: 'Spillebrett' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
}

const status = (page: Page) => page.locator('.replay-status');
const panel = (page: Page) => page.locator('.replay-analysis');

test('analyses a finished game: a move, a preview, n / N, the shortcuts and a rack', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const session = await signInAs(page, 'admin');
  const { details, analysis, graded } = await findAnalysedGame(page.request, session.token);
  const count = details.moves.length;
  const lexiconCalls: string[] = [];
  page.on('request', (req) => {
    if (/\/lexicons[/.]|\/api\/lexicons/.test(req.url())) lexiconCalls.push(req.url());
  });

  // From the empty board, so 'n' finds the first graded move.
  await page.goto(`/playergame/${details.game.gameId}?trekk=0`);
  await framesReady(page);
  // The word list is not fetched for the replay's first paint: only when asked for.
  await page.waitForLoadState('networkidle');
  expect(lexiconCalls).toEqual([]);
  await panel(page).getByRole('button', { name: T.start }).click();
  await expect(panel(page).getByText(/^Analysert med ordlisten /)).toBeVisible({
    timeout: 30_000,
  });
  expect(lexiconCalls.some((url) => /\/lexicons\/NO_B\.[0-9a-f]+\.dawg$/.test(url))).toBe(true);

  // n: the first graded move, its grade in the panel and in the move list.
  const first = graded[0] as number;
  const report = analysis.moves[first - 1]!;
  await page.keyboard.press('n');
  await expect(status(page)).toHaveText(`Trekk ${first} av ${count}`);
  const label = GRADE_LABELS[report.grade!];
  // Graded by win% lost: the NO_B tables ship with the word list.
  await expect(
    panel(page).getByText(
      T.gradeTagWin(
        label,
        report.playerMove ? details.game.playerName : 'Ordbot',
        oneDecimal(report.winLost!),
      ),
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Trekk' }).getByRole('button', { pressed: true }),
  ).toContainText(label);
  await expect(panel(page).getByText(report.words[0]!.word, { exact: true })).toBeVisible();
  await expect(panel(page).getByRole('heading', { name: T.bestSameTiles })).toBeVisible();

  // The best alternative on the board, before the move; the selected move stays.
  const best = report.rackTop?.[0] ?? report.bestSameTiles!;
  const button = panel(page)
    .getByRole('button', { name: T.previewLabel(best.notation, best.points) })
    .first();
  const timeline = buildTimeline(details.game, details.moves);
  const before = packBoard(timeline.frames[first - 1]!.board);
  const tiles = previewSquares(before, best).size;
  const previewed = page.locator('.replay-square.is-preview');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(previewed).toHaveCount(tiles);
  await expect(page.getByText(T.previewOn(best.notation, best.points))).toBeAttached();
  await expect(status(page)).toHaveText(`Trekk ${first} av ${count}`);
  await page.keyboard.press('Escape');
  await expect(previewed).toHaveCount(0);
  await expect(page.getByText(T.previewOff)).toBeAttached();
  await button.click();
  await expect(previewed).toHaveCount(tiles);
  await button.click();
  await expect(previewed).toHaveCount(0);

  // n and N between graded moves.
  if (graded.length > 1) {
    await page.keyboard.press('n');
    await expect(status(page)).toHaveText(`Trekk ${graded[1]} av ${count}`);
    await page.keyboard.press('N');
    await expect(status(page)).toHaveText(`Trekk ${first} av ${count}`);
  }

  // '?': every shortcut, in a dialog that Escape closes.
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: T.shortcuts });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row')).toHaveCount(T.shortcutList.length + 1);
  await expectNoSeriousA11yIssues(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // 'Prøv et stativ': a bad rack gets its message, a good one a top list for this position.
  const rack = panel(page).getByLabel(T.tryRack);
  await rack.fill('ABCDEFGH');
  await panel(page).getByRole('button', { name: T.tryRackSubmit }).click();
  await expect(panel(page).getByRole('alert')).toHaveText('Et stativ har høyst 7 brikker.');
  await rack.fill('ester?');
  await panel(page).getByRole('button', { name: T.tryRackSubmit }).click();
  await expect(
    panel(page).getByRole('heading', { name: T.tryRackResults('ESTER?') }),
  ).toBeVisible();
  await expect(panel(page).getByRole('alert')).toHaveCount(0);
  const tries = panel(page).locator('.analysis-rack .analysis-alt');
  await expect(tries).toHaveCount(10);
  // Typing in the field is not a shortcut.
  await rack.press('n');
  await expect(status(page)).toHaveText(`Trekk ${first} av ${count}`);

  await expect(panel(page).getByRole('heading', { name: T.summary })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('an ongoing game shows no analysis and no rack input', async ({ page }) => {
  const session = await signInAs(page, 'admin');
  const details = await findOngoingGame(page.request, session.token);
  await page.goto(`/playergame/${details.game.gameId}?trekk=1`);
  await framesReady(page);
  await expect(panel(page).getByText(T.ongoing)).toBeVisible();
  await expect(panel(page).getByRole('button', { name: T.start })).toHaveCount(0);
  await expect(page.getByLabel(T.tryRack)).toHaveCount(0);
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: T.shortcuts })).toBeVisible();
});

test('a game analysed once is analysed again with no network', async ({ page, context }) => {
  test.setTimeout(90_000);
  const session = await signInAs(page, 'admin');
  const { details } = await findAnalysedGame(page.request, session.token, 1);
  // Under the service worker, so the app shell itself loads offline.
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto(`/playergame/${details.game.gameId}`);
  await framesReady(page);
  await panel(page).getByRole('button', { name: T.start }).click();
  const named = panel(page).getByText(/^Analysert med ordlisten /);
  await expect(named).toBeVisible({ timeout: 30_000 });

  await context.setOffline(true);
  await page.reload();
  await framesReady(page);
  // The device has analysed before: the analysis runs at once, from the cached word list.
  await expect(named).toBeVisible({ timeout: 30_000 });
  await expect(panel(page).getByRole('alert')).toHaveCount(0);
  await page.keyboard.press('n');
  await expect(status(page)).not.toHaveText('');
  await context.setOffline(false);
});

test('at 360 px the analysis folds under its toggle below the board', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const session = await signInAs(page, 'admin');
  const { details } = await findAnalysedGame(page.request, session.token, 1);
  await page.goto(`/playergame/${details.game.gameId}`);
  await framesReady(page);
  const toggle = page.getByRole('button', { name: T.toggle, exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel(page).getByRole('button', { name: T.start })).toBeHidden();
  const board = await page.getByRole('grid', { name: 'Spillebrett' }).boundingBox();
  const below = await toggle.boundingBox();
  expect(below!.y).toBeGreaterThan(board!.y + board!.height);
  await toggle.click();
  await panel(page).getByRole('button', { name: T.start }).click();
  await expect(panel(page).getByText(/^Analysert med ordlisten /)).toBeVisible({
    timeout: 30_000,
  });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yIssues(page);
});
