// Over 300 lines: practice's answers by keyboard, click and tap, offline and with axe share
// the exercise pickers and the one demo player's list at the top.
/**
 * 'Øv på feilene' end to end (docs/strategy.md, Practice): the demo player solves an exercise
 * with the keyboard, with clicks, and with taps on a phone-sized page; a legal but weaker answer
 * and an illegal one; 'Vis løsning'; an answer given offline is sent once the network is back,
 * counted once; axe on every state. Each test takes an exercise of its own (tests run in
 * parallel against one server and one player), from its own part of the list, and picks it by
 * what it needs (no blank, two tiles or more, ...), never by a fixed index alone: the demo data
 * may be made for another day (DEMO_TODAY), and every rule holds for any plan. At both widths,
 * 'Vis løsning' names the served verdict's best move, the one the replay lists first.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import type {
  AuthResponse,
  GameDetails,
  PracticeExercise,
  PracticeList,
  ServedAnalysis,
} from '@ordbot/contract/api-types.ts';
import { STORAGE_KEYS } from '@ordbot/contract/constants.ts';
import {
  apiLogin,
  deviceAnalysisOnly,
  expectNoSeriousA11yIssues,
  openAnalysisPanel,
  signInAs,
  storeSession,
} from './helpers.ts';

const COLUMNS = 'ABCDEFGHIJKLMNO';

// An exercise's first review waits for the word list and the tables in the worker, and a test
// may open several exercises before it finds one it can use: the default 30 s is too short on a
// busy machine (the inner waits already allow 20-30 s each).
test.describe.configure({ timeout: 90_000 });

interface Placement {
  notation: string;
  /** Squares and letters of the new tiles, in word order. */
  tiles: { index: number; letter: string }[];
  vertical: boolean;
  start: number;
}

async function exercises(page: Page, session: AuthResponse): Promise<PracticeExercise[]> {
  const res = await page.request.get('/api/practice', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as PracticeList).exercises;
}

/** The exercise `index` of the list, or a clear failure when the player has fewer. */
function nth(list: PracticeExercise[], index: number): PracticeExercise {
  const exercise = list[index];
  if (!exercise) throw new Error(`the demo player has ${list.length} exercises, not ${index + 1}`);
  return exercise;
}

/**
 * The exercises from `from` (20 of them, a part of the list no other test uses) whose played
 * move placed two tiles or more and used no blank (typing a letter takes a real tile; two tiles
 * can be laid out of line).
 */
