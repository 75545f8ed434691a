/**
 * Demo data on start (server/demo/startup.ts): the demo accounts exist before the server
 * listens, the analysis logs its progress, and a load cut short goes on at the next start.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, queryRows } from '../../server/db/database.ts';
import { DEMO_ACCOUNTS } from '../../server/demo/accounts.ts';
import { generateDemoGames } from '../../server/demo/generate.ts';
import { loadDemoDataOnStart, prepareDemoData } from '../../server/demo/startup.ts';
import { ingestGames } from '../../server/games/ingest.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-demo-start-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const NOTE = { seed: 7, games: 24, today: '2026-11-20T00:00:00.000Z' };

describe('demo data on start', () => {
  it('makes the accounts first and finishes a load cut short, logging the analysis', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = loadConfig({ DATA_DIR: dir, DEMO_DATA: '1', LOG_LEVEL: 'info' });
    const app = await buildApp({ config, logStream });
    try {
      // A load cut short: its note is there and the first 10 of its games are stored.
      fs.writeFileSync(path.join(dir, 'demo-load.json'), JSON.stringify(NOTE));
      const planned = [...generateDemoGames({ ...NOTE, today: new Date(NOTE.today) })];
      const { db, gamesChanges } = app.ctx;
      await ingestGames({ db, gamesChanges, analyser: null }, planned.slice(0, 10));

      const start = await prepareDemoData(app);
      expect(start?.resumed).toBe(true);
      const emails = await queryRows<{ email: string }>(app.ctx.db, sql`select email from users`);
      expect(emails.map((r) => r.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
      // Before any more game is loaded.
      const before = await queryRows<{ n: number }>(
        app.ctx.db,
        sql`select count(*)::int as n from games`,
      );
      expect(Number(before[0]?.n)).toBe(10);

      await loadDemoDataOnStart(app, start);
      const ids = await queryRows<{ id: number }>(app.ctx.db, sql`select id from games`);
      expect(ids.map((r) => Number(r.id)).sort()).toEqual(planned.map((g) => g.gameId).sort());
      expect(fs.existsSync(path.join(dir, 'demo-load.json'))).toBe(false);
      const log = lines.join('');
      expect(log).toContain('going on where it stopped');
      expect(log).toContain('Demo data: 10 games stored already');
      expect(log).toMatch(/Demo analysis: \d+ games to analyse/);
      expect(log).toMatch(/Demo analysis: (\d+)\/\1 games/);

      // Done: the next start loads nothing.
      expect(await prepareDemoData(app)).toBeNull();
    } finally {
      await app.close();
    }
  }, 240_000);
});

describe('demo data on start with a DATA_DIR that does not exist yet', () => {
  it('makes the folder for its note and prepares the load (DATABASE_URL set: nothing made it)', async () => {
    // With DATABASE_URL nothing else writes to DATA_DIR, so nothing has made it: here the
    // database is one handed in, as a PostgreSQL one would be.
    const missing = path.join(dir, 'not-there', 'data');
    const database = await openDatabase({ dataDir: 'memory://' });
    const config = loadConfig({ DATA_DIR: missing, DEMO_DATA: '1', LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database, logger: false });
    try {
      const start = await prepareDemoData(app);
      expect(start).not.toBeNull();
      expect(fs.existsSync(path.join(missing, 'demo-load.json'))).toBe(true);
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);
});
