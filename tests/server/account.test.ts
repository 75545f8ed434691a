/**
 * My account: change the password, sign out everywhere, delete the account.
 */
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/sessions.ts';
import { games, invitations, players, sessions, users } from '../../server/db/schema.ts';
import { ingestGames } from '../../server/games/ingest.ts';
import { LAST_ADMIN_DELETE, WRONG_PASSWORD } from '../../server/routes/account.ts';
import { makeGame } from './fixtures.ts';
import {
  createTestUser,
  ingestInto,
  testDatabaseKinds,
  useTestServer,
  type TestServer,
} from './harness.ts';

const post = (server: TestServer, url: string, token: string, payload?: object) =>
  server.inject({ method: 'POST', url, token, ...(payload ? { payload } : {}) });

const login = (server: TestServer, username: string, password: string) =>
  server.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

const me = (server: TestServer, token: string) =>
  server.inject({
    method: 'POST',
    url: '/api/games/get-games-paginated',
    token,
    payload: { pageSize: 10, pageNumber: 1 },
  });

describe.each(testDatabaseKinds())('my account on %s', (kind) => {
  const server = useTestServer(kind);

  it('changes the password, keeps this session and ends the others', async () => {
    const user = await createTestUser(server, 'USER');
    const other = await createSession(server.db, user.id);
    const res = await post(server, '/api/account/password', user.token, {
      currentPassword: user.password,
      newPassword: 'et nytt passord',
    });
    expect(res.statusCode).toBe(204);
    expect((await me(server, user.token)).statusCode).toBe(200);
    expect((await me(server, other)).statusCode).toBe(401);
    expect((await login(server, user.email, user.password)).statusCode).toBe(401);
    expect((await login(server, user.email, 'et nytt passord')).statusCode).toBe(200);
  });

  it('refuses a wrong current password and a short new one, and changes nothing', async () => {
    const user = await createTestUser(server, 'USER');
    const other = await createSession(server.db, user.id);
    const wrong = await post(server, '/api/account/password', user.token, {
      currentPassword: 'ikke passordet',
      newPassword: 'et nytt passord',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(WRONG_PASSWORD);
    const short = await post(server, '/api/account/password', user.token, {
      currentPassword: user.password,
      newPassword: 'kort',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Passordet må ha minst 8 tegn.');
    expect((await me(server, other)).statusCode).toBe(200);
    expect((await login(server, user.email, user.password)).statusCode).toBe(200);
  });

  it('signs out everywhere, this session included', async () => {
    const user = await createTestUser(server, 'PLAYER', { playerId: 7101 });
    const other = await createSession(server.db, user.id);
    const bystander = await createTestUser(server, 'USER');
    const res = await post(server, '/api/account/logout-everywhere', user.token);
    expect(res.statusCode).toBe(204);
    expect((await me(server, user.token)).statusCode).toBe(401);
    expect((await me(server, other)).statusCode).toBe(401);
    expect((await me(server, bystander.token)).statusCode).toBe(200);
    const left = await server.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toEqual([]);
  });

  it('deletes the account, its sessions and links, and keeps the player and its games', async () => {
    await ingestGames(ingestInto(server), [
      makeGame({ gameId: 7201, playerId: 7202, playerName: 'Beholdt' }),
    ]);
    const user = await createTestUser(server, 'PLAYER', { playerId: 7202 });
    await createSession(server.db, user.id);
    await server.db.insert(invitations).values({
      uuidHash: 'a'.repeat(64),
      userId: user.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const noConfirm = await post(server, '/api/account/delete', user.token, {
      password: user.password,
    });
    expect(noConfirm.statusCode).toBe(400);
    const wrong = await post(server, '/api/account/delete', user.token, {
      password: 'ikke passordet',
      confirm: true,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(WRONG_PASSWORD);

    const res = await post(server, '/api/account/delete', user.token, {
      password: user.password,
      confirm: true,
    });
    expect(res.statusCode).toBe(204);
    expect(await server.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(
      await server.db.select().from(invitations).where(eq(invitations.userId, user.id)),
    ).toEqual([]);
    expect(await server.db.select().from(games).where(eq(games.id, 7201))).toHaveLength(1);
    expect(await server.db.select().from(players).where(eq(players.id, 7202))).toHaveLength(1);
    expect((await me(server, user.token)).statusCode).toBe(401);
    expect((await login(server, user.email, user.password)).statusCode).toBe(401);
  });

  it('refuses to delete the last active ADMIN (409), and lets one of two go', async () => {
    const admin = await createTestUser(server, 'ADMIN');
    // Only this one stays an active ADMIN.
    await server.db
      .update(users)
      .set({ status: 'INACTIVE' })
      .where(and(eq(users.mainRole, 'ADMIN'), ne(users.id, admin.id)));
    const body = { password: admin.password, confirm: true };
    const refused = await post(server, '/api/account/delete', admin.token, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(LAST_ADMIN_DELETE);
    expect(await server.db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);

    await createTestUser(server, 'ADMIN');
    const deleted = await post(server, '/api/account/delete', admin.token, body);
    expect(deleted.statusCode).toBe(204);
  });
});

describe('account calls are rate limited like sign-in', () => {
  const server = useTestServer('pglite', { LOGIN_RATE_LIMIT: '2' });

  it('answers 429 in Norwegian after the limit', async () => {
    const user = await createTestUser(server, 'USER');
    const payload = { currentPassword: 'feil passord', newPassword: 'et nytt passord' };
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      codes.push((await post(server, '/api/account/password', user.token, payload)).statusCode);
    }
    expect(codes).toEqual([400, 400, 429]);
    const res = await post(server, '/api/account/delete', user.token, {
      password: 'x',
      confirm: true,
    });
    expect(res.statusCode).toBe(400);
    const limited = await post(server, '/api/account/password', user.token, payload);
    expect(limited.json().message).toMatch(/^For mange forsøk/);
  });
});
