// Over 300 lines: asking for access, an admin's invitation, the link's state, redeeming it and
// the clean-up share the invitation rows and their rules.
/**
 * Registration and password-reset links (docs/architecture.md, sign-in and sessions). The chat
 * command 'web <e-mail>' reaches us through the bot (POST /api/bot/web-request) or the CLI's
 * `invite`; both call requestWebAccess. A new e-mail gets a NOT_VERIFIED PLAYER user linked to
 * the player; a known one gets a link to set a new password. Links work once, for 48 hours, and
 * only their SHA-256 is stored (like session tokens). Anyone can type any address in the chat, so
 * each address and each player gets at most WEB_REQUEST_DAILY_LIMIT mails in 24 hours.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { AuthResponse, User, UserInvite, WebRequest } from '@ordbot/contract/api-types.ts';
import type { AccountStatus, Role } from '@ordbot/contract/enums.ts';
import { sessionRoles } from '@ordbot/contract/roles.ts';
import { routePath } from '@ordbot/contract/routes.ts';
import { createSession, endUserSessions } from './sessions.ts';
import type { Mailer } from './mail.ts';
import { hashToken } from './tokens.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { invitations, players, users, webRequests } from '../db/schema.ts';
import { requirePlayer } from '../players/info.ts';
import { badRequest, conflict, forbidden, HttpError, isUniqueViolation } from '../http/errors.ts';
import { MAILS, MESSAGES } from '../http/messages.ts';

export const INVITATION_HOURS = 48;

/** A transaction handle; the session helpers take it like a Db. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the invitations need of the app's context (server/context.ts). */
export interface InvitationContext {
  db: Db;
  config: Config;
  mailer: Mailer;
}

export interface WebAccessResult {
  /**
   * invite: a new or never-registered user; reset: a new password; inactive: no link;
   * limited: the address or the player had its mails for today, nothing was made or mailed.
   */
  kind: 'invite' | 'reset' | 'inactive' | 'limited';
  /** null when limited. */
  userId: number | null;
  /** The link that was mailed (never part of an HTTP answer). */
  link: string | null;
}

/** The user with this e-mail (any case), or undefined. */
export async function findUserByEmail(db: Db | Tx, email: string) {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return rows[0];
}

/** Stores a new link for the user (only its hash) and answers the link's id, for the mail. */
async function storeInvitation(tx: Tx, userId: number, playerId: number | null): Promise<string> {
  const uuid = randomUUID();
  await tx.insert(invitations).values({
    uuidHash: hashToken(uuid),
    userId,
    playerId,
    expiresAt: new Date(Date.now() + INVITATION_HOURS * 3600 * 1000),
  });
  return uuid;
}

/** Handles 'web <e-mail>' from a player: makes or finds the user, stores a link and mails it. */
export async function requestWebAccess(
  ctx: InvitationContext,
  request: WebRequest,
): Promise<WebAccessResult> {
  const email = request.email.trim();
  const result = await ctx.db.transaction(async (tx) => {
    // One request at a time, so that two at once cannot both pass the daily limit.
    await tx.execute(WEB_REQUEST_LOCK);
    if (await overDailyLimit(tx, email, request.playerId, ctx.config.webRequestDailyLimit)) {
      return null;
    }
    await tx
      .insert(webRequests)
      .values({ emailLower: email.toLowerCase(), playerId: request.playerId });
    await tx
      .insert(players)
      .values({ id: request.playerId, name: request.playerName })
      .onConflictDoUpdate({ target: players.id, set: { name: request.playerName } });
    let user = await findUserByEmail(tx, email);
    if (!user) {
      // Two requests for one new e-mail at once: the second finds the first's user.
      await tx
        .insert(users)
        .values({ email, playerId: request.playerId, mainRole: 'PLAYER', status: 'NOT_VERIFIED' })
        .onConflictDoNothing();
      user = await findUserByEmail(tx, email);
    }
    if (!user) throw new Error(`No user for ${email} after insert`);
    if (user.status === 'INACTIVE') {
      return { kind: 'inactive' as const, userId: user.id, email: user.email, uuid: null };
    }
    // A known user is linked to the asking player only when the owner of the e-mail uses the
    // link: anyone can type any address in the chat.
    const uuid = await storeInvitation(tx, user.id, request.playerId);
    const kind = user.status === 'NOT_VERIFIED' || !user.passwordHash ? 'invite' : 'reset';
    return { kind: kind as 'invite' | 'reset', userId: user.id, email: user.email, uuid };
  });

  if (!result) return { kind: 'limited', userId: null, link: null };
  const link = result.uuid
    ? `${ctx.config.publicUrl}${routePath('register', { registerUuid: result.uuid })}`
    : null;
  const message =
    result.kind === 'inactive'
      ? MAILS.inactive(request.playerName)
      : result.kind === 'invite'
        ? MAILS.invite(request.playerName, email, link as string, INVITATION_HOURS)
        : MAILS.reset(request.playerName, email, link as string, INVITATION_HOURS);
  try {
    await ctx.mailer.send({ to: result.email, ...message });
  } catch (err) {
    throw new HttpError(502, MESSAGES.mailFailed((err as Error).message));
  }
  return { kind: result.kind, userId: result.userId, link };
}

