/**
 * Games (docs/product.md: Data, Calls, Paged search; docs/architecture.md, games): the open replay call, the searches for
 * signed-in users (restricted users narrowed to their own player) and the ADMIN repair.
 */
import type { FastifyInstance } from 'fastify';
import { authOf, restrictedPlayerId } from '../auth/guards.ts';
import { gameDetails } from '../games/details.ts';
import { searchGames, searchGamesPaged } from '../games/search.ts';
import { conflict, notFound } from '../http/errors.ts';
import { servedAnalysis } from '../analysis/served.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from './route.ts';

export function registerGameRoutes(api: FastifyInstance) {
  route(api, 'gameMoves', async (request) => {
    const { id } = request.params;
    const details = await gameDetails(api.ctx.db, id);
    if (!details) throw notFound(MESSAGES.gameNotFound(id));
    return details;
  });

  route(api, 'gameAnalysis', async (request) => {
    const { id } = request.params;
    const answer = await servedAnalysis(api.ctx.db, id);
    if (answer === 'NOT_FOUND') throw notFound(MESSAGES.gameNotFound(id));
    if (answer === 'ONGOING') throw conflict(MESSAGES.analysisOngoing);
    return answer;
  });

  route(api, 'getGamesPaginated', async (request) =>
    searchGamesPaged(api.ctx.db, request.body, restrictedPlayerId(authOf(request))),
  );

  route(api, 'getGames', async (request) =>
    searchGames(api.ctx.db, request.body, restrictedPlayerId(authOf(request))),
  );

  // A job now (docs/analysis.md): 26 s at 200,000 games is too long for one request.
  route(api, 'fixGames', async (request, reply) => {
    reply.code(202);
    return api.ctx.jobs.submit('fix-games', authOf(request).userId);
  });
}
