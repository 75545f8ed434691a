// Over 300 lines: the review as a new user reads it, one story per complaint (the sides named,
// whose rack, 'Hvorfor' with what each move opens, plain names, where it opens, offline,
// consistency) at both widths, over shared steps.
/**
 * The review speaks for one named player, in plain Norwegian, and opens where the lessons are:
 * at 1280 and 390 px, against the demo data and the shipped NO_B tables. The test process
 * analyses the same game with the same core code (analysis-games.ts), so it knows every figure.
 */
import { expect, test, type Page } from '@playwright/test';
import type { GameAnalysis } from '@ordbot/engine/analysis/types.ts';
import type { GameDetails } from '@ordbot/contract/api-types.ts';
import { ANALYSIS_TEXT, whyOpensClause } from '../../src/ui/text-analysis.ts';
import { ACCURACY_TEXT } from '../../src/ui/text-accuracy.ts';
import { findAnalysedGame, findOngoingGame, type AnalysedGame } from './analysis-games.ts';
import {
  analyseUntil,
  apiLogin,
  deviceAnalysisOnly,
  openAnalysisPanel,
  signInAs,
  storeSession,
} from './helpers.ts';

// The device's analysis ('Foreløpig analyse'): the server's verdicts are served-analysis.spec.ts's.
test.beforeEach(({ page }) => deviceAnalysisOnly(page));

const T = ANALYSIS_TEXT;
const WIDTHS = [1280, 390] as const;
const NOT_SAVED =
  'Du er frakoblet, og dette spillet er ikke lagret på denne enheten. Spill du har åpnet mens du var på nett, kan spilles av uten nett.';
const LIVE = 'Direkte: nye trekk vises her straks de er spilt.';
const NOT_LIVE = 'Ikke direkte: nye trekk vises når forbindelsen er tilbake.';

