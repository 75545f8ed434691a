/**
 * The worker's read of the cached game rows, straight from IndexedDB: one read-only
 * transaction, one getAll of the chunks. Dexie (cache-schema.ts) owns the database and its
 * upgrades; loading it in a new worker cost about a third of a cold search, so the search reads
 * without it and imports it only when the database still has an older schema (to upgrade it).
 * It reads the stores by the names cache-schema.ts declares them with (cache-names.ts).
 */
import { DB_NAME, ENTRIES, ROW_CHUNKS, ROWS_SAVED_KEY } from './cache-names.ts';
import type { RowChunk } from './row-chunks.ts';

export interface ChunkRead {
  /** The keys of every chunk, ascending (auto-increment: a new chunk has a higher key). */
  keys: number[];
  /** 'same': no chunk read; 'added': only the chunks after the known ones; 'all': every one. */
  read: 'same' | 'added' | 'all';
  chunks: RowChunk[];
  cachedAt: number;
}

/** The open connection, by database name (the app has one; tests make their own). */
let connection: { name: string; db: Promise<IDBDatabase | undefined> } | undefined;
/** Set when the connection was closed for another version: keys may start over after it. */
let reopened = false;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** The database at its current version; undefined when there is none (nothing cached). */
function open(name: string): Promise<IDBDatabase | undefined> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(name);
    let missing = false;
    // Only a database that does not exist yet is upgraded by an open with no version: leave
    // it to Dexie to make, with its schema.
    req.onupgradeneeded = () => {
      missing = true;
      req.transaction?.abort();
    };
    req.onsuccess = () => {
      const db = req.result;
      // Close for an upgrade or a deletion on the main thread, and open again at the next read.
      db.onversionchange = () => {
        db.close();
        if (connection?.name === name) connection = undefined;
        reopened = true;
      };
      resolve(db);
    };
    req.onerror = (event) => {
      if (missing) {
        event.preventDefault();
        resolve(undefined);
      } else reject(req.error ?? new Error('IndexedDB open failed'));
    };
  });
}

async function database(name: string): Promise<IDBDatabase | undefined> {
  if (connection?.name !== name) {
    closeRowStore();
    connection = { name, db: open(name) };
  }
  const db = await connection.db.catch((error: unknown) => {
    connection = undefined;
    throw error;
  });
  if (!db) connection = undefined;
  if (!db || (db.objectStoreNames.contains(ROW_CHUNKS) && db.objectStoreNames.contains(ENTRIES))) {
    return db;
  }
  // An older schema (the main thread has not opened it since the app was updated): Dexie
  // upgrades it, and the rows are read from the new stores.
  closeRowStore();
  const { OrdbotDb } = await import('./cache-schema.ts');
  const upgrading = new OrdbotDb(name);
  await upgrading.open();
  upgrading.close();
  connection = { name, db: open(name) };
  return connection.db;
}

/** Whether `known` is where `keys` starts (chunks were only added since). */
function startsWith(keys: readonly number[], known: readonly number[]): boolean {
  return known.length <= keys.length && known.every((key, i) => keys[i] === key);
}

/**
 * The chunks to add to rows read before from the chunks `known` (or all of them): none when
 * nothing changed, only the newer ones when chunks were only added, else all. Undefined when
 * there is no database.
 */
export async function readRowChunks(
  known?: readonly number[],
  name = DB_NAME,
): Promise<ChunkRead | undefined> {
  if (reopened) {
    reopened = false;
    known = undefined;
  }
  const db = await database(name);
  if (!db) return undefined;
  const tx = db.transaction([ROW_CHUNKS, ENTRIES], 'readonly');
  const chunks = tx.objectStore(ROW_CHUNKS);
  const all = () => request(chunks.getAll()) as Promise<RowChunk[]>;
  const [keys, saved, everything] = await Promise.all([
    request(chunks.getAllKeys()) as Promise<number[]>,
    request(tx.objectStore(ENTRIES).get(ROWS_SAVED_KEY)) as Promise<
      { cachedAt: number } | undefined
    >,
    // With nothing known, every chunk is read at once, beside the keys.
    known ? undefined : all(),
  ]);
  const cachedAt = saved?.cachedAt ?? 0;
  if (everything) return { keys, read: 'all', chunks: everything, cachedAt };
  if (known && known.length > 0 && startsWith(keys, known)) {
    if (keys.length === known.length) return { keys, read: 'same', chunks: [], cachedAt };
    const after = IDBKeyRange.lowerBound(known[known.length - 1], true);
    const added = (await request(chunks.getAll(after))) as RowChunk[];
    return { keys, read: 'added', chunks: added, cachedAt };
  }
  return { keys, read: 'all', chunks: await all(), cachedAt };
}

/** Closes the connection (tests, before they delete the database). */
export function closeRowStore(): void {
  void connection?.db.then((db) => db?.close()).catch(() => undefined);
  connection = undefined;
}
