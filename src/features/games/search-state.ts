/**
 * The state of a game search (docs/product.md, Game search) and its rules, as pure functions: which request a
 * search sends (docs/product.md, Paged search), which page changes need a call, and what an answer does to the state.
 * The search screen and the table variant share it.
 */
import type {
  GameRow,
  GameSearchRequest,
  GameSort,
  PagedGames,
  PaginationInfo,
  PlayerInfoBasic,
} from '@ordbot/contract/api-types.ts';
import type { BoardType, Language } from '@ordbot/contract/enums.ts';
import { DEFAULT_SORT } from '@ordbot/contract/enums.ts';
import { isPageInRange } from '@ordbot/contract/pagination.ts';
import { queryKey } from '@ordbot/contract/search.ts';
import type { Freshness } from '../../cache/freshness.ts';

/** The search screen sends one language, the table variant a list (docs/product.md, Paged search). */
export type SearchVariant = 'screen' | 'table';

/** The filters of docs/product.md, Game search; dates are local calendar days 'YYYY-MM-DD' or ''. */
export interface SearchFilters {
  dateFrom: string;
  dateTo: string;
  /** At most one in the search screen. */
  languages: readonly Language[];
  boardType: BoardType | null;
  ongoingOnly: boolean;
  players: readonly PlayerInfoBasic[];
}

export const EMPTY_FILTERS: SearchFilters = {
  dateFrom: '',
  dateTo: '',
  languages: [],
  boardType: null,
  ongoingOnly: false,
  players: [],
};

export type SearchStatus = 'idle' | 'loading' | 'done' | 'failed';

/** The loaded pages of one query, by page number (gameDataPaginated of docs/product.md, Game search). */
export interface SearchResult {
  /** Identifies the query (filters, sort, page size) the pages belong to. */
  queryKey: string;
  info: PaginationInfo;
  pages: Readonly<Record<number, readonly GameRow[]>>;
  /** Set when the last answer came from the offline cache. */
  freshness?: Freshness;
}

export interface SearchState {
  variant: SearchVariant;
  filters: SearchFilters;
  /** null: the table's column sort was cleared, the server's default order applies. */
  sort: GameSort | null;
  pageSize: number;
  /** 1-based (docs/product.md, Game search: starts at 1). */
  currentPage: number;
  result: SearchResult | null;
  status: SearchStatus;
  /** The failed search's message (docs/product.md, Errors: the error message, or 'Unknown error'). */
  error: string | null;
}

export function initialSearchState(
  variant: SearchVariant,
  pageSize: number,
  filters: SearchFilters = EMPTY_FILTERS,
): SearchState {
  return {
    variant,
    filters,
    sort: { ...DEFAULT_SORT },
    pageSize,
    currentPage: 1,
    result: null,
    status: 'idle',
    error: null,
  };
}

/**
 * Local midnight of 'YYYY-MM-DD' plus `days`, in epoch seconds; null for '' or a bad date, and for
 * a day before 1970 (no game is older, and the server takes no negative time).
 */
function localMidnight(day: string, days: number): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  // setFullYear, not the Date constructor, which reads years 0-99 as 1900-1999 ('0002' as 1902).
  const date = new Date(2000, 0, 1);
  date.setFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  const time = Math.floor(date.getTime() / 1000);
  return Number.isNaN(time) || time < 0 ? null : time;
}

/** Local midnight of a 'YYYY-MM-DD' day, in epoch seconds; null for '' or a bad date. */
export function dayStart(day: string): number | null {
  return localMidnight(day, 0);
}

/** The last second of a local day (the range's end is inclusive). */
export function dayEnd(day: string): number | null {
  const next = dayStart(day) === null ? null : localMidnight(day, 1);
  return next === null ? null : next - 1;
}

/** The request body of docs/product.md, Paged search for `page`; empty filters are left out. */
export function searchRequest(state: SearchState, page: number): GameSearchRequest {
  const { filters } = state;
  const request: GameSearchRequest = { pageSize: state.pageSize, pageNumber: page };
  if (state.sort) request.sort = { item: state.sort.item, ascending: state.sort.ascending };
  if (filters.players.length > 0) request.playerIds = filters.players.map((p) => p.id);
  if (filters.ongoingOnly) request.finished = false;
  const boardInfo: GameSearchRequest['boardInfo'] = {};
  if (filters.languages.length > 0) {
    boardInfo.language = state.variant === 'table' ? [...filters.languages] : filters.languages[0];
  }
  if (filters.boardType) boardInfo.boardType = filters.boardType;
  if (boardInfo.language !== undefined || boardInfo.boardType !== undefined) {
    request.boardInfo = boardInfo;
  }
  let from = dayStart(filters.dateFrom);
  let to = dayEnd(filters.dateTo);
  if (from !== null && to !== null && from > to) {
    // A range picked backwards still means the days between the two dates.
    [from, to] = [dayStart(filters.dateTo), dayEnd(filters.dateFrom)];
  }
  if (from !== null) request.timeFrom = from;
  if (to !== null) request.timeTo = to;
  return request;
}

