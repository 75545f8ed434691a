// Over 300 lines: every transition of the search state machine, each a small case.
import { describe, expect, it } from 'vitest';
import type { GameRow, GameSearchRequest, PagedGames } from '@ordbot/contract/api-types.ts';
import { SEARCH_PAGE_SIZE } from '@ordbot/contract/constants.ts';
import {
  changePageSize,
  changeSort,
  currentRows,
  dayEnd,
  dayStart,
  EMPTY_FILTERS,
  goToPage,
  hasActiveFilters,
  initialSearchState,
  pageMove,
  queryKeyOf,
  receiveAnswer,
  receiveFailure,
  searchRequest,
  startSearch,
  type SearchState,
} from '../../../src/features/games/search-state.ts';
import {
  columnOfSort,
  nextColumnSort,
  sortOfColumn,
} from '../../../src/features/games/table-sort.ts';

function row(gameId: number): GameRow {
  return {
    gameId,
    startTime: 1_700_000_000 + gameId,
    playerId: 1,
    playerName: 'Kari',
    playerScore: 300,
    botScore: 280,
    finished: true,
    hasCheat: false,
    boardInfo: { language: 'NO_B', boardType: 'NORMAL' },
  };
}

/** The server's answer: the block of 5 pages around the page asked for. */
function answerFor(request: GameSearchRequest, totalRecords: number): PagedGames {
  const pageSize = request.pageSize;
  const totalPages = Math.ceil(totalRecords / pageSize);
  const first = Math.floor((request.pageNumber - 1) / 5) * 5 + 1;
  const last = Math.min(first + 4, totalPages);
  const pages = [];
  for (let p = first; p <= last; p++) {
    const from = (p - 1) * pageSize;
    const count = Math.min(pageSize, totalRecords - from);
    pages.push({ pageNum: p, data: Array.from({ length: count }, (_, i) => row(from + i + 1)) });
  }
  return {
    paginationInfo: {
      totalRecords,
      totalPages,
      firstPageNum: pages.length ? first : 0,
      lastPageNum: pages.length ? last : 0,
    },
    pages,
  };
}

/** Runs a search to its answer, as the screen does. */
function loaded(state: SearchState, page: number, totalRecords: number): SearchState {
  const request = searchRequest(state, page);
  return receiveAnswer(state, request, answerFor(request, totalRecords));
}

const fresh = () => initialSearchState('screen', SEARCH_PAGE_SIZE);

describe('search request (docs/product.md, Paged search)', () => {
  it('sends page size, 1-based page and the default sort (newest first) with no filters', () => {
    expect(searchRequest(fresh(), 1)).toEqual({
      pageSize: 25,
      pageNumber: 1,
      sort: { item: 'START_TIME', ascending: false },
    });
  });

  it('sends players, finished false for ongoing only, one language and the board type', () => {
    const state = startSearch(fresh(), {
      ...EMPTY_FILTERS,
      players: [
        { id: 7, name: 'Kari' },
        { id: 9, name: 'Ola' },
      ],
      ongoingOnly: true,
      languages: ['NO_NY'],
      boardType: 'RANDOM',
    });
    expect(searchRequest(state, 1)).toMatchObject({
      playerIds: [7, 9],
      finished: false,
      boardInfo: { language: 'NO_NY', boardType: 'RANDOM' },
    });
  });

  it('sends the languages as a list in the table variant', () => {
    const state = startSearch(initialSearchState('table', 20), {
      ...EMPTY_FILTERS,
      languages: ['NO_B', 'ENG_US'],
    });
    expect(searchRequest(state, 1).boardInfo).toEqual({ language: ['NO_B', 'ENG_US'] });
  });

  it('omits finished, playerIds, boardInfo and the times when they are not set', () => {
    const request = searchRequest(fresh(), 1);
    expect(request).not.toHaveProperty('finished');
    expect(request).not.toHaveProperty('playerIds');
    expect(request).not.toHaveProperty('boardInfo');
    expect(request).not.toHaveProperty('timeFrom');
    expect(request).not.toHaveProperty('timeTo');
  });

  it('turns the date range into epoch seconds from local midnight to the last second', () => {
    const state = startSearch(fresh(), {
      ...EMPTY_FILTERS,
      dateFrom: '2024-03-01',
      dateTo: '2024-03-31',
    });
    const request = searchRequest(state, 1);
    expect(request.timeFrom).toBe(new Date(2024, 2, 1).getTime() / 1000);
    expect(request.timeTo).toBe(new Date(2024, 3, 1).getTime() / 1000 - 1);
  });

  it('sends one end of the range alone, and swaps a range picked backwards', () => {
    const open = searchRequest(
      startSearch(fresh(), { ...EMPTY_FILTERS, dateFrom: '2024-03-01' }),
      1,
    );
    expect(open.timeFrom).toBe(dayStart('2024-03-01'));
    expect(open).not.toHaveProperty('timeTo');
    const backwards = searchRequest(
      startSearch(fresh(), { ...EMPTY_FILTERS, dateFrom: '2024-03-31', dateTo: '2024-03-01' }),
      1,
    );
    expect(backwards.timeFrom).toBe(dayStart('2024-03-01'));
    expect(backwards.timeTo).toBe(dayEnd('2024-03-31'));
  });

  it('ignores dates that are not whole days', () => {
    expect(dayStart('2024-3-1')).toBeNull();
    expect(dayEnd('')).toBeNull();
  });

  it('leaves the sort out once the table sort is cleared', () => {
    expect(searchRequest(changeSort(fresh(), null), 1)).not.toHaveProperty('sort');
  });

  it('gives the same query key to every page of one query, another to another query', () => {
    const state = fresh();
    expect(queryKeyOf(searchRequest(state, 1))).toBe(queryKeyOf(searchRequest(state, 7)));
    expect(queryKeyOf(searchRequest(state, 1))).not.toBe(
      queryKeyOf(searchRequest(changePageSize(state, 50), 1)),
    );
  });
});

