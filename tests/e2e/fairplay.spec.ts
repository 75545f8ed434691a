/**
 * The fair-play desk on the demo data: its analysis has a few solver-like players,
 * whom the desk marks 'Mistanke' at the top of the list, among many human-like ones.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues, invite, signInAs } from './helpers.ts';

const CAPTION = 'Spillere med minst 100 analyserte trekk, høyest z først';

function listTable(page: Page) {
  return page.getByRole('table', { name: CAPTION });
}

/** The numbers of one column on the page shown, as numbers. */
async function columnNumbers(page: Page, column: number): Promise<number[]> {
  const cells = await listTable(page).locator(`tbody tr > :nth-child(${column})`).allTextContents();
  return cells.map((text) =>
    Number(
      text
        .replace(/[\s\u00a0\u202f%]/g, '')
        .replace('−', '-')
        .replace(',', '.'),
    ),
  );
}

test.describe('fair-play desk', () => {
  test("an admin opens 'Juksanalyse', sorts it and follows a player's evidence to the replay", async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Hovedmeny' })
      .getByRole('link', { name: 'Juksanalyse' })
      .click();
    await expect(page).toHaveURL(/\/fairplay$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Juksanalyse' })).toBeVisible();
    await expect(page.getByText(/aldri en dom/)).toBeVisible();

    // Highest z first, and the top of the list carries the mark.
    const rows = listTable(page).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const z = await columnNumbers(page, 5);
    expect(z).toEqual([...z].sort((a, b) => b - a));
    await expect(rows.first().getByText('Mistanke', { exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    // Sorted by analysed moves, highest first.
    const header = listTable(page).getByRole('columnheader', { name: 'Analyserte trekk' });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    // The header shows the new order at once; the rows follow when the sorted page arrives.
    await expect
      .poll(async () => {
        const moves = await columnNumbers(page, 2);
        return (
          moves.length > 0 &&
          moves.every((n) => n >= 100) &&
          moves.every((n, i) => i === 0 || (moves[i - 1] as number) >= n)
        );
      })
      .toBe(true);

    // Back to z and the most suspicious player's page.
    const zHeader = listTable(page).getByRole('columnheader', { name: 'z' });
    await zHeader.getByRole('button').click();
    await expect(zHeader).toHaveAttribute('aria-sort', 'descending');
    // Again the rows follow the header when the sorted page arrives: the first row is read then.
    await expect.poll(() => columnNumbers(page, 5)).toEqual(z);
    const first = rows.first().getByRole('rowheader').getByRole('link');
    const name = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/fairplay\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Juksanalyse: ${name}`);
    await expect(page.getByRole('term').filter({ hasText: /^Analyserte trekk$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: `Statistikk for ${name}` })).toBeVisible();
    const games = page.getByRole('table', { name: 'Spillerens analyserte spill, nyeste først' });
    await expect(games.locator('tbody tr').first()).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    // A move that makes the case opens the replay at that move.
    const caseMoves = page.getByRole('table', {
      name: 'Vanskelige trekk der det beste legget ble funnet',
    });
    const move = caseMoves.locator('tbody tr').first().getByRole('link');
    const href = (await move.getAttribute('href')) ?? '';
    const [, gameId, moveNum] = /^\/playergame\/(\d+)\?trekk=(\d+)$/.exec(href) ?? [];
    expect(gameId).toBeTruthy();
    await move.click();
    await expect(page).toHaveURL(new RegExp(`/playergame/${gameId}\\?trekk=${moveNum}$`));
    const list = page.getByRole('list', { name: 'Trekk' });
    await expect(list.locator('[aria-pressed="true"]').first()).toBeVisible();
  });

  test('on a phone the list scrolls inside its frame', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAs(page, 'admin');
    await page.goto('/fairplay');
    await expect(listTable(page).locator('tbody tr').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yIssues(page);
  });

  test('a PLAYER sees no menu entry and no access', async ({ page }) => {
    await signInAs(page, 'player');
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Hovedmeny' });
    await expect(menu.getByRole('link', { name: 'Min statistikk' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Juksanalyse' })).toHaveCount(0);
    await page.goto('/fairplay');
    await expect(page.getByRole('heading', { name: 'Ingen tilgang' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.goto('/fairplay/1');
    await expect(page.getByRole('heading', { name: 'Ingen tilgang' })).toBeVisible();
  });
});

test.describe('the case an admin acts on', () => {
  test('records a status and note with who and when, lists the bot flags and the rate over time', async ({
    page,
  }) => {
    const session = await signInAs(page, 'admin');
    const headers = { authorization: `Bearer ${session.token}` };
    const listed = (await (
      await page.request.get('/api/fairplay/players', { headers })
    ).json()) as { players: { basicInfo: { id: number; name: string }; botFlags: number }[] };
    const flagged = listed.players.find((p) => p.botFlags > 0) ?? listed.players[0]!;
    await page.goto(`/fairplay/${flagged.basicInfo.id}`);
    const panel = page.getByRole('region', { name: 'Vurdering' });
    await expect(panel.getByText('Ingen har vurdert spilleren ennå.')).toBeVisible();
    await panel.getByLabel('Status').selectOption({ label: 'Under vurdering' });
    await panel.getByLabel('Notat').fill('Ser på de vanskelige leggene fra i vår.');
    await panel.getByRole('button', { name: 'Lagre vurderingen' }).click();
    await expect(panel.getByRole('status')).toHaveText('Vurderingen er lagret.');
    const history = panel.getByRole('list').last();
    await expect(history).toContainText('admin@ordbot.no');
    await expect(history).toContainText('Under vurdering');
    await expect(history).toContainText('Ser på de vanskelige leggene fra i vår.');
    // Kept on the server: a reload shows it.
    await page.reload();
    await expect(panel.locator('.fairplay-case__status')).toHaveText('Under vurdering');

    // The bot's flags, each a link to the move in the replay.
    const flags = page.getByRole('region', { name: 'Flagg fra boten' });
    if (flagged.botFlags > 0) {
      const links = flags.getByRole('link');
      await expect(links).toHaveCount(flagged.botFlags);
      await expect(links.first()).toHaveAttribute('href', /^\/playergame\/\d+\?trekk=\d+$/);
    }
    // The rate over time, with its legend.
    await expect(page.getByRole('heading', { name: 'Andel beste legg over tid' })).toBeVisible();
    await expect(page.locator('.fairplay-rate-chart canvas')).toBeVisible();
    await expect(page.locator('.fairplay-rate-chart')).toContainText('Forventet andel');
    await expectNoSeriousA11yIssues(page);
  });

  test("a ban deactivates the player's account, which the page links to", async ({ page }) => {
    const admin = await signInAs(page, 'admin');
    const headers = { authorization: `Bearer ${admin.token}` };
    // A player of its own with a fresh account, so no other test's sign-in is banned.
    const listed = (await (
      await page.request.get('/api/fairplay/players', { headers })
    ).json()) as { players: { basicInfo: { id: number; name: string } }[] };
    const { id: playerId, name } = listed.players.at(-1)!.basicInfo;
    const email = `utestengt-${Date.now()}@example.no`;
    const uuid = (await invite(page, email, playerId, name)).split('/').pop();
    const registered = await page.request.post('/api/auth/register-by-uuid', {
      data: { uuid, password: 'utestengt-passord' },
    });
    expect(registered.status()).toBe(200);
    const banned = (await registered.json()) as { token: string };

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/fairplay/${playerId}`);
    const panel = page.getByRole('region', { name: 'Vurdering' });
    const account = panel.getByRole('link', { name: `Åpne ${email} i Brukere` });
    await expect(account).toBeVisible();
    await panel.getByLabel('Status').selectOption({ label: 'Utestengt' });
    await expect(panel.getByText(/deaktiverer spillerens brukerkontoer/)).toBeVisible();
    await panel.getByLabel('Notat').fill('Test av utestenging.');
    await panel.getByRole('button', { name: 'Lagre vurderingen' }).click();
    await expect(panel.getByText('1 brukerkonto deaktivert', { exact: false })).toBeVisible();
    await expect(panel.getByRole('listitem').filter({ hasText: email })).toContainText('Inaktiv');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The banned account's session ended with the ban.
    const after = await page.request.post('/api/auth/login-token', {
      data: { username: email, token: banned.token },
    });
    expect(after.status()).toBe(401);
    // The link opens that user in 'Brukere'.
    await account.click();
    await expect(page.getByRole('dialog')).toContainText(email);
  });
});
