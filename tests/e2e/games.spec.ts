// Over 300 lines: the game search end to end, every flow against one served build and one signed-in
// session setup.
import { expect, test, type Page, type Request } from '@playwright/test';
import type { BotGameResult, GameSearchRequest, PlayerInfo } from '@ordbot/contract/api-types.ts';
import { makeGame } from '../server/fixtures.ts';
import { expectNoSeriousA11yIssues, signInAs } from './helpers.ts';

const BOT_KEY = process.env.BOT_API_KEY ?? 'e2e-bot-key-0123456789';
const RESULTS = 'Søkeresultater';
const SEARCH_PATH = '/api/games/get-games-paginated';

/** Every search request the page sends, in order. */
function recordSearches(page: Page): GameSearchRequest[] {
  const sent: GameSearchRequest[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith(SEARCH_PATH)) sent.push(request.postDataJSON() as GameSearchRequest);
  });
  return sent;
}

function countMoveCalls(page: Page): { count: number } {
  const calls = { count: 0 };
  page.on('request', (request: Request) => {
    if (request.url().includes('/api/games/gamemoves/')) calls.count += 1;
  });
  return calls;
}

const results = (page: Page) => page.getByRole('list', { name: RESULTS }).getByRole('button');

/** Waits until the shown results (the newest answer, not the one before) all contain `texts`. */
async function expectEveryResult(page: Page, texts: string[]) {
  await expect
    .poll(async () => {
      const shown = await results(page).allTextContents();
      return shown.length > 0 && shown.every((item) => texts.every((t) => item.includes(t)));
    })
    .toBe(true);
}

async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: 'Filtre' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
}

