/**
 * The answer of GET /games/{gameId}/analysis for a game nobody has judged yet
 * (../shared/docs/verdict.md): QUEUED, with no figures.
 */
import type { ServedAnalysis } from './api-types-games.ts';

export function queuedAnalysis(gameId: number): ServedAnalysis {
  return {
    gameId,
    status: 'QUEUED',
    version: null,
    accuracy: { player: null, bot: null },
    moves: [],
    review: null,
    judgedAt: null,
  };
}