async function* playedWithoutBlank(
  page: Page,
  session: AuthResponse,
  list: PracticeExercise[],
  from: number,
): AsyncGenerator<PracticeExercise> {
  for (const exercise of list.slice(from, from + 20)) {
    const res = await page.request.get(`/api/games/gamemoves/${exercise.gameId}`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    const game = (await res.json()) as GameDetails;
    const move = game.moves.find((m) => m.moveNum === exercise.moveNum);
    if (move && move.letters.length >= 2 && move.letters === move.letters.toUpperCase())
      yield exercise;
  }
}

async function open(page: Page, exercise: PracticeExercise) {
  await page.goto(`/ov?spill=${exercise.gameId}&trekk=${exercise.moveNum}`);
  await expect(page.getByRole('heading', { name: 'Øv på feilene', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Brett for å legge brikker' })).toBeVisible();
  await expect(page.getByText(/^\d+ av \d+ løst$/)).toBeVisible();
}

const square = (page: Page, index: number) => page.locator(`[data-square="${index}"]`);

/** The new tiles of a move in notation ('8H HASJ' across, 'H8 HASJ' down) on the shown board. */
async function placementOf(page: Page, notation: string): Promise<Placement> {
  const [where, word] = notation.split(' ') as [string, string];
  const vertical = /^[A-O]/.test(where);
  const column = COLUMNS.indexOf(vertical ? where[0]! : where.replace(/^\d+/, ''));
  const row = Number(vertical ? where.slice(1) : where.match(/^\d+/)![0]) - 1;
  const start = row * 15 + column;
  const tiles: Placement['tiles'] = [];
  for (const [i, letter] of [...word].entries()) {
    const index = start + i * (vertical ? 15 : 1);
    const filled = await square(page, index).evaluate((el) => el.classList.contains('has-tile'));
    if (!filled) tiles.push({ index, letter });
  }
  return { notation, tiles, vertical, start };
}

/** 'Vis løsning', read the best move (axe on the solution's view with `a11y`), then 'Prøv igjen'. */
async function peekSolution(page: Page, a11y = true): Promise<Placement> {
  await page.getByRole('button', { name: 'Vis løsning' }).click();
  const best = page.locator('.exercise-best strong');
  await expect(best).toBeVisible({ timeout: 20_000 });
  if (a11y) await expectNoSeriousA11yIssues(page);
  const notation = (await best.textContent()) as string;
  await page.getByRole('button', { name: 'Prøv igjen' }).click();
  return placementOf(page, notation);
}

/** An exercise whose best move needs no blank (typing a letter takes a real tile first). */
async function exerciseWithPlainBest(page: Page, list: PracticeExercise[], from: number) {
  for (const [i, exercise] of list.slice(from, from + 12).entries()) {
    await open(page, exercise);
    // The same view each time: axe on the first.
    const best = await peekSolution(page, i === 0);
    if (best.tiles.every((t) => t.letter === t.letter.toUpperCase())) return best;
  }
  throw new Error('no exercise with a best move without blanks');
}

function rackTile(page: Page, letter: string): Locator {
  return page
    .getByRole('list', { name: 'Brikkene dine' })
    .getByRole('button', { name: new RegExp(`^${letter}, \\d+ poeng$`) })
    .and(page.locator(':enabled'))
    .first();
}

async function placeByPointer(page: Page, placement: Placement, tap: boolean) {
  for (const { index, letter } of placement.tiles) {
    if (tap) {
      await rackTile(page, letter).tap();
      await square(page, index).tap();
    } else {
      await rackTile(page, letter).click();
      await square(page, index).click();
    }
    await expect(square(page, index)).toHaveClass(/is-placed/);
  }
}

/**
 * Types one letter on the focused square. Playwright presses only the keys of a US keyboard, and
 * the Norwegian letters (æ, ø, å) are the keys of a Norwegian one: those are sent as the keydown
 * a Norwegian keyboard sends.
 */
async function typeLetter(page: Page, key: string) {
  if (/^[a-z]$/.test(key)) return page.keyboard.press(key);
  await page.evaluate((k) => {
    const init = { key: k, bubbles: true, cancelable: true, composed: true };
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', init));
    document.activeElement?.dispatchEvent(new KeyboardEvent('keyup', init));
  }, key);
}

async function placeByKeyboard(page: Page, placement: Placement) {
  const grid = page.getByRole('grid', { name: 'Brett for å legge brikker' });
  await grid.focus();
  // The cursor starts on the centre, H8.
  const dx = (placement.start % 15) - 7;
  const dy = Math.floor(placement.start / 15) - 7;
  for (let i = 0; i < Math.abs(dx); i++)
    await page.keyboard.press(dx < 0 ? 'ArrowLeft' : 'ArrowRight');
  for (let i = 0; i < Math.abs(dy); i++)
    await page.keyboard.press(dy < 0 ? 'ArrowUp' : 'ArrowDown');
  if (placement.vertical) await page.keyboard.press('Space');
  for (const { index, letter } of placement.tiles) {
    await typeLetter(page, letter.toLowerCase());
    await expect(page.locator('.tile-board [aria-live="polite"]')).toContainText(
      `${letter} plassert på`,
    );
    await expect(square(page, index)).toHaveClass(/is-placed/);
  }
}

async function expectSolved(page: Page, placement: Placement) {
  await expect(page.getByText('Riktig! Det beste trekket.')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.exercise-best strong')).toHaveText(placement.notation);
  await expect(page.getByRole('link', { name: 'Se trekket i spillet' })).toHaveAttribute(
    'href',
    /^\/playergame\/\d+\?trekk=\d+$/,
  );
  await expectNoSeriousA11yIssues(page);
}

test.describe('desktop', () => {
  test('solves an exercise with the keyboard', async ({ page }) => {
    const session = await signInAs(page, 'player');
    const list = await exercises(page, session);
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Øv' }).first().click();
    await expect(page).toHaveURL(/\/ov$/);
    await expectNoSeriousA11yIssues(page);
    const best = await exerciseWithPlainBest(page, list, 0);
    await placeByKeyboard(page, best);
    await page.keyboard.press('Enter');
    await expectSolved(page, best);
  });

  test('solves an exercise with clicks', async ({ page }) => {
    const session = await signInAs(page, 'player');
    const best = await exerciseWithPlainBest(page, await exercises(page, session), 12);
    await placeByPointer(page, best, false);
    await page.getByRole('button', { name: 'Sjekk' }).click();
    await expectSolved(page, best);
  });

  test('a legal but weaker answer and an illegal one say so', async ({ page }) => {
    const session = await signInAs(page, 'player');
    // One whose best is not the move played (by equity a move may be best that the winning
    // chances graded): its solution, shown once, differs from 'Spilt i partiet'.
    let exercise: PracticeExercise | undefined;
    let notation: RegExpMatchArray | undefined;
    for await (const candidate of playedWithoutBlank(
      page,
      session,
      await exercises(page, session),
      50,
    )) {
      await open(page, candidate);
      await page.getByRole('button', { name: 'Vis løsning' }).click();
      const best = page.locator('.exercise-best strong');
      await expect(best).toBeVisible({ timeout: 20_000 });
      const played = (await page.locator('.exercise-played').textContent()) as string;
      const match = played.match(/Spilt i partiet: (\S+ \S+) (\d+) poeng/) as RegExpMatchArray;
      if (match[1] !== (await best.textContent())) {
        exercise = candidate;
        notation = match;
        break;
      }
    }
    if (!exercise || !notation)
      throw new Error('no exercise with two plain tiles and a better move');
    await open(page, exercise);
    // Two tiles on squares in neither one row nor one column.
    const [a, b] = await page.evaluate(() => {
      const empty = [...document.querySelectorAll('[data-square]')]
        .filter((el) => !el.classList.contains('has-tile'))
        .map((el) => Number(el.getAttribute('data-square')));
      const first = empty[0] as number;
      const other = empty.find(
        (i) => i % 15 !== first % 15 && Math.floor(i / 15) !== Math.floor(first / 15),
      );
      return [first, other as number];
    });
    const rack = page.getByRole('list', { name: 'Brikkene dine' }).getByRole('button');
    await rack.nth(0).click();
    await square(page, a).click();
    await rack.nth(1).click();
    await square(page, b).click();
    if (await page.getByRole('dialog').isVisible()) {
      await page.getByRole('dialog').getByRole('button', { name: 'A', exact: true }).click();
    }
    await page.getByRole('button', { name: 'Sjekk' }).click();
    await expect(
      page.getByText('Ikke et lovlig trekk: Brikkene må ligge på én rad eller i én kolonne.'),
    ).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yIssues(page);

    // The move played in the game is legal, and weaker than the best.
    // Afresh, so the cursor starts on the centre again.
    await open(page, exercise);
    const placement = await placementOf(page, notation[1] as string);
    await placeByKeyboard(page, placement);
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(new RegExp(`Lovlig trekk: ${notation[2]} poeng\\. Det beste gir \\d+\\.$`)),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/^Nummer \d+ av [\d\s ]+ mulige trekk$/)).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });

  test("'Vis løsning' shows the best move on the board", async ({ page }) => {
    const session = await signInAs(page, 'player');
    const exercise = nth(await exercises(page, session), 25);
    await open(page, exercise);
    await page.getByRole('button', { name: 'Vis løsning' }).click();
    await expect(page.getByText(/^Beste trekk: \S+ \S+ \d+ poeng$/)).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.locator('.replay-square.is-preview').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sjekk' })).toBeDisabled();
    // The review of the move, as the replay gives it: the better move broken down, 'Hvorfor'.
    const why = page.locator('.exercise-outcome .analysis-why');
    await expect(why.getByRole('heading', { name: 'Hvorfor', level: 3 })).toBeVisible({
      timeout: 30_000,
    });
    // The verdict in one sentence, then both moves broken down.
    await expect(why.getByText(/^\S+ \S+ er bedre enn \S+ \S+: \d+ mot \d+ poeng/)).toBeVisible();
    await expect(why.getByText(/^\S+ \S+ gir \d+ poeng: /)).toHaveCount(2);
    await expectNoSeriousA11yIssues(page);
    // And the link to the game at that move.
    await page.getByRole('link', { name: 'Se trekket i spillet' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/playergame/${exercise.gameId}\\?trekk=${exercise.moveNum}$`),
    );
  });

  test("every exercise has 'Sjekk', 'Vis løsning' and 'Neste', and its solution a 'Hvorfor'", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const session = await signInAs(page, 'player');
    const list = await exercises(page, session);
    // Across the list's grades and ages: from 70 on (the other tests use the first 70), the
    // last one included.
    const picks = [
      ...new Set([70, 100, 150, 200, list.length - 1].filter((i) => i >= 70 && i < list.length)),
    ];
    expect(picks.length, `the demo player has ${list.length} exercises`).toBeGreaterThan(0);
    for (const index of picks) {
      const exercise = nth(list, index);
      await open(page, exercise);
      for (const name of ['Sjekk', 'Vis løsning', 'Neste'])
        await expect(page.getByRole('button', { name, exact: true })).toBeEnabled();
      await page.getByRole('button', { name: 'Sjekk' }).click();
      await expect(page.getByText('Ikke et lovlig trekk: Legg minst én brikke.')).toBeVisible({
        timeout: 20_000,
      });
      await page.getByRole('button', { name: 'Vis løsning' }).click();
      await expect(page.getByText(/^Beste trekk: \S+ \S+ \d+ poeng$/)).toBeVisible({
        timeout: 20_000,
      });
      const why = page.locator('.exercise-outcome .analysis-why');
      await expect(why.getByRole('heading', { name: 'Hvorfor', level: 3 })).toBeVisible({
        timeout: 30_000,
      });
    }
  });

  test('an answer given offline is sent when back online, counted once', async ({
    page,
    context,
  }) => {
    const session = await signInAs(page, 'player');
    const before = nth(await exercises(page, session), 26);
    await open(page, before);
    // Online once: the word list comes into this device's cache.
    await page.getByRole('button', { name: 'Sjekk' }).click();
    await expect(page.getByText('Ikke et lovlig trekk: Legg minst én brikke.')).toBeVisible({
      timeout: 20_000,
    });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Vis løsning' }).click();
    await expect(page.locator('.exercise-best strong')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('1 svar sendes når du er på nett igjen.')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await context.setOffline(false);
    await expect(page.getByText('1 svar sendes når du er på nett igjen.')).toBeHidden({
      timeout: 15_000,
    });
    const attempts = async () =>
      (await exercises(page, await apiLogin(page, 'player'))).find(
        (e) => e.gameId === before.gameId && e.moveNum === before.moveNum,
      )?.attempts;
    await expect.poll(attempts).toBe(before.attempts + 1);
    // A new visit syncs again: nothing is sent twice.
    await open(page, before);
    await page.waitForLoadState('networkidle');
    expect(await attempts()).toBe(before.attempts + 1);
  });

  test('an answer given offline survives a sign-out offline and is sent at the next sign-in', async ({
    page,
    context,
  }) => {
    const session = await signInAs(page, 'player');
    const before = nth(await exercises(page, session), 27);
    const attempts = async () =>
      (await exercises(page, await apiLogin(page, 'player'))).find(
        (e) => e.gameId === before.gameId && e.moveNum === before.moveNum,
      )?.attempts;
    await open(page, before);
    await page.getByRole('button', { name: 'Sjekk' }).click();
    await expect(page.getByText('Ikke et lovlig trekk: Legg minst én brikke.')).toBeVisible({
      timeout: 20_000,
    });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Vis løsning' }).click();
    await expect(page.getByText('1 svar sendes når du er på nett igjen.')).toBeVisible({
      timeout: 20_000,
    });
    // The sign-out screen's chunk was never loaded, nor maybe kept by the service worker yet.
    const signedOut = await page.evaluate(
      (key) => localStorage.getItem(key),
      STORAGE_KEYS.authToken,
    );
    expect(signedOut).toBeTruthy();
    await page.getByRole('navigation').getByRole('link', { name: 'Logg ut' }).first().click();
    await expect(
      page.getByRole('navigation').getByRole('link', { name: 'Logg inn' }).first(),
    ).toBeVisible({ timeout: 15_000 });

    // Back online: the session signed out offline ends on the server (docs/product.md, Sign-in).
    await context.setOffline(false);
    const refused = async () =>
      (
        await page.request.get('/api/practice', {
          headers: { authorization: `Bearer ${signedOut}` },
        })
      ).status();
    await expect.poll(refused, { timeout: 15_000 }).toBe(401);
    expect(await attempts()).toBe(before.attempts);

    // Signed in again with a new session: the answer goes without a visit to /ov, once.
    await storeSession(page, await apiLogin(page, 'player'));
    await page.goto('/');
    await expect(
      page.getByRole('navigation').getByRole('link', { name: 'Logg ut' }).first(),
    ).toBeVisible({ timeout: 15_000 });
    await expect.poll(attempts, { timeout: 20_000 }).toBe(before.attempts + 1);
    await open(page, before);
    await page.waitForLoadState('networkidle');
    expect(await attempts()).toBe(before.attempts + 1);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('solves an exercise with taps at 360 px, with tiles large enough to hit', async ({
    page,
  }) => {
    const session = await signInAs(page, 'player');
    const best = await exerciseWithPlainBest(page, await exercises(page, session), 36);
    const tile = page.getByRole('list', { name: 'Brikkene dine' }).getByRole('button').first();
    const box = (await tile.boundingBox()) as { width: number; height: number };
    expect(box.width).toBeGreaterThanOrEqual(40);
    expect(box.height).toBeGreaterThanOrEqual(44);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await placeByPointer(page, best, true);
    await page.getByRole('button', { name: 'Sjekk' }).tap();
    await expectSolved(page, best);
  });
});

test.describe('from the replay and the profile', () => {
  test("'Øv på dette trekket' opens an own graded move; 'Prøv et eget trekk' checks a move", async ({
    page,
  }) => {
    const session = await signInAs(page, 'player');
    const exercise = nth(await exercises(page, session), 30);
    // The device's analysis, started when asked for (a game the server has not judged yet).
    await deviceAnalysisOnly(page);
    await page.goto(`/playergame/${exercise.gameId}?trekk=${exercise.moveNum}`);
    await page.getByRole('button', { name: 'Analyser spillet' }).click();
    const practise = page.getByRole('link', { name: 'Øv på dette trekket' });
    await expect(practise).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yIssues(page);

    await page.getByRole('button', { name: 'Prøv et eget trekk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Prøv et eget trekk' });
    await expect(dialog.getByRole('grid', { name: 'Brett for å legge brikker' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Sjekk' }).click();
    await expect(dialog.getByText('Ikke et lovlig trekk: Legg minst én brikke.')).toBeVisible({
      timeout: 20_000,
    });
    await expectNoSeriousA11yIssues(page);
    await dialog.getByRole('button', { name: 'Lukk' }).click();

    await practise.click();
    await expect(page).toHaveURL(
      new RegExp(`/ov\\?spill=${exercise.gameId}&trekk=${exercise.moveNum}$`),
    );
    await expect(page.getByText(new RegExp(`, trekk ${exercise.moveNum}\\b`))).toBeVisible();
  });

  test("the player's own profile shows 'Øvelser løst' and the first-try share", async ({
    page,
  }) => {
    await signInAs(page, 'player');
    await page.goto('/');
    await page
      .getByRole('navigation')
      .getByRole('link', { name: 'Min statistikk' })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Øvelser' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Øvelser løst')).toBeVisible();
    await expect(page.getByText(/^\d+ av \d+ løst$/)).toBeVisible();
    await expect(page.getByText('Løst på første forsøk')).toBeVisible();
  });
});

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test(`practice and the replay name the same best move at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const session = await signInAs(page, 'player');
    const list = await exercises(page, session);
    // From the end of the list (no other test answers there), each width a part of its own: an
    // exercise whose served verdict judged the rack practice gives, and names a placement.
    const part = width > 600 ? list.slice(-40) : list.slice(-80, -40);
    let found: { exercise: PracticeExercise; best: string } | null = null;
    for (const exercise of part) {
      const answer = await page.request.get(`/api/games/${exercise.gameId}/analysis`);
      const served = (await answer.json()) as ServedAnalysis;
      const verdict = served.moves.find((m) => m.moveNum === exercise.moveNum);
      const best = verdict?.candidates[0]?.move;
      const rackKnown =
        verdict?.rackSource === 'BINGO' ||
        verdict?.rackSource === 'ENDGAME' ||
        (verdict?.rackSource === 'INFERRED' && (verdict.racks?.[0]?.p ?? 0) >= 0.9);
      if (rackKnown && best && / /.test(best)) {
        found = { exercise, best };
        break;
      }
    }
    if (!found) throw new Error('no exercise whose served verdict names a placement');
    await open(page, found.exercise);
    await page.getByRole('button', { name: 'Vis løsning' }).click();
    await expect(page.locator('.exercise-best strong')).toHaveText(found.best, {
      timeout: 20_000,
    });
    await page.goto(`/playergame/${found.exercise.gameId}?trekk=${found.exercise.moveNum}`);
    await openAnalysisPanel(page);
    await expect(page.locator('.replay-analysis .analysis-verdict li').first()).toContainText(
      found.best,
      { timeout: 30_000 },
    );
  });
}
