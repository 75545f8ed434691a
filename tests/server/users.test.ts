import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User, UserUpdate } from '@ordbot/contract/api-types.ts';
import { ensureAdminAccount } from '../../server/auth/admin-account.ts';
import { resolveSession } from '../../server/auth/sessions.ts';
import { users } from '../../server/db/schema.ts';
import {
  createTestUser,
  ensurePlayer,
  testDatabaseKinds,
  useTestServer,
  type TestUser,
} from './harness.ts';

describe.each(testDatabaseKinds())('user administration on %s', (kind) => {
  const server = useTestServer(kind);
  let admin: TestUser;

  beforeAll(async () => {
    admin = await createTestUser(server, 'ADMIN');
  });

  const getAll = (token?: string) =>
    server.inject({ method: 'GET', url: '/api/user/getall', token });
  const update = (payload: unknown, token = admin.token) =>
    server.inject({ method: 'POST', url: '/api/user/update', payload: payload as object, token });
  const editOf = (user: User): UserUpdate => ({
    id: user.id,
    email: user.email,
    playerId: user.playerId,
    mainRole: user.mainRole,
    status: user.status,
  });
  const userRow = async (id: number): Promise<User> => {
    const list: User[] = (await getAll(admin.token)).json();
    const found = list.find((u) => u.id === id);
    if (!found) throw new Error(`no user ${id}`);
    return found;
  };

  it('lists every user ordered by id, with the last sign-in as an ISO string', async () => {
    const player = await createTestUser(server, 'PLAYER', { playerId: 701 });
    const signIn = await server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: player.email, password: player.password },
    });
    expect(signIn.statusCode).toBe(200);
    const res = await getAll(admin.token);
    expect(res.statusCode).toBe(200);
    const list: User[] = res.json();
    const ids = list.map((u) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const row = list.find((u) => u.id === player.id);
    expect(row).toEqual({
      id: player.id,
      email: player.email,
      playerId: 701,
      mainRole: 'PLAYER',
      status: 'ACTIVE',
      lastLoginDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(list.find((u) => u.id === admin.id)?.lastLoginDate).toBeNull();
    expect(JSON.stringify(list)).not.toMatch(/password|hash/i);
  });

  it('lets only an ADMIN list and update users', async () => {
    const player = await createTestUser(server, 'PLAYER', { playerId: 702 });
    const supervisor = await createTestUser(server, 'SUPERVISOR');
    const inactiveAdmin = await createTestUser(server, 'ADMIN', { status: 'INACTIVE' });
    const edit = editOf(await userRow(player.id));
    expect((await getAll()).statusCode).toBe(401);
    expect((await update(edit, '')).statusCode).toBe(401);
    for (const token of [player.token, supervisor.token]) {
      const list = await getAll(token);
      expect(list.statusCode).toBe(403);
      expect(list.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Du har ikke tilgang til dette',
      });
      expect((await update(edit, token)).statusCode).toBe(403);
    }
    expect((await getAll(inactiveAdmin.token)).statusCode).toBe(401);
    expect((await update(edit, inactiveAdmin.token)).statusCode).toBe(401);
    expect((await getAll(admin.token)).statusCode).toBe(200);
    expect((await update(edit, admin.token)).statusCode).toBe(200);
  });

  it('updates e-mail, player, role and status and answers the updated user', async () => {
    const user = await createTestUser(server, 'USER');
    await ensurePlayer(server, 703);
    const res = await update({
      id: user.id,
      email: '  Ny.Adresse@Example.no ',
      playerId: 703,
      mainRole: 'SUPERVISOR',
      status: 'INACTIVE',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      email: 'Ny.Adresse@Example.no',
      playerId: 703,
      mainRole: 'SUPERVISOR',
      status: 'INACTIVE',
      lastLoginDate: null,
    });
    const updated: User = res.json();
    expect(await userRow(user.id)).toEqual(updated);
    const unlinked = await update({ ...editOf(updated), playerId: null, status: 'ACTIVE' });
    expect(unlinked.json()).toMatchObject({ playerId: null, status: 'ACTIVE' });
  });

  it('answers 400 for a blank or malformed e-mail and for unknown values', async () => {
    const user = await createTestUser(server, 'USER');
    const edit = editOf(await userRow(user.id));
    for (const email of ['', '   ', undefined, null]) {
      const res = await update({ ...edit, email });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'E-post er påkrevd',
      });
    }
    const malformed = await update({ ...edit, email: 'ikke-en-adresse' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/Ugyldig e-postadresse/);
    for (const bad of [
      { mainRole: 'KONGE' },
      { status: 'SLETTET' },
      { playerId: 'x' },
      { playerId: -1 },
      { id: 'abc' },
      { id: 1.5 },
    ]) {
      const res = await update({ ...edit, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toMatch(/^Ugyldig forespørsel/);
    }
    const { playerId: _omitted, ...withoutPlayer } = edit;
    expect((await update(withoutPlayer)).statusCode).toBe(400);
    expect((await update([])).statusCode).toBe(400);
  });

  it('answers 404 for an unknown user or player', async () => {
    const user = await createTestUser(server, 'USER');
    const edit = editOf(await userRow(user.id));
    const noUser = await update({ ...edit, id: 999_999 });
    expect(noUser.statusCode).toBe(404);
    expect(noUser.json().message).toBe('Fant ikke brukeren');
    const noPlayer = await update({ ...edit, playerId: 888_888 });
    expect(noPlayer.statusCode).toBe(404);
    expect(noPlayer.json().message).toBe('Fant ikke spilleren');
  });

  it('answers 409 for an e-mail another user has, in any case', async () => {
    const first = await createTestUser(server, 'USER');
    const second = await createTestUser(server, 'USER');
    const edit = editOf(await userRow(second.id));
    const res = await update({ ...edit, email: first.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('E-postadressen er allerede i bruk av en annen bruker');
    // A user may change the case of their own address.
    const own = await update({ ...edit, email: second.email.toUpperCase() });
    expect(own.statusCode).toBe(200);
  });

  it('answers 409 for a change that would leave no ACTIVE ADMIN', async () => {
    // Only `admin` stays an active ADMIN for this test.
    await server.db
      .update(users)
      .set({ mainRole: 'SUPERVISOR' })
      .where(and(eq(users.mainRole, 'ADMIN'), eq(users.status, 'ACTIVE'), ne(users.id, admin.id)));
    const edit = editOf(await userRow(admin.id));
    for (const change of [
      { mainRole: 'SUPERVISOR' },
      { status: 'INACTIVE' },
      { status: 'NOT_VERIFIED' },
    ]) {
      const res = await update({ ...edit, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(res.json().message).toMatch(/minst én aktiv administrator/);
    }
    // Other edits of the last admin are fine, and the session survives them.
    const renamed = await update({ ...edit, email: 'sjef@example.no' });
    expect(renamed.statusCode).toBe(200);
    expect(await resolveSession(server.db, admin.token)).not.toBeNull();
    // With a second active admin the first may step down; an INACTIVE admin does not count.
    await createTestUser(server, 'ADMIN', { status: 'INACTIVE' });
    expect((await update({ ...edit, email: 'sjef@example.no', mainRole: 'USER' })).statusCode).toBe(
      409,
    );
    const other = await createTestUser(server, 'ADMIN');
    const stepDown = await update(
      { ...edit, email: 'sjef@example.no', mainRole: 'SUPERVISOR' },
      other.token,
    );
    expect(stepDown.statusCode).toBe(200);
    expect((await getAll(admin.token)).statusCode).toBe(401);
    const restore = await update({ ...edit, email: admin.email }, other.token);
    expect(restore.statusCode).toBe(200);
    admin = { ...admin, token: (await signIn(admin)).token };
  });

  async function signIn(user: TestUser): Promise<{ token: string }> {
    const res = await server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('ends the sessions when the role, the player link or the ACTIVE status changes', async () => {
    await ensurePlayer(server, 704);
    const changes: Partial<UserUpdate>[] = [
      { mainRole: 'SUPERVISOR' },
      { playerId: 704 },
      { playerId: null },
      { status: 'INACTIVE' },
    ];
    for (const change of changes) {
      const user = await createTestUser(server, 'PLAYER', { playerId: 705 });
      const edit = editOf(await userRow(user.id));
      const res = await update({ ...edit, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(200);
      expect(await resolveSession(server.db, user.token), JSON.stringify(change)).toBeNull();
      const refused = await server.inject({
        method: 'POST',
        url: '/api/auth/login-token',
        payload: { username: user.email, token: user.token },
      });
      expect(refused.statusCode).toBe(401);
    }
  });

  it('keeps the sessions for an e-mail change or an unchanged save', async () => {
    const user = await createTestUser(server, 'PLAYER', { playerId: 706 });
    const edit = editOf(await userRow(user.id));
    expect((await update(edit)).statusCode).toBe(200);
    expect((await update({ ...edit, email: `ny-${user.email}` })).statusCode).toBe(200);
    expect(await resolveSession(server.db, user.token)).toMatchObject({
      email: `ny-${user.email}`,
    });
  });

  it('a role change signs the user out: the old token gets 401', async () => {
    const target = await createTestUser(server, 'ADMIN');
    expect((await getAll(target.token)).statusCode).toBe(200);
    const edit = editOf(await userRow(target.id));
    expect((await update({ ...edit, mainRole: 'USER' })).statusCode).toBe(200);
    const res = await getAll(target.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Innloggingen er utløpt. Logg inn på nytt.');
  });

  it('ensureAdminAccount makes the configured account an ACTIVE ADMIN with that password', async () => {
    const configured = {
      db: server.db,
      config: {
        ...server.config,
        adminEmail: 'Drift@Example.no',
        adminPassword: 'drift-passord-1',
      },
    };
    expect(await ensureAdminAccount({ db: server.db, config: server.config })).toBe(
      'not-configured',
    );
    expect(await ensureAdminAccount(configured)).toBe('created');
    expect(await ensureAdminAccount(configured)).toBe('unchanged');
    const [row] = await server.db.select().from(users).where(eq(users.email, 'Drift@Example.no'));
    expect(row).toMatchObject({ mainRole: 'ADMIN', status: 'ACTIVE' });
    // Demoted, deactivated and with another password: the next start repairs all three.
    await server.db
      .update(users)
      .set({ mainRole: 'USER', status: 'INACTIVE', passwordHash: null })
      .where(eq(users.id, row?.id ?? 0));
    const again = {
      ...configured,
      config: { ...configured.config, adminEmail: 'drift@example.no' },
    };
    expect(await ensureAdminAccount(again)).toBe('updated');
    const signIn = await server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'drift@example.no', password: 'drift-passord-1' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.roles).toEqual(['USER', 'SUPERVISOR', 'ADMIN']);
  });
});
