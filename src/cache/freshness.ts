/**
 * Whether an answer of the repositories came from the offline cache, and from when. Every
 * repository answers it beside the value (`Fresh` in src/cache/read-through.ts), and the game
 * repository keeps it in its entries (src/cache/game-repository.ts). Fresh network answers have
 * none.
 */
export interface Freshness {
  source: 'cache';
  /** When the server sent it, in ms since the epoch. */
  cachedAt: number;
  /** The answer was computed over the cached games only (offline search). */
  partial?: boolean;
}

/** The mark of an answer read from the cache, saved at `cachedAt`. */
export function cachedFreshness(cachedAt: number, partial = false): Freshness {
  return partial ? { source: 'cache', cachedAt, partial } : { source: 'cache', cachedAt };
}
