/** Following background jobs through the API in server tests. */
import type { FastifyInstance } from 'fastify';
import type { JobInfo, JobKind } from '@ordbot/contract/jobs.ts';

/** POST /api/jobs for a job of `kind` (202): its id. */
export async function startJob(
  app: FastifyInstance,
  token: string,
  kind: JobKind,
): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: { authorization: `Bearer ${token}` },
    payload: { kind },
  });
  if (res.statusCode !== 202) throw new Error(`POST /api/jobs: ${res.statusCode} ${res.body}`);
  return res.json<JobInfo>().id;
}

/** GET /api/jobs/{id} until `until` holds (by default: the job ended), at most `ms`. */
export async function waitForJob(
  app: FastifyInstance,
  token: string,
  id: number,
  until: (job: JobInfo) => boolean = (job) => job.state === 'done' || job.state === 'failed',
  ms = 20_000,
): Promise<JobInfo> {
  const deadline = Date.now() + ms;
  for (;;) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/jobs/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`GET /api/jobs/${id}: ${res.statusCode}`);
    const job = res.json<JobInfo>();
    if (until(job)) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