/**
 * An administrator's invitation from 'Brukere': a new NOT_VERIFIED user with the chosen role and
 * player, and a link mailed to them. The mail is sent inside the transaction, so a mail that
 * cannot be sent leaves no user behind and the administrator can try again. An e-mail that is
 * taken is 409, an unknown player 404.
 */
export async function inviteByAdmin(ctx: InvitationContext, invite: UserInvite): Promise<User> {
  const email = invite.email.trim();
  try {
    return await ctx.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) throw conflict(MESSAGES.emailTaken);
      if (invite.playerId !== null) await requirePlayer(tx, invite.playerId);
      const [user] = await tx
        .insert(users)
        .values({
          email,
          playerId: invite.playerId,
          mainRole: invite.mainRole,
          status: 'NOT_VERIFIED',
        })
        .returning();
      if (!user) throw new Error(`No user for ${email} after insert`);
      const uuid = await storeInvitation(tx, user.id, invite.playerId);
      const link = `${ctx.config.publicUrl}${routePath('register', { registerUuid: uuid })}`;
      try {
        await ctx.mailer.send({ to: email, ...MAILS.adminInvite(email, link, INVITATION_HOURS) });
      } catch (err) {
        throw new HttpError(502, MESSAGES.mailFailed((err as Error).message));
      }
      return {
        id: user.id,
        email: user.email,
        playerId: user.playerId,
        mainRole: user.mainRole as Role,
        status: user.status as AccountStatus,
        lastLoginDate: null,
      };
    });
  } catch (err) {
    // Another request took the e-mail between the check and the insert.
    if (isUniqueViolation(err)) throw conflict(MESSAGES.emailTaken);
    throw err;
  }
}

const WEB_REQUEST_LOCK = sql`select pg_advisory_xact_lock(748202)`;
const DAY_MS = 24 * 3600 * 1000;

/** True when the address or the player already had `limit` mails in the last 24 hours. */
async function overDailyLimit(tx: Tx, email: string, playerId: number, limit: number) {
  const since = new Date(Date.now() - DAY_MS);
  // Older requests count no more: they are kept no longer than the privacy page says.
  await tx.delete(webRequests).where(lte(webRequests.createdAt, since));
  const emailLower = email.toLowerCase();
  const [row] = await tx
    .select({
      byEmail: count(sql`case when ${webRequests.emailLower} = ${emailLower} then 1 end`),
      byPlayer: count(sql`case when ${webRequests.playerId} = ${playerId} then 1 end`),
    })
    .from(webRequests)
    .where(
      and(
        gt(webRequests.createdAt, since),
        or(eq(webRequests.emailLower, emailLower), eq(webRequests.playerId, playerId)),
      ),
    );
  return (row?.byEmail ?? 0) >= limit || (row?.byPlayer ?? 0) >= limit;
}

