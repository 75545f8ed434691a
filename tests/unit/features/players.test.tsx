// @vitest-environment jsdom
// Over 300 lines: the player list's columns, sorting and paging share one mocked answer.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi, onTestFinished } from 'vitest';
import type { PlayerInfo } from '@ordbot/contract/api-types.ts';
import { NOT_PLAYER_INFO_ARRAY } from '../../../src/api/players.ts';
import { TEXT } from '../../../src/ui/text.ts';
import { INITIAL_PLAYER_SORT, sortPlayers } from '../../../src/features/players/player-sort.ts';
import {
  currentPath,
  jsonResponse,
  renderApp,
  storeSession,
  stubFetch,
  useCleanAppPerTest,
} from '../app/app-harness.tsx';
import { CALLS } from '@ordbot/contract/api-contract.ts';
import { answersOffContract } from '../../../src/api/answer-check.ts';
import { screenText, unseparatedNumbers } from '../fixtures/numbers.ts';

useCleanAppPerTest();

const C = TEXT.players.columns;
/** The first render loads the screen's lazy chunk. */
const SLOW = { timeout: 5000 };
const ADMIN = ['USER', 'PLAYER', 'SUPERVISOR', 'ADMIN'] as const;

/** Spaces as Intl writes them (U+00A0, U+202F) become plain ones. */
function plain(text: string | null | undefined): string {
  return (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

function player(
  id: number,
  name: string,
  counts: Partial<Omit<PlayerInfo, 'basicInfo'>> = {},
): PlayerInfo {
  return {
    basicInfo: { id, name },
    gamesStarted: 0,
    gamesFinished: 0,
    won: 0,
    draw: 0,
    lost: 0,
    ...counts,
  };
}

/** n players: player i has finished i games, so the initial order is n, n-1, ... 1. */
function manyPlayers(n: number): PlayerInfo[] {
  return Array.from({ length: n }, (_, i) =>
    player(i + 1, `Spiller ${i + 1}`, { gamesStarted: i + 2, gamesFinished: i + 1, won: i % 3 }),
  );
}

const SMALL: PlayerInfo[] = [
  player(1, 'Anne', { gamesStarted: 10, gamesFinished: 9, won: 3, draw: 1, lost: 5 }),
  player(2, 'Bjørn', { gamesStarted: 4, gamesFinished: 12, won: 9, draw: 0, lost: 3 }),
  player(3, 'Cecilie', { gamesStarted: 30, gamesFinished: 2, won: 1, draw: 1, lost: 0 }),
  player(4, 'Dag', { gamesStarted: 7, gamesFinished: 5, won: 4, draw: 2, lost: 2 }),
];

function serve(players: unknown) {
  storeSession('stored-token', [...ADMIN], 1);
  return stubFetch((url) => {
    if (url.endsWith('/auth/login-token')) {
      return jsonResponse({
        token: 'fresh',
        user: { email: 'a@b.no', roles: [...ADMIN], playerId: 1 },
      });
    }
    if (url.endsWith('/players/all')) return jsonResponse(players);
    return jsonResponse({}, 404);
  });
}

async function openTable(players: unknown) {
  const fetchMock = serve(players);
  const view = renderApp('/players');
  const table = await screen.findByRole('table', { name: TEXT.players.caption }, SLOW);
  return { ...view, table, fetchMock };
}

function names(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent ?? '');
}

function column(table: HTMLElement, index: number): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => plain(row.querySelectorAll('th, td')[index]?.textContent));
}

function header(table: HTMLElement, label: string): HTMLElement {
  return within(table).getByRole('columnheader', { name: label });
}

function sortBy(table: HTMLElement, label: string) {
  fireEvent.click(within(header(table, label)).getByRole('button'));
}

