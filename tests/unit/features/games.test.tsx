// @vitest-environment jsdom
// Over 300 lines: the game search screen's flows (filters, chips, paging, sorting, detail pane,
// table) share one mocked API and app harness.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  GameDetails,
  GameSearchRequest,
  PlayerInfoBasic,
} from '@ordbot/contract/api-types.ts';
import type { Role } from '@ordbot/contract/enums.ts';
import { TEXT } from '../../../src/ui/text.ts';
import { forgetScreens } from '../../../src/cache/screen-memory.ts';
import {
  answersLater,
  currentPath,
  jsonResponse,
  renderApp,
  storeSession,
  stubFetch,
  useCleanAppPerTest,
} from '../app/app-harness.tsx';
import { gameRow } from '../fixtures/games.ts';
import { screenText, unseparatedNumbers } from '../fixtures/numbers.ts';

const plainSpaces = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

useCleanAppPerTest();
beforeEach(() => forgetScreens());
// The screens are lazy chunks: compile them once before the timed tests.
beforeAll(async () => {
  await import('../../../src/features/games/games-page.tsx');
}, 30_000);

const T = TEXT.games;
const SLOW = { timeout: 5000 };

const PLAYERS: PlayerInfoBasic[] = [
  { id: 7, name: 'Kari' },
  { id: 8, name: 'Ola' },
  { id: 9, name: 'Per' },
];

/** A server of `total` games in id order, answering blocks of 5 pages like the real one. */
function pagedAnswer(request: GameSearchRequest, total: number) {
  const size = request.pageSize;
  const pages = Math.ceil(total / size);
  const first = Math.floor((request.pageNumber - 1) / 5) * 5 + 1;
  const last = Math.min(first + 4, pages);
  const blocks = [];
  for (let p = first; p <= last; p++) {
    const from = (p - 1) * size;
    const count = Math.min(size, total - from);
    blocks.push({
      pageNum: p,
      data: Array.from({ length: count }, (_, i) => gameRow(from + i + 1)),
    });
  }
  return {
    paginationInfo: {
      totalRecords: total,
      totalPages: pages,
      firstPageNum: blocks.length ? first : 0,
      lastPageNum: blocks.length ? last : 0,
    },
    pages: blocks,
  };
}

const DETAILS = (gameId: number, hasBrokenMoves = false): GameDetails => ({
  game: {
    gameId,
    playerId: 7,
    playerName: 'Kari',
    playerScore: 300,
    botScore: 250,
    finished: true,
    startTime: 1_700_000_000,
    boardInfo: { language: 'NO_B', boardType: 'NORMAL', boardTypeId: 1 },
  },
  moves: [
    {
      moveNum: 1,
      moveType: 'NORMAL',
      playerMove: true,
      letters: 'HEI',
      points: 12,
      numTiles: 3,
      mainWord: 'HEI',
      vertical: false,
      x: 6,
      y: 7,
    },
  ],
  cheats: [],
  hasBrokenMoves,
});

/** The details of an ongoing game, which the device's cache never answers while online. */
const ongoing = (gameId: number): GameDetails => {
  const details = DETAILS(gameId);
  return { ...details, game: { ...details.game, finished: false } };
};

interface ServeOptions {
  roles?: Role[];
  playerId?: number | null;
  players?: PlayerInfoBasic[];
  total?: number;
  search?: (request: GameSearchRequest) => Response | Promise<Response>;
  details?: (gameId: number) => Response;
}

