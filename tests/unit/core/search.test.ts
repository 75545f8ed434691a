// Over 300 lines: every filter, sort and paging rule of packages/contract/search.ts, each with its edge cases,
// over one generated row set.
import { describe, expect, it } from 'vitest';
import type { GameRow, GameSort } from '@ordbot/contract/api-types.ts';
import type { BoardType, Language } from '@ordbot/contract/enums.ts';
import {
  compareGames,
  criteriaOf,
  filterAndSort,
  matchesFilter,
  pagedAnswer,
  queryKey,
  searchGames,
} from '@ordbot/contract/search.ts';

const T0 = 1_700_000_000;

function row(
  gameId: number,
  fields: Partial<Omit<GameRow, 'boardInfo'>> & { language?: Language; boardType?: BoardType } = {},
): GameRow {
  const { language = 'NO_B', boardType = 'NORMAL', ...rest } = fields;
  return {
    gameId,
    startTime: T0,
    playerId: 1,
    playerName: 'Alfa',
    playerScore: 300,
    botScore: 350,
    finished: true,
    hasCheat: false,
    boardInfo: { language, boardType },
    ...rest,
  };
}

const ids = (rows: readonly GameRow[]) => rows.map((r) => r.gameId);
/** paginationInfo in the order it is written: totals, then the block's first and last page. */
const info = (
  totalRecords: number,
  totalPages: number,
  firstPageNum: number,
  lastPageNum: number,
) => ({
  totalRecords,
  totalPages,
  firstPageNum,
  lastPageNum,
});

describe('matchesFilter', () => {
  const game = row(7, {
    playerId: 3,
    finished: false,
    language: 'ENG_US',
    boardType: 'RANDOM',
    startTime: T0,
  });

  it('lets everything through an empty filter, nulls and empty lists', () => {
    expect(matchesFilter(game, {})).toBe(true);
    expect(matchesFilter(game, { playerIds: [], boardInfo: { language: [] } })).toBe(true);
    expect(
      matchesFilter(game, {
        playerIds: null,
        finished: null,
        boardInfo: { language: null, boardType: null },
        timeFrom: null,
        timeTo: null,
      }),
    ).toBe(true);
    expect(matchesFilter(game, { boardInfo: null })).toBe(true);
  });

  it('filters by players', () => {
    expect(matchesFilter(game, { playerIds: [3] })).toBe(true);
    expect(matchesFilter(game, { playerIds: [1, 3, 3] })).toBe(true);
    expect(matchesFilter(game, { playerIds: [1, 2] })).toBe(false);
  });

  it('filters by finished, false and true', () => {
    expect(matchesFilter(game, { finished: false })).toBe(true);
    expect(matchesFilter(game, { finished: true })).toBe(false);
    expect(matchesFilter(row(1), { finished: true })).toBe(true);
  });

  it('filters by one language or a list of them', () => {
    expect(matchesFilter(game, { boardInfo: { language: 'ENG_US' } })).toBe(true);
    expect(matchesFilter(game, { boardInfo: { language: 'NO_B' } })).toBe(false);
    expect(matchesFilter(game, { boardInfo: { language: ['NO_B', 'ENG_US'] } })).toBe(true);
    expect(matchesFilter(game, { boardInfo: { language: ['NO_B', 'NO_NY'] } })).toBe(false);
  });

  it('filters by board type', () => {
    expect(matchesFilter(game, { boardInfo: { boardType: 'RANDOM' } })).toBe(true);
    expect(matchesFilter(game, { boardInfo: { boardType: 'NORMAL' } })).toBe(false);
    expect(matchesFilter(game, { boardInfo: { language: 'ENG_US', boardType: 'NORMAL' } })).toBe(
      false,
    );
  });

  it('keeps both ends of a time range', () => {
    expect(matchesFilter(game, { timeFrom: T0, timeTo: T0 })).toBe(true);
    expect(matchesFilter(game, { timeFrom: T0 + 1 })).toBe(false);
    expect(matchesFilter(game, { timeTo: T0 - 1 })).toBe(false);
    expect(matchesFilter(game, { timeFrom: T0 - 1, timeTo: T0 + 1 })).toBe(true);
  });

  it('rounds fractional ends inward, as start times are whole seconds', () => {
    expect(matchesFilter(game, { timeFrom: T0 - 0.5, timeTo: T0 + 0.5 })).toBe(true);
    expect(matchesFilter(game, { timeFrom: T0 + 0.5 })).toBe(false);
    expect(matchesFilter(game, { timeTo: T0 - 0.5 })).toBe(false);
    expect(criteriaOf({ timeFrom: T0 - 0.5, timeTo: T0 + 0.5 })).toMatchObject({
      timeFrom: T0,
      timeTo: T0,
    });
  });

  it('finds nothing for a time range that ends before it begins', () => {
    expect(matchesFilter(game, { timeFrom: T0 + 1, timeTo: T0 - 1 })).toBe(false);
  });

  it('needs every given filter to hold', () => {
    const all = {
      playerIds: [3],
      finished: false,
      boardInfo: { language: 'ENG_US', boardType: 'RANDOM' },
      timeFrom: T0,
      timeTo: T0,
    } as const;
    expect(matchesFilter(game, all)).toBe(true);
    expect(matchesFilter(game, { ...all, playerIds: [4] })).toBe(false);
    expect(matchesFilter(game, { ...all, finished: true })).toBe(false);
  });
});

