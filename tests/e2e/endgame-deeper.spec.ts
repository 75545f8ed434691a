/**
 * 'Søk dypere' on an endgame the review searched without proving it, at 1280 and 390 px: the
 * search runs in the browser's worker step by step, shows its depth and the positions read, can
 * be stopped, judges the move as the test process's own deeper search of the same game does
 * (packages/engine/analysis/endgame-deeper.ts, the same core code and lexicon), and shows the
 * step kept on the device at once on a second visit.
 */
import { expect, test, type Page } from '@playwright/test';
import { deeperEndgame, type DeeperStep } from '@ordbot/engine/analysis/endgame-deeper.ts';
import { getLexicon } from '@ordbot/engine/node/lexicon-files.ts';
import { toAnalysisGame } from '../../src/features/replay/analysis-logic.ts';
import { ANALYSIS_TEXT } from '../../src/ui/text-analysis.ts';
import { ENDGAME_DEEPER_TEXT as D } from '../../src/ui/text-endgame-deeper.ts';
import { findAnalysedGame } from './analysis-games.ts';
import { analyseUntil, deviceAnalysisOnly, openAnalysisPanel, signInAs } from './helpers.ts';

// The device's analysis ('Foreløpig analyse'): the server's verdicts are served-analysis.spec.ts's.
test.beforeEach(({ page }) => deviceAnalysisOnly(page));

const T = ANALYSIS_TEXT;
const WIDTHS = [1280, 390] as const;
const panel = (page: Page) => page.locator('.replay-analysis');

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 900 : 844 } });

    test("'Søk dypere' searches an unproven endgame on, shows how deep, and stops", async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const session = await signInAs(page, 'player');
      const { details, analysis } = await findAnalysedGame(page.request, session.token, 2, true);
      const index = analysis.moves.findIndex((m) => m?.endgame?.proven === false);
      expect(index, 'the game has an endgame the review did not prove').toBeGreaterThanOrEqual(0);
      const move = analysis.moves[index]!;
      const mover = move.playerMove ? details.game.playerName : 'Ordbot';

      // What the deeper search finds at its first steps, in this process.
      const moves = [...details.moves].sort((a, b) => a.moveNum - b.moveNum);
      const layoutRes = await page.request.get(
        `/api/boards/board-square-types/${details.game.boardInfo.boardTypeId}`,
      );
      const layout = ((await layoutRes.json()) as { types: number[] }).types;
      const deeper = deeperEndgame(
        getLexicon('NO_B'),
        toAnalysisGame(details, moves, layout),
        move.moveNum,
      )!;
      const steps: DeeperStep[] = [];
      for (let i = 0; i < 2; i++) {
        const step = deeper.step(deeper.next);
        steps.push(step);
        if (step.done) break;
      }

      await page.goto(`/playergame/${details.game.gameId}?trekk=${index + 1}`);
      await expect(page.getByRole('grid', { name: 'Spillebrett' })).toHaveAttribute(
        'aria-busy',
        'false',
      );
      await openAnalysisPanel(page);
      const start = panel(page).getByRole('button', { name: T.start });
      const section = panel(page).locator('.analysis-endgame-deeper');
      await analyseUntil(start, section.getByRole('heading', { name: D.heading }), 90_000);
      await expect(section).toContainText(D.intro);
      await section.getByRole('button', { name: D.start, exact: true }).click();
      // The first step's result, then stopped (or done, when a step proved it).
      await expect(section.getByRole('status')).toContainText(
        /^(Søker … så langt \d+ trekk dypt|Bevist etter|Ikke bevist etter)/,
        { timeout: 60_000 },
      );
      const stop = section.getByRole('button', { name: D.stop, exact: true });
      if (await stop.isVisible()) await stop.click();
      await expect(section.getByRole('status')).toContainText(/^(Stoppet etter|Bevist etter)/);
      await expect(section.getByRole('button', { name: D.again, exact: true })).toBeVisible();

      // The judgement shown is one of the steps this process found, named by its side.
      const shown = (await section.textContent()) ?? '';
      const matches = steps.filter((s) =>
        shown.includes(
          s.report.proven
            ? T.endgameLost(mover, s.report.lost)
            : T.endgameLostSearched(mover, s.report.lost),
        ),
      );
      expect(matches.length, shown).toBeGreaterThan(0);
      // A cut line ends in '…' (verdict.md rule 2).
      const lines = (await section.locator('.analysis-endgame-steps li').allTextContents()).filter(
        (line) => line !== '…',
      );
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        expect(line).toMatch(new RegExp(`^(${details.game.playerName}|Ordbot): `));
      }
      await page.screenshot({ path: `test-results/endgame-deeper-${width}.png` });

      // A second visit shows the step kept on the device at once, without searching again.
      const status = (await section.getByRole('status').textContent()) ?? '';
      await page.reload();
      await expect(page.getByRole('grid', { name: 'Spillebrett' })).toHaveAttribute(
        'aria-busy',
        'false',
      );
      await openAnalysisPanel(page);
      const analyse = panel(page).getByRole('button', { name: T.start });
      if (await analyse.isVisible()) await analyse.click();
      const kept = panel(page).locator('.analysis-endgame-deeper');
      await expect(kept.getByRole('status')).toHaveText(`${status} ${D.fromDevice}`, {
        timeout: 90_000,
      });
      const judged = matches.map((s) =>
        s.report.proven
          ? T.endgameLost(mover, s.report.lost)
          : T.endgameLostSearched(mover, s.report.lost),
      );
      const keptText = (await kept.textContent()) ?? '';
      expect(
        judged.some((text) => keptText.includes(text)),
        keptText,
      ).toBe(true);
      if (status.startsWith('Stoppet')) {
        await expect(kept.getByRole('button', { name: D.again, exact: true })).toBeVisible();
      }
    });
  });
}
