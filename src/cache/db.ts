/**
 * The offline cache's IndexedDB database as the main thread uses it. The schema, the rows in
 * chunks of columns and the reads the worker shares live in workers/cache-schema.ts, which
 * imports only core/ and Dexie (the worker never imports src/).
 */
import type { GameRow, GameSearchRequest, PagedGames } from '@ordbot/contract/api-types.ts';
import { PAGE_BLOCK_SIZE } from '@ordbot/contract/constants.ts';
import { blockOfPage } from '@ordbot/contract/pagination.ts';
import { queryKey } from '@ordbot/contract/search.ts';
import {
  getDb,
  ROWS_SAVED_KEY,
  type Cached,
  type CachedSearchBlock,
  type OrdbotDb,
} from '../../workers/cache-schema.ts';
import { encodeRows } from '../../workers/row-chunks.ts';
import { OWNER_KEY } from './owner-key.ts';

export { DB_NAME, getDb, getGameRows, OrdbotDb, SCHEMA_V1 } from '../../workers/cache-schema.ts';
export type {
  Cached,
  CachedBoard,
  CachedDetails,
  CachedEntry,
  CachedSearchBlock,
} from '../../workers/cache-schema.ts';

/** The primary key of the block of pages that holds request.pageNumber. */
export function searchBlockKey(request: GameSearchRequest): [string, number] {
  return [queryKey(request), blockOfPage(request.pageNumber, PAGE_BLOCK_SIZE).first];
}

/** Saves rows as one chunk: it replaces the copies of these games in earlier chunks. */
async function saveRows(database: OrdbotDb, rows: readonly GameRow[], cachedAt: number) {
  if (rows.length > 0) await database.rowChunks.add(encodeRows(rows));
  await database.entries.put({ key: ROWS_SAVED_KEY, value: null, cachedAt });
}

/** Keeps a search answer: the block by its query, and its rows as one chunk. */
export function putSearchBlock(
  request: GameSearchRequest,
  answer: PagedGames,
  cachedAt = Date.now(),
  database = getDb(),
): Promise<void> {
  const [query, first] = searchBlockKey(request);
  const rows = answer.pages.flatMap((page) => page.data);
  const { rowChunks, searchBlocks, entries } = database;
  return database.transaction('rw', searchBlocks, rowChunks, entries, async () => {
    await saveRows(database, rows, cachedAt);
    await searchBlocks.put({ query, first, value: answer, cachedAt });
  });
}

/** Keeps game rows as one chunk (get-games' answer). */
export function putGameRows(
  rows: readonly GameRow[],
  cachedAt = Date.now(),
  database = getDb(),
): Promise<void> {
  return database.transaction('rw', database.rowChunks, database.entries, () =>
    saveRows(database, rows, cachedAt),
  );
}

/** The cached block of pages that holds request.pageNumber, if any. */
export function getSearchBlock(
  request: GameSearchRequest,
  database = getDb(),
): Promise<CachedSearchBlock | undefined> {
  return database.searchBlocks.get(searchBlockKey(request));
}

export async function putEntry(
  key: string,
  value: unknown,
  cachedAt = Date.now(),
  database = getDb(),
): Promise<void> {
  await database.entries.put({ key, value, cachedAt });
}

/** A cached list or statistic; the caller knows the type it stored under `key`. */
export async function getEntry<T>(key: string, database = getDb()): Promise<Cached<T> | undefined> {
  const entry = await database.entries.get(key);
  return entry && { value: entry.value as T, cachedAt: entry.cachedAt };
}

async function clearTables(database: OrdbotDb): Promise<void> {
  await Promise.all(database.tables.map((table) => table.clear()));
}

/** Empties every table (sign-out: the next person on the device sees none of it). */
export function clearAllCachedData(database = getDb()): Promise<void> {
  return database.transaction('rw', database.tables, () => clearTables(database));
}

export { OWNER_KEY };

/**
 * Hands the cache to `owner` (say the e-mail, player and roles of the session): if it held
 * another owner's data, or data of no known owner, that is cleared first. Answers whether it was.
 * This covers the ways a session ends without sign-out (a refused token, another user later).
 */
export function claimCache(owner: string, database = getDb()): Promise<boolean> {
  return database.transaction('rw', database.tables, async () => {
    const current = await database.entries.get(OWNER_KEY);
    if (current?.value === owner) return false;
    await clearTables(database);
    await database.entries.put({ key: OWNER_KEY, value: owner, cachedAt: Date.now() });
    return true;
  });
}
