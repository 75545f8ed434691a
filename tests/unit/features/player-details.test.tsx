// @vitest-environment jsdom
// Over 300 lines: the player page's profile, figures, games and roles share one mocked API and
// app harness.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi, onTestFinished } from 'vitest';
import type { GameRow, PlayerProfile } from '@ordbot/contract/api-types.ts';
import type { Role } from '@ordbot/contract/enums.ts';
import { formatDateTime } from '@ordbot/contract/format.ts';
import { TEXT } from '../../../src/ui/text.ts';
import { PROFILE_TEXT } from '../../../src/ui/text-profile.ts';
import { ACCURACY_TEXT } from '../../../src/ui/text-accuracy.ts';
import { gameResult } from '../../../src/features/players/player-details-page.tsx';
import {
  smoothedWinPercent,
  withEmptyMonths,
} from '../../../src/features/players/profile-months.ts';
import { formatMonth } from '@ordbot/contract/format.ts';
import {
  currentPath,
  jsonResponse,
  renderApp,
  storeSession,
  stubFetch,
  useCleanAppPerTest,
} from '../app/app-harness.tsx';
import { gameRow } from '../fixtures/games.ts';
import { CALLS } from '@ordbot/contract/api-contract.ts';
import { answersOffContract } from '../../../src/api/answer-check.ts';

// uPlot needs a canvas: the chart is a labelled picture here.
vi.mock('../../../src/features/players/profile-chart.tsx', () => ({
  ProfileChart: ({ months }: { months: { label: string }[] }) => (
    <div role="img" aria-label="chart">
      {months.map((m) => m.label).join(' ')}
    </div>
  ),
}));

useCleanAppPerTest();

const T = TEXT.playerDetails;
/** The first render loads the screen's lazy chunk. */
const SLOW = { timeout: 5000 };

