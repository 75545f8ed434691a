import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '../../core/enums.ts';
import type { AuthInfo } from '../context.ts';
import { forbidden, HttpError, unauthorized } from '../http-errors.ts';
import { resolveSession } from './sessions.ts';
import { bearerToken, sameSecret } from './tokens.ts';

async function authenticate(request: FastifyRequest): Promise<AuthInfo> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthorized('Du må logge inn');
  const auth = await resolveSession(request.server.ctx.db, token);
  if (!auth) throw unauthorized('Innloggingen er utløpt. Logg inn på nytt.');
  request.auth = auth;
  return auth;
}

/** Any signed-in ACTIVE user: 401 without a valid token. */
export const requireUser: preHandlerAsyncHookHandler = async (request) => {
  await authenticate(request);
};

/** A signed-in user holding `role`: 401 without a valid token, 403 without the role. */
export function requireRole(role: Role): preHandlerAsyncHookHandler {
  return async (request) => {
    const auth = await authenticate(request);
    if (!auth.roles.includes(role)) throw forbidden();
  };
}

/** The bot: bearer BOT_API_KEY. Without a configured key the bot API is off. */
export const requireBot: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
  const key = request.server.ctx.config.botApiKey;
  if (!key) throw new HttpError(503, 'Bot-API-et er ikke satt opp (BOT_API_KEY mangler)');
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthorized('API-nøkkel mangler');
  if (!sameSecret(token, key)) throw unauthorized('Ugyldig API-nøkkel');
};

/**
 * The player a user is narrowed to (docs/architecture.md): null for SUPERVISOR and ADMIN (no
 * narrowing), the linked player otherwise, and -1 (matches nothing) for a user with no player.
 */
export function restrictedPlayerId(auth: AuthInfo): number | null {
  if (auth.roles.includes('SUPERVISOR')) return null;
  return auth.playerId ?? -1;
}

/** The signed-in user of a request that passed requireUser or requireRole. */
export function authOf(request: FastifyRequest): AuthInfo {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
