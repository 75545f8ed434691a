/**
 * The registry of job kinds. A new kind is a definition in its own kind-<name>.ts, its name in
 * packages/contract/jobs.ts JOB_KINDS and one line here (TypeScript refuses a kind without a definition).
 */
import type { JobKind } from '@ordbot/contract/jobs.ts';
import { analysisJob } from './kind-analysis.ts';
import { fixGamesJob } from './kind-fix-games.ts';
import { rebuildAggregatesJob } from './kind-rebuild-aggregates.ts';
import type { AnyJobKind } from './kind.ts';

export const JOB_DEFINITIONS: Record<JobKind, AnyJobKind> = {
  'fix-games': fixGamesJob,
  'rebuild-aggregates': rebuildAggregatesJob,
  analysis: analysisJob,
};
