/**
 * The chat command 'web <e-mail>' mails at most WEB_REQUEST_DAILY_LIMIT times a day per address and per
 * player; link ids are stored hashed, and migration 0005 hashes the rows made before it.
 */
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/tokens.ts';
import { invitations, webRequests } from '../../server/db/schema.ts';
import { invitationState } from '../../server/auth/invitations.ts';
import { BOT_KEY, testDatabaseKinds, useTestServer } from './harness.ts';

const UUID_IN_LINK = /\/register\/([0-9a-f-]{36})/;

describe.each(testDatabaseKinds())('the daily limit of web requests on %s', (kind) => {
  const server = useTestServer(kind);
  const webRequest = (playerId: number, email: string) =>
    server.inject({
      method: 'POST',
      url: '/api/bot/web-request',
      token: BOT_KEY,
      payload: { playerId, playerName: `Spiller ${playerId}`, email },
    });

  it('mails an address 3 times a day, then answers {sent: false} and mails nothing', async () => {
    const before = server.mails.length;
    for (const playerId of [901, 902, 903]) {
      const res = await webRequest(playerId, 'offer@example.no');
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ ok: true, sent: true });
    }
    const links = await server.db.select().from(invitations);
    const refused = await webRequest(904, 'OFFER@example.no');
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ ok: true, sent: false });
    expect(server.mails).toHaveLength(before + 3);
    expect(await server.db.select().from(invitations)).toHaveLength(links.length);
  });

  it('mails for one player 3 times a day, whatever the address', async () => {
    const before = server.mails.length;
    for (const n of [1, 2, 3]) {
      expect((await webRequest(911, `adresse${n}@example.no`)).json().sent).toBe(true);
    }
    expect((await webRequest(911, 'adresse4@example.no')).json()).toEqual({
      ok: true,
      sent: false,
    });
    expect(server.mails).toHaveLength(before + 3);
    // Another player and another address are not affected.
    expect((await webRequest(912, 'annen@example.no')).json().sent).toBe(true);
  });

  it('counts only the last 24 hours', async () => {
    for (const n of [1, 2, 3]) await webRequest(921, `gammel${n}@example.no`);
    expect((await webRequest(921, 'gammel4@example.no')).json().sent).toBe(false);
    await server.db
      .update(webRequests)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(webRequests.playerId, 921));
    expect((await webRequest(921, 'gammel4@example.no')).json().sent).toBe(true);
    // The old ones are gone, not only ignored.
    const kept = await server.db.select().from(webRequests).where(eq(webRequests.playerId, 921));
    expect(kept).toHaveLength(1);
  });

  it('stores the link id only as its SHA-256', async () => {
    await webRequest(931, 'hash@example.no');
    const uuid = UUID_IN_LINK.exec(server.mails.at(-1)?.text ?? '')?.[1] as string;
    expect(uuid).toBeTruthy();
    const rows = await server.db.select().from(invitations);
    expect(rows.some((row) => row.uuidHash === uuid)).toBe(false);
    expect(rows.some((row) => row.uuidHash === hashToken(uuid))).toBe(true);
    expect((await invitationState(server.db, uuid)).state).toBe('valid');
    expect((await invitationState(server.db, hashToken(uuid))).state).toBe('unknown');
  });
});

describe('a configured limit', () => {
  const server = useTestServer('pglite', { WEB_REQUEST_DAILY_LIMIT: '1' });

  it('allows one mail a day per address', async () => {
    const send = (playerId: number) =>
      server.inject({
        method: 'POST',
        url: '/api/bot/web-request',
        token: BOT_KEY,
        payload: { playerId, playerName: 'En', email: 'en@example.no' },
      });
    expect((await send(941)).json().sent).toBe(true);
    expect((await send(942)).json().sent).toBe(false);
  });
});

describe('migration 0005 on links made before it', () => {
  const migrations = path.resolve('server/db/migrations');
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('hashes the stored ids, so links already mailed keep working', async () => {
    // The migrations up to 0001, as a database made before link ids were hashed has them.
    const old = fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-mig-'));
    dirs.push(old);
    fs.mkdirSync(path.join(old, 'meta'));
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8'),
    );
    journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= 1);
    fs.writeFileSync(path.join(old, 'meta/_journal.json'), JSON.stringify(journal));
    for (const entry of journal.entries as { tag: string }[]) {
      fs.copyFileSync(
        path.join(migrations, `${entry.tag}.sql`),
        path.join(old, `${entry.tag}.sql`),
      );
    }
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: old });
    const uuid = '6f1c2d8e-0000-4000-8000-00000000abcd';
    await db.execute(
      sql`insert into users (email, main_role, status) values ('gammel@example.no', 'PLAYER', 'NOT_VERIFIED')`,
    );
    await db.execute(
      sql`insert into invitations (uuid, user_id, expires_at) select ${uuid}, id, now() + interval '1 hour' from users`,
    );
    await migrate(db, { migrationsFolder: migrations });
    const [row] = await db.select().from(invitations);
    expect(row?.uuidHash).toBe(hashToken(uuid));
    expect(await invitationState(db as never, uuid)).toEqual({
      state: 'valid',
      email: 'gammel@example.no',
    });
    await client.close();
  }, 60_000);
});
