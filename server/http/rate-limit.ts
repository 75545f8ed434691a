/**
 * Rate limits kept in the database (table rate_limits), so that every server instance on one
 * PostgreSQL counts the same attempts: a store for @fastify/rate-limit (sign-in, registration)
 * and the sign-in lockout with back-off after failed sign-ins (per account and address).
 */
import rateLimit from '@fastify/rate-limit';
import { and, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { queryRows } from '../db/database.ts';
import { rateLimits } from '../db/schema.ts';
import { HttpError } from './errors.ts';
import { MESSAGES } from './messages.ts';

interface Hit {
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** Counts one hit on `key` in a window of `windowMs`; atomic, so racing instances never lose one. */
export async function hit(db: Db, key: string, windowMs: number): Promise<Hit> {
  const [row] = await queryRows<{ hits: number; ttl: string | number }>(
    db,
    sql`insert into rate_limits (key, hits, reset_at)
        values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at
                          else rate_limits.reset_at end
        returning hits, greatest(0, ceil(extract(epoch from reset_at - now()) * 1000))::int as ttl`,
  );
  return { current: Number(row?.hits ?? 1), ttl: Number(row?.ttl ?? windowMs) };
}

/** The 429 answer of every rate limit (Norwegian, with the wait). */
export function tooManyRequests(_request: unknown, context: { ttl: number }) {
  const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
  return new HttpError(429, MESSAGES.tooManyAttempts(seconds));
}

type Callback = (err: Error | null, result?: Hit) => void;

/**
 * A store class for @fastify/rate-limit over the database. The plugin makes one child per
 * route, so each route keeps its own count (as its in-memory store does).
 */
export function databaseStore(db: Db) {
  return class DatabaseStore {
    constructor(
      _options?: unknown,
      readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      hit(db, `${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (err: Error) => callback(err),
      );
    }

    /** Gets the route's merged limit options (with routeInfo), whatever the plugin's types say. */
    child(options: object) {
      const route = (options as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return new DatabaseStore(undefined, `ip:${String(route?.method)} ${route?.url ?? ''}:`);
    }
  };
}

/* ---------- Sign-in lockout ---------- */

/**
 * Failed sign-ins lock the account for the client address they come from (an attacker
 * elsewhere cannot keep the owner out): the first lock lasts LOCKOUT_BASE_MS, each further
 * failure doubles it, up to LOCKOUT_MAX_MS.
 */
export const LOCKOUT_BASE_MS = 30_000;
export const LOCKOUT_MAX_MS = 15 * 60_000;
/**
 * The account as a whole, over every address, is throttled more gently: after ACCOUNT_FACTOR
 * times the threshold of failures, a few seconds a failure (doubling), at most a minute. It
 * slows guessing from many addresses. A device that has signed in to the account before
 * (server/auth/device.ts) passes it: about one wrong password a minute from fresh addresses
 * kept the throttle shut and the owner out (29 of 35 right passwords refused in 134 s).
 */
const ACCOUNT_FACTOR = 4;
export const ACCOUNT_THROTTLE_BASE_MS = 5_000;
export const ACCOUNT_THROTTLE_MAX_MS = 60_000;
/** Failures are forgotten this long after the last one (or at once on a successful sign-in). */
const FAILURE_MEMORY_MS = 60 * 60_000;

const digest = (text: string) => createHash('sha256').update(text).digest('hex');
const normalised = (email: string) => email.trim().toLowerCase();

/** The key of an account: a hash, so the table holds no e-mail addresses. */
function accountKey(email: string): string {
  return `account:${digest(normalised(email))}`;
}

/** The key of an account from one client address (hashed with it: no addresses kept either). */
function addressKey(email: string, address: string): string {
  return `account-ip:${digest(`${normalised(email)}\n${address}`)}`;
}

/**
 * The key of a device known to an account (server/auth/device.ts): hashes of the e-mail and of
 * the e-mail with the device's cookie, so neither is kept; `devicesKeyPrefix` finds an
 * account's devices.
 */
export function deviceKey(email: string, device: string): string {
  return `${devicesKeyPrefix(email)}${digest(`${normalised(email)}\n${device}`)}`;
}

export function devicesKeyPrefix(email: string): string {
  return `device:${digest(normalised(email))}:`;
}

/** Seconds until `key` may try again; 0 when it is not locked. */
async function waitOf(db: Db, key: string): Promise<number> {
  const [row] = await queryRows<{ wait: number | string | null }>(
    db,
    sql`select ceil(extract(epoch from blocked_until - now()))::int as wait
        from rate_limits where key = ${key} and blocked_until > now()`,
  );
  return row ? Math.max(1, Number(row.wait)) : 0;
}

/** The lock after `hits` failures counted against `threshold`, in milliseconds (SQL). */
function lockAfter(hits: SQL, threshold: number, baseMs: number, maxMs: number): SQL {
  return sql`least(${maxMs}::float8, ${baseMs}::float8 * power(2, least(${hits} - ${threshold}, 30)))`;
}

/**
 * Takes one sign-in attempt for the account from `address`, before its password is checked;
 * answers the seconds to wait when it may not try now (0: go ahead). The attempt is counted in
 * the same statement that checks the lock, and the attempt that reaches the threshold sets
 * the lock at once: of any number of parallel attempts, at most `threshold` are checked. A
 * `knownDevice` (one that has signed in to the account before) is not held by the account's
 * throttle, only by its address's lock.
 */
export async function beginSignIn(
  db: Db,
  email: string,
  address: string,
  threshold: number,
  knownDevice = false,
): Promise<number> {
  const account = knownDevice ? 0 : await waitOf(db, accountKey(email));
  if (account > 0) return account;
  const key = addressKey(email, address);
  const memory = sql`now() + ${FAILURE_MEMORY_MS} * interval '1 millisecond'`;
  const hits = sql`case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end`;
  const lock = (count: SQL) =>
    sql`case when ${count} >= ${threshold}
          then now() + ${lockAfter(count, threshold, LOCKOUT_BASE_MS, LOCKOUT_MAX_MS)} * interval '1 millisecond'
          else null end`;
  const taken = await queryRows<{ hits: number }>(
    db,
    sql`insert into rate_limits (key, hits, reset_at, blocked_until)
        values (${key}, 1, ${memory}, ${lock(sql`1`)})
        on conflict (key) do update set
          hits = ${hits},
          reset_at = ${memory},
          blocked_until = ${lock(hits)}
        where rate_limits.blocked_until is null or rate_limits.blocked_until <= now()
        returning hits`,
  );
  return taken.length > 0 ? 0 : Math.max(1, await waitOf(db, key));
}

/**
 * Counts a failed sign-in against the account as a whole (the address was counted when the
 * attempt began); past ACCOUNT_FACTOR times the threshold the account is throttled briefly.
 */
export async function recordFailedSignIn(db: Db, email: string, threshold: number) {
  const key = accountKey(email);
  const limit = ACCOUNT_FACTOR * threshold;
  await db.execute(
    sql`insert into rate_limits (key, hits, reset_at)
        values (${key}, 1, now() + ${FAILURE_MEMORY_MS} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
          reset_at = excluded.reset_at`,
  );
  await db.execute(
    sql`update rate_limits set blocked_until = now() + ${lockAfter(
      sql.raw('hits'),
      limit,
      ACCOUNT_THROTTLE_BASE_MS,
      ACCOUNT_THROTTLE_MAX_MS,
    )} * interval '1 millisecond'
        where key = ${key} and hits >= ${limit}`,
  );
}

/** A successful sign-in forgets the failures: of this address and of the account. */
export async function clearFailedSignIns(db: Db, email: string, address: string) {
  await db.execute(
    sql`delete from rate_limits where key in (${accountKey(email)}, ${addressKey(email, address)})`,
  );
}

/** 429 with Retry-After for a locked account (the message is the same for unknown e-mails). */
export function accountLocked(seconds: number): HttpError {
  return new HttpError(429, MESSAGES.accountLocked(seconds));
}

/** Rows whose window and lock are both over: nothing left to count. */
export async function deleteExpiredRateLimits(db: Db): Promise<number> {
  const now = new Date();
  const rows = await db
    .delete(rateLimits)
    .where(
      and(
        lt(rateLimits.resetAt, now),
        or(isNull(rateLimits.blockedUntil), lt(rateLimits.blockedUntil, now)),
      ),
    )
    .returning({ key: rateLimits.key });
  return rows.length;
}

/**
 * Registers @fastify/rate-limit on a scope of routes (sign-in, registration, account calls):
 * counted in the database, so several instances share one limit, with our 429 answer.
 */
export async function registerDatabaseRateLimit(scope: FastifyInstance, db: Db): Promise<void> {
  await scope.register(rateLimit, {
    global: false,
    errorResponseBuilder: tooManyRequests,
    store: databaseStore(db),
  });
}
