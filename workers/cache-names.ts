/**
 * The offline cache's database and store names and chunk sizes: cache-schema.ts (Dexie, on both
 * threads) declares the stores with them, and row-store.ts reads the rows by them without Dexie.
 */
export const DB_NAME = 'ordbot';
/** The `entries` key of when game rows were last saved: the "cached at" of the offline search. */
export const ROWS_SAVED_KEY = 'game-rows-saved';
export const ROW_CHUNKS = 'rowChunks';
/** Chunks past this many are merged into few (cache-schema.ts compactRowChunks). */
export const MAX_CHUNKS = 40;
/** Rows per chunk when the rows of a version 2 database or a merge are written. */
export const CHUNK_ROWS = 20_000;
export const ENTRIES = 'entries';
