import { expect, test } from '@playwright/test';
import { makeGame } from '../server/fixtures.ts';

const BOT_KEY = process.env.BOT_API_KEY ?? 'e2e-bot-key-0123456789';
const LIVE = 'Direkte: nye trekk vises her straks de er spilt.';
const NOT_LIVE = 'Ikke direkte: nye trekk vises når forbindelsen er tilbake.';

test("an ongoing game's replay shows the bot's next move as it comes, and says when it is not live", async ({
  page,
}) => {
  const gameId = 991_000_000 + Math.floor(Math.random() * 1_000_000);
  const send = async (normalMoves: number) => {
    const game = makeGame({ gameId, playerName: 'Direkte Spiller', finished: false, normalMoves });
    const res = await page.request.post('/api/bot/games', {
      headers: { authorization: `Bearer ${BOT_KEY}` },
      data: game,
    });
    expect(res.status()).toBe(200);
  };
  await send(3);

  // A guest may watch: replays are public, ongoing games too (docs/events.md).
  await page.goto(`/playergame/${gameId}`);
  await expect(page.getByRole('heading', { name: 'Direkte Spiller mot Ordbot' })).toBeVisible();
  const moves = page.getByRole('list', { name: 'Trekk' }).getByRole('listitem');
  await expect(moves).toHaveCount(3);
  await expect(page.getByText(LIVE)).toBeVisible({ timeout: 15_000 });

  // A mark on this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { liveMark: true }));
  const sent = Date.now();
  await send(4);
  // docs/events.md: within 2 s of the ingest; the slack is for a loaded test machine.
  await expect(page.getByRole('button', { name: 'Ordbot: SPILL (10 poeng)' })).toBeVisible({
    timeout: 6_000,
  });
  await expect(moves).toHaveCount(4);
  test.info().annotations.push({ type: 'move seen after', description: `${Date.now() - sent} ms` });
  // No reload: the page is the one that was opened.
  expect(await page.evaluate(() => 'liveMark' in window)).toBe(true);

  await page.context().setOffline(true);
  await expect(page.getByText(NOT_LIVE)).toBeVisible({ timeout: 15_000 });
  await page.context().setOffline(false);
  await expect(page.getByText(LIVE)).toBeVisible({ timeout: 20_000 });
});
