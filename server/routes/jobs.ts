/**
 * Background jobs (docs/analysis.md, Background jobs; ADMIN): start one of a kind (a second request
 * answers the one under way), follow its progress, list the latest. The runner is the app's
 * (app.ctx.jobs): app.ts starts it with the app and stops it when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/guards.ts';
import { notFound } from '../http/errors.ts';
import { findJob, isKnownJob, jobInfo, latestJobs } from '../jobs/store.ts';
import { MESSAGES } from '../http/messages.ts';
import { deepProgress } from '../analysis/reviews.ts';
import { lexiconsBuilding, sendLexiconsBuilding } from '../lexicon-status.ts';
import { route } from './route.ts';

export function registerJobRoutes(api: FastifyInstance) {
  route(api, 'startJob', async (request, reply) => {
    // The analysis needs every language's list: while npm start still builds one, ask again.
    const building = request.body.kind === 'analysis' ? lexiconsBuilding() : [];
    if (building.length > 0) return sendLexiconsBuilding(reply, building);
    reply.code(202);
    return api.ctx.jobs.submit(request.body.kind, authOf(request).userId);
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
