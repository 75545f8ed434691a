/**
 * The answer of GET /games/{gameId}/analysis for a game nobody has judged yet
 * (../shared/docs/verdict.md): QUEUED, with no figures.
 */
import type { ServedAnalysis } from './api-types-analysis.ts';

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

/**
 * A person's move judged by an inferred rack is a practice exercise only where one rack holds at
 * least this share of the posterior (verdict.md): the exercise then gives that rack.
 */
export const INFERRED_EXERCISE_P = 0.9;
