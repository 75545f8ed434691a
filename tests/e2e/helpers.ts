/** Shared steps of the end-to-end suite: demo accounts, signing in, accessibility checks. */
import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { queuedAnalysis } from '@ordbot/contract/served-analysis.ts';
import { expect, type Locator, type Page } from '@playwright/test';
import type { AuthResponse } from '@ordbot/contract/api-types.ts';
import { STORAGE_KEYS } from '@ordbot/contract/constants.ts';
import { newestRegisterLink } from '../../server/auth/mail.ts';

/** Demo accounts (server/demo/accounts.ts, README). */
export const ACCOUNTS = {
  admin: { email: 'admin@ordbot.no', password: 'ordbot-admin' },
  supervisor: { email: 'supervisor@ordbot.no', password: 'ordbot-supervisor' },
  player: { email: 'spiller@ordbot.no', password: 'ordbot-spiller' },
  user: { email: 'bruker@ordbot.no', password: 'ordbot-bruker' },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

/** Signs in through the API only; answers the session, for storeSession or signInAs. */
export async function apiLogin(page: Page, name: AccountName): Promise<AuthResponse> {
  const { email, password } = ACCOUNTS[name];
  const res = await page.request.post('/api/auth/login', { data: { username: email, password } });
  expect(res.status(), `sign-in as ${email}`).toBe(200);
  return (await res.json()) as AuthResponse;
}

interface StoredSession {
  keys: typeof STORAGE_KEYS;
  session: AuthResponse;
  /** Leave a session the page already has alone (an init script runs on every load). */
  keep: boolean;
}

/** Runs in the page: stores the session under the app's keys, as the app does after sign-in. */
function writeSession({ keys, session, keep }: StoredSession) {
  if (keep && localStorage.getItem(keys.authToken)) return;
  localStorage.setItem(keys.authToken, session.token);
  localStorage.setItem(keys.user, session.user.email);
  localStorage.setItem(
    keys.session,
    JSON.stringify({ roles: session.user.roles, playerId: session.user.playerId }),
  );
}

/** Stores a session in the page now (no navigation). */
export async function storeSession(page: Page, session: AuthResponse): Promise<void> {
  await page.evaluate(writeSession, { keys: STORAGE_KEYS, session, keep: false });
}

/**
 * Signs in through the API and stores the session as the app does, before the first page loads:
 * fast, for tests whose subject is not the sign-in screen itself.
 */
export async function signInAs(page: Page, name: AccountName): Promise<AuthResponse> {
  const session = await apiLogin(page, name);
  await page.addInitScript(writeSession, { keys: STORAGE_KEYS, session, keep: true });
  return session;
}

/**
 * No serious or critical axe-core findings on the page as it is now. axe runs in the page itself
 * (legacy mode: our pages have no cross-origin frames) and returns violations only: the default
 * merges its results in a second, blank page and carries every passing node across, which took
 * 6 s on the replay page against 1 s this way, and pushed tests past their timeout under load.
 */
export async function expectNoSeriousA11yIssues(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** The e2e server's mail outbox (tests/e2e/serve.mjs) and its bot key. */
const OUTBOX = path.resolve(import.meta.dirname, '..', '..', '.tmp', 'e2e', 'data', 'outbox');
const BOT_KEY = process.env.BOT_API_KEY ?? 'e2e-bot-key-0123456789';

/** Asks for an invitation as the bot does for 'web <e-mail>'; answers the mailed link's path. */
export async function invite(
  page: Page,
  email: string,
  playerId?: number,
  playerName?: string,
): Promise<string> {
  const id = playerId ?? 800_000_000 + Math.floor(Math.random() * 100_000_000);
  const res = await page.request.post('/api/bot/web-request', {
    headers: { Authorization: `Bearer ${BOT_KEY}` },
    data: { playerId: id, playerName: playerName ?? `e2e-${id}`, email },
  });
  expect(res.status()).toBe(201);
  let link: string | null = null;
  await expect.poll(() => (link = newestRegisterLink(OUTBOX, email))).not.toBeNull();
  return new URL(link as unknown as string).pathname;
}

/** How many records each store of the app's IndexedDB holds ({} when there is none). */
export function cachedCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name);
    if (!names.includes('ordbot')) return {};
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('ordbot');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      const stores = [...db.objectStoreNames];
      const tx = db.transaction(stores, 'readonly');
      const counts = await Promise.all(
        stores.map(
          (store) =>
            new Promise<[string, number]>((resolve, reject) => {
              const count = tx.objectStore(store).count();
              count.onsuccess = () => resolve([store, count.result]);
              count.onerror = () => reject(count.error);
            }),
        ),
      );
      return Object.fromEntries(counts);
    } finally {
      db.close();
    }
  });
}

/**
 * Opens the replay's 'Analyse' panel where it folds under its toggle (768 px or less): waits for
 * the toggle, which may come after the board, and opens it unless it is open.
 */
export async function openAnalysisPanel(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) > 768) return;
  const toggle = page.getByRole('button', { name: 'Analyse', exact: true });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/**
 * Asks for the device's analysis until `shown` is there. The start button can show, hide while
 * the game's layout and the served verdicts load, and show again, so a check of it at one moment
 * may miss it: it is clicked whenever it is there, until `shown` is visible.
 */
export async function analyseUntil(start: Locator, shown: Locator, timeout: number): Promise<void> {
  await expect(async () => {
    if (await start.isVisible()) await start.click();
    await expect(shown).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout });
}

/**
 * The server has not judged any game yet (GET /games/{id}/analysis answers QUEUED): the replay
 * analyses in the browser's worker, as before the served verdicts (../shared/docs/verdict.md,
 * 'Foreløpig analyse'). For the specs of the device's analysis; the served review has its own
 * (served-analysis.spec.ts). On the context, so a service worker's fetch is answered too.
 */
export async function deviceAnalysisOnly(page: Page): Promise<void> {
  await page.context().route(/\/api\/games\/\d+\/analysis$/, async (route) => {
    const gameId = Number(/\/games\/(\d+)\/analysis$/.exec(route.request().url())?.[1]);
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(queuedAnalysis(gameId)),
    });
  });
}
