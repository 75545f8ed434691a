import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { GameSort } from '@ordbot/contract/api-types.ts';
import { isApiError, isOfflineError } from '../../api/client.ts';
import { TEXT } from '../../ui/text.ts';
import { getGamesPaginated } from '../../cache/games.ts';
import { recall, remember } from '../../cache/screen-memory.ts';
import { useLiveRefresh } from '../../ui/use-live.ts';
import {
  changePageSize,
  changeSort,
  currentRows,
  goToPage,
  pageMove,
  receiveAnswer,
  receiveFailure,
  searchRequest,
  startSearch,
  type SearchFilters,
  type SearchState,
} from './search-state.ts';

/** docs/product.md, Errors: the error's message, or 'Unknown error'; no network gets a Norwegian sentence. */
export function searchErrorText(error: unknown): string {
  if (isOfflineError(error)) return TEXT.games.offline;
  // A refused request's message names the request's fields ('timeFrom: ...'): not for a user.
  if (isApiError(error, 400)) return TEXT.games.badSearch;
  if (error instanceof Error && error.message) return error.message;
  return TEXT.games.unknownError;
}

export interface GameSearch {
  state: SearchState;
  /** Whether the state was restored from an earlier visit (the screen then does not search). */
  restored: boolean;
  search(filters: SearchFilters): void;
  setSort(sort: GameSort | null): void;
  setPageSize(pageSize: number): void;
  setPage(page: number): void;
}

/**
 * A game search whose state outlives the screen for the rest of the visit (docs/product.md, Game search), under
 * `memoryKey`. Only the newest request's answer is applied.
 */
export function useGameSearch(memoryKey: string, create: () => SearchState): GameSearch {
  const [initial] = useState(() => {
    const stored = recall<SearchState>(memoryKey);
    return { state: stored ?? create(), restored: stored !== undefined };
  });
  const [state, setState] = useState<SearchState>(initial.state);
  const latest = useRef(state);
  const ticket = useRef(0);

  const commit = useCallback(
    (next: SearchState) => {
      latest.current = next;
      remember(memoryKey, next);
      setState(next);
    },
    [memoryKey],
  );

  const fetchPage = useCallback(
    (next: SearchState, page: number) => {
      commit(next);
      const mine = ++ticket.current;
      void loadPage(
        page,
        () => mine === ticket.current,
        () => latest.current,
        commit,
      );
    },
    [commit],
  );

  // A search answered from saved data (or failed for want of a network) is made again when the
  // screen comes back, as after the network returned (src/cache/reconnect.ts).
  useEffect(() => {
    const current = latest.current;
    if (!initial.restored || (!current.result?.freshness && current.status !== 'failed')) return;
    fetchPage({ ...current, status: 'loading', error: null }, current.currentPage);
  }, [initial.restored, fetchPage]);

  // A game of the list stored (a move, a finished game): the page shown is asked again, without
  // a loading state in between (docs/events.md). Only games the viewer may see come; a list of
  // chosen players takes theirs alone.
  useLiveRefresh(
    () => {
      const current = latest.current;
      if (current.status === 'done') fetchPage(current, current.currentPage);
    },
    (game) => {
      const players = latest.current.filters.players;
      return players.length === 0 || players.some((p) => p.id === game.playerId);
    },
    state.status !== 'idle',
  );

  // Leaving the screen drops any answer still on its way.
  useEffect(
    () => () => {
      ticket.current += 1;
      const current = latest.current;
      if (current.status === 'loading') remember(memoryKey, { ...current, status: 'idle' });
    },
    [memoryKey],
  );

  return { state, restored: initial.restored, ...useSearchActions(latest, commit, fetchPage) };
}

/**
 * Loads `page` of the search `current()` and commits the answer, unless a newer request came
 * first (`isCurrent`). A second round only when the page asked for is past a shrunken end: then
 * the last.
 */
async function loadPage(
  page: number,
  isCurrent: () => boolean,
  current: () => SearchState,
  commit: (next: SearchState) => void,
) {
  let target = page;
  for (let round = 0; round < 2; round++) {
    const request = searchRequest(current(), target);
    let answer;
    try {
      answer = await getGamesPaginated(request);
    } catch (error) {
      if (!isCurrent()) return;
      console.error(error);
      commit(receiveFailure(current(), searchErrorText(error)));
      return;
    }
    if (!isCurrent()) return;
    const received = receiveAnswer(current(), request, answer.value, answer.freshness);
    const last = received.currentPage;
    const missing = currentRows(received).length === 0 && last !== target;
    if (round === 0 && missing && (received.result?.info.totalPages ?? 0) > 0) {
      commit({ ...received, status: 'loading' });
      target = last;
      continue;
    }
    commit(received);
    return;
  }
}

/** What the user does to a search: a new search, a sort, a page size or a page. */
function useSearchActions(
  latestRef: RefObject<SearchState>,
  commit: (next: SearchState) => void,
  fetchPage: (next: SearchState, page: number) => void,
): Omit<GameSearch, 'state' | 'restored'> {
  return {
    search: useCallback(
      (filters: SearchFilters) => fetchPage(startSearch(latestRef.current, filters), 1),
      [latestRef, fetchPage],
    ),
    setSort: useCallback(
      (sort: GameSort | null) => fetchPage(changeSort(latestRef.current, sort), 1),
      [latestRef, fetchPage],
    ),
    setPageSize: useCallback(
      (pageSize: number) => fetchPage(changePageSize(latestRef.current, pageSize), 1),
      [latestRef, fetchPage],
    ),
    setPage: useCallback(
      (page: number) => {
        const current = latestRef.current;
        const move = pageMove(current, page);
        if (move === 'cached') commit(goToPage(current, page));
        else if (move === 'fetch') fetchPage(goToPage(current, page), page);
      },
      [latestRef, commit, fetchPage],
    ),
  };
}

/** useState whose value is remembered for the rest of the visit under `memoryKey`. */
export function useRememberedState<T>(
  memoryKey: string,
  initial: T,
): [T, (update: (current: T) => T) => void] {
  const [value, setValue] = useState<T>(() => recall<T>(memoryKey) ?? initial);
  const update = useCallback(
    (change: (current: T) => T) =>
      setValue((current) => {
        const next = change(current);
        remember(memoryKey, next);
        return next;
      }),
    [memoryKey],
  );
  return [value, update];
}
