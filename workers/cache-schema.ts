/**
 * The offline cache's IndexedDB database (docs/architecture.md, data flow), shared by the main thread
 * (src/cache/db.ts) and the worker's offline search (workers/offline-search.ts, which reads the
 * rows without Dexie through row-store.ts and loads this module only to upgrade or to merge
 * chunks). It imports only the packages, Dexie and its own files, so neither side imports the other. Finished games' details are kept for good;
 * lists and statistics are kept as fallbacks; the game search keeps every row it was given and
 * every block of pages by query. It all belongs to the signed-in user.
 *
 * Game rows are kept in chunks of columns (row-chunks.ts): a cold offline search reads a few
 * typed arrays instead of 100,000 row objects. Store names and keys the worker reads by are
 * declared in cache-names.ts.
 *
 * Schema changes: add a version() call, never edit version 1 in place, and never change a
 * primary key (copy to a new table in an upgrade instead).
 */
import Dexie, { type EntityTable, type Table } from 'dexie';
import type {
  BoardSquareTypes,
  GameDetails,
  GameRow,
  PagedGames,
  PracticeAnswerRequest,
} from '@ordbot/contract/api-types.ts';
import { encodeRows, mergeChunks, type RowChunk } from './row-chunks.ts';
import { CHUNK_ROWS, DB_NAME, MAX_CHUNKS, ROWS_SAVED_KEY } from './cache-names.ts';

export { CHUNK_ROWS, DB_NAME, MAX_CHUNKS, ROWS_SAVED_KEY };

/** A cached answer and when it came from the server (ms since the epoch). */
export interface Cached<T> {
  value: T;
  cachedAt: number;
}

export interface CachedDetails extends Cached<GameDetails> {
  gameId: number;
  /**
   * The server's version of the game (src/cache/game-version.ts); null or missing where unknown:
   * details from the live stream, and copies saved before the version was kept. Not indexed, so
   * adding it needed no new schema version.
   */
  version?: string | null;
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

/** A chunk of game rows as saved together; a later chunk's copy of a game replaces an earlier. */
export interface StoredRowChunk extends RowChunk {
  id?: number;
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
  /** Search rows as the server sent them, in chunks of columns, for the offline search. */
  declare rowChunks: Table<StoredRowChunk, number>;
  declare details: EntityTable<CachedDetails, 'gameId'>;
  declare searchBlocks: Table<CachedSearchBlock, [string, number]>;
  declare entries: EntityTable<CachedEntry, 'key'>;
  /** Board layouts by boardTypeId; a layout never changes. */
  declare boards: EntityTable<CachedBoard, 'id'>;
  /** Practice answers not yet received by the server (given offline), oldest first. */
  declare practiceAnswers: EntityTable<PracticeAnswerRequest, 'answerId'>;

  constructor(name = DB_NAME) {
    super(name);
    // Versions are only ever appended (style.md): a device with an older one upgrades in place.
    this.version(1).stores(SCHEMA_V1);
    // 2: game rows by gameId only. The offline search filters and sorts them in memory in the
    // worker (packages/contract/search.ts), so secondary indexes served no query, and with seven of them
    // saving a block of 500 rows took 63 ms instead of 25 ms (npm run bench offline).
    this.version(2).stores({ games: 'gameId' });
    // 3: rows in chunks of columns; a cold search read 100,000 row objects one by
    // one (668 ms). The saved rows move over, then the per-row table goes.
    this.version(3)
      .stores({ rowChunks: '++id' })
      .upgrade(async (tx) => {
        const rows = (await tx.table('games').toArray()) as GameRow[];
        for (let from = 0; from < rows.length; from += CHUNK_ROWS) {
          await tx.table('rowChunks').add(encodeRows(rows.slice(from, from + CHUNK_ROWS)));
        }
      });
    this.version(4).stores({ games: null });
    // 5: practice answers waiting for the network ('Øv på feilene'), by the client's answer id.
    this.version(5).stores({ practiceAnswers: 'answerId, answeredAt' });
  }
}

let db: OrdbotDb | null = null;

/** The app's database, made on first use: Dexie opens IndexedDB only at the first query. */
export function getDb(): OrdbotDb {
  db ??= new OrdbotDb();
  return db;
}

/** Every cached game row, with when rows were last saved; undefined when there are none. */
export function getGameRows(database = getDb()): Promise<Cached<GameRow[]> | undefined> {
  return database.transaction('r', database.rowChunks, database.entries, async () => {
    const chunks = await database.rowChunks.toArray();
    const rows = mergeChunks(chunks);
    if (rows.length === 0) return undefined;
    const saved = await database.entries.get(ROWS_SAVED_KEY);
    return { value: rows, cachedAt: saved?.cachedAt ?? 0 };
  });
}

/**
 * Rewrites the chunks as few, each game once and all in gameId order (so the worker reads them
 * without sorting), when there are more than MAX_CHUNKS or `always`. One transaction, so a
 * save meanwhile waits and lands after it. Answers whether it compacted.
 */
export function compactRowChunks(database = getDb(), always = false): Promise<boolean> {
  return database.transaction('rw', database.rowChunks, async () => {
    if (!always && (await database.rowChunks.count()) <= MAX_CHUNKS) return false;
    const rows = mergeChunks(await database.rowChunks.toArray());
    rows.sort((a, b) => a.gameId - b.gameId);
    await database.rowChunks.clear();
    const chunks: RowChunk[] = [];
    for (let from = 0; from < rows.length; from += CHUNK_ROWS) {
      chunks.push(encodeRows(rows.slice(from, from + CHUNK_ROWS), chunks.at(-1)?.strings));
    }
    await database.rowChunks.bulkAdd(chunks);
    return true;
  });
}
