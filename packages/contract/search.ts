/**
 * Game search semantics (docs/product.md, Paged search; docs/architecture.md, paged search) over rows in memory: the
 * same filter, order and block paging as the server's SQL in server/games/search.ts, so a search
 * over cached rows answers what the server would (tests/server/search-consistency.test.ts checks
 * it).
 */
import type {
  GameFilter,
  GameRow,
  GameSearchRequest,
  GameSort,
  GetGamesRequest,
  PagedGames,
} from './api-types.ts';
import { PAGE_BLOCK_SIZE } from './constants.ts';
import { DEFAULT_SORT, type BoardType, type Language, type SortItem } from './enums.ts';
import { blockOfPage, totalPages } from './pagination.ts';

/** A filter in one canonical form; null means "any". Equivalent filters give equal criteria. */
export interface SearchCriteria {
  /** Distinct, ascending. */
  playerIds: number[] | null;
  finished: boolean | null;
  /** Distinct, in alphabetical order. */
  languages: Language[] | null;
  boardType: BoardType | null;
  /** Whole seconds, inclusive. */
  timeFrom: number | null;
  timeTo: number | null;
}

/**
 * The canonical form of a filter. An empty list of players or languages counts as omitted
 * (docs/product.md, Paged search: omitted if none); one language is a list of one.
 */
export function criteriaOf(filter: GameFilter): SearchCriteria {
  const playerIds = [...new Set(filter.playerIds ?? [])].sort((a, b) => a - b);
  const language = filter.boardInfo?.language;
  const languages =
    language == null ? [] : typeof language === 'string' ? [language] : [...new Set(language)];
  return {
    playerIds: playerIds.length ? playerIds : null,
    finished: filter.finished ?? null,
    languages: languages.length ? languages.sort() : null,
    boardType: filter.boardInfo?.boardType ?? null,
    // Start times are whole seconds: round inward so both ends stay inclusive.
    timeFrom: filter.timeFrom == null ? null : Math.ceil(filter.timeFrom),
    timeTo: filter.timeTo == null ? null : Math.floor(filter.timeTo),
  };
}

/** The test of one row against criteria, with the lists turned into sets once. */
function predicateOf(c: SearchCriteria): (row: GameRow) => boolean {
  const players = c.playerIds && new Set(c.playerIds);
  const languages = c.languages && new Set<Language>(c.languages);
  return (row) =>
    (!players || players.has(row.playerId)) &&
    (c.finished === null || row.finished === c.finished) &&
    (!languages || languages.has(row.boardInfo.language)) &&
    (c.boardType === null || row.boardInfo.boardType === c.boardType) &&
    (c.timeFrom === null || row.startTime >= c.timeFrom) &&
    (c.timeTo === null || row.startTime <= c.timeTo);
}

/** Whether a game matches a search filter. To filter many rows, use filterAndSort. */
export function matchesFilter(row: GameRow, filter: GameFilter): boolean {
  return predicateOf(criteriaOf(filter))(row);
}

const SORT_KEYS: Record<SortItem, (row: GameRow) => number> = {
  START_TIME: (row) => row.startTime,
  OUR_SCORE: (row) => row.botScore,
  OPPONENT_SCORE: (row) => row.playerScore,
  // Ascending puts ongoing games first, as false sorts before true in PostgreSQL.
  FINISHED: (row) => (row.finished ? 1 : 0),
};

/** The search order: the sort item (default newest start time), ties by gameId descending. */
export function compareGames(
  sort: GameSort | null | undefined,
): (a: GameRow, b: GameRow) => number {
  const { item, ascending } = sort ?? DEFAULT_SORT;
  const key = SORT_KEYS[item];
  const direction = ascending ? 1 : -1;
  return (a, b) => direction * (key(a) - key(b)) || b.gameId - a.gameId;
}

/**
 * get-games over rows in memory: the matching rows in search order, as a new array of the same
 * row objects. The server also stops at GET_GAMES_LIMIT rows; this does not.
 */
export function filterAndSort(rows: readonly GameRow[], query: GetGamesRequest): GameRow[] {
  return rows.filter(predicateOf(criteriaOf(query))).sort(compareGames(query.sort));
}

/**
 * The answer of get-games-paginated from the total count and the rows of the block that holds
 * `pageNumber` (pages 1-5, 6-10, ...), sorted. No rows, or a page past the end: the counts as
 * they are, first and last page 0 and no pages.
 */
export function pagedAnswer(
  totalRecords: number,
  blockRows: readonly GameRow[],
  pageSize: number,
  pageNumber: number,
): PagedGames {
  const pageCount = totalPages(totalRecords, pageSize);
  if (blockRows.length === 0 || pageNumber > pageCount) {
    return {
      paginationInfo: { totalRecords, totalPages: pageCount, firstPageNum: 0, lastPageNum: 0 },
      pages: [],
    };
  }
  const { first } = blockOfPage(pageNumber, PAGE_BLOCK_SIZE);
  const pages = [];
  for (let i = 0; i * pageSize < blockRows.length; i++) {
    pages.push({ pageNum: first + i, data: blockRows.slice(i * pageSize, (i + 1) * pageSize) });
  }
  return {
    paginationInfo: {
      totalRecords,
      totalPages: pageCount,
      firstPageNum: first,
      lastPageNum: first + pages.length - 1,
    },
    pages,
  };
}

const isPositiveInteger = (n: number) => Number.isInteger(n) && n >= 1;

/**
 * get-games-paginated over rows in memory. pageSize and pageNumber must be positive integers
 * (the server answers 400 otherwise); a RangeError says which is not.
 */
export function searchGames(rows: readonly GameRow[], request: GameSearchRequest): PagedGames {
  const { pageSize, pageNumber } = request;
  if (!isPositiveInteger(pageSize)) throw new RangeError(`pageSize ${pageSize} is not 1 or more`);
  if (!isPositiveInteger(pageNumber)) {
    throw new RangeError(`pageNumber ${pageNumber} is not 1 or more`);
  }
  const sorted = filterAndSort(rows, request);
  const start = (blockOfPage(pageNumber, PAGE_BLOCK_SIZE).first - 1) * pageSize;
  const block = sorted.slice(start, start + PAGE_BLOCK_SIZE * pageSize);
  return pagedAnswer(sorted.length, block, pageSize, pageNumber);
}

/**
 * A stable key of a search without its page number, for caching its blocks of pages.
 * Equivalent searches give one key: keys in any order, lists in any order or with repeats, null
 * or an empty list for omitted, one language or a list of it, the default sort given or not.
 */
export function queryKey(
  query: GetGamesRequest & { pageSize?: number; pageNumber?: number },
): string {
  const { item, ascending } = query.sort ?? DEFAULT_SORT;
  // The object literals fix the order of the keys, so equal searches stringify alike.
  return JSON.stringify({
    ...criteriaOf(query),
    sort: { item, ascending },
    pageSize: query.pageSize ?? null,
  });
}
