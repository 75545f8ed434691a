/**
 * The fair-play desk (docs/analysis.md "Fair play"), ADMIN only like the other admin calls:
 * 401 without a session, 403 without the role. The figures are evidence for a person to weigh.
 */
import type { FastifyInstance } from 'fastify';
import { fairplayDetails, fairplayList } from '../fairplay/desk.ts';
import { notFound } from '../http-errors.ts';
import { MESSAGES } from '../messages.ts';
import { route } from './route.ts';

export function registerFairplayRoutes(api: FastifyInstance) {
  route(api, 'fairplayPlayers', async () => fairplayList(api.ctx.db));

  route(api, 'fairplayPlayer', async (request) => {
    const details = await fairplayDetails(api.ctx.db, request.params.id);
    if (!details) throw notFound(MESSAGES.playerNotFound);
    return details;
  });
}
