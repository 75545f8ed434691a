/**
 * The server's verdicts of a finished game (GET /games/{gameId}/analysis, ../shared/docs/
 * verdict.md), kept on the device with the game (the cache's entries table), so an offline replay
 * shows the review it was last served. Network first: a deeper pass or a corrected game replaces
 * the kept one at the next visit online. The server's version of the game the review was made
 * from (the answer's ETag) is kept with it, so a review read from the device shows only with the
 * version of the game it was made from (src/cache/game-version.ts).
 */
import type { ServedAnalysis } from '@ordbot/contract/api-types.ts';
import * as api from '../api/games.ts';
import { readFresh, type Fresh } from './read-through.ts';

export function servedAnalysisKey(gameId: number): string {
  return `analysis:${gameId}`;
}

/** The answer and the server's version of the game its review was made from (null: unknown). */
interface StoredAnalysis {
  served: ServedAnalysis;
  version: string | null;
}

/** A served analysis with where it came from and the version of the game it was made from. */
export interface FreshAnalysis extends Fresh<ServedAnalysis> {
  version: string | null;
}

function isServedAnalysis(value: unknown): value is ServedAnalysis {
  const served = value as Partial<ServedAnalysis> | null | undefined;
  return typeof served?.status === 'string' && Array.isArray(served.moves);
}

/** A kept answer; one kept before versions were (the answer itself) has none. */
function storedOf(value: unknown): StoredAnalysis {
  const stored = value as Partial<StoredAnalysis> | null | undefined;
  return stored?.served
    ? { served: stored.served, version: stored.version ?? null }
    : { served: value as ServedAnalysis, version: null };
}

/** The network's answer: the review and the version of the game the server names. */
async function fetchAnalysis(gameId: number): Promise<StoredAnalysis> {
  let version: string | null = null;
  const served = await api.getGameAnalysis(gameId, (named) => (version = named));
  if (!isServedAnalysis(served)) {
    throw new TypeError('Unexpected response type. Expected ServedAnalysis.');
  }
  return { served, version };
}

export async function loadServedAnalysis(
  gameId: number,
  signal?: AbortSignal,
): Promise<FreshAnalysis> {
  const key = servedAnalysisKey(gameId);
  const { value, freshness } = await readFresh<StoredAnalysis>({
    fetch: async () => {
      signal?.throwIfAborted();
      return fetchAnalysis(gameId);
    },
    read: async (db) => {
      const hit = await db.getEntry<unknown>(key);
      return hit && { value: storedOf(hit.value), cachedAt: hit.cachedAt };
    },
    // Only a judged game's verdicts are worth keeping.
    write: (db, stored, cachedAt) =>
      stored.served.status === 'QUEUED' ? Promise.resolve() : db.putEntry(key, stored, cachedAt),
  });
  return { value: value.served, freshness, version: value.version };
}

/**
 * The analysis the replay may show with the game of `gameVersion`: a review read from the device
 * (no network) shows only when it was made from that version, when both versions are known; the
 * network's answer is the server's review of the game as it stands.
 */
export function analysisForGame(
  fresh: FreshAnalysis,
  gameVersion: string | null,
): ServedAnalysis | undefined {
  const fromDevice = fresh.freshness !== undefined;
  const known = fresh.version !== null && gameVersion !== null;
  return fromDevice && known && fresh.version !== gameVersion ? undefined : fresh.value;
}
