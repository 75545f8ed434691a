/**
 * Games (docs/product.md: Data, Calls, Paged search; docs/architecture.md, games): the open replay call, the searches for
 * signed-in users (restricted users narrowed to their own player) and the ADMIN repair.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { authOf, restrictedPlayerId } from '../auth/guards.ts';
import { versionedGameDetails } from '../games/details.ts';
import { searchGames, searchGamesPaged } from '../games/search.ts';
import { conflict, notFound } from '../http/errors.ts';
import { servedAnalysis } from '../analysis/served.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from './route.ts';

/**
 * Names the version of the game an answer is of in its ETag: the games row's xmin, which the
 * payloads do not carry (their shape is the contract's), so the app can key what it keeps on the
 * device by it (src/cache/game-version.ts). Weak, as it names the game's version and not the
 * bytes: a renamed player or a deeper review changes the body under the same version. API
 * answers are not stored (Cache-Control: no-store), so nothing revalidates with it.
 */
function tagGameVersion(reply: FastifyReply, version: string): void {
  reply.header('ETag', `W/"${version}"`);
}

export function registerGameRoutes(api: FastifyInstance) {
  route(api, 'gameMoves', async (request, reply) => {
    const { id } = request.params;
    const found = await versionedGameDetails(api.ctx.db, id);
    if (!found) throw notFound(MESSAGES.gameNotFound(id));
    tagGameVersion(reply, found.version);
    return found.details;
  });

  // The ETag names the game version the stored review was made from; QUEUED has no review, so none.
  route(api, 'gameAnalysis', async (request, reply) => {
    const { id } = request.params;
    const answer = await servedAnalysis(api.ctx.db, id);
    if (answer === 'NOT_FOUND') throw notFound(MESSAGES.gameNotFound(id));
    if (answer === 'ONGOING') throw conflict(MESSAGES.analysisOngoing);
    if (answer.gameVersion !== null) tagGameVersion(reply, answer.gameVersion);
    return answer.analysis;
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
