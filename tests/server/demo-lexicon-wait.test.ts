/**
 * The demo load on a first start waits for the word lists npm start is still building
 * (server/demo/startup.ts): no game is played without its list, and the load goes on once the
 * lists are there. The lists are copies of the built ones in a folder of their own (LEXICON_DIR),
 * so the notes written here are seen by no other test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@ordbot/contract/enums.ts';
import { lexiconBuildingPath } from '@ordbot/engine/node/lexicon-files.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { queryRows } from '../../server/db/database.ts';
import { loadDemoDataOnStart, prepareDemoData } from '../../server/demo/startup.ts';

const lexicons = vi.hoisted(() => {
  // Before any module reads LEXICON_DIR: the built lists, copied.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const nodeFs = require('node:fs') as typeof import('node:fs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { tmpdir } = require('node:os') as typeof import('node:os');
  const made = nodeFs.mkdtempSync(`${tmpdir()}/ordbot-demo-lexicons-`);
  const built = `${process.cwd()}/build/lexicon`;
  for (const file of nodeFs.readdirSync(built)) {
    if (!file.endsWith('.building') && !file.endsWith('.tmp')) {
      nodeFs.copyFileSync(`${built}/${file}`, `${made}/${file}`);
    }
  }
  process.env.LEXICON_DIR = made;
  return made;
});
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-demo-wait-'));
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(lexicons, { recursive: true, force: true });
});

async function storedGames(app: Awaited<ReturnType<typeof buildApp>>): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    app.ctx.db,
    sql`select count(*)::int as n from games`,
  );
  return Number(rows[0]?.n);
}

describe('the demo load on a first start', () => {
  it('waits for the word lists being built, then loads', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    // A small plan (the note of a load that had not begun), every list being built by this process.
    const note = { seed: 7, games: 12, today: '2026-11-20T00:00:00.000Z' };
    fs.writeFileSync(path.join(dir, 'demo-load.json'), JSON.stringify(note));
    for (const language of LANGUAGES) {
      fs.writeFileSync(lexiconBuildingPath(language), `${process.pid}\n`);
    }
    const config = loadConfig({ DATA_DIR: dir, DEMO_DATA: '1', LOG_LEVEL: 'info' });
    const app = await buildApp({ config, logStream });
    try {
      const start = await prepareDemoData(app);
      expect(start).not.toBeNull();
      let done = false;
      const loading = loadDemoDataOnStart(app, start).then(() => (done = true));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(done).toBe(false);
      expect(await storedGames(app)).toBe(0);
      expect(lines.join('')).toContain('Demo data: waiting for the word lists being built');

      for (const language of LANGUAGES) fs.rmSync(lexiconBuildingPath(language));
      await loading;
      expect(await storedGames(app)).toBe(note.games);
      expect(lines.join('')).toMatch(/Demo data: the word lists are there after [\d.]+ s/);
      expect(lines.join('')).not.toContain('Loading the demo data failed');
    } finally {
      await app.close();
    }
  }, 120_000);
});
