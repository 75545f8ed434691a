import { CALLS } from '@ordbot/contract/api-contract.ts';
import type { DeepAnalysisProgress, JobInfo, JobKind } from '@ordbot/contract/jobs.ts';
import { callApi } from './client.ts';

/** Starts a job of `kind`, or answers the one of that kind already under way (202). */
export function startJob(kind: JobKind): Promise<JobInfo> {
  return callApi(CALLS.startJob, { body: { kind } });
}

export function getJob(id: number): Promise<JobInfo> {
  return callApi(CALLS.job, { params: { id } });
}

/** The latest 20 jobs, newest first. */
export function getJobs(): Promise<JobInfo[]> {
  return callApi(CALLS.jobs, {});
}

/** The deep pass of the analysis: its queue, pace and failures. */
export function getDeepAnalysis(): Promise<DeepAnalysisProgress> {
  return callApi(CALLS.deepAnalysis, {});
}
