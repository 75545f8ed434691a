import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli, usage } from '../../server/cli/main.ts';
import { acquireDataDirLock } from '../../server/db/lock.ts';
import { users } from '../../server/db/schema.ts';
import {
  createTestUser,
  ensurePlayer,
  testDatabaseKinds,
  useTestServer,
} from './harness.ts';
import { runCommand as run } from './cli-run.ts';

describe.each(testDatabaseKinds())('npm run cli on %s', (kind) => {
  const server = useTestServer(kind);

  it('create-user makes a user who can sign in, and closes the database', async () => {
    await ensurePlayer(server, 901);
    const res = await run(server, [
      'create-user',
      '--email',
      'Cli.Admin@example.no',
      '--password',
      'cli-passord-1',
      '--role',
      'ADMIN',
      '--player',
      '901',
    ]);
    expect(res.err).toBe('');
    expect(res.code).toBe(0);
    expect(res.out).toMatch(
      /^Created user \d+: Cli\.Admin@example\.no, ADMIN, ACTIVE, player 901$/,
    );
    expect(res.closed).toBe(1);
    const login = await server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'cli.admin@example.no', password: 'cli-passord-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.roles).toEqual(['USER', 'PLAYER', 'SUPERVISOR', 'ADMIN']);
  });

  it('create-user takes a status, and refuses a taken e-mail or an unknown player', async () => {
    const res = await run(server, [
      'create-user',
      '--email=vent@example.no',
      '--password=vent-passord',
      '--role=USER',
      '--status=INACTIVE',
    ]);
    expect(res.code).toBe(0);
    const [row] = await server.db.select().from(users).where(eq(users.email, 'vent@example.no'));
    expect(row).toMatchObject({ status: 'INACTIVE', mainRole: 'USER', playerId: null });

    const existing = await createTestUser(server, 'PLAYER');
    const taken = await run(server, [
      'create-user',
      '--email',
      existing.email.toUpperCase(),
      '--password',
      'annet-passord',
      '--role',
      'USER',
    ]);
    expect(taken.code).toBe(1);
    expect(taken.err).toMatch(/exists already/);
    const noPlayer = await run(server, [
      'create-user',
      '--email=spiller@example.no',
      '--password=spiller-passord',
      '--role=PLAYER',
      '--player=999999',
    ]);
    expect(noPlayer.code).toBe(1);
    expect(noPlayer.err).toMatch(/No player 999999/);
  });

  it('invite mails a link the same way as the bot, and the link registers', async () => {
    const before = server.mails.length;
    const res = await run(server, [
      'invite',
      '--player-id',
      '902',
      '--player-name',
      'Kommandolinje',
      '--email',
      'invitert@example.no',
    ]);
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/^Registration link for invitert@example\.no \(user \d+\) mailed: /);
    expect(server.mails).toHaveLength(before + 1);
    const uuid = /\/register\/([0-9a-f-]{36})/.exec(server.mails.at(-1)?.text ?? '')?.[1];
    expect(res.out).toContain(`http://ordbot.test/register/${uuid}`);
    const registered = await server.inject({
      method: 'POST',
      url: '/api/auth/register-by-uuid',
      payload: { uuid, password: 'invitert-passord' },
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().user).toEqual({
      email: 'invitert@example.no',
      roles: ['USER', 'PLAYER'],
      playerId: 902,
    });
    const reset = await run(server, [
      'invite',
      '--player-id=902',
      '--player-name=Kommandolinje',
      '--email=invitert@example.no',
    ]);
    expect(reset.out).toMatch(/^Password reset link/);
  });

  it('exits with 2 and the usage for bad arguments, before opening anything', async () => {
    const cases: string[][] = [
      [],
      ['drop-tables'],
      ['create-user'],
      ['create-user', '--email', 'a@b.no', '--password', 'langt-nok', '--role', 'KONGE'],
      ['create-user', '--email', 'a@b.no', '--password', 'kort', '--role', 'USER'],
      ['create-user', '--email', 'ikke-epost', '--password', 'langt-nok', '--role', 'USER'],
      ['create-user', '--email=a@b.no', '--password=langt-nok', '--role=USER', '--player=x'],
      ['create-user', '--email=a@b.no', '--password=langt-nok', '--role=USER', '--status=NEI'],
      ['create-user', '--email=a@b.no', '--password=langt-nok', '--role=USER', '--admin'],
      ['invite', '--player-id', '0', '--player-name', 'X', '--email', 'a@b.no'],
      ['invite', '--player-id', '5', '--email', 'a@b.no'],
      ['invite', '--player-id', '5', '--player-name', 'X'],
    ];
    for (const argv of cases) {
      const res = await run(null, argv);
      expect(res.code, argv.join(' ')).toBe(2);
      expect(res.err, argv.join(' ')).toContain('Usage:');
    }
    const help = await run(null, ['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toBe(usage());
    expect(help.out).toContain('create-user --email E --password P --role');
    expect(help.out).toContain('invite --player-id ID --player-name NAME --email E');
  });
});

describe('npm run cli and the PGlite lock', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('stops with the lock message when the server holds the data directory', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-cli-'));
    const release = acquireDataDirLock(dataDir);
    try {
      vi.stubEnv('DATA_DIR', dataDir);
      vi.stubEnv('DATABASE_URL', '');
      const err: string[] = [];
      const code = await runCli(
        ['create-user', '--email=l@example.no', '--password=lang-nok-1', '--role=USER'],
        { io: { stdout: () => {}, stderr: (t) => err.push(t) } },
      );
      expect(code).toBe(1);
      expect(err.join('\n')).toMatch(/is in use by another Ordbot process \(pid \d+\)/);
    } finally {
      release();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
