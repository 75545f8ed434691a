import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoSeriousA11yIssues, signInAs } from './helpers.ts';

const CHART = '.stats-chart__plot';
/** The monthly axis: 'jan. 2012|apr. 2012|...' (short Norwegian month names). */
const MONTH_LABELS = /^[a-zæøå]{3}\.? \d{4}(\||$)/;

interface StatsBody {
  language: string;
  startTime: { year: number; month: number };
  endTime: { year: number; month: number };
}

function isStatsCall(path: string, month: number) {
  return (request: Request) => {
    if (!request.url().endsWith(path) || request.method() !== 'POST') return false;
    const body = request.postDataJSON() as StatsBody;
    return body.startTime.month === month && body.endTime.month === month;
  };
}

async function openStats(page: Page) {
  await signInAs(page, 'admin');
  const first = page.waitForRequest(isStatsCall('/api/stats/games-started', 1));
  await page.goto('/stats');
  const request = await first;
  expect(request.postDataJSON()).toEqual({
    language: 'NO_B',
    startTime: { year: 2009, month: 1 },
    endTime: { year: 2035, month: 1 },
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Statistikk' })).toBeVisible();
}

/** The x labels uPlot drew last. */
async function xLabels(page: Page): Promise<string[]> {
  const labels = await page.locator(CHART).getAttribute('data-x-labels');
  return (labels ?? '').split('|').filter(Boolean);
}

test.describe('statistics view on desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows the overall figures and a 1000 × 400 chart of games per month', async ({ page }) => {
    const overall = page.waitForResponse('**/api/public/overall-stats');
    await openStats(page);
    const figures = (await (await overall).json()) as Record<string, number>;
    const nb = new Intl.NumberFormat('nb-NO');
    for (const [label, key] of [
      ['Antall spillere', 'numPlayers'],
      ['Antall spill', 'numGames'],
      ['Ord lagt', 'numMoves'],
      ['Bingoer lagt', 'numBingos'],
    ] as const) {
      const value = page
        .locator('.stats-overall__item')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('dd');
      await expect(value).toHaveText(nb.format(figures[key] ?? Number.NaN));
    }
    // The demo's Norwegian bokmål games: part of its 2,000.
    expect(figures.numGames).toBeGreaterThan(0);
    expect(figures.numGames).toBeLessThanOrEqual(2000);

    const chart = page.getByRole('img', { name: /^Spill startet per måned, 2012–\d{4}$/ });
    await expect(chart).toBeVisible();
    const canvas = chart.locator('canvas');
    await expect(canvas).toBeVisible();
    const box = await canvas.boundingBox();
    expect(box?.height).toBe(400);
    expect(box?.width).toBe(1000);
    // Norwegian month names, as elsewhere in the app ('jan. 2012'), not '2012-01'.
    await expect(page.locator(CHART)).toHaveAttribute('data-x-labels', MONTH_LABELS);
    expect((await xLabels(page)).some((label) => /\d{4}-\d{2}/.test(label))).toBe(false);
    // The numbers are there for screen readers too.
    await expect(page.getByRole('table', { name: /^Spill startet per måned/ })).toBeAttached();
    const chartSection = page.getByRole('region', { name: 'Utvikling over tid' });
    await expect(chartSection.getByRole('status')).toHaveCount(0);
    // The hidden table takes no room: the maintenance section follows right below the chart.
    const chartBox = await canvas.boundingBox();
    const jobsBox = await page.getByRole('region', { name: 'Vedlikehold' }).boundingBox();
    expect((jobsBox?.y ?? Infinity) - ((chartBox?.y ?? 0) + (chartBox?.height ?? 0))).toBeLessThan(
      150,
    );

    await expectNoSeriousA11yIssues(page);
  });

  test('Årlig asks for month 0 and redraws with years on the x axis', async ({ page }) => {
    await openStats(page);
    await expect(page.locator(CHART)).toHaveAttribute('data-x-labels', MONTH_LABELS);

    const yearly = page.waitForRequest(isStatsCall('/api/stats/games-started', 0));
    await page.getByLabel('Periode').selectOption({ label: 'Årlig' });
    const body = (await yearly).postDataJSON() as StatsBody;
    expect(body).toEqual({
      language: 'NO_B',
      startTime: { year: 2009, month: 0 },
      endTime: { year: 2035, month: 0 },
    });

    await expect(page.getByRole('img', { name: /^Spill startet per år, 2012–/ })).toBeVisible();
    await expect(page.locator(CHART)).toHaveAttribute('data-x-labels', /^\d{4}(\|\d{4})*$/);
    const labels = await xLabels(page);
    expect(labels[0]).toBe('2012');
    await expect(page.locator(`${CHART} canvas`)).toHaveCount(1);
  });

  test('Unike spillere asks num-players', async ({ page }) => {
    await openStats(page);
    await expect(page.locator(`${CHART} canvas`)).toBeVisible();

    const players = page.waitForRequest(isStatsCall('/api/stats/num-players', 1));
    await page.getByLabel('Vis').selectOption({ label: 'Unike spillere' });
    expect((await players).postDataJSON()).toEqual({
      language: 'NO_B',
      startTime: { year: 2009, month: 1 },
      endTime: { year: 2035, month: 1 },
    });
    await expect(page.getByRole('img', { name: /^Unike spillere per måned, 2012–/ })).toBeVisible();
    await expect(page.locator(`${CHART} canvas`)).toBeVisible();
  });

  test('a spinner shows instead of the chart while numRecords is 0', async ({ page }) => {
    await page.route('**/api/stats/games-started', (route) =>
      route.fulfill({ json: { numRecords: 0, data: [], dataType: 'MONTHLY' } }),
    );
    await openStats(page);
    const spinner = page.getByRole('status').filter({ hasText: 'Laster diagram...' });
    await expect(spinner).toBeAttached();
    await expect(page.locator('.stats-spinner__ring')).toBeVisible();
    await expect(page.locator('canvas')).toHaveCount(0);
    await expect(page.getByRole('img')).toHaveCount(0);
    // The spinner keeps the chart's height.
    const box = await page.locator('.stats-spinner').boundingBox();
    expect(box?.height).toBe(400);
    await expectNoSeriousA11yIssues(page);
  });
});