/** The key of the query behind a request: everything but the page number (packages/contract/search.ts). */
export function queryKeyOf(request: GameSearchRequest): string {
  return queryKey(request);
}

/** What moving to `page` takes (docs/product.md, Game search). */
export type PageMove = 'ignore' | 'cached' | 'fetch';

export function pageMove(state: SearchState, page: number): PageMove {
  const result = state.result;
  // While an answer is on its way the pages shown may belong to the previous query.
  if (!result || state.status === 'loading') return 'ignore';
  if (!isPageInRange(page, result.info.totalPages)) return 'ignore';
  if (page === state.currentPage && state.status !== 'failed') return 'ignore';
  return result.pages[page] ? 'cached' : 'fetch';
}

/** A new search with `filters`: page 1, results being loaded (docs/product.md, Game search). */
export function startSearch(state: SearchState, filters: SearchFilters): SearchState {
  return { ...state, filters, currentPage: 1, status: 'loading', error: null };
}

/** docs/product.md, Game search: a sort change resets to page 1. */
export function changeSort(state: SearchState, sort: GameSort | null): SearchState {
  return { ...state, sort, currentPage: 1, status: 'loading', error: null };
}

/** docs/product.md, Game search: a page-size change resets to page 1 and refetches. */
export function changePageSize(state: SearchState, pageSize: number): SearchState {
  return { ...state, pageSize, currentPage: 1, status: 'loading', error: null };
}

/** Moves to a page of the cached block, or marks the state as loading another block. */
export function goToPage(state: SearchState, page: number): SearchState {
  const move = pageMove(state, page);
  if (move === 'ignore') return state;
  if (move === 'cached') return { ...state, currentPage: page };
  return { ...state, currentPage: page, status: 'loading', error: null };
}

/**
 * The answer to `request`. Pages of the same query are kept together (a later block adds to the
 * earlier ones); a new query replaces them.
 */
export function receiveAnswer(
  state: SearchState,
  request: GameSearchRequest,
  answer: PagedGames,
  freshness?: Freshness,
): SearchState {
  const queryKey = queryKeyOf(request);
  const previous = state.result?.queryKey === queryKey ? state.result.pages : {};
  const pages: Record<number, readonly GameRow[]> = { ...previous };
  for (const page of answer?.pages ?? []) pages[page.pageNum] = page.data ?? [];
  // A malformed answer counts as no games rather than breaking the screen.
  const info = answer?.paginationInfo ?? EMPTY_INFO;
  // A page that no longer exists (fewer games than when the block was counted): the last one.
  const currentPage =
    info.totalPages > 0 ? Math.min(Math.max(request.pageNumber, 1), info.totalPages) : 1;
  return {
    ...state,
    currentPage,
    result: freshness ? { queryKey, info, pages, freshness } : { queryKey, info, pages },
    status: 'done',
    error: null,
  };
}

const EMPTY_INFO: PaginationInfo = {
  totalRecords: 0,
  totalPages: 0,
  firstPageNum: 0,
  lastPageNum: 0,
};

/** docs/product.md, Errors: a failed search empties the results and sets the totals to zero. */
export function receiveFailure(state: SearchState, message: string): SearchState {
  return {
    ...state,
    result: { queryKey: '', info: EMPTY_INFO, pages: {} },
    status: 'failed',
    error: message,
  };
}

/** The rows of the current page ([] while it is not loaded). */
export function currentRows(state: SearchState): readonly GameRow[] {
  return state.result?.pages[state.currentPage] ?? [];
}

export function totalRecordsOf(state: SearchState): number {
  return state.result?.info.totalRecords ?? 0;
}

/** Whether any filter is set: the chips show, and 'Nullstill' has something to clear. */
export function hasActiveFilters(filters: SearchFilters): boolean {
  return (
    filters.dateFrom !== '' ||
    filters.dateTo !== '' ||
    filters.languages.length > 0 ||
    filters.boardType !== null ||
    filters.ongoingOnly ||
    filters.players.length > 0
  );
}