function plain(text: string | null | undefined): string {
  return (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

const P = PROFILE_TEXT;

const KARI: PlayerProfile = {
  basicInfo: { id: 7, name: 'Kari' },
  games: { started: 1250, finished: 12, won: 8, draw: 1, lost: 3, percentageWon: 66.67 },
  scores: {
    averagePlayer: 401.5,
    averageBot: 380.25,
    averageMargin: 21.3,
    highest: { gameId: 102, score: 512 },
    lowest: { gameId: 103, score: 290 },
    biggestWin: { gameId: 102, margin: 132 },
    biggestLoss: { gameId: 103, margin: -65 },
  },
  bestMove: { gameId: 102, moveNum: 9, word: 'SJØRØVER', points: 131 },
  longestWord: { gameId: 104, moveNum: 12, word: 'KAFFEKOPPENE' },
  bingos: { total: 5, perGame: 0.42 },
  words: [
    { word: 'ORD', count: 14 },
    { word: 'HEST', count: 9 },
    { word: 'ÆRE', count: 1 },
  ],
  streaks: { longestWin: 4, current: { result: 'LOSS', length: 2 } },
  months: [
    { label: '2024-01', games: 7, won: 5, averageScore: 410.1 },
    { label: '2024-02', games: 5, won: 3, averageScore: 388 },
  ],
  analysis: {
    movesAnalysed: 120,
    bestFound: 30,
    averageMissed: 12.4,
    accuracy: { average: 81.5, months: [{ label: '2026-10', average: 81.5 }] },
  },
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
  ownPlayer = 8,
) {
  storeSession('stored-token', roles, ownPlayer);
  return stubFetch((url) => {
    if (url.endsWith('/auth/login-token')) {
      return jsonResponse({ token: 't', user: { email: 'a@b.no', roles, playerId: ownPlayer } });
    }
    if (url.includes('/players/7/profile') || url.includes('/players/999/profile')) {
      return answers.player?.() ?? jsonResponse(KARI);
    }
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
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/players/7/profile'))).toBe(
      true,
    );
  });

  it('shows every profile figure; best move and longest word open the replay at that move', async () => {
    serve({});
    renderApp('/players/7');
    await screen.findByRole('heading', { level: 1, name: 'Kari' }, SLOW);
    const figures = Object.fromEntries(
      [...document.querySelectorAll('.profile-figure')].map((el) => [
        el.querySelector('dt')?.textContent,
        plain(el.querySelector('dd')?.textContent),
      ]),
    );
    expect(figures).toEqual({
      [P.averagePlayer]: '401,5',
      [P.averageBot]: '380,25',
      [P.averageMargin]: '21,3',
      [P.highest]: '512 poeng',
      [P.lowest]: '290 poeng',
      [P.biggestWin]: '+132 poeng',
      [P.biggestLoss]: '−65 poeng',
      [P.bestMove]: 'SJØRØVER, 131 poeng',
      [P.longestWord]: 'KAFFEKOPPENE',
      [P.bingos]: '5',
      [P.bingosPerGame]: '0,42',
      [P.longestWin]: '4',
      [P.currentStreak]: '2 tap på rad',
      [P.movesAnalysed]: '120',
      [P.bestFound]: '30 (25,0 %)',
      [P.averageMissed]: '12,4',
      // The same scale as the replay's (43,8 %): a per cent sign.
      [P.accuracy]: '81,5 %',
    });
    // What the figure means and what is normal, beside it.
    expect(screen.getByText(ACCURACY_TEXT.note)).toBeTruthy();
    const accuracy = screen.getByRole('table', { name: P.accuracyCaption });
    expect(
      within(accuracy)
        .getAllByRole('row')
        .map((r) => plain(r.textContent)),
    ).toEqual([`${P.columnMonth}${P.accuracy}`, 'okt. 202681,5 %']);
    const best = screen.getByRole('link', { name: 'SJØRØVER, 131 poeng' });
    expect(best.getAttribute('href')).toBe('/playergame/102?trekk=9');
    expect(screen.getByRole('link', { name: 'KAFFEKOPPENE' }).getAttribute('href')).toBe(
      '/playergame/104?trekk=12',
    );
    expect(screen.getByRole('link', { name: /512 poeng/ }).getAttribute('href')).toBe(
      '/playergame/102',
    );
    const words = [...document.querySelectorAll('.profile-words li')].map((li) =>
      plain(li.textContent),
    );
    expect(words).toEqual(['ORD 14 ganger', 'HEST 9 ganger', 'ÆRE 1 gang']);
    // Played words are the games' (an English game's are English), not text to translate.
    const played = [...document.querySelectorAll('[translate="no"]')].map((el) => el.textContent);
    expect(played).toEqual(['SJØRØVER', 'KAFFEKOPPENE', 'ORD', 'HEST', 'ÆRE']);
    const table = screen.getByRole('table', { name: P.tableCaption });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => plain(r.textContent)),
    ).toEqual([
      'MånedSpillVunnetVinnerprosentSnittpoeng',
      'jan. 20247571,4 %410,1',
      'feb. 20245360,0 %388',
    ]);
  });

  it('asks again with the language chosen in Språk', async () => {
    const fetchMock = serve({});
    renderApp('/players/7');
    const select = await screen.findByRole('combobox', { name: P.language }, SLOW);
    fireEvent.change(select, { target: { value: 'NO_B' } });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) =>
          String(url).endsWith('/players/7/profile?language=NO_B'),
        ),
      ).toBe(true),
    );
  });

  it('says so when the player has no finished games', async () => {
    serve({
      player: () =>
        jsonResponse({
          ...KARI,
          games: { started: 1, finished: 0, won: 0, draw: 0, lost: 0, percentageWon: 0 },
        }),
    });
    renderApp('/players/7');
    expect(await screen.findByText(P.empty, {}, SLOW)).toBeTruthy();
    expect(document.querySelector('.profile-figure')).toBeNull();
  });

  it('says in Norwegian when none of the finished games has analysed moves', async () => {
    serve({
      player: () =>
        jsonResponse({
          ...KARI,
          analysis: {
            movesAnalysed: 0,
            bestFound: 0,
            averageMissed: 0,
            accuracy: { average: null, months: [] },
          },
        }),
    });
    renderApp('/players/7');
    expect(await screen.findByText(P.noAnalysis, {}, SLOW)).toBeTruthy();
    expect(P.noAnalysis).toBe('Ingen trekk er analysert ennå.');
    const labels = [...document.querySelectorAll('.profile-figure dt')].map((dt) => dt.textContent);
    expect(labels).not.toContain(P.movesAnalysed);
    expect(labels).not.toContain(P.accuracy);
    expect(screen.queryByRole('table', { name: P.accuracyCaption })).toBeNull();
    expect(screen.queryByText(ACCURACY_TEXT.note)).toBeNull();
  });

  it("shows '–' for an accuracy the analysis has none of", async () => {
    serve({
      player: () =>
        jsonResponse({
          ...KARI,
          analysis: { ...KARI.analysis, accuracy: { average: null, months: [] } },
        }),
    });
    renderApp('/players/7');
    await screen.findByRole('heading', { level: 1, name: 'Kari' }, SLOW);
    const figure = [...document.querySelectorAll('.profile-figure')].find(
      (el) => el.querySelector('dt')?.textContent === P.accuracy,
    );
    expect(figure?.querySelector('dd')?.textContent).toBe(P.none);
    expect(screen.queryByRole('table', { name: P.accuracyCaption })).toBeNull();
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

  it("a restricted user opens their own player page, headed 'Min statistikk'", async () => {
    serve({}, ['USER', 'PLAYER'], 7);
    renderApp('/players/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Min statistikk' }, SLOW),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Kari' })).toBeNull();
  });

  it("tells a player that another player's page is not theirs to see, not that it is missing", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The server answers 404 whether the player exists or is hidden (server/routes/players.ts).
    serve(
      {
        player: () =>
          jsonResponse(
            { statusCode: 404, error: 'Not Found', message: 'Fant ikke spilleren' },
            404,
          ),
      },
      ['USER', 'PLAYER'],
      8,
    );
    renderApp('/players/7');
    expect(await screen.findByRole('heading', { level: 1, name: T.notYours }, SLOW)).toBeTruthy();
    expect(screen.getByText(T.notYoursBody)).toBeTruthy();
    expect(screen.queryByText(T.notFound)).toBeNull();
    expect(screen.queryByText(T.notFoundBody)).toBeNull();
    expect(screen.getByRole('link', { name: T.ownProfile }).getAttribute('href')).toBe(
      '/players/8',
    );
    log.mockRestore();
  });

  it('tells a user with no player how to link the account on a player page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(
      {
        player: () =>
          jsonResponse(
            { statusCode: 404, error: 'Not Found', message: 'Fant ikke spilleren' },
            404,
          ),
      },
      ['USER'],
      null as unknown as number,
    );
    renderApp('/players/7');
    expect(await screen.findByRole('heading', { level: 1, name: T.notYours }, SLOW)).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('web kari@example.no');
    log.mockRestore();
  });

  it("names the tab by the player, not the id ('Kari – Ordbot')", async () => {
    serve({});
    renderApp('/players/7');
    await screen.findByRole('heading', { level: 1, name: 'Kari' }, SLOW);
    await waitFor(() => expect(document.title).toBe('Kari – Ordbot'));
    expect(document.title).not.toContain('7');
  });

  it('only logs other failures (docs/product.md, Errors)', async () => {
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
    expect(screen.getByRole('alert').textContent).toContain(P.loadError);
    expect(screen.getByRole('button', { name: P.retry })).toBeTruthy();
    log.mockRestore();
  });

  it('only logs an answer that is not a player', async () => {
    onTestFinished(answersOffContract(CALLS.playerById, CALLS.getGamesPaginated));
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

describe('withEmptyMonths', () => {
  it('fills the months without games with zeros, across a new year', () => {
    const m = (label: string, games: number) => ({ label, games, won: 1, averageScore: 300 });
    expect(
      withEmptyMonths([m('2023-11', 2), m('2024-02', 1)]).map((x) => [x.label, x.games]),
    ).toEqual([
      ['2023-11', 2],
      ['2023-12', 0],
      ['2024-01', 0],
      ['2024-02', 1],
    ]);
    expect(withEmptyMonths([])).toEqual([]);
  });
});

describe('smoothedWinPercent', () => {
  const m = (label: string, games: number, won: number) => ({ label, games, won, averageScore: 0 });

  it('gives no rate for months with too few games, so one game never swings 0-100 %', () => {
    // One game a month, won and lost in turn: a month's own rate would jump 100, 0, 100.
    const months = [m('2024-01', 1, 1), m('2024-02', 1, 0), m('2024-03', 1, 1)];
    expect(smoothedWinPercent(months)).toEqual([null, null, null]);
  });

  it('takes the rate over the month and the two before it once they hold five games', () => {
    const months = [m('2024-01', 2, 2), m('2024-02', 2, 0), m('2024-03', 2, 1), m('2024-04', 6, 3)];
    expect(smoothedWinPercent(months)).toEqual([null, null, 50, 40]);
  });

  it('labels months the Norwegian way', () => {
    expect(formatMonth('2018-12')).toBe('des. 2018');
    expect(formatMonth('2024-05')).toBe('mai 2024');
  });
});
