/**
 * The fair-play desk (docs/analysis.md "Fair play"), ADMIN only like the other admin calls:
 * 401 without a session, 403 without the role. The figures are evidence for a person to weigh;
 * the case holds that person's judgement.
 */
import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/guards.ts';
import { readCase, readFlags, readMonths, updateCase } from '../fairplay/case.ts';
import { fairplayDetails, fairplayList } from '../fairplay/desk.ts';
import { notFound } from '../http/errors.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from './route.ts';

export function registerFairplayRoutes(api: FastifyInstance) {
  route(api, 'fairplayPlayers', async (request) => fairplayList(api.ctx.db, request.query));

  route(api, 'fairplayPlayer', async (request) => {
    const details = await fairplayDetails(api.ctx.db, request.params.id, request.query.page);
    if (!details) throw notFound(MESSAGES.playerNotFound);
    return details;
  });

  route(api, 'fairplayCase', async (request) => readCase(api.ctx.db, request.params.id));

  route(api, 'updateFairplayCase', async (request) =>
    updateCase(api.ctx.db, request.params.id, request.body, authOf(request).email),
  );

  route(api, 'fairplayFlags', async (request) => readFlags(api.ctx.db, request.params.id));

  route(api, 'fairplayRates', async (request) => readMonths(api.ctx.db, request.params.id));
}
