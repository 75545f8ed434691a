/**
 * The server's verdicts of a finished game (GET /games/{gameId}/analysis, ../shared/docs/
 * verdict.md), kept on the device with the game (the cache's entries table), so an offline replay
 * shows the review it was last served. Network first: a deeper pass or a corrected game replaces
 * the kept one at the next visit online.
 */
import type { ServedAnalysis } from '@ordbot/contract/api-types.ts';
import * as api from '../api/games.ts';
import { readFresh, type Fresh } from './read-through.ts';

export function servedAnalysisKey(gameId: number): string {
  return `analysis:${gameId}`;
}

function isServedAnalysis(value: unknown): value is ServedAnalysis {
  const served = value as Partial<ServedAnalysis> | null | undefined;
  return typeof served?.status === 'string' && Array.isArray(served.moves);
}

export function loadServedAnalysis(
  gameId: number,
  signal?: AbortSignal,
): Promise<Fresh<ServedAnalysis>> {
  const key = servedAnalysisKey(gameId);
  return readFresh<ServedAnalysis>({
    fetch: async () => {
      signal?.throwIfAborted();
      const served = await api.getGameAnalysis(gameId);
      if (!isServedAnalysis(served)) {
        throw new TypeError('Unexpected response type. Expected ServedAnalysis.');
      }
      return served;
    },
    read: (db) => db.getEntry<ServedAnalysis>(key),
    // Only a judged game's verdicts are worth keeping.
    write: (db, served, cachedAt) =>
      served.status === 'QUEUED' ? Promise.resolve() : db.putEntry(key, served, cachedAt),
  });
}
