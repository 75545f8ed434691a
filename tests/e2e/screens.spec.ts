/**
 * The screens a new user checks, at 1280x900 and on a 390x844 touch phone: accuracy on one scale with
 * its note, the context of a practice puzzle and the hint that fits the screen, another player's
 * page and an account with no player, tab titles by name, the game list's layout buttons and its
 * last card, and an ongoing game shown at once with a quiet live note. Each state is kept as a
 * screenshot in test-results/screens-*.png.
 */
import { expect, test, type Page } from '@playwright/test';
import type { AuthResponse, PagedGames } from '@ordbot/contract/api-types.ts';
import { signInAs } from './helpers.ts';

/** A player of the demo data that is not the demo player's. */
const OTHER_PLAYER = { id: 16779, name: 'Aksel Myhre' };

const SIZES = [
  { width: 1280, height: 900, phone: false },
  { width: 390, height: 844, phone: true },
] as const;

async function shot(page: Page, name: string, width: number) {
  await page.screenshot({ path: `test-results/screens-${name}-${width}.png` });
}

async function ongoingGameId(page: Page, session: AuthResponse): Promise<number> {
  const res = await page.request.post('/api/games/get-games-paginated', {
    headers: { authorization: `Bearer ${session.token}` },
    data: {
      pageSize: 10,
      pageNumber: 1,
      finished: false,
      sort: { item: 'START_TIME', ascending: false },
    },
  });
  const rows = ((await res.json()) as PagedGames).pages.flatMap((p) => p.data);
  const ongoing = rows.find((row) => !row.finished);
  if (!ongoing) throw new Error('no ongoing demo game');
  return ongoing.gameId;
}

for (const { width, height, phone } of SIZES) {
  test.describe(`screens at ${width} px`, () => {
    test.use({
      viewport: { width, height },
      ...(phone ? { hasTouch: true, isMobile: true } : {}),
    });

    test('the profile shows accuracy as a per cent, with what it means', async ({ page }) => {
      const session = await signInAs(page, 'player');
      await page.goto(`/players/${session.user.playerId}`);
      const figure = page.locator('.profile-figure').filter({ hasText: 'Nøyaktighet' });
      await expect(figure.locator('dd')).toHaveText(/^\d{1,3},\d\s%$/);
      const note = page.locator('.accuracy-note');
      await expect(note).toContainText('Nøyaktighet (0–100 %)');
      await note.scrollIntoViewIfNeeded();
      await shot(page, 'profile-accuracy', width);
    });

    test("another player's page says it is not the player's to see", async ({ page }) => {
      await signInAs(page, 'player');
      await page.goto(`/players/${OTHER_PLAYER.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Ikke din spiller' })).toBeVisible();
      await expect(page.getByText('Fant ikke spilleren')).toHaveCount(0);
      await shot(page, 'profile-not-yours', width);
    });

    test("a player's page names the tab by the player, not the id", async ({ page }) => {
      await signInAs(page, 'admin');
      await page.goto(`/players/${OTHER_PLAYER.id}`);
      await expect(page.getByRole('heading', { level: 1, name: OTHER_PLAYER.name })).toBeVisible();
      await expect(page).toHaveTitle(`${OTHER_PLAYER.name} – Ordbot`);
    });

    test('an account with no player is told how to link it, on /ms and /mygames', async ({
      page,
    }) => {
      await signInAs(page, 'user');
      for (const path of ['/ms', '/mygames']) {
        await page.goto(path);
        await expect(page.getByText('Kontoen er ikke koblet til en spiller').first()).toBeVisible();
        await expect(page.getByRole('note')).toContainText('web kari@example.no');
        await expect(page.getByText('Ingen spill funnet')).toHaveCount(0);
        await shot(page, `not-linked${path.replace('/', '-')}`, width);
      }
    });

    test('a practice puzzle has its score, bag and game link, and the hint that fits the screen', async ({
      page,
    }) => {
      await signInAs(page, 'player');
      await page.goto('/ov');
      const context = page.locator('.exercise-context');
      await expect(context).toContainText(/^Stilling: .+ \d+ – Ordbot \d+/, { timeout: 20_000 });
      await expect(context).toContainText(/Posen er tom|\d+ brikker? igjen i posen/);
      await expect(page.getByRole('link', { name: 'Se stillingen i spillet' })).toBeVisible();
      const keys = page.locator('.tile-board-keys');
      const touch = page.locator('.tile-board-touch');
      if (phone) {
        await expect(keys).toBeHidden();
        await expect(touch).toBeVisible();
      } else {
        await expect(keys).toBeVisible();
        await expect(touch).toBeHidden();
      }
      await shot(page, 'practice', width);
    });

    test('an ongoing game shows at once, named in the tab, with no "Kobler til" while it connects', async ({
      page,
    }) => {
      const session = await signInAs(page, 'player');
      const gameId = await ongoingGameId(page, session);
      await page.goto(`/playergame/${gameId}`);
      await expect(page.getByRole('grid', { name: 'Spillebrett' })).toBeVisible();
      await expect(page.locator('.live-note')).toHaveText('Pågående spill.');
      await expect(page).toHaveTitle(/^.+ mot Ordbot$/);
      await shot(page, 'live-connecting', width);
      await expect(page.locator('.live-note')).toHaveText(/^Direkte:/, { timeout: 20_000 });
    });

    if (!phone) {
      test("the game list's layout buttons say their names, and its last card can be read whole", async ({
        page,
      }) => {
        await signInAs(page, 'player');
        await page.goto('/mygames');
        const cards = page.getByRole('list', { name: 'Søkeresultater' }).getByRole('listitem');
        await expect(cards).toHaveCount(25);
        for (const name of ['Søk i fokus', 'Delt likt', 'Detaljer i fokus']) {
          await expect(page.getByRole('button', { name })).toHaveText(name);
        }
        await cards.last().scrollIntoViewIfNeeded();
        await page.mouse.wheel(0, 5000);
        const last = await cards.last().boundingBox();
        expect(last).not.toBeNull();
        expect((last?.y ?? 0) + (last?.height ?? 0)).toBeLessThanOrEqual(height);
        // Below the sticky header, not under it.
        expect(last?.y ?? 0).toBeGreaterThanOrEqual(56);
        await shot(page, 'games-list-end', width);
      });
    }
  });
}
