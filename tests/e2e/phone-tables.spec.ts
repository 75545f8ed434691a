/**
 * Tables and the date range on a phone (390 x 844): the page itself never scrolls sideways; a
 * table wider than the screen scrolls inside its frame and says so ('Sveip sideveis ...'); the
 * date range's controls are touch targets of at least 44 px. Screenshots at 390 and 1280 px go
 * to .tmp/e2e/shots for a person to look at.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './helpers.ts';

const PHONE = { width: 390, height: 844 };
const HINT = 'Sveip sideveis for å se hele tabellen';

async function pageScrollsSideways(page: Page): Promise<{ scroll: number; client: number }> {
  return page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
}

async function expectNoSidewaysScroll(page: Page, route: string) {
  const { scroll, client } = await pageScrollsSideways(page);
  expect(
    scroll,
    `${route}: the page is ${scroll} px wide in a ${client} px window`,
  ).toBeLessThanOrEqual(client);
}

/** Every table on the page fits its frame, or its frame says it scrolls. */
async function expectTablesReadable(page: Page, route: string) {
  const frames = page.locator('.table-scroll');
  const count = await frames.count();
  for (let i = 0; i < count; i++) {
    const frame = frames.nth(i);
    const wider = await frame.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    if (!wider) continue;
    const described = await frame.getAttribute('aria-describedby');
    expect(described, `${route}: table ${i + 1} is cut off without a cue`).toBeTruthy();
    await expect(page.locator(`[id="${described}"]`)).toHaveText(new RegExp(HINT));
    await expect(page.locator(`[id="${described}"]`)).toBeVisible();
  }
}

async function shoot(page: Page, name: string) {
  for (const size of [PHONE, { width: 1280, height: 900 }]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `.tmp/e2e/shots/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

test.describe('on a phone, as an admin', () => {
  test.use({ viewport: PHONE });

  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'admin');
  });

  test('no route scrolls sideways and no table is cut off without a cue', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/fairplay');
    const firstPlayer = page
      .locator('table tbody tr')
      .first()
      .getByRole('rowheader')
      .getByRole('link');
    await expect(firstPlayer).toBeVisible();
    const fairplayPlayer = (await firstPlayer.getAttribute('href')) ?? '';
    await page.goto('/players');
    const gamesLink = page.locator('table tbody tr').first().locator('a[href^="/games/"]').first();
    await expect(gamesLink).toBeVisible();
    const gamesTable = (await gamesLink.getAttribute('href')) ?? '';
    expect(fairplayPlayer).toMatch(/^\/fairplay\/\d+$/);
    expect(gamesTable).toMatch(/^\/games\/\d+$/);

    const routes: [string, string, () => Promise<void>][] = [
      ['fairplay', '/fairplay', () => expect(page.locator('table tbody tr').first()).toBeVisible()],
      [
        'fairplay-player',
        fairplayPlayer,
        async () => {
          await expect(page.getByRole('heading', { name: 'Vurdering' })).toBeVisible();
          await expect(
            page.getByRole('table', { name: 'Spillerens analyserte spill, nyeste først' }),
          ).toBeVisible();
        },
      ],
      ['users', '/users', () => expect(page.locator('table tbody tr').first()).toBeVisible()],
      ['players', '/players', () => expect(page.locator('table tbody tr').first()).toBeVisible()],
      [
        'games-table',
        gamesTable,
        () => expect(page.locator('table tbody tr').first()).toBeVisible(),
      ],
      [
        'games',
        '/games',
        async () => {
          await expect(page.getByRole('list', { name: 'Søkeresultater' })).toBeVisible();
          await page.getByRole('button', { name: 'Filtre' }).click();
          await expect(page.getByRole('group', { name: 'Starttid' })).toBeVisible();
        },
      ],
    ];
    for (const [name, route, ready] of routes) {
      await page.goto(route);
      await ready();
      await expectNoSidewaysScroll(page, route);
      await expectTablesReadable(page, route);
      await shoot(page, `phone-${name}`);
      await expectNoSidewaysScroll(page, route);
    }
  });

  test("the date range's controls are 44 px touch targets", async ({ page }) => {
    await page.goto('/games');
    await page.getByRole('button', { name: 'Filtre' }).click();
    const picker = page.getByRole('group', { name: 'Starttid' });
    await expect(picker).toBeVisible();
    const presets = page.getByRole('group', { name: 'Hurtigvalg' });
    const targets = [
      ...(await picker.getByRole('spinbutton').all()),
      ...(await picker.getByRole('button').all()),
      ...(await presets.getByRole('button').all()),
    ];
    expect(targets.length).toBeGreaterThanOrEqual(6 + 1 + 4);
    for (const target of targets) {
      const box = await target.boundingBox();
      const name = (await target.getAttribute('aria-label')) ?? (await target.textContent());
      expect(box?.height, `${name} is ${box?.height} px high`).toBeGreaterThanOrEqual(44);
      expect(box?.width, `${name} is ${box?.width} px wide`).toBeGreaterThanOrEqual(44);
    }
    await picker.getByRole('button').last().click();
    const calendar = page.getByRole('dialog');
    for (const name of ['Forrige år', 'Forrige måned', 'Neste måned', 'Neste år']) {
      const box = await calendar.getByRole('button', { name }).boundingBox();
      expect(box?.height, name).toBeGreaterThanOrEqual(44);
      expect(box?.width, name).toBeGreaterThanOrEqual(44);
    }
    const day = await calendar.getByRole('gridcell').getByText('15', { exact: true }).boundingBox();
    expect(day?.height).toBeGreaterThanOrEqual(44);
    await expectNoSidewaysScroll(page, '/games (calendar open)');
    await page.screenshot({ path: '.tmp/e2e/shots/phone-date-range-calendar-390.png' });
  });
});