describe('criteriaOf', () => {
  it('puts a filter in one canonical form', () => {
    expect(criteriaOf({})).toEqual({
      playerIds: null,
      finished: null,
      languages: null,
      boardType: null,
      timeFrom: null,
      timeTo: null,
    });
    expect(
      criteriaOf({ playerIds: [3, 1, 3], boardInfo: { language: ['NO_NY', 'ENG_US', 'NO_NY'] } }),
    ).toMatchObject({ playerIds: [1, 3], languages: ['ENG_US', 'NO_NY'] });
    expect(criteriaOf({ boardInfo: { language: 'NO_B' } }).languages).toEqual(['NO_B']);
  });

  it('leaves the filter it was given as it was', () => {
    const filter = {
      playerIds: [3, 1],
      boardInfo: { language: ['NO_NY', 'ENG_US'] as Language[] },
    };
    criteriaOf(filter);
    expect(filter).toEqual({ playerIds: [3, 1], boardInfo: { language: ['NO_NY', 'ENG_US'] } });
  });
});

describe('compareGames', () => {
  // Scores and start times repeat, so every sort has ties to break.
  const rows = [
    row(1, { startTime: T0 + 20, playerScore: 300, botScore: 400, finished: true }),
    row(2, { startTime: T0 + 10, playerScore: 500, botScore: 400, finished: false }),
    row(3, { startTime: T0 + 20, playerScore: 300, botScore: 200, finished: true }),
    row(4, { startTime: T0 + 30, playerScore: 400, botScore: 300, finished: false }),
    row(5, { startTime: T0 + 10, playerScore: 500, botScore: 300, finished: true }),
  ];
  const sorted = (sort: GameSort | null | undefined) => ids([...rows].sort(compareGames(sort)));

  const cases: [GameSort, number[]][] = [
    [{ item: 'START_TIME', ascending: true }, [5, 2, 3, 1, 4]],
    [{ item: 'START_TIME', ascending: false }, [4, 3, 1, 5, 2]],
    [{ item: 'OUR_SCORE', ascending: true }, [3, 5, 4, 2, 1]],
    [{ item: 'OUR_SCORE', ascending: false }, [2, 1, 5, 4, 3]],
    [{ item: 'OPPONENT_SCORE', ascending: true }, [3, 1, 4, 5, 2]],
    [{ item: 'OPPONENT_SCORE', ascending: false }, [5, 2, 4, 3, 1]],
    // Ascending: ongoing games first, as PostgreSQL orders false before true.
    [{ item: 'FINISHED', ascending: true }, [4, 2, 5, 3, 1]],
    [{ item: 'FINISHED', ascending: false }, [5, 3, 1, 4, 2]],
  ];

  it.each(cases)('sorts by %o, ties by gameId descending', (sort, want) => {
    expect(sorted(sort)).toEqual(want);
  });

  it('sorts newest first when no sort is given', () => {
    expect(sorted(undefined)).toEqual([4, 3, 1, 5, 2]);
    expect(sorted(null)).toEqual([4, 3, 1, 5, 2]);
  });

  it('breaks ties by gameId descending in both directions', () => {
    const tied = [row(10), row(30), row(20)];
    for (const ascending of [true, false]) {
      const order = [...tied].sort(compareGames({ item: 'START_TIME', ascending }));
      expect(ids(order)).toEqual([30, 20, 10]);
    }
  });
});

