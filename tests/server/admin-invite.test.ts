import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../../server/auth/mail.ts';
import { users } from '../../server/db/schema.ts';
import { createTestUser, ensurePlayer, testDatabaseKinds, useTestServer } from './harness.ts';

const UUID_IN_LINK = /http:\/\/ordbot\.test\/register\/([0-9a-f-]{36})(?=\s|$)/;

function uuidOf(mail: MailMessage | undefined): string {
  const match = mail ? UUID_IN_LINK.exec(mail.text) : null;
  if (!match?.[1]) throw new Error(`no registration link in ${JSON.stringify(mail)}`);
  return match[1];
}

describe.each(testDatabaseKinds())("an administrator's invitation from 'Brukere' on %s", (kind) => {
  const server = useTestServer(kind);
  const invite = async (payload: object) => {
    const admin = await createTestUser(server, 'ADMIN');
    return server.inject({
      method: 'POST',
      url: '/api/user/invite',
      payload,
      token: admin.token,
    });
  };
  const userByEmail = async (email: string) =>
    (await server.db.select().from(users).where(eq(users.email, email)))[0];

  it('makes a waiting user with the chosen role and player, mails a link, and the link signs them in with that role', async () => {
    await ensurePlayer(server, 901);
    const before = server.mails.length;
    const res = await invite({
      email: 'veileder@example.no',
      playerId: 901,
      mainRole: 'SUPERVISOR',
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      email: 'veileder@example.no',
      playerId: 901,
      mainRole: 'SUPERVISOR',
      status: 'NOT_VERIFIED',
      lastLoginDate: null,
    });
    // The link is only in the mail, never in the answer.
    expect(JSON.stringify(answer)).not.toMatch(/register/);
    expect(server.mails).toHaveLength(before + 1);
    const mail = server.mails.at(-1) as MailMessage;
    expect(mail.to).toBe('veileder@example.no');
    expect(mail.subject).toBe('Velkommen til Ordbot – velg passordet ditt');
    expect(mail.text).toMatch(/En administrator av Ordbot har invitert veileder@example\.no/);

    const registered = await server.inject({
      method: 'POST',
      url: '/api/auth/register-by-uuid',
      payload: { uuid: uuidOf(mail), password: 'hemmelig-passord' },
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().user).toEqual({
      email: 'veileder@example.no',
      roles: ['USER', 'PLAYER', 'SUPERVISOR'],
      playerId: 901,
    });
    expect(await userByEmail('veileder@example.no')).toMatchObject({
      status: 'ACTIVE',
      mainRole: 'SUPERVISOR',
    });
  });

  it('refuses an e-mail in use (any case), an unknown player and a blank e-mail, and makes nothing', async () => {
    await createTestUser(server, 'USER', { email: 'opptatt@example.no' });
    const taken = await invite({ email: 'OPPTATT@example.no', playerId: null, mainRole: 'USER' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('E-postadressen er allerede i bruk av en annen bruker');

    const unknown = await invite({
      email: 'ukjent@example.no',
      playerId: 99_999,
      mainRole: 'USER',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Fant ikke spilleren');
    expect(await userByEmail('ukjent@example.no')).toBeUndefined();

    const blank = await invite({ email: '  ', playerId: null, mainRole: 'USER' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('E-post er påkrevd');
    const badRole = await invite({ email: 'rolle@example.no', playerId: null, mainRole: 'KONGE' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toMatch(/må være en av USER, PLAYER, SUPERVISOR, ADMIN/);
  });

  it('leaves no user behind when the mail cannot be sent, so the invitation can be tried again', async () => {
    const push = vi.spyOn(server.mails, 'push').mockImplementationOnce(() => {
      throw new Error('SMTP svarer ikke');
    });
    const failed = await invite({ email: 'igjen@example.no', playerId: null, mainRole: 'USER' });
    push.mockRestore();
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toMatch(/^Kunne ikke sende e-posten\./);
    expect(await userByEmail('igjen@example.no')).toBeUndefined();

    const again = await invite({ email: 'igjen@example.no', playerId: null, mainRole: 'USER' });
    expect(again.statusCode).toBe(200);
    expect(await userByEmail('igjen@example.no')).toMatchObject({ status: 'NOT_VERIFIED' });
  });

  it('is for administrators only', async () => {
    for (const role of ['USER', 'SUPERVISOR'] as const) {
      const user = await createTestUser(server, role);
      const res = await server.inject({
        method: 'POST',
        url: '/api/user/invite',
        payload: { email: `fra-${role}@example.no`, playerId: null, mainRole: 'ADMIN' },
        token: user.token,
      });
      expect(res.statusCode).toBe(403);
    }
    const guest = await server.inject({
      method: 'POST',
      url: '/api/user/invite',
      payload: { email: 'gjest@example.no', playerId: null, mainRole: 'ADMIN' },
    });
    expect(guest.statusCode).toBe(401);
    expect(await userByEmail('fra-USER@example.no')).toBeUndefined();
  });
});
