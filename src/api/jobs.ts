import type { JobInfo, JobKind } from '../../core/jobs.ts';
import { request } from './client.ts';

/** Starts a job of `kind`, or answers the one of that kind already under way (202). */
export function startJob(kind: JobKind): Promise<JobInfo> {
  return request<JobInfo>('/jobs', { method: 'POST', body: { kind } });
}

export function getJob(id: number): Promise<JobInfo> {
  return request<JobInfo>(`/jobs/${encodeURIComponent(id)}`);
}

/** The latest 20 jobs, newest first. */
export function getJobs(): Promise<JobInfo[]> {
  return request<JobInfo[]>('/jobs');
}
