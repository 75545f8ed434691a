/**
 * The one way into the offline cache's database for the rest of src/cache. Dexie is imported
 * on first use only, so pages that never touch the cache (the home page for a guest) do not load
 * it; where there is no IndexedDB at all, there is no cache and every call goes to the network.
 */
import { getAuthToken } from '../api/client.ts';

/** src/cache/db.ts, loaded on demand. */
export type CacheDb = typeof import('./db.ts');

let loading: Promise<CacheDb | null> | undefined;

/** The database module, or null where IndexedDB is missing or the module failed to load. */
export function loadCacheDb(): Promise<CacheDb | null> {
  loading ??=
    typeof indexedDB === 'undefined'
      ? Promise.resolve(null)
      : import('./db.ts').catch((error: unknown) => {
          reportCacheTrouble('could not load the database module', error);
          loading = undefined;
          return null;
        });
  return loading;
}

// A hand-over of the cache to another user (or its clearing) under way: every use waits for it,
// so no screen reads what the previous user left.
let handingOver: Promise<void> = Promise.resolve();

/** Runs `work` after any earlier hand-over; the cache is not used until it has ended. */
export function handOver(work: () => Promise<void>): Promise<void> {
  handingOver = handingOver.then(work, work);
  return handingOver;
}

/** The cache as seen by one call: the database and the session (bearer token) that asked. */
export interface SessionCache {
  db: CacheDb;
  token: string;
}

/**
 * The cache for the signed-in user, or null for a guest: cached data belongs to a signed-in
 * user (docs/architecture.md: data flow), and a guest's pages never open IndexedDB.
 */
export async function openSessionCache(): Promise<SessionCache | null> {
  const token = getAuthToken();
  if (token === null) return null;
  // The hand-overs begun before this call; a later one may wait for this call's own write.
  const earlier = handingOver;
  const db = await loadCacheDb();
  await earlier;
  return db && { db, token };
}

let troubled = false;
const troubleListeners = new Set<() => void>();

/**
 * A read or write of the cache failed (quota, private mode, corrupt data): logged every time,
 * told to the app once, which says so to the user. The call itself goes on without the cache.
 */
export function reportCacheTrouble(what: string, error: unknown): void {
  console.warn(`Ordbot cache: ${what}`, error);
  if (troubled) return;
  troubled = true;
  for (const listener of troubleListeners) listener();
}

/** Calls `listener` once, at the first cache failure; answers the unsubscribe function. */
export function onCacheTrouble(listener: () => void): () => void {
  troubleListeners.add(listener);
  return () => troubleListeners.delete(listener);
}

const pending = new Set<Promise<void>>();

/**
 * Saves in the background: a cache write never delays or fails the answer it keeps. Skipped
 * when the session that asked has ended meanwhile (sign-out, another user), so nothing of
 * theirs is saved after their data was cleared.
 */
export function writeInBackground(
  opening: Promise<SessionCache | null>,
  write: (db: CacheDb) => Promise<unknown>,
): void {
  // Counted as pending at once, so settledWrites (sign-out) also waits for a cache still opening.
  const done = (async () => {
    const cache = await opening;
    if (!cache || getAuthToken() !== cache.token) return;
    try {
      await write(cache.db);
    } catch (error) {
      reportCacheTrouble('could not save an answer', error);
    }
  })();
  pending.add(done);
  void done.then(() => pending.delete(done));
}

/** Resolves when every background write started so far has ended. */
export async function settledWrites(): Promise<void> {
  await Promise.all(pending);
}
