/**
 * The offline cache's IndexedDB database (docs/architecture.md). Finished games' details are
 * kept for good; lists and statistics are kept as fallbacks; the game search keeps every row it
 * was given and every block of pages by query. It all belongs to the signed-in user.
 *
 * Schema changes: add a version() call, never edit version 1 in place, and never change a
 * primary key (copy to a new table in an upgrade instead).
 */
import Dexie, { type EntityTable, type Table } from 'dexie';
import type {
  BoardSquareTypes,
  GameDetails,
  GameRow,
  GameSearchRequest,
  PagedGames,
} from '../../core/api-types.ts';
import { PAGE_BLOCK_SIZE } from '../../core/constants.ts';
import { blockOfPage } from '../../core/pagination.ts';
import { queryKey } from '../../core/search.ts';

export const DB_NAME = 'ordbot';

/** A cached answer and when it came from the server (ms since the epoch). */
export interface Cached<T> {
  value: T;
  cachedAt: number;
}

export interface CachedDetails extends Cached<GameDetails> {
  gameId: number;
}

/** One block of pages of a search: `query` is core queryKey, `first` the block's first page. */
export interface CachedSearchBlock extends Cached<PagedGames> {
  query: string;
  first: number;
}

/** Lists and statistics by a key the repository chooses, such as the call and its body. */
export interface CachedEntry extends Cached<unknown> {
  key: string;
}

export interface CachedBoard extends Cached<BoardSquareTypes> {
  id: number;
}

/** The first schema, kept as it shipped so that upgrades start from it. */
export const SCHEMA_V1 = {
  games: 'gameId, startTime, playerId, [playerId+startTime], boardInfo.language',
  details: 'gameId, cachedAt',
  searchBlocks: '[query+first], cachedAt',
  entries: 'key, cachedAt',
  boards: 'id',
} as const;

export class OrdbotDb extends Dexie {
  /** Search rows as the server sent them, for the offline search (core/search). */
  declare games: EntityTable<GameRow, 'gameId'>;
  declare details: EntityTable<CachedDetails, 'gameId'>;
  declare searchBlocks: Table<CachedSearchBlock, [string, number]>;
  declare entries: EntityTable<CachedEntry, 'key'>;
  /** Board layouts by boardTypeId; a layout never changes. */
  declare boards: EntityTable<CachedBoard, 'id'>;

  constructor(name = DB_NAME) {
    super(name);
    // Versions are only appended (docs/architecture.md): an older device upgrades in place.
    this.version(1).stores(SCHEMA_V1);
    // 2: game rows by gameId only. The offline search filters and sorts them in memory in the
    // worker (core/search), so secondary indexes served no query, and with seven of them
    // saving a block of 500 rows took 63 ms instead of 25 ms (npm run bench offline).
    this.version(2).stores({ games: 'gameId' });
  }
}

let db: OrdbotDb | null = null;

/** The app's database, made on first use: Dexie opens IndexedDB only at the first query. */
export function getDb(): OrdbotDb {
  db ??= new OrdbotDb();
  return db;
}

/** The primary key of the block of pages that holds request.pageNumber. */
export function searchBlockKey(request: GameSearchRequest): [string, number] {
  return [queryKey(request), blockOfPage(request.pageNumber, PAGE_BLOCK_SIZE).first];
}

/** The `entries` key of when game rows were last saved: the "cached at" of the offline search. */
const ROWS_SAVED_KEY = 'game-rows-saved';

async function saveRows(database: OrdbotDb, rows: readonly GameRow[], cachedAt: number) {
  await database.games.bulkPut(rows);
  await database.entries.put({ key: ROWS_SAVED_KEY, value: null, cachedAt });
}

/** Keeps a search answer: the block by its query, and each of its rows by gameId. */
export function putSearchBlock(
  request: GameSearchRequest,
  answer: PagedGames,
  cachedAt = Date.now(),
  database = getDb(),
): Promise<void> {
  const [query, first] = searchBlockKey(request);
  const rows = answer.pages.flatMap((page) => page.data);
  const { games, searchBlocks, entries } = database;
  return database.transaction('rw', searchBlocks, games, entries, async () => {
    await saveRows(database, rows, cachedAt);
    await searchBlocks.put({ query, first, value: answer, cachedAt });
  });
}

/** Keeps game rows by gameId (get-games' answer). */
export function putGameRows(
  rows: readonly GameRow[],
  cachedAt = Date.now(),
  database = getDb(),
): Promise<void> {
  return database.transaction('rw', database.games, database.entries, () =>
    saveRows(database, rows, cachedAt),
  );
}

/** Every cached game row, with when rows were last saved; undefined when there are none. */
export function getGameRows(database = getDb()): Promise<Cached<GameRow[]> | undefined> {
  return database.transaction('r', database.games, database.entries, async () => {
    const rows = await database.games.toArray();
    if (rows.length === 0) return undefined;
    const saved = await database.entries.get(ROWS_SAVED_KEY);
    return { value: rows, cachedAt: saved?.cachedAt ?? 0 };
  });
}

/**
 * What identifies the cached rows as they are now: when rows were last saved and how many there
 * are. A search that kept the rows in memory reuses them while this is unchanged.
 */
export function getGameRowsStamp(database = getDb()): Promise<string> {
  return database.transaction('r', database.games, database.entries, async () => {
    const [saved, count] = await Promise.all([
      database.entries.get(ROWS_SAVED_KEY),
      database.games.count(),
    ]);
    return `${saved?.cachedAt ?? 0}/${count}`;
  });
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

const OWNER_KEY = 'cache-owner';

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
