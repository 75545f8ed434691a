/**
 * Which answers of the repositories came from the offline cache, and from when. A side table
 * (WeakMap) rather than a field, so the answers keep the API's types and a screen that does not
 * care never sees a difference. Fresh network answers have no entry.
 */
export interface Freshness {
  source: 'cache';
  /** When the server sent it, in ms since the epoch. */
  cachedAt: number;
  /** The answer was computed over the cached games only (offline search). */
  partial?: boolean;
}

const marks = new WeakMap<object, Freshness>();

export function freshnessOf(value: object): Freshness | undefined {
  return marks.get(value);
}

/** Marks `value` as read from the cache; answers it. */
export function markCached<T extends object>(value: T, cachedAt: number, partial = false): T {
  marks.set(
    value,
    partial ? { source: 'cache', cachedAt, partial } : { source: 'cache', cachedAt },
  );
  return value;
}
