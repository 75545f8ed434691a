/**
 * The game search with no network (docs/architecture.md): core/search's filter, order and
 * paging over every cached game row, read from the same IndexedDB database as the main thread.
 * Plain data in and out, so these run in the Web Worker or on the main thread alike. The
 * answer comes with when the rows were last saved; undefined means no game is cached at all.
 */
import type { GameRow, GameSearchRequest, GetGamesRequest, PagedGames } from '../core/api-types.ts';
import { filterAndSort, searchGames } from '../core/search.ts';
import type { Cached } from '../src/cache/db.ts';

// The rows of the last search, kept while the cache's rows are unchanged: a warm search reads
// two small values from IndexedDB instead of every row.
let memory: { stamp: string; rows: Cached<GameRow[]> | undefined } | null = null;

async function cachedRows(): Promise<Cached<GameRow[]> | undefined> {
  // Dexie loads with the first offline search, not with the worker (the replay needs none of it).
  const { getGameRows, getGameRowsStamp } = await import('../src/cache/db.ts');
  const stamp = await getGameRowsStamp();
  if (memory?.stamp !== stamp) memory = { stamp, rows: await getGameRows() };
  return memory.rows;
}

async function overCachedRows<T>(search: (rows: GameRow[]) => T): Promise<Cached<T> | undefined> {
  const rows = await cachedRows();
  return rows && { value: search(rows.value), cachedAt: rows.cachedAt };
}

/** Forgets the rows kept in memory (tests, and the benchmark's cold runs). */
export function forgetCachedRows(): void {
  memory = null;
}

/** get-games-paginated over the cached rows. */
export function offlineSearch(request: GameSearchRequest): Promise<Cached<PagedGames> | undefined> {
  return overCachedRows((rows) => searchGames(rows, request));
}

/** get-games over the cached rows. */
export function offlineGames(query: GetGamesRequest): Promise<Cached<GameRow[]> | undefined> {
  return overCachedRows((rows) => filterAndSort(rows, query));
}
