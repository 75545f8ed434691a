/**
 * The review in winning chances end to end (docs/strategy.md "Replay texts"), against the demo
 * data and the shipped NO_B tables: each side's 'Nøyaktighet' and graded moves in
 * 'Oppsummering' (a link selects its move), a click on a mark of the 'Vinnersjanse' graph,
 * 'Forrige feil' / 'Neste feil' with taps on a phone-sized page, the best alternative drawn at
 * once with its 'Beste trekk' legend, 'Hvorfor' for a graded move, the column letters and row
 * numbers, the endgame sections ('Perfekt sluttspill' or 'Sluttspill (søkt N trekk dypt)', 'Før
 * sluttspillet') at 1280 and 390 px, offline after one visit, and axe on each. The test process
 * analyses the same game with the same core code and tables, so it knows every figure the page
 * must show.
 */
import { expect, test, type Page } from '@playwright/test';
import { GRADE_LABELS } from '@ordbot/engine/analysis/grades.ts';
import type { GameAnalysis } from '@ordbot/engine/analysis/types.ts';
import { formatDecimal as oneDecimal } from '@ordbot/contract/format.ts';
import { ANALYSIS_TEXT } from '../../src/ui/text-analysis.ts';
import { findAnalysedGame } from './analysis-games.ts';
import {
  analyseUntil,
  deviceAnalysisOnly,
  expectNoSeriousA11yIssues,
  openAnalysisPanel,
  signInAs,
} from './helpers.ts';

// The device's analysis ('Foreløpig analyse'): the server's verdicts are served-analysis.spec.ts's.
test.beforeEach(({ page }) => deviceAnalysisOnly(page));

const T = ANALYSIS_TEXT;

const status = (page: Page) => page.locator('.replay-status');
const panel = (page: Page) => page.locator('.replay-analysis');

async function openAnalysed(page: Page, gameId: number, move = 0) {
  await page.goto(`/playergame/${gameId}?trekk=${move}`);
  await expect(page.getByRole('grid', { name: 'Spillebrett' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  await openAnalysisPanel(page);
  // A game analysed before on this page is shown again without asking.
  const start = panel(page).getByRole('button', { name: T.start });
  const done = panel(page).getByText(/^Analysert med ordlisten /);
  await analyseUntil(start, done, 120_000);
}

/** The 1-based index in the replay of each graded move of a side, in order. */
function gradedIndexes(analysis: GameAnalysis, player: boolean): number[] {
  return analysis.moves.flatMap((m, i) => (m?.grade && m.playerMove === player ? [i + 1] : []));
}

test('leads with each side\'s accuracy and graded moves; a link, a graph mark and "Hvorfor"', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const session = await signInAs(page, 'admin');
  const { details, analysis, graded } = await findAnalysedGame(page.request, session.token, 2);
  const count = details.moves.length;
  await openAnalysed(page, details.game.gameId);

  // 'Analysert med' names the tables' version.
  await expect(panel(page).getByText(T.analysedWith(analysis.strategyVersion!))).toBeVisible();

  // 'Oppsummering': 'Nøyaktighet' per side, as the engine computes it.
  const summary = panel(page).locator('.analysis-summary');
  const accuracyRow = summary.getByRole('row', { name: new RegExp(`^${T.summaryAccuracy}`) });
  for (const side of [analysis.summary.player, analysis.summary.bot]) {
    await expect(accuracyRow).toContainText(
      side.accuracy === null ? T.summaryNone : oneDecimal(side.accuracy),
    );
  }
  // The graded moves as links; the player's first selects its move.
  const links = summary.locator('.analysis-graded button');
  const all = [...gradedIndexes(analysis, true), ...gradedIndexes(analysis, false)];
  await expect(links).toHaveCount(all.length);
  const firstOwn = gradedIndexes(analysis, true)[0] ?? gradedIndexes(analysis, false)[0]!;
  const label = GRADE_LABELS[analysis.moves[firstOwn - 1]!.grade!];
  await summary.getByRole('button', { name: T.summaryGradedMove(firstOwn, label) }).click();
  await expect(status(page)).toHaveText(`Trekk ${firstOwn} av ${count}`);

  // The best known alternative is on the board at once, with its legend.
  const report = analysis.moves[firstOwn - 1]!;
  await expect(page.getByText(T.bestLegend, { exact: true }).first()).toBeVisible();
  await expect(page.locator('.replay-square.is-preview').first()).toBeVisible();
  await expect(
    panel(page).getByText(
      T.gradeTagWin(
        label,
        report.playerMove ? details.game.playerName : 'Ordbot',
        oneDecimal(report.winLost!),
      ),
    ),
  ).toBeVisible();

  // 'Hvorfor': the verdict, the better move's points broken down, the leaves; never the
  // opponent's real next rack.
  const why = panel(page).locator('.analysis-why');
  if (report.why) {
    await expect(why.getByRole('heading', { name: T.why })).toBeVisible();
    await expect(why).toContainText(
      T.whyBetterScore(report.why.better.notation, report.why.better.points),
    );
    await expect(why.locator('.analysis-why-verdict')).toContainText(
      `${report.why.better.notation} er bedre for ${report.playerMove ? details.game.playerName : 'Ordbot'} enn ${report.why.played.notation}`,
    );
    const next = [...details.moves]
      .sort((a, b) => a.moveNum - b.moveNum)
      .find((m) => m.moveNum > report.moveNum);
    if (next?.rack && next.playerMove !== report.playerMove) {
      await expect(why).not.toContainText(next.rack);
    }
  }
  await expectNoSeriousA11yIssues(page);

  // The 'Vinnersjanse' graph: a click at a graded move's mark selects it.
  const target = graded[graded.length - 1]!;
  const plot = page.getByRole('img', { name: /vinnersjanse etter hvert trekk/ });
  await expect(plot).toBeVisible();
  const over = plot.locator('.u-over');
  await expect(over).toBeVisible();
  const box = (await over.boundingBox())!;
  await over.click({ position: { x: (target / count) * box.width, y: box.height / 2 } });
  await expect(status(page)).toHaveText(`Trekk ${target} av ${count}`);
  // The score graph is still a click away.
  await page.getByRole('button', { name: T.scoreGraphShow }).click();
  await expect(page.getByRole('button', { name: T.winGraphShow })).toBeVisible();

  // The board's edges: column letters and row numbers.
  const board = page.locator('.replay-board-frame, .replay-board').first();
  for (const edge of ['A', 'O', '1', '15'])
    await expect(board.getByText(edge, { exact: true }).first()).toBeAttached();
});

test("'Neste feil' and 'Forrige feil' with taps on a phone, in reach from the analysis, the board in view", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await deviceAnalysisOnly(page);
  const session = await signInAs(page, 'admin');
  const { details, graded } = await findAnalysedGame(page.request, session.token, 2);
  const count = details.moves.length;
  // As a person opens it: at the game's end, the analysis started from its panel under the board.
  await openAnalysed(page, details.game.gameId, count);
  await expect(status(page)).toHaveText(`Trekk ${count} av ${count}`);
  await panel(page)
    .getByText(/^Analysert med ordlisten /)
    .scrollIntoViewIfNeeded();

  const next = page.getByRole('button', { name: T.nextMistake });
  const previous = page.getByRole('button', { name: T.previousMistake });
  const board = page.locator('.replay-board');
  // In reach where the reader is (a tap does not scroll the page first, as Playwright's would),
  // large enough to hit, and not covered.
  const inReach = async (button: typeof next) => {
    await expect(button).toBeInViewport();
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.textContent ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).toBe(await button.textContent());
    await expect(button).toBeEnabled();
  };
  // From the end, 'Neste feil' goes round to the first mistake.
  await inReach(next);
  await next.tap();
  await expect(status(page)).toHaveText(`Trekk ${graded[0]} av ${count}`);
  await expect(board).toBeInViewport();
  await panel(page).scrollIntoViewIfNeeded();
  await inReach(next);
  await next.tap();
  await expect(status(page)).toHaveText(`Trekk ${graded[1]} av ${count}`);
  await inReach(previous);
  await previous.tap();
  await expect(status(page)).toHaveText(`Trekk ${graded[0]} av ${count}`);
  // And back from the first round to the last.
  await previous.tap();
  await expect(status(page)).toHaveText(`Trekk ${graded[graded.length - 1]} av ${count}`);
  // No horizontal scroll on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yIssues(page);
  await context.close();
});

