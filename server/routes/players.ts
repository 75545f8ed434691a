/**
 * Players (docs/product.md: Player list, Calls; docs/architecture.md, players): the full list for ADMIN; names and single
 * players for any signed-in user, restricted users seeing only their own player (others: 404).
 */
import type { FastifyInstance } from 'fastify';
import { authOf, restrictedPlayerId } from '../auth/guards.ts';
import { notFound } from '../http/errors.ts';
import { MESSAGES } from '../http/messages.ts';
import { listPlayerInfo, listPlayersBasic, playerById, playerByName } from '../players/info.ts';
import { playerProfile } from '../players/profile.ts';
import { route } from './route.ts';

/** A player the caller may see, or the 404 (unknown, or hidden from a restricted user). */
function found<T>(player: T | null): T {
  if (!player) throw notFound(MESSAGES.playerNotFound);
  return player;
}

export function registerPlayerRoutes(api: FastifyInstance) {
  route(api, 'allPlayers', async () => listPlayerInfo(api.ctx.db));

  route(api, 'allBasicPlayers', async (request) =>
    listPlayersBasic(api.ctx.db, restrictedPlayerId(authOf(request))),
  );

  route(api, 'playerById', async (request) =>
    found(await playerById(api.ctx.db, request.params.id, restrictedPlayerId(authOf(request)))),
  );

  route(api, 'playerProfile', async (request) => {
    const { id } = request.params;
    const restrictTo = restrictedPlayerId(authOf(request));
    // As playerid/{id}: a restricted user sees only their own player.
    return found(
      restrictTo === null || restrictTo === id
        ? await playerProfile(api.ctx.db, id, request.query.language ?? null)
        : null,
    );
  });

  route(api, 'playerByName', async (request) =>
    found(await playerByName(api.ctx.db, request.params.name, restrictedPlayerId(authOf(request)))),
  );
}
