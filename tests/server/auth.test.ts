import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resolveSession } from '../../server/auth/sessions.ts';
import { sessions, users } from '../../server/db/schema.ts';
import { createTestUser, testDatabaseKinds, useTestServer, type TestServer } from './harness.ts';

const post = (server: TestServer, url: string, payload: unknown, token?: string) =>
  server.inject({ method: 'POST', url, payload: payload as object, token });

describe.each(testDatabaseKinds())('sign-in on %s', (kind) => {
  const server = useTestServer(kind);
  const login = (username: string, password: string) =>
    post(server, '/api/auth/login', { username, password });

  it('signs an ACTIVE user in by e-mail in any case and records the sign-in', async () => {
    const user = await createTestUser(server, 'PLAYER', { playerId: 601 });
    const res = await login(`  ${user.email.toUpperCase()} `, user.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({ email: user.email, roles: ['USER', 'PLAYER'], playerId: 601 });
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(await resolveSession(server.db, body.token)).toMatchObject({ userId: user.id });
    const [row] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastLoginDate).toBeInstanceOf(Date);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const user = await createTestUser(server, 'USER');
    const wrong = await login(user.email, 'feil-passord');
    const unknown = await login('finnes.ikke@example.no', user.password);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Feil e-post eller passord',
      });
    }
  });

  it('says why a NOT_VERIFIED or INACTIVE user cannot sign in, but only to the right password', async () => {
    const pending = await createTestUser(server, 'PLAYER', { status: 'NOT_VERIFIED' });
    const inactive = await createTestUser(server, 'ADMIN', { status: 'INACTIVE' });
    const res1 = await login(pending.email, pending.password);
    expect(res1.statusCode).toBe(403);
    expect(res1.json().message).toMatch(/ikke bekreftet/);
    const res2 = await login(inactive.email, inactive.password);
    expect(res2.statusCode).toBe(403);
    expect(res2.json().message).toMatch(/deaktivert/);
    const res3 = await login(inactive.email, 'feil-passord');
    expect(res3.statusCode).toBe(401);
    expect(res3.json().message).toBe('Feil e-post eller passord');
  });

  it('answers 400 for a body without the fields', async () => {
    for (const payload of [{}, { username: 'a@b.no' }, { username: 1, password: 2 }]) {
      const res = await post(server, '/api/auth/login', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Ugyldig forespørsel/);
    }
    const none = await server.inject({ method: 'POST', url: '/api/auth/login' });
    expect(none.statusCode).toBe(400);
  });

  it('renews a session with login-token; the old token works for 10 minutes more', async () => {
    const user = await createTestUser(server, 'SUPERVISOR', { playerId: 602 });
    const res = await post(server, '/api/auth/login-token', {
      username: user.email.toUpperCase(),
      token: user.token,
    });
    expect(res.statusCode).toBe(200);
    const { token, user: authUser } = res.json();
    expect(token).not.toBe(user.token);
    expect(authUser).toEqual({
      email: user.email,
      roles: ['USER', 'PLAYER', 'SUPERVISOR'],
      playerId: 602,
    });
    expect(await resolveSession(server.db, token)).not.toBeNull();
    expect(await resolveSession(server.db, user.token)).not.toBeNull();
    const [row] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastLoginDate).toBeInstanceOf(Date);

    // Ten minutes later: the grace period of the old token is over.
    await server.db
      .update(sessions)
      .set({ previousValidUntil: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const old = await post(server, '/api/auth/login-token', {
      username: user.email,
      token: user.token,
    });
    expect(old.statusCode).toBe(401);
    const again = await post(server, '/api/auth/login-token', { username: user.email, token });
    expect(again.statusCode).toBe(200);
  });

  it('refuses login-token for another username, an unknown token or an INACTIVE user', async () => {
    const user = await createTestUser(server, 'USER');
    const other = await createTestUser(server, 'USER');
    const mismatch = await post(server, '/api/auth/login-token', {
      username: other.email,
      token: user.token,
    });
    expect(mismatch.statusCode).toBe(401);
    expect(mismatch.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    expect(mismatch.json().message).toMatch(/Logg inn på nytt/);
    const unknown = await post(server, '/api/auth/login-token', {
      username: user.email,
      token: 'no-such-token',
    });
    expect(unknown.statusCode).toBe(401);
    const inactive = await createTestUser(server, 'USER', { status: 'INACTIVE' });
    const refused = await post(server, '/api/auth/login-token', {
      username: inactive.email,
      token: inactive.token,
    });
    expect(refused.statusCode).toBe(401);
    // The refused attempt did not harm the real session.
    expect(await resolveSession(server.db, user.token)).not.toBeNull();
  });

  it('signs out: the session ends, and signing out again is harmless', async () => {
    const user = await createTestUser(server, 'ADMIN');
    const res = await post(server, '/api/auth/logout', undefined, user.token);
    expect(res.statusCode).toBe(204);
    expect(await resolveSession(server.db, user.token)).toBeNull();
    const list = await server.inject({ method: 'GET', url: '/api/user/getall', token: user.token });
    expect(list.statusCode).toBe(401);
    expect((await post(server, '/api/auth/logout', undefined, user.token)).statusCode).toBe(204);
    expect((await post(server, '/api/auth/logout', undefined)).statusCode).toBe(204);
  });

  it('signing out one session leaves the user signed in elsewhere', async () => {
    const user = await createTestUser(server, 'USER');
    const second = (await login(user.email, user.password)).json().token as string;
    await post(server, '/api/auth/logout', undefined, user.token);
    expect(await resolveSession(server.db, user.token)).toBeNull();
    expect(await resolveSession(server.db, second)).not.toBeNull();
  });
});

describe.each(testDatabaseKinds())('rate limits on %s', (kind) => {
  const server = useTestServer(kind, { LOGIN_RATE_LIMIT: '3', REGISTER_RATE_LIMIT: '2' });

  it('answers the 4th sign-in in a minute with a JSON 429 in Norwegian', async () => {
    const user = await createTestUser(server, 'USER');
    const attempt = () =>
      post(server, '/api/auth/login', { username: user.email, password: 'feil-passord' });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const res = await attempt();
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(res.json().message).toMatch(/^For mange forsøk\. Vent \d+ sekunder og prøv igjen\.$/);
    // Another address has its own count.
    const elsewhere = await server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.email, password: user.password },
      remoteAddress: '10.1.2.3',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits link checks and registration by REGISTER_RATE_LIMIT', async () => {
    const check = () => post(server, '/api/auth/validate-register-uuid', { uuid: 'ukjent' });
    expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(429);
  });

  it('does not limit sign-out', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await post(server, '/api/auth/logout', undefined)).statusCode).toBe(204);
    }
  });
});
