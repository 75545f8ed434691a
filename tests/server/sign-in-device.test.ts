/**
 * The account-wide sign-in throttle is no lever against the owner: after
 * four times the threshold of failures from any addresses, about one wrong password a minute
 * from fresh addresses kept the owner out. A browser that has signed in to the account before
 * carries a device cookie (HttpOnly, SameSite=Strict, only for /api/auth): with it the owner's
 * right password gets in through the throttle. Guessing stays throttled: an attempt without the
 * cookie (every guess from a fresh address) waits as before, its password unchecked, and the
 * device's own failures still count and lock its address.
 */
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devicesKeyPrefix } from '../../server/http/rate-limit.ts';
import { deleteAccount } from '../../server/routes/account.ts';
import { createTestUser, testDatabaseKinds, useTestServer } from './harness.ts';

const THRESHOLD = 5;
const COOKIE = 'ordbot_device';

/** The device cookie an answer sets ('name=value'), if any, and its attributes. */
function deviceCookie(res: LightMyRequestResponse): { pair: string; attributes: string } | null {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const line = all.find((c) => c.startsWith(`${COOKIE}=`));
  if (!line) return null;
  const [pair = '', ...rest] = line.split(';');
  return { pair: pair.trim(), attributes: rest.join(';') };
}

describe.each(testDatabaseKinds())('the account throttle and known devices on %s', (kind) => {
  const server = useTestServer(kind, {
    TRUST_PROXY: '1',
    LOGIN_LOCKOUT_FAILURES: String(THRESHOLD),
  });
  const login = (from: string, username: string, password: string, cookie?: string) =>
    server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      headers: { 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
    });
  /** Four times the threshold of failures, from addresses each one short of its own lock. */
  async function attack(email: string, net: number) {
    for (let a = 1; a <= 4; a++) {
      for (let i = 0; i < THRESHOLD - 1; i++) {
        expect((await login(`192.0.${net}.${a}`, email, 'feil')).statusCode).toBe(401);
      }
    }
    for (let a = 5; a <= 8; a++) await login(`192.0.${net}.${a}`, email, 'feil');
  }

  it('lets the owner in from a device that signed in before, wherever it is now', async () => {
    const owner = await createTestUser(server, 'USER');
    const first = await login('198.51.100.1', owner.email, owner.password);
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookie(first);
    expect(cookie).not.toBeNull();
    expect(cookie?.attributes).toMatch(/HttpOnly/i);
    expect(cookie?.attributes).toMatch(/SameSite=Strict/i);
    expect(cookie?.attributes).toMatch(/Path=\/api\/auth/i);

    await attack(owner.email, 2);
    // One wrong password a minute from fresh addresses keeps the account throttled ...
    expect((await login('203.0.113.1', owner.email, 'feil')).statusCode).toBe(429);
    // ... but the owner's device gets in, from an address it never used.
    const back = await login('198.51.100.77', owner.email, owner.password, cookie?.pair);
    expect(back.statusCode).toBe(200);
  });

  it('keeps guessing throttled: no cookie, another account\u2019s, a made-up one', async () => {
    const owner = await createTestUser(server, 'USER');
    const other = await createTestUser(server, 'USER');
    const otherCookie = deviceCookie(await login('198.51.100.2', other.email, other.password));
    expect(otherCookie).not.toBeNull();
    await attack(owner.email, 3);
    // The right password itself, from a device the account has not seen: refused unchecked.
    for (const cookie of [
      undefined,
      otherCookie?.pair,
      `${COOKIE}=${'A'.repeat(43)}`,
      `${COOKIE}=not-a-cookie`,
    ]) {
      const res = await login('198.51.100.3', owner.email, owner.password, cookie);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('still counts and locks a known device that fails itself', async () => {
    const owner = await createTestUser(server, 'USER');
    const cookie = deviceCookie(await login('198.51.100.4', owner.email, owner.password))?.pair;
    await attack(owner.email, 4);
    for (let i = 0; i < THRESHOLD; i++) {
      expect((await login('198.51.100.4', owner.email, 'feil', cookie)).statusCode).toBe(401);
    }
    // Its address is locked now, as any address that failed this often.
    expect((await login('198.51.100.4', owner.email, owner.password, cookie)).statusCode).toBe(429);
    // The marks are kept as hashes: no e-mail, no cookie in the table.
    const rows = await server.db.execute(sql`select key from rate_limits`);
    const keys = JSON.stringify((rows as unknown as { rows: unknown[] }).rows);
    expect(keys).not.toContain(owner.email);
    expect(keys).not.toContain(String(cookie).split('=')[1]);
  });

  it('forgets the account\u2019s devices when the account is deleted', async () => {
    const owner = await createTestUser(server, 'USER');
    expect((await login('198.51.100.5', owner.email, owner.password)).statusCode).toBe(200);
    const count = async () => {
      const prefix = devicesKeyPrefix(owner.email);
      const result = await server.db.execute(
        sql`select count(*)::int as n from rate_limits where starts_with(key, ${prefix})`,
      );
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
    };
    expect(await count()).toBe(1);
    await deleteAccount(server.db, owner.id);
    expect(await count()).toBe(0);
  });
});
