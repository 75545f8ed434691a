/**
 * Which answers of the repositories came from the offline cache, and from when. The lists and
 * statistics carry it in a side table (WeakMap) rather than a field, so their answers keep the
 * API's types and a screen that does not care never sees a difference; the game repository keeps
 * it in its entries (src/cache/game-repository.ts). Fresh network answers have none.
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

/** The mark of an answer read from the cache, saved at `cachedAt`. */
export function cachedFreshness(cachedAt: number, partial = false): Freshness {
  return partial ? { source: 'cache', cachedAt, partial } : { source: 'cache', cachedAt };
}

/** Marks `value` as read from the cache; answers it. */
export function markCached<T extends object>(value: T, cachedAt: number, partial = false): T {
  marks.set(value, cachedFreshness(cachedAt, partial));
  return value;
}