test.describe('game search (/games) as a supervisor', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'supervisor');
  });

  test('lists the newest games 25 a page and pages across a block boundary', async ({ page }) => {
    const searches = recordSearches(page);
    await page.goto('/games');
    await expect(page.getByRole('heading', { level: 1, name: 'Alle Spill' })).toBeVisible();
    await expect(results(page)).toHaveCount(25);
    await expect(page.getByText(/^Viser 1 - 25 av \d[\d\s]* spill$/)).toBeVisible();
    expect(searches).toEqual([
      { pageSize: 25, pageNumber: 1, sort: { item: 'START_TIME', ascending: false } },
    ]);
    await page.getByRole('button', { name: 'Side 5' }).click();
    await expect(page.getByText(/^Viser 101 - 125 av/)).toBeVisible();
    expect(searches).toHaveLength(1);
    // The next block answers when the test lets it (a fixed delay could pass before the test
    // looks): meanwhile the pager says it is busy and takes no clicks, so '← Forrige' pressed at
    // once waits for page 6 instead of being lost.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`**${SEARCH_PATH}`, async (route) => {
      await answered;
      await route.continue();
    });
    const pager = page.getByRole('navigation', { name: 'Sider i søkeresultatet' });
    await page.getByRole('button', { name: 'Neste →' }).click();
    await expect(pager).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('button', { name: '← Forrige' })).toBeDisabled();
    // Pressed while the pager is busy, the click waits until the block has come.
    const back = page.getByRole('button', { name: '← Forrige' }).click();
    answer();
    await back;
    await expect(pager).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText(/^Viser 101 - 125 av/)).toBeVisible();
    expect(searches).toHaveLength(2);
    expect(searches[1]?.pageNumber).toBe(6);
    await page.getByRole('button', { name: 'Neste →' }).click();
    await expect(page.getByText(/^Viser 126 - 150 av/)).toBeVisible();
    await expect(results(page).first()).toBeVisible();
    expect(searches).toHaveLength(2);
  });

  test('filters by language, board, ongoing and player, with removable chips', async ({ page }) => {
    const searches = recordSearches(page);
    await page.goto('/games');
    await expect(results(page)).toHaveCount(25);
    await openFilters(page);
    await page.getByLabel('Språk').selectOption('NO_NY');
    await page.getByRole('button', { name: 'Søk', exact: true }).click();
    await expect(page.getByText(/^Viser 1 - \d+ av \d[\d\s]* spill$/)).toBeVisible();
    await expectEveryResult(page, ['Nynorsk']);
    const chips = page.getByRole('list', { name: 'Aktive filtre' });
    await expect(chips).toContainText('Nynorsk');

    await page.getByLabel('Språk').selectOption('');
    await page.getByLabel('Brett').selectOption('RANDOM');
    await page.getByLabel('Bare pågående spill').check();
    await page.getByRole('button', { name: 'Søk', exact: true }).click();
    await expect
      .poll(() => searches.at(-1))
      .toMatchObject({
        pageNumber: 1,
        finished: false,
        boardInfo: { boardType: 'RANDOM' },
      });
    await expect(chips).toContainText('Brett: tilfeldig');
    await expect(chips).toContainText('Bare pågående');
    await expectEveryResult(page, ['tilfeldig', 'Pågående']);

    await page.getByRole('button', { name: 'Fjern filteret Brett: tilfeldig' }).click();
    await expect.poll(() => searches.at(-1)?.boardInfo).toBeUndefined();
    await expect(chips).not.toContainText('Brett');

    await page.getByRole('button', { name: 'Nullstill' }).click();
    await expect(chips).toHaveCount(0);
    await expect
      .poll(() => searches.at(-1))
      .toEqual({
        pageSize: 25,
        pageNumber: 1,
        sort: { item: 'START_TIME', ascending: false },
      });

    const firstName =
      (await results(page).first().locator('.result-item__player').textContent()) ?? '';
    await page.getByLabel('Søk etter spiller').fill(firstName);
    await page.getByRole('checkbox', { name: firstName, exact: true }).check();
    await page.getByRole('button', { name: 'Søk', exact: true }).click();
    await expect.poll(() => searches.at(-1)?.playerIds?.length).toBe(1);
    await expect(chips).toContainText(firstName);
    // One player: the name is left out of each item.
    await expect(page.locator('.result-item__player')).toHaveCount(0);
  });

  test('applies the start-time range on its own, once it is typed in full', async ({ page }) => {
    const searches = recordSearches(page);
    await page.goto('/games');
    await expect(results(page)).toHaveCount(25);
    await openFilters(page);
    // React Aria's range picker in nb-NO: dd.mm.åååå, typed day by day.
    const picker = page.getByRole('group', { name: 'Starttid' });
    await expect(picker).toContainText('dd.mm.åååå');
    const segments = picker.getByRole('spinbutton');
    const before = searches.length;
    // A year typed as '2' is neither 1902 nor a search, and the user is told in Norwegian.
    await segments.nth(0).click();
    await page.keyboard.type('01012');
    await segments.nth(3).click();
    await page.keyboard.type('31122020');
    await page.getByLabel('Språk').focus();
    await expect(page.getByText('Året må ha fire sifre, fra 2009 til 2035.')).toBeVisible();
    // As a word: the player filter lists user names that may hold the digits (e2e-760991902).
    await expect(page.locator('main')).not.toContainText(/\b1902\b|timeFrom|negativ/);
    expect(searches.length).toBe(before);
    // No search per key typed: one when the range is whole and Enter is pressed.
    await segments.nth(2).click();
    await page.keyboard.type('2020');
    await expect(picker).toContainText('01.01.2020');
    await expect(picker).toContainText('31.12.2020');
    expect(searches.length).toBe(before);
    await page.keyboard.press('Enter');
    await expect.poll(() => searches.length).toBe(before + 1);
    await expect(page.getByText('Året må ha fire sifre, fra 2009 til 2035.')).toBeHidden();
    const last = searches.at(-1) as GameSearchRequest;
    // Local days in the browser's time zone (Europe/Oslo, UTC+1 in winter), both ends inclusive.
    const from = Date.UTC(2019, 11, 31, 23) / 1000;
    const to = Date.UTC(2020, 11, 31, 23) / 1000 - 1;
    expect(last.timeFrom).toBe(from);
    expect(last.timeTo).toBe(to);
    await expect(page.getByRole('list', { name: 'Aktive filtre' })).toContainText('Starttid:');
    const times = () =>
      page
        .locator('.result-item time')
        .evaluateAll((nodes) =>
          nodes.map((n) => Date.parse(n.getAttribute('datetime') ?? '') / 1000),
        );
    await expect
      .poll(async () => {
        const shown = await times();
        return shown.length > 0 && shown.every((t) => t >= from && t <= to);
      })
      .toBe(true);
  });

  test('the date range calendar is in Norwegian and picks a range', async ({ page }) => {
    const searches = recordSearches(page);
    await page.goto('/games');
    await expect(results(page)).toHaveCount(25);
    await openFilters(page);
    const picker = page.getByRole('group', { name: 'Starttid' });
    await picker.getByRole('button').last().click();
    const calendar = page.getByRole('dialog');
    const month = new Intl.DateTimeFormat('nb-NO', { month: 'long', year: 'numeric' });
    await expect(calendar.getByRole('heading')).toHaveText(month.format(new Date()));
    // Weeks start on Monday in nb-NO.
    await expect(calendar.locator('th').first()).toHaveText(/^m/i);
    await expectNoSeriousA11yIssues(page);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `.tmp/e2e/shots/date-range-${width}.png`, fullPage: false });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    const before = searches.length;
    await calendar.getByRole('gridcell').getByText('10', { exact: true }).click();
    await calendar.getByRole('gridcell').getByText('12', { exact: true }).click();
    await expect.poll(() => searches.length).toBeGreaterThan(before);
    expect(searches.at(-1)?.timeFrom).toBeDefined();
    expect(searches.at(-1)?.timeTo).toBeDefined();
  });

  test('shows the selected game in the detail pane, steps and opens it on its own page', async ({
    page,
  }) => {
    const moveCalls = countMoveCalls(page);
    await page.goto('/games');
    await expect(page.getByText('Velg et spill i søkeresultatene for å se det her.')).toBeVisible();
    await results(page).nth(1).click();
    const detail = page.getByRole('region', { name: 'Detaljer' });
    await expect(detail.getByRole('grid', { name: 'Spillebrett' })).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Forrige spill' })).toBeEnabled();
    await detail.getByRole('button', { name: 'Forrige spill' }).click();
    await expect(detail.getByRole('button', { name: 'Forrige spill' })).toBeDisabled();
    await expect(results(page).first()).toHaveAttribute('aria-current', 'true');
    await expect(detail.getByRole('grid', { name: 'Spillebrett' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    const before = moveCalls.count;
    await detail.getByRole('link', { name: 'Åpne på egen side' }).click();
    await expect(page).toHaveURL(/\/playergame\/\d+$/);
    await expect(page.getByRole('grid', { name: 'Spillebrett' })).toBeVisible();
    // The replay found the moves the pane loaded in the game repository: no call of its own.
    expect(moveCalls.count).toBe(before);
  });

  test('keeps filters, page and selection when the user comes back from a game', async ({
    page,
  }) => {
    await page.goto('/games');
    await expect(results(page)).toHaveCount(25);
    await openFilters(page);
    await page.getByLabel('Språk').selectOption('NO_B');
    await page.getByRole('button', { name: 'Søk', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Aktive filtre' })).toContainText('Bokmål');
    await expect(page.locator('.search-results')).toHaveAttribute('aria-busy', 'false');
    await page.getByRole('button', { name: 'Side 2' }).click();
    await expect(page.getByText(/^Viser 26 - 50 av/)).toBeVisible();
    await results(page).nth(3).click();
    const detail = page.getByRole('region', { name: 'Detaljer' });
    await detail.getByRole('link', { name: 'Åpne på egen side' }).click();
    await expect(page).toHaveURL(/\/playergame\/\d+$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/games$/);
    await expect(page.getByText(/^Viser 26 - 50 av/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Aktive filtre' })).toContainText('Bokmål');
    await expect(results(page).nth(3)).toHaveAttribute('aria-current', 'true');
  });

  test('on a phone shows one pane at a time with a back button', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/games');
    await expect(results(page)).toHaveCount(25);
    const detail = page.getByRole('region', { name: 'Detaljer' });
    await expect(detail).toBeHidden();
    await expect(page.getByRole('group', { name: 'Visning' })).toBeHidden();
    await results(page).first().click();
    await expect(detail).toBeVisible();
    await expect(page.getByRole('list', { name: RESULTS })).toBeHidden();
    await expect(detail.getByRole('grid', { name: 'Spillebrett' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: '← Søk' }).click();
    await expect(page.getByRole('list', { name: RESULTS })).toBeVisible();
    await expect(detail).toBeHidden();
    await expectNoSeriousA11yIssues(page);
  });

  test('switches between the three layouts on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/games');
    await expect(results(page)).toHaveCount(25);
    const pane = page.locator('.search-pane');
    const share = async () => {
      const [searchBox, totalBox] = await Promise.all([
        pane.boundingBox(),
        page.locator('.master-detail').boundingBox(),
      ]);
      return (searchBox?.width ?? 0) / (totalBox?.width ?? 1);
    };
    await expect(page.getByRole('button', { name: 'Detaljer i fokus' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await share()).toBeLessThan(0.35);
    await page.getByRole('button', { name: 'Delt likt' }).click();
    await expect.poll(share).toBeGreaterThan(0.45);
    await page.getByRole('button', { name: 'Søk i fokus' }).click();
    await expect.poll(share).toBeGreaterThan(0.7);
  });

  test('shows the search error and empties the results', async ({ page }) => {
    await page.route(`**${SEARCH_PATH}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, error: 'Internal', message: 'Søket feilet' }),
      }),
    );
    await page.goto('/games');
    await expect(page.getByRole('alert')).toHaveText('Søket feilet');
    await expect(page.getByRole('list', { name: RESULTS })).toHaveCount(0);
  });
});

test('a player sees only their own games in /mygames, with no player filter', async ({ page }) => {
  const auth = await signInAs(page, 'player');
  const searches = recordSearches(page);
  await page.goto('/mygames');
  await expect(page.getByRole('heading', { level: 1, name: 'Mine Spill' })).toBeVisible();
  await expect(results(page).first()).toBeVisible();
  expect(searches[0]?.playerIds).toEqual([auth.user.playerId]);
  await openFilters(page);
  await expect(page.getByRole('group', { name: /Spiller/ })).toHaveCount(0);
  await expect(page.locator('.result-item__player')).toHaveCount(0);
});

test('/ms asks a guest to sign in, and shows the search once signed in', async ({ page }) => {
  await page.goto('/ms');
  await expect(page.getByText('Logg inn for å se spillene dine.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fms$/);
  await signInAs(page, 'supervisor');
  await page.goto('/ms');
  await expect(results(page)).toHaveCount(25);
});

test.describe('games table (/games/{playerId})', () => {
  test('lists a player games from the player page and opens one in the replay', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    const moveCalls = countMoveCalls(page);
    await page.goto('/players');
    await page.locator('.player-table a').first().click();
    await page.getByRole('link', { name: /^Alle spill for / }).click();
    await expect(page).toHaveURL(/\/games\/\d+$/);
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Starttid',
      'Poeng spiller',
      'Poeng bot',
      'Avsluttet?',
      'Språk',
      'Type',
      'Juks',
      'Vis spill',
    ]);
    await expect(page.getByText(/^\d[\d\s]* spill funnet$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /^Spill for / })).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    await table.getByRole('button', { name: 'Poeng spiller' }).click();
    await expect(table.getByRole('columnheader', { name: 'Poeng spiller' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // The header shows the new order at once; the rows follow when the sorted page arrives.
    const scores = () =>
      table
        .locator('tbody tr td:nth-child(2)')
        .evaluateAll((cells) => cells.map((c) => Number((c.textContent ?? '').replace(/\s/g, ''))));
    await expect
      .poll(async () => {
        const shown = await scores();
        return shown.length > 1 && shown.every((v, i) => i === 0 || (shown[i - 1] as number) >= v);
      })
      .toBe(true);

    await table
      .getByRole('button', { name: /^Vis spillet til / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/playergame\/\d+$/);
    await expect(page.getByRole('grid', { name: 'Spillebrett' })).toBeVisible();
    // One call by the table; the replay found its moves in the game repository.
    expect(moveCalls.count).toBe(1);
  });

  test('a game with broken moves is not opened and its row is marked', async ({ page }) => {
    const auth = await signInAs(page, 'admin');
    const game = makeGame({ gameId: 990_000_101, playerName: 'Korrupt Tabell', broken: true });
    const ingest = await page.request.post('/api/bot/games', {
      headers: { authorization: `Bearer ${BOT_KEY}` },
      data: game,
    });
    expect(((await ingest.json()) as BotGameResult).hasBrokenMoves).toBe(true);
    const player = await page.request.get('/api/players/playername/Korrupt%20Tabell', {
      headers: { authorization: `Bearer ${auth.token}` },
    });
    const { basicInfo } = (await player.json()) as PlayerInfo;
    await page.goto(`/games/${basicInfo.id}`);
    const row = page.getByRole('table').getByRole('row').nth(1);
    await row.getByRole('button', { name: /^Vis spillet til / }).click();
    await expect(page.getByText('Spillet er korrupt og kan ikke vises.')).toBeVisible();
    await expect(row.getByText('Korrupt')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/games/${basicInfo.id}$`));
  });
});
