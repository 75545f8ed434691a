/**
 * The game search with no network (docs/architecture.md, data flow): core/search's filter, order and
 * paging over every cached game row, read from the same IndexedDB database as the main thread
 * (workers/cache-schema.ts: rows in chunks of columns, read in a few copies).
 * Plain data in and out, so these run in the Web Worker or on the main thread alike. The
 * answer comes with when the rows were last saved; undefined means no game is cached at all.
 */
import type { GameRow, GameSearchRequest, GetGamesRequest, PagedGames } from '../core/api-types.ts';
import { filterAndSort, searchGames } from '../core/search.ts';
import type { Cached, RowsInMemory } from './cache-schema.ts';

// The rows of the last search, kept between searches: a warm search reads three small values
// from IndexedDB, and after a save only the chunk it added.
let memory: RowsInMemory | undefined;

async function cachedRows(): Promise<Cached<GameRow[]> | undefined> {
  // Dexie loads with the first offline search, not with the worker (the replay needs none of it).
  const schema = await import('./cache-schema.ts');
  const before = memory;
  memory = await schema.readGameRows(memory);
  if (memory.count !== before?.count) {
    // After the answer: many saves make many chunks; merge them into few.
    setTimeout(() => void schema.compactRowChunks().catch(() => undefined), 0);
  }
  return memory.rows.length > 0 ? { value: memory.rows, cachedAt: memory.cachedAt } : undefined;
}

async function overCachedRows<T>(search: (rows: GameRow[]) => T): Promise<Cached<T> | undefined> {
  const rows = await cachedRows();
  return rows && { value: search(rows.value), cachedAt: rows.cachedAt };
}

/** Forgets the rows kept in memory (tests, and the benchmark's cold runs). */
export function forgetCachedRows(): void {
  memory = undefined;
}

/** get-games-paginated over the cached rows. */
export function offlineSearch(request: GameSearchRequest): Promise<Cached<PagedGames> | undefined> {
  return overCachedRows((rows) => searchGames(rows, request));
}

/** get-games over the cached rows. */
export function offlineGames(query: GetGamesRequest): Promise<Cached<GameRow[]> | undefined> {
  return overCachedRows((rows) => filterAndSort(rows, query));
}
