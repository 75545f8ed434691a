/**
 * 'Øv på feilene' (docs/strategy.md, Practice): the signed-in user's own exercises and progress,
 * and their answers. A user sees only their own: no call takes a user or player id.
 */
import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/guards.ts';
import type { AuthInfo } from '../auth/sessions.ts';
import { notFound } from '../http/errors.ts';
import { MESSAGES } from '../http/messages.ts';
import { practiceList, recordAnswer } from '../practice/exercises.ts';
import { route } from './route.ts';

/** The user's player; a user without one has no exercises (404). */
function ownPlayer(auth: AuthInfo): number {
  if (auth.playerId === null || !auth.roles.includes('PLAYER')) {
    throw notFound(MESSAGES.practiceNoPlayer);
  }
  return auth.playerId;
}

export function registerPracticeRoutes(api: FastifyInstance) {
  route(api, 'practice', async (request) => {
    const auth = authOf(request);
    return practiceList(api.ctx.db, auth.userId, ownPlayer(auth));
  });

  route(api, 'practiceAnswer', async (request) => {
    const auth = authOf(request);
    const progress = await recordAnswer(api.ctx.db, auth.userId, ownPlayer(auth), request.body);
    if (!progress) throw notFound(MESSAGES.exerciseNotFound);
    return progress;
  });
}