describe('player list', () => {
  it('writes counts over 999 as nb-NO does', async () => {
    await openTable([player(1, 'Anne', { gamesStarted: 12345, gamesFinished: 2000, won: 1500 })]);
    expect(unseparatedNumbers(screenText())).toEqual([]);
    expect(plain(document.body.textContent)).toContain('12 345');
  });

  it('finds players by name: any case, Norwegian letters, back to page 1', async () => {
    const many = [...manyPlayers(30), player(40, 'Øystein Åsheim'), player(41, 'Bjørn Ærø')];
    const { table } = await openTable(many);
    const search = screen.getByRole('searchbox', { name: TEXT.players.search });
    fireEvent.click(screen.getByRole('button', { name: 'Side 2' }));
    fireEvent.change(search, { target: { value: 'øYSTEIN å' } });
    expect(names(table)).toEqual(['Øystein Åsheim']);
    fireEvent.change(search, { target: { value: 'ærø' } });
    expect(names(table)).toEqual(['Bjørn Ærø']);
    // 'a' does not find 'å': a letter of its own.
    fireEvent.change(search, { target: { value: 'asheim' } });
    expect(screen.getByText(TEXT.players.noneFound)).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });
    expect(names(await screen.findByRole('table', { name: TEXT.players.caption }))).toHaveLength(
      20,
    );
  });

  it('loads every player on opening and shows the columns of docs/product.md, Player list', async () => {
    const { table, fetchMock } = await openTable(SMALL);
    expect(screen.getByRole('heading', { level: 1, name: 'Spillere' })).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/players/all')),
    ).toHaveLength(1);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Navn', 'Startet', 'Vunnet', 'Uavgjort', 'Tapt', 'Vinnerprosent']);
  });

  it('shows a loading state first', async () => {
    serve(SMALL);
    renderApp('/players');
    expect(await screen.findByText(TEXT.players.loading, {}, SLOW)).toBeTruthy();
    await screen.findByRole('table');
    expect(screen.queryByText(TEXT.players.loading)).toBeNull();
  });

  it('starts with games finished, highest first, and no column marked sorted', async () => {
    const { table } = await openTable(SMALL);
    expect(names(table)).toEqual(['Bjørn', 'Anne', 'Dag', 'Cecilie']);
    for (const th of within(table).getAllByRole('columnheader')) {
      expect(th.getAttribute('aria-sort') ?? 'none').toBe('none');
    }
  });

  it.each([
    [C.gamesStarted, ['Cecilie', 'Anne', 'Dag', 'Bjørn']],
    [C.won, ['Bjørn', 'Dag', 'Anne', 'Cecilie']],
    [C.draw, ['Dag', 'Anne', 'Cecilie', 'Bjørn']],
    [C.lost, ['Anne', 'Bjørn', 'Dag', 'Cecilie']],
    // 75 %, 80 %, 50 %, 33,33 %
    [C.percentageWon, ['Dag', 'Bjørn', 'Cecilie', 'Anne']],
  ])('sorts by %s descending, then ascending on a second click', async (label, descending) => {
    const { table } = await openTable(SMALL);
    sortBy(table, label);
    expect(header(table, label).getAttribute('aria-sort')).toBe('descending');
    expect(names(table)).toEqual(descending);
    sortBy(table, label);
    expect(header(table, label).getAttribute('aria-sort')).toBe('ascending');
    // Ties (draw 1 for Anne and Cecilie) keep name order both ways.
    const ascending =
      label === C.draw ? ['Bjørn', 'Anne', 'Cecilie', 'Dag'] : [...descending].reverse();
    expect(names(table)).toEqual(ascending);
    sortBy(table, label);
    expect(names(table)).toEqual(descending);
  });

  it('marks only the sorted column', async () => {
    const { table } = await openTable(SMALL);
    sortBy(table, C.won);
    sortBy(table, C.lost);
    expect(header(table, C.won).getAttribute('aria-sort')).toBe('none');
    expect(header(table, C.lost).getAttribute('aria-sort')).toBe('descending');
  });

  it('does not sort by name', async () => {
    const { table } = await openTable(SMALL);
    const nameHeader = header(table, C.name);
    expect(within(nameHeader).queryByRole('button')).toBeNull();
    expect(nameHeader.hasAttribute('aria-sort')).toBe(false);
    fireEvent.click(nameHeader);
    expect(names(table)).toEqual(['Bjørn', 'Anne', 'Dag', 'Cecilie']);
  });

  it('links the name icon to PlayerDetails and the started count to the game route', async () => {
    const { table, memory } = await openTable(SMALL);
    const anne = within(table).getByRole('link', { name: 'Vis spiller Anne' });
    expect(anne.getAttribute('href')).toBe('/players/1');
    expect(anne.querySelector('svg')).toBeTruthy();
    const row = anne.closest('tr') as HTMLElement;
    const started = within(row).getByRole('link', { name: /^10 / });
    expect(started.textContent).toBe('10');
    expect(started.getAttribute('href')).toBe('/games/1');
    expect(within(row).getAllByRole('link')).toHaveLength(2);
    fireEvent.click(started);
    await waitFor(() => expect(currentPath(memory)).toBe('/games/1'));
  });

  it('formats the percentage with 2 decimals and right-aligns the numbers', async () => {
    const { table } = await openTable(SMALL);
    expect(column(table, 5)).toEqual(['75,00 %', '33,33 %', '80,00 %', '50,00 %']);
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    for (const cell of firstRow.querySelectorAll('td')) expect(cell.className).toContain('numeric');
  });

  it('counts a missing won as 0 and a missing gamesFinished as 1', async () => {
    onTestFinished(answersOffContract(CALLS.allPlayers));
    const partial = [
      {
        basicInfo: { id: 1, name: 'Uten seire' },
        gamesStarted: 3,
        gamesFinished: 2,
        draw: 1,
        lost: 1,
      },
      { basicInfo: { id: 2, name: 'Uten ferdige' }, gamesStarted: 1, won: 1, draw: 0, lost: 0 },
      player(3, 'Null ferdige', { gamesStarted: 1 }),
    ];
    const { table } = await openTable(partial);
    const byName = Object.fromEntries(names(table).map((name, i) => [name, column(table, 5)[i]]));
    expect(byName).toEqual({
      'Uten seire': '0,00 %',
      'Uten ferdige': '100,00 %',
      'Null ferdige': '0,00 %',
    });
    expect(column(table, 2)).toContain('0');
  });

  it('shows no table when there are no players', async () => {
    serve([]);
    renderApp('/players');
    expect(await screen.findByRole('heading', { name: 'Spillere' }, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(TEXT.players.loading)).toBeNull(), SLOW);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: TEXT.players.pagination })).toBeNull();
  });
});

