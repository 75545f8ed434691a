/**
 * PostgreSQL shuts down while the bot sends games: the server process lives on, answers 503
 * while the database is gone and 200 once it is back, and no game it acknowledged is lost. The
 * shutdown ends sessions in the middle of ingest transactions (57P01 on a client the pool has
 * lent out), not only idle ones.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGame } from './fixtures.ts';
import { BOT_KEY } from './harness.ts';
import {
  canRunPrivatePostgres,
  privatePostgres,
  type PrivatePostgres,
} from './private-postgres.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `server/main.ts` on the cluster; resolves with its base URL once it listens. */
function startServer(databaseUrl: string, dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      BOT_API_KEY: BOT_KEY,
      BOT_RATE_LIMIT: '1000000',
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      CLEANUP_INTERVAL_MINUTES: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      const match = /running at http:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
  return { child, listening, output: () => output };
}

describe.runIf(canRunPrivatePostgres())('PostgreSQL shuts down during a steady ingest', () => {
  let cluster: PrivatePostgres;
  let server: ReturnType<typeof startServer>;
  let base: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-restart-'));

  beforeAll(async () => {
    cluster = await privatePostgres();
    server = startServer(cluster.url, dataDir);
    base = await server.listening;
  }, 120_000);

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await cluster?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while it is gone, 200 after, and loses no acknowledged game', async () => {
    const child: ChildProcess = server.child;
    let exited: number | string | null = null;
    child.once('exit', (code, signal) => (exited = code ?? signal));

    let phase: 'before' | 'down' | 'after' = 'before';
    const statuses = { before: new Map<number, number>(), down: new Map(), after: new Map() };
    const acknowledged: number[] = [];
    const refused: string[] = [];
    let nextId = 1;
    let running = true;

    /** One bot connection sending games back to back, as the bot does. */
    const sender = async () => {
      while (running) {
        const gameId = nextId++;
        const game = makeGame({ gameId, playerId: 100 + (gameId % 7), normalMoves: 12 });
        const seen = phase;
        try {
          const res = await fetch(`${base}/api/bot/games`, {
            method: 'POST',
            headers: { authorization: `Bearer ${BOT_KEY}`, 'content-type': 'application/json' },
            body: JSON.stringify(game),
          });
          await res.arrayBuffer();
          const counts = statuses[seen] as Map<number, number>;
          counts.set(res.status, (counts.get(res.status) ?? 0) + 1);
          if (res.status === 200) acknowledged.push(gameId);
        } catch (err) {
          // The server itself did not answer: it died (checked below) or closed the socket.
          refused.push(String((err as Error).cause ?? err));
          if (exited !== null) return;
          await sleep(20);
        }
      }
    };
    const senders = Array.from({ length: 6 }, sender);

    await sleep(1500);
    phase = 'down';
    await cluster.stop('fast');
    await sleep(1500);
    const healthDown = await fetch(`${base}/api/health`).catch((err: Error) => err);
    phase = 'after';
    await cluster.start();
    // Let the pool find its way back, then measure a steady second.
    await sleep(1500);
    statuses.after.clear();
    await sleep(1000);
    running = false;
    await Promise.all(senders);

    expect(exited, `the server died: ${server.output().slice(-2000)}`).toBeNull();
    expect(refused).toEqual([]);
    expect(healthDown).not.toBeInstanceOf(Error);
    expect((healthDown as Response).status).toBe(503);
    expect((statuses.before.get(200) ?? 0) > 0).toBe(true);
    expect([...statuses.down.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses.down.get(503) ?? 0).toBeGreaterThan(0);
    expect([...statuses.after.keys()]).toEqual([200]);
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);

    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: number }>('select id from games');
      const stored = new Set(rows.map((row) => Number(row.id)));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await client.end();
    }
  }, 120_000);
});
