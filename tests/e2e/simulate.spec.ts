/**
 * 'Simuler' end to end (docs/strategy.md "Simulation"), against the demo data: on a bot move
 * (its rack known) the simulation runs in worker threads with a progress bar and a ranking in
 * Norwegian per cent, its explanation naming the sides, and a second visit shows the kept run at
 * once, at 1280 px and at 390 px; on a player's move whose rack is unknown, the panel says why there is no button.
 */
import { expect, test, type Page } from '@playwright/test';
import { ANALYSIS_TEXT } from '../../src/ui/text-analysis.ts';
import { SIMULATE_TEXT as T } from '../../src/ui/text-simulate.ts';
import { findAnalysedGame } from './analysis-games.ts';
import { analyseUntil, deviceAnalysisOnly, signInAs } from './helpers.ts';

// The device's analysis ('Foreløpig analyse'): the server's verdicts are served-analysis.spec.ts's.
test.beforeEach(({ page }) => deviceAnalysisOnly(page));

const panel = (page: Page) => page.locator('.replay-analysis');
const simulation = (page: Page) => panel(page).locator('.simulate');
const SHOTS = process.env['SIMULATE_SHOTS'];

async function openAnalysis(page: Page, phone: boolean) {
  await expect(page.getByRole('grid', { name: 'Spillebrett' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  if (phone) await page.getByRole('button', { name: ANALYSIS_TEXT.toggle, exact: true }).click();
  const start = panel(page).getByRole('button', { name: ANALYSIS_TEXT.start });
  await analyseUntil(start, panel(page).getByText(/^Analysert med ordlisten /), 60_000);
}

for (const width of [1280, 390]) {
  test(`simulates a bot move and shows it again at once, ${width} px`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    const session = await signInAs(page, 'admin');
    const { details, analysis } = await findAnalysedGame(page.request, session.token);
    const bot = analysis.moves.findIndex((m) => m && !m.playerMove && m.rack && m.equityTop);
    const unknown = analysis.moves.findIndex((m) => m && m.playerMove && m.rack === null);
    expect(bot).toBeGreaterThanOrEqual(0);
    const url = `/playergame/${details.game.gameId}`;

    if (unknown >= 0) {
      await page.goto(`${url}?trekk=${unknown + 1}`);
      await openAnalysis(page, width < 768);
      await expect(simulation(page).getByText(T.rackUnknown)).toBeVisible();
      await expect(simulation(page).getByRole('button', { name: T.start })).toHaveCount(0);
    }

    await page.goto(`${url}?trekk=${bot + 1}`);
    await openAnalysis(page, width < 768);
    // 'Hva betyr tallene?' names the sides: Ordbot moves, the player replies.
    await simulation(page).getByText(T.explainSummary, { exact: true }).click();
    const explained = T.explain('Ordbot', details.game.playerName);
    await expect(simulation(page).locator('.simulate-explain p')).toHaveText(explained);
    await simulation(page).getByRole('button', { name: T.start }).click();
    // The ranking grows with the iterations; the bar shows how far it is.
    await expect(simulation(page).getByRole('progressbar')).toBeVisible({ timeout: 60_000 });
    await expect(simulation(page).getByRole('button', { name: T.cancel })).toBeVisible();
    if (SHOTS) await simulation(page).screenshot({ path: `${SHOTS}/running-${width}.png` });
    await expect(simulation(page).getByText(/^(Stoppet etter|Alle) /)).toBeVisible({
      timeout: 180_000,
    });
    const rows = simulation(page).locator('tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    await expect(rows.first().locator('td').nth(1)).toHaveText(/^\d{1,3},\d %$/);
    await expect(simulation(page).getByText(T.played, { exact: true })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/done-${width}.png`, fullPage: true });
    const first = await rows.first().textContent();

    // A second visit, offline: the kept run at once, no new run. The service worker serves the
    // page only once it controls it.
    // It controls a page loaded after it is active (no clients.claim): one online reload first.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
      await page.reload();
    }
    await page.context().setOffline(true);
    await page.reload();
    await openAnalysis(page, width < 768);
    await expect(simulation(page).getByText(new RegExp(T.fromDevice))).toBeVisible();
    await expect(rows.first()).toHaveText(first ?? '');
    await expect(simulation(page).getByRole('button', { name: T.again })).toBeVisible();
    await page.context().setOffline(false);
  });
}
