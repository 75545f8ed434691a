import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Role } from '@ordbot/contract/enums.ts';
import { sessionRoles } from '@ordbot/contract/roles.ts';
import type { Db } from '../db/database.ts';
import { sessions, users } from '../db/schema.ts';
import { hashToken, newToken } from './tokens.ts';

/** A session lives 30 days from its last renewal (login-token renews it). */
export const SESSION_DAYS = 30;
/** After a renewal the previous token keeps working this long, for other open tabs. */
export const PREVIOUS_TOKEN_GRACE_MS = 10 * 60 * 1000;

/** The signed-in user behind a request's bearer token (request.auth, server/context.ts). */
export interface AuthInfo {
  userId: number;
  sessionId: number;
  email: string;
  mainRole: Role;
  roles: Role[];
  playerId: number | null;
}

const expiry = () => new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);

/** Starts a session and answers its token. */
export async function createSession(db: Db, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt: expiry() });
  return token;
}

/** The ACTIVE user behind a token, or null (unknown, ended or expired session, inactive user). */
export async function resolveSession(db: Db, token: string): Promise<AuthInfo | null> {
  const hash = hashToken(token);
  const now = new Date();
  const rows = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      email: users.email,
      mainRole: users.mainRole,
      status: users.status,
      playerId: users.playerId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        gt(sessions.expiresAt, now),
        or(
          eq(sessions.tokenHash, hash),
          and(eq(sessions.previousTokenHash, hash), gt(sessions.previousValidUntil, now)),
        ),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row || row.status !== 'ACTIVE') return null;
  const mainRole = row.mainRole as Role;
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    email: row.email,
    mainRole,
    roles: sessionRoles(mainRole, row.playerId),
    playerId: row.playerId,
  };
}

/** Gives the session a fresh token; the old one stays valid for PREVIOUS_TOKEN_GRACE_MS. */
export async function renewSession(db: Db, sessionId: number, oldToken: string): Promise<string> {
  const token = newToken();
  const oldHash = hashToken(oldToken);
  await db
    .update(sessions)
    .set({
      tokenHash: hashToken(token),
      // Renewing with the grace token must not extend the grace of an older one.
      previousTokenHash: sql`case when ${sessions.tokenHash} = ${oldHash} then ${oldHash} else ${sessions.previousTokenHash} end`,
      previousValidUntil: new Date(Date.now() + PREVIOUS_TOKEN_GRACE_MS),
      expiresAt: expiry(),
    })
    .where(eq(sessions.id, sessionId));
  return token;
}

export async function endSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user: sign-out everywhere, deactivation, role or player changes. */
export async function endUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Deletes expired sessions (the periodic clean-up); answers how many. */
export async function deleteExpiredSessions(db: Db): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, new Date()))
    .returning({ id: sessions.id });
  return rows.length;
}