describe('filterAndSort', () => {
  it('filters, then sorts, into a new array of the same rows', () => {
    const rows = [
      row(1, { playerId: 1, startTime: T0 + 1 }),
      row(2, { playerId: 2, startTime: T0 + 2 }),
      row(3, { playerId: 1, startTime: T0 + 3 }),
    ];
    const before = [...rows];
    const out = filterAndSort(rows, {
      playerIds: [1],
      sort: { item: 'START_TIME', ascending: true },
    });
    expect(ids(out)).toEqual([1, 3]);
    expect(out[0]).toBe(rows[0]);
    expect(rows).toEqual(before);
    expect(ids(filterAndSort(rows, {}))).toEqual([3, 2, 1]);
  });
});

describe('searchGames', () => {
  // 23 games, one a second, so newest first is gameId descending: 23, 22, ..., 1.
  const rows = Array.from({ length: 23 }, (_, i) => row(i + 1, { startTime: T0 + i }));
  const newestFirst = { item: 'START_TIME', ascending: false } as const;
  const search = (pageSize: number, pageNumber: number, filter = {}) =>
    searchGames(rows, { pageSize, pageNumber, sort: newestFirst, ...filter });
  const range = (from: number, to: number) =>
    Array.from({ length: from - to + 1 }, (_, i) => from - i);

  it('answers the first block of five pages', () => {
    const answer = search(2, 3);
    expect(answer.paginationInfo).toEqual(info(23, 12, 1, 5));
    expect(answer.pages.map((p) => p.pageNum)).toEqual([1, 2, 3, 4, 5]);
    expect(answer.pages.map((p) => ids(p.data))).toEqual([
      [23, 22],
      [21, 20],
      [19, 18],
      [17, 16],
      [15, 14],
    ]);
  });

  it('answers the block that holds the page, for its first and its last page', () => {
    for (const pageNumber of [6, 8, 10]) {
      const answer = search(2, pageNumber);
      expect(answer.paginationInfo).toMatchObject({ firstPageNum: 6, lastPageNum: 10 });
      expect(answer.pages.flatMap((p) => ids(p.data))).toEqual(range(13, 4));
    }
  });

  it('answers a partial last block with a short last page', () => {
    const answer = search(2, 12);
    expect(answer.paginationInfo).toEqual(info(23, 12, 11, 12));
    expect(answer.pages).toEqual([
      { pageNum: 11, data: [rows[2], rows[1]] },
      { pageNum: 12, data: [rows[0]] },
    ]);
  });

  it('answers one block when every row fits in fewer than five pages', () => {
    const answer = search(10, 1);
    expect(answer.paginationInfo).toEqual(info(23, 3, 1, 3));
    expect(answer.pages.map((p) => p.data.length)).toEqual([10, 10, 3]);
  });

  it('answers a page past the end with the counts, page numbers 0 and no pages', () => {
    // 13 is in the block 11-15, which has rows; 16 and 1000 are in blocks with none.
    for (const pageNumber of [13, 16, 1000]) {
      expect(search(2, pageNumber)).toEqual({
        paginationInfo: info(23, 12, 0, 0),
        pages: [],
      });
    }
  });

  it('answers zeros when nothing matches or there are no rows', () => {
    const zeros = {
      paginationInfo: info(0, 0, 0, 0),
      pages: [],
    };
    expect(search(25, 1, { playerIds: [99] })).toEqual(zeros);
    expect(searchGames([], { pageSize: 25, pageNumber: 1, sort: newestFirst })).toEqual(zeros);
  });

  it('pages the filtered, sorted rows', () => {
    const answer = searchGames(rows, {
      pageSize: 3,
      pageNumber: 1,
      sort: { item: 'START_TIME', ascending: true },
      timeFrom: T0 + 5,
      timeTo: T0 + 9,
    });
    expect(answer.paginationInfo).toMatchObject({ totalRecords: 5, totalPages: 2 });
    expect(answer.pages.map((p) => ids(p.data))).toEqual([
      [6, 7, 8],
      [9, 10],
    ]);
  });

  it('refuses a page size or page number that is not a positive integer', () => {
    expect(() => search(0, 1)).toThrow(RangeError);
    expect(() => search(2.5, 1)).toThrow(RangeError);
    expect(() => search(10, 0)).toThrow(RangeError);
    expect(() => search(10, 1.5)).toThrow(RangeError);
  });
});