function serve(options: ServeOptions = {}) {
  const roles = options.roles ?? ['USER', 'PLAYER', 'SUPERVISOR'];
  const playerId = options.playerId === undefined ? 7 : options.playerId;
  storeSession('stored-token', roles, playerId);
  const searches: GameSearchRequest[] = [];
  const detailCalls: number[] = [];
  const fetchMock = stubFetch((url, init) => {
    if (url.endsWith('/auth/login-token')) {
      return jsonResponse({ token: 't', user: { email: 'a@b.no', roles, playerId } });
    }
    if (url.endsWith('/players/allbasic')) return jsonResponse(options.players ?? PLAYERS);
    if (url.endsWith('/games/get-games-paginated')) {
      const request = JSON.parse(String(init.body)) as GameSearchRequest;
      searches.push(request);
      return options.search?.(request) ?? jsonResponse(pagedAnswer(request, options.total ?? 400));
    }
    const moves = /\/games\/gamemoves\/(\d+)$/.exec(url);
    if (moves) {
      const id = Number(moves[1]);
      detailCalls.push(id);
      return options.details?.(id) ?? jsonResponse(DETAILS(id));
    }
    if (url.includes('/boards/board-square-types/')) return jsonResponse({}, 404);
    return jsonResponse({}, 404);
  });
  return { fetchMock, searches, detailCalls };
}

async function resultList() {
  return screen.findByRole('list', { name: T.results }, SLOW);
}

