/**
 * Background jobs (docs/analysis.md, Background jobs): the kinds, states and the answer of
 * POST/GET /api/jobs, shared by the server and the admin screen. The answers' schemas and types
 * are in packages/contract/api-types-jobs.ts; this file re-exports the types, so the screen that
 * imports the kinds from here bundles no schema.
 */
import type { JobInfo } from './api-types-jobs.ts';

export { JOB_KINDS, JOB_STATES, type JobKind, type JobState } from './admin-enums.ts';
export type {
  AnalysisJobResult,
  DeepAnalysisProgress,
  JobInfo,
  JobResults,
  RebuildAggregatesResult,
  StartJobRequest,
} from './api-types-jobs.ts';

/** queued and running jobs are still under way (the screen polls them). */
export function isActiveJob(job: Pick<JobInfo, 'state'>): boolean {
  return job.state === 'queued' || job.state === 'running';
}
