import type { FastifyInstance } from 'fastify';
import type { BotGameResult } from '../../core/api-types.ts';
import { requireBot } from '../auth/guards.ts';
import { ingestGame } from '../games/ingest.ts';

/** POST /api/bot/games: the bot sends one whole game, new or updated (docs/architecture.md). */
export function registerBotGamesRoute(api: FastifyInstance) {
  api.post(
    '/bot/games',
    { preHandler: requireBot, bodyLimit: 512 * 1024 },
    async (request): Promise<BotGameResult> => {
      const result = await ingestGame(request.server.ctx.db, request.body);
      // Committed: analysed in the background (a finished game), the answer does not wait.
      request.server.ctx.analyser.enqueue([result.gameId]);
      return result;
    },
  );
}
