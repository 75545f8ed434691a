/**
 * The offline cache's IndexedDB database (docs/architecture.md, data flow), shared by the main thread
 * (src/cache/db.ts) and the worker's offline search (workers/offline-search.ts). It imports only
 * core/ and Dexie, so neither side imports the other. Finished games' details are kept for good;
 * lists and statistics are kept as fallbacks; the game search keeps every row it was given and
 * every block of pages by query. It all belongs to the signed-in user.
 *
 * Game rows are kept in chunks of columns (row-chunks.ts): a cold offline search reads a few
 * typed arrays instead of 100,000 row objects.
 *
 * Schema changes: add a version() call, never edit version 1 in place, and never change a
 * primary key (copy to a new table in an upgrade instead).
 */
import Dexie, { type EntityTable, type Table } from 'dexie';
import type { BoardSquareTypes, GameDetails, GameRow, PagedGames } from '../core/api-types.ts';
import { decodeRows, encodeRows, type RowChunk } from './row-chunks.ts';

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

/** Rows per chunk when the rows of a version 2 database or a compaction are written. */
export const CHUNK_ROWS = 20_000;

export class OrdbotDb extends Dexie {
  /** Search rows as the server sent them, in chunks of columns, for the offline search. */
  declare rowChunks: Table<StoredRowChunk, number>;
  declare details: EntityTable<CachedDetails, 'gameId'>;
  declare searchBlocks: Table<CachedSearchBlock, [string, number]>;
  declare entries: EntityTable<CachedEntry, 'key'>;
  /** Board layouts by boardTypeId; a layout never changes. */
  declare boards: EntityTable<CachedBoard, 'id'>;

  constructor(name = DB_NAME) {
    super(name);
    // Versions are only ever appended (style.md): a device with an older one upgrades in place.
    this.version(1).stores(SCHEMA_V1);
    // 2: game rows by gameId only. The offline search filters and sorts them in memory in the
    // worker (core/search), so secondary indexes served no query, and with seven of them
    // saving a block of 500 rows took 63 ms instead of 25 ms (npm run bench offline).
    this.version(2).stores({ games: 'gameId' });
    // 3 (issue 19): rows in chunks of columns; a cold search read 100,000 row objects one by
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
  }
}

let db: OrdbotDb | null = null;

/** The app's database, made on first use: Dexie opens IndexedDB only at the first query. */
export function getDb(): OrdbotDb {
  db ??= new OrdbotDb();
  return db;
}

/** The `entries` key of when game rows were last saved: the "cached at" of the offline search. */
export const ROWS_SAVED_KEY = 'game-rows-saved';

/** True when no gameId is in more than one of the chunks (nor twice in one). */
function disjoint(chunks: readonly RowChunk[]): boolean {
  const ids = new Float64Array(chunks.reduce((sum, chunk) => sum + chunk.count, 0));
  let at = 0;
  for (const chunk of chunks) {
    ids.set(chunk.gameId.subarray(0, chunk.count), at);
    at += chunk.count;
  }
  ids.sort();
  for (let i = 1; i < ids.length; i++) if (ids[i] === ids[i - 1]) return false;
  return true;
}

/** Every row of the chunks, each game once: its copy in the latest chunk that has it. */
export function mergeChunks(chunks: readonly RowChunk[]): GameRow[] {
  // The usual case, and a typed-array sort is far cheaper than a Map of every row.
  if (disjoint(chunks)) return chunks.flatMap((chunk) => decodeRows(chunk));
  const byId = new Map<number, GameRow>();
  for (const chunk of chunks) {
    for (const row of decodeRows(chunk)) byId.set(row.gameId, row);
  }
  return [...byId.values()];
}

/** The cached rows as a worker keeps them between searches. */
export interface RowsInMemory {
  rows: GameRow[];
  cachedAt: number;
  /** The newest chunk read, and how many chunks there were up to it. */
  lastKey: number;
  count: number;
  /** Where each gameId is in rows, made at the first update. */
  index?: Map<number, number>;
}

/** Adds the rows of newer chunks to `known`, each replacing its game's older copy. */
function withChunks(known: RowsInMemory, chunks: readonly RowChunk[]): RowsInMemory {
  const rows = known.rows;
  const index = known.index ?? new Map(rows.map((row, i) => [row.gameId, i]));
  for (const chunk of chunks) {
    for (const row of decodeRows(chunk)) {
      const at = index.get(row.gameId);
      if (at === undefined) index.set(row.gameId, rows.push(row) - 1);
      else rows[at] = row;
    }
  }
  return { ...known, rows, index };
}

/**
 * The cached rows, read from `known` where it can: unchanged, it is answered as is; when chunks
 * were only added since (a save), only those are read; otherwise (cleared, merged) all of them.
 */
export function readGameRows(known?: RowsInMemory, database = getDb()): Promise<RowsInMemory> {
  const { rowChunks, entries } = database;
  return database.transaction('r', rowChunks, entries, async () => {
    const cachedAt = (await entries.get(ROWS_SAVED_KEY))?.cachedAt ?? 0;
    const lastKey = ((await rowChunks.toCollection().lastKey()) as number | undefined) ?? 0;
    const count = await rowChunks.count();
    if (known && known.lastKey === lastKey && known.count === count) return { ...known, cachedAt };
    // Keys only grow (auto-increment), so the same count up to known.lastKey means unchanged.
    if (
      known &&
      lastKey > known.lastKey &&
      (await rowChunks.where(':id').belowOrEqual(known.lastKey).count()) === known.count
    ) {
      const added = await rowChunks.where(':id').above(known.lastKey).toArray();
      return { ...withChunks(known, added), cachedAt, lastKey, count };
    }
    return { rows: mergeChunks(await rowChunks.toArray()), cachedAt, lastKey, count };
  });
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

/** Chunks past this many are merged into CHUNK_ROWS-row chunks, so reads stay few and small. */
export const MAX_CHUNKS = 40;

/**
 * Rewrites the chunks as few, each game once, when there are more than MAX_CHUNKS. One
 * transaction, so a save meanwhile waits and lands after it. Answers whether it compacted.
 */
export function compactRowChunks(database = getDb()): Promise<boolean> {
  return database.transaction('rw', database.rowChunks, async () => {
    if ((await database.rowChunks.count()) <= MAX_CHUNKS) return false;
    const rows = mergeChunks(await database.rowChunks.toArray());
    await database.rowChunks.clear();
    const chunks: RowChunk[] = [];
    for (let from = 0; from < rows.length; from += CHUNK_ROWS) {
      chunks.push(encodeRows(rows.slice(from, from + CHUNK_ROWS)));
    }
    await database.rowChunks.bulkAdd(chunks);
    return true;
  });
}
