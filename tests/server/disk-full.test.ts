/**
 * A full disk under the embedded database: writes answer 503 with a Norwegian
 * message, reads go on, and writes work again when space returns. Before, a write that needed a
 * new WAL segment left PGlite spinning for good. Needs a small tmpfs: runs as root only (mount).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { users } from '../../server/db/schema.ts';
import { DISK_FULL } from '../../server/http/errors.ts';
import { makeGame } from './fixtures.ts';
import { BOT_KEY } from './harness.ts';

const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-full-'));

function mountTmpfs(): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', mountPoint], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

const mounted = process.getuid?.() === 0 && mountTmpfs();
if (!mounted) fs.rmSync(mountPoint, { recursive: true, force: true });
const filler = path.join(mountPoint, 'filler');

/** Leaves `bytes` free on the tmpfs. */
function fillDisk(bytes: number) {
  const stats = fs.statfsSync(mountPoint);
  fs.writeFileSync(filler, Buffer.alloc(Math.max(0, stats.bavail * stats.bsize - bytes)));
}

describe.runIf(mounted)('a full disk under PGlite', () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: path.join(mountPoint, 'data') });
    const config = loadConfig({
      DATA_DIR: 'memory://',
      BOT_API_KEY: BOT_KEY,
      DEMO_DATA: '0',
      LOG_LEVEL: 'silent',
    });
    app = await buildApp({ config, database, logger: false });
  }, 120_000);

  afterAll(async () => {
    try {
      fs.rmSync(filler, { force: true });
      await app?.close();
      await database?.close();
    } finally {
      execFileSync('umount', [mountPoint]);
      fs.rmSync(mountPoint, { recursive: true, force: true });
    }
  });

  const send = (gameId: number) =>
    app.inject({
      method: 'POST',
      url: '/api/bot/games',
      headers: { authorization: `Bearer ${BOT_KEY}` },
      payload: makeGame({ gameId }),
    });

  it('answers writes 503, serves reads, and writes again when space returns', async () => {
    expect((await send(1)).statusCode).toBe(200);
    const [admin] = await database.db
      .insert(users)
      .values({ email: 'full@example.no', mainRole: 'ADMIN', status: 'ACTIVE' })
      .returning({ id: users.id });
    const token = await createSession(database.db, (admin as { id: number }).id);
    fillDisk(20 * 1024 * 1024);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const refused = await send(2);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: DISK_FULL,
    });
    const read = await app.inject({
      method: 'GET',
      url: '/api/players/all',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.statusCode).toBe(200);
    expect(JSON.stringify(read.json())).toContain('Spiller');
    fs.rmSync(filler);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await send(2)).statusCode).toBe(200);
  }, 120_000);
});
