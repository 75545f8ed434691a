/** Statistics for ADMIN (docs/product.md: Statistics, Words; docs/architecture.md, statistics). */
import type { FastifyInstance } from 'fastify';
import { adminOrDatabaseDown } from '../auth/guards.ts';
import { testConnection } from '../stats/connection.ts';
import { periodStats } from '../stats/periods.ts';
import { mostUsedWords } from '../stats/words.ts';
import { route } from './route.ts';

export function registerStatsRoutes(api: FastifyInstance) {
  route(api, 'gamesStarted', async (request) =>
    periodStats(api.ctx.db, request.body, 'gamesStarted'),
  );

  route(api, 'numPlayers', async (request) =>
    periodStats(api.ctx.db, request.body, 'uniquePlayers'),
  );

  route(api, 'mostUsedWords', async (request) => mostUsedWords(api.ctx.db, request.body));

  route(
    api,
    'testConn',
    async (_request, reply) => {
      const result = await testConnection(api.ctx.pingDatabase, api.ctx.dbKind);
      if (!result.ok) reply.status(503);
      return result;
    },
    { guard: adminOrDatabaseDown },
  );
}