const status = (page: Page) => page.locator('.replay-status');
const panel = (page: Page) => page.locator('.replay-analysis');
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
/** A chance (0-1) as the page writes it: one decimal, '52,3 %'. */
const percent = (share: number) =>
  `${(Math.round(share * 1000) / 10).toLocaleString('nb-NO', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;

/** One analysed game per worker: finding it analyses demo games in the test process. */
let found: Promise<AnalysedGame> | undefined;
function analysedGame(page: Page, token: string): Promise<AnalysedGame> {
  // With a perfect endgame where the player's games have one.
  found ??= findAnalysedGame(page.request, token, 2, true).catch(() =>
    findAnalysedGame(page.request, token, 2),
  );
  return found;
}

/** The analysis panel open and the analysis done, at `?trekk=move` (or with no ?trekk). */
async function openAnalysed(page: Page, gameId: number, move?: number) {
  await page.goto(`/playergame/${gameId}${move === undefined ? '' : `?trekk=${move}`}`);
  await expect(page.getByRole('grid', { name: 'Spillebrett' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  await openAnalysisPanel(page);
  const start = panel(page).getByRole('button', { name: T.start });
  await analyseUntil(start, panel(page).getByText(/^Analysert med ordlisten /), 90_000);
}

/** The 1-based index of the first move of Ordbot with winning chances and a grade, else any. */
function botMove(analysis: GameAnalysis): number {
  const bot = analysis.moves.map((m, i) => ({ m, i })).filter(({ m }) => m && !m.playerMove);
  const graded = bot.find(({ m }) => m?.grade && m.winPlayed !== null && m.why);
  return (graded ?? bot.find(({ m }) => m?.winPlayed !== null)!).i + 1;
}

function sideName(details: GameDetails, playerMove: boolean): string {
  return playerMove ? details.game.playerName : 'Ordbot';
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 900 : 844 } });

    test("every figure speaks for the player and names its side, also on Ordbot's move", async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const session = await signInAs(page, 'player');
      const { details, analysis } = await analysedGame(page, session.token);
      const player = details.game.playerName;
      const index = botMove(analysis);
      const move = analysis.moves[index - 1]!;
      await openAnalysed(page, details.game.gameId, index);
      await expect(status(page)).toHaveText(`Trekk ${index} av ${details.moves.length}`);
      await expect(panel(page).getByText(T.moveBy('Ordbot'), { exact: true })).toBeVisible();
      // The chance is the player's, as the graph's: Ordbot's own chance turned round.
      const facts = panel(page).locator('.analysis-facts');
      await expect(facts.getByText(T.winChanceFor(player), { exact: true })).toBeVisible();
      const after = percent(1 - move.winPlayed!);
      expect(plain((await facts.locator('dd').first().textContent()) ?? '')).toBe(
        `${after} etter trekket, ${percent(1 - move.winBest!)} etter det beste kjente trekket til Ordbot`,
      );
      expect(percent(analysis.winChances![index]!)).toBe(after);
      await expect(facts).toContainText(T.winLost);
      await expect(facts).toContainText('Ordbot tapte');
      if (move.grade)
        await expect(panel(page).locator('.analysis-grade')).toContainText(' av Ordbot');
      await expect(panel(page)).not.toContainText('Trekkets spiller');
      await expect(panel(page)).not.toContainText('Motstanderen:');

      // The endgame's margins for the player, each step by its side's name.
      const end = analysis.moves.findIndex((m) => m?.endgame);
      expect(end, 'the game has an empty-bag move with both racks known').toBeGreaterThanOrEqual(0);
      const endMove = analysis.moves[end]!;
      await openAnalysed(page, details.game.gameId, end + 1);
      const section = panel(page).locator('.analysis-endgame');
      const endgame = endMove.endgame!;
      const mover = sideName(details, endMove.playerMove);
      await expect(section).toContainText(
        endgame.proven !== false
          ? T.endgameLost(mover, endgame.lost)
          : T.endgameLostSearched(mover, endgame.lost),
      );
      // 'sluttstilling for …' where the line ends the game, 'anslått for …' where it was cut.
      await expect(section).toContainText(`for ${player}:`);
      const steps = (await section.locator('li').allTextContents()).filter((s) => s !== '…');
      expect(steps.length).toBeGreaterThan(0);
      for (const step of steps) expect(step).toMatch(new RegExp(`^(${player}|Ordbot): `));
      await page.screenshot({ path: `test-results/review-named-${width}.png`, fullPage: false });
    });

    test("'Prøv et eget trekk' on Ordbot's move names whose rack it is", async ({ page }) => {
      test.setTimeout(180_000);
      const session = await signInAs(page, 'player');
      const { details, analysis } = await analysedGame(page, session.token);
      const index = botMove(analysis);
      await openAnalysed(page, details.game.gameId, index);
      await page.getByRole('button', { name: 'Prøv et eget trekk' }).click();
      const dialog = page.getByRole('dialog', { name: 'Prøv et eget trekk' });
      await expect(dialog.getByRole('grid', { name: 'Brett for å legge brikker' })).toBeVisible();
      await expect(dialog).toContainText(
        /Dette var stativet til Ordbot\.|Ordbot la disse brikkene\./,
      );
      await expect(dialog).not.toContainText('stativet ditt');
      await expect(dialog.getByRole('list', { name: 'Brikkene til Ordbot' })).toBeVisible();
      await page.screenshot({ path: `test-results/review-trial-${width}.png` });
    });

    test("'Hvorfor' reaches the verdict in one sentence, never with the opponent's real rack", async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const session = await signInAs(page, 'player');
      const { details, analysis } = await analysedGame(page, session.token);
      const index = analysis.moves.findIndex((m) => m?.why) + 1;
      const move = analysis.moves[index - 1]!;
      const why = move.why!;
      await openAnalysed(page, details.game.gameId, index);
      const section = panel(page).locator('.analysis-why');
      await expect(section.getByRole('heading', { name: T.why })).toBeVisible();
      const verdict = plain((await section.locator('.analysis-why-verdict').textContent()) ?? '');
      expect(verdict).toContain(
        `${why.better.notation} er bedre for ${sideName(details, move.playerMove)} enn ${why.played.notation}: ${why.better.points} mot ${why.played.points} poeng`,
      );
      // One sentence, with the player's chances where the tables give them.
      expect(verdict.match(/\.(\s|$)/g)?.length).toBe(1);
      if (move.winBest !== null) {
        const mine = (c: number) => percent(move.playerMove ? c : 1 - c);
        expect(verdict).toContain(
          `vinnersjansen til ${details.game.playerName} blir ${mine(move.winBest)} i stedet for ${mine(move.winPlayed!)}`,
        );
      }
      if (why.leaves) expect(verdict).toContain('beholder');
      // What each move opens for the other side, by name: its best reply over racks drawn from
      // the tiles the mover cannot see (the engine's figures, one decimal).
      const opponent = sideName(details, !move.playerMove);
      const opens = why.opens;
      expect(opens, 'the engine judges what each move opens').not.toBeNull();
      const decimal = (n: number) => n.toLocaleString('nb-NO', { maximumFractionDigits: 1 });
      const clause = whyOpensClause({
        opponent,
        better: decimal(opens!.afterBetter),
        played: decimal(opens!.afterPlayed),
        average: opens!.racks > 1,
        compare: Math.sign(opens!.afterBetter - opens!.afterPlayed) as -1 | 0 | 1,
      });
      expect(clause).toContain(`${opponent} kan `);
      expect(clause).toContain(`${decimal(opens!.afterBetter)} poeng`);
      // The better move is better for its opening, or in spite of it.
      expect(verdict).toContain(
        opens!.afterBetter > opens!.afterPlayed ? `, selv om ${clause}` : `, og ${clause}`,
      );
      const opensFact = section.locator('.analysis-why-opens');
      await expect(opensFact).toContainText(`Beste svar for ${opponent}: `);
      await expect(opensFact).toContainText(
        `brikkene ${sideName(details, move.playerMove)} ikke ser`,
      );
      await expect(section).not.toContainText(/motstanderen|\bdu\b|\bdin\b/);
      // The opponent's real next rack, which the mover could not know, is not there.
      const next = [...details.moves]
        .sort((a, b) => a.moveNum - b.moveNum)
        .find((m) => m.moveNum > move.moveNum);
      if (next?.rack && next.playerMove !== move.playerMove) {
        await expect(section).not.toContainText(next.rack);
      }
      await expect(section).not.toContainText('neste stativ');
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/review-why-${width}.png` });
    });

    test('plain Norwegian: no package or table codes, accuracy with its unit, a summary that agrees', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const session = await signInAs(page, 'player');
      const { details, analysis } = await analysedGame(page, session.token);
      const index = analysis.moves.findIndex((m) => m?.accuracy !== null) + 1;
      await openAnalysed(page, details.game.gameId, index);
      const text = plain((await panel(page).textContent()) ?? '');
      expect(text).not.toMatch(/@cspell|dict-nb|NO_B-\d/);
      expect(text).toContain('Analysert med ordlisten for norsk bokmål (');
      expect(text).toContain('Analysert med strategitabeller versjon 2.');
      // 'Nøyaktighet' in per cent, with its one-line explanation, per move and per side.
      await expect(panel(page).locator('.analysis-facts')).toContainText(/\d+,\d\s%/);
      await expect(panel(page).getByText(T.accuracyNote)).toBeVisible();
      await expect(panel(page).getByText(ACCURACY_TEXT.note)).toBeVisible();
      // The summary's rows say what they measure, and one note ties them together.
      const summary = panel(page).locator('.analysis-summary');
      for (const label of [T.summaryBestFound, T.summaryMissed, T.summaryBiggestMiss]) {
        await expect(summary.getByRole('rowheader', { name: label })).toBeVisible();
      }
      await expect(summary.getByText(T.summaryNote)).toBeVisible();
      const side = analysis.summary.player;
      await expect(
        summary.getByRole('row', { name: new RegExp(`^${T.summaryBestFound}`) }),
      ).toContainText(`${side.bestFound} av ${side.movesAnalysed}`);
      // Every figure with one decimal (the accuracy note's prose speaks of round shares).
      const figures = text.replace(plain(ACCURACY_TEXT.note), '');
      for (const found of figures.match(/\d+(,\d+)? %/g) ?? []) {
        expect(found).toMatch(/^\d+,\d %$/);
      }
      // The table fits the panel at both widths.
      const fits = await summary
        .locator('table')
        .evaluate((table) => table.scrollWidth <= (table.parentElement?.clientWidth ?? 0) + 1);
      expect(fits).toBe(true);
      await summary.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/review-summary-${width}.png` });
    });

    test('a finished game opens at its first mistake; an ongoing one at its latest move, live', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const session = await signInAs(page, 'player');
      const { details, analysis, graded } = await analysedGame(page, session.token);
      const ongoing = await findOngoingGame(page.request, session.token);
      const own = graded.filter((i) => analysis.moves[i - 1]?.playerMove);
      const first = own[0] ?? graded[0]!;
      // A device that has analysed before analyses a game as it opens.
      await page.addInitScript(() => localStorage.setItem('ordbot.analysis.used', '1'));
      await page.goto(`/playergame/${details.game.gameId}`);
      await expect(status(page)).toHaveText(`Trekk ${first} av ${details.moves.length}`, {
        timeout: 90_000,
      });
      // 'Neste feil' from the last graded move wraps round to the first.
      await page.goto(`/playergame/${details.game.gameId}?trekk=${graded.at(-1)}`);
      await page.getByRole('button', { name: T.nextMistake }).click({ timeout: 90_000 });
      await expect(status(page)).toHaveText(`Trekk ${graded[0]} av ${details.moves.length}`);

      // An ongoing game: its latest move, and 'Direkte' with no 'Ikke direkte' before it.
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { liveSeen: seen });
        new MutationObserver(() => {
          const note = document.querySelector('.live-note')?.textContent;
          if (note && seen.at(-1) !== note) seen.push(note);
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      await page.goto(`/playergame/${ongoing.game.gameId}`);
      const count = ongoing.moves.length;
      await expect(status(page)).toHaveText(`Trekk ${count} av ${count}`);
      await expect(page.getByText(LIVE)).toBeVisible({ timeout: 20_000 });
      const seen = await page.evaluate(
        () => (window as unknown as { liveSeen: string[] }).liveSeen,
      );
      expect(seen).not.toContain(NOT_LIVE);
      // Quietly: no 'Kobler til' while the stream waits for the page to settle.
      expect(seen.some((note) => note.startsWith('Kobler til'))).toBe(false);
      expect(seen.at(-1)).toBe(LIVE);
    });

    test("offline: one message for a game not stored, and for 'Mine Spill' and 'Øv' with nothing stored", async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      await page.goto('/');
      await storeSession(page, await apiLogin(page, 'player'));
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Ordbot' })).toBeVisible();
      await context.setOffline(true);
      await page.goto('/playergame/1234567');
      const alerts = page.getByRole('alert');
      await expect(alerts).toHaveText([NOT_SAVED]);
      await expect(page.getByText('Beklager, kunne ikke laste spilldata')).toHaveCount(0);
      // The banner says only that there is no network: it claims no stored data here.
      await expect(page.getByRole('status').filter({ hasText: 'Du er frakoblet.' })).toHaveText(
        'Du er frakoblet.',
      );
      await expect(page.getByText('lagrede data')).toHaveCount(0);
      await page.goto('/mygames');
      await expect(page.getByRole('heading', { level: 1, name: 'Mine Spill' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText([
        /^Du er frakoblet, og ingen spill for dette søket er lagret på denne enheten\./,
      ]);
      await page.goto('/ov');
      await expect(page.getByRole('alert')).toContainText(
        /^Du er frakoblet, og øvelsene er ikke lagret på denne enheten ennå\./,
      );
      await expect(page.getByText('Kunne ikke hente øvelsene')).toHaveCount(0);
      await page.screenshot({ path: `test-results/review-offline-${width}.png` });
      await context.setOffline(false);
    });

    test('consistency: page titles, menu labels as headings, role names, per cent', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const session = await signInAs(page, 'player');
      const ongoing = await findOngoingGame(page.request, session.token);
      await page.goto(`/playergame/${ongoing.game.gameId}`);
      // Named as the heading, not by the game's number.
      await expect(page).toHaveTitle(`${ongoing.game.playerName} mot Ordbot`);
      await page.goto('/mygames');
      await expect(page.getByRole('heading', { level: 1, name: 'Mine Spill' })).toBeVisible();
      await expect(page).toHaveTitle('Mine Spill – Ordbot');
      // The menu's label is the heading's (the spec's 'Mine Spill').
      if (width <= 768) await page.getByRole('button', { name: 'Åpne meny' }).click();
      await expect(
        page.getByRole('navigation').getByRole('link', { name: 'Mine Spill', exact: true }).first(),
      ).toBeVisible();
      await page.goto('/about');
      await expect(page).toHaveTitle('Om Ordbot');
      await expect(page.getByText('Veiledere (rollen Supervisor)')).toBeVisible();
      await page.goto('/');
      await expect(page).toHaveTitle('Ordbot – Statistikk og resultater');
    });
  });
}
