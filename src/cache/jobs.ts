/** Jobs repository: progress is live, so every call goes straight to the server (no cache). */
export { getJob, getJobs, startJob } from '../api/jobs.ts';
