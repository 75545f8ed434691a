// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GameRow, PlayerInfo } from '../../../core/api-types.ts';
import type { Role } from '../../../core/enums.ts';
import { formatDateTime } from '../../../core/format.ts';
import { TEXT } from '../../../src/ui/text.ts';
import { gameResult } from '../../../src/features/players/player-details-page.tsx';
import {
  currentPath,
  jsonResponse,
  renderApp,
  storeSession,
  stubFetch,
  useCleanAppPerTest,
} from '../app/app-harness.tsx';
import { gameRow } from '../fixtures/games.ts';

useCleanAppPerTest();

const T = TEXT.playerDetails;
/** The first render loads the screen's lazy chunk. */
const SLOW = { timeout: 5000 };

function plain(text: string | null | undefined): string {
  return (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

const KARI: PlayerInfo = {
  basicInfo: { id: 7, name: 'Kari' },
  gamesStarted: 1250,
  gamesFinished: 12,
  won: 8,
  draw: 1,
  lost: 3,
};

const GAMES: GameRow[] = [
  gameRow(101, { finished: false, playerScore: 40, botScore: 55 }),
  gameRow(102, { playerScore: 412, botScore: 380 }),
  gameRow(103, { playerScore: 290, botScore: 355 }),
  gameRow(104, { playerScore: 300, botScore: 300 }),
];

function serve(
  answers: { player?: () => Response; games?: () => Response },
  roles: Role[] = ['USER', 'PLAYER', 'SUPERVISOR', 'ADMIN'],
) {
  storeSession('stored-token', roles, 7);
  return stubFetch((url) => {
    if (url.endsWith('/auth/login-token')) {
      return jsonResponse({ token: 't', user: { email: 'a@b.no', roles, playerId: 7 } });
    }
    if (url.includes('/players/playerid/')) return answers.player?.() ?? jsonResponse(KARI);
    if (url.endsWith('/games/get-games-paginated')) {
      return (
        answers.games?.() ??
        jsonResponse({
          paginationInfo: { totalRecords: 4, totalPages: 1, firstPageNum: 1, lastPageNum: 1 },
          pages: [{ pageNum: 1, data: GAMES }],
        })
      );
    }
    return jsonResponse({}, 404);
  });
}

describe('player page', () => {
  it('shows the name, the figures and asks for the latest 10 games of that player', async () => {
    const fetchMock = serve({});
    renderApp('/players/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kari' }, SLOW)).toBeTruthy();
    const figures = Object.fromEntries(
      [...document.querySelectorAll('.player-figure')].map((el) => [
        el.querySelector('dt')?.textContent,
        plain(el.querySelector('dd')?.textContent),
      ]),
    );
    expect(figures).toEqual({
      [T.gamesStarted]: '1 250',
      [T.gamesFinished]: '12',
      [T.won]: '8',
      [T.draw]: '1',
      [T.lost]: '3',
      [T.percentageWon]: '66,67 %',
    });
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/get-games-paginated'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      pageSize: 10,
      pageNumber: 1,
      sort: { item: 'START_TIME', ascending: false },
      playerIds: [7],
    });
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/players/playerid/7'))).toBe(
      true,
    );
  });

  it('lists the latest games with time, score and result in words; each opens its replay', async () => {
    serve({});
    const { memory } = renderApp('/players/7');
    const links = await screen.findAllByRole('link', { name: /Poeng/ }, SLOW);
    expect(links).toHaveLength(4);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/playergame/101',
      '/playergame/102',
      '/playergame/103',
      '/playergame/104',
    ]);
    expect(links.map((l) => l.querySelector('.result-badge')?.textContent)).toEqual([
      T.result.ongoing,
      T.result.won,
      T.result.lost,
      T.result.draw,
    ]);
    const first = links[0] as HTMLElement;
    expect(plain(first.textContent)).toContain(plain(formatDateTime(GAMES[0]?.startTime ?? 0)));
    expect(plain(first.textContent)).toContain('40 – 55');
    fireEvent.click(first);
    await waitFor(() => expect(currentPath(memory)).toBe('/playergame/101'));
  });

  it("links to all of the player's games", async () => {
    serve({});
    renderApp('/players/7');
    const all = await screen.findByRole('link', { name: 'Alle spill for Kari' }, SLOW);
    expect(all.getAttribute('href')).toBe('/games/7');
  });

  it('says when the player has no games', async () => {
    serve({
      games: () =>
        jsonResponse({
          paginationInfo: { totalRecords: 0, totalPages: 0, firstPageNum: 0, lastPageNum: 0 },
          pages: [],
        }),
    });
    renderApp('/players/7');
    expect(await screen.findByText(T.noGames, {}, SLOW)).toBeTruthy();
  });

  it('says the player was not found on 404', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({
      player: () =>
        jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Fant ikke spilleren' }, 404),
    });
    renderApp('/players/999');
    expect(await screen.findByRole('heading', { name: T.notFound }, SLOW)).toBeTruthy();
    expect(log).not.toHaveBeenCalledWith(expect.objectContaining({ status: 404 }));
    log.mockRestore();
  });

  it('a restricted user opens their own player page', async () => {
    serve({}, ['USER', 'PLAYER']);
    renderApp('/players/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kari' }, SLOW)).toBeTruthy();
  });

  it('only logs other failures (spec 8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({
      player: () => jsonResponse({ statusCode: 500, error: 'x', message: 'Feil' }, 500),
      games: () => jsonResponse({ statusCode: 500, error: 'x', message: 'Feil' }, 500),
    });
    renderApp('/players/7');
    await waitFor(() => expect(log).toHaveBeenCalledTimes(2), SLOW);
    expect(screen.getByRole('heading', { level: 1, name: TEXT.pages.playerDetails })).toBeTruthy();
    expect(screen.queryByText(T.loading)).toBeNull();
    expect(screen.queryByText(T.notFound)).toBeNull();
    log.mockRestore();
  });

  it('only logs an answer that is not a player', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ player: () => jsonResponse({}), games: () => jsonResponse({}) });
    renderApp('/players/7');
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1), SLOW);
    expect(screen.getByRole('heading', { level: 1, name: TEXT.pages.playerDetails })).toBeTruthy();
    log.mockRestore();
  });

  it('shows the figures even when the games cannot be fetched', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ games: () => jsonResponse({ statusCode: 500, error: 'x', message: 'Feil' }, 500) });
    renderApp('/players/7');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Kari' }, SLOW);
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1), SLOW);
    const section = heading.closest('section') as HTMLElement;
    expect(within(section).queryAllByRole('link', { name: /Poeng/ })).toHaveLength(0);
    expect(within(section).getByRole('link', { name: 'Alle spill for Kari' })).toBeTruthy();
    log.mockRestore();
  });
});

describe('gameResult', () => {
  it.each([
    [{ finished: false, playerScore: 10, botScore: 0 }, 'ongoing'],
    [{ finished: true, playerScore: 10, botScore: 0 }, 'won'],
    [{ finished: true, playerScore: 0, botScore: 10 }, 'lost'],
    [{ finished: true, playerScore: 5, botScore: 5 }, 'draw'],
  ] as const)('%o is %s', (row, result) => {
    expect(gameResult(row)).toBe(result);
  });
});
