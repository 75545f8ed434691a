/**
 * analysis as a job: the backfill of the move analysis for finished games stored before it (or
 * whose analysis a fix-games flip removed), in batches by id; the cursor is the last id done.
 * Each batch is read and computed in a worker before its transaction (prepare), the next one
 * already computing while this one is written (server/analysis/analyser.ts).
 */
import type { AnalysisJobResult } from '../../core/jobs.ts';
import { ANALYSIS_BATCH, type BackfillBatch } from '../analysis/analyser.ts';
import { countGamesToAnalyse, writeAnalysis } from '../analysis/store.ts';
import { defineJobKind } from './kind.ts';

export const analysisJob = defineJobKind<{ afterId: number }, AnalysisJobResult, BackfillBatch>({
  total: countGamesToAnalyse,
  start: () => ({ cursor: { afterId: 0 }, result: { analysed: 0, moves: 0, failed: 0 } }),
  prepare: (db, cursor, batchSize, { analyser }) =>
    analyser.backfillBatch(db, cursor.afterId, batchSize ?? ANALYSIS_BATCH),
  async step(tx, cursor, result, _batchSize, batch) {
    if (batch.lastId === null) return { cursor, result, done: 0, finished: true };
    const counts = await writeAnalysis(tx, batch.games);
    return {
      cursor: { afterId: batch.lastId },
      result: {
        analysed: result.analysed + counts.analysed,
        moves: result.moves + counts.moves,
        failed: result.failed + counts.failed,
      },
      done: batch.games.length,
      finished: false,
    };
  },
});
