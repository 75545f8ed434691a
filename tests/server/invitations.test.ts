import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveSession } from '../../server/auth/sessions.ts';
import { hashToken } from '../../server/auth/tokens.ts';
import { loadConfig } from '../../server/config.ts';
import type { MailMessage } from '../../server/auth/mail.ts';
import { invitations, players, users } from '../../server/db/schema.ts';
import {
  createMailer,
  newestRegisterLink,
  readOutbox,
  type MemoryMailer,
} from '../../server/auth/mail.ts';
import { BOT_KEY, createTestUser, testDatabaseKinds, useTestServer } from './harness.ts';

const UUID_IN_LINK = /http:\/\/ordbot\.test\/register\/([0-9a-f-]{36})(?=\s|$)/;

function uuidOf(mail: MailMessage | undefined): string {
  const match = mail ? UUID_IN_LINK.exec(mail.text) : null;
  if (!match?.[1]) throw new Error(`no registration link in ${JSON.stringify(mail)}`);
  return match[1];
}

describe.each(testDatabaseKinds())('registration links on %s', (kind) => {
  const server = useTestServer(kind);
  const post = (url: string, payload: unknown, token?: string) =>
    server.inject({ method: 'POST', url, payload: payload as object, token });
  const webRequest = (payload: unknown, token = BOT_KEY) =>
    post('/api/bot/web-request', payload, token);
  const validate = (uuid: string) => post('/api/auth/validate-register-uuid', { uuid });
  const register = (uuid: string, password: string) =>
    post('/api/auth/register-by-uuid', { uuid, password });
  /** Sends a web request and answers the uuid of the link it mailed. */
  async function requestLink(playerId: number, playerName: string, email: string) {
    const before = server.mails.length;
    const res = await webRequest({ playerId, playerName, email });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, sent: true });
    expect(server.mails).toHaveLength(before + 1);
    return { uuid: uuidOf(server.mails.at(-1)), mail: server.mails.at(-1) as MailMessage };
  }

  it('registers a new player from the chat command to a signed-in session', async () => {
    const { uuid, mail } = await requestLink(801, 'Ordkløveren', 'ny.spiller@example.no');
    expect(mail.to).toBe('ny.spiller@example.no');
    expect(mail.subject).toBe('Velkommen til Ordbot – velg passordet ditt');
    expect(mail.text).toMatch(/Ordbot er en bot som spiller Wordfeud/);
    expect(mail.text).toMatch(/Lenken virker én gang og i 48 timer/);
    expect(mail.text).toMatch(/«Ordkløveren»/);

    const [pending] = await server.db
      .select()
      .from(users)
      .where(eq(users.email, 'ny.spiller@example.no'));
    expect(pending).toMatchObject({ status: 'NOT_VERIFIED', mainRole: 'PLAYER', playerId: 801 });
    expect(pending?.passwordHash).toBeNull();
    const [player] = await server.db.select().from(players).where(eq(players.id, 801));
    expect(player?.name).toBe('Ordkløveren');

    const valid = await validate(uuid);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ valid: true, email: 'ny.spiller@example.no' });

    const res = await register(uuid, 'hemmelig-passord');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({
      email: 'ny.spiller@example.no',
      roles: ['USER', 'PLAYER'],
      playerId: 801,
    });
    expect(await resolveSession(server.db, body.token)).toMatchObject({ playerId: 801 });
    const [active] = await server.db
      .select()
      .from(users)
      .where(eq(users.email, 'ny.spiller@example.no'));
    expect(active).toMatchObject({ status: 'ACTIVE', mainRole: 'PLAYER' });
    expect(active?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(active?.lastLoginDate).toBeInstanceOf(Date);

    const login = await post('/api/auth/login', {
      username: 'NY.SPILLER@example.no',
      password: 'hemmelig-passord',
    });
    expect(login.statusCode).toBe(200);

    // The link works once.
    expect((await validate(uuid)).json()).toEqual({ valid: false, email: null });
    const again = await register(uuid, 'et-annet-passord');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ statusCode: 410, error: 'Gone' });
    expect(again.json().message).toMatch(/^Lenken er allerede brukt\./);
  });

  it('lets only one of two simultaneous registrations through one link', async () => {
    const { uuid } = await requestLink(802, 'Samtidig', 'samtidig@example.no');
    const results = await Promise.all([
      register(uuid, 'forste-passord'),
      register(uuid, 'andre-passord'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 410]);
    const winner = results.find((r) => r.statusCode === 200)?.json();
    const loser = results.find((r) => r.statusCode === 410);
    expect(loser?.json().message).toMatch(/allerede brukt/);
    expect(await resolveSession(server.db, winner.token)).not.toBeNull();
  });

  it('refuses an expired link and an unknown one', async () => {
    const { uuid } = await requestLink(803, 'Treg', 'treg@example.no');
    await server.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.uuidHash, hashToken(uuid)));
    expect((await validate(uuid)).json()).toEqual({ valid: false, email: null });
    const expired = await register(uuid, 'hemmelig-passord');
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/^Lenken er utløpt\./);

    const unknownUuid = '00000000-0000-4000-8000-000000000000';
    expect((await validate(unknownUuid)).json()).toEqual({ valid: false, email: null });
    expect((await validate('ikke-en-uuid')).json()).toEqual({ valid: false, email: null });
    const unknown = await register(unknownUuid, 'hemmelig-passord');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^Lenken er ugyldig\./);
    expect((await post('/api/auth/validate-register-uuid', {})).statusCode).toBe(400);
  });

  it('asks for a password of at least 8 characters and keeps the link', async () => {
    const { uuid } = await requestLink(804, 'Kort', 'kort@example.no');
    const res = await register(uuid, '1234567');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Passordet må ha minst 8 tegn.');
    expect((await post('/api/auth/register-by-uuid', { uuid })).statusCode).toBe(400);
    expect((await validate(uuid)).json().valid).toBe(true);
    expect((await register(uuid, '12345678')).statusCode).toBe(200);
  });

  it('resets the password of a known user: role and player kept, other sessions ended', async () => {
    const user = await createTestUser(server, 'SUPERVISOR', { playerId: 805 });
    const { uuid, mail } = await requestLink(806, 'Noen andre', user.email.toUpperCase());
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe('Ordbot – velg nytt passord');
    expect((await validate(uuid)).json()).toEqual({ valid: true, email: user.email });
    // Asking again makes a second link; using one voids the other.
    const second = await requestLink(806, 'Noen andre', user.email);
    // The password is unchanged until a link is used.
    expect(await resolveSession(server.db, user.token)).not.toBeNull();

    const res = await register(uuid, 'nytt-passord-123');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({
      email: user.email,
      roles: ['USER', 'PLAYER', 'SUPERVISOR'],
      playerId: 805,
    });
    expect(await resolveSession(server.db, user.token)).toBeNull();
    expect(await resolveSession(server.db, res.json().token)).not.toBeNull();
    const oldPassword = await post('/api/auth/login', {
      username: user.email,
      password: user.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await post('/api/auth/login', {
      username: user.email,
      password: 'nytt-passord-123',
    });
    expect(newPassword.statusCode).toBe(200);
    expect((await validate(second.uuid)).json().valid).toBe(false);
  });

  it('links a known user without a player to the asking player only when the link is used', async () => {
    const user = await createTestUser(server, 'ADMIN');
    const { uuid } = await requestLink(807, 'Sjefen', user.email);
    // Anyone can type any e-mail in the chat: nothing changes until the owner uses the link.
    const [before] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(before?.playerId).toBeNull();
    const res = await register(uuid, 'nytt-passord-123');
    expect(res.json().user).toMatchObject({
      roles: ['USER', 'PLAYER', 'SUPERVISOR', 'ADMIN'],
      playerId: 807,
    });
  });

  it('keeps one user when a new e-mail is asked for twice, and renames the player', async () => {
    await requestLink(808, 'Gammelt navn', 'to.ganger@example.no');
    const { mail } = await requestLink(808, 'Nytt navn', 'To.Ganger@example.no');
    expect(mail.subject).toMatch(/^Velkommen/);
    const rows = await server.db.select().from(users).where(eq(users.playerId, 808));
    expect(rows).toHaveLength(1);
    const [player] = await server.db.select().from(players).where(eq(players.id, 808));
    expect(player?.name).toBe('Nytt navn');
  });

  it('mails an INACTIVE user a notice instead of a link', async () => {
    const user = await createTestUser(server, 'PLAYER', { playerId: 809, status: 'INACTIVE' });
    const res = await webRequest({ playerId: 809, playerName: 'Borte', email: user.email });
    expect(res.statusCode).toBe(201);
    const mail = server.mails.at(-1);
    expect(mail?.to).toBe(user.email);
    expect(mail?.text).toMatch(/deaktivert/);
    expect(mail?.text).not.toMatch(/\/register\//);
  });

  it('refuses a link whose user was deactivated after it was sent', async () => {
    const { uuid } = await requestLink(810, 'Stengt', 'stengt@example.no');
    await server.db
      .update(users)
      .set({ status: 'INACTIVE' })
      .where(eq(users.email, 'stengt@example.no'));
    expect((await validate(uuid)).json()).toEqual({ valid: false, email: null });
    const res = await register(uuid, 'hemmelig-passord');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/deaktivert/);
  });

  it('lets only the bot ask, and checks the body', async () => {
    const body = { playerId: 811, playerName: 'Bot-test', email: 'bot.test@example.no' };
    const before = server.mails.length;
    const noKey = await webRequest(body, '');
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json().message).toBe('API-nøkkel mangler');
    const wrongKey = await webRequest(body, 'feil-nokkel');
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json().message).toBe('Ugyldig API-nøkkel');
    const user = await createTestUser(server, 'ADMIN');
    expect((await webRequest(body, user.token)).statusCode).toBe(401);
    for (const bad of [
      { ...body, email: 'ikke-en-adresse' },
      { ...body, email: '' },
      { ...body, playerId: 'x' },
      { ...body, playerId: -3 },
      { ...body, playerId: 1.5 },
      { ...body, playerName: '  ' },
      { playerId: 811 },
      [],
    ]) {
      const res = await webRequest(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toMatch(/^Ugyldig forespørsel/);
    }
    expect(server.mails).toHaveLength(before);
  });
});

