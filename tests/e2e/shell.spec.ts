import { expect, test, type Page } from '@playwright/test';

const MENU = 'Hovedmeny';

function menuBar(page: Page) {
  return page.getByRole('navigation', { name: MENU });
}

test.describe('app shell on desktop', () => {
  test('a guest sees exactly Hjem and Logg inn', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Ordbot – Statistikk og resultater');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await expect(page.getByRole('heading', { level: 1, name: 'Ordbot' })).toBeVisible();
    await expect(page.getByText('Statistikk og resultater', { exact: true })).toBeVisible();

    await expect(menuBar(page).getByRole('link')).toHaveText(['Hjem', 'Logg inn']);
    await expect(menuBar(page).getByRole('link', { name: 'Hjem' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('button', { name: 'Åpne meny' })).toBeHidden();
  });

  test('a guest on a signed-in route is sent to login with the wanted path', async ({ page }) => {
    await page.goto('/stats');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fstats$/);
    await expect(page.getByRole('heading', { name: 'Logg inn' })).toBeVisible();
    await expect(menuBar(page).getByRole('link', { name: 'Logg inn' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the redirect keeps the query of the wanted path', async ({ page }) => {
    await page.goto('/games?x=1');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fgames%3Fx%3D1$/);
  });

  test('the redirect replaces the wanted page in the history', async ({ page }) => {
    await page.goto('/about');
    await page.goto('/users');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fusers$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('an unknown path shows the not-found view with a link home', async ({ page }) => {
    await page.goto('/finnes/ikke');
    await expect(page.getByRole('heading', { name: 'Siden finnes ikke' })).toBeVisible();
    await page.getByRole('link', { name: 'Til forsiden' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ordbot' })).toBeVisible();
  });

  test('menu links navigate inside the app', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Om Ordbot' })).toBeVisible();
    await menuBar(page).getByRole('link', { name: 'Logg inn' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Ordbot', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('app shell on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the hamburger opens the panel; close button, overlay and Escape close it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(menuBar(page)).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Åpne meny' });
    const panel = page.getByRole('dialog', { name: 'Meny' });

    await toggle.click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link')).toHaveText(['Hjem', 'Logg inn']);
    await panel.getByRole('button', { name: 'Lukk meny' }).click();
    await expect(panel).toBeHidden();

    await toggle.click();
    await expect(panel).toBeVisible();
    // The overlay is the dimmed strip left of the panel.
    await page.mouse.click(20, 400);
    await expect(panel).toBeHidden();

    await toggle.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the panel closes on navigation', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Åpne meny' }).click();
    const panel = page.getByRole('dialog', { name: 'Meny' });
    await panel.getByRole('link', { name: 'Logg inn' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Logg inn' })).toBeVisible();
  });

  test('the page does not scroll sideways', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Ordbot' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('the breakpoint is 768 px', () => {
  for (const [width, mobile] of [
    [768, true],
    [769, false],
  ] as const) {
    test(`${width} px shows the ${mobile ? 'hamburger' : 'desktop bar'}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Hjem' })).toHaveCount(mobile ? 0 : 1);
      await expect(page.getByRole('button', { name: 'Åpne meny' })).toBeVisible({
        visible: mobile,
      });
    });
  }
});
