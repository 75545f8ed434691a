/**
 * GET /api/games/{gameId}/analysis (../shared/docs/verdict.md 'Where it is computed'): the stored
 * review of a finished game and its verdicts, as the quick pass or the deep pass made them; a
 * game nobody has judged yet answers QUEUED with no figures. An ongoing game answers 409. The
 * route names the game version the review was made from in its ETag (server/routes/games.ts).
 */
import { sql } from 'drizzle-orm';
import type { ServedAnalysis, ServedVerdict } from '@ordbot/contract/api-types.ts';
import type { MoveAnalysis } from '@ordbot/engine/analysis/types.ts';
import { queuedAnalysis } from '@ordbot/contract/served-analysis.ts';
import { queryRows, type Db } from '../db/database.ts';
import { readReview } from './reviews.ts';

/**
 * The answer and the version of the game its review was made from (the games row's xmin when it
 * was judged, equal to the game's xmin now); null for QUEUED, which has no review.
 */
export interface ServedReview {
  analysis: ServedAnalysis;
  gameVersion: string | null;
}

export type ServedAnswer = ServedReview | 'NOT_FOUND' | 'ONGOING';

/** The verdicts of a review, in move order. */
export function verdictsOf(moves: readonly (MoveAnalysis | null)[]): ServedVerdict[] {
  return moves
    .filter((m): m is MoveAnalysis & { verdict: NonNullable<MoveAnalysis['verdict']> } =>
      Boolean(m?.verdict),
    )
    .sort((a, b) => a.moveNum - b.moveNum)
    .map((m) => ({ moveNum: m.moveNum, side: m.playerMove ? 'PLAYER' : 'BOT', ...m.verdict }));
}

export async function servedAnalysis(db: Db, gameId: number): Promise<ServedAnswer> {
  const [game] = await queryRows<{ finished: boolean; version: string }>(
    db,
    sql`select finished, xmin::text as version from games where id = ${gameId}`,
  );
  if (!game) return 'NOT_FOUND';
  if (!game.finished) return 'ONGOING';
  const stored = await readReview(db, gameId);
  // A review of an older version of the game is not this game's (it goes with the change).
  if (!stored || stored.gameVersion !== game.version) {
    return { analysis: queuedAnalysis(gameId), gameVersion: null };
  }
  const { review } = stored;
  const analysis: ServedAnalysis = {
    gameId,
    status: stored.pass,
    version: stored.version,
    accuracy: { player: review.summary.player.accuracy, bot: review.summary.bot.accuracy },
    moves: verdictsOf(review.moves),
    review,
    judgedAt: stored.judgedAt,
  };
  return { analysis, gameVersion: stored.gameVersion };
}