describe('paging inside and outside the block (docs/product.md, Game search)', () => {
  const first = () => loaded(startSearch(fresh(), EMPTY_FILTERS), 1, 400); // 16 pages

  it('keeps the block of pages 1-5 and shows page 1', () => {
    const state = first();
    expect(state.currentPage).toBe(1);
    expect(Object.keys(state.result?.pages ?? {})).toEqual(['1', '2', '3', '4', '5']);
    expect(currentRows(state).map((r) => r.gameId)[0]).toBe(1);
    expect(currentRows(state)).toHaveLength(25);
  });

  it('moves inside the block without a call', () => {
    const state = first();
    expect(pageMove(state, 5)).toBe('cached');
    const moved = goToPage(state, 5);
    expect(moved.status).toBe('done');
    expect(currentRows(moved)[0]?.gameId).toBe(101);
  });

  it('fetches outside the block, and keeps the earlier block for the way back', () => {
    const state = first();
    expect(pageMove(state, 6)).toBe('fetch');
    const loading = goToPage(state, 6);
    expect(loading.status).toBe('loading');
    const next = loaded(loading, 6, 400);
    expect(next.currentPage).toBe(6);
    expect(currentRows(next)[0]?.gameId).toBe(126);
    expect(pageMove(next, 10)).toBe('cached');
    expect(pageMove(next, 11)).toBe('fetch');
    expect(pageMove(next, 2)).toBe('cached');
  });

  it('ignores pages outside 1..totalPages and the page already shown', () => {
    const state = first();
    for (const page of [0, -1, 17, 1.5, Number.NaN]) {
      expect(pageMove(state, page)).toBe('ignore');
      expect(goToPage(state, page)).toBe(state);
    }
    expect(pageMove(state, 1)).toBe('ignore');
    expect(pageMove(state, 16)).toBe('fetch');
  });

  it('ignores paging while an answer is on its way', () => {
    const searching = startSearch(first(), { ...EMPTY_FILTERS, ongoingOnly: true });
    expect(pageMove(searching, 2)).toBe('ignore');
    expect(goToPage(searching, 2)).toBe(searching);
  });

  it('ignores every page before the first answer', () => {
    expect(pageMove(fresh(), 1)).toBe('ignore');
  });
});