describe('pagedAnswer', () => {
  it('numbers the pages of a block from its first page', () => {
    const block = [row(5), row(4), row(3)];
    expect(pagedAnswer(13, block, 2, 7).pages).toEqual([
      { pageNum: 6, data: [block[0], block[1]] },
      { pageNum: 7, data: [block[2]] },
    ]);
  });
});

describe('queryKey', () => {
  const base = {
    pageSize: 25,
    pageNumber: 1,
    sort: { item: 'START_TIME', ascending: false },
  } as const;

  it('is the same for equivalent searches', () => {
    const same = [
      queryKey(base),
      queryKey({ ...base, pageNumber: 7 }),
      queryKey({ pageNumber: 1, sort: { ascending: false, item: 'START_TIME' }, pageSize: 25 }),
      queryKey({ pageSize: 25 }),
      queryKey({ ...base, sort: null, playerIds: [], boardInfo: { language: [] } }),
      queryKey({ ...base, playerIds: null, finished: null, boardInfo: null, timeTo: null }),
    ];
    expect(new Set(same).size).toBe(1);
    expect(queryKey({ ...base, playerIds: [3, 1, 3] })).toBe(
      queryKey({ ...base, playerIds: [1, 3] }),
    );
    expect(queryKey({ ...base, boardInfo: { language: 'NO_B' } })).toBe(
      queryKey({ ...base, boardInfo: { language: ['NO_B', 'NO_B'] } }),
    );
    expect(queryKey({ ...base, boardInfo: { language: ['NO_NY', 'ENG_US'] } })).toBe(
      queryKey({ ...base, boardInfo: { language: ['ENG_US', 'NO_NY'] } }),
    );
    expect(queryKey({ ...base, timeFrom: T0 - 0.5 })).toBe(queryKey({ ...base, timeFrom: T0 }));
  });

  it('differs when the answer may differ', () => {
    const variants = [
      base,
      { ...base, pageSize: 50 },
      { ...base, sort: { item: 'START_TIME', ascending: true } },
      { ...base, sort: { item: 'OUR_SCORE', ascending: false } },
      { ...base, playerIds: [1] },
      { ...base, playerIds: [1, 2] },
      { ...base, finished: false },
      { ...base, finished: true },
      { ...base, boardInfo: { language: 'NO_B' } },
      { ...base, boardInfo: { language: ['NO_B', 'NO_NY'] } },
      { ...base, boardInfo: { boardType: 'RANDOM' } },
      { ...base, timeFrom: T0 },
      { ...base, timeTo: T0 },
      { sort: base.sort },
    ] as const;
    expect(new Set(variants.map((v) => queryKey(v))).size).toBe(variants.length);
  });
});