test.describe('statistics view on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the chart fits the width without page-level horizontal scroll', async ({ page }) => {
    await openStats(page);
    const canvas = page.locator(`${CHART} canvas`);
    await expect(canvas).toBeVisible();
    const box = await canvas.boundingBox();
    expect(box?.height).toBe(400);
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(360);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);

    // Widening the window widens the chart, up to 1000 px.
    await page.setViewportSize({ width: 700, height: 740 });
    await expect
      .poll(async () => (await canvas.boundingBox())?.width ?? 0)
      .toBeGreaterThan((box?.width ?? 0) + 100);

    await page.setViewportSize({ width: 360, height: 740 });
    await expect
      .poll(async () => (await canvas.boundingBox())?.width ?? Infinity)
      .toBeLessThanOrEqual(box?.width ?? 0);
    await expectNoSeriousA11yIssues(page);
  });
});

test.describe('maintenance jobs on the statistics view', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an admin starts a job and sees it run to the end', async ({ page }) => {
    await openStats(page);
    const jobs = page.getByRole('region', { name: 'Vedlikehold' });
    const button = jobs.getByRole('button', { name: 'Sjekk alle spill' });
    const row = jobs
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Sjekk alle spill' }) });
    await expect(button).toBeEnabled();
    const started = page.waitForResponse(
      (res) => res.url().endsWith('/api/jobs') && res.request().method() === 'POST',
    );
    await button.click();
    expect((await started).status()).toBe(202);
    await expect(
      row.getByRole('progressbar', { name: 'Fremdrift: Sjekk alle spill' }),
    ).toBeVisible();
    await expect(row.getByRole('status')).toHaveText(
      /^Ferdig \d\d\.\d\d\.\d{4}, \d\d:\d\d\. [\d\s]+ spill sjekket, \d+ med ugyldige trekk\.$/,
      { timeout: 30_000 },
    );
    await expect(button).toBeEnabled();
    // The bar is full at the end.
    const bar = row.getByRole('progressbar');
    expect(await bar.getAttribute('value')).toBe(await bar.getAttribute('max'));
    await expectNoSeriousA11yIssues(page);
  });

  test('on a phone the jobs fit the width', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openStats(page);
    const jobs = page.getByRole('region', { name: 'Vedlikehold' });
    await expect(jobs.getByRole('button', { name: 'Bygg statistikken på nytt' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
