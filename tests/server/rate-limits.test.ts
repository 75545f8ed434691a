/**
 * Rate limits kept in the database, the per-account lockout with back-off, the bot's own limit
 * and the periodic clean-up (several instances on one PostgreSQL).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createSession } from '../../server/auth/sessions.ts';
import { hashToken } from '../../server/auth/tokens.ts';
import { cleanUp, scheduleCleanup } from '../../server/jobs/cleanup.ts';
import { queryRows } from '../../server/db/database.ts';
import { invitations, rateLimits, sessions } from '../../server/db/schema.ts';
import { LOCKOUT_BASE_MS } from '../../server/http/rate-limit.ts';
import { makeGame } from './fixtures.ts';
import { BOT_KEY, createTestUser, testDatabaseKinds, useTestServer } from './harness.ts';

const LOCKED =
  /^For mange mislykkede innlogginger for denne kontoen\. Vent \d+ sekunder og prøv igjen\.$/;

describe.each(testDatabaseKinds())('rate limits and clean-up on %s', (kind) => {
  const server = useTestServer(kind, {
    LOGIN_LOCKOUT_FAILURES: '3',
    BOT_RATE_LIMIT: '3',
    REGISTER_RATE_LIMIT: '2',
  });
  const login = (username: string, password: string) =>
    server.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

  it('locks an account after repeated failed sign-ins, the right password included', async () => {
    const user = await createTestUser(server, 'USER');
    for (let i = 0; i < 3; i++)
      expect((await login(user.email, 'feil-passord')).statusCode).toBe(401);
    const locked = await login(user.email, user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(LOCKED);
    const wait = Number(locked.headers['retry-after']);
    expect(wait).toBeGreaterThan(LOCKOUT_BASE_MS / 1000 - 3);
    expect(wait).toBeLessThanOrEqual(LOCKOUT_BASE_MS / 1000);
    // Another spelling of the same address is the same account.
    expect((await login(user.email.toUpperCase(), user.password)).statusCode).toBe(429);
    // The table keeps no e-mail addresses.
    const keys = (await server.db.select({ key: rateLimits.key }).from(rateLimits)).map(
      (r) => r.key,
    );
    expect(keys.join(' ')).not.toContain(user.email.split('@')[0]);
  });

  it('doubles the lock for each further failure, and a sign-in clears the count', async () => {
    const user = await createTestUser(server, 'USER');
    const unlock = () =>
      server.db.execute(sql`update rate_limits set blocked_until = now() - interval '1 second'`);
    for (let i = 0; i < 3; i++) await login(user.email, 'feil-passord');
    await unlock();
    expect((await login(user.email, 'feil-igjen')).statusCode).toBe(401);
    const second = await login(user.email, user.password);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan((2 * LOCKOUT_BASE_MS) / 1000 - 3);
    await unlock();
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    // Counting starts again from nothing.
    for (let i = 0; i < 2; i++) expect((await login(user.email, 'feil')).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('locks an unknown e-mail the same way, so a lock tells nothing about accounts', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await login('finnes-ikke@example.no', 'feil')).statusCode).toBe(401);
    }
    const res = await login('finnes-ikke@example.no', 'feil');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(LOCKED);
  });

  it('counts the per-address limits in the database', async () => {
    const check = () =>
      server.inject({
        method: 'POST',
        url: '/api/auth/validate-register-uuid',
        payload: { uuid: 'ukjent' },
        remoteAddress: '10.9.8.7',
      });
    expect((await check()).statusCode).toBe(200);
    const rows = await queryRows<{ key: string; hits: number }>(
      server.db,
      sql`select key, hits from rate_limits where key like ${'%10.9.8.7'}`,
    );
    expect(rows).toEqual([{ key: 'ip:POST /api/auth/validate-register-uuid:10.9.8.7', hits: 1 }]);
    expect((await check()).statusCode).toBe(200);
    const limited = await check();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it("gives the bot's calls their own limit", async () => {
    const send = () =>
      server.inject({
        method: 'POST',
        url: '/api/bot/games',
        payload: makeGame({ gameId: 4242 }),
        headers: { authorization: `Bearer ${BOT_KEY}` },
        remoteAddress: '10.7.7.7',
      });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(200);
    const res = await send();
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^For mange forsøk/);
    // Sign-in is not counted with the bot.
    const other = await server.inject({
      method: 'POST',
      url: '/api/auth/logout',
      remoteAddress: '10.7.7.7',
    });
    expect(other.statusCode).toBe(204);
  });

  it('deletes expired sessions, old links and finished counters, and nothing else', async () => {
    const user = await createTestUser(server, 'USER');
    const day = 24 * 3600 * 1000;
    const ago = (ms: number) => new Date(Date.now() - ms);
    const live = await createSession(server.db, user.id);
    const expired = await createSession(server.db, user.id);
    await server.db
      .update(sessions)
      .set({ expiresAt: ago(1000) })
      .where(eq(sessions.tokenHash, hashToken(expired)));
    // The test names stand in for the stored hashes: the clean-up reads only the dates.
    const link = (uuidHash: string, expiresAt: Date, usedAt: Date | null = null) => ({
      uuidHash,
      userId: user.id,
      expiresAt,
      usedAt,
    });
    await server.db
      .insert(invitations)
      .values([
        link('fresh-link', new Date(Date.now() + day)),
        link('used-yesterday', new Date(Date.now() + day), ago(day)),
        link('used-long-ago', ago(9 * day), ago(10 * day)),
        link('expired-long-ago', ago(8 * day)),
      ]);
    await server.db.insert(rateLimits).values([
      { key: 'test:finished', hits: 3, resetAt: ago(1000) },
      { key: 'test:running', hits: 3, resetAt: new Date(Date.now() + 60_000) },
      {
        key: 'test:blocked',
        hits: 9,
        resetAt: ago(1000),
        blockedUntil: new Date(Date.now() + 60_000),
      },
    ]);

    const result = await cleanUp(server.db);
    expect(result.sessions).toBeGreaterThanOrEqual(1);
    expect(result.invitations).toBeGreaterThanOrEqual(2);
    expect(result.rateLimits).toBeGreaterThanOrEqual(1);
    const uuids = (await server.db.select({ uuid: invitations.uuidHash }).from(invitations)).map(
      (r) => r.uuid,
    );
    expect(uuids).toEqual(expect.arrayContaining(['fresh-link', 'used-yesterday']));
    expect(uuids).not.toContain('used-long-ago');
    expect(uuids).not.toContain('expired-long-ago');
    const keys = (await server.db.select({ key: rateLimits.key }).from(rateLimits)).map(
      (r) => r.key,
    );
    expect(keys).toEqual(expect.arrayContaining(['test:running', 'test:blocked']));
    expect(keys).not.toContain('test:finished');
    const token = (t: string) =>
      server.inject({ method: 'GET', url: '/api/players/allbasic', token: t });
    expect((await token(live)).statusCode).toBe(200);
    const remaining = await server.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(sql`${sessions.expiresAt} < now()`);
    expect(remaining).toEqual([]);
  });

  it('runs the clean-up on its interval and stops when the app closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const hooks: Array<() => Promise<void>> = [];
    const app = {
      ctx: server.app.ctx,
      log: { debug: () => {}, warn: () => {} },
      addHook: (_name: string, hook: () => Promise<void>) => hooks.push(hook),
    } as unknown as FastifyInstance;
    try {
      await server.db
        .insert(rateLimits)
        .values({ key: 'test:scheduled', hits: 1, resetAt: new Date(Date.now() - 1000) });
      scheduleCleanup(app, 5);
      expect(vi.getTimerCount()).toBe(1);
      vi.advanceTimersByTime(5 * 60_000);
      await vi.waitFor(async () => {
        const rows = await server.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, 'test:scheduled'));
        expect(rows).toEqual([]);
      });
      for (const hook of hooks) await hook();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
