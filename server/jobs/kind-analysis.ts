/**
 * analysis as a job: the backfill of the move analysis for finished games without analysis of
 * the current version (stored before it, a fix-games flip, a new analysis version). Shared: every
 * instance takes batches of games from the database (server/analysis/claims.ts) and analyses them
 * in its workers before the write transaction, so N instances finish about N times faster; each
 * batch adds to the job's progress; each instance claims and analyses its next batch while it
 * writes the one before (prepareAhead). The job's holder ends it once nothing is left to take and
 * no instance holds games any more.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { AnalysisJobResult } from '@ordbot/contract/jobs.ts';
import { ANALYSIS_BATCH } from '../analysis/analyser.ts';
import { endClaims, openClaims, releaseClaims, settleBatch } from '../analysis/claims.ts';
import { countGamesToAnalyse, writeAnalysis, type AnalysedGame } from '../analysis/store.ts';
import { defineJobKind } from './kind.ts';

/** How long the holder waits for other instances' batches when it has nothing of its own. */
const WAIT_MS = 250;

export const analysisJob = defineJobKind<Record<string, never>, AnalysisJobResult, AnalysedGame[]>({
  total: countGamesToAnalyse,
  start: () => ({ cursor: {}, result: { analysed: 0, moves: 0, failed: 0 } }),
  async prepare(db, _cursor, batchSize, { analyser }, run) {
    const batch = await analyser.claimBatch(db, {
      jobId: run.id,
      owner: run.owner,
      limit: batchSize ?? ANALYSIS_BATCH * analyser.options.workers,
      leaseMs: run.leaseMs,
    });
    // Nothing to take: other instances may still be at work (the holder asks again after this).
    if (batch.length === 0) await sleep(WAIT_MS);
    return batch;
  },
  // The claims are the checkpoint: the next batch does not wait for this one's write.
  prepareAhead: true,
  async step(tx, cursor, result, _batchSize, batch, run) {
    if (batch.length === 0) {
      if ((await openClaims(tx, run.id)) === 0) {
        await endClaims(tx, run.id);
        return { cursor, result, done: 0, finished: true };
      }
      return { cursor, result, done: 0, finished: false };
    }
    const counts = await writeAnalysis(tx, batch);
    await settleBatch(tx, run.id, run.owner, batch, counts);
    return { cursor, result, done: batch.length, finished: false };
  },
  shared: {
    idle: (batch) => batch.length === 0,
    release: releaseClaims,
  },
});