describe('resets (docs/product.md, Game search)', () => {
  const onPage7 = () => loaded(goToPage(loaded(fresh(), 1, 400), 7), 7, 400);

  it('a new search goes back to page 1', () => {
    const state = startSearch(onPage7(), { ...EMPTY_FILTERS, ongoingOnly: true });
    expect(state.currentPage).toBe(1);
    expect(state.status).toBe('loading');
    expect(searchRequest(state, state.currentPage).pageNumber).toBe(1);
  });

  it('a sort change goes back to page 1', () => {
    const state = changeSort(onPage7(), { item: 'OUR_SCORE', ascending: true });
    expect(state.currentPage).toBe(1);
    expect(searchRequest(state, 1).sort).toEqual({ item: 'OUR_SCORE', ascending: true });
  });

  it('a page-size change goes back to page 1 and refetches', () => {
    const state = changePageSize(onPage7(), 100);
    expect(state.currentPage).toBe(1);
    expect(state.status).toBe('loading');
    const next = loaded(state, 1, 400);
    expect(next.result?.info.totalPages).toBe(4);
    expect(currentRows(next)).toHaveLength(100);
  });

  it('an answer for another query replaces the cached pages', () => {
    const state = onPage7();
    const next = loaded(changePageSize(state, 10), 1, 400);
    expect(Object.keys(next.result?.pages ?? {})).toEqual(['1', '2', '3', '4', '5']);
  });
});

describe('answers and failures', () => {
  it('keeps the counts of an empty answer and shows no rows', () => {
    const state = loaded(fresh(), 1, 0);
    expect(state.result?.info).toEqual({
      totalRecords: 0,
      totalPages: 0,
      firstPageNum: 0,
      lastPageNum: 0,
    });
    expect(currentRows(state)).toEqual([]);
    expect(state.currentPage).toBe(1);
  });

  it('a failure empties the results and sets the totals to zero (docs/product.md, Errors)', () => {
    const state = receiveFailure(loaded(fresh(), 1, 400), 'Unknown error');
    expect(state.status).toBe('failed');
    expect(state.error).toBe('Unknown error');
    expect(state.result?.info.totalRecords).toBe(0);
    expect(currentRows(state)).toEqual([]);
  });

  it('lands on the last page when the page asked for no longer exists', () => {
    const state = goToPage(loaded(fresh(), 1, 400), 16);
    const request = searchRequest(state, 16);
    const shrunk = receiveAnswer(state, request, {
      paginationInfo: { totalRecords: 300, totalPages: 12, firstPageNum: 0, lastPageNum: 0 },
      pages: [],
    });
    expect(shrunk.currentPage).toBe(12);
  });
});

describe('active filters', () => {
  it('are none at first and any single filter counts', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, dateTo: '2024-01-01' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, boardType: 'NORMAL' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, ongoingOnly: true })).toBe(true);
  });
});

describe('table column sort (docs/product.md, Game search)', () => {
  it('maps playerScore to the opponent score, botScore to ours, startTime to start time', () => {
    expect(sortOfColumn('playerScore', 'descending')).toEqual({
      item: 'OPPONENT_SCORE',
      ascending: false,
    });
    expect(sortOfColumn('botScore', 'ascending')).toEqual({ item: 'OUR_SCORE', ascending: true });
    expect(sortOfColumn('startTime', 'ascending')).toEqual({
      item: 'START_TIME',
      ascending: true,
    });
  });

  it('clearing the sort removes it', () => {
    expect(sortOfColumn('botScore', null)).toBeNull();
  });

  it('cycles a column from descending to ascending to cleared', () => {
    const first = nextColumnSort(null, 'playerScore');
    expect(first).toEqual({ item: 'OPPONENT_SCORE', ascending: false });
    const second = nextColumnSort(first, 'playerScore');
    expect(second).toEqual({ item: 'OPPONENT_SCORE', ascending: true });
    expect(nextColumnSort(second, 'playerScore')).toBeNull();
    expect(nextColumnSort(second, 'botScore')).toEqual({ item: 'OUR_SCORE', ascending: false });
  });

  it('shows the default sort on the start time column, and nothing for FINISHED', () => {
    expect(columnOfSort({ item: 'START_TIME', ascending: false })).toEqual({
      column: 'startTime',
      direction: 'descending',
    });
    expect(columnOfSort({ item: 'FINISHED', ascending: false })).toBeNull();
    expect(columnOfSort(null)).toBeNull();
  });
});
