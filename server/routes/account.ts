/**
 * My account: change the password, sign out everywhere, delete the account. Signed-in
 * users only, and rate limited per IP address like sign-in (each call checks a password or ends
 * sessions).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/guards.ts';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/passwords.ts';
import { forgetDevices } from '../auth/device.ts';
import { endUserSessions } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { sessions, users } from '../db/schema.ts';
import { badRequest, conflict, HttpError } from '../http/errors.ts';
import { MESSAGES } from '../http/messages.ts';
import { registerDatabaseRateLimit } from '../http/rate-limit.ts';
import { route } from './route.ts';
import { USER_UPDATE_LOCK } from '../auth/user-lock.ts';

// The names importers (and tests) have always used for these texts.
export { CONFIRM_REQUIRED } from '@ordbot/contract/api-schemas.ts';
export const WRONG_PASSWORD = MESSAGES.wrongPassword;
export const LAST_ADMIN_DELETE = MESSAGES.lastAdminDelete;

/** The stored hash of a user, checked against `password`; a wrong one is a 400. */
async function checkPassword(db: Db, userId: number, password: string): Promise<void> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!(await verifyPassword(row?.passwordHash ?? null, password))) {
    throw badRequest(WRONG_PASSWORD);
  }
}

/** Sets a new password and ends every other session of the user; `keepSessionId` stays. */
export async function changePassword(
  db: Db,
  userId: number,
  keepSessionId: number,
  passwordHash: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
  });
}

/**
 * Deletes a user with their sessions and links (the foreign keys cascade). The player and the
 * games stay: they are the bot's records. The last active ADMIN may not go (409), checked under
 * the lock that serialises user updates, so two admins cannot delete each other at once.
 */
export async function deleteAccount(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(USER_UPDATE_LOCK);
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) return;
    if (user.mainRole === 'ADMIN' && user.status === 'ACTIVE') {
      const others = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.mainRole, 'ADMIN'), eq(users.status, 'ACTIVE'), ne(users.id, userId)))
        .limit(1);
      if (others.length === 0) throw conflict(LAST_ADMIN_DELETE);
    }
    await tx.delete(users).where(eq(users.id, userId));
    // The devices it signed in from (server/auth/device.ts) are forgotten with it.
    await forgetDevices(tx, user.email);
  });
}

export async function registerAccountRoutes(api: FastifyInstance) {
  // Its own scope, so the rate-limit plugin sees only these routes (as in routes/auth.ts).
  await api.register(async (scope) => {
    const { db, config } = scope.ctx;
    await registerDatabaseRateLimit(scope, db);
    const limited = {
      config: { rateLimit: { max: config.loginRateLimit, timeWindow: 60_000 } },
    };

    route(
      scope,
      'changePassword',
      async (request, reply) => {
        const auth = authOf(request);
        const body = request.body;
        await checkPassword(db, auth.userId, body.currentPassword);
        const problem = passwordProblem(body.newPassword);
        if (problem) throw new HttpError(400, problem);
        await changePassword(db, auth.userId, auth.sessionId, await hashPassword(body.newPassword));
        return reply.status(204).send();
      },
      limited,
    );

    route(
      scope,
      'logoutEverywhere',
      async (request, reply) => {
        await endUserSessions(db, authOf(request).userId);
        return reply.status(204).send();
      },
      limited,
    );

    route(
      scope,
      'deleteAccount',
      async (request, reply) => {
        const auth = authOf(request);
        await checkPassword(db, auth.userId, request.body.password);
        await deleteAccount(db, auth.userId);
        return reply.status(204).send();
      },
      limited,
    );
  });
}