/* ---------- Using a link ---------- */

export type InvitationState = 'valid' | 'unknown' | 'used' | 'expired' | 'inactive';

/** What a link is worth now, and whose it is. */
export async function invitationState(
  db: Db | Tx,
  uuid: string,
): Promise<{ state: InvitationState; email: string | null }> {
  const rows = await db
    .select({
      usedAt: invitations.usedAt,
      expiresAt: invitations.expiresAt,
      email: users.email,
      status: users.status,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(eq(invitations.uuidHash, hashToken(uuid)))
    .limit(1);
  const row = rows[0];
  if (!row) return { state: 'unknown', email: null };
  if (row.usedAt) return { state: 'used', email: row.email };
  if (row.expiresAt.getTime() <= Date.now()) return { state: 'expired', email: row.email };
  if (row.status === 'INACTIVE') return { state: 'inactive', email: row.email };
  return { state: 'valid', email: row.email };
}

/** The error answer for a link that cannot be used. */
export function invitationError(state: Exclude<InvitationState, 'valid'>): HttpError {
  switch (state) {
    case 'unknown':
      return badRequest(MESSAGES.linkUnknown);
    case 'used':
      return new HttpError(410, MESSAGES.linkUsed);
    case 'expired':
      return new HttpError(410, MESSAGES.linkExpired);
    case 'inactive':
      return forbidden(MESSAGES.inactive);
  }
}

/**
 * Uses a link: sets the password, makes the user ACTIVE (the main role stays the one the user was
 * made with: PLAYER from the chat, the administrator's choice from 'Brukere'), voids the user's other links, ends their other sessions and
 * signs them in. One transaction, and the link is claimed by a conditional update, so it works
 * once even when two requests race.
 */
export async function redeemInvitation(
  db: Db,
  uuid: string,
  passwordHash: string,
): Promise<AuthResponse> {
  const uuidHash = hashToken(uuid);
  return db.transaction(async (tx) => {
    const now = new Date();
    const claimed = await tx
      .update(invitations)
      .set({ usedAt: now })
      .where(
        and(
          eq(invitations.uuidHash, uuidHash),
          isNull(invitations.usedAt),
          gt(invitations.expiresAt, now),
        ),
      )
      .returning({ userId: invitations.userId, playerId: invitations.playerId });
    const userId = claimed[0]?.userId;
    if (userId === undefined) {
      const { state } = await invitationState(tx, uuid);
      throw invitationError(state === 'valid' ? 'used' : state);
    }
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw invitationError('unknown');
    const status = user.status as AccountStatus;
    if (status === 'INACTIVE') throw invitationError('inactive');
    const playerId = user.playerId ?? claimed[0]?.playerId ?? null;
    await tx
      .update(users)
      .set({ passwordHash, status: 'ACTIVE', playerId, lastLoginDate: now })
      .where(eq(users.id, userId));
    await tx
      .update(invitations)
      .set({ usedAt: now })
      .where(
        and(
          eq(invitations.userId, userId),
          isNull(invitations.usedAt),
          ne(invitations.uuidHash, uuidHash),
        ),
      );
    await endUserSessions(tx, userId);
    const token = await createSession(tx, userId);
    return {
      token,
      user: {
        email: user.email,
        roles: sessionRoles(user.mainRole as Role, playerId),
        playerId,
      },
    };
  });
}

/* ---------- Clean-up ---------- */

/**
 * Used and expired links are kept this long, so that opening one still says 'allerede brukt' or
 * 'utløpt' instead of 'ugyldig'; then the periodic clean-up deletes them.
 */
export const USED_LINK_DAYS = 7;

export async function deleteOldInvitations(db: Db): Promise<number> {
  const before = new Date(Date.now() - USED_LINK_DAYS * 24 * 3600 * 1000);
  const rows = await db
    .delete(invitations)
    .where(or(lt(invitations.usedAt, before), lt(invitations.expiresAt, before)))
    .returning({ id: invitations.uuidHash });
  return rows.length;
}