describe('the mailer without SMTP', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes each message as an .eml file in DATA_DIR/outbox and logs its link', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-mail-'));
    dirs.push(dataDir);
    const logged: string[] = [];
    const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://ordbot.example' });
    const mailer = createMailer(config, { info: (message) => logged.push(message) });
    const link = `https://ordbot.example/register/${'0b9d1c7e-2b7f-4a43-9f7c-5c3e1a2b3c4d'}`;
    await mailer.send({ to: 'a@example.no', subject: 'Første', text: 'Ingen lenke her.' });
    await mailer.send({
      to: 'b@example.no',
      subject: 'Velkommen til Ordbot – velg passordet ditt',
      text: `Hei!\n\nÅpne lenken for å velge passord:\n${link}\n\nLenken virker én gang. æøå ÆØÅ`,
    });
    const outbox = readOutbox(path.join(dataDir, 'outbox'));
    expect(outbox).toHaveLength(2);
    expect(path.basename(outbox[0]?.file ?? '')).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{8}\.eml$/,
    );
    expect(outbox[1]).toMatchObject({
      to: 'b@example.no',
      subject: 'Velkommen til Ordbot – velg passordet ditt',
      links: [link],
    });
    expect(outbox[1]?.text).toContain('Lenken virker én gang. æøå ÆØÅ');
    expect(fs.readFileSync(outbox[1]?.file ?? '', 'utf8')).toMatch(
      /^From: Ordbot <noreply@ordbot\.example>$/m,
    );
    expect(newestRegisterLink(path.join(dataDir, 'outbox'))).toBe(link);
    expect(newestRegisterLink(path.join(dataDir, 'outbox'), 'a@example.no')).toBeNull();
    expect(logged.at(-1)).toContain(link);
    expect(readOutbox(path.join(dataDir, 'nothing-here'))).toEqual([]);
  });

  it('keeps messages in memory when DATA_DIR is memory://', async () => {
    const config = loadConfig({ DATA_DIR: 'memory://' });
    const mailer = createMailer(config, { info: () => {} }) as MemoryMailer;
    await mailer.send({ to: 'c@example.no', subject: 'Hei', text: 'Tekst' });
    expect(mailer.messages).toEqual([{ to: 'c@example.no', subject: 'Hei', text: 'Tekst' }]);
  });
});
