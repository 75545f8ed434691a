/**
 * Known devices (docs/architecture.md, Sign-in and sessions): a browser that has signed in to an
 * account carries a random device cookie, and the account remembers it (as a hash, in
 * rate_limits: `device:`, the e-mail's hash and the hash of the e-mail with the cookie, kept
 * DEVICE_MEMORY_MS from its last sign-in, then swept by the clean-up with the other finished
 * counters; forgetDevices drops an account's at once). Such a
 * device passes the account-wide sign-in throttle (http/rate-limit.ts), so guessing from many
 * addresses cannot keep the owner out; its own failures still count and lock its address.
 *
 * The cookie is HttpOnly (no script reads it), SameSite=Strict and sent only to /api/auth: it
 * proves nothing but an earlier sign-in on that browser, and opens no session.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { deviceKey, devicesKeyPrefix } from '../http/rate-limit.ts';

export const DEVICE_COOKIE = 'ordbot_device';
/** How long a device stays known after its last sign-in. */
export const DEVICE_MEMORY_MS = 180 * 24 * 3600 * 1000;
const SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The device cookie the request carries, if it has the shape of one of ours. */
export function deviceOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== DEVICE_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    if (SHAPE.test(value)) return value;
  }
  return null;
}

/** Whether this device has signed in to the account within DEVICE_MEMORY_MS. */
export async function isKnownDevice(db: Db, email: string, device: string | null) {
  if (!device) return false;
  const result = (await db.execute(
    sql`select 1 from rate_limits where key = ${deviceKey(email, device)} and reset_at > now()`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/**
 * After a sign-in: the account remembers the request's device (a new cookie when it has none)
 * for DEVICE_MEMORY_MS more, and the answer sets the cookie.
 */
export async function rememberDevice(
  db: Db,
  email: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const device = deviceOf(request) ?? randomBytes(32).toString('base64url');
  await db.execute(
    sql`insert into rate_limits (key, hits, reset_at)
        values (${deviceKey(email, device)}, 0, now() + ${DEVICE_MEMORY_MS} * interval '1 millisecond')
        on conflict (key) do update set reset_at = excluded.reset_at`,
  );
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${device}; Path=/api/auth; Max-Age=${DEVICE_MEMORY_MS / 1000}; HttpOnly; SameSite=Strict${secure}`,
  );
}

/** Forgets every device of the account (its next sign-in anywhere is a new device's). */
export async function forgetDevices(db: Pick<Db, 'execute'>, email: string): Promise<void> {
  const prefix = devicesKeyPrefix(email);
  await db.execute(sql`delete from rate_limits where starts_with(key, ${prefix})`);
}
