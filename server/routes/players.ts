/**
 * Players (spec 3.4, 7.1; docs/architecture.md, players): the full list for ADMIN; names and single
 * players for any signed-in user, restricted users seeing only their own player (others: 404).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlayerInfo, PlayerInfoBasic, PlayerProfile } from '../../core/api-types.ts';
import { LANGUAGES } from '../../core/enums.ts';
import { authOf, requireRole, requireUser, restrictedPlayerId } from '../auth/guards.ts';
import { notFound } from '../http-errors.ts';
import { listPlayerInfo, listPlayersBasic, playerById, playerByName } from '../players/info.ts';
import { playerProfile } from '../players/profile.ts';
import { idParam, parseInput } from '../validation.ts';

/** players.id is a PostgreSQL integer. */
const idParams = z.object({ id: idParam.max(2_147_483_647, 'er for stort') });
const nameParams = z.object({
  name: z.string().min(1, 'Spillernavn mangler').max(100, 'er for langt (høyst 100 tegn)'),
});

const profileQuery = z.object({
  language: z.enum(LANGUAGES, { error: `må være ${LANGUAGES.join(', ')}` }).optional(),
});

const PLAYER_NOT_FOUND = 'Fant ikke spilleren';

export function registerPlayerRoutes(api: FastifyInstance) {
  api.get('/players/all', { preHandler: requireRole('ADMIN') }, async (): Promise<PlayerInfo[]> =>
    listPlayerInfo(api.ctx.db),
  );

  api.get(
    '/players/allbasic',
    { preHandler: requireUser },
    async (request): Promise<PlayerInfoBasic[]> =>
      listPlayersBasic(api.ctx.db, restrictedPlayerId(authOf(request))),
  );

  api.get(
    '/players/playerid/:id',
    { preHandler: requireUser },
    async (request): Promise<PlayerInfo> => {
      const { id } = parseInput(idParams, request.params, 'params');
      const player = await playerById(api.ctx.db, id, restrictedPlayerId(authOf(request)));
      if (!player) throw notFound(PLAYER_NOT_FOUND);
      return player;
    },
  );

  api.get(
    '/players/:id/profile',
    { preHandler: requireUser },
    async (request): Promise<PlayerProfile> => {
      const { id } = parseInput(idParams, request.params, 'params');
      const { language } = parseInput(profileQuery, request.query, 'query');
      const restrictTo = restrictedPlayerId(authOf(request));
      // As playerid/{id}: a restricted user sees only their own player.
      const profile =
        restrictTo === null || restrictTo === id
          ? await playerProfile(api.ctx.db, id, language ?? null)
          : null;
      if (!profile) throw notFound(PLAYER_NOT_FOUND);
      return profile;
    },
  );

  api.get(
    '/players/playername/:name',
    { preHandler: requireUser },
    async (request): Promise<PlayerInfo> => {
      const { name } = parseInput(nameParams, request.params, 'params');
      const player = await playerByName(api.ctx.db, name, restrictedPlayerId(authOf(request)));
      if (!player) throw notFound(PLAYER_NOT_FOUND);
      return player;
    },
  );
}
