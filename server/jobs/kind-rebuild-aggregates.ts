/**
 * rebuild-aggregates as a job: first the check (which tables drifted, kept as the result), then
 * the rebuild in one transaction. Each is one step; a restart redoes at most the unfinished one.
 */
import type { RebuildAggregatesResult } from '@ordbot/contract/jobs.ts';
import { checkAggregates, rebuildAggregates } from '../games/aggregates.ts';
import { defineJobKind } from './kind.ts';

type Stage = 'check' | 'rebuild';

export const rebuildAggregatesJob = defineJobKind<{ stage: Stage }, RebuildAggregatesResult>({
  total: async () => 2,
  start: () => ({ cursor: { stage: 'check' }, result: { drifted: [] } }),
  async step(tx, cursor, result) {
    if (cursor.stage === 'check') {
      const drifted = (await checkAggregates(tx)).map(({ examples: _, ...counts }) => counts);
      return { cursor: { stage: 'rebuild' }, result: { drifted }, done: 1, finished: false };
    }
    await rebuildAggregates(tx);
    return { cursor, result, done: 1, finished: true };
  },
});
