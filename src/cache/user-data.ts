import { handOver, loadCacheDb, settledWrites } from './cache-access.ts';
import { forgetGames } from './game-repository.ts';
import { forgetScreens } from './screen-memory.ts';

/** The waiting practice answers' outbox, loaded with Dexie (never with the app shell). */
const outbox = () => import('./practice-outbox.ts');

/**
 * Cached data belongs to the signed-in user: sign-out calls this so the next person on a shared
 * device sees none of it. Dexie is loaded here only when called, not with the app shell.
 */
export function clearUserData(): Promise<void> {
  forgetScreens();
  forgetGames();
  // The saves started so far land first, so none of them outlives the clearing.
  const writes = settledWrites();
  return handOver(async () => {
    await writes;
    const db = await loadCacheDb();
    try {
      // Practice answers still waiting stay on the device for this user (practice-outbox.ts).
      if (db) await (await outbox()).parkAnswers(db.getDb());
      await db?.clearAllCachedData();
    } catch (error) {
      console.warn('Ordbot cache: could not clear the saved data', error);
    }
  });
}

/** Resolves once the page is idle after its render, so Dexie never competes with first paint. */
function afterRender(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 0);
  });
}

/** Who the cached data belongs to: the same user with other roles or another player is another owner. */
export interface CacheOwner {
  email: string;
  playerId: number | null;
  roles: readonly string[];
}

/**
 * After a sign-in or a renewed session: hands the cache to this user, clearing what another
 * user (or a session that ended without sign-out) left there. Never rejects; the cache is not
 * used until it has ended.
 */
export function claimUserData(owner: CacheOwner): Promise<void> {
  const key = JSON.stringify([owner.email, owner.playerId, [...owner.roles].sort()]);
  let waiting = 0;
  const claimed = handOver(async () => {
    // At start-up this follows the restored session: load Dexie after the first render.
    await afterRender();
    const db = await loadCacheDb();
    try {
      if (!db) return;
      // The previous owner's waiting practice answers are set aside before a clearing, and
      // this user's put back (practice-outbox.ts).
      const { parkAnswers, unparkAnswers } = await outbox();
      await parkAnswers(db.getDb());
      await db.claimCache(key);
      waiting = await unparkAnswers(db.getDb(), owner.email);
    } catch (error) {
      console.warn('Ordbot cache: could not hand the saved data to this user', error);
    }
  });
  // This user's answers given offline go now (and when the network returns), not only on /ov.
  return claimed.then(async () => {
    if (waiting === 0) return;
    try {
      (await import('./practice.ts')).syncAnswersWhenOnline();
    } catch (error) {
      console.warn('Ordbot practice: sync failed', error);
    }
  });
}