describe('player list paging', () => {
  function pager() {
    return screen.getByRole('navigation', { name: TEXT.players.pagination });
  }

  it('shows 20 rows a page, starting on page 1', async () => {
    const { table } = await openTable(manyPlayers(45));
    expect(names(table)).toHaveLength(20);
    expect(names(table)[0]).toBe('Spiller 45');
    expect(names(table)[19]).toBe('Spiller 26');
    expect(
      within(pager()).getByRole('button', { name: 'Side 1' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('moves between pages with the numbers, next and previous', async () => {
    const { table } = await openTable(manyPlayers(45));
    fireEvent.click(within(pager()).getByRole('button', { name: 'Side 3' }));
    expect(names(table)).toEqual(['Spiller 5', 'Spiller 4', 'Spiller 3', 'Spiller 2', 'Spiller 1']);
    expect(within(pager()).getByRole('button', { name: 'Neste' })).toHaveProperty('disabled', true);
    fireEvent.click(within(pager()).getByRole('button', { name: 'Forrige' }));
    expect(names(table)[0]).toBe('Spiller 25');
    fireEvent.click(within(pager()).getByRole('button', { name: 'Forrige' }));
    expect(names(table)[0]).toBe('Spiller 45');
    expect(within(pager()).getByRole('button', { name: 'Forrige' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(pager()).getByRole('button', { name: 'Neste' }));
    expect(names(table)[0]).toBe('Spiller 25');
  });

  it('shows a window of five page buttons around the current page', async () => {
    await openTable(manyPlayers(200));
    const labels = () =>
      within(pager())
        .getAllByRole('button', { name: /^Side / })
        .map((b) => b.textContent);
    expect(labels()).toEqual(['1', '2', '3', '4', '5']);
    fireEvent.click(within(pager()).getByRole('button', { name: 'Side 5' }));
    expect(labels()).toEqual(['3', '4', '5', '6', '7']);
    fireEvent.click(within(pager()).getByRole('button', { name: 'Side 7' }));
    expect(labels()).toEqual(['5', '6', '7', '8', '9']);
    fireEvent.click(within(pager()).getByRole('button', { name: 'Side 9' }));
    expect(labels()).toEqual(['6', '7', '8', '9', '10']);
    fireEvent.click(within(pager()).getByRole('button', { name: 'Side 10' }));
    expect(labels()).toEqual(['6', '7', '8', '9', '10']);
  });

  it('returns to page 1 when the order changes', async () => {
    const { table } = await openTable(manyPlayers(45));
    fireEvent.click(within(pager()).getByRole('button', { name: 'Side 2' }));
    sortBy(table, C.gamesStarted);
    expect(
      within(pager()).getByRole('button', { name: 'Side 1' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(names(table)[0]).toBe('Spiller 45');
  });

  it.each([20, 3])('is disabled with %i players', async (n) => {
    const { table } = await openTable(manyPlayers(n));
    expect(names(table)).toHaveLength(n);
    const buttons = within(pager()).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Forrige', '1', 'Neste']);
    for (const button of buttons) expect(button).toHaveProperty('disabled', true);
  });

  it('is enabled with 21 players', async () => {
    const { table } = await openTable(manyPlayers(21));
    const next = within(pager()).getByRole('button', { name: 'Neste' });
    expect(next).toHaveProperty('disabled', false);
    fireEvent.click(next);
    expect(names(table)).toEqual(['Spiller 1']);
  });
});

describe('player list failures (docs/product.md: Checks, Errors)', () => {
  it('logs the array check message when the answer is not an array, and shows only the heading', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ players: SMALL });
    renderApp('/players');
    await waitFor(
      () =>
        expect(log).toHaveBeenCalledWith(
          expect.objectContaining({ message: NOT_PLAYER_INFO_ARRAY }),
        ),
      SLOW,
    );
    expect(NOT_PLAYER_INFO_ARRAY).toBe(
      'Unexpected response type. Expected an array of PlayerInfo.',
    );
    expect(screen.getByRole('heading', { name: 'Spillere' })).toBeTruthy();
    expect(screen.queryByText(TEXT.players.loading)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    log.mockRestore();
  });

  it('only logs a server error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storeSession('stored-token', [...ADMIN], 1);
    stubFetch((url) =>
      url.endsWith('/auth/login-token')
        ? jsonResponse({ token: 't', user: { email: 'a@b.no', roles: [...ADMIN], playerId: 1 } })
        : jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'Feil' }, 500),
    );
    renderApp('/players');
    await waitFor(() => expect(log).toHaveBeenCalled(), SLOW);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(TEXT.players.loading)).toBeNull();
    log.mockRestore();
  });
});

describe('sortPlayers', () => {
  it('leaves its input alone and breaks ties by name', () => {
    const input = [player(2, 'Bo', { gamesFinished: 1 }), player(1, 'Al', { gamesFinished: 1 })];
    expect(sortPlayers(input, INITIAL_PLAYER_SORT).map((p) => p.basicInfo.name)).toEqual([
      'Al',
      'Bo',
    ]);
    expect(input[0]?.basicInfo.name).toBe('Bo');
  });
});
