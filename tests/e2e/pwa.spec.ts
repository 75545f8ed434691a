import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

const NAME = 'Ordbot – Statistikk og resultater';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const OFFLINE = 'Du er frakoblet.';
/** The build the e2e server serves (tests/e2e/serve.mjs runs it from the repository root). */
const SW_FILE = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  process.env.DIST_DIR ?? 'dist',
  'sw.js',
);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

function homeHeading(page: Page) {
  return page.getByRole('heading', { level: 1, name: 'Ordbot' });
}

function offlineBanner(page: Page) {
  return page.getByRole('status').filter({ hasText: OFFLINE });
}

function waitingAndControlling(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      waiting: Boolean(registration?.waiting),
      controlled: navigator.serviceWorker.controller !== null,
    };
  });
}

/** Waits until the service worker is active, then reloads so that it controls the page. */
async function underServiceWorker(page: Page) {
  await page.goto('/');
  await expect(homeHeading(page)).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(homeHeading(page)).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );
}

test('the manifest is linked and makes the app installable in Norwegian', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');

  const res = await request.get(href ?? '');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  expect(res.headers()['cache-control']).toBe('no-cache');
  const manifest = (await res.json()) as {
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  } & Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: NAME,
    short_name: 'Ordbot',
    lang: 'nb',
    start_url: '/',
    display: 'standalone',
    theme_color: '#1f5f4a',
    background_color: '#f6f4ee',
  });

  const wanted = [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ];
  for (const [sizes, purpose] of wanted) {
    const icon = manifest.icons.find((i) => i.sizes === sizes && (i.purpose ?? 'any') === purpose);
    expect(icon, `${purpose} icon ${sizes}`).toBeDefined();
    const file = await request.get(icon?.src ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    const side = Number(sizes?.split('x')[0]);
    expect(pngSize(await file.body())).toEqual([side, side]);
  }

  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const touchIcon = await request.get(touch ?? '');
  expect(touchIcon.status()).toBe(200);
  expect(pngSize(await touchIcon.body())).toEqual([180, 180]);
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute(
    'content',
    '#1f5f4a',
  );
});

test('the service worker controls the page and serves the app shell offline', async ({
  page,
  context,
}) => {
  await underServiceWorker(page);
  await expect(offlineBanner(page)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(homeHeading(page)).toBeVisible();
  await expect(offlineBanner(page)).toBeVisible();

  // A page never visited before: the precached shell and its screen chunk.
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'Om Ordbot' })).toBeVisible();
  await expect(offlineBanner(page)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Om Ordbot' })).toBeVisible();

  // /api is never answered by the service worker: offline, the call simply fails.
  const health = await page.evaluate(() =>
    fetch('/api/health').then(
      (res) => `answered ${res.status}`,
      () => 'failed',
    ),
  );
  expect(health).toBe('failed');

  await context.setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0);
  expect(await page.evaluate(() => fetch('/api/health').then((res) => res.status))).toBe(200);
});

test('the service worker caches the app shell only: no /api, no lexicons, no source maps', async ({
  page,
}) => {
  await underServiceWorker(page);
  // Visit a page that calls the API under the service worker's control.
  await page.goto('/about');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hvor mange?' })).toBeVisible();

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached).toContain('/manifest.webmanifest');
  expect(cached.some((url) => /^\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
  expect(cached.filter((url) => /^\/api\/|\.dawg$|\.map$/.test(url))).toEqual([]);
});

test('a new version waits until the user chooses Oppdater nå', async ({ page }) => {
  await underServiceWorker(page);
  const notice = page.getByText('Ny versjon tilgjengelig');
  await expect(notice).toHaveCount(0);

  // A deploy: the server now has a different sw.js (the browser fetches service worker scripts
  // itself, past Playwright's routing, so the file on disk changes for this test). It stays
  // deployed until the end: restored earlier, the new version's own update check would find the
  // old file as yet another version.
  const original = fs.readFileSync(SW_FILE, 'utf8');
  fs.writeFileSync(SW_FILE, `${original}\n// a new build\n`);
  try {
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect(notice).toBeVisible();

    // 'Senere' keeps the running version.
    await page.getByRole('button', { name: 'Senere' }).click();
    await expect(notice).toHaveCount(0);
    expect(await waitingAndControlling(page)).toEqual({ waiting: true, controlled: true });

    // A reload keeps it too and offers the waiting one again; this time the user takes it.
    await page.reload();
    await expect(notice).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Oppdater nå' }).click();
    await reloaded;
    await expect(homeHeading(page)).toBeVisible();
    await expect(notice).toHaveCount(0);
    expect(await waitingAndControlling(page)).toEqual({ waiting: false, controlled: true });
  } finally {
    fs.writeFileSync(SW_FILE, original);
  }
});

test('cache headers: the shell and the service worker revalidate, hashed assets are immutable', async ({
  request,
}) => {
  for (const url of ['/', '/index.html', '/about', '/sw.js', '/manifest.webmanifest']) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['cache-control'], url).toBe('no-cache');
  }
  const html = await (await request.get('/')).text();
  const asset = /src="(\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeDefined();
  const res = await request.get(asset ?? '');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe(IMMUTABLE);

  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
});