describe('game search screen (/games)', () => {
  it('searches page 1 newest first, 25 a page, and shows the results', async () => {
    const { searches } = serve();
    renderApp('/games');
    const list = await resultList();
    expect(within(list).getAllByRole('button')).toHaveLength(25);
    expect(searches).toEqual([
      { pageSize: 25, pageNumber: 1, sort: { item: 'START_TIME', ascending: false } },
    ]);
    expect(screen.getByText('Viser 1 - 25 av 400 spill')).toBeTruthy();
  });

  it('writes every count over 999 as nb-NO does (2 000), in the list and the table', async () => {
    serve({ total: 2000 });
    renderApp('/games');
    await resultList();
    expect(plainSpaces(screen.getByText(/^Viser 1 - 25 av/).textContent)).toBe(
      'Viser 1 - 25 av 2 000 spill',
    );
    expect(unseparatedNumbers(screenText())).toEqual([]);
    expect(unseparatedNumbers('12345 spill, 14.11.2023, 23:13, 2 000')).toEqual(['12345']);
  });

  it('labels the three layout buttons in words that show, not only in a tooltip', async () => {
    serve();
    renderApp('/games');
    await resultList();
    const group = screen.getByRole('group', { name: T.layout });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      T.layoutSearch,
      T.layoutEqual,
      T.layoutDetail,
    ]);
    for (const button of buttons) {
      expect(button.querySelector('.visually-hidden')).toBeNull();
      expect(button.querySelector('.layout-mode__label')?.textContent).toBe(button.textContent);
    }
  });

  it('says it is fetching while the search runs', async () => {
    // The screen says so before the request leaves: the answer waits for the test either way.
    const answers = answersLater();
    serve({ search: answers.request });
    renderApp('/games');
    expect(await screen.findByText(T.loading, {}, SLOW)).toBeTruthy();
    answers.answer(jsonResponse(pagedAnswer({ pageSize: 25, pageNumber: 1 }, 3)));
    await resultList();
    expect(screen.queryByText(T.loading)).toBeNull();
  });

  it('pages inside the block without a call and outside it with one', async () => {
    const { searches } = serve();
    renderApp('/games');
    await resultList();
    fireEvent.click(screen.getByRole('button', { name: 'Side 5' }));
    expect(await screen.findByText('Viser 101 - 125 av 400 spill')).toBeTruthy();
    expect(searches).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: T.nextPage }));
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(searches[1]?.pageNumber).toBe(6);
    expect(await screen.findByText('Viser 126 - 150 av 400 spill')).toBeTruthy();
  });

  it('shows no pager when everything fits on one page', async () => {
    serve({ total: 12 });
    renderApp('/games');
    await resultList();
    expect(screen.queryByRole('navigation', { name: T.pagination })).toBeNull();
    expect(screen.queryByText(/^Viser /)).toBeNull();
  });

  it('a page-size change goes back to page 1 and asks again', async () => {
    const { searches } = serve();
    renderApp('/games');
    await resultList();
    fireEvent.click(screen.getByRole('button', { name: 'Side 3' }));
    fireEvent.change(screen.getByLabelText(T.pageSize), { target: { value: '100' } });
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(searches[1]).toMatchObject({ pageSize: 100, pageNumber: 1 });
    expect(await screen.findByText('Viser 1 - 100 av 400 spill')).toBeTruthy();
  });

  it('a sort change goes back to page 1 with the chosen sort', async () => {
    const { searches } = serve();
    renderApp('/games');
    await resultList();
    fireEvent.click(screen.getByRole('button', { name: 'Side 2' }));
    fireEvent.change(screen.getByLabelText(T.sort), { target: { value: '4' } });
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(searches[1]).toMatchObject({
      pageNumber: 1,
      sort: { item: 'OUR_SCORE', ascending: false },
    });
  });

  it('keeps the filters collapsed at first and searches with the chosen ones', async () => {
    const { searches } = serve();
    renderApp('/games');
    await resultList();
    const toggle = screen.getByRole('button', { name: T.filters });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(screen.getByLabelText(T.language), { target: { value: 'NO_NY' } });
    fireEvent.change(screen.getByLabelText(T.board), { target: { value: 'RANDOM' } });
    fireEvent.click(screen.getByLabelText(T.ongoingOnly));
    fireEvent.click(await screen.findByLabelText('Ola'));
    expect(searches).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: T.search }));
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(searches[1]).toMatchObject({
      pageNumber: 1,
      playerIds: [8],
      finished: false,
      boardInfo: { language: 'NO_NY', boardType: 'RANDOM' },
    });
  });

  it('shows a chip per active filter and a removed chip searches without it', async () => {
    const { searches } = serve();
    renderApp('/games');
    await resultList();
    fireEvent.click(screen.getByRole('button', { name: T.filters }));
    fireEvent.change(screen.getByLabelText(T.language), { target: { value: 'NO_NY' } });
    fireEvent.click(screen.getByLabelText(T.ongoingOnly));
    fireEvent.click(screen.getByRole('button', { name: T.search }));
    const chips = await screen.findByRole('list', { name: T.activeFilters });
    expect(within(chips).getByText('Nynorsk')).toBeTruthy();
    expect(within(chips).getByText(T.chipOngoing)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.removeFilter('Nynorsk') }));
    await waitFor(() => expect(searches).toHaveLength(3));
    expect(searches[2]).not.toHaveProperty('boardInfo');
    expect(searches[2]).toMatchObject({ finished: false });
  });

  it('applies the start-time range on its own', async () => {
    const { searches } = serve();
    renderApp('/games');
    await resultList();
    fireEvent.click(screen.getByRole('button', { name: T.filters }));
    // React Aria's range picker in nb-NO: the calendar, then two days of the shown month.
    // It loads when the filters first open: React Aria's picker is a chunk of its own.
    const picker = await screen.findByRole('group', { name: T.startTime }, { timeout: 15_000 });
    expect(picker.textContent).toContain('dd.mm.åååå');
    fireEvent.click(within(picker).getAllByRole('button').at(-1) as HTMLElement);
    const calendar = await screen.findByRole('application');
    const now = new Date();
    const month = new Intl.DateTimeFormat('nb-NO', { month: 'long' }).format(now);
    expect(calendar.textContent).toContain(month);
    const cell = (n: string) =>
      within(calendar)
        .getAllByRole('button')
        .find((b) => b.textContent === n) as HTMLElement;
    fireEvent.click(cell('10'));
    fireEvent.click(cell('12'));
    await waitFor(() => expect(searches).toHaveLength(2));
    const y = now.getFullYear();
    const m = now.getMonth();
    expect(searches[1]?.timeFrom).toBe(new Date(y, m, 10).getTime() / 1000);
    expect(searches[1]?.timeTo).toBe(new Date(y, m, 13).getTime() / 1000 - 1);
    expect(picker.textContent).toContain(`10.${String(m + 1).padStart(2, '0')}.${y}`);
    fireEvent.click(screen.getByRole('button', { name: T.dateClear }));
    await waitFor(() => expect(searches).toHaveLength(3));
    expect(searches[2]).not.toHaveProperty('timeFrom');
  }, 30_000);

  it('Nullstill clears the filters and searches again', async () => {
    const { searches } = serve();
    renderApp('/games');
    await resultList();
    fireEvent.click(screen.getByRole('button', { name: T.filters }));
    fireEvent.click(screen.getByLabelText(T.ongoingOnly));
    fireEvent.click(screen.getByRole('button', { name: T.search }));
    await waitFor(() => expect(searches).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: T.reset }));
    await waitFor(() => expect(searches).toHaveLength(3));
    expect(searches[2]).not.toHaveProperty('finished');
    expect((screen.getByLabelText(T.ongoingOnly) as HTMLInputElement).checked).toBe(false);
  });

  it('hides the player filter when only one player is available', async () => {
    serve({ players: [{ id: 7, name: 'Kari' }] });
    renderApp('/games');
    await resultList();
    fireEvent.click(screen.getByRole('button', { name: T.filters }));
    expect(screen.queryByRole('group', { name: T.player })).toBeNull();
    expect(screen.getByLabelText(T.language)).toBeTruthy();
  });

  it('says so when nothing is found, and shows the error of a failed search', async () => {
    serve({ total: 0 });
    const first = renderApp('/games');
    expect(await screen.findByText(T.empty, {}, SLOW)).toBeTruthy();
    first.unmount();
    forgetScreens();
    serve({
      search: () => jsonResponse({ statusCode: 500, message: 'Databasen svarer ikke' }, 500),
    });
    renderApp('/games');
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe('Databasen svarer ikke');
    expect(screen.queryByRole('list', { name: T.results })).toBeNull();
  });

  it('keeps the search when the user leaves and comes back (docs/product.md, Game search)', async () => {
    const { searches } = serve();
    const { memory } = renderApp('/games');
    await resultList();
    fireEvent.click(screen.getByRole('button', { name: 'Side 4' }));
    await screen.findByText('Viser 76 - 100 av 400 spill');
    act(() => memory.navigate('/about'));
    await screen.findByRole('heading', { level: 1, name: TEXT.pages.about }, SLOW);
    act(() => memory.navigate('/games'));
    expect(await screen.findByText('Viser 76 - 100 av 400 spill', {}, SLOW)).toBeTruthy();
    expect(searches).toHaveLength(1);
  });

  it('loads the selected game in the detail pane and steps to the next result', async () => {
    const { detailCalls } = serve();
    renderApp('/games');
    const list = await resultList();
    expect(screen.getByText(T.detailEmpty)).toBeTruthy();
    fireEvent.click(within(list).getAllByRole('button')[0] as HTMLElement);
    expect(await screen.findByText(T.detailLoading)).toBeTruthy();
    await waitFor(() => expect(detailCalls).toEqual([1]));
    const previous = screen.getByRole('button', { name: T.previousGame });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: T.nextGame }));
    await waitFor(() => expect(detailCalls).toEqual([1, 2]));
    fireEvent.click(screen.getByRole('button', { name: T.closeGame }));
    expect(await screen.findByText(T.detailEmpty)).toBeTruthy();
  });

  it('opens the replay from the detail pane with the moves it loaded, with no second request', async () => {
    // An ongoing game: only the repository's memory spares the request (a finished one would
    // also come from the device's cache).
    const { detailCalls } = serve({ details: (id) => jsonResponse(ongoing(id)) });
    const { memory } = renderApp('/games');
    const list = await resultList();
    fireEvent.click(within(list).getAllByRole('button')[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('link', { name: T.openGame }, SLOW));
    await waitFor(() => expect(currentPath(memory)).toBe('/playergame/1'));
    expect(await screen.findByRole('heading', { name: 'Kari mot Ordbot' }, SLOW)).toBeTruthy();
    expect(detailCalls).toEqual([1]);
  });

  it('shows the error of a failed detail load in the pane', async () => {
    serve({ details: () => jsonResponse({ statusCode: 404, message: 'Fant ikke spillet' }, 404) });
    renderApp('/games');
    const list = await resultList();
    fireEvent.click(within(list).getAllByRole('button')[0] as HTMLElement);
    expect((await screen.findByRole('alert')).textContent).toBe('Fant ikke spillet');
  });
});

