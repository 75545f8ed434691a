/**
 * npm run cli -- backup / restore: a round trip gives back every row of every table on
 * PGlite and on PostgreSQL, and from PGlite into PostgreSQL; a restore refuses a database with
 * rows (unless --force), a file from a newer schema and a cut-off file, and changes nothing then.
 */
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { commandContext } from './cli-run.ts';
import { runCli } from '../../server/cli/main.ts';
import { queryRows, type Db } from '../../server/db/database.ts';
import { users } from '../../server/db/schema.ts';
import { ingestGames } from '../../server/games/ingest.ts';
import { makeGame } from './fixtures.ts';
import {
  createTestUser,
  ingestInto,
  testDatabaseKinds,
  useTestServer,
  type TestServer,
} from './harness.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-backup-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Every row of every public table, as PostgreSQL prints it, in a stable order. */
async function contents(db: Db): Promise<Record<string, string[]>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await queryRows<{ r: string }>(
      db,
      sql.raw(`select row_to_json(t)::text as r from "${name}" t order by 1`),
    );
    out[name] = rows.map((row) => row.r);
  }
  return out;
}

async function fill(server: TestServer) {
  await createTestUser(server, 'ADMIN', { playerId: 501 });
  await createTestUser(server, 'PLAYER', { playerId: 502 });
  const games = [1, 2, 3].map((n) =>
    makeGame({ gameId: 9_000_000_000 + n, playerId: 501 + (n % 2), cheats: [2] }),
  );
  await ingestGames(ingestInto(server), games);
}

/** Runs the CLI on a test server's database; answers the exit code and what it printed. */
async function cli(server: TestServer, argv: string[]) {
  const out: string[] = [];
  const code = await runCli(argv, {
    io: { stdout: (t) => out.push(t), stderr: (t) => out.push(t) },
    open: async (io) => commandContext(server, io),
  });
  return { code, text: out.join('\n') };
}

async function rewrite(from: string, to: string, edit: (lines: string[]) => string[]) {
  const lines: string[] = [];
  const input = fs.createReadStream(from).pipe(zlib.createGunzip());
  for await (const line of readline.createInterface({ input })) lines.push(line);
  fs.writeFileSync(to, zlib.gzipSync(edit(lines).join('\n') + '\n'));
}

for (const kind of testDatabaseKinds()) {
  describe(`backup and restore on ${kind}`, () => {
    const source = useTestServer(kind);
    const target = useTestServer(kind);
    const file = path.join(dir, `${kind}.ordbot.gz`);

    it('gives back every row of every table, and ids go on after the highest', async () => {
      await fill(source);
      const backup = await cli(source, ['backup', file]);
      expect(backup.code, backup.text).toBe(0);
      expect(backup.text).toMatch(/^Backup written to .+: \d+ tables, \d+ rows/);
      const restore = await cli(target, ['restore', file]);
      expect(restore.code, restore.text).toBe(0);
      const expected = await contents(source.db);
      expect(expected.moves?.length).toBeGreaterThan(0);
      expect(await contents(target.db)).toEqual(expected);
      const [added] = await target.db
        .insert(users)
        .values({ email: 'ny-etter-restore@example.no', mainRole: 'USER', status: 'ACTIVE' })
        .returning({ id: users.id });
      expect(added?.id).toBeGreaterThan(Math.max(...expected.users!.map((u) => JSON.parse(u).id)));
      await target.db.execute(sql`delete from users where email = 'ny-etter-restore@example.no'`);
    });

    it('refuses a database with rows unless --force, and then replaces them', async () => {
      await target.db.execute(sql`update players set name = 'Endret' where id = 501`);
      const refused = await cli(target, ['restore', file]);
      expect(refused.code).toBe(1);
      expect(refused.text).toMatch(/^The database is not empty \(.*players.*\): .*--force/);
      const forced = await cli(target, ['restore', file, '--force']);
      expect(forced.code, forced.text).toBe(0);
      expect(await contents(target.db)).toEqual(await contents(source.db));
    });

    it('refuses a file from a newer schema, a cut-off file and other files, changing nothing', async () => {
      const before = await contents(target.db);
      const newer = path.join(dir, `${kind}-newer.gz`);
      await rewrite(file, newer, (lines) => {
        const header = JSON.parse(lines[0] as string);
        header.migrations.push('9999_from_the_future');
        return [JSON.stringify(header), ...lines.slice(1)];
      });
      const cut = path.join(dir, `${kind}-cut.gz`);
      await rewrite(file, cut, (lines) => lines.slice(0, -1));
      const junk = path.join(dir, `${kind}-junk.gz`);
      fs.writeFileSync(junk, zlib.gzipSync('hei\n'));
      const cases: [string, RegExp][] = [
        [newer, /comes from a newer version of Ordbot \(migrations 9999_from_the_future\)/],
        [cut, /is cut off: nothing was restored/],
        [junk, /is not an Ordbot backup/],
        [path.join(dir, 'missing.gz'), /ENOENT/],
      ];
      for (const [bad, message] of cases) {
        const result = await cli(target, ['restore', bad, '--force']);
        expect(result.code, bad).toBe(1);
        expect(result.text, bad).toMatch(message);
      }
      expect(await contents(target.db)).toEqual(before);
    });

    it.runIf(kind === 'postgresql')('restores a PGlite backup into PostgreSQL', async () => {
      const pgliteFile = path.join(dir, 'pglite.ordbot.gz');
      expect(fs.existsSync(pgliteFile)).toBe(true);
      const result = await cli(target, ['restore', pgliteFile, '--force']);
      expect(result.code, result.text).toBe(0);
      const header = await new Promise<string>((resolve) => {
        const input = fs.createReadStream(pgliteFile).pipe(zlib.createGunzip());
        readline.createInterface({ input }).once('line', resolve);
      });
      expect(JSON.parse(header)).toMatchObject({ format: 'ordbot-backup', database: 'pglite' });
      const moves = await queryRows<{ n: number }>(
        target.db,
        sql`select count(*)::int as n from moves`,
      );
      expect(moves[0]?.n).toBeGreaterThan(0);
    });
  });
}
