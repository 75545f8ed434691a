/**
 * Several server instances on one PostgreSQL: what one instance knows, the others
 * know too — sessions, rate limits and account lockouts live in the database, not in memory.
 * Both instances are built in-process with the app factory, each with its own connection pool.
 */
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestUser } from './harness.ts';
import { useTwoInstances } from './two-instances.ts';

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  const instances = useTwoInstances({ LOGIN_RATE_LIMIT: '3', LOGIN_LOCKOUT_FAILURES: '100' });
  const call = (i: 0 | 1, options: InjectOptions) => instances.apps[i].inject(options);
  const server = () => ({ db: instances.database.db }) as Parameters<typeof createTestUser>[0];

  it('shares sessions: a sign-in on one works on the other, a sign-out on one ends it on both', async () => {
    const user = await createTestUser(server(), 'USER');
    const login = await call(0, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.email, password: user.password },
      remoteAddress: '10.0.0.1',
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().token as string;
    const players = (i: 0 | 1) =>
      call(i, {
        method: 'GET',
        url: '/api/players/allbasic',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await players(1)).statusCode).toBe(200);
    const logout = await call(1, {
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(204);
    expect((await players(0)).statusCode).toBe(401);
  });

  it('counts a rate limit across both: the 4th attempt is refused wherever it lands', async () => {
    const user = await createTestUser(server(), 'USER');
    const attempt = (i: 0 | 1) =>
      call(i, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.email, password: 'feil-passord' },
        remoteAddress: '10.0.0.2',
      });
    expect((await attempt(0)).statusCode).toBe(401);
    expect((await attempt(1)).statusCode).toBe(401);
    expect((await attempt(0)).statusCode).toBe(401);
    const fourth = await attempt(1);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/^For mange forsøk/);
    expect((await attempt(0)).statusCode).toBe(429);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('an account lockout on two instances', () => {
  const instances = useTwoInstances({ LOGIN_LOCKOUT_FAILURES: '2' });

  it('locks the account on both after failures spread over both', async () => {
    const user = await createTestUser(
      { db: instances.database.db } as Parameters<typeof createTestUser>[0],
      'USER',
    );
    const attempt = (i: 0 | 1, password: string) =>
      instances.apps[i].inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.email, password },
      });
    expect((await attempt(0, 'feil')).statusCode).toBe(401);
    expect((await attempt(1, 'feil')).statusCode).toBe(401);
    const locked = await attempt(0, user.password);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(1, user.password)).statusCode).toBe(429);
  });
});
