/**
 * The whole backfill in one go, outside the job system: for a process that has just stored games
 * without the route (the demo load, where the server's jobs and analyser are not running yet or
 * not at all), so its finished games have their analysis before it is done.
 */
import type { Db } from '../db/database.ts';
import { defaultWorkerCount } from '@ordbot/engine/node/worker-thread.ts';
import { ANALYSIS_BATCH, Analyser } from './analyser.ts';
import type { AnalysisCounts } from './store.ts';

export interface BackfillOptions {
  /** Worker threads; by default defaultWorkerCount(). */
  workers?: number;
  /** Where failures are told. */
  log?: (message: string) => void;
}

/** Analyses every finished game that has no analysis yet; answers what it stored. */
export async function analyseStoredGames(
  db: Db,
  options: BackfillOptions = {},
): Promise<AnalysisCounts> {
  const workers = options.workers ?? defaultWorkerCount();
  const analyser = new Analyser(
    db,
    { error: (...a: unknown[]) => options.log?.(String(a.at(-1))) },
    {
      workers,
    },
  );
  const total: AnalysisCounts = { analysed: 0, moves: 0, failed: 0 };
  try {
    // Batches of the worker count's size each: one per worker at a time, the next computing
    // while this one is written.
    const limit = ANALYSIS_BATCH * workers;
    for (let afterId = 0; ;) {
      const batch = await analyser.backfillBatch(db, afterId, limit);
      if (batch.lastId === null) break;
      const counts = await analyser.store(batch.games);
      total.analysed += counts.analysed;
      total.moves += counts.moves;
      total.failed += counts.failed;
      afterId = batch.lastId;
    }
  } finally {
    await analyser.close();
  }
  return total;
}
