/**
 * The sign-in lockout counts per account and client address, so an attacker elsewhere cannot
 * lock the owner out; the account as a whole is throttled more gently (short waits) against
 * guessing from many addresses; and attempts are counted before the password is checked, in
 * one statement, so parallel attempts never get more checks than the threshold.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_THROTTLE_MAX_MS, LOCKOUT_BASE_MS } from '../../server/http/rate-limit.ts';
import { createTestUser, testDatabaseKinds, useTestServer } from './harness.ts';

const THRESHOLD = 5;
const LOCKED =
  /^For mange mislykkede innlogginger for denne kontoen\. Vent \d+ sekunder og prøv igjen\.$/;

describe.each(testDatabaseKinds())('the sign-in lockout on %s', (kind) => {
  const server = useTestServer(kind, {
    TRUST_PROXY: '1',
    LOGIN_LOCKOUT_FAILURES: String(THRESHOLD),
  });
  const login = (from: string, username: string, password: string) =>
    server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      headers: { 'x-forwarded-for': from },
    });
  const unlockAll = () =>
    server.db.execute(sql`update rate_limits set blocked_until = now() - interval '1 second'`);

  it('locks the attacking address, and the owner signs in from another', async () => {
    const owner = await createTestUser(server, 'USER');
    const attacker = '203.0.113.7';
    for (let i = 0; i < THRESHOLD; i++) {
      expect((await login(attacker, owner.email, 'feil-passord')).statusCode).toBe(401);
    }
    const locked = await login(attacker, owner.email, owner.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(LOCKED);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(LOCKOUT_BASE_MS / 1000 - 3);
    // More attempts while locked are refused unchecked and do not reach the owner.
    for (let i = 0; i < 10; i++) {
      expect((await login(attacker, owner.email, 'feil-passord')).statusCode).toBe(429);
    }
    expect((await login('198.51.100.2', owner.email, owner.password)).statusCode).toBe(200);
  });

  it('throttles the account briefly when many addresses fail, then lets the owner in', async () => {
    const owner = await createTestUser(server, 'USER');
    // Four addresses, each one failure short of its own lock: the account's count is reached.
    for (let a = 1; a <= 4; a++) {
      for (let i = 0; i < THRESHOLD - 1; i++) {
        expect((await login(`192.0.2.${a}`, owner.email, 'feil')).statusCode).toBe(401);
      }
    }
    for (let a = 5; a <= 8; a++) await login(`192.0.2.${a}`, owner.email, 'feil');
    const throttled = await login('198.51.100.9', owner.email, owner.password);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toMatch(LOCKED);
    // Gently: seconds, not the quarter of an hour an address gets.
    const wait = Number(throttled.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(ACCOUNT_THROTTLE_MAX_MS / 1000);
    await unlockAll();
    expect((await login('198.51.100.9', owner.email, owner.password)).statusCode).toBe(200);
  });

  it('checks at most the threshold of 30 parallel wrong passwords from one address', async () => {
    const owner = await createTestUser(server, 'USER');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => login('203.0.113.50', owner.email, 'feil-passord')),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(THRESHOLD);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    // The owner elsewhere is not kept out.
    expect((await login('198.51.100.50', owner.email, owner.password)).statusCode).toBe(200);
  });
});
