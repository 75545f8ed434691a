/**
 * Background jobs (docs/analysis.md, Background jobs): the kinds, states and the answer of
 * POST/GET /api/jobs, shared by the server and the admin screen.
 */
import type { FixGamesResult } from './api-types.ts';

/** Every kind of job; the server's registry (server/jobs/kinds.ts) has one entry for each. */
export const JOB_KINDS = ['fix-games', 'rebuild-aggregates', 'analysis'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** rebuild-aggregates: the tables that differed from the games before the rebuild. */
export interface RebuildAggregatesResult {
  drifted: { table: string; missing: number; extra: number; differing: number }[];
}

/** analysis (the backfill): games analysed, moves stored, games the analysis failed on. */
export interface AnalysisJobResult {
  analysed: number;
  moves: number;
  failed: number;
}

export interface JobResults {
  'fix-games': FixGamesResult;
  'rebuild-aggregates': RebuildAggregatesResult;
  analysis: AnalysisJobResult;
}

/** A job as the API answers it; dates are ISO strings, `result` is filled as the job goes. */
export interface JobInfo<K extends JobKind = JobKind> {
  id: number;
  kind: K;
  state: JobState;
  /** Units of work done so far, of `total` (games, steps). */
  done: number;
  total: number;
  startedAt: string | null;
  finishedAt: string | null;
  error: string | null;
  result: JobResults[K] | null;
}

/** queued and running jobs are still under way (the screen polls them). */
export function isActiveJob(job: Pick<JobInfo, 'state'>): boolean {
  return job.state === 'queued' || job.state === 'running';
}

/**
 * The deep pass of the analysis (GET /jobs/deep-analysis, ADMIN; ../shared/docs/verdict.md):
 * games waiting, judged, failed, the pace and the CPU it takes a game.
 */
export interface DeepAnalysisProgress {
  /** Finished games whose deep pass is to do. */
  queued: number;
  /** Games the deep pass has judged. */
  done: number;
  /** Games the deep pass failed on three times (their quick verdicts stay). */
  failed: number;
  /** Games judged deeply a minute over the last ten minutes. */
  perMinute: number;
  /** CPU seconds a game over the latest 200 deep passes; null before the first. */
  cpuSeconds: { median: number; p90: number } | null;
}
