import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@ordbot/contract/enums.ts';
import { forbidden, HttpError, isDatabaseUnavailable, unauthorized } from '../http/errors.ts';
import { resolveSession, type AuthInfo } from './sessions.ts';
import { bearerToken, sameSecret } from './tokens.ts';
import { MESSAGES } from '../http/messages.ts';

/** A check before a route's handler (and before its schema): throws the 401, 403 or 503. */
export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

async function authenticate(request: FastifyRequest): Promise<AuthInfo> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthorized(MESSAGES.signInRequired);
  const auth = await resolveSession(request.server.ctx.db, token);
  if (!auth) throw unauthorized(MESSAGES.sessionExpired);
  request.auth = auth;
  return auth;
}

/** Any signed-in ACTIVE user: 401 without a valid token. */
export const requireUser: Guard = async (request) => {
  await authenticate(request);
};

/** A signed-in user holding `role`: 401 without a valid token, 403 without the role. */
export function requireRole(role: Role): Guard {
  return async (request) => {
    const auth = await authenticate(request);
    if (!auth.roles.includes(role)) throw forbidden();
  };
}

/** The bot: bearer BOT_API_KEY. Without a configured key the bot API is off. */
export const requireBot: Guard = async (request) => {
  const key = request.server.ctx.config.botApiKey;
  if (!key) throw new HttpError(503, MESSAGES.botApiOff);
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthorized(MESSAGES.botKeyMissing);
  if (!sameSecret(token, key)) throw unauthorized(MESSAGES.botKeyWrong);
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

const requireAdmin = requireRole('ADMIN');

/**
 * testconn's guard: ADMIN, except that a token which cannot be checked because the database is
 * gone reaches the call, which then answers {ok: false} (what /api/health tells anyone anyway).
 * No token at all is still a 401.
 */
export const adminOrDatabaseDown: Guard = async (request, reply) => {
  try {
    await requireAdmin(request, reply);
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
  }
};
