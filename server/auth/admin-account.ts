/**
 * ADMIN_EMAIL and ADMIN_PASSWORD (README): on start, make sure that account exists as an ACTIVE
 * ADMIN with that password, so a fresh install (or a locked-out one) always has a way in. Safe
 * when several instances start at once: one makes the account, the others find it.
 */
import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from './passwords.ts';
import { endUserSessions } from './sessions.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { findUserByEmail } from './invitations.ts';

export type AdminAccountResult = 'not-configured' | 'created' | 'updated' | 'unchanged';

export async function ensureAdminAccount(ctx: {
  db: Db;
  config: Config;
}): Promise<AdminAccountResult> {
  const { adminEmail, adminPassword } = ctx.config;
  if (!adminEmail || !adminPassword) return 'not-configured';
  const { db } = ctx;
  let existing = await findUserByEmail(db, adminEmail);
  if (!existing) {
    // Instances that start together all find no account: one inserts it, the others find it
    // now (the e-mail's unique index, users_email_idx), rather than die on the conflict.
    const inserted = await db
      .insert(users)
      .values({
        email: adminEmail,
        passwordHash: await hashPassword(adminPassword),
        mainRole: 'ADMIN',
        status: 'ACTIVE',
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (inserted.length > 0) return 'created';
    existing = await findUserByEmail(db, adminEmail);
    if (!existing) throw new Error(`ADMIN_EMAIL ${adminEmail}: the account could not be made`);
  }
  const samePassword = await verifyPassword(existing.passwordHash, adminPassword);
  if (samePassword && existing.mainRole === 'ADMIN' && existing.status === 'ACTIVE') {
    return 'unchanged';
  }
  await db
    .update(users)
    .set({
      mainRole: 'ADMIN',
      status: 'ACTIVE',
      ...(samePassword ? {} : { passwordHash: await hashPassword(adminPassword) }),
    })
    .where(eq(users.id, existing.id));
  // A password set from the configuration replaces the old one: its sessions end with it.
  if (!samePassword) await endUserSessions(db, existing.id);
  return 'updated';
}
