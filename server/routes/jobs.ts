/**
 * Background jobs (docs/analysis.md, Background jobs; ADMIN): start one of a kind (a second request
 * answers the one under way), follow its progress, list the latest. The runner starts with the
 * app (taking up jobs a restart left behind) and lets go of its jobs when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/guards.ts';
import { notFound } from '../http/errors.ts';
import { attachJobRunner, JobRunner } from '../jobs/runner.ts';
import { findJob, isKnownJob, jobInfo, latestJobs } from '../jobs/store.ts';
import { MESSAGES } from '../http/messages.ts';
import { deepProgress } from '../analysis/reviews.ts';
import { lexiconsBuilding, sendLexiconsBuilding } from '../lexicon-status.ts';
import { route } from './route.ts';

export function registerJobRoutes(api: FastifyInstance) {
  const runner = new JobRunner(api.ctx.db, api.log, {}, { analyser: api.ctx.analyser });
  attachJobRunner(api.ctx, runner);
  api.addHook('onReady', async () => runner.start());
  // Before the database closes: the batch under way commits and the lease is let go.
  api.addHook('preClose', async () => runner.stop());

  route(api, 'startJob', async (request, reply) => {
    // The analysis needs every language's list: while npm start still builds one, ask again.
    const building = request.body.kind === 'analysis' ? lexiconsBuilding() : [];
    if (building.length > 0) return sendLexiconsBuilding(reply, building);
    reply.code(202);
    return runner.submit(request.body.kind, authOf(request).userId);
  });

  route(api, 'jobs', async () => (await latestJobs(api.ctx.db)).map(jobInfo));

  // The deep pass is no job of this table: each game's row in game_reviews is its own.
  route(api, 'deepAnalysis', async () => deepProgress(api.ctx.db));

  route(api, 'job', async (request) => {
    const { id } = request.params;
    const row = await findJob(api.ctx.db, id);
    // A job of a kind this version does not know has no answer in the contract.
    if (!row || !isKnownJob(row)) throw notFound(MESSAGES.jobNotFound(id));
    return jobInfo(row);
  });
}