describe('/mygames and /ms', () => {
  it('/mygames presets the search to the user own player', async () => {
    const { searches } = serve({ roles: ['USER', 'PLAYER'], playerId: 8 });
    renderApp('/mygames');
    await resultList();
    expect(searches[0]?.playerIds).toEqual([8]);
    expect(screen.getByRole('heading', { level: 1, name: T.myHeading })).toBeTruthy();
    // One wording everywhere: the heading says what the menu entry says.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mine Spill');
    expect(TEXT.menu.entries.myGames).toBe('Mine Spill');
  });

  it('/mygames presets an empty list when the player is not found', async () => {
    const { searches } = serve({ roles: ['USER', 'PLAYER'], playerId: 99 });
    renderApp('/mygames');
    await resultList();
    expect(searches[0]).not.toHaveProperty('playerIds');
  });

  it('/ms asks a guest to sign in and shows the search when signed in', async () => {
    const view = renderApp('/ms');
    expect(await screen.findByText(T.msSignIn, {}, SLOW)).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: T.msSignInLink }).getAttribute('href')).toBe(
      '/login?redirect=%2Fms',
    );
    view.unmount();
    serve();
    renderApp('/ms');
    expect(await resultList()).toBeTruthy();
  });
});

describe('a user whose account has no player', () => {
  const N = TEXT.notLinked;

  for (const path of ['/ms', '/mygames', '/games']) {
    it(`${path} says the account is not linked and how to link it, not 'Ingen spill funnet'`, async () => {
      const { searches } = serve({ roles: ['USER'], playerId: null, total: 0 });
      renderApp(path);
      expect(await screen.findByRole('heading', { name: N.heading }, SLOW)).toBeTruthy();
      const note = screen.getByRole('note');
      expect(note.textContent).toContain(N.body);
      // The chat command of the home page.
      expect(within(note).getByText(N.command).tagName).toBe('CODE');
      expect(note.textContent).toContain('web kari@example.no');
      expect(screen.queryByText(T.empty)).toBeNull();
      expect(searches).toHaveLength(0);
    });
  }

  it('a supervisor without a player still searches every game', async () => {
    serve({ roles: ['USER', 'SUPERVISOR'], playerId: null });
    renderApp('/ms');
    expect(await resultList()).toBeTruthy();
    expect(screen.queryByText(TEXT.notLinked.heading)).toBeNull();
  });
});

