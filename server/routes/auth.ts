/**
 * Sign-in, token renewal, sign-out and registration by link (docs/product.md: Sign-in, Calls; docs/architecture.md,
 * sign-in and sessions). Sign-in and registration are rate limited per IP address, in the
 * database (shared by every instance); repeated failed sign-ins lock the account with back-off.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@ordbot/contract/enums.ts';
import { sessionRoles } from '@ordbot/contract/roles.ts';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/passwords.ts';
import { createSession, endSession, renewSession, resolveSession } from '../auth/sessions.ts';
import { bearerToken } from '../auth/tokens.ts';
import { deviceOf, isKnownDevice, rememberDevice } from '../auth/device.ts';
import { users } from '../db/schema.ts';
import { forbidden, HttpError, unauthorized } from '../http/errors.ts';
import {
  findUserByEmail,
  invitationError,
  invitationState,
  redeemInvitation,
} from '../auth/invitations.ts';
import { MESSAGES } from '../http/messages.ts';
import {
  accountLocked,
  beginSignIn,
  clearFailedSignIns,
  recordFailedSignIn,
  registerDatabaseRateLimit,
} from '../http/rate-limit.ts';
import { route } from './route.ts';

// The names importers (and tests) have always used for these texts.
export const WRONG_CREDENTIALS = MESSAGES.wrongCredentials;
export const NOT_VERIFIED = MESSAGES.notVerified;
export const INACTIVE = MESSAGES.inactive;
export const SESSION_REFUSED = MESSAGES.sessionExpired;

export async function registerAuthRoutes(api: FastifyInstance) {
  // Its own scope, so the rate-limit plugin sees only these routes.
  await api.register(async (scope) => {
    await registerDatabaseRateLimit(scope, scope.ctx.db);
    registerSignIn(scope);
    registerSessionRoutes(scope);
    registerRegistration(scope);
  });
}

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

/** POST login: the e-mail and password, throttled per account and address. */
function registerSignIn(scope: FastifyInstance) {
  const { db, config } = scope.ctx;
  route(
    scope,
    'login',
    async (request, reply) => {
      const body = request.body;
      // A locked account is refused before its password is tried, the right one included;
      // the attempt is counted before the check (parallel attempts cannot slip past).
      // A browser that signed in to this account before passes the account's throttle
      // (server/auth/device.ts), not its address's lock.
      const known = await isKnownDevice(db, body.username, deviceOf(request));
      const wait = await beginSignIn(
        db,
        body.username,
        request.ip,
        config.loginLockoutFailures,
        known,
      );
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw accountLocked(wait);
      }
      const user = await findUserByEmail(db, body.username);
      // Unknown e-mail and wrong password take as long and answer the same.
      const ok = await verifyPassword(user?.passwordHash ?? null, body.password);
      if (!user || !ok) {
        await recordFailedSignIn(db, body.username, config.loginLockoutFailures);
        throw unauthorized(WRONG_CREDENTIALS);
      }
      await clearFailedSignIns(db, body.username, request.ip);
      if (user.status === 'NOT_VERIFIED') throw forbidden(NOT_VERIFIED);
      if (user.status !== 'ACTIVE') throw forbidden(INACTIVE);
      await rememberDevice(db, user.email, request, reply);
      await db.update(users).set({ lastLoginDate: new Date() }).where(eq(users.id, user.id));
      const token = await createSession(db, user.id);
      const mainRole = user.mainRole as Role;
      return {
        token,
        user: {
          email: user.email,
          roles: sessionRoles(mainRole, user.playerId),
          playerId: user.playerId,
        },
      };
    },
    { config: perMinute(config.loginRateLimit) },
  );
}

/** A stored session renewed (login-token), and signing out. */
function registerSessionRoutes(scope: FastifyInstance) {
  const { db, config } = scope.ctx;
  route(
    scope,
    'loginToken',
    async (request, reply) => {
      const body = request.body;
      const auth = await resolveSession(db, body.token);
      if (!auth || auth.email.toLowerCase() !== body.username.toLowerCase()) {
        throw unauthorized(SESSION_REFUSED);
      }
      const token = await renewSession(db, auth.sessionId, body.token);
      // A browser coming back with its session is a device of the account too.
      await rememberDevice(db, auth.email, request, reply);
      // Coming back with a stored session is a sign-in too ('Siste innlogging').
      await db.update(users).set({ lastLoginDate: new Date() }).where(eq(users.id, auth.userId));
      return {
        token,
        user: { email: auth.email, roles: auth.roles, playerId: auth.playerId },
      };
    },
    { config: perMinute(config.loginRateLimit) },
  );

  // Idempotent: a token that is already gone (or none) is signed out as well.
  route(scope, 'logout', async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    const auth = token ? await resolveSession(db, token) : null;
    if (auth) await endSession(db, auth.sessionId);
    return reply.status(204).send();
  });
}

/** Registration by link: the link checked, then the password set. */
function registerRegistration(scope: FastifyInstance) {
  const { db, config } = scope.ctx;
  route(
    scope,
    'validateRegisterUuid',
    async (request) => {
      const { state, email } = await invitationState(db, request.body.uuid);
      return state === 'valid' ? { valid: true, email } : { valid: false, email: null };
    },
    { config: perMinute(config.registerRateLimit) },
  );

  route(
    scope,
    'registerByUuid',
    async (request) => {
      const { uuid, password } = request.body;
      const problem = passwordProblem(password);
      if (problem) throw new HttpError(400, problem);
      // A cheap check first: no hashing for a link that cannot be used.
      const { state } = await invitationState(db, uuid);
      if (state !== 'valid') throw invitationError(state);
      return redeemInvitation(db, uuid, await hashPassword(password));
    },
    { config: perMinute(config.registerRateLimit) },
  );
}
