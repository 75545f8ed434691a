/** Statistics for ADMIN (spec 2.5, 2.6, 3.7, 3.8; architecture.md, statistics). */
import type { FastifyInstance } from 'fastify';
import type { StatsResult, TestConnResult, WordCount } from '../../core/api-types.ts';
import { requireRole } from '../auth/guards.ts';
import { adminOrDatabaseDown, testConnection } from '../stats/connection.ts';
import { periodStats } from '../stats/periods.ts';
import { mostUsedWordsBody, statsBody } from '../stats/requests.ts';
import { mostUsedWords } from '../stats/words.ts';
import { parseInput } from '../validation.ts';

export function registerStatsRoutes(api: FastifyInstance) {
  const admin = { preHandler: requireRole('ADMIN') };

  api.post('/stats/games-started', admin, async (request): Promise<StatsResult> => {
    const body = parseInput(statsBody, request.body);
    return periodStats(api.ctx.db, body, 'gamesStarted');
  });

  api.post('/stats/num-players', admin, async (request): Promise<StatsResult> => {
    const body = parseInput(statsBody, request.body);
    return periodStats(api.ctx.db, body, 'uniquePlayers');
  });

  api.post('/stats/most-used-words', admin, async (request): Promise<WordCount[]> => {
    const body = parseInput(mostUsedWordsBody, request.body);
    return mostUsedWords(api.ctx.db, body);
  });

  api.post(
    '/stats/testconn',
    { preHandler: adminOrDatabaseDown },
    async (_request, reply): Promise<TestConnResult> => {
      const result = await testConnection(api.ctx.db, api.ctx.dbKind);
      if (!result.ok) reply.status(503);
      return result;
    },
  );
}
