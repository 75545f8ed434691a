/**
 * The fair-play desk (docs/analysis.md "Fair play"), ADMIN only like the other admin calls:
 * 401 without a session, 403 without the role. The figures are evidence for a person to weigh.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FairplayPlayer, FairplayPlayerDetails } from '../../core/api-types.ts';
import { requireRole } from '../auth/guards.ts';
import { fairplayDetails, fairplayList } from '../fairplay/desk.ts';
import { notFound } from '../http-errors.ts';
import { idParam, parseInput } from '../validation.ts';

/** players.id is a PostgreSQL integer. */
const idParams = z.object({ id: idParam.max(2_147_483_647, 'er for stort') });

export function registerFairplayRoutes(api: FastifyInstance) {
  api.get(
    '/fairplay/players',
    { preHandler: requireRole('ADMIN') },
    async (): Promise<FairplayPlayer[]> => fairplayList(api.ctx.db),
  );

  api.get(
    '/fairplay/players/:id',
    { preHandler: requireRole('ADMIN') },
    async (request): Promise<FairplayPlayerDetails> => {
      const { id } = parseInput(idParams, request.params, 'params');
      const details = await fairplayDetails(api.ctx.db, id);
      if (!details) throw notFound('Fant ikke spilleren');
      return details;
    },
  );
}