for (const width of [1280, 390]) {
  test(`the endgame sections at ${width} px: 'Perfekt sluttspill' or 'Sluttspill (søkt N trekk dypt)', and 'Før sluttspillet'`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const session = await signInAs(page, 'admin');
    const { details, analysis } = await findAnalysedGame(
      page.request,
      session.token,
      0,
      true,
      true,
    );
    // Every empty-bag move of the game: proven or searched, with its best line.
    const endgames = analysis.moves.flatMap((m, i) => (m?.endgame ? [i] : []));
    const shown = [endgames[0]!, endgames[endgames.length - 1]!];
    for (const index of shown) {
      const move = analysis.moves[index]!;
      const endgame = move.endgame!;
      const mover = move.playerMove ? details.game.playerName : 'Ordbot';
      await openAnalysed(page, details.game.gameId, index + 1);
      const section = panel(page).locator('.analysis-endgame').first();
      // An unproven search says how deep it looked (an older analysis form has no `proven`).
      const proven = endgame.proven !== false;
      const heading = proven ? T.endgame : T.endgameSearched(endgame.depth);
      await expect(section.getByRole('heading', { name: heading })).toBeVisible();
      await expect(section).toContainText(
        proven ? T.endgameLost(mover, endgame.lost) : T.endgameLostSearched(mover, endgame.lost),
      );
      for (const step of endgame.best) await expect(section).toContainText(step.notation);
    }
    // 'Før sluttspillet': the played move's share of wins over the draws of the last tile.
    const index = analysis.moves.findIndex((m) => m?.preendgame);
    const pre = analysis.moves[index]!.preendgame!;
    await openAnalysed(page, details.game.gameId, index + 1);
    const section = panel(page).locator('.analysis-preendgame');
    await expect(section.getByRole('heading', { name: T.preendgame })).toBeVisible();
    await expect(section).toContainText(pre.played.notation);
    await expect(section).toContainText(`${pre.played.wins} av ${pre.played.drawsTotal}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await expectNoSeriousA11yIssues(page);
  });
}

test('the review works offline after one visit', async ({ page, context }) => {
  test.setTimeout(120_000);
  const session = await signInAs(page, 'admin');
  const { details, analysis } = await findAnalysedGame(page.request, session.token, 1);
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await openAnalysed(page, details.game.gameId);
  await context.setOffline(true);
  await page.reload();
  await expect(panel(page).getByText(/^Analysert med ordlisten /)).toBeVisible({
    timeout: 60_000,
  });
  // Still in winning chances: the tables came from the device's cache.
  await expect(panel(page).getByText(T.analysedWith(analysis.strategyVersion!))).toBeVisible();
  await page.getByRole('button', { name: T.nextMistake }).click();
  await expect(panel(page).getByText(T.winLost).first()).toBeVisible();
  await context.setOffline(false);
});
