/**
 * User administration (docs/product.md: User administration, Data, Checks; docs/architecture.md, users): ADMIN only.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User, UserUpdate } from '@ordbot/contract/api-types.ts';
import type { AccountStatus, Role } from '@ordbot/contract/enums.ts';
import { endUserSessions } from '../auth/sessions.ts';
import { inviteByAdmin } from '../auth/invitations.ts';
import { requirePlayer } from '../players/info.ts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../http/errors.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from './route.ts';

// The names importers (and tests) have always used for these texts.
export const EMAIL_REQUIRED = MESSAGES.emailRequired;
export const EMAIL_TAKEN = MESSAGES.emailTaken;
export const LAST_ADMIN = MESSAGES.lastAdmin;

/** Serialises user updates, so two admins cannot demote each other at the same moment. */
export const USER_UPDATE_LOCK = sql`select pg_advisory_xact_lock(748201)`;

type UserRow = typeof users.$inferSelect;

function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    playerId: row.playerId,
    mainRole: row.mainRole as Role,
    status: row.status as AccountStatus,
    lastLoginDate: row.lastLoginDate ? row.lastLoginDate.toISOString() : null,
  };
}

export async function listUsers(db: Db): Promise<User[]> {
  const rows = await db.select().from(users).orderBy(asc(users.id));
  return rows.map(toUser);
}

/**
 * Applies an admin's edit. The checks and the update share one transaction. A user who leaves
 * ACTIVE, or whose role or player link changes, is signed out everywhere.
 */
export async function updateUser(db: Db, update: UserUpdate): Promise<User> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(USER_UPDATE_LOCK);
      const [before] = await tx.select().from(users).where(eq(users.id, update.id)).for('update');
      if (!before) throw notFound(MESSAGES.userNotFound);
      if (update.playerId !== null) await requirePlayer(tx, update.playerId);
      const clash = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(sql`lower(${users.email})`, update.email.toLowerCase()), ne(users.id, update.id)),
        )
        .limit(1);
      if (clash.length > 0) throw conflict(EMAIL_TAKEN);
      const wasAdmin = before.mainRole === 'ADMIN' && before.status === 'ACTIVE';
      const staysAdmin = update.mainRole === 'ADMIN' && update.status === 'ACTIVE';
      if (wasAdmin && !staysAdmin) {
        const others = await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(eq(users.mainRole, 'ADMIN'), eq(users.status, 'ACTIVE'), ne(users.id, update.id)),
          )
          .limit(1);
        if (others.length === 0) throw conflict(LAST_ADMIN);
      }
      const [after] = await tx
        .update(users)
        .set({
          email: update.email,
          playerId: update.playerId,
          mainRole: update.mainRole,
          status: update.status,
        })
        .where(eq(users.id, update.id))
        .returning();
      if (
        (before.status === 'ACTIVE' && update.status !== 'ACTIVE') ||
        before.mainRole !== update.mainRole ||
        before.playerId !== update.playerId
      ) {
        await endUserSessions(tx, update.id);
      }
      return toUser(after as UserRow);
    });
  } catch (err) {
    // Another request took the e-mail between our check and the update.
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  }
}

/** docs/product.md, Checks names this message: say exactly that rather than a list of schema faults. */
async function requireEmail(request: FastifyRequest) {
  const raw = request.body as { email?: unknown } | null | undefined;
  if (raw && typeof raw === 'object') {
    const given = raw.email;
    if (given === undefined || given === null || (typeof given === 'string' && !given.trim())) {
      throw badRequest(EMAIL_REQUIRED);
    }
  }
}

export function registerUserRoutes(api: FastifyInstance) {
  route(api, 'getAllUsers', async () => listUsers(api.ctx.db));

  route(api, 'updateUser', async (request) => updateUser(api.ctx.db, request.body), {
    preValidation: [requireEmail],
  });

  route(api, 'inviteUser', async (request) => inviteByAdmin(api.ctx, request.body), {
    preValidation: [requireEmail],
  });
}
