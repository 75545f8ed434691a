/**
 * The bot's calls under /api/bot (docs/architecture.md: bearer BOT_API_KEY, checked by requireBot
 * through the calls' access 'bot' in packages/contract/api-contract.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { WebRequestResult } from '@ordbot/contract/api-types.ts';
import { ingestGame } from '../games/ingest.ts';
import { requestWebAccess } from '../auth/invitations.ts';
import { route } from './route.ts';

export function registerBotRoutes(api: FastifyInstance) {
  // The bot sends one whole game, new or updated; ingest checks it with its own schema
  // (server/games/ingest-schema.ts), which names the move a fault is in.
  route(
    api,
    'botGames',
    async (request) => {
      // Committed, the game is queued for its analysis (app.ctx.analyser); the answer does not wait.
      return ingestGame(api.ctx, request.body);
    },
    {
      bodyLimit: 512 * 1024,
    },
  );
  registerWebRequestRoute(api);
}

/**
 * POST /api/bot/web-request, the chat command 'web <e-mail>'. Answers 201 {ok: true, sent: true}
 * when a mail went out; the link goes by mail only, never to the bot. Over the daily limit per
 * address or player (WEB_REQUEST_DAILY_LIMIT) nothing is made or mailed and the answer is 200
 * {ok: true, sent: false}: not an error the bot should retry, but a fact it can tell the player.
 */
function registerWebRequestRoute(api: FastifyInstance) {
  route(api, 'webRequest', async (request, reply) => {
    const body = request.body;
    const result = await requestWebAccess(api.ctx, body);
    if (result.kind === 'limited') {
      request.log.warn(
        { playerId: body.playerId, email: body.email, limit: api.ctx.config.webRequestDailyLimit },
        'web request refused: daily mail limit reached for the address or the player',
      );
      return reply.status(200).send({ ok: true, sent: false } satisfies WebRequestResult);
    }
    return reply.status(201).send({ ok: true, sent: true } satisfies WebRequestResult);
  });
}
