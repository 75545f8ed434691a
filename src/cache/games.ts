/**
 * Games repository: screens read the game lists through here, never from src/api
 * (docs/architecture.md: data flow); a game's details come from src/cache/game-repository.ts. The
 * lists are network-first. The search keeps every block and row it is given; with no network it
 * answers the saved block of the same query, or else runs the search over all saved rows, and
 * the answer's freshness says it is partial.
 */
import * as api from '../api/games.ts';
import type {
  GameRow,
  GameSearchRequest,
  GetGamesRequest,
  PagedGames,
} from '@ordbot/contract/api-types.ts';
import { queryKey } from '@ordbot/contract/search.ts';
import type { Cached } from './db.ts';
import { runOfflineSearch } from './offline-search-runner.ts';
import { entryKey, readFresh, type CacheHit, type Fresh } from './read-through.ts';

function partial<T>(hit: Cached<T> | undefined): CacheHit<T> | undefined {
  return hit && { ...hit, partial: true };
}

/** `signal` cancels the offline search in the worker, when it comes to that (AbortError). */
export function getGames(query: GetGamesRequest, signal?: AbortSignal): Promise<Fresh<GameRow[]>> {
  const key = entryKey('getGames', [queryKey(query)]);
  return readFresh({
    fetch: () => api.getGames(query),
    read: async (db) =>
      (await db.getEntry<GameRow[]>(key)) ??
      partial(await runOfflineSearch({ signal }, 'offlineGames', query)),
    signal,
    write: (db, rows, cachedAt) =>
      Promise.all([db.putEntry(key, rows, cachedAt), db.putGameRows(rows, cachedAt)]),
  });
}

/** `signal` cancels the offline search in the worker, when it comes to that (AbortError). */
export function getGamesPaginated(
  query: GameSearchRequest,
  signal?: AbortSignal,
): Promise<Fresh<PagedGames>> {
  return readFresh({
    fetch: () => api.getGamesPaginated(query),
    read: async (db) =>
      (await db.getSearchBlock(query)) ??
      partial(await runOfflineSearch({ signal }, 'offlineSearch', query)),
    signal,
    write: (db, answer, cachedAt) => db.putSearchBlock(query, answer, cachedAt),
  });
}