describe('games table (/games/{playerId})', () => {
  const C = T.table;

  it('is offered on /games as a table with the player column, by a switch kept in the address', async () => {
    const { searches } = serve();
    renderApp('/games?visning=tabell');
    const table = await screen.findByRole('table', {}, SLOW);
    expect(within(table).getByRole('columnheader', { name: C.player })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(searches[0]).toEqual({
      pageSize: 20,
      pageNumber: 1,
      sort: { item: 'START_TIME', ascending: false },
    });
    const views = screen.getByRole('navigation', { name: T.view });
    expect(
      within(views).getByRole('link', { name: T.viewTable }).getAttribute('aria-current'),
    ).toBe('page');
    fireEvent.click(within(views).getByRole('link', { name: T.viewList }));
    expect(await resultList()).toBeTruthy();
  });

  it("names the tab by the player's name, as the heading, not by the id", async () => {
    serve();
    renderApp('/games/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: T.playerHeading('Kari') }, SLOW),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Spill for Kari – Ordbot'));
  });

  it('shows the columns without the player, the count and the bold higher score', async () => {
    const { searches } = serve({
      total: 1,
      search: () =>
        jsonResponse({
          paginationInfo: { totalRecords: 2, totalPages: 1, firstPageNum: 1, lastPageNum: 1 },
          pages: [
            {
              pageNum: 1,
              data: [
                gameRow(1, { playerScore: 410, botScore: 380 }),
                gameRow(2, { playerScore: 200, botScore: 380, finished: false, hasCheat: true }),
              ],
            },
          ],
        }),
    });
    renderApp('/games/7');
    const table = await screen.findByRole('table', {}, SLOW);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      C.startTime,
      C.playerScore,
      C.botScore,
      C.finished,
      C.language,
      C.type,
      C.cheat,
      C.view,
    ]);
    expect(screen.getByText(C.found('2'))).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('410').tagName).toBe('STRONG');
    expect(within(rows[0] as HTMLElement).getByText('380').tagName).not.toBe('STRONG');
    expect(within(rows[1] as HTMLElement).getByText('380').tagName).toBe('STRONG');
    expect(within(rows[0] as HTMLElement).getByText('normal')).toBeTruthy();
    expect(searches[0]).toMatchObject({ pageSize: 20, pageNumber: 1, playerIds: [7] });
    expect(
      await screen.findByRole('heading', { level: 1, name: T.playerHeading('Kari') }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.filters }));
    expect(screen.getByRole('button', { name: C.searchFor('Kari') })).toBeTruthy();
  });

  it('sorts by column: player score is the opponent score, then ascending, then cleared', async () => {
    const { searches } = serve();
    renderApp('/games/7');
    await screen.findByRole('table', {}, SLOW);
    const header = () => screen.getByRole('button', { name: C.playerScore });
    fireEvent.click(header());
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(searches[1]?.sort).toEqual({ item: 'OPPONENT_SCORE', ascending: false });
    await screen.findByRole('table');
    fireEvent.click(header());
    await waitFor(() => expect(searches).toHaveLength(3));
    expect(searches[2]?.sort).toEqual({ item: 'OPPONENT_SCORE', ascending: true });
    await screen.findByRole('table');
    fireEvent.click(header());
    await waitFor(() => expect(searches).toHaveLength(4));
    expect(searches[3]).not.toHaveProperty('sort');
    fireEvent.click(await screen.findByRole('button', { name: C.botScore }));
    await waitFor(() => expect(searches).toHaveLength(5));
    expect(searches[4]?.sort).toEqual({ item: 'OUR_SCORE', ascending: false });
  });

  it('does not open a game with broken moves and marks its row', async () => {
    serve({ details: (id) => jsonResponse(DETAILS(id, true)) });
    const { memory } = renderApp('/games/7');
    const table = await screen.findByRole('table', {}, SLOW);
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    fireEvent.click(within(firstRow).getByRole('button'));
    expect(await screen.findByText(C.broken)).toBeTruthy();
    expect(within(firstRow).getByText(C.invalid)).toBeTruthy();
    expect(currentPath(memory)).toBe('/games/7');
  });

  it('opens a valid game in the replay with the moves it loaded, with no second request', async () => {
    const { detailCalls } = serve({ details: (id) => jsonResponse(ongoing(id)) });
    const { memory } = renderApp('/games/7');
    const table = await screen.findByRole('table', {}, SLOW);
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    fireEvent.click(within(firstRow).getByRole('button'));
    await waitFor(() => expect(currentPath(memory)).toBe('/playergame/1'));
    expect(await screen.findByRole('heading', { name: 'Kari mot Ordbot' }, SLOW)).toBeTruthy();
    expect(detailCalls).toEqual([1]);
  });
});
