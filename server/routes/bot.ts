/**
 * The bot's calls under /api/bot (docs/architecture.md: bearer BOT_API_KEY, checked by requireBot).
 * Each call has its own register function below; registerBotRoutes lists them.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { WebRequest } from '../../core/api-types.ts';
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

/** Answers {ok: true} (201); the link goes by mail only, never to the bot. */
export function registerWebRequestRoute(api: FastifyInstance) {
  api.post('/bot/web-request', { preHandler: requireBot }, async (request, reply) => {
    const body = parseInput(webRequestBody, request.body);
    await requestWebAccess(api.ctx, body);
    return reply.status(201).send({ ok: true });
  });
}
