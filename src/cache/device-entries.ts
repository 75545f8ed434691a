/**
 * A screen's keepsakes on the device (finished simulations, 'Søk dypere' steps): the signed-in
 * user's entries table, loaded on first use, so the screens that may keep something do not carry
 * the database in their first load; nothing for a guest, whose pages never open IndexedDB.
 */
import type { OrdbotDb } from '../../workers/cache-schema.ts';

/** The entries table as a screen's own keepsakes (simulations, deeper searches) read and write it. */
export interface DeviceEntries {
  get<T>(key: string): Promise<T | undefined>;
  put(key: string, value: unknown): Promise<void>;
}

/**
 * The signed-in user's entries table, loaded on first use (the database module is a chunk of its
 * own, so a screen that may keep something does not carry it in its first load); null for a
 * guest, whose pages never open IndexedDB. `database`: that database instead (tests).
 */
export async function deviceEntries(database?: OrdbotDb): Promise<DeviceEntries | null> {
  // Through a dynamic import: the screens that keep something stay out of the shell's chunks.
  const { loadCacheDb, openSessionCache } = await import('./cache-access.ts');
  const db = database ? await loadCacheDb() : (await openSessionCache())?.db;
  if (!db) return null;
  const chosen = database ?? db.getDb();
  return {
    get: async <T>(key: string) => (await db.getEntry<T>(key, chosen))?.value,
    put: (key, value) => db.putEntry(key, value, Date.now(), chosen),
  };
}
