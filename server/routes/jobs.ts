/**
 * Background jobs (docs/analysis.md, Background jobs; ADMIN): start one of a kind (a second request
 * answers the one under way), follow its progress, list the latest. The runner starts with the
 * app (taking up jobs a restart left behind) and lets go of its jobs when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { JOB_KINDS, type JobInfo } from '../../core/jobs.ts';
import { authOf, requireRole } from '../auth/guards.ts';
import { attachJobRunner, JobRunner } from '../jobs/runner.ts';
import { findJob, jobInfo, latestJobs } from '../jobs/store.ts';
import { notFound } from '../http-errors.ts';
import { idParam, parseInput } from '../validation.ts';

const startBody = z.object(
  {
    kind: z.enum(JOB_KINDS, { error: `må være en av ${JOB_KINDS.join(', ')}` }),
  },
  { error: 'må være et JSON-objekt {kind}' },
);

/** jobs.id is a PostgreSQL integer. */
const jobParams = z.object({ id: idParam.max(2_147_483_647, 'er for stor') });

export function registerJobRoutes(api: FastifyInstance) {
  const runner = new JobRunner(api.ctx.db, api.log, {}, { analyser: api.ctx.analyser });
  attachJobRunner(api.ctx, runner);
  api.addHook('onReady', async () => runner.start());
  // Before the database closes: the batch under way commits and the lease is let go.
  api.addHook('preClose', async () => runner.stop());

  const admin = { preHandler: requireRole('ADMIN') };

  api.post('/jobs', admin, async (request, reply): Promise<JobInfo> => {
    const { kind } = parseInput(startBody, request.body);
    reply.code(202);
    return runner.submit(kind, authOf(request).userId);
  });

  api.get('/jobs', admin, async (): Promise<JobInfo[]> => {
    return (await latestJobs(api.ctx.db)).map(jobInfo);
  });

  api.get('/jobs/:id', admin, async (request): Promise<JobInfo> => {
    const { id } = parseInput(jobParams, request.params, 'params');
    const row = await findJob(api.ctx.db, id);
    if (!row) throw notFound(`Fant ikke jobb ${id}`);
    return jobInfo(row);
  });
}
