/**
 * The bot's calls under /api/bot (docs/architecture.md: bearer BOT_API_KEY, checked by requireBot).
 * Each call has its own register function below; registerBotRoutes lists them.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { WebRequest, WebRequestResult } from '../../core/api-types.ts';
import { requireBot } from '../auth/guards.ts';
import { requestWebAccess } from '../invitations.ts';
import { email, parseInput } from '../validation.ts';

export function registerBotRoutes(api: FastifyInstance) {
  registerWebRequestRoute(api);
}

/* ---------- POST /api/bot/web-request: the chat command 'web <e-mail>' ---------- */

/** players.id is a PostgreSQL integer. */
const MAX_PLAYER_ID = 2_147_483_647;

const webRequestBody = z.object({
  playerId: z
    .number({ error: 'må være et tall' })
    .int('må være et heltall')
    .positive('må være positivt')
    .max(MAX_PLAYER_ID),
  playerName: z.string().trim().min(1, 'Spillernavn er påkrevd').max(100),
  email,
}) satisfies z.ZodType<WebRequest>;

/**
 * Answers 201 {ok: true, sent: true} when a mail went out; the link goes by mail only, never to
 * the bot. Over the daily limit per address or player (WEB_REQUEST_DAILY_LIMIT) nothing is made
 * or mailed and the answer is 200 {ok: true, sent: false}: not an error the bot should retry,
 * but a fact it can tell the player.
 */
export function registerWebRequestRoute(api: FastifyInstance) {
  api.post('/bot/web-request', { preHandler: requireBot }, async (request, reply) => {
    const body = parseInput(webRequestBody, request.body);
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
