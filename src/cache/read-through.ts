/**
 * The repositories' one policy engine (docs/architecture.md: data flow): network-first with the
 * cache as fallback, or cache-first where a cached answer can be trusted. Only a missing answer
 * (OfflineError) falls back to the cache; an error answer of the server (ApiError) is the answer.
 * The cache never fails a call: a failed read counts as a miss, a failed write is logged.
 */
import { isOfflineError } from '../api/client.ts';
import {
  openSessionCache,
  reportCacheTrouble,
  writeInBackground,
  type CacheDb,
  type SessionCache,
} from './cache-access.ts';
import type { Cached } from './db.ts';
import { cachedFreshness, type Freshness } from './freshness.ts';
import { noteNetworkMissed } from './reconnect.ts';

/** A cached answer; partial when it was computed over the cached games only. */
export interface CacheHit<T> extends Cached<T> {
  partial?: boolean;
}

export interface ReadThrough<T extends object> {
  fetch(): Promise<T>;
  read(db: CacheDb): Promise<CacheHit<T> | undefined>;
  write(db: CacheDb, value: T, cachedAt: number): Promise<unknown>;
  /** Cache-first: a cached value for which this holds is the answer, with no request. */
  keep?(value: T): boolean;
  /** The caller's: a read it cancels rejects with its reason, not as a cache failure. */
  signal?: AbortSignal;
}

async function readSafely<T extends object>(
  cache: SessionCache | null,
  source: ReadThrough<T>,
): Promise<CacheHit<T> | undefined> {
  if (!cache) return undefined;
  try {
    return await source.read(cache.db);
  } catch (error) {
    if (source.signal?.aborted) throw source.signal.reason;
    reportCacheTrouble('could not read a saved answer', error);
    return undefined;
  }
}

/** An answer with where it came from: undefined for the network's, else the saved copy's age. */
export interface Fresh<T> {
  value: T;
  freshness: Freshness | undefined;
}

function fromCache<T extends object>(hit: CacheHit<T>): Fresh<T> {
  return { value: hit.value, freshness: cachedFreshness(hit.cachedAt, hit.partial) };
}

/**
 * The policy. Every repository answers the value and its freshness side by side, so a screen
 * takes `.value` for what it shows and gives `.freshness` to its note (src/ui/cache-note.tsx).
 */
export async function readFresh<T extends object>(source: ReadThrough<T>): Promise<Fresh<T>> {
  // Loads the cache while the request is under way; null for a guest.
  const opening = openSessionCache();
  let hit: CacheHit<T> | undefined;
  if (source.keep) {
    hit = await readSafely(await opening, source);
    // A game that has ended never changes: its saved copy is as good as the server's, unmarked.
    if (hit && source.keep(hit.value)) return { value: hit.value, freshness: undefined };
  }
  let value: T;
  try {
    value = await source.fetch();
  } catch (error) {
    if (!isOfflineError(error)) throw error;
    noteNetworkMissed();
    hit ??= await readSafely(await opening, source);
    if (!hit) throw error;
    return fromCache(hit);
  }
  const cachedAt = Date.now();
  writeInBackground(opening, (db) => source.write(db, value, cachedAt));
  return { value, freshness: undefined };
}

/** A stable JSON of call arguments: object keys in sorted order, undefined left out. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** The `entries` key of a call: the repository function's name and its arguments. */
export function entryKey(name: string, args: readonly unknown[]): string {
  return `${name}:${stableJson(args)}`;
}

/**
 * Lists and statistics: network-first, the last answer kept in `entries` under the call's
 * name and arguments for when there is no network (then answered with the saved copy's age).
 */
export function networkFirst<T extends object>(
  name: string,
  args: readonly unknown[],
  fetch: () => Promise<T>,
): Promise<Fresh<T>> {
  const key = entryKey(name, args);
  return readFresh({
    fetch,
    read: (db) => db.getEntry<T>(key),
    write: (db, value, cachedAt) => db.putEntry(key, value, cachedAt),
  });
}
