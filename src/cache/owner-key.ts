/**
 * The key of the cache entry that names the user the device's cache belongs to. A module of its
 * own: the sign-in code needs it without loading the database (src/cache/db.ts and Dexie stay
 * out of the home page's first load).
 */
export const OWNER_KEY = 'cache-owner';
